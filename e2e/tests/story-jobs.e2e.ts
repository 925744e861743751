import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  inkApiPaths,
  inkGrants,
  inkTransactionListSchema,
  sessionCookieName,
  storiesApiPaths,
  storyFailureReasons,
  storyInkCost,
  storyMessages,
  storySchema,
} from '@inkspell/contracts';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { appRunning, launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl } from '../support/platform';
import { useStoryEngines } from '../support/story-engines';
import { storyOf, waitForStoryReady, waitForStorySettled } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

/*
 * Story jobs in the browser (issue #22): the create button lands on the story's page at once, the page follows the
 * job until the reader, and the ink moves once, when the story is ready (or comes back when it fails). The first
 * tests use the offline engines; the later ones put the stories service on an OpenAI test server, slow enough to
 * catch a story mid-way, or failing.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await useStoryEngines({ engines: 'offline' });
});

const timeout = 30_000;
/** A short story without narration: 1 ink for the story and 1 for its pictures. */
const cost = storyInkCost('short', false);
const form = storyRequest({ characterName: 'Juniper', prompt: 'a snail who races the tide to the lighthouse', category: 'space' });

/** A signed-in family page at this width: a new account with the welcome ink, and its session cookie. */
async function familyPage(width = 1280): Promise<{ page: Page; cookie: string }> {
  const { cookie } = await registerThroughGateway(newTestUser('jobs'));
  await expect.poll(() => inkOf(cookie), { timeout }).toBe(inkGrants.welcome);
  const ctx = await newContext(browser, width);
  await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  return { page: await ctx.newPage(), cookie };
}

async function inkOf(cookie: string): Promise<number> {
  return ((await (await api('/api/auth/user', { cookie })).json()) as { inkCount: number }).inkCount;
}

/** The user's ink history of usage: one row per story whose ink was taken. */
async function usageRows(cookie: string) {
  const rows = inkTransactionListSchema.parse(await (await api(inkApiPaths.transactions, { cookie })).json());
  return rows.filter((row) => row.type === 'usage');
}

const pillShows = (page: Page, ink: number) =>
  expect.poll(() => page.getByTestId('ink-balance').textContent(), { timeout }).toMatch(new RegExp(`^${ink}\\s*ink$`));

/** Fills the create form with `form` (short, no narration) and clicks create; resolves with the click's time. */
async function createThroughForm(page: Page): Promise<number> {
  await page.goto('/create');
  await appRunning(page);
  await page.getByTestId(`category-${form.category}`).click();
  await page.getByLabel("Hero's name").fill(form.characterName);
  await page.getByLabel('What happens in the adventure?').fill(form.prompt);
  await page.getByLabel('Story length').selectOption(form.length);
  await page.getByLabel(/Spell reads it aloud/).uncheck();
  expect(await page.getByTestId('create-story').textContent()).toContain(`(${cost} ink)`);
  const clicked = Date.now();
  await page.getByTestId('create-story').click();
  return clicked;
}

