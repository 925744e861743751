import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesApiPaths, type Story } from '@inkspell/contracts';
import { keptFilesCacheName } from '@inkspell/contracts/kept-stories';
import { waitFor } from '@inkspell/service-kit/testing';
import { api, loginThroughGateway, newTestUser, registerThroughGateway, type TestUser } from '../support/accounts';
import { launchBrowser, newContext, snap, visible } from '../support/browser';
import { pageReady } from '../support/frame';
import { baseUrl } from '../support/platform';
import { waitForServiceWorker } from '../support/service-worker';
import { createStoryAndWait, storyOf } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

/**
 * Keep for offline (issue #27, ADR 0041): a family keeps a narrated story, loses the connection, and the story still
 * opens with its pictures, its narration plays and the read-along highlight moves; what needs the server says so; and a
 * story deleted on another device leaves the kept list at the library's next online visit.
 */
const timeout = 30_000;

let browser: Browser;
let user: TestUser;
let cookie: string;
let story: Story;

beforeAll(async () => {
  browser = await launchBrowser();
  user = newTestUser('keeper');
  ({ cookie } = await registerThroughGateway(user));
  // The welcome 5 ink pays for a narrated short story (3); Spell records the narration and its timings after it is ready.
  const { id } = await createStoryAndWait(cookie, storyRequest({ includeAudio: true }));
  story = await waitFor(
    async () => {
      const current = await storyOf(cookie, id);
      return current.timingsUrl?.endsWith('.vtt') ? current : undefined;
    },
    { timeoutMs: 150_000, intervalMs: 1000, what: 'the narration and its word timings' },
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** A browser context signed in as the family (the session cookie of the registration). */
async function familyContext(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: baseUrl() }]);
  return { context, page: await context.newPage() };
}

/** The addresses stored in the kept files' cache. */
const keptFileUrls = (page: Page) =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
    keptFilesCacheName,
  );

/** Every API address stored in any of the site's caches (the release's precache, the config, the kept files). */
const apiAddressesInCaches = (page: Page) =>
  page.evaluate(async () => {
    const lists = await Promise.all(
      (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)),
    );
    return lists.flat().filter((path) => path.startsWith('/api/'));
  });

/** The cue number of the one word marked as being read, -1 when none. */
const currentWord = (page: Page) =>
  page.evaluate(() => {
    const marked = Array.from(document.querySelectorAll('[data-testid="story-content"] [aria-current="true"]'));
    return marked.length === 1 ? Number((marked[0] as HTMLElement).dataset.word) : -1;
  });

/** How many of the reader's pictures the browser has drawn (loaded with a size). */
const drawnPictures = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="story-image"]')).filter(
        (image) => image.complete && image.naturalWidth > 0,
      ).length,
  );

