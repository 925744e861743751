import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storiesApiPaths, storySchema, type Story } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl } from '../support/platform';
import { continueStoryAndWait, createStoryAndWait } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

const run = promisify(execFile);
const timeout = 30_000;

let browser: Browser;
let cookie: string;
let first: Story;
let second: Story;
let work: string;

/** The owner's view of a story through the gateway. */
const storyOf = async (id: string) => storySchema.parse(await (await api(storiesApiPaths.story(id), { cookie })).json());

beforeAll(async () => {
  browser = await launchBrowser();
  work = await mkdtemp(path.join(tmpdir(), 'inkspell-read-along-'));
  ({ cookie } = await registerThroughGateway(newTestUser('reader')));
  // The welcome 5 ink: a narrated short story (3), then its second part without narration (2): a two-part collection.
  const firstId = (await createStoryAndWait(cookie, storyRequest({ includeAudio: true }))).id;
  second = await continueStoryAndWait(cookie, firstId);
  // Spell records the narration on its own thread; the story gets its audio and word timings together.
  first = await waitFor(
    async () => {
      const story = await storyOf(firstId);
      return story.timingsUrl?.endsWith('.vtt') ? story : undefined;
    },
    { timeoutMs: 150_000, intervalMs: 1000, what: 'the narration and its word timings' },
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await rm(work, { recursive: true, force: true });
});

/** A page signed in as the owner (the session cookie the gateway set at registration). */
async function ownerPage(options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  const ctx = await newContext(browser);
  const [name, value] = cookie.split('=') as [string, string];
  await ctx.addCookies([{ name, value, url: baseUrl() }]);
  const page = await ctx.newPage();
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion });
  return page;
}

/** The reader of the narrated story with its player ready and the word timings parsed by the browser. */
async function openReader(page: Page) {
  await page.goto(`/story/${first.id}`);
  const player = page.getByTestId('audio-player');
  await player.waitFor({ timeout });
  await expect.poll(() => player.getAttribute('data-state'), { timeout }).toBe('ready');
  const audio = player.locator('audio');
  await expect.poll(() => audio.evaluate((a) => (a as HTMLAudioElement).textTracks[0]?.cues?.length ?? 0), { timeout }).toBeGreaterThan(10);
  return { player, audio };
}

/** What the page shows as the word being read: its cue number (-1 for none) and how many words are marked. */
const currentWord = (page: Page) =>
  page.evaluate(() => {
    const marked = Array.from(document.querySelectorAll('[data-testid="story-content"] [aria-current="true"]'));
    return { word: marked.length === 1 ? Number((marked[0] as HTMLElement).dataset.word) : -1, marked: marked.length };
  });

/** The word the timings say is spoken now: the last cue started at the audio's current time. */
const wordTheTimingsSay = (page: Page) =>
  page.locator('[data-testid="audio-player"] audio').evaluate((element) => {
    const audio = element as HTMLAudioElement;
    const cues = audio.textTracks[0]?.cues;
    let found = -1;
    for (let i = 0; i < (cues?.length ?? 0); i++) if ((cues?.[i]?.startTime ?? Infinity) <= audio.currentTime) found = i;
    return found;
  });

describe('read-along narration', () => {
  it('highlights the word being read as the narration plays, and the highlight follows the audio’s time', async () => {
    const page = await ownerPage();
    const { player, audio } = await openReader(page);
    // Before playing, no word is marked; every word of the story can be clicked.
    expect(await currentWord(page)).toEqual({ word: -1, marked: 0 });
    const words = await page.locator('[data-testid="story-content"] [data-word]').count();
    expect(words).toBe(first.content.split(/\s+/).filter(Boolean).length);

    await page.getByRole('button', { name: 'Play narration' }).click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout }).toBe('playing');
    await expect.poll(async () => (await currentWord(page)).word, { timeout }).toBeGreaterThanOrEqual(0);
    const early = await currentWord(page);
    expect(early.marked).toBe(1);
    // As currentTime advances, the marked word moves on.
    await expect.poll(async () => (await currentWord(page)).word, { timeout }).toBeGreaterThan(early.word + 2);
    await page.getByRole('button', { name: 'Pause narration' }).click();
    await expect.poll(() => player.getAttribute('data-state'), { timeout }).toBe('paused');
    // Paused, the page marks exactly the word the timings give for the audio's time.
    expect((await currentWord(page)).word).toBe(await wordTheTimingsSay(page));
    expect(await audio.evaluate((a) => (a as HTMLAudioElement).currentTime)).toBeGreaterThan(0);
    await snap(page, 'read-along-playing-1280');
    await page.context().close();
  });

  it('seeks the audio to a later word when it is clicked, and the player’s seek moves the highlight', async () => {
    const page = await ownerPage();
    const { audio } = await openReader(page);
    const last = await page.locator('[data-testid="story-content"] [data-word]').last().getAttribute('data-word');
    const target = Number(last) - 3;
    const word = page.locator(`[data-testid="story-content"] [data-word="${target}"]`);
    await word.click();
    const cueStart = await audio.evaluate((a, n) => (a as HTMLAudioElement).textTracks[0]!.cues![n]!.startTime, target);
    await expect.poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), { timeout }).toBeCloseTo(cueStart, 1);
    expect(cueStart).toBeGreaterThan(5);
    await expect.poll(async () => (await currentWord(page)).word, { timeout }).toBe(target);
    expect(await word.getAttribute('aria-current')).toBe('true');

    // The progress bar seeks to a quarter of the way: the highlight goes back to the word spoken there.
    const bar = page.getByTestId('audio-progress');
    const box = (await bar.boundingBox())!;
    // The word's click scrolled the page down; Playwright scrolls the bar back into view before clicking it.
    await bar.click({ position: { x: box.width * 0.25, y: box.height / 2 } });
    await expect.poll(async () => (await currentWord(page)).word, { timeout }).toBeLessThan(target);
    expect((await currentWord(page)).word).toBe(await wordTheTimingsSay(page));
    await page.context().close();
  });

  it('keeps the highlight still with prefers-reduced-motion (no animation), animated otherwise', async () => {
    const transition = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await ownerPage({ reducedMotion });
      await openReader(page);
      const value = await page
        .locator('[data-testid="story-content"] [data-word]')
        .first()
        .evaluate((w) => getComputedStyle(w).transitionDuration);
      await page.context().close();
      return value;
    };
    // Seconds of the longest transition (the UI kit's reduced-motion rule leaves a hundredth of a millisecond).
    const longest = (durations: string) => Math.max(...durations.split(',').map((d) => parseFloat(d)));
    expect(longest(await transition('reduce'))).toBeLessThan(0.001);
    expect(longest(await transition('no-preference'))).toBeGreaterThanOrEqual(0.1);
  });
});

