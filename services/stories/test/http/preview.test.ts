import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewAnswerSchema } from '@inkspell/contracts/stories';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
beforeAll(async () => {
  h = await startStories({ env: { PREVIEW_RATE_LIMIT: 3 } });
});
afterAll(async () => {
  await h?.close();
});

describe('the free preview', () => {
  it('answers an anonymous visitor with a short story and a new session id, for no ink', async () => {
    const res = await h.client(undefined, '198.51.100.1').post('/api/stories/preview', storyForm({ includeAudio: true }));
    expect(res.status).toBe(200);
    const preview = previewAnswerSchema.parse(res.body);
    expect(preview.category).toBe('space');
    expect(preview.content).toContain('Luna');
    expect(preview.content.split(/\s+/).length).toBeLessThan(250);
    expect(preview.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await h.client(undefined, '198.51.100.1').post('/api/stories/preview', storyForm());
    expect(again.body.sessionId).not.toBe(preview.sessionId);
  });

  it('refuses an unsafe prompt with the content-safety answer', async () => {
    const res = await h
      .client(undefined, '198.51.100.2')
      .post('/api/stories/preview', storyForm({ prompt: 'drinks beer and fights with a knife' }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ isContentSafetyError: true, code: 'content_unsafe' });
    expect(res.body.flaggedWords).toEqual(expect.arrayContaining(['beer']));
  });

  it('limits previews per client address and hour (the gateway’s X-Forwarded-For hop), with Retry-After', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 3; i += 1) expect((await h.client(undefined, ip).post('/api/stories/preview', storyForm())).status).toBe(200);
    const limited = await h.client(undefined, ip).post('/api/stories/preview', storyForm());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    expect((await h.client(undefined, '198.51.100.4').post('/api/stories/preview', storyForm())).status).toBe(200);
  });
});
