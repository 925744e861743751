import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminApiPaths, analyticsEventsPath, insightsSchema, sessionCookieName, type Insights } from '@inkspell/contracts';
import { logInWithForm, registerWithForm } from '../support/account-forms';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { seriousAxeFindings } from '../support/axe';
import { appRunning, launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl } from '../support/platform';
import { createStoryAndWait } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

const adminAccount = { username: 'spelladmin', password: 'Spell!Admin2025' };

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await api('/api/auth/login', { body: adminAccount });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  adminCookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${sessionCookieName}=`))!;
});
afterAll(async () => {
  await browser?.close();
});

/** Letters only: a path made of them is kept as it is (digits would make it an :id segment). */
const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

async function adminPage(width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, width);
  await ctx.addCookies([{ name: sessionCookieName, value: adminCookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  const page = await ctx.newPage();
  await page.goto('/admin-management-console');
  await expect.poll(() => page.getByRole('heading', { name: 'Admin Console' }).isVisible(), { timeout: 20_000 }).toBe(true);
  return { ctx, page };
}

/** Waits until every CSS animation has finished, so a screenshot shows the settled page. */
// Polled through the DevTools protocol: waitForFunction evaluates in the page, which the pages' CSP forbids (ADR 0015).
const settled = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running'))).toBe(true);

async function insights(): Promise<Insights> {
  const res = await api(adminApiPaths.insights, { cookie: adminCookie });
  expect(res.status).toBe(200);
  return insightsSchema.parse(await res.json());
}
const viewsOf = (answer: Insights, route: string) => answer.pageViews.find((r) => r.route === route)?.views ?? 0;

describe('contact messages reach the administrator', () => {
  it('a message sent from /contact shows in the Messages tab, its script as text, and is marked read', async () => {
    const subject = `Question ${letters(8)}`;
    const script = '<script>window.__contactPwned = true</script><b>bold?</b> <img src=x onerror="window.__contactPwned = true">';

    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto('/contact');
    await appRunning(page);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Your Name').fill('Ada <i>Lovelace</i>');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill(`Hello Spell!\n${script}`);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);
    await expect.poll(() => page.getByTestId('contact-sent').isVisible(), { timeout: 15_000 }).toBe(true);
    await visitor.close();
    // The form also reported it to analytics (no words of it, just that one was sent).
    await expect
      .poll(async () => (await insights()).events.find((e) => e.name === 'contact_submitted')?.count ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);

    for (const width of [1280, 375]) {
      const { ctx, page: console } = await adminPage(width);
      const tab = console.getByRole('tab', { name: /Messages/ });
      if (width === 1280) await expect.poll(() => tab.getByTestId('unread-count').isVisible(), { timeout: 15_000 }).toBe(true);
      await tab.click();
      const message = console.getByTestId('admin-message').filter({ hasText: subject });
      await expect.poll(() => message.count(), { timeout: 15_000 }).toBe(1);
      // Exactly the characters typed, line break included; none of it became markup, and nothing ran.
      expect(await message.getByTestId('admin-message-text').textContent()).toBe(`Hello Spell!\n${script}`);
      expect(await message.locator('script, b, img, i').count()).toBe(0);
      expect(await message.textContent()).toContain('Ada <i>Lovelace</i> <ada@example.com>');
      expect(await console.evaluate(() => (window as { __contactPwned?: boolean }).__contactPwned)).toBeUndefined();
      expect(await seriousAxeFindings(console), `axe on the Messages tab at ${width}px`).toEqual([]);

      if (width === 1280) {
        expect(await message.getAttribute('data-read')).toBe('false');
        await snap(console, 'admin-messages-1280');
        await message.getByRole('button', { name: 'Mark as Read' }).click();
        await expect.poll(() => message.getAttribute('data-read'), { timeout: 15_000 }).toBe('true');
        expect(await message.getByRole('button', { name: 'Mark as Unread' }).isVisible()).toBe(true);
      } else {
        // Read on the wide screen: the phone fetched the list afresh and shows it read.
        expect(await message.getAttribute('data-read')).toBe('true');
        await message.scrollIntoViewIfNeeded();
        await settled(console);
        await snap(console, 'admin-messages-375');
      }
      await ctx.close();
    }
  });
});

describe('analytics through the gateway', () => {
  it('sends one page view per navigation, and the Insights count each route once per visit', async () => {
    const lost = `/lost-${letters(10)}`;
    const before = await insights();
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(analyticsEventsPath)) {
        const body = request.postDataJSON() as { type: string; route?: string };
        if (body.type === 'page_view') sent.push(body.route!);
      }
    });
    /** Navigates and waits for that page's view to be accepted through the gateway before going on. */
    const visit = async (route: string, navigate: () => Promise<unknown>) => {
      const accepted = page.waitForResponse(
        (r) => r.url().endsWith(analyticsEventsPath) && (r.request().postDataJSON() as { route?: string }).route === route,
      );
      await navigate();
      expect((await accepted).status()).toBe(204);
    };

    // A full load, then route changes inside the app (the footer's links), then a page nobody owns, twice.
    await visit('/help', () => page.goto('/help'));
    await appRunning(page);
    for (const [link, path] of [
      ['Safety Guidelines', '/safety'],
      ['Privacy Policy', '/privacy'],
      ['Help Center', '/help'],
    ] as const) {
      await visit(path, () => page.getByRole('contentinfo').getByRole('link', { name: link }).click());
    }
    await visit(lost, () => page.goto(lost));
    await visit(lost, () => page.goto(lost));
    expect(sent).toEqual(['/help', '/safety', '/privacy', '/help', lost, lost]);
    await ctx.close();

    // The admin service counted each of them: the route nobody else visits exactly twice.
    await expect.poll(async () => viewsOf(await insights(), lost), { timeout: 15_000 }).toBe(2);
    const after = await insights();
    expect(viewsOf(after, '/help') - viewsOf(before, '/help')).toBe(2);
    expect(viewsOf(after, '/safety') - viewsOf(before, '/safety')).toBe(1);
    expect(viewsOf(after, '/privacy') - viewsOf(before, '/privacy')).toBe(1);
  });

  it('counts one registration and one login made through the pages', async () => {
    const countOf = (answer: Insights, name: string) => answer.events.find((e) => e.name === name)?.count ?? 0;
    const before = await insights();
    const user = newTestUser('counted');
    const signedIn = (page: Page) => expect.poll(() => page.getByTestId('ink-balance').isVisible(), { timeout: 20_000 }).toBe(true);

    const registering = await newContext(browser);
    const page = await registering.newPage();
    await page.goto('/register');
    await appRunning(page);
    await registerWithForm(page, user);
    await signedIn(page);
    await registering.close();

    const returning = await newContext(browser);
    const again = await returning.newPage();
    await logInWithForm(again, user.username, user.password);
    await signedIn(again);
    await returning.close();

    await expect
      .poll(
        async () => {
          const after = await insights();
          return [countOf(after, 'registration') - countOf(before, 'registration'), countOf(after, 'login') - countOf(before, 'login')];
        },
        { timeout: 15_000 },
      )
      .toEqual([1, 1]);
  });

  it('draws the Insights charts from a story, a demo purchase (counted apart, ADR 0026) and page views', async () => {
    const user = newTestUser('insight');
    const { cookie } = await registerThroughGateway(user);
    // Its ink is taken, and story.generated sent, once the job has made it ready.
    await createStoryAndWait(cookie, storyRequest({ category: 'space' }));
    const intent = (await (await api('/api/ink/create-payment-intent', { cookie, body: { packageId: 'starter' } })).json()) as {
      paymentIntentId: string;
    };
    expect((await api('/api/ink/confirm-payment', { cookie, body: { paymentIntentId: intent.paymentIntentId } })).status).toBe(200);
    // story.generated and ink.purchased travel over NATS to the admin service's consumers.
    await expect
      .poll(
        async () => {
          const answer = await insights();
          // The e2e platform runs the demo provider: its purchase is demo ink, never ink bought.
          return answer.categories.some((c) => c.category === 'space') && answer.totals.demoPurchases > 0 && answer.totals.inkSpent > 0;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    for (const width of [1280, 375]) {
      const { ctx, page } = await adminPage(width);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.getByRole('tab', { name: 'Insights' }).click();
      const tab = page.getByTestId('admin-insights');
      await expect.poll(() => tab.isVisible(), { timeout: 20_000 }).toBe(true);
      for (const chart of ['stories', 'ink', 'categories', 'page-views']) {
        await expect
          .poll(() => tab.getByTestId(`chart-${chart}`).locator('svg.recharts-surface').count(), { timeout: 15_000 })
          .toBeGreaterThan(0);
      }
      expect(await tab.getByTestId('chart-stories').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      expect(await tab.getByTestId('chart-ink').locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      expect(await tab.getByTestId('chart-ink').textContent()).toMatch(/Bought.*Demo \(not paid\).*Spent/);
      expect(await tab.getByTestId('chart-ink').textContent()).toMatch(/more ink came from demo purchases, with no payment/);
      expect(await tab.getByTestId('insight-demoPurchases').textContent()).toMatch(/^Demo purchases \(not paid\)[1-9]\d*$/);
      expect(await tab.getByTestId('chart-categories').locator('.recharts-pie-sector').count()).toBeGreaterThan(0);
      // The chart shows the most viewed routes; which ones depends on every file run before this one on the platform.
      const busiest = [...(await insights()).pageViews].sort((a, b) => b.views - a.views).find((r) => r.route !== '/');
      expect(await tab.getByTestId('chart-page-views').textContent()).toContain(busiest!.route);
      expect(Number(await tab.getByTestId('insight-stories').locator('dd').textContent())).toBeGreaterThan(0);
      // Recharts came in its own chunk, fetched when the tab opened.
      expect(requests.some((url) => url.includes('/remotes/admin/'))).toBe(true);
      await settled(page);
      await snap(page, `admin-insights-${width}`);
      expect(await seriousAxeFindings(page), `axe on the Insights tab at ${width}px`).toEqual([]);
      await ctx.close();
    }
  });
});
