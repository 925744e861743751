import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { inkApiPaths, inkTransactionListSchema, sessionCookieName, storyInkCost, storySchema } from '@inkspell/contracts';
import { realSpeed } from '@inkspell/stories-service/testing';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { appRunning, launchBrowser, newContext, snap } from '../support/browser';
import { baseUrl } from '../support/platform';
import { useStoryEngines } from '../support/story-engines';

/**
 * Issue #22 at the speed a family meets: the stories service runs against the OpenAI test server at real speed
 * (a chat ~9 s with its first token at ~0.6 s, each image ~12 s, moderation ~0.3 s). From the click, the first
 * paragraph is on /story/:id within 2 s and the story is ready within 60 s; the ink moved is exactly the story's
 * cost, once; no request anywhere answered 5xx. Of the 2 s, ~1.4 s is the provider's own: two safety checks (the
 * input before the hold, the first paragraph before it is shown) 0.6 s, the first token 0.6 s, and the title and
 * the one short opening sentence the prompt asks for ~0.2 s. The printed breakdown says where a slow run went.
 */
let browser: Browser;
beforeAll(async () => {
  const { chatFirstTokenMs, chatTotalMs, imageMs, moderationMs } = realSpeed;
  await useStoryEngines({ engines: 'openai', latencies: { chatFirstTokenMs, chatTotalMs, imageMs, moderationMs } });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  // Back to the offline engines for the files after this one.
  await useStoryEngines({ engines: 'offline' });
}, 120_000);

describe('a story at real AI speed', () => {
  it('shows the first paragraph within 2 s of the click and the whole story within 60 s, charging its cost once', async () => {
    const user = newTestUser('realspeed');
    const { cookie } = await registerThroughGateway(user);
    // The welcome ink arrives by event a moment after registration; the create button waits for ink it can see.
    const inkNow = async () => ((await (await api('/api/auth/user', { cookie })).json()) as { inkCount: number | null }).inkCount;
    await expect.poll(inkNow, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = (await inkNow()) ?? Number.NaN;
    const ctx = await newContext(browser, 1280);
    await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
    const page = await ctx.newPage();
    const failures: string[] = [];
    // When the create request answered and the event stream opened, for the breakdown printed below.
    const seen: Record<string, number> = {};
    page.on('request', (req) => {
      if (/\/api\/stories\/[^/]+\/events$/.test(req.url())) seen.streamOpened ??= Date.now();
    });
    page.on('response', (res: Response) => {
      if (res.status() >= 500) failures.push(`${res.status()} ${res.request().method()} ${res.url()}`);
      if (res.url().endsWith('/api/stories/generate')) seen.createAnswered = Date.now();
    });

    await page.goto('/create');
    // The page is prerendered: a click before the app has taken over would pick nothing.
    await appRunning(page);
    await page.getByTestId('category-space').click();
    await page.getByLabel("Hero's name").fill('Nova');
    await page.getByLabel('What happens in the adventure?').fill('Nova rides a comet to find the lost moon lantern');
    await page.getByLabel('Story length').selectOption('short');
    const cost = storyInkCost('short', true);
    const create = page.getByTestId('create-story');
    await create.waitFor();

    // Timed in the page, as a family meets it: from the click event to the frame that paints the first paragraph
    // (the harness's own steps — Playwright's checks before it clicks, its polling after — are not the platform's).
    await page.evaluate(() => {
      const timing = window as unknown as { clickedAt?: number; firstParagraphAt?: number };
      const now = () => performance.timeOrigin + performance.now();
      const create = document.querySelector('[data-testid="create-story"]');
      create?.addEventListener('click', (event) => (timing.clickedAt ??= performance.timeOrigin + event.timeStamp), { once: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="story-paragraph"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (timing.firstParagraphAt ??= now()));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await create.click();
    await page.waitForURL(/\/story\/[^/?]+$/, { timeout: 5_000 });
    await page.getByTestId('story-paragraph').first().waitFor({ timeout: 10_000 });
    const timed = await page.waitForFunction(() => {
      const timing = window as unknown as { clickedAt?: number; firstParagraphAt?: number };
      const { clickedAt, firstParagraphAt } = timing;
      return clickedAt !== undefined && firstParagraphAt !== undefined && { clickedAt, firstParagraphAt };
    });
    const { clickedAt, firstParagraphAt } = (await timed.jsonValue()) as { clickedAt: number; firstParagraphAt: number };
    const clicked = clickedAt;
    const firstParagraphMs = Math.round(firstParagraphAt - clickedAt);
    await snap(page, 'story-real-speed-first-paragraph');
    await page.getByTestId('story-reader').waitFor({ timeout: 60_000 });
    const readyMs = Date.now() - clicked;
    const after = (at: number | undefined) => (at === undefined ? '?' : `${Math.round(at - clicked)} ms`);
    console.log(
      `real speed: first paragraph ${firstParagraphMs} ms, ready ${Math.round(readyMs)} ms after the click ` +
        `(create answered at ${after(seen.createAnswered)}, event stream opened at ${after(seen.streamOpened)})`,
    );
    expect(firstParagraphMs).toBeLessThanOrEqual(2_000);
    expect(readyMs).toBeLessThanOrEqual(60_000);

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const story = storySchema.parse(await (await api(`/api/stories/${id}`, { cookie })).json());
    expect(story).toMatchObject({ status: 'ready', characterName: 'Nova', inkCost: cost });
    expect(story.content).toContain('Nova');
    expect(story.imageUrls).toHaveLength(3);
    // One description of the hero, kept for every picture's prompt (the engine tests check the prompts themselves).
    expect(typeof story.metadata.heroLook === 'string' && story.metadata.heroLook.length > 0).toBe(true);

    // Exactly the story's cost, once: the balance, and one usage row in the history.
    expect(await inkNow()).toBe(before - cost);
    const history = inkTransactionListSchema.parse(await (await api(inkApiPaths.transactions, { cookie })).json());
    expect(history.filter((row) => row.type === 'usage').map((row) => row.amount)).toEqual([-cost]);
    expect(failures).toEqual([]);
    await ctx.close();
  }, 90_000);
});
