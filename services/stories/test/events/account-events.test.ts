import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { waitFor } from '@inkspell/service-kit/testing';
import { completeReferral } from '../../src/domain/account-events';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
// A small cap, so the cap's test stays short; each test has a sharer of its own.
const cap = 3;
beforeAll(async () => {
  h = await startStories({ env: { REFERRAL_BONUS_CAP_PER_30_DAYS: cap } });
});
afterAll(async () => {
  await h?.close();
});

async function sharedStory(sharer: TestUser) {
  const id = (await h.client(sharer).create(storyForm())).body.id as string;
  const { shareLink } = (await h.client(sharer).get(`/api/stories/${id}/share-link`)).body;
  return { id, code: new URL(shareLink).searchParams.get('ref')! };
}

/** A second link of the same sharer for the same story: the one an e-mail share makes. */
async function mailedCode(sharer: TestUser, storyId: string) {
  const body = { storyId, recipientName: 'Max', recipientEmail: 'max@example.com' };
  const { shareLink } = (await h.client(sharer).post('/api/stories/share', body)).body;
  return new URL(shareLink).searchParams.get('ref')!;
}

const completionsOf = async (sharerId: string) =>
  (
    await h.deps.db.execute(
      sql`select recipient_user_id, bonus_awarded from referral_completions where referrer_user_id = ${sharerId} order by completed_at`,
    )
  ).rows;

/** Waits until the ink service has granted everything stories published, then the sharer's balance. */
async function settledBalance(sharerId: string) {
  await h.caughtUp('stories-user-registered');
  await h.outboxDrained();
  await h.caughtUp('ink-referral-grant');
  return h.ink.balanceOf(sharerId);
}

const referralState = async (code: string) =>
  (await h.deps.db.execute(sql`select status, recipient_user_id, bonus_awarded from referrals where referral_code = ${code}`)).rows[0];

describe('user.registered with a referral code', () => {
  it('completes the referral once, even when the event is redelivered or repeated, and the sharer gets 3 ink once', async () => {
    const sharer = h.newUser();
    const { code } = await sharedStory(sharer);
    await h.holdsSettled();
    const balanceBefore = await h.ink.balanceOf(sharer.id);
    const friend = randomUUID();
    const event = { userId: friend, username: 'friend_of_luna', referralCode: code };
    const eventId = await h.publish('inkspell.user.registered', event);
    // The same event delivered again (same id), and a second event for the same new user (a retry upstream).
    await h.publish('inkspell.user.registered', event, eventId);
    await h.publish('inkspell.user.registered', event);
    await h.caughtUp('stories-user-registered');
    expect(await referralState(code)).toEqual({ status: 'completed', recipient_user_id: friend, bonus_awarded: true });
    // Published by the relay once the consumer's transaction has committed.
    await waitFor(async () => (await h.published('inkspell.referral.completed')).some((e) => e.referralCode === code), {
      what: 'referral.completed',
    });
    await h.outboxDrained();
    const completed = (await h.published('inkspell.referral.completed')).filter((e) => e.referralCode === code);
    expect(completed).toEqual([{ referralId: expect.any(String), referralCode: code, referrerUserId: sharer.id, recipientUserId: friend }]);
    await waitFor(async () => (await h.ink.balanceOf(sharer.id)) === balanceBefore + 3, { what: 'the sharer’s referral bonus' });
    await h.caughtUp('ink-referral-grant');
    expect(await h.ink.balanceOf(sharer.id)).toBe(balanceBefore + 3);
  });

  it('pays per friend: friends registering through one link at once each earn the sharer 3 ink, up to the cap', async () => {
    const sharer = h.newUser();
    const { code } = await sharedStory(sharer);
    await h.holdsSettled();
    const before = await h.ink.balanceOf(sharer.id);
    const friends = Array.from({ length: cap + 2 }, () => randomUUID());
    await Promise.all(
      friends.map((userId, i) => h.publish('inkspell.user.registered', { userId, username: `family_${i}`, referralCode: code })),
    );
    expect(await settledBalance(sharer.id)).toBe(before + 3 * cap);
    const completions = await completionsOf(sharer.id);
    expect(completions.map((c) => c.recipient_user_id).sort()).toEqual([...friends].sort());
    expect(completions.filter((c) => c.bonus_awarded)).toHaveLength(cap);
    expect((await h.published('inkspell.referral.completed')).filter((e) => e.referrerUserId === sharer.id)).toHaveLength(cap);
    expect((await h.ink.audit()).ok).toBe(true);
  });

  it('holds the cap when several instances complete friends of one sharer at the same moment', async () => {
    const sharer = h.newUser();
    const { code } = await sharedStory(sharer);
    // As two or three stories instances would, each in a transaction of its own; the cap is 1 here.
    const ports = { ...h.deps.ports, settings: { ...h.deps.ports.settings, referralBonusCap: 1 } };
    const outcomes = await Promise.all(
      [randomUUID(), randomUUID(), randomUUID()].map((userId) => completeReferral(ports, { userId, referralCode: code })),
    );
    expect(outcomes.sort()).toEqual(['bonus', 'over-cap', 'over-cap']);
  });

  it('never pays twice for one new user, not through two links of the same sharer at once', async () => {
    const sharer = h.newUser();
    const { id, code } = await sharedStory(sharer);
    const other = await mailedCode(sharer, id);
    await h.holdsSettled();
    const before = await h.ink.balanceOf(sharer.id);
    const friend = randomUUID();
    await Promise.all(
      [code, other, code].map((referralCode) =>
        h.publish('inkspell.user.registered', { userId: friend, username: 'twice_max', referralCode }),
      ),
    );
    expect(await settledBalance(sharer.id)).toBe(before + 3);
    expect(await completionsOf(sharer.id)).toEqual([{ recipient_user_id: friend, bonus_awarded: true }]);
  });

  it("tells a signed-in reader the sharer earned bonus ink only when that reader's sign-up earned it", async () => {
    const sharer = h.newUser();
    const { id, code } = await sharedStory(sharer);
    const friends = Array.from({ length: cap + 1 }, () => h.newUser());
    for (const friend of friends) {
      await h.publish('inkspell.user.registered', { userId: friend.id, username: friend.username, referralCode: code });
      await h.caughtUp('stories-user-registered');
    }
    const told = async (reader: TestUser) => (await h.client(reader).get(`/api/stories/${id}?ref=${code}`)).body.sharerEarnedBonus;
    expect(await told(friends[0]!)).toBe(true);
    // The friend past the cap, and a reader who signed up some other way.
    expect(await told(friends[cap]!)).toBe(false);
    expect(await told(h.newUser())).toBe(false);
  });

  it('does nothing for a self-referral or an unknown code', async () => {
    const sharer = h.newUser();
    const { code } = await sharedStory(sharer);
    await h.publish('inkspell.user.registered', { userId: sharer.id, username: sharer.username, referralCode: code });
    await h.publish('inkspell.user.registered', { userId: randomUUID(), username: 'someone_else', referralCode: 'notARealCode' });
    await h.caughtUp('stories-user-registered');
    expect(await referralState(code)).toEqual({ status: 'pending', recipient_user_id: null, bonus_awarded: false });
    expect((await h.published('inkspell.referral.completed')).filter((e) => e.referrerUserId === sharer.id)).toEqual([]);
  });

  it('lets a friend who registered read the shared story in full', async () => {
    const sharer = h.newUser();
    const { id, code } = await sharedStory(sharer);
    const friend = h.newUser();
    await h.publish('inkspell.user.registered', { userId: friend.id, username: friend.username, referralCode: code });
    await h.caughtUp('stories-user-registered');
    const res = await h.client(friend).get(`/api/stories/${id}?ref=${code}`);
    expect(res.body).toMatchObject({ isPartialContent: false, hasImages: true });
  });
});

