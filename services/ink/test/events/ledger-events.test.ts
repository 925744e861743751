import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inkApiPaths, inkGrantsAnswerSchema, type EventData } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  // The spec leaves the new user's referral bonus open; 2 here proves the setting is honoured.
  h = await startInk({ env: { REFERRAL_NEW_USER_BONUS: '2' } });
});
afterAll(async () => {
  await h?.close();
});

const history = async (userId: string) =>
  (await h.as(userId).get('/api/ink-transactions')).body as Array<{ type: string; amount: number; description: string }>;

const movementsWithKey = async (key: string) =>
  Number(
    ((await h.deps.db.execute(sql`select count(*) as n from ledger_transactions where idempotency_key = ${key}`)).rows[0] as { n: string })
      .n,
  );

const registered = (userId: string): EventData<'inkspell.user.registered'> => ({ userId, username: `luna_${userId.slice(0, 6)}` });

async function expectLedgerSound() {
  const report = await h.audit();
  expect(report.checks.filter((c) => c.breachCount > 0)).toEqual([]);
}

describe('welcome grant', () => {
  it('gives a registered user 5 ink once, however often the event comes', async () => {
    const userId = newUserId();
    const eventId = await h.publish('inkspell.user.registered', registered(userId));
    await h.publish('inkspell.user.registered', registered(userId), eventId); // the relay's duplicate
    await h.publish('inkspell.user.registered', registered(userId)); // another event for the same user
    await h.caughtUp('ink-welcome-grant');
    expect(await h.balanceOf(userId)).toBe(5);
    expect(await movementsWithKey(`welcome:${userId}`)).toBe(1);
    expect(await history(userId)).toEqual([expect.objectContaining({ type: 'welcome', amount: 5 })]);
  });

  it('shows 5 to a new account asked about before its event arrives, and the event then adds nothing', async () => {
    const userId = newUserId();
    expect(await h.send('ink.balance.get', { userId })).toEqual({ balance: 5 });
    await h.publish('inkspell.user.registered', registered(userId));
    await h.caughtUp('ink-welcome-grant');
    expect(await h.send('ink.balance.get', { userId })).toEqual({ balance: 5 });
    expect(await movementsWithKey(`welcome:${userId}`)).toBe(1);
  });

  it('opens one wallet when the first reads race each other and the event', async () => {
    const userId = newUserId();
    await Promise.all([
      h.publish('inkspell.user.registered', registered(userId)),
      ...Array.from({ length: 10 }, () => h.send('ink.balance.get', { userId })),
      h.as(userId).get('/api/ink/balance'),
      h.as(userId).get('/api/ink-transactions'),
    ]);
    await h.caughtUp('ink-welcome-grant');
    expect(await h.balanceOf(userId)).toBe(5);
    expect(await movementsWithKey(`welcome:${userId}`)).toBe(1);
  });
});

describe('referral grant', () => {
  it('gives the sharer 3 ink and the new user the configured bonus, once per friend', async () => {
    const sharer = newUserId();
    const friend = newUserId();
    const referral = { referralId: randomUUID(), referralCode: 'LUNA42', referrerUserId: sharer, recipientUserId: friend };
    await h.publish('inkspell.referral.completed', referral);
    await h.publish('inkspell.referral.completed', referral);
    await h.caughtUp('ink-referral-grant');
    expect(await h.balanceOf(sharer)).toBe(5 + 3);
    expect(await h.balanceOf(friend)).toBe(5 + 2);
    expect((await history(sharer))[0]).toMatchObject({
      type: 'referral',
      amount: 3,
      description: 'Referral bonus: a friend joined through your link',
    });
    expect((await history(friend))[0]).toMatchObject({
      type: 'referral',
      amount: 2,
      description: "Referral bonus: you joined through a friend's link",
    });
  });

  it('pays the sharer per friend, and once per friend whichever of the sharer’s links the events name, even at once', async () => {
    const sharer = newUserId();
    const friends = [newUserId(), newUserId()];
    const [familyLink, mailedLink] = [randomUUID(), randomUUID()];
    const completed = (referralId: string, friend: string) => ({
      referralId,
      referralCode: 'FAMILY',
      referrerUserId: sharer,
      recipientUserId: friend,
    });
    await Promise.all([
      h.publish('inkspell.referral.completed', completed(familyLink, friends[0]!)),
      h.publish('inkspell.referral.completed', completed(familyLink, friends[1]!)),
      // The same friend again, through the sharer's other link: no second bonus for either of them.
      h.publish('inkspell.referral.completed', completed(mailedLink, friends[0]!)),
    ]);
    await h.caughtUp('ink-referral-grant');
    expect(await h.balanceOf(sharer)).toBe(5 + 3 + 3);
    expect(await Promise.all(friends.map((f) => h.balanceOf(f)))).toEqual([5 + 2, 5 + 2]);
    expect(await movementsWithKey(`referral:${sharer}:${friends[0]}`)).toBe(1);
    await expectLedgerSound();
  });

  it('tells anyone, signed in or not, the bonuses it gives: the configured one for the new user', async () => {
    const answer = await h.request('GET', inkApiPaths.grants);
    expect(answer.status).toBe(200);
    expect(inkGrantsAnswerSchema.parse(answer.body)).toEqual({ welcome: 5, referralSharer: 3, referralNewUser: 2 });
    expect((await h.as(newUserId()).get(inkApiPaths.grants)).body).toEqual(answer.body);
  });

  it('gives nothing for following your own link', async () => {
    const user = newUserId();
    await h.publish('inkspell.referral.completed', {
      referralId: randomUUID(),
      referralCode: 'SELF',
      referrerUserId: user,
      recipientUserId: user,
    });
    await h.caughtUp('ink-referral-grant');
    expect(await h.balanceOf(user)).toBeNull();
  });
});