/** Each page of a PDF as PNG (pdftoppm), and the pages that hold a picture (pdfimages). */
async function renderPages(pdf: Buffer, name: string) {
  const file = path.join(work, `${name}.pdf`);
  await writeFile(file, pdf);
  const info = await run('pdfinfo', [file]);
  const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]);
  await run('pdftoppm', ['-png', '-r', '40', file, path.join(work, name)]);
  const pngs = (await readdir(work)).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')).sort();
  const listed = await run('pdfimages', ['-list', file]);
  const imagePages = new Set(
    listed.stdout
      .split('\n')
      .slice(2)
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((n) => n > 0),
  );
  return { pageCount, pngs: pngs.map((f) => path.join(work, f)), imagePages };
}

/** The spread of a page's luminance: a blank (one-colour) page is 0, a picture far above. */
async function pixelVariance(pngFile: string): Promise<number> {
  const png = PNG.sync.read(await readFile(pngFile));
  let sum = 0;
  let squares = 0;
  const pixels = png.width * png.height;
  for (let i = 0; i < png.data.length; i += 4) {
    const y = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
    sum += y;
    squares += y * y;
  }
  return squares / pixels - (sum / pixels) ** 2;
}

describe('the printable storybook', () => {
  it('prints a two-part collection as one PDF: every page renders, and every illustration page has a picture on it', async () => {
    const res = await api(storiesApiPaths.collectionBook(first.id), { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { pageCount, pngs, imagePages } = await renderPages(Buffer.from(await res.arrayBuffer()), 'collection');
    const pictures = first.imageUrls.length + second.imageUrls.length;
    expect(pictures).toBeGreaterThanOrEqual(4);
    // Cover, a chapter page per part, a page per illustrated scene, the closing page; long scenes run on.
    expect(pageCount).toBeGreaterThanOrEqual(1 + 2 + pictures + 1);
    expect(pngs).toHaveLength(pageCount);
    // The cover's art and each scene's picture, each on its own page.
    expect([...imagePages].sort((a, b) => a - b)[0]).toBe(1);
    expect(imagePages.size).toBe(1 + pictures);
    for (const page of imagePages) expect(await pixelVariance(pngs[page - 1]!)).toBeGreaterThan(200);
  });

  it('offers the book in the reader, and refuses it to the partial (shared, signed-out) view, which has no button', async () => {
    const page = await ownerPage();
    await page.goto(`/story/${second.id}`);
    const book = page.getByRole('link', { name: 'Print or Download Book' });
    await book.waitFor({ timeout });
    expect(await book.getAttribute('href')).toBe(storiesApiPaths.book(second.id));
    expect(await page.getByRole('link', { name: 'Whole Collection Book' }).getAttribute('href')).toBe(
      storiesApiPaths.collectionBook(first.id),
    );
    const shareLink = ((await (await api(`${storiesApiPaths.shareLink(first.id)}`, { cookie })).json()) as { shareLink: string }).shareLink;
    const ref = new URL(shareLink).searchParams.get('ref')!;
    await page.context().close();

    for (const url of [`${storiesApiPaths.book(first.id)}?ref=${ref}`, `${storiesApiPaths.collectionBook(first.id)}?ref=${ref}`]) {
      const refused = await api(url);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'forbidden' });
    }
    const visitor = await browser.newPage({ baseURL: baseUrl() });
    await visitor.goto(`/story/${first.id}?ref=${ref}`);
    await visitor.getByTestId('story-content').waitFor({ timeout });
    expect(await visitor.getByRole('link', { name: 'Print or Download Book' }).count()).toBe(0);
    await visitor.close();
  });
});
