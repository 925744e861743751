import { describe, expect, inject, it } from 'vitest';
import { inkGrants } from '@inkspell/contracts';
import { referralQueryParam } from '@inkspell/contracts/stories';
import { connectNats, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { consumersCaughtUp } from './caught-up';
import { balanceOf, byStatus, call, newUser, settledStory } from './client';
import { record } from './summary';
import { storyRequest } from '../support/story-request';

interface Row {
  type: string;
  amount: number;
}

/** Registers `count` friends through the code at once; the ones that registered. */
async function friendsThrough(code: string, count: number, label: string) {
  const registrations = await Promise.allSettled(Array.from({ length: count }, (_, i) => newUser(`${label}${i}`, { referralCode: code })));
  return registrations.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
}

/** Waits until every consumer of the platform has handled what is published so far. */
async function everyConsumerCaughtUp() {
  const nc = await connectNats(inject('natsUrl'), 'reliability-referral');
  try {
    await consumersCaughtUp(nc, subjectsFor(inject('natsPrefix')));
  } finally {
    await nc.drain();
  }
}

const rowsOf = async (cookie: string) => (await call('/api/ink-transactions', { cookie })).body as Row[];

describe('concurrency: one referral link posted to a family group, 20 registrations at once', () => {
  it('pays per friend (ADR 0027): 3 ink to the sharer for each of the 20, one new-user bonus each; past the cap, nothing', async () => {
    const bonus = inject('referralNewUserBonus');
    const cap = inject('referralBonusCap');
    const sharer = await newUser('sharer');
    await waitFor(async () => (await balanceOf(sharer.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const story = await call('/api/stories/generate', {
      cookie: sharer.cookie,
      body: storyRequest(),
    });
    expect(story.status).toBe(202);
    const storyId = (story.body as { id: string }).id;
    // Written and its ink settled before the sharer's balance is read.
    expect((await settledStory(sharer.cookie, storyId)).status).toBe('ready');
    const link = await call(`/api/stories/${storyId}/share-link`, { cookie: sharer.cookie });
    const code = new URL((link.body as { shareLink: string }).shareLink).searchParams.get(referralQueryParam)!;
    const sharerBefore = await balanceOf(sharer.cookie);

    const friends = await friendsThrough(code, cap, 'friend');
    const paid = sharerBefore + cap * inkGrants.referralSharer;
    await waitFor(async () => (await balanceOf(sharer.cookie)) === paid, { what: 'a bonus per friend', timeoutMs: 60_000 });
    await everyConsumerCaughtUp();
    const sharerRows = (await rowsOf(sharer.cookie)).filter((r) => r.type === 'referral');
    const friendRows = await Promise.all(friends.map((f) => rowsOf(f.cookie)));
    const welcomes = friendRows.map((rows) => rows.filter((r) => r.type === 'welcome').length);
    const bonuses = friendRows.map((rows) => rows.filter((r) => r.type === 'referral').map((r) => r.amount));
    const sharerAfter = await balanceOf(sharer.cookie);

    // The cap is reached: more friends through the same link join, and earn the sharer (and themselves) nothing.
    const late = await friendsThrough(code, 3, 'late');
    await waitFor(async () => (await Promise.all(late.map((f) => balanceOf(f.cookie)))).every((b) => b === inkGrants.welcome), {
      what: 'the late friends’ welcome ink',
      timeoutMs: 20_000,
    });
    await everyConsumerCaughtUp();
    const lateBonuses = (await Promise.all(late.map((f) => rowsOf(f.cookie)))).flat().filter((r) => r.type === 'referral');
    const sharerFinal = await balanceOf(sharer.cookie);

    record({
      scenario: `${cap} concurrent registrations through one referral link, then 3 past the cap of ${cap}`,
      requests: cap + 3,
      faults: 0,
      expected: `${cap} registered, sharer +${cap * inkGrants.referralSharer} in ${cap} rows, ${cap} × 1 welcome, ${cap} new-user bonuses of ${bonus}; past the cap +0`,
      observed: `${friends.length} registered, sharer +${sharerAfter - sharerBefore} (${sharerRows.length} rows), welcomes ${JSON.stringify(byStatus(welcomes.map((status) => ({ status }))))} per user, ${bonuses.flat().length} new-user bonus(es); past the cap +${sharerFinal - sharerAfter}, ${lateBonuses.length} new-user bonus(es)`,
    });
    expect(friends).toHaveLength(cap);
    expect(sharerAfter - sharerBefore).toBe(cap * inkGrants.referralSharer);
    expect(sharerRows).toEqual(friends.map(() => expect.objectContaining({ amount: inkGrants.referralSharer })));
    expect(welcomes).toEqual(friends.map(() => 1));
    expect(bonuses).toEqual(friends.map(() => [bonus]));
    expect(late).toHaveLength(3);
    expect(sharerFinal).toBe(sharerAfter);
    expect(lateBonuses).toEqual([]);
  });
});
