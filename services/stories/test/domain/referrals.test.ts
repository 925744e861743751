import { describe, expect, it } from 'vitest';
import { adoptPreviews, completeReferral } from '../../src/domain/account-events';
import { generateStory } from '../../src/domain/generate-story';
import { previewStory } from '../../src/domain/preview-story';
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
} as const;

async function sharedStory() {
  const m = memoryPorts();
  const { id } = await generateStory(m.ports, form, sharer);
  const { shareLink: link } = await shareLink(m.ports, id, sharer.id);
  return { m, id, link, code: new URL(link).searchParams.get('ref')! };
}

describe('referrals', () => {
  it('hands out the same link while it is pending, and a link to the reader with the code', async () => {
    const { m, id, link } = await sharedStory();
    expect(link).toMatch(new RegExp(`^http://app.test/story/${id}\\?ref=[A-Za-z0-9_-]{12}$`));
    expect((await shareLink(m.ports, id, sharer.id)).shareLink).toBe(link);
    expect(m.referrals).toHaveLength(1);
  });

  it('completes once for a new user and publishes referral.completed once', async () => {
    const { m, code } = await sharedStory();
    expect(await completeReferral(m.ports, { userId: friend, referralCode: code })).toBe(true);
    expect(await completeReferral(m.ports, { userId: friend, referralCode: code })).toBe(false);
    expect(await completeReferral(m.ports, { userId: '66666666-6666-4666-8666-666666666666', referralCode: code })).toBe(false);
    expect(m.eventsOf('inkspell.referral.completed')).toEqual([
      { referralId: m.referrals[0]!.id, referralCode: code, referrerUserId: sharer.id, recipientUserId: friend },
    ]);
    expect(m.referrals[0]).toMatchObject({ status: 'completed', recipientUserId: friend, bonusAwarded: true });
  });

  it('does nothing for the sharer themself, an unknown code, or no code', async () => {
    const { m, code } = await sharedStory();
    expect(await completeReferral(m.ports, { userId: sharer.id, referralCode: code })).toBe(false);
    expect(await completeReferral(m.ports, { userId: friend, referralCode: 'nope' })).toBe(false);
    expect(await completeReferral(m.ports, { userId: friend })).toBe(false);
    expect(m.events.filter((e) => e.subject === 'inkspell.referral.completed')).toEqual([]);
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