describe('stories kept for offline', () => {
  it('keeps a narrated story; offline it opens with its pictures, plays, and the highlight moves; create and buy ink need a connection', async () => {
    expect(story.imageUrls.length).toBeGreaterThan(0);
    const { context, page } = await familyContext();
    await page.goto(`/story/${story.id}`);
    await pageReady(page);
    // The worker answers the kept files from the device; it installs a few seconds after the first load (ADR 0038).
    await waitForServiceWorker(page);

    await page.getByTestId('keep-offline').click();
    await visible(page, 'Kept on this device');
    expect(await page.getByTestId('kept-offline').textContent()).toMatch(/Kept on this device · [\d.]+ (KB|MB)/);
    await snap(page, 'kept-story-reader-online-1280');
    expect((await keptFileUrls(page)).sort()).toEqual([...story.imageUrls, story.audioUrl!, story.timingsUrl!].sort());

    // Online, the library lists it under the family's stories with the space it takes.
    await page.goto('/stories');
    await pageReady(page);
    await expect.poll(() => page.getByTestId('kept-story').count(), { timeout }).toBe(1);
    expect(await page.getByTestId('kept-space').textContent()).toMatch(/^1 story kept, using [\d.]+ (KB|MB)/);
    await snap(page, 'kept-stories-online-1280');

    await context.setOffline(true);
    await page.goto(`/story/${story.id}`);
    await pageReady(page);
    const reader = page.locator('[data-testid="story-reader"][data-kept="true"]');
    await reader.waitFor({ timeout });
    expect(await page.locator('main h1').first().textContent()).toContain(story.title);
    await expect.poll(() => drawnPictures(page), { timeout }).toBe(story.imageUrls.length);

    const player = page.getByTestId('audio-player');
    await expect.poll(() => player.getAttribute('data-state'), { timeout }).toBe('ready');
    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout }).toBe('playing');
    await expect.poll(() => currentWord(page), { timeout }).toBeGreaterThanOrEqual(0);
    const early = await currentWord(page);
    await expect.poll(() => currentWord(page), { timeout }).toBeGreaterThan(early + 2);
    await page.getByRole('button', { name: 'Pause narration' }).click();
    await snap(page, 'kept-story-offline-reader-1280');
    // The worker stored no API answer on its own: under /api/ the device holds only the files the family kept.
    expect((await apiAddressesInCaches(page)).sort()).toEqual((await keptFileUrls(page)).sort());

    // The library, offline: the kept story, and that the others need a connection.
    await page.goto('/stories');
    await pageReady(page);
    await visible(page, 'Your other stories need a connection.');
    expect(await page.getByTestId('kept-story').count()).toBe(1);
    expect(await page.getByTestId('kept-stories').textContent()).toContain(story.title);
    await snap(page, 'kept-stories-offline-1280');

    await page.goto('/create');
    await pageReady(page);
    await page.getByTestId('category-space').click();
    await page.getByTestId('create-story').click();
    await visible(page, 'Creating a story needs a connection.');

    await page.goto('/ink-shop');
    await pageReady(page);
    await page.getByRole('button', { name: 'Get 8 Ink' }).click();
    await visible(page, 'Buying ink needs a connection.');
    await context.close();
  });

  it('shows the kept list offline on a phone', async () => {
    const { context, page } = await familyContext(375);
    await page.goto('/stories');
    await pageReady(page);
    await waitForServiceWorker(page);
    await expect.poll(() => page.getByTestId('kept-story').count(), { timeout }).toBe(0);
    // Each context has its own storage: keep the story again in this one.
    await page.goto(`/story/${story.id}`);
    await pageReady(page);
    await page.getByTestId('keep-offline').click();
    await visible(page, 'Kept on this device');
    await page.goto('/stories');
    await pageReady(page);
    await expect.poll(() => page.getByTestId('kept-story').count(), { timeout }).toBe(1);
    await snap(page, 'kept-stories-online-375');
    await context.setOffline(true);
    await page.reload();
    await pageReady(page);
    await visible(page, 'You are offline');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'kept-stories-offline-375');
    await context.close();
  });

  it('back online, a story deleted on another device leaves the kept list, and its files the device', async () => {
    const { context, page } = await familyContext();
    await page.goto(`/story/${story.id}`);
    await pageReady(page);
    await waitForServiceWorker(page);
    await page.getByTestId('keep-offline').click();
    await visible(page, 'Kept on this device');

    // The family's other device: its own session, deleting the story.
    await context.setOffline(true);
    const otherDevice = await loginThroughGateway(user.username, user.password);
    expect((await api(storiesApiPaths.story(story.id), { method: 'DELETE', cookie: otherDevice })).status).toBe(204);

    // Still offline, this device does not know yet: the story is kept.
    await page.goto('/stories');
    await pageReady(page);
    // The kept list is read from IndexedDB after the page is drawn.
    await expect.poll(() => page.getByTestId('kept-story').count(), { timeout }).toBe(1);

    await context.setOffline(false);
    await page.reload();
    await pageReady(page);
    await visible(page, 'No stories yet!');
    await expect.poll(() => page.getByTestId('kept-story').count(), { timeout }).toBe(0);
    await expect.poll(() => keptFileUrls(page), { timeout }).toEqual([]);
    await context.close();
  });
});
