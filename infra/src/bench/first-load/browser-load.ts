import { chromium, type Browser } from 'playwright-core';
import { reactHasTheRootScript } from '../../browser/page-probes';

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, '--disable-quic', '--no-first-run'] });
}

export interface LoadedScript {
  url: string;
  /** Bytes of the body as they crossed the wire (compressed when the server compressed). */
  wireBytes: number;
  contentEncoding: string | null;
}

export interface FirstLoad {
  path: string;
  scripts: LoadedScript[];
  /** Every request the page made until the network went quiet. */
  requests: number;
  /** Console errors and warnings, and uncaught errors (hydration mismatches show up here). */
  consoleProblems: string[];
  /** The rendered HTML answer of the document request, as the server sent it (before any script ran). */
  documentHtml: string;
  /** React took over #root (hydrated or rendered): the app's scripts really ran. */
  started: boolean;
  /** Reads of window.localStorage until the page started: the first one blocks while the browser opens the origin's storage. */
  localStorageReads: number;
}

/**
 * Counts reads of window.localStorage (a bare `localStorage` goes through the same getter). Runs before
 * the page's own scripts, as DevTools injects it, so the pages' CSP does not apply to it.
 */
const countLocalStorageReads = `(() => {
  const owner = Object.getOwnPropertyDescriptor(window, 'localStorage') ? window : Window.prototype;
  const original = Object.getOwnPropertyDescriptor(owner, 'localStorage');
  let reads = 0;
  Object.defineProperty(window, 'localStorage', { configurable: true, get() { reads += 1; return original.get.call(window); } });
  Object.defineProperty(window, '__inkspellLocalStorageReads', { get: () => reads });
})();`;

/**
 * Opens `path` in a fresh context (cold cache, phone-sized viewport) and records every script that crossed
 * the wire until the network is idle, with its encoded size as Chromium counted it.
 */
export async function measureFirstLoad(browser: Browser, baseUrl: string, path: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript({ content: countLocalStorageReads });
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  const pending: Promise<LoadedScript | null>[] = [];
  let requests = 0;
  page.on('requestfinished', (request) => {
    requests += 1;
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          url: request.url(),
          wireBytes: sizes.responseBodySize,
          contentEncoding: (await response?.headerValue('content-encoding')) ?? null,
        };
      })(),
    );
  });
  try {
    const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    const documentHtml = (await response?.text()) ?? '';
    // A prerendered page starts its app when the visitor acts (ADR 0044): a key that does nothing else.
    await page.keyboard.press('Shift');
    let started = false;
    for (const deadline = Date.now() + 15_000; !started && Date.now() < deadline;) {
      started = await page.evaluate<boolean>(reactHasTheRootScript);
      if (!started) await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    const localStorageReads = await page.evaluate<number>('window.__inkspellLocalStorageReads');
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
    return { path, scripts, requests, consoleProblems, documentHtml, started, localStorageReads };
  } finally {
    await context.close();
  }
}
