import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { waitFor } from '@inkspell/service-kit/testing';
import { EngineError } from '../../src/domain/engines';
import { narrationText } from '../../src/domain/narrate-story';
import { parseWebVtt } from '../support/webvtt-cues';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
/** Set by a test: Spell fails every narration. */
let narratorBroken = false;
beforeAll(async () => {
  h = await startStories({
    env: { NARRATION_ATTEMPTS: 1 },
    engines: (real) => ({
      ...real,
      narrator: {
        narrate: (text) =>
          narratorBroken ? Promise.reject(new EngineError('narrator', 'synthesis-failed', 'no voice today')) : real.narrator.narrate(text),
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
});

describe('illustrations', () => {
  it('are served by content-addressed name as SVG, cached for a year, and cannot run script', async () => {
    const user = h.newUser();
    const id = (await h.client(user).create(storyForm())).body.id;
    const story = (await h.client(user).get(`/api/stories/${id}`)).body;
    const res = await h.client().get(story.imageUrls[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.bytes.toString('utf8')).toContain('<svg');
  });
});

describe('narration', () => {
  // Synthesis takes a core for seconds and the machine may be busy with other suites: a longer limit.
  it('runs after the story is saved: the answer does not wait, then the MP3 arrives and seeks by range', async () => {
    const user = h.newUser();
    const created = await h.client(user).create(storyForm({ includeAudio: true }));
    expect(created.status).toBe(202);
    const right = (await h.client(user).get(`/api/stories/${created.body.id}`)).body;
    expect(right.hasAudio).toBe(true);
    const story = await waitFor(
      async () => {
        const s = (await h.client(user).get(`/api/stories/${created.body.id}`)).body;
        return s.audioUrl ? s : undefined;
      },
      { what: 'the narration', timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(story.audioUrl).toMatch(/^\/api\/stories\/assets\/[a-f0-9]{32}\.mp3$/);
    const mp3 = await h.client().get(story.audioUrl);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3.headers.get('accept-ranges')).toBe('bytes');
    expect(mp3.bytes.length).toBeGreaterThan(10_000);
    const part = await fetch(`${h.service.baseUrl}${story.audioUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    // The read-along timings beside it: one cue per word Spell read (the title, then the story).
    expect(story.timingsUrl).toMatch(/^\/api\/stories\/assets\/[a-f0-9]{32}\.vtt$/);
    const vtt = await h.client().get(story.timingsUrl);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { cues } = parseWebVtt(vtt.bytes.toString('utf8'));
    expect(cues.map((c) => c.text)).toEqual(narrationText(story).split(/\s+/).filter(Boolean));
    await h.holdsSettled();
    expect(await h.ink.balanceOf(user.id)).toBe(5 - 3);
  }, 90_000);

  it('that fails leaves no player and gives the narration’s ink back', async () => {
    const user = h.newUser();
    narratorBroken = true;
    try {
      const id = (await h.client(user).create(storyForm({ includeAudio: true }))).body.id;
      await waitFor(async () => (await h.client(user).get(`/api/stories/${id}`)).body.hasAudio === false, {
        what: 'narration given up',
        timeoutMs: 20_000,
      });
      expect((await h.client(user).get(`/api/stories/${id}`)).body).toMatchObject({ audioUrl: null, timingsUrl: null });
      const job = await h.deps.db.execute(sql`select status, attempts, last_error from narration_jobs where story_id = ${id}`);
      expect(job.rows).toEqual([{ status: 'failed', attempts: 1, last_error: expect.stringContaining('no voice today') }]);
    } finally {
      narratorBroken = false;
    }
    // 3 ink for a short narrated story, then the narration's 1 back.
    await waitFor(async () => (await h.ink.balanceOf(user.id)) === 5 - 3 + 1, { what: 'the narration refund' });
    expect((await h.ink.audit()).ok).toBe(true);
  });
});