describe('refund credit', () => {
  it('credits an approved refund once, as a positive row that says what it refunds', async () => {
    const userId = newUserId();
    const refund = { refundRequestId: randomUUID(), userId, inkAmount: 4, itemTitle: 'The Dragon Who Lost Her Roar' };
    await h.publish('inkspell.refund.approved', refund);
    await h.publish('inkspell.refund.approved', refund);
    await h.caughtUp('ink-refund-credit');
    expect(await h.balanceOf(userId)).toBe(5 + 4);
    expect((await history(userId))[0]).toMatchObject({ type: 'bonus', amount: 4, description: 'Refund: The Dragon Who Lost Her Roar' });
  });

  it('moves nothing for a malformed refund (negative or fractional ink), and goes on with the next one', async () => {
    const userId = newUserId();
    const bad = (inkAmount: number) => ({ refundRequestId: randomUUID(), userId, inkAmount, itemTitle: null });
    await h.publish('inkspell.refund.approved', bad(-5));
    await h.publish('inkspell.refund.approved', bad(2.5));
    await h.publish('inkspell.refund.approved', bad(0));
    await h.publish('inkspell.refund.approved', bad(1));
    await h.caughtUp('ink-refund-credit');
    expect(await h.balanceOf(userId)).toBe(5 + 1);
    expect((await history(userId))[0]).toMatchObject({ type: 'bonus', amount: 1, description: 'Refund: ink refund' });
  });
});

describe('story events settle holds', () => {
  const newHold = async (userId: string, amount: number) =>
    (await h.send('ink.hold.create', { idempotencyKey: randomUUID(), userId, amount, description: 'Story: Pip and the Comet' })).holdId;

  it('captures the hold when the story is saved, and a redelivery changes nothing', async () => {
    const userId = newUserId();
    const holdId = await newHold(userId, 4);
    const generated = { storyId: randomUUID(), userId, holdId, inkCost: 4, category: 'space', title: 'Pip and the Comet' };
    await h.publish('inkspell.story.generated', generated);
    await h.publish('inkspell.story.generated', generated);
    await h.caughtUp('ink-hold-capture');
    expect(await h.balanceOf(userId)).toBe(1);
    await expect(h.send('ink.hold.release', { holdId, reason: 'too late' })).rejects.toMatchObject({ status: 409 });
    await expectLedgerSound();
  });

  it('releases the hold when generation fails; a late "generated" for it is acknowledged without effect', async () => {
    const userId = newUserId();
    const holdId = await newHold(userId, 3);
    await h.publish('inkspell.story.generation-failed', { userId, holdId, reason: 'engine timed out' });
    await h.caughtUp('ink-hold-release');
    expect(await h.balanceOf(userId)).toBe(5);
    await h.publish('inkspell.story.generated', { storyId: randomUUID(), userId, holdId, inkCost: 3, category: 'space', title: 'Late' });
    await h.caughtUp('ink-hold-capture');
    expect(await h.balanceOf(userId)).toBe(5);
    expect((await history(userId))[0]).toMatchObject({ type: 'usage', amount: 3, description: 'Returned: Story: Pip and the Comet' });
    await expectLedgerSound();
  });

  it("gives the narration's 1 ink back once, waiting for the capture when the failure arrives first", async () => {
    const userId = newUserId();
    const holdId = await newHold(userId, 5);
    const failed = { storyId: randomUUID(), userId, holdId, reason: 'speech engine crashed' };
    await h.publish('inkspell.story.narration-failed', failed);
    await h.publish('inkspell.story.narration-failed', failed);
    await h.redelivered('ink-narration-refund');
    expect(await h.balanceOf(userId)).toBe(0);
    await h.publish('inkspell.story.generated', {
      storyId: failed.storyId,
      userId,
      holdId,
      inkCost: 5,
      category: 'dragon',
      title: 'Ember',
    });
    await waitFor(async () => (await h.balanceOf(userId)) === 1, { what: 'narration ink returned after the capture', timeoutMs: 15_000 });
    await h.caughtUp('ink-narration-refund');
    expect(await h.balanceOf(userId)).toBe(1);
    expect(await movementsWithKey(`narration-refund:${holdId}`)).toBe(1);
    expect((await history(userId))[0]).toMatchObject({
      type: 'usage',
      amount: 1,
      description: 'Returned: narration of Story: Pip and the Comet',
    });
    await expectLedgerSound();
  });

  it('gives nothing back for a narration whose whole hold was already released', async () => {
    const userId = newUserId();
    const holdId = await newHold(userId, 2);
    await h.send('ink.hold.release', { holdId, reason: 'generation failed' });
    await h.publish('inkspell.story.narration-failed', { storyId: randomUUID(), userId, holdId, reason: 'no story to read' });
    await h.caughtUp('ink-narration-refund');
    expect(await h.balanceOf(userId)).toBe(5);
  });
});
