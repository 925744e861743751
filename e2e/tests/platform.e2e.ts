import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl, startPart, stopPart } from '../support/platform';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the federated shell through the gateway', () => {
  for (const width of [1280, 375]) {
    it(`renders the frame with the stories remote's home page at ${width} px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      const remoteRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/remotes/stories/')) remoteRequests.push(r.url());
      });
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('link', { name: /Luna and the Whispering Woods/ }).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await page.locator('header').count()).toBeGreaterThan(0);
      expect(await page.locator('footer').getByRole('link', { name: 'Help Center' }).count()).toBe(1);
      // The remote came through the gateway's origin, not from its own port (fetched ahead once the page has
      // loaded, ADR 0046, so it may come after the markup is there).
      await expect.poll(() => remoteRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(remoteRequests.every((u) => u.startsWith(baseUrl()))).toBe(true);
      await snap(page, `home-${width}`);
      await context.close();
    });
  }

  it('reads a built-in sample story without calling the server', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const storyCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/stories')) storyCalls.push(r.url());
    });
    await page.goto('/story/static-sample-1');
    await expect.poll(() => page.getByRole('heading', { name: 'Luna and the Whispering Woods' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('3 min read').count()).toBeGreaterThan(0);
    expect(storyCalls).toEqual([]);
    await context.close();
  });

  it('keeps the frame and every other page working while mf-stories is down', async () => {
    await stopPart('mf-stories');
    try {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto('/');
      // The app starts at the visitor's first act (ADR 0044); a Shift press is one.
      await page.keyboard.press('Shift');
      const fallback = page.locator('[data-testid="remote-fallback"]');
      await expect.poll(() => fallback.count(), { timeout: 20_000 }).toBe(1);
      expect(await fallback.getAttribute('data-remote')).toBe('stories');
      expect(await page.locator('header').count()).toBeGreaterThan(0);
      expect(await page.locator('footer').getByRole('link', { name: 'Help Center' }).count()).toBe(1);
      await snap(page, 'stories-down-1280');

      // Shell pages and other remotes are unaffected.
      await page.getByRole('link', { name: 'Help Center' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/Help/);
      await page.goto('/ink-shop');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 20_000 }).toMatch(/Ink/);
      expect(await page.locator('[data-testid="remote-fallback"]').count()).toBe(0);
      await context.close();
    } finally {
      await startPart('mf-stories');
    }
  });

  it('loads the stories remote again once its server is back, in the same browser', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await stopPart('mf-stories');
    try {
      await page.goto('/');
      await page.keyboard.press('Shift');
      await expect.poll(() => page.locator('[data-testid="remote-fallback"]').count(), { timeout: 20_000 }).toBe(1);
    } finally {
      await startPart('mf-stories');
    }
    // Nothing of the failed load sticks (no cached error answer): a reload gets the real remote.
    await page.reload();
    await expect
      .poll(() => page.getByRole('link', { name: /Luna and the Whispering Woods/ }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('[data-testid="remote-fallback"]').count()).toBe(0);
    await context.close();
  });

  it('shows the playful 404 page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no-such-page-here');
    await expect.poll(() => page.getByRole('link', { name: 'Return Home' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('link', { name: 'Create Story' }).count()).toBe(1);
    await context.close();
  });
});
