import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  inkTransactionListSchema,
  refundMessages,
  refundRequestSchema,
  sessionCookieName,
  storiesApiPaths,
  storyListSchema,
} from '@inkspell/contracts';
import { logInWithForm } from '../support/account-forms';
import { api, loginThroughGateway, newTestUser, registerThroughGateway, type TestUser } from '../support/accounts';
import { launchBrowser, newContext, snap, visible } from '../support/browser';
import { baseUrl } from '../support/platform';
import { createStoryAndWait } from '../support/story-jobs';
import { storyRequest } from '../support/story-request';

const adminAccount = { username: 'spelladmin', password: 'Spell!Admin2025' };

let browser: Browser;
let adminCookie: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await loginThroughGateway(adminAccount.username, adminAccount.password);
});
afterAll(async () => {
  await browser?.close();
});

const pill = (page: Page) => page.getByTestId('ink-balance');
const pillShows = (page: Page, ink: number, timeout = 15_000) =>
  expect.poll(() => pill(page).textContent(), { timeout }).toMatch(new RegExp(`^${ink}\\s*ink$`));
/** The refund page asks again every 20 s while a request is pending (mf-ink pendingRefundPollMs), plus slack. */
const pendingPollWaitMs = 35_000;
/** After it sees the approval, the credit's way through the outbox, NATS and the ledger, plus the page's 2 s poll. */
const creditWaitMs = 20_000;

/** A browser context carrying a session cookie. */
async function contextWith(cookie: string, width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await newContext(browser, width);
  await ctx.addCookies([{ name: sessionCookieName, value: cookie.slice(sessionCookieName.length + 1), url: baseUrl() }]);
  return { ctx, page: await ctx.newPage() };
}

async function historyOf(cookie: string) {
  return inkTransactionListSchema.parse(await (await api('/api/ink-transactions', { cookie })).json());
}

/** Buys a pack through the API with the demo provider; returns the purchase's transaction. */
async function buyThroughApi(cookie: string, packageId: string) {
  const before = new Set((await historyOf(cookie)).map((transaction) => transaction.id));
  const intent = (await (await api('/api/ink/create-payment-intent', { cookie, body: { packageId } })).json()) as {
    paymentIntentId: string;
    provider: string;
  };
  expect(intent.provider).toBe('demo');
  const confirmed = await api('/api/ink/confirm-payment', { cookie, body: { paymentIntentId: intent.paymentIntentId } });
  expect(confirmed.status).toBe(200);
  const added = (await historyOf(cookie)).filter((transaction) => !before.has(transaction.id));
  expect(added.map((transaction) => transaction.type)).toEqual(['purchase']);
  return added[0]!;
}

/** Asks for a refund of a purchase through the API (the form itself is tested in the first scenario). */
async function askRefundThroughApi(cookie: string, purchase: { id: string; description: string; amount: number }) {
  const res = await api('/api/refund-requests', {
    cookie,
    body: {
      itemType: 'ink_purchase',
      itemId: purchase.id,
      itemTitle: purchase.description,
      inkAmount: purchase.amount,
      reason: 'billing_error',
      description: 'Charged for the wrong pack.',
    },
  });
  expect(res.status).toBeLessThan(300);
  return refundRequestSchema.parse(await res.json());
}

/** Creates a short story without narration through the API (the offline engines are quick); returns it as the refund form lists it. */
async function createStoryThroughApi(cookie: string): Promise<{ id: string; title: string; inkCost: number }> {
  await createStoryAndWait(cookie, storyRequest());
  const stories = storyListSchema.parse(await (await api(storiesApiPaths.list, { cookie })).json());
  expect(stories).toHaveLength(1);
  const [{ id, title, inkCost }] = stories as [(typeof stories)[number]];
  return { id, title, inkCost };
}

async function inkOf(cookie: string): Promise<number> {
  return ((await (await api('/api/auth/user', { cookie })).json()) as { inkCount: number }).inkCount;
}

/** Waits until every CSS animation (dialog pop-in) has finished, so a screenshot shows the settled page. */
async function settled(page: Page) {
  // Polled through the DevTools protocol: waitForFunction evaluates in the page, which the pages' CSP forbids (ADR 0015).
  await expect.poll(() => page.evaluate(() => document.getAnimations().every((animation) => animation.playState !== 'running'))).toBe(true);
}

