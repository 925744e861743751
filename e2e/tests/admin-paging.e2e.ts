import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { adminApiPaths, sessionCookieName } from '@inkspell/contracts';
import { loginThroughGateway } from '../support/accounts';
import { launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl } from '../support/platform';

const adminAccount = { username: 'spelladmin', password: 'Spell!Admin2025' };

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await loginThroughGateway(adminAccount.username, adminAccount.password);
});
afterAll(async () => {
  await browser?.close();
});

/** An account row of GET /api/admin/users. */
const row = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  username: `family_${String(index).padStart(5, '0')}`,
  email: `family_${index}@example.com`,
  firstName: 'Stella',
  lastName: 'Nova',
  role: 'user',
  isDisabled: false,
  disabledReason: null,
  twoFactorEnabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
});

/**
 * GET /api/admin/users as ADR 0035 answers it, over a made-up platform of 12,345 families, 120 of which the test
 * pages through: 50 rows a page, the next cursor in Link, the whole list's total estimated, a search's counted (a
 * username prefix). It stands in for the users service in the browser (the console is what is under test here) and
 * records what the console asked.
 */
function pagedUsers(asked: URL[]) {
  const families = Array.from({ length: 120 }, (_, i) => row(i + 1));
  return async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const search = url.searchParams.get('search');
    const rows = search ? families.filter((family) => family.username.startsWith(search)) : families;
    const start = Number(url.searchParams.get('cursor') ?? '0');
    const end = Math.min(start + 50, rows.length);
    const paging = {
      'X-Total-Count': search ? String(rows.length) : '12345',
      'X-Total-Exact': search ? 'true' : 'false',
      ...(end < rows.length ? { Link: `<${adminApiPaths.users}?cursor=${end}&limit=50>; rel="next"` } : {}),
    };
    await route.fulfill({ status: 200, contentType: 'application/json', headers: paging, body: JSON.stringify(rows.slice(start, end)) });
  };
}

async function usersTab(width: number): Promise<{ page: Page; asked: URL[]; close: () => Promise<void> }> {
  const ctx = await newContext(browser, width);
  await ctx.addCookies([{ name: sessionCookieName, value: adminCookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  const page = await ctx.newPage();
  const asked: URL[] = [];
  await page.route((url) => url.pathname === adminApiPaths.users, pagedUsers(asked));
  await page.goto('/admin-management-console');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect.poll(() => page.getByTestId('admin-user').count(), { timeout: 20_000 }).toBe(50);
  return { page, asked, close: () => ctx.close() };
}

describe('the console over lists paged on the server', () => {
  it('shows the estimated total, loads the next page as the list is scrolled to its end, and the last one with Load more', async () => {
    const { page, asked, close } = await usersTab(1280);
    expect(await page.getByTestId('admin-user-count').textContent()).toBe('about 12,000 users');
    expect(asked.map((url) => url.search)).toEqual(['?limit=50']);

    // Scrolling the list to its end asks for the page after the last row, once.
    await page.getByTestId('admin-user-list').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await expect.poll(() => page.getByTestId('admin-user').count(), { timeout: 15_000 }).toBe(100);
    expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([null, '50']);

    // From the keyboard: the Load more button at the end loads the last page, which ends the list.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('admin-user').count(), { timeout: 15_000 }).toBe(120);
    expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([null, '50', '100']);
    await expect.poll(() => page.getByTestId('load-more').count()).toBe(0);
    await close();
  });

  it('sends the search once typing pauses, and shows its total', async () => {
    for (const width of [375, 1280]) {
      const { page, asked, close } = await usersTab(width);
      await page.getByLabel('Search users').pressSequentially('family_0001', { delay: 40 });
      await expect.poll(() => asked.at(-1)?.searchParams.get('search'), { timeout: 15_000 }).toBe('family_0001');
      // Eleven keys, far fewer requests: one per pause, not one per key.
      expect(asked.filter((url) => url.searchParams.has('search')).length).toBeLessThan(4);
      // family_00010 to family_00019, counted by the server.
      await expect.poll(() => page.getByTestId('admin-user-count').textContent(), { timeout: 15_000 }).toBe('10 users match');
      expect(await page.getByTestId('admin-user').allTextContents()).toHaveLength(10);
      await snap(page, `admin-users-paged-search-${width}`);
      await close();
    }
  });
});
