import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseUrl } from './platform';
import { appAnswersScript, reactHasTheRootScript } from '@inkspell/infra/page-probes';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/**
 * Chromium with a profile of its own in `userDataDir`: a browser context of launchBrowser is an incognito one,
 * and Chromium never offers to install an app from incognito.
 */
export async function launchWithProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...chromiumOptions, baseURL: baseUrl(), viewport: { width: 412, height: 823 } });
}

export async function newContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport: { width, height: width < 500 ? 800 : 900 } });
}

/**
 * Saves a screenshot under e2e/screenshots for a person to look at. `E2E_SCREENSHOTS=off` skips it: .ci/run sets
 * it, since nobody looks at a throwaway clone's pictures and encoding full-page PNGs was about a third of Chromium's
 * work in the page tests. No assertion reads a screenshot.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Starts the app as a visitor's first act does, and waits until React has taken over the page. A prerendered
 * page (ADR 0011) is on screen, and `goto` returns, before its app starts: it starts at the first touch, press
 * or focus (ADR 0044), and a test that only looks at the page would otherwise never see the app. A Shift press
 * is such an act and types nothing. Polled through the DevTools protocol, since waitForFunction evaluates in
 * the page and the pages' CSP forbids that (ADR 0015).
 */
export async function appRunning(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await page.waitForTimeout(100)) {
    if (await appAnswers(page)) return;
  }
  throw new Error(`React did not take over ${page.url()} within 20 s`);
}

/** Whether React has taken #root (hydrating it or drawing it afresh). */
export const reactHasTheRoot = (page: Page) => page.evaluate<boolean>(reactHasTheRootScript);

/**
 * Whether the app answers the page: React has #root, and a prerendered page's starter has handed over what was
 * done before (ADR 0044; until then a tap is held, and answered only once the whole page is hydrated).
 */
export const appAnswers = (page: Page) => page.evaluate<boolean>(appAnswersScript);

/** Waits until the first element showing `text` is visible (a toast, a heading, a message). */
export const visible = (page: Page, text: string | RegExp, timeoutMs = 15_000) =>
  expect
    .poll(
      () =>
        page
          .getByText(text)
          .first()
          .isVisible()
          .catch(() => false),
      { timeout: timeoutMs },
    )
    .toBe(true);
