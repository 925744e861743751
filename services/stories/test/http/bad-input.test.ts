import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
let owner: TestUser;
let other: TestUser;
let ownStoryId: string;
let othersStoryId: string;
beforeAll(async () => {
  h = await startStories();
  owner = h.newUser();
  other = h.newUser();
  await h.ink.fund(owner.id, 20);
  ownStoryId = (await h.client(owner).create(storyForm())).body.id;
  othersStoryId = (await h.client(other).create(storyForm())).body.id;
  // Let the captures land, so a fingerprint does not change under a test.
  await h.outboxDrained();
  await h.holdsSettled();
});
afterAll(async () => {
  await h?.close();
});

const long = (n: number) => 'a'.repeat(n);
const notFound = 'Story not found';

/** A body that names a story made in beforeAll is a function, read when the case runs. */
type Case = [name: string, method: string, url: () => string, body: unknown, status: number, message: string, who: 'owner' | 'anonymous'];
const cases: Case[] = [
  ['generate: nothing', 'POST', () => '/api/stories/generate', {}, 400, 'Character name is required', 'owner'],
  [
    'generate: empty hero name',
    'POST',
    () => '/api/stories/generate',
    storyForm({ characterName: '   ' }),
    400,
    'Character name is required',
    'owner',
  ],
  [
    'generate: over-long hero name',
    'POST',
    () => '/api/stories/generate',
    storyForm({ characterName: long(61) }),
    400,
    'Character name can be at most 60 characters',
    'owner',
  ],
  [
    'generate: empty prompt',
    'POST',
    () => '/api/stories/generate',
    storyForm({ prompt: '' }),
    400,
    'Please describe your adventure in at least 10 characters',
    'owner',
  ],
  [
    'generate: short prompt',
    'POST',
    () => '/api/stories/generate',
    storyForm({ prompt: 'a star' }),
    400,
    'Please describe your adventure in at least 10 characters',
    'owner',
  ],
  [
    'generate: over-long prompt',
    'POST',
    () => '/api/stories/generate',
    storyForm({ prompt: long(1001) }),
    400,
    'Please keep your adventure under 1000 characters',
    'owner',
  ],
  [
    'generate: unknown category',
    'POST',
    () => '/api/stories/generate',
    storyForm({ category: 'horror' }),
    400,
    'Please select a story category',
    'owner',
  ],
  [
    'generate: a sample spelling of a category',
    'POST',
    () => '/api/stories/generate',
    storyForm({ category: 'fairy_tale' }),
    400,
    'Please select a story category',
    'owner',
  ],
  [
    'generate: unknown age group',
    'POST',
    () => '/api/stories/generate',
    storyForm({ ageGroup: '18+' }),
    400,
    'Please select an age group',
    'owner',
  ],
  [
    'generate: unknown length',
    'POST',
    () => '/api/stories/generate',
    storyForm({ length: 'epic' }),
    400,
    'Please select a story length',
    'owner',
  ],
  [
    'generate: audio not a boolean',
    'POST',
    () => '/api/stories/generate',
    storyForm({ includeAudio: 'yes' }),
    400,
    'Invalid input: expected boolean, received string',
    'owner',
  ],
  [
    'generate: operator object as name',
    'POST',
    () => '/api/stories/generate',
    storyForm({ characterName: { $gt: '' } }),
    400,
    'Character name is required',
    'owner',
  ],
  ['generate: malformed JSON', 'POST', () => '/api/stories/generate', '{"characterName": "Lu', 400, '', 'owner'],
  ['generate: anonymous', 'POST', () => '/api/stories/generate', storyForm(), 401, 'Login Required', 'anonymous'],
  [
    'generate: unsafe hero name',
    'POST',
    () => '/api/stories/generate',
    storyForm({ characterName: 'Beer Baron' }),
    422,
    'Forbidden Spell Detected! This magic is meant for young wizards only. Please conjure up a new idea without grown-up secrets!',
    'owner',
  ],
  [
    'generate: unsafe prompt',
    'POST',
    () => '/api/stories/generate',
    storyForm({ prompt: 'finds a gun in the wood and shoots' }),
    422,
    'Forbidden Spell Detected! This magic is meant for young wizards only. Please conjure up a new idea without grown-up secrets!',
    'owner',
  ],
  [
    'preview: unknown category',
    'POST',
    () => '/api/stories/preview',
    storyForm({ category: 'horror' }),
    400,
    'Please select a story category',
    'anonymous',
  ],
  [
    'preview: empty hero name',
    'POST',
    () => '/api/stories/preview',
    storyForm({ characterName: '' }),
    400,
    'Character name is required',
    'anonymous',
  ],
  ['read: id that is not an id', 'GET', () => '/api/stories/abc', undefined, 404, notFound, 'owner'],
  ['read: id with a path in it', 'GET', () => '/api/stories/..%2F..%2Fetc%2Fpasswd', undefined, 404, notFound, 'owner'],
  ['read: someone else’s private story', 'GET', () => `/api/stories/${othersStoryId}`, undefined, 404, notFound, 'owner'],
  [
    'read: a ref for another story',
    'GET',
    () => `/api/stories/${othersStoryId}?ref=${refOfOwnStory}`,
    undefined,
    404,
    notFound,
    'anonymous',
  ],
  ['delete: someone else’s story', 'DELETE', () => `/api/stories/${othersStoryId}`, undefined, 404, notFound, 'owner'],
  ['delete: id that is not an id', 'DELETE', () => '/api/stories/1%20or%201=1', undefined, 404, notFound, 'owner'],
  ['delete: anonymous', 'DELETE', () => `/api/stories/${ownStoryId}`, undefined, 401, 'Login Required', 'anonymous'],
  [
    'continue: someone else’s story',
    'POST',
    () => `/api/stories/${othersStoryId}/continue`,
    { includeAudio: false },
    404,
    notFound,
    'owner',
  ],
  ['continue: id that is not an id', 'POST', () => '/api/stories/nope/continue', { includeAudio: true }, 404, notFound, 'owner'],
  [
    'continue: audio not a boolean',
    'POST',
    () => `/api/stories/${ownStoryId}/continue`,
    { includeAudio: 1 },
    400,
    'Invalid input: expected boolean, received number',
    'owner',
  ],
  ['share link: someone else’s story', 'GET', () => `/api/stories/${othersStoryId}/share-link`, undefined, 404, notFound, 'owner'],
  [
    'share: someone else’s story',
    'POST',
    () => '/api/stories/share',
    () => ({ storyId: othersStoryId, recipientName: 'Max', recipientEmail: 'max@example.com' }),
    404,
    notFound,
    'owner',
  ],
  [
    'share: no story id',
    'POST',
    () => '/api/stories/share',
    { recipientName: 'Max', recipientEmail: 'max@example.com' },
    400,
    'Story ID is required',
    'owner',
  ],
  [
    'share: blank recipient name',
    'POST',
    () => '/api/stories/share',
    () => ({ storyId: ownStoryId, recipientName: ' ', recipientEmail: 'max@example.com' }),
    400,
    'Recipient name is required',
    'owner',
  ],
  [
    'share: bad e-mail',
    'POST',
    () => '/api/stories/share',
    () => ({ storyId: ownStoryId, recipientName: 'Max', recipientEmail: 'max' }),
    400,
    'Valid email is required',
    'owner',
  ],
  [
    'share: header injection in e-mail',
    'POST',
    () => '/api/stories/share',
    () => ({ storyId: ownStoryId, recipientName: 'Max', recipientEmail: 'a@b.co\r\nBcc: x@y.z' }),
    400,
    'Valid email is required',
    'owner',
  ],
  ['asset: traversal', 'GET', () => '/api/stories/assets/..%2F..%2Fpackage.json', undefined, 404, 'Not found', 'anonymous'],
  ['asset: unknown name', 'GET', () => `/api/stories/assets/${'0'.repeat(32)}.svg`, undefined, 404, 'Not found', 'anonymous'],
];

