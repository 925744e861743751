import { describe, expect, it } from 'vitest';
import { storySchema } from '@inkspell/contracts/stories';
import { storyAnswer, viewOf, type StoryView } from '../../src/domain/story-access';
import { storyRecord } from '../support/story-fixture';

const owner = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

describe('who may read a story', () => {
  type Case = [
    name: string,
    story: Parameters<typeof storyRecord>[0],
    viewer: { userId?: string; refMatchesStory: boolean },
    view: StoryView,
  ];
  const cases: Case[] = [
    ['the owner, private story', {}, { userId: owner, refMatchesStory: false }, 'full'],
    ['the owner, even while disabled', { ownerDisabled: true }, { userId: owner, refMatchesStory: false }, 'full'],
    ['another user, private story', {}, { userId: other, refMatchesStory: false }, 'none'],
    ['anonymous, private story', {}, { refMatchesStory: false }, 'none'],
    ['anonymous with a ref for this story', {}, { refMatchesStory: true }, 'partial'],
    ['another user with a ref for this story', {}, { userId: other, refMatchesStory: true }, 'full'],
    ['anonymous, public story', { isPublic: true }, { refMatchesStory: false }, 'partial'],
    ['another user, public story', { isPublic: true }, { userId: other, refMatchesStory: false }, 'full'],
    ['anonymous, public story of a disabled owner', { isPublic: true, ownerDisabled: true }, { refMatchesStory: true }, 'none'],
    ['another user, shared story of a disabled owner', { ownerDisabled: true }, { userId: other, refMatchesStory: true }, 'none'],
    ['anonymous, an unowned preview', { userId: null, isPreview: true }, { refMatchesStory: false }, 'none'],
  ];
  it.each(cases)('%s → %s', (_name, overrides, viewer, view) => {
    expect(viewOf(storyRecord({ userId: owner, ...overrides }), viewer)).toBe(view);
  });
});

describe('what a viewer receives', () => {
  it('gives the owner everything, in the contract shape', () => {
    const story = storyRecord({ sessionId: 'session-1' });
    const answer = storySchema.parse(storyAnswer(story, 'full', true));
    expect(answer).toMatchObject({
      content: story.content,
      prompt: story.prompt,
      imageUrls: story.imageUrls,
      audioUrl: story.audioUrl,
      timingsUrl: story.timingsUrl,
      sessionId: 'session-1',
    });
    expect(answer.isPartialContent).toBe(false);
    expect(answer.createdAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('cuts the partial answer: at most half the text, no pictures, no audio or timings, nothing that tells the ending', () => {
    const story = storyRecord({ sessionId: 'session-1' });
    const answer = storySchema.parse(storyAnswer(story, 'partial', false));
    expect(answer.isPartialContent).toBe(true);
    expect(answer.content.length).toBeLessThanOrEqual(story.content.length / 2);
    expect(story.content.startsWith(answer.content)).toBe(true);
    expect(answer).toMatchObject({
      hasImages: false,
      imageUrls: [],
      hasAudio: false,
      audioUrl: null,
      timingsUrl: null,
      sessionId: null,
      prompt: '',
    });
    expect(JSON.stringify(answer)).not.toContain('lost star and carried it home');
    expect(JSON.stringify(answer)).not.toContain('who lit the star');
  });

  it('gives a signed-in friend the whole story but not the owner’s prompt or preview session', () => {
    const answer = storyAnswer(storyRecord({ sessionId: 'session-1' }), 'full', false);
    expect(answer.isPartialContent).toBe(false);
    expect(answer).toMatchObject({ prompt: '', sessionId: null, metadata: { wordCount: 62 } });
    expect(answer.metadata).not.toHaveProperty('openThread');
  });

  it('cuts a preview that reaches past the first half', () => {
    const story = storyRecord({ content: 'Short tale. It ends soon.', preview: 'Short tale. It ends soon.' });
    const answer = storyAnswer(story, 'partial', false);
    expect(answer.preview).toBe(answer.content);
    expect(answer.preview.length).toBeLessThanOrEqual(story.content.length / 2);
  });
});
