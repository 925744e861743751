import { describe, expect, inject, it } from 'vitest';
import { inkGrants } from '@inkspell/contracts';
import { referralQueryParam } from '@inkspell/contracts/stories';
import { connectNats, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { consumersCaughtUp } from './caught-up';
import { balanceOf, byStatus, call, newUser } from './client';
import { record } from './summary';

interface Row {
  type: string;
  amount: number;
}

describe('concurrency: one referral link, 20 registrations at once', () => {
  it('the code completes once (ADR 0009): 3 ink to the sharer once, one new-user bonus, 20 welcome grants', async () => {
    const bonus = inject('referralNewUserBonus');
    const sharer = await newUser('sharer');
    await waitFor(async () => (await balanceOf(sharer.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const story = await call('/api/stories/generate', {
      cookie: sharer.cookie,
      body: {
        characterName: 'Mo',
        prompt: 'a dragon who is afraid of the dark',
        category: 'dragon',
        ageGroup: '3-6',
        length: 'short',
        includeAudio: false,
      },
    });
    expect(story.status).toBe(201);
    const link = await call(`/api/stories/${(story.body as { id: string }).id}/share-link`, { cookie: sharer.cookie });
    const code = new URL((link.body as { shareLink: string }).shareLink).searchParams.get(referralQueryParam)!;
    const sharerBefore = await balanceOf(sharer.cookie);

    const registrations = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => newUser(`friend${i}`, { referralCode: code })));
    const friends = registrations.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const nc = await connectNats(inject('natsUrl'), 'reliability-referral');
    try {
      await waitFor(async () => (await balanceOf(sharer.cookie)) > sharerBefore, { what: 'the referral bonus', timeoutMs: 30_000 });
      await consumersCaughtUp(nc, subjectsFor(inject('natsPrefix')));
    } finally {
      await nc.drain();
    }
    const sharerRows = ((await call('/api/ink-transactions', { cookie: sharer.cookie })).body as Row[]).filter(
      (r) => r.type === 'referral',
    );
    const friendRows = await Promise.all(
      friends.map(async (f) => (await call('/api/ink-transactions', { cookie: f.cookie })).body as Row[]),
    );
    const welcomes = friendRows.map((rows) => rows.filter((r) => r.type === 'welcome').length);
    const bonuses = friendRows.flatMap((rows) => rows.filter((r) => r.type === 'referral'));
    const sharerAfter = await balanceOf(sharer.cookie);
    record({
      scenario: '20 concurrent registrations through one referral link',
      requests: 20,
      faults: 0,
      expected: `20 registered, sharer +${inkGrants.referralSharer} once, 20 × 1 welcome, 1 new-user bonus of ${bonus}`,
      observed: `${friends.length} registered, sharer +${sharerAfter - sharerBefore} (${sharerRows.length} row), welcomes ${JSON.stringify(byStatus(welcomes.map((status) => ({ status }))))} per user, ${bonuses.length} new-user bonus(es) of ${bonuses.map((b) => b.amount).join('/')}`,
    });
    expect(friends).toHaveLength(20);
    expect(sharerAfter - sharerBefore).toBe(inkGrants.referralSharer);
    expect(sharerRows).toEqual([expect.objectContaining({ amount: inkGrants.referralSharer })]);
    expect(welcomes).toEqual(friends.map(() => 1));
    expect(bonuses).toEqual([expect.objectContaining({ amount: bonus })]);
  });
});
