import { storyMessages } from '@inkspell/contracts/stories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
let reader: TestUser;
beforeAll(async () => {
  h = await startStories();
  reader = h.newUser();
  await h.ink.fund(reader.id, 20);
});
afterAll(async () => {
  await h?.close();
});

const murderMystery = storyForm({ category: 'mystery', prompt: 'a murder mystery at the old lighthouse' });

/** Issue #23, ADR 0033: a murder in the mystery category is refused with a kind suggestion, before any ink moves. */
describe('a murder-mystery idea in the mystery category', () => {
  it('is refused for a preview with the kind suggestion, still as a content-safety answer', async () => {
    const res = await h.client(undefined, '198.51.100.31').post('/api/stories/preview', murderMystery);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: storyMessages.gentleMysteryOnly,
      code: 'gentle_mystery_only',
      isContentSafetyError: true,
      flaggedWords: ['murder'],
    });
  });

  it('is refused for a full story the same way, and no ink moves', async () => {
    const before = await h.fingerprint();
    const balance = await h.ink.balanceOf(reader.id);
    const res = await h.client(reader).create(storyForm({ category: 'mystery', prompt: 'who killed the butler in the library?' }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: storyMessages.gentleMysteryOnly, code: 'gentle_mystery_only', flaggedWords: ['killed'] });
    expect(await h.fingerprint()).toBe(before);
    expect(await h.ink.balanceOf(reader.id)).toBe(balance);
  });

  it('is the Forbidden Spell in another category, or with anything else unsafe in it', async () => {
    for (const form of [
      storyForm({ category: 'adventure', prompt: 'a murder mystery at the old lighthouse' }),
      storyForm({ category: 'mystery', prompt: 'a murder mystery with blood on the stairs' }),
    ]) {
      const res = await h.client(undefined, '198.51.100.32').post('/api/stories/preview', form);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: storyMessages.contentSafety, code: 'content_unsafe', isContentSafetyError: true });
    }
  });

  it('told the gentle way, is a mystery Spell writes', async () => {
    const res = await h
      .client(undefined, '198.51.100.33')
      .post('/api/stories/preview', storyForm({ category: 'mystery', prompt: 'who took the golden crown from the lighthouse?' }));
    expect(res.status).toBe(200);
  });
});
