import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sessionCookieName } from '@inkspell/contracts';
import { registerWithForm } from '../support/account-forms';
import { api, newTestUser, registerThroughGateway, type TestUser } from '../support/accounts';
import { appRunning, launchBrowser, newContext, snap, visible } from '../support/browser';
import { baseUrl } from '../support/platform';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pill = (page: Page) => page.getByTestId('ink-balance');
const pillShows = (page: Page, ink: number) =>
  expect.poll(() => pill(page).textContent(), { timeout: 15_000 }).toMatch(new RegExp(`^${ink}\\s*ink$`));

/** A browser context signed in as a user registered through the API (the pages under test are the ink ones). */
async function signedIn(user: TestUser, width = 1280): Promise<{ ctx: BrowserContext; page: Page; cookie: string }> {
  const { cookie } = await registerThroughGateway(user);
  const ctx = await newContext(browser, width);
  await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  return { ctx, page: await ctx.newPage(), cookie };
}

/** Buys a pack through the API with the demo provider, as the dialog's Pay does. */
async function buyThroughApi(cookie: string, packageId: string): Promise<void> {
  const intent = (await (await api('/api/ink/create-payment-intent', { cookie, body: { packageId } })).json()) as {
    paymentIntentId: string;
    provider: string;
  };
  expect(intent.provider).toBe('demo');
  const confirmed = await api('/api/ink/confirm-payment', { cookie, body: { paymentIntentId: intent.paymentIntentId } });
  expect(confirmed.status).toBe(200);
}

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await expect.poll(() => page.getByTestId('ink-activity').isVisible(), { timeout: 15_000 }).toBe(true);
}

const tile = (page: Page, tone: 'spent' | 'purchased' | 'count') => page.getByTestId(`tile-${tone}`).locator('dd');
const historyRows = (page: Page) => page.getByTestId('history-row');
const shopBalance = (page: Page) => page.getByTestId('shop-balance').locator('strong').textContent();

