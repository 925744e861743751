import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sessionCookieName } from '@inkspell/contracts';
import { loginThroughGateway, newTestUser, registerThroughGateway } from '../support/accounts';
import { appRunning, launchBrowser } from '../support/browser';
import { baseUrl } from '../support/platform';

/**
 * The pages' Content-Security-Policy (ADR 0015) holds with the app really running: Module Federation's
 * remotes, React Query's requests, the dialogs and the admin console work, and Chromium reports no
 * violation. And the prerendered pages hydrate (issue #12): React keeps the server's markup, warning-free.
 */
let browser: Browser;
const cookies: Record<'user' | 'admin', string> = { user: '', admin: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  cookies.user = (await registerThroughGateway(newTestUser('csp'))).cookie;
  cookies.admin = await loginThroughGateway('spelladmin', 'Spell!Admin2025');
});
afterAll(async () => {
  await browser?.close();
});

type Who = 'visitor' | 'user' | 'admin';

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Every securitypolicyviolation event and every console line that names the policy. */
  violations: string[];
  consoleErrors: string[];
}

/** Opens a page with a listener for policy violations installed before any of the page's scripts runs. */
async function watch(who: Who): Promise<Watched> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 412, height: 823 } });
  if (who !== 'visitor') {
    const cookie = cookies[who];
    await context.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  }
  const page = await context.newPage();
  const violations: string[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('reportViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (line: string) => void }).reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { page, context, violations, consoleErrors };
}

/** React took over #root, the page's heading is drawn and nothing is loading any more. */
async function pageDrawn(page: Page): Promise<void> {
  await appRunning(page);
  await expect.poll(() => page.locator('main h1').first().isVisible(), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.locator('.ink-loading-screen').count(), { timeout: 20_000 }).toBe(0);
}

describe('the Content-Security-Policy of the pages', () => {
  it.each([
    ['/', 'visitor'],
    ['/create', 'visitor'],
    ['/stories', 'user'],
    ['/login', 'visitor'],
    ['/ink-shop', 'user'],
    ['/story/static-sample-1', 'visitor'],
    ['/admin-management-console', 'admin'],
  ] as const)('%s (%s) runs with no violation reported', async (path, who) => {
    const { page, context, violations } = await watch(who);
    try {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSources).toContain("'sha256-");
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
      await pageDrawn(page);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a remote page open a dialog (Radix arrives with it) and use the API through React Query', async () => {
    const { page, context, violations, consoleErrors } = await watch('user');
    try {
      await page.goto('/ink-shop');
      await pageDrawn(page);
      await page.getByRole('button', { name: 'Get 15 Ink' }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
      await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await dialog.getByTestId('purchase-summary').textContent()).toContain('15 ink');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
      expect(violations).toEqual([]);
      expect(consoleErrors.filter((line) => !/status of 40[14]/.test(line))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends no referrer from the pages whose link carries a token, through the gateway', async () => {
    for (const path of ['/reset-password?token=abc', '/disable-2fa?token=abc']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('the prerendered pages hydrate', () => {
  it.each(['/', '/create', '/login'])('%s keeps the markup the server sent, with no hydration warning', async (path) => {
    const { page, context, violations, consoleErrors } = await watch('visitor');
    try {
      // Hold on to the server's <h1> before any script runs; a failed hydration renders anew and drops it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
        });
      });
      const response = await page.goto(path);
      expect(await response?.text()).toMatch(/<div id="root" data-prerendered="[^"]+"><.*<h1/s);
      await pageDrawn(page);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(
        "(() => { const heading = window.serverHeading; return !!heading && heading.isConnected && heading === document.querySelector('#root h1'); })()",
      );
      expect(kept).toBe(true);
      expect(consoleErrors.filter((line) => /hydrat|Minified React error #4(18|19|20|21|23|25)|did not match/i.test(line))).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders a prerendered page afresh, without a React error, when a query changes what it shows (/register?ref=)', async () => {
    const { page, context, consoleErrors } = await watch('visitor');
    try {
      await page.goto('/register?ref=friend-code-1');
      await pageDrawn(page);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByTestId('referral-note').isVisible()).toBe(true);
      expect(consoleErrors.filter((line) => /hydrat|Minified React error #4(18|19|20|21|23|25)|did not match/i.test(line))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
