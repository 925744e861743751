import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { analyticsEventsPath } from '@inkspell/contracts';
import { firstScreenRulesAttribute } from '@inkspell/contracts/values';
import { newTestUser, registerThroughGateway } from '../support/accounts';
import { launchBrowser, newContext, reactHasTheRoot } from '../support/browser';
import { baseUrl } from '../support/platform';

/**
 * A prerendered page starts its app at the visitor's first act, not at load (ADR 0044), and what the visitor
 * does before the app is ready is not lost: typed text, taps and a form sent with Enter. Measured on a CPU
 * slowed eight times, as a slow phone is, so the visitor really acts before React is there.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const slowPhoneRate = 8;

/** A desktop at 1280 px, or a phone (375 px, touch) — either with its CPU slowed. */
async function slowContext(width: 375 | 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context =
    width === 375
      ? await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 800 }, hasTouch: true, isMobile: true })
      : await newContext(browser, width);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhoneRate });
  return { context, page };
}

/** The app's scripts the page has started (the starter adds them to the body at the first act). */
const startedScripts = (page: Page) => page.locator('body > script[src]').count();

describe('a prerendered page starts its app at the first act', () => {
  it('runs no app script while the visitor only reads, counts the visit once, and starts at the first key', async () => {
    const { context, page } = await slowContext(1280);
    const pageViews: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith(analyticsEventsPath)) return;
      const event = request.postDataJSON() as { type: string; route?: string };
      if (event.type === 'page_view') pageViews.push(event.route!);
    });
    await page.goto('/help', { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    expect(await startedScripts(page)).toBe(0);
    expect(await reactHasTheRoot(page)).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Help Center' }).isVisible()).toBe(true);
    // A visitor who only reads is counted (spec 01 §2: a page view per page)...
    await expect.poll(() => pageViews).toEqual(['/help']);

    await page.keyboard.press('Shift');
    await expect.poll(() => reactHasTheRoot(page), { timeout: 30_000 }).toBe(true);
    // ...once: the app leaves that view to the page, and counts the next page it opens.
    await page.waitForTimeout(1000);
    expect(pageViews).toEqual(['/help']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Safety Guidelines' }).click();
    await expect.poll(() => pageViews, { timeout: 15_000 }).toEqual(['/help', '/safety']);
    await context.close();
  });

  it('logs in a family who types at once: username, Tab, password, Enter', async () => {
    const user = newTestUser('eager');
    await registerThroughGateway(user);
    const { context, page } = await slowContext(1280);
    await page.goto('/login', { waitUntil: 'load' });
    expect(await reactHasTheRoot(page)).toBe(false);
    await page.getByLabel('Username').click();
    await page.keyboard.type(user.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/');
    const userMenu = page.getByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) });
    await expect.poll(() => userMenu.isVisible(), { timeout: 30_000 }).toBe(true);

    // Signed in, a page is drawn for the family at once, with no act needed.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => userMenu.isVisible(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it('keeps a tap made before the app was ready: the phone menu opens', async () => {
    const { context, page } = await slowContext(375);
    await page.goto('/', { waitUntil: 'load' });
    expect(await reactHasTheRoot(page)).toBe(false);
    // Only the first screen's rules are on the page (ADR 0045): no stylesheet is linked until the app starts.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator(`style[${firstScreenRulesAttribute}]`).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    // The menu was not on the first screen, so its rules came with the shell's whole stylesheet, which the app linked.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
    // And the inline rules are gone: left in place they would outrank every stylesheet linked later (bootstrap.tsx).
    expect(await page.locator(`style[${firstScreenRulesAttribute}]`).count()).toBe(0);
    expect(await page.evaluate<string>('getComputedStyle(document.querySelector(\'[data-testid="mobile-menu"]\')).borderTopWidth')).toBe(
      '1px',
    );
    await context.close();
  });

  it('keeps where the visitor scrolled to when the app starts', async () => {
    const { context, page } = await slowContext(375);
    await page.goto('/help', { waitUntil: 'load' });
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(400);
    const scrolled = await page.evaluate<number>('window.scrollY');
    await page.keyboard.press('Shift');
    await expect.poll(() => reactHasTheRoot(page), { timeout: 30_000 }).toBe(true);
    // Hydration finished: the route's own effects (title, scroll) have run.
    await page.waitForTimeout(1000);
    expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);
    await context.close();
  });
});