describe('preview adoption', () => {
  it('moves an anonymous session’s previews into the account at registration; they stay previews', async () => {
    const { sessionId } = (await h.client(undefined, '192.0.2.10').post('/api/stories/preview', storyForm({ characterName: 'Pip' }))).body;
    const user = h.newUser();
    await h.publish('inkspell.user.registered', { userId: user.id, username: user.username, previewSessionId: sessionId });
    await h.caughtUp('stories-user-registered');
    const library = (await h.client(user).get('/api/stories')).body;
    expect(library).toHaveLength(1);
    expect(library[0]).toMatchObject({ characterName: 'Pip', isPreview: true, userId: user.id, inkCost: 0, sessionId });
  });

  it('moves them at login too, and never out of an account that already has them', async () => {
    const { sessionId } = (await h.client(undefined, '192.0.2.11').post('/api/stories/preview', storyForm({ characterName: 'Kit' }))).body;
    const user = h.newUser();
    const thief = h.newUser();
    await h.publish('inkspell.user.logged-in', { userId: user.id, previewSessionId: sessionId });
    await h.caughtUp('stories-preview-adoption');
    await h.publish('inkspell.user.logged-in', { userId: thief.id, previewSessionId: sessionId });
    await h.caughtUp('stories-preview-adoption');
    expect((await h.client(user).get('/api/stories')).body.map((s: { characterName: string }) => s.characterName)).toEqual(['Kit']);
    expect((await h.client(thief).get('/api/stories')).body).toEqual([]);
  });
});

describe('disabled accounts', () => {
  it('hide their shared stories from others while disabled, and show them again once enabled', async () => {
    const sharer = h.newUser();
    const { id, code } = await sharedStory(sharer);
    const url = `/api/stories/${id}?ref=${code}`;
    expect((await h.client().get(url)).status).toBe(200);
    await h.publish('inkspell.user.disabled', { userId: sharer.id, reason: 'Spam' });
    await h.caughtUp('stories-owner-disabled');
    expect((await h.client().get(url)).status).toBe(404);
    expect((await h.client(sharer).get(`/api/stories/${id}`)).status).toBe(200);
    await h.publish('inkspell.user.enabled', { userId: sharer.id });
    await h.caughtUp('stories-owner-enabled');
    expect((await h.client().get(url)).status).toBe(200);
  });
});