const logIn = (page: Page, user: TestUser) => logInWithForm(page, user.username, user.password);

async function openConsole(page: Page) {
  await page.goto('/admin-management-console');
  await expect.poll(() => page.getByRole('heading', { name: 'Admin Console' }).isVisible(), { timeout: 20_000 }).toBe(true);
}

const requestOf = (page: Page, username: string) => page.getByTestId('admin-refund-request').filter({ hasText: username });
const statValue = async (page: Page, key: string) => Number(await page.getByTestId(`stat-${key}`).locator('dd').textContent());

describe('refunds and the admin console in the browser', () => {
  it('a user asks a refund for a story, the admin approves it with notes, the open page shows the credit in the pill, the dropdown and the history without a reload', async () => {
    const user = newTestUser('refundee');
    const { cookie } = await registerThroughGateway(user);
    const story = await createStoryThroughApi(cookie);
    const inkAfterStory = 5 - story.inkCost;
    expect(await inkOf(cookie)).toBe(inkAfterStory);
    const { ctx, page } = await contextWith(cookie);
    await page.goto('/refund-request');
    await pillShows(page, inkAfterStory);
    await visible(page, 'No refund requests yet.');
    // A marker on the window survives client-side navigation only: if anything reloads the page, it is gone.
    await page.evaluate(() => Object.assign(window, { refundE2eMarker: true }));

    const form = page.getByTestId('refund-form');
    const amount = form.getByLabel('Ink amount');
    // Nothing chosen: Missing Information.
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await visible(page, 'Please fill in all required fields');

    await form.getByLabel('What is the refund for?').selectOption('story');
    expect(await amount.getAttribute('readonly')).not.toBeNull();
    const picker = form.getByLabel('Story', { exact: true });
    await expect.poll(() => picker.locator('option').count(), { timeout: 15_000 }).toBe(2);
    await picker.selectOption({ index: 1 });
    expect(await amount.inputValue()).toBe(String(story.inkCost));
    // Changing the type clears the item and the amount, and "other" lets the amount be typed.
    await form.getByLabel('What is the refund for?').selectOption('other');
    expect(await amount.inputValue()).toBe('');
    expect(await amount.getAttribute('readonly')).toBeNull();
    await form.getByLabel('What is the refund for?').selectOption('story');
    await picker.selectOption({ index: 1 });
    await form.getByLabel('Reason').selectOption({ label: 'Story generation failed' });
    await form.getByLabel('Description').fill('The pictures never showed up.');
    await snap(page, 'refund-request-form-1280');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await visible(page, 'Request Submitted');
    await visible(page, 'Your ink refund request has been submitted for review');
    // The form resets and the list shows the new request.
    await expect.poll(() => form.getByLabel('Description').inputValue(), { timeout: 15_000 }).toBe('');
    expect(await form.getByLabel('What is the refund for?').inputValue()).toBe('');
    const mine = page.getByTestId('refund-request');
    await expect.poll(() => mine.count(), { timeout: 15_000 }).toBe(1);
    expect(await mine.first().getAttribute('data-status')).toBe('pending');
    expect(await mine.first().textContent()).toContain(story.title);
    expect(await mine.first().textContent()).toMatch(new RegExp(`Pending.*${story.inkCost} ink.*Story generation failed.*never showed up`));

    const admin = await contextWith(adminCookie);
    await openConsole(admin.page);
    const row = requestOf(admin.page, user.username);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const approvedBefore = await statValue(admin.page, 'approvedRequests');
    const refundedBefore = Number.parseInt((await admin.page.getByTestId('stat-totalRefundedInk').locator('dd').textContent()) ?? '', 10);
    await row.getByRole('button', { name: 'Process' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Process Refund Request' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByLabel('Admin notes (optional)').fill('  Refunded, sorry for the trouble!  ');
    await dialog.getByRole('button', { name: 'Approve & Credit' }).click();
    await visible(admin.page, 'Request Processed');
    await visible(admin.page, `Refund request approved and ${story.inkCost} ink credited to ${user.username}.`);
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    // The list and the stats are fetched again: the request is approved and no longer offers Process.
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('approved');
    expect(await row.getByRole('button', { name: 'Process' }).count()).toBe(0);
    await expect.poll(() => statValue(admin.page, 'approvedRequests'), { timeout: 15_000 }).toBe(approvedBefore + 1);
    await expect
      .poll(() => admin.page.getByTestId('stat-totalRefundedInk').locator('dd').textContent(), { timeout: 15_000 })
      .toBe(`${refundedBefore + story.inkCost} ink`);
    await admin.ctx.close();

    // The user's page, left open, learns of the approval (it asks again while a request is pending),
    // then follows the credit through the ledger's events until the pill shows it.
    await expect.poll(() => mine.first().getAttribute('data-status'), { timeout: pendingPollWaitMs }).toBe('approved');
    expect(await page.getByTestId('refund-admin-notes').textContent()).toContain('Refunded, sorry for the trouble!');
    await pillShows(page, 5, creditWaitMs);

    // Approving the same request again is refused with the spec's error, and credits nothing.
    const [request] = refundRequestSchema.array().parse(await (await api('/api/refund-requests', { cookie })).json());
    const again = await api(`/api/admin/refund-requests/${request!.id}`, {
      cookie: adminCookie,
      method: 'PATCH',
      body: { status: 'approved', adminNotes: 'Twice?' },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(refundMessages.alreadyProcessed);

    // The dropdown shows the credit, newest first...
    await page.getByTestId('user-menu-button').click();
    const activity = page.getByTestId('ink-activity-row');
    await expect.poll(() => activity.first().textContent(), { timeout: 15_000 }).toContain(`Refund: ${story.title}`);
    expect(await activity.first().textContent()).toContain(`+${story.inkCost}`);
    await page.keyboard.press('Escape');
    // ...and so does the history, reached in the page.
    await page.getByRole('link', { name: 'Back to Ink History' }).click();
    const refundRow = page.getByTestId('history-row').filter({ hasText: `Refund: ${story.title}` });
    await expect.poll(() => refundRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await refundRow.textContent()).toContain(`+${story.inkCost} ink`);
    expect(await page.evaluate(() => (window as { refundE2eMarker?: boolean }).refundE2eMarker)).toBe(true);
    // Still one credit and the same balance after the refused second approval.
    expect(await inkOf(cookie)).toBe(5);
    expect((await historyOf(cookie)).filter((transaction) => transaction.description.startsWith('Refund:'))).toHaveLength(1);
    await pillShows(page, 5);
    await ctx.close();
  }, 150_000);

  it('a denied request changes no balance; only the approved one is credited', async () => {
    const { cookie } = await registerThroughGateway(newTestUser('denied'));
    const user = ((await (await api('/api/auth/user', { cookie })).json()) as { username: string }).username;
    const starter = await buyThroughApi(cookie, 'starter');
    const denied = await askRefundThroughApi(cookie, starter);
    const premium = await buyThroughApi(cookie, 'premium');
    const approved = await askRefundThroughApi(cookie, premium);
    expect(await inkOf(cookie)).toBe(5 + 8 + 20);

    const admin = await contextWith(adminCookie, 375);
    await openConsole(admin.page);
    await admin.page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Pending' }).click();
    const rows = requestOf(admin.page, user);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const deniedRow = admin.page.locator(`[data-testid="admin-refund-request"]`).filter({ hasText: user }).filter({ hasText: '8 ink' });
    await deniedRow.getByRole('button', { name: 'Process' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Process Refund Request' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await visible(admin.page, 'Refund request denied.');
    // Under the Pending filter the decided request leaves the list.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);

    const review = await api(`/api/admin/refund-requests/${approved.id}`, {
      cookie: adminCookie,
      method: 'PATCH',
      body: { status: 'approved' },
    });
    expect(review.status).toBe(200);
    // Once the approved refund has landed, the balance is the two purchases plus that refund alone.
    await expect.poll(() => inkOf(cookie), { timeout: 20_000 }).toBe(5 + 8 + 20 + 20);
    const history = await historyOf(cookie);
    expect(history.filter((transaction) => transaction.description.startsWith('Refund:')).map((t) => t.amount)).toEqual([20]);
    const mine = refundRequestSchema.array().parse(await (await api('/api/refund-requests', { cookie })).json());
    expect(mine.find((request) => request.id === denied.id)?.status).toBe('denied');
    expect(mine.find((request) => request.id === denied.id)?.adminNotes).toBeNull();
    // A denied request stays denied: approving it afterwards is refused and credits nothing.
    const late = await api(`/api/admin/refund-requests/${denied.id}`, {
      cookie: adminCookie,
      method: 'PATCH',
      body: { status: 'approved' },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(refundMessages.alreadyProcessed);
    expect(await inkOf(cookie)).toBe(5 + 8 + 20 + 20);
    await admin.ctx.close();
  });

  it("a plain user's browser never requests the admin remote's files, the admin's does", async () => {
    const { cookie } = await registerThroughGateway(newTestUser('plain'));
    const { ctx, page } = await contextWith(cookie);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/admin-management-console');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await page.goto('/refund-request');
    await expect.poll(() => page.getByTestId('refund-form').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(requested.filter((url) => url.includes('/remotes/admin'))).toEqual([]);
    expect(requested.some((url) => url.includes('/remotes/ink'))).toBe(true);
    // The server refuses the admin API to a plain user whatever the browser does.
    expect((await api('/api/admin/users', { cookie })).status).toBe(403);
    await ctx.close();

    const admin = await contextWith(adminCookie);
    const adminRequests: string[] = [];
    admin.page.on('request', (request) => adminRequests.push(request.url()));
    await openConsole(admin.page);
    expect(adminRequests.some((url) => url.includes('/remotes/admin'))).toBe(true);
    await admin.ctx.close();
  });

  it('shows every story with its prompt cut at 200 characters and the View Full Story dialog', async () => {
    const author = newTestUser('author');
    const { cookie } = await registerThroughGateway(author);
    const prompt =
      'A brave little dragon who is afraid of the dark must cross the Whispering Woods at night to bring a glowing moon-flower back to her grandmother, meeting a shy owl and a river that sings lullabies along the way home.';
    expect(prompt.length).toBeGreaterThan(200);
    await createStoryAndWait(
      cookie,
      storyRequest({ characterName: 'Ember', prompt, category: 'dragon', ageGroup: '7-10', length: 'short' }),
    );

    for (const width of [375, 1280]) {
      const { ctx, page } = await contextWith(adminCookie, width);
      await openConsole(page);
      await page.getByRole('tab', { name: 'Stories' }).click();
      await page.getByLabel('Search stories').fill(author.username);
      const stories = page.getByTestId('admin-story');
      await expect.poll(() => stories.count(), { timeout: 15_000 }).toBe(1);
      // The server answers the search once typing pauses; until then the last list stays, under "Searching...".
      await expect.poll(() => page.getByTestId('admin-story-count').textContent(), { timeout: 15_000 }).toBe('1 story matches');
      expect(await stories.getByTestId('admin-story-prompt').textContent()).toBe(`${prompt.slice(0, 200).trimEnd()}...`);
      await page.getByLabel('Search stories').fill('');
      await snap(page, `admin-stories-${width}`);
      await page.getByLabel('Search stories').fill(author.username);
      await expect.poll(() => stories.count(), { timeout: 15_000 }).toBe(1);
      await stories.getByRole('button', { name: 'View Full Story' }).click();
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
      const facts = await dialog.getByTestId('story-facts').textContent();
      for (const fact of [author.username, 'Dragon Tales', 'Short', '7-10', 'Ember']) expect(facts).toContain(fact);
      expect(await dialog.textContent()).toContain(prompt);
      expect((await dialog.getByTestId('story-content').textContent())?.length).toBeGreaterThan(200);
      await settled(page);
      await snap(page, `admin-story-dialog-${width}`);
      await ctx.close();
    }
  });

  it('disabling a user ends their open session and login shows the reason; enabling lets them in again', async () => {
    const user = newTestUser('naughty');
    const { cookie } = await registerThroughGateway(user);
    const own = await contextWith(cookie, 375);
    await own.page.goto('/ink-usage');
    await expect.poll(() => own.page.getByTestId('history-row').count(), { timeout: 15_000 }).toBe(1);

    const { ctx, page } = await contextWith(adminCookie);
    await openConsole(page);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(user.username);
    const row = page.getByTestId('admin-user').filter({ hasText: user.username });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('admin-user-count').textContent(), { timeout: 15_000 }).toBe('1 user matches');
    expect(await row.textContent()).toContain('Active');
    // The administrator's own account offers no Disable.
    await page.getByLabel('Search users').fill(adminAccount.username);
    const adminRow = page.getByTestId('admin-user').filter({ hasText: adminAccount.username });
    await expect.poll(() => adminRow.count(), { timeout: 15_000 }).toBe(1);
    expect(await adminRow.getByRole('button').count()).toBe(0);
    await page.getByLabel('Search users').fill(user.username);

    await row.getByRole('button', { name: 'Disable Account' }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${user.username}?` });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    // The reason is required and spaces alone are not a reason.
    await dialog.getByLabel('Reason').fill('   ');
    await dialog.getByRole('button', { name: 'Disable Account' }).click();
    await visible(page, 'A reason is required');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Reason').fill('  Wrote unkind prompts  ');
    await dialog.getByRole('button', { name: 'Disable Account' }).click();
    await visible(page, 'User Disabled');
    await expect.poll(() => row.getByTestId('disabled-reason').textContent(), { timeout: 15_000 }).toBe('Disabled: Wrote unkind prompts');

    // The user's open session is gone: the next request is refused.
    expect(await own.page.evaluate(async () => (await fetch('/api/ink-transactions', { credentials: 'include' })).status)).toBe(401);
    await logIn(own.page, user);
    await visible(own.page, 'Wrote unkind prompts');

    await row.getByRole('button', { name: 'Enable Account' }).click();
    await visible(page, 'User Enabled');
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Active');
    expect(await row.getByTestId('disabled-reason').count()).toBe(0);
    await ctx.close();

    await logIn(own.page, user);
    await expect.poll(() => new URL(own.page.url()).pathname, { timeout: 15_000 }).toBe('/');
    await expect.poll(() => pill(own.page).textContent(), { timeout: 15_000 }).toMatch(/^5\s*ink$/);
    await own.ctx.close();
  });

  it('takes the screenshots of the console tabs and the refund page at 375 and 1280', async () => {
    const { cookie } = await registerThroughGateway(newTestUser('shots'));
    const purchase = await buyThroughApi(cookie, 'starter');
    await askRefundThroughApi(cookie, purchase);
    for (const width of [375, 1280]) {
      const { ctx, page } = await contextWith(adminCookie, width);
      await openConsole(page);
      await expect.poll(() => page.getByTestId('admin-refund-request').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await snap(page, `admin-refunds-${width}`);
      const pending = page.locator('[data-testid="admin-refund-request"][data-status="pending"]').first();
      await pending.getByRole('button', { name: 'Process' }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 15_000 }).toBe(true);
      await settled(page);
      await snap(page, `admin-process-${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Users' }).click();
      await expect.poll(() => page.getByTestId('admin-user').count(), { timeout: 15_000 }).toBeGreaterThan(1);
      await expect.poll(() => page.getByTestId('admin-user-count').textContent()).toMatch(/^[\d,]+ users$/);
      await snap(page, `admin-users-${width}`);
      // The search goes to the server once typing pauses; the count is then the server's total of what matches.
      await page.getByLabel('Search users').fill('shots');
      await expect
        .poll(() => page.getByTestId('admin-user-count').textContent(), { timeout: 15_000 })
        .toMatch(/^[\d,]+ users? match(es)?$/);
      expect(await page.getByTestId('admin-user').count()).toBeGreaterThan(0);
      for (const row of await page.getByTestId('admin-user').all()) expect((await row.textContent())?.toLowerCase()).toContain('shots');
      await snap(page, `admin-users-search-${width}`);
      await page.getByLabel('Search users').fill('');
      const disable = page.getByRole('button', { name: 'Disable Account' }).first();
      await disable.click();
      await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 15_000 }).toBe(true);
      await settled(page);
      await snap(page, `admin-reason-dialog-${width}`);
      await page.keyboard.press('Escape');
      await ctx.close();

      const own = await contextWith(cookie, width);
      await own.page.goto('/refund-request');
      await expect.poll(() => own.page.getByTestId('refund-request').count(), { timeout: 15_000 }).toBe(1);
      await snap(own.page, `refund-request-${width}`);
      await own.ctx.close();
    }
  });
});
