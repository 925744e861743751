import { describe, expect, it } from 'vitest';
import { adoptPreviews, completeReferral } from '../../src/domain/account-events';
import { generateStory } from '../../src/domain/generate-story';
import { previewStory } from '../../src/domain/preview-story';
import { readStory } from '../../src/domain/read-stories';
import { shareByEmail, shareLink } from '../../src/domain/share-story';
import { memoryPorts } from '../support/memory-ports';

const sharer = { id: '33333333-3333-4333-8333-333333333333', username: 'luna_reads' };
const friend = '55555555-5555-4555-8555-555555555555';
const form = {
  characterName: 'Luna',
  prompt: 'finds a lost star in the wood',
  category: 'space',
  ageGroup: '7-10',
  length: 'short',
  includeAudio: false,
  heroPronouns: 'they',
} as const;

async function sharedStory() {
  const m = memoryPorts();
  const { id } = await generateStory(m.ports, form, sharer);
  await m.runJobs();
  const { shareLink: link } = await shareLink(m.ports, id, sharer.id);
  return { m, id, link, code: new URL(link).searchParams.get('ref')! };
}

describe('referrals', () => {
  it('hands out the same link for every friend, a link to the reader with the code', async () => {
    const { m, id, link, code } = await sharedStory();
    expect(link).toMatch(new RegExp(`^http://app.test/story/${id}\\?ref=[A-Za-z0-9_-]{12}$`));
    expect((await shareLink(m.ports, id, sharer.id)).shareLink).toBe(link);
    expect(await completeReferral(m.ports, { userId: friend, referralCode: code })).toBe('bonus');
    // A friend used it: the family group's next friend gets the same link, and it pays again.
    expect((await shareLink(m.ports, id, sharer.id)).shareLink).toBe(link);
    expect(m.referrals).toHaveLength(1);
  });

  it('pays per friend: every new user through the link earns the sharer one bonus, a new user only once', async () => {
    const { m, code } = await sharedStory();
    const second = '66666666-6666-4666-8666-666666666666';
    expect(await completeReferral(m.ports, { userId: friend, referralCode: code })).toBe('bonus');
    expect(await completeReferral(m.ports, { userId: friend, referralCode: code })).toBe('none');
    expect(await completeReferral(m.ports, { userId: second, referralCode: code })).toBe('bonus');
    const link = m.referrals[0]!;
    expect(m.eventsOf('inkspell.referral.completed')).toEqual([
      { referralId: link.id, referralCode: code, referrerUserId: sharer.id, recipientUserId: friend },
      { referralId: link.id, referralCode: code, referrerUserId: sharer.id, recipientUserId: second },
    ]);
    // The link reads as the spec's Referral from its first friend on; each friend is a completion of its own.
    expect(link).toMatchObject({ status: 'completed', recipientUserId: friend, bonusAwarded: true });
    expect(m.completions.map((c) => c.recipientUserId)).toEqual([friend, second]);
  });

  it('never pays twice for one new user, not through two links of the same sharer', async () => {
    const { m, id, code } = await sharedStory();
    const mailed = await shareByEmail(m.ports, { storyId: id, recipientName: 'Max', recipientEmail: 'max@example.com' }, sharer);
    const otherCode = new URL(mailed.shareLink).searchParams.get('ref')!;
    expect(await completeReferral(m.ports, { userId: friend, referralCode: code })).toBe('bonus');
    expect(await completeReferral(m.ports, { userId: friend, referralCode: otherCode })).toBe('none');
    expect(m.eventsOf('inkspell.referral.completed')).toHaveLength(1);
  });

  it('stops paying at the cap per sharer in a rolling 30 days; friends past it still complete, unpaid', async () => {
    const { m, code } = await sharedStory();
    m.ports.settings.referralBonusCap = 2;
    const friends = ['a', 'b', 'c'].map((x) => `${x.repeat(8)}-0000-4000-8000-000000000000`);
    const outcomes = [];
    for (const userId of friends) outcomes.push(await completeReferral(m.ports, { userId, referralCode: code }));
    expect(outcomes).toEqual(['bonus', 'bonus', 'over-cap']);
    expect(m.eventsOf('inkspell.referral.completed').map((e) => e.recipientUserId)).toEqual(friends.slice(0, 2));
    expect(m.completions.map((c) => c.bonusAwarded)).toEqual([true, true, false]);
    // Thirty days after the first two, the window has room again.
    m.advance(30 * 24 * 60 * 60 * 1000 + 1);
    expect(await completeReferral(m.ports, { userId: 'dddddddd-0000-4000-8000-000000000000', referralCode: code })).toBe('bonus');
  });

  it("tells the reader the sharer earned bonus ink only when this reader's sign-up earned it", async () => {
    const { m, id, code } = await sharedStory();
    m.ports.settings.referralBonusCap = 1;
    const late = '77777777-7777-4777-8777-777777777777';
    const stranger = '88888888-8888-4888-8888-888888888888';
    await completeReferral(m.ports, { userId: friend, referralCode: code });
    await completeReferral(m.ports, { userId: late, referralCode: code });
    const earned = async (userId?: string) =>
      (await readStory(m.ports, id, { ref: code, ...(userId ? { userId } : {}) })).sharerEarnedBonus;
    expect(await earned(friend)).toBe(true);
    // Past the cap: signed up through the link, earned the sharer nothing.
    expect(await earned(late)).toBe(false);
    // Signed up some other way, or not signed in.
    expect(await earned(stranger)).toBe(false);
    expect(await earned()).toBe(false);
    expect((await readStory(m.ports, id, { userId: sharer.id })).sharerEarnedBonus).toBe(false);
  });

  it('does nothing for the sharer themself, an unknown code, or no code', async () => {
    const { m, code } = await sharedStory();
    expect(await completeReferral(m.ports, { userId: sharer.id, referralCode: code })).toBe('none');
    expect(await completeReferral(m.ports, { userId: friend, referralCode: 'nope' })).toBe('none');
    expect(await completeReferral(m.ports, { userId: friend })).toBe('none');
    expect(m.events.filter((e) => e.subject === 'inkspell.referral.completed')).toEqual([]);
    expect(m.completions).toEqual([]);
  });

  it('e-mails a friend their own link; a mail that cannot go out still answers with the link', async () => {
    const { m, id } = await sharedStory();
    const request = { storyId: id, recipientName: 'Max', recipientEmail: 'max@example.com', personalMessage: 'Read this!' };
    const sent = await shareByEmail(m.ports, request, sharer);
    expect(sent).toEqual({ emailSent: true, message: 'Story shared with Max!', shareLink: expect.stringContaining('?ref=') });
    expect(m.mails[0]!.text).toContain('Read this!');
    expect(m.mails[0]!.text).toContain(sent.shareLink);
    m.failures.mail = true;
    const unsent = await shareByEmail(m.ports, request, sharer);
    expect(unsent.emailSent).toBe(false);
    expect(unsent.shareLink).toMatch(/\?ref=/);
    expect(m.referrals.map((r) => r.recipientEmail)).toEqual([null, 'max@example.com', 'max@example.com']);
  });
});

describe('preview adoption', () => {
  it('moves the anonymous session’s previews to the account once; they stay previews', async () => {
    const m = memoryPorts();
    const { sessionId } = await previewStory(m.ports, form, { ip: '203.0.113.9' });
    expect(m.stories[0]).toMatchObject({ userId: null, isPreview: true, inkCost: 0, sessionId });
    expect(await adoptPreviews(m.ports, { userId: friend, username: 'max_reads', previewSessionId: sessionId })).toBe(1);
    expect(m.stories[0]).toMatchObject({ userId: friend, username: 'max_reads', isPreview: true });
    // Already owned: another account holding the same session id takes nothing.
    expect(await adoptPreviews(m.ports, { userId: sharer.id, previewSessionId: sessionId })).toBe(0);
    expect(await adoptPreviews(m.ports, { userId: sharer.id })).toBe(0);
  });
});
