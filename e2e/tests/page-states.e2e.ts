import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inkGrants, sessionCookieName } from '@inkspell/contracts';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { appRunning, launchBrowser, newContext, snap, visible } from '../support/browser';
import { baseUrl, startPart, stopPart } from '../support/platform';
import { createStoryAndWait } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

/*
 * The states a page shows when there is nothing to show or its service is away (spec 01 §2, spec 02 §2 and §4):
 * what a family meets on a first visit, after a wrong link, or during an outage.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page signed in as a new user (5 welcome ink, no stories yet). */
async function newFamilyPage(): Promise<Page> {
  const { cookie } = await registerThroughGateway(newTestUser('states'));
  const ctx = await newContext(browser);
  await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  return ctx.newPage();
}

/** The current-user answer as the browser gets it through the gateway. */
async function currentUser(cookie: string): Promise<{ inkCount: number | null }> {
  return (await (await api('/api/auth/user', { cookie })).json()) as { inkCount: number | null };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('page states', () => {
  it("a new family's library is empty and leads to the first story; a visitor's shows the samples", async () => {
    const page = await newFamilyPage();
    await page.goto('/stories');
    await visible(page, 'No stories yet!', 20_000);
    expect(await heading(page, 'Your Story Collection').count()).toBe(1);
    const first = page.getByRole('link', { name: 'Create Your First Story' });
    expect(await first.getAttribute('href')).toBe('/create');
    await page.context().close();

    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto('/stories');
    await expect.poll(() => heading(visitor, 'Sample Stories').count(), { timeout: 20_000 }).toBe(1);
    expect(await visitor.getByText('No stories yet!').count()).toBe(0);
    await visitor.context().close();
  });

  it('a story or collection that is not there says so and offers a way back', async () => {
    const page = await newFamilyPage();
    await page.goto(`/story/${randomUUID()}`);
    await expect.poll(() => heading(page, 'Story Not Found').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('story-not-found').getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await page.goto(`/collection/${randomUUID()}`);
    await expect.poll(() => heading(page, 'Collection not found').count(), { timeout: 20_000 }).toBe(1);
    await page.context().close();
  });

  it('an unknown balance is not 0: with ink away the pill says so, and create and continue stay on for the server to decide', async () => {
    const { cookie } = await registerThroughGateway(newTestUser('unknown'));
    await expect.poll(async () => (await currentUser(cookie)).inkCount, { timeout: 20_000 }).toBe(inkGrants.welcome);
    const { id } = await createStoryAndWait(cookie, storyRequest());
    await stopPart('ink');
    try {
      // The real data path: accounts answers the current user with inkCount null because ink does not answer.
      expect((await currentUser(cookie)).inkCount).toBeNull();
      for (const width of [375, 1280]) {
        const ctx = await newContext(browser, width);
        await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
        const page = await ctx.newPage();
        await page.goto('/create');
        await appRunning(page);
        const pill = page.getByRole('link', { name: 'Ink balance unavailable' });
        await expect.poll(() => pill.count(), { timeout: 20_000 }).toBe(1);
        expect(await pill.getAttribute('data-testid')).toBe('ink-balance');
        expect(await pill.textContent()).not.toMatch(/\d/);
        if (width === 375) {
          await snap(page, 'ink-balance-unknown-header-375');
          await ctx.close();
          continue;
        }
        expect(await page.getByTestId('ink-panel').textContent()).toContain('Ink balance unavailable');
        await page.getByTestId('category-space').click();
        await page.getByLabel("Hero's name").fill('Odo');
        await page.getByLabel('What happens in the adventure?').fill('an otter who maps the whole river');
        const create = page.getByTestId('create-story');
        expect(await create.isDisabled()).toBe(false);
        expect(await page.getByText(/You need \d+ ink/).count()).toBe(0);
        await snap(page, 'ink-balance-unknown-header-1280');

        await page.goto(`/story/${id}`);
        const go = page.getByTestId('continue-adventure').getByRole('button', { name: /Continue the Adventure/ });
        await go.waitFor({ timeout: 20_000 });
        expect(await go.isDisabled()).toBe(false);
        expect(await page.getByTestId('continue-short').count()).toBe(0);

        // The shop's balance card says the same, never 0.
        await page.goto('/ink-shop');
        const card = page.getByTestId('shop-balance');
        await expect.poll(() => card.textContent(), { timeout: 20_000 }).toContain('Ink balance unavailable right now');
        expect(await card.textContent()).not.toMatch(/\d/);
        await ctx.close();
      }
    } finally {
      await startPart('ink');
    }
  });

  it('the ink history says it could not load while the ink service is down, and Try Again loads it once it is back', async () => {
    const page = await newFamilyPage();
    await page.goto('/ink-usage');
    await appRunning(page);
    await expect.poll(() => page.getByTestId('history-row').count(), { timeout: 20_000 }).toBe(1);
    await stopPart('ink');
    try {
      await page.reload();
      const state = page.getByTestId('history-state');
      await expect.poll(() => state.getAttribute('role'), { timeout: 20_000 }).toBe('alert');
      expect(await state.getByRole('heading').textContent()).toBe('Unable to Load History');
      expect(await state.getByRole('link', { name: 'Back to Stories' }).getAttribute('href')).toBe('/stories');
      await visible(page, 'Your ink history could not be loaded. Please try again.');
      await snap(page, 'ink-history-unavailable-1280');
    } finally {
      await startPart('ink');
    }
    await page.getByTestId('history-state').getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.getByTestId('history-row').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('history-state').count()).toBe(0);
    await page.context().close();
  });
});
