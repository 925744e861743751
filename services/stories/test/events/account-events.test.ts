import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { waitFor } from '@inkspell/service-kit/testing';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
beforeAll(async () => {
  h = await startStories();
});
afterAll(async () => {
  await h?.close();
});

async function sharedStory(sharer: TestUser) {
  const id = (await h.client(sharer).post('/api/stories/generate', storyForm())).body.id as string;
  const { shareLink } = (await h.client(sharer).get(`/api/stories/${id}/share-link`)).body;
  return { id, code: new URL(shareLink).searchParams.get('ref')! };
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