/** The story page's id, once the create flow has landed there. */
async function landedStoryId(page: Page, clicked: number): Promise<string> {
  await page.waitForURL(/\/story\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  // The 202 comes back within a second; the page opens with it, without waiting for the words.
  expect(Date.now() - clicked).toBeLessThan(3_000);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Pictures on the page that the browser has really drawn, each scrolled to first: they load lazily, as a reader
 * scrolls, and a later scene of a long story lies beyond what Chromium loads ahead on a 375 px screen.
 */
async function drawnPictures(page: Page): Promise<number> {
  for (const image of await page.getByTestId('story-image').all()) await image.scrollIntoViewIfNeeded();
  return page
    .getByTestId('story-image')
    .evaluateAll(
      (images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
    );
}

/** The reader shows exactly the story's paragraphs (spaces aside) and its pictures. */
async function readerShowsWholeStory(page: Page, cookie: string, id: string) {
  await page.getByTestId('story-reader').waitFor({ timeout });
  const story = await storyOf(cookie, id);
  expect(story.status).toBe('ready');
  const words = (text: string | null) => (text ?? '').replace(/\s+/g, '');
  await expect.poll(async () => words(await page.getByTestId('story-content').textContent()), { timeout }).toBe(words(story.content));
  await expect.poll(() => drawnPictures(page), { timeout }).toBe(story.imageUrls.length);
  expect(story.imageUrls.length).toBeGreaterThan(0);
}

describe('story jobs in the browser (offline engines)', () => {
  it('create lands on /story/:id at once, follows the job to the reader, and takes the ink once', async () => {
    const { page, cookie } = await familyPage();
    onTestFailed(() => snap(page, 'story-jobs-create-failed').catch(() => undefined));
    const clicked = await createThroughForm(page);
    const id = await landedStoryId(page, clicked);

    // The waiting animation until the first words, or already the first paragraph, or (fast engines) the reader.
    const firstSight = page
      .getByTestId('waiting-animation')
      .or(page.getByTestId('story-paragraph').first())
      .or(page.getByTestId('story-reader'));
    await firstSight.first().waitFor({ timeout });
    await readerShowsWholeStory(page, cookie, id);

    // The ink: the cost taken once, on the pill, the balance and the history.
    await pillShows(page, inkGrants.welcome - cost);
    expect(await inkOf(cookie)).toBe(inkGrants.welcome - cost);
    const usage = await usageRows(cookie);
    expect(usage.map((row) => row.amount)).toEqual([-cost]);

    // After ready a reload shows the whole story at once, in the reader.
    await page.reload();
    await readerShowsWholeStory(page, cookie, id);
    expect(await page.getByTestId('story-in-progress').count()).toBe(0);
    await pillShows(page, inkGrants.welcome - cost);
    await page.context().close();
  });

  it('a page closed at once does not stop the story: it becomes ready and its ink moves exactly once', async () => {
    const { page, cookie } = await familyPage();
    const before = await inkOf(cookie);
    const made = await api(storiesApiPaths.generate, { cookie, body: form });
    expect(made.status).toBe(202);
    const accepted = storySchema.parse(await made.json());
    expect(accepted).toMatchObject({ status: 'writing', content: '', inkCost: cost });
    // The page opens the story's event stream, and goes away at once.
    await page.goto(`/story/${accepted.id}`, { waitUntil: 'commit' });
    await page.context().close();

    const story = await waitForStoryReady(cookie, accepted.id);
    expect(story.content.length).toBeGreaterThan(100);
    expect(story.imageUrls.length).toBeGreaterThan(0);
    await expect.poll(() => inkOf(cookie), { timeout }).toBe(before - cost);
    expect((await usageRows(cookie)).map((row) => row.amount)).toEqual([-cost]);
  });
});

describe('story jobs in the browser (the stories service on an OpenAI test server)', () => {
  it('shows the story mid-way (its paragraphs as written, the library card writing), resumes after a reload, then the reader', async () => {
    // Slow enough to see: the words over eight seconds, each picture four more.
    await useStoryEngines({ engines: 'openai', latencies: { chatFirstTokenMs: 1_000, chatTotalMs: 8_000, imageMs: 4_000 } });
    const { page, cookie } = await familyPage();
    onTestFailed(() => snap(page, 'story-jobs-mid-way-failed').catch(() => undefined));
    const clicked = await createThroughForm(page);
    const id = await landedStoryId(page, clicked);
    const inProgress = page.getByTestId('story-in-progress');
    await inProgress.waitFor({ timeout });
    await page.getByTestId('waiting-animation').waitFor({ timeout });

    // The first paragraph arrives while the story is still being written.
    await page.getByTestId('story-paragraph').first().waitFor({ timeout });
    expect(await inProgress.getAttribute('data-status')).toBe('writing');
    expect(await page.getByTestId('waiting-animation').count()).toBe(0);
    expect(await page.getByTestId('story-progress').textContent()).toMatch(/\S/);
    await snap(page, 'story-jobs-mid-stream-1280');

    // The library, meanwhile, shows its card being written.
    const library = await page.context().newPage();
    await library.goto('/stories');
    await library.getByTestId('story-card-progress').waitFor({ timeout });
    await library.setViewportSize({ width: 375, height: 800 });
    await snap(library, 'story-jobs-library-writing-375');
    await library.close();

    // A reload mid-way picks the story up where it is: what is written so far, then the rest.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const reader = page.getByTestId('story-reader');
    await inProgress.or(reader).first().waitFor({ timeout });
    if ((await inProgress.count()) > 0) {
      await page.getByTestId('story-paragraph').first().or(reader).first().waitFor({ timeout });
      await snap(page, 'story-jobs-mid-stream-375');
      // Then the pictures are drawn (each scene's arrives with the same delay here, so all of them just before ready).
      const drawing = async () => (await reader.count()) > 0 || (await inProgress.getAttribute('data-status')) === 'illustrating';
      await expect.poll(drawing, { timeout }).toBe(true);
    }
    await readerShowsWholeStory(page, cookie, id);
    await pillShows(page, inkGrants.welcome - cost);
    expect((await usageRows(cookie)).map((row) => row.amount)).toEqual([-cost]);
    await page.context().close();
  }, 120_000);

  it('a story whose pictures cannot be drawn fails with its reason, gives the ink back, and says so in the library', async () => {
    await useStoryEngines({ engines: 'openai', fail: 'pictures' });
    const { page, cookie } = await familyPage();
    onTestFailed(() => snap(page, 'story-jobs-failed-failed').catch(() => undefined));
    const clicked = await createThroughForm(page);
    const id = await landedStoryId(page, clicked);

    const failed = page.getByTestId('story-failed');
    await failed.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('story-failed-reason').textContent()).toBe(storyFailureReasons.drawing);
    expect(await page.getByTestId('story-ink-returned').textContent()).toContain(storyMessages.inkReturned);
    const story = await waitForStorySettled(cookie, id);
    expect(story).toMatchObject({ status: 'failed', failureReason: storyFailureReasons.drawing });
    // The ink service releases the hold on the story's event; the page's pill follows without a reload.
    await expect.poll(() => inkOf(cookie), { timeout }).toBe(inkGrants.welcome);
    await pillShows(page, inkGrants.welcome);
    // The history shows the ink taken at the click and given back, newest first: nothing spent in the end.
    const usage = await usageRows(cookie);
    expect(usage.map((row) => row.amount)).toEqual([cost, -cost]);
    expect(usage[0]?.description).toMatch(/^Returned: /);
    await snap(page, 'story-jobs-failed-1280');

    // A reload shows the same, from the stored story.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await failed.waitFor({ timeout });
    expect(await page.getByTestId('story-failed-reason').textContent()).toBe(storyFailureReasons.drawing);
    await snap(page, 'story-jobs-failed-375');

    // The library's card says why and that the ink came back.
    await page.goto('/stories');
    const card = page.getByTestId('story-card').filter({ has: page.getByTestId('story-card-failed') });
    await card.waitFor({ timeout });
    expect(await card.getByTestId('story-card-failed').textContent()).toContain(storyFailureReasons.drawing);
    expect(await card.getByTestId('story-card-ink-returned').count()).toBe(1);
    await snap(page, 'story-jobs-library-failed-375');
    await page.context().close();
  }, 120_000);
});