let refOfOwnStory = '';
describe('bad input changes nothing: no row, no event, no ink moved', () => {
  beforeAll(async () => {
    const { shareLink } = (await h.client(owner).get(`/api/stories/${ownStoryId}/share-link`)).body;
    refOfOwnStory = new URL(shareLink).searchParams.get('ref')!;
  });

  it.each(cases)('%s', async (_name, method, url, body, status, message, who) => {
    const before = await h.fingerprint();
    const balanceBefore = await h.ink.balanceOf(owner.id);
    const res = await h
      .client(who === 'owner' ? owner : undefined)
      .request(method, url(), typeof body === 'function' ? (body as () => unknown)() : body);
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe('string');
    if (message) expect(res.body.message).toBe(message);
    expect(res.body.code).toBeTypeOf('string');
    if (status === 400) {
      expect(res.body.isValidationError).toBe(true);
      expect(res.body.fieldErrors).toBeTypeOf('object');
    }
    if (status === 422) {
      expect(res.body).toMatchObject({ isContentSafetyError: true, code: 'content_unsafe' });
      expect(res.body.flaggedWords.length).toBeGreaterThan(0);
    }
    expect(await h.fingerprint()).toBe(before);
    expect(await h.ink.balanceOf(owner.id)).toBe(balanceBefore);
  });
});
