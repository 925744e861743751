import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parentPinHeader, sessionCookieName, storySchema } from '@inkspell/contracts';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { appRunning, launchBrowser, newContext, snap, visible as visibleWithin } from '../support/browser';
import { baseUrl } from '../support/platform';
import { createStoryAndWait } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const timeout = 30_000;
const visible = (page: Page, text: string | RegExp, ms = timeout) => visibleWithin(page, text, ms);

const pin = '4826';
// The page picks Space, so the API's attempts ask for the same story.
const form = storyRequest({ category: 'space' });

async function inkOf(cookie: string): Promise<number> {
  return ((await (await api('/api/auth/user', { cookie })).json()) as { inkCount: number }).inkCount;
}

/** Types the PIN into the parent PIN dialog once it opens. */
async function enterPin(page: Page, value = pin) {
  await expect
    .poll(
      () =>
        page
          .getByTestId('parent-pin-input')
          .isVisible()
          .catch(() => false),
      { timeout },
    )
    .toBe(true);
  await page.getByTestId('parent-pin-input').fill(value);
  await page.getByTestId('parent-pin-submit').click();
}

describe("the parent's gate in the browser", () => {
  it('a PIN set on /security: create is refused without it and made through the dialog; review holds a story until approved', async () => {
    const user = newTestUser('parent');
    const { cookie } = await registerThroughGateway(user);
    const ctx: BrowserContext = await newContext(browser);
    await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
    const page = await ctx.newPage();
    onTestFailed(() => snap(page, 'parent-gate-failure'));

    // 1. The parent sets the PIN on /security with the account password.
    await page.goto('/security');
    await expect
      .poll(
        () =>
          page
            .getByTestId('parent-pin-card')
            .isVisible()
            .catch(() => false),
        { timeout },
      )
      .toBe(true);
    await page.getByTestId('parent-pin-password').fill(user.password);
    await page.getByTestId('parent-pin-new').fill(pin);
    await page.getByTestId('parent-pin-save').click();
    await visible(page, 'Parent PIN saved');
    const me = (await (await api('/api/auth/user', { cookie })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ parentPinSet: true, reviewStories: false });
    expect(JSON.stringify(me)).not.toContain(pin);

    // 2. The server refuses a create without the PIN, and no ink moves.
    const refused = await api('/api/stories/generate', { cookie, body: form });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'parent_pin_required',
      message: 'A grown-up needs to enter the parent PIN for this.',
    });
    const wrong = await api('/api/stories/generate', { cookie, body: form, headers: { [parentPinHeader]: '0000' } });
    expect(wrong.status).toBe(403);
    expect(await inkOf(cookie)).toBe(5);

    // 3. Through the page: the create button opens the PIN dialog, and with the PIN the story is made.
    await page.goto('/create');
    await appRunning(page);
    await page.getByTestId('category-space').click();
    await page.getByLabel("Hero's name").fill(form.characterName);
    await page.getByLabel('What happens in the adventure?').fill(form.prompt);
    await page.getByTestId('create-story').click();
    await enterPin(page);
    await page.waitForURL(/\/story\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const firstId = page.url().split('/').pop()!;
    const first = storySchema.parse(await (await api(`/api/stories/${firstId}`, { cookie })).json());
    expect(first.reviewState).toBe('approved');
    await expect.poll(() => inkOf(cookie), { timeout }).toBe(5 - first.inkCost);

    // Buying asks too: refused without the PIN (nothing bought), started with it (the demo provider, as the shop's Pay).
    const noPin = await api('/api/ink/create-payment-intent', { cookie, body: { packageId: 'starter' } });
    expect(noPin.status).toBe(403);
    const withPin = { [parentPinHeader]: pin };
    const intent = (await (
      await api('/api/ink/create-payment-intent', { cookie, body: { packageId: 'starter' }, headers: withPin })
    ).json()) as {
      paymentIntentId: string;
    };
    // Finishing the purchase the parent started does not ask again (ADR 0019).
    const bought = await api('/api/ink/confirm-payment', { cookie, body: { paymentIntentId: intent.paymentIntentId } });
    expect(bought.status).toBe(200);
    const balance = await inkOf(cookie);
    expect(balance).toBeGreaterThan(5 - first.inkCost);

    // 4. The review switch (it asks for the PIN too) holds the next story until a parent approves it.
    await page.goto('/security');
    await page.getByTestId('parent-review-switch').click();
    await enterPin(page);
    await visible(page, 'New stories now wait for a parent');
    const held = await createStoryAndWait(cookie, form, { [parentPinHeader]: pin });
    const heldId = held.id;
    expect(held).toMatchObject({ reviewState: 'waiting-for-parent', content: '', audioUrl: null, imageUrls: [] });
    expect(storySchema.parse(await (await api(`/api/stories/${firstId}`, { cookie })).json()).reviewState).toBe('approved');
    // Its ink was spent as usual: the story was made.
    await expect.poll(() => inkOf(cookie), { timeout }).toBe(balance - held.inkCost);

    await page.goto(`/story/${heldId}`);
    await expect
      .poll(
        () =>
          page
            .getByTestId('story-waiting-for-parent')
            .isVisible()
            .catch(() => false),
        { timeout },
      )
      .toBe(true);
    await page.goto('/stories');
    await expect.poll(() => page.getByTestId('story-waiting').count(), { timeout }).toBe(1);

    await page.goto('/parent-review');
    await page.getByTestId('parent-review-unlock').click();
    await enterPin(page);
    await expect.poll(() => page.getByTestId('parent-review-story').count(), { timeout }).toBe(1);
    await page.getByTestId('parent-review-approve').click();
    await visible(page, 'Story approved');
    await expect
      .poll(
        () =>
          page
            .getByTestId('parent-review-empty')
            .isVisible()
            .catch(() => false),
        { timeout },
      )
      .toBe(true);

    const approved = storySchema.parse(await (await api(`/api/stories/${heldId}`, { cookie })).json());
    expect(approved.reviewState).toBe('approved');
    expect(approved.content.length).toBeGreaterThan(50);
    await page.goto(`/story/${heldId}`);
    await visible(page, approved.title);
    expect(await page.getByTestId('story-waiting-for-parent').count()).toBe(0);
    await ctx.close();
  });
});