describe('ink in the browser', () => {
  it('a new user registers and sees 5 ink in the pill and the welcome gift in the ink dropdown', async () => {
    const user = newTestUser('inky');
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/register');
    await appRunning(page);
    await registerWithForm(page, user);
    await pillShows(page, 5);

    await openUserMenu(page);
    const rows = page.getByTestId('ink-activity-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Welcome.*\+5/);
    expect(await page.getByTestId('ink-activity-more').count()).toBe(0);
    await ctx.close();
  });

  it('shows a visitor the three packs with two-decimal prices, the Login Required box and toast', async () => {
    for (const width of [375, 1280]) {
      const ctx = await newContext(browser, width);
      const page = await ctx.newPage();
      await page.goto('/ink-shop');
      await visible(page, 'Login Required');
      // The e2e platform runs the demo provider: the shop says so before anyone picks a pack (ADR 0026).
      const demo = page.getByTestId('demo-mode-banner');
      await expect.poll(() => demo.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await demo.getByRole('heading', { name: 'Demo mode' }).isVisible()).toBe(true);
      expect(await demo.textContent()).toContain('no card is charged');
      for (const [pack, price] of [
        ['starter', '$9.00'],
        ['popular', '$15.00'],
        ['premium', '$20.00'],
      ] as const) {
        expect(await page.getByTestId(`pack-${pack}`).textContent()).toContain(price);
      }
      expect(await page.getByTestId('pack-popular').textContent()).toContain('Most Popular');
      expect(await page.getByTestId('login-required').getByRole('link', { name: 'Login' }).count()).toBe(1);
      expect(await page.getByTestId('login-required').getByRole('link', { name: 'Sign Up' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Get 8 Ink' }).click();
      await visible(page, 'Please login to purchase ink credits!');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await snap(page, `ink-shop-visitor-${width}`);
      await ctx.close();
    }
  });

  it('buys a pack in demo mode; the pill, the dropdown and the history update without a reload', async () => {
    const { ctx, page } = await signedIn(newTestUser('buyer'));
    await page.goto('/ink-usage');
    await expect.poll(() => historyRows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await tile(page, 'count').textContent()).toBe('1');
    // A marker on the window survives client-side navigation only: if anything reloads the page, it is gone.
    await page.evaluate(() => Object.assign(window, { inkE2eMarker: true }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Purchase Ink' }).click();
    await expect.poll(() => shopBalance(page), { timeout: 15_000 }).toBe('5');
    await page.getByRole('button', { name: 'Get 15 Ink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    const summary = await dialog.getByTestId('purchase-summary').textContent();
    expect(summary).toContain('Popular Pack');
    expect(summary).toContain('15 ink');
    expect(summary).toContain('$15.00');
    expect(await dialog.getByText('Demo mode: no card is charged.').isVisible()).toBe(true);
    await snap(page, 'ink-shop-dialog-1280');
    await dialog.getByRole('button', { name: 'Pay $15.00' }).click();

    await visible(page, 'Purchase Successful');
    await visible(page, '15 ink added to your balance!');
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await pillShows(page, 20);
    await expect.poll(() => shopBalance(page), { timeout: 15_000 }).toBe('20');

    await openUserMenu(page);
    const rows = page.getByTestId('ink-activity-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.first().textContent()).toMatch(/Popular Pack.*\+15/);
    await snap(page, 'ink-user-menu-1280');
    await page.keyboard.press('Escape');

    await page.goBack();
    await expect.poll(() => historyRows(page).count(), { timeout: 15_000 }).toBe(2);
    expect(await tile(page, 'purchased').textContent()).toBe('15 ink');
    expect(await tile(page, 'spent').textContent()).toBe('0 ink');
    expect(await tile(page, 'count').textContent()).toBe('2');
    expect(await page.evaluate(() => (window as { inkE2eMarker?: boolean }).inkE2eMarker)).toBe(true);
    await ctx.close();
  });

  it('filters the history by type and counts the filtered list', async () => {
    const user = newTestUser('filter');
    const { ctx, page, cookie } = await signedIn(user);
    await buyThroughApi(cookie, 'starter');
    await buyThroughApi(cookie, 'premium');
    await page.goto('/ink-usage');
    await expect.poll(() => historyRows(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByTestId('history-day').first().getByRole('heading').textContent()).toMatch(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    // Newest first: the last purchase tops the list, the welcome gift closes it.
    expect(await historyRows(page).first().textContent()).toMatch(/Premium Pack.*\+20 ink/);
    expect(await historyRows(page).last().getAttribute('data-type')).toBe('welcome');

    const filter = page.getByLabel('Show', { exact: true });
    const expectations = [
      ['Purchases', 2, ['purchase']],
      ['Welcome Credits', 1, ['welcome']],
      ['Usage Only', 0, []],
      ['All Activity', 3, ['purchase', 'welcome']],
    ] as const;
    for (const [label, count, types] of expectations) {
      await filter.selectOption({ label });
      await expect.poll(() => tile(page, 'count').textContent(), { timeout: 15_000 }).toBe(String(count));
      expect(await historyRows(page).count()).toBe(count);
      const shownTypes = new Set(await historyRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type'))));
      expect([...shownTypes].sort()).toEqual([...types].sort());
      // Total Purchased describes the whole history, whatever the filter shows.
      expect(await tile(page, 'purchased').textContent()).toBe('28 ink');
    }
    await filter.selectOption({ label: 'Usage Only' });
    await visible(page, 'No transactions match this filter so far.');
    await filter.selectOption({ label: 'All Activity' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await snap(page, `ink-usage-${width}`);
    }
    await ctx.close();
  });

  it('lists at most 5 movements in the dropdown and links the rest with "+N more activities - View All"', async () => {
    const { ctx, page, cookie } = await signedIn(newTestUser('many'));
    for (let i = 0; i < 6; i += 1) await buyThroughApi(cookie, 'starter');
    await page.goto('/');
    await pillShows(page, 5 + 6 * 8);
    await openUserMenu(page);
    await expect.poll(() => page.getByTestId('ink-activity-row').count(), { timeout: 15_000 }).toBe(5);
    const more = page.getByTestId('ink-activity-more');
    expect(await more.textContent()).toBe('+2 more activities - View All');
    await more.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/ink-usage');
    await expect.poll(() => historyRows(page).count(), { timeout: 15_000 }).toBe(7);
    await ctx.close();
  });

  it('Cancel closes the purchase dialog and changes nothing', async () => {
    const { ctx, page } = await signedIn(newTestUser('cancel'), 375);
    await page.goto('/ink-shop');
    await page.getByRole('button', { name: 'Get 20 Ink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await snap(page, 'ink-shop-dialog-375');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await pillShows(page, 5);
    await snap(page, 'ink-shop-signed-in-375');
    await ctx.close();
  });
});
