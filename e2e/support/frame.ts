import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { sessionCookieName } from '@inkspell/contracts';
import { loginThroughGateway, newTestUser, registerThroughGateway } from './accounts';
import { appAnswers, launchBrowser } from './browser';
import { baseUrl } from './platform';

/** Who a frame test looks at a page as: nobody, a user registered for the file, or the seeded admin. */
export type Who = 'visitor' | 'user' | 'admin';

export interface ContextOptions {
  width?: number;
  who?: Who;
  /** Animations off, so axe judges colours at rest and nothing rotates on its own. */
  reducedMotion?: boolean;
}

/**
 * The frame tests' browser, one per file, opened in the file's beforeAll and closed in its afterAll. The user is
 * registered (once per file) and the admin signed in the first time a context asks for them.
 */
export function useFrameBrowser(): { openContext: (options?: ContextOptions) => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  const cookies = new Map<Exclude<Who, 'visitor'>, Promise<string>>();
  const cookieOf = (who: Exclude<Who, 'visitor'>): Promise<string> => {
    let cookie = cookies.get(who);
    if (!cookie) {
      cookie =
        who === 'user'
          ? registerThroughGateway(newTestUser('framer')).then((registered) => registered.cookie)
          : loginThroughGateway('spelladmin', 'Spell!Admin2025');
      cookies.set(who, cookie);
    }
    return cookie;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openContext({ width = 1280, who = 'visitor', reducedMotion = false }: ContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('openContext runs inside a test, after the browser opened');
    const ctx = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width, height: width < 500 ? 800 : 900 },
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    });
    const cookie = who === 'visitor' ? undefined : await cookieOf(who);
    if (cookie) await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
    return ctx;
  }

  return { openContext };
}

/**
 * The app runs (React took over #root: a prerendered page is on screen before its scripts, ADR 0011), has
 * drawn its heading and nothing is loading any more.
 */
export async function pageReady(page: Page): Promise<void> {
  // A prerendered page starts its app at the visitor's first act (ADR 0044): a Shift press is one and types nothing.
  await page.keyboard.press('Shift');
  // Polled through the DevTools protocol: waitForFunction evaluates its predicate in the page, which the CSP forbids.
  await expect.poll(() => appAnswers(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.locator('main h1').first().isVisible(), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.locator('.ink-loading-screen').count(), { timeout: 20_000 }).toBe(0);
}

/**
 * Clock-driven tests install the page's clock at `clockStart`, load the page, then freeze it at `clockPaused` once hydrated:
 * from there only `runFor` moves time, so a timer's phase does not depend on how long the machine took to
 * load and hydrate the page (time flows while the page loads, and a loaded CI machine takes seconds).
 */
export const clockStart = new Date('2026-01-01T08:00:00Z');
const clockPaused = new Date('2026-01-01T09:00:00Z');

/** Clicks `button` until `done` is on screen: a click on prerendered markup React has not hydrated yet is lost. */
export async function toggleUntil(button: Locator, done: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done.isVisible()) return true;
        if (await button.isVisible()) await button.click();
        return done.isVisible();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
}

/** React has hydrated this element: its props are on the DOM node. */
const hydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

/**
 * Freezes the page's clock once React has hydrated `element`: hydration itself waits on timers (the federation
 * runtime starts in small tasks, ADR 0021), so a clock frozen before it would leave the page prerendered markup.
 */
export async function freezeClockOnceHydrated(page: Page, element: Locator): Promise<void> {
  await expect.poll(() => hydrated(element), { timeout: 20_000 }).toBe(true);
  await page.clock.pauseAt(clockPaused);
}
