import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyInkCost, storyStreamEvents, type Story } from '@inkspell/contracts';
import type { Engines } from '../../src/domain/engines';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';
import { readStoryEvents, type ReceivedEvent } from '../support/story-events-client';

/** A test sets it to make the engine think before its first paragraph, as a provider does before its first token. */
let thinkingMs = 0;

/** The offline engines, slowed to a pace where a reader can watch: each paragraph 80 ms, each picture 150 ms. */
const paced = (real: Engines): Engines => ({
  ...real,
  story: {
    generate: (request) => real.story.generate(request),
    write: (request, onPiece) =>
      real.story.write(request, async (piece) => {
        if (piece.kind === 'title') await sleep(thinkingMs);
        if (piece.kind === 'paragraph') await sleep(80);
        await onPiece(piece);
      }),
  },
  illustrator: { drawScene: async (request) => (await sleep(150), real.illustrator.drawScene(request)) },
});

/** Stories each instance started writing. */
const firstWrote = { stories: 0 };
const secondWrote = { stories: 0 };
const counted =
  (count: { stories: number }) =>
  (real: Engines): Engines => {
    const engines = paced(real);
    return {
      ...engines,
      story: {
        ...engines.story,
        write: (request, onPiece) => {
          count.stories += 1;
          return engines.story.write(request, onPiece);
        },
      },
    };
  };

let h: StoriesHarness;
beforeAll(async () => {
  // One job at a time per instance, so with two instances a burst of jobs must be shared.
  h = await startStories({ engines: counted(firstWrote), env: { STORY_STREAM_KEEPALIVE_SECONDS: 1, STORY_JOB_CONCURRENCY: 1 } });
});
afterAll(async () => {
  await h?.close();
});

async function tokenHeaders(user: TestUser | undefined, extra: Record<string, string> = {}) {
  const token = user ? await h.service.run.keys.sign(user) : undefined;
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-forwarded-for': '203.0.113.7', ...extra };
}

const eventsUrl = (baseUrl: string, id: string) => `${baseUrl}/api/stories/${id}/events`;
const paragraphsOf = (events: ReceivedEvent[]) =>
  events.filter((e) => e.event === 'paragraph').map((e) => storyStreamEvents.paragraph.parse(e.data));

/** Asks for a story and answers its id without waiting for the job. */
async function ask(user: TestUser, form = storyForm({ length: 'medium' })): Promise<string> {
  const res = await h.client(user).request('POST', '/api/stories/generate', form);
  expect(res.status).toBe(202);
  return res.body.id as string;
}

describe('a story’s event stream', () => {
  it('streams each paragraph as it is written, then the pictures, then the story as GET gives it', async () => {
    const user = h.newUser();
    const id = await ask(user);
    const stream = await readStoryEvents(eventsUrl(h.service.baseUrl, id), await tokenHeaders(user));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const names = stream.events.map((e) => e.event);
    expect(names.at(-1)).toBe('ready');
    expect(names.indexOf('paragraph')).toBeGreaterThan(-1);
    // Words come before pictures, pictures before ready; every event has an id a reconnect can resume from.
    expect(names.lastIndexOf('paragraph')).toBeLessThan(names.indexOf('picture'));
    expect(stream.events.every((e) => /^\d+$/.test(e.id ?? ''))).toBe(true);
    const ready = storyStreamEvents.ready.parse(stream.events.at(-1)!.data);
    const got = (await h.client(user).get(`/api/stories/${id}`)).body as Story;
    expect(ready).toEqual(got);
    expect(got.status).toBe('ready');
    expect(
      paragraphsOf(stream.events)
        .map((p) => p.text)
        .join('\n\n'),
    ).toBe(got.content);
    const pictures = stream.events.filter((e) => e.event === 'picture').map((e) => storyStreamEvents.picture.parse(e.data));
    expect(pictures.map((p) => p.url).sort()).toEqual([...got.imageUrls].sort());
    // Paced at 80 ms a paragraph: the first one arrives well before the story is ready.
    const firstParagraph = stream.events.find((e) => e.event === 'paragraph')!;
    expect(stream.events.at(-1)!.at - firstParagraph.at).toBeGreaterThan(200);
  });

  it('replays everything so far to a reader who connects late, and only what was missed after Last-Event-ID', async () => {
    const user = h.newUser();
    const id = await ask(user);
    const headers = await tokenHeaders(user);
    const firstTwo = await readStoryEvents(eventsUrl(h.service.baseUrl, id), headers, {
      stopAfter: (_e, all) => all.filter((x) => x.event === 'paragraph').length === 2,
    });
    const lastSeen = firstTwo.events.at(-1)!.id!;
    const rest = await readStoryEvents(eventsUrl(h.service.baseUrl, id), { ...headers, 'last-event-id': lastSeen });
    const seen = [...firstTwo.events, ...rest.events];
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(rest.events.every((e) => Number(e.id ?? Infinity) > Number(lastSeen) || e.event === 'ready')).toBe(true);
    const story = (await h.client(user).get(`/api/stories/${id}`)).body as Story;
    expect(
      paragraphsOf(seen)
        .map((p) => p.text)
        .join('\n\n'),
    ).toBe(story.content);

    // Long after: the whole story in one `ready`.
    const late = await readStoryEvents(eventsUrl(h.service.baseUrl, id), headers);
    expect(late.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('answers 404 to anyone but the owner while the story is written, as GET does', async () => {
    const owner = h.newUser();
    const id = await ask(owner);
    const stranger = await readStoryEvents(eventsUrl(h.service.baseUrl, id), await tokenHeaders(h.newUser()));
    const anonymous = await readStoryEvents(eventsUrl(h.service.baseUrl, id), await tokenHeaders(undefined));
    expect([stranger.status, anonymous.status]).toEqual([404, 404]);
    expect((await readStoryEvents(eventsUrl(h.service.baseUrl, 'not-an-id'), await tokenHeaders(owner))).status).toBe(404);
    await h.settled(id);
  });

  it('keeps a quiet stream open with a comment every keep-alive period (1 s here)', async () => {
    const user = h.newUser();
    thinkingMs = 2500;
    try {
      const id = await ask(user);
      const stream = await readStoryEvents(eventsUrl(h.service.baseUrl, id), await tokenHeaders(user));
      expect(stream.events.at(-1)!.event).toBe('ready');
      // 2.5 s of silence before the title: two comments at least, and the stream was not cut.
      expect(stream.comments).toBeGreaterThanOrEqual(2);
    } finally {
      thinkingMs = 0;
    }
  });

  it('tells a failed story’s reader why, with the ink returned', async () => {
    const failing = await startStories({
      engines: (real) => ({ ...real, illustrator: { drawScene: () => Promise.reject(new Error('paint spilled')) } }),
      env: { STORY_JOB_MAX_DELIVERIES: 1 },
    });
    try {
      const user = failing.newUser();
      const res = await failing.client(user).request('POST', '/api/stories/generate', storyForm());
      const token = await failing.service.run.keys.sign(user);
      const stream = await readStoryEvents(eventsUrl(failing.service.baseUrl, res.body.id as string), { authorization: `Bearer ${token}` });
      const failed = storyStreamEvents.failed.parse(stream.events.at(-1)!.data);
      expect(failed.inkReturned).toBe(true);
      await failing.holdsSettled();
      expect(await failing.ink.balanceOf(user.id)).toBe(5);
      expect(await failing.ink.holdStates(user.id)).toEqual(['released']);
      expect((await failing.client(user).get(`/api/stories/${res.body.id}`)).body).toMatchObject({
        status: 'failed',
        failureReason: failed.reason,
      });
    } finally {
      await failing.close();
    }
  });
});

describe('two stories instances', () => {
  it('share the jobs, and either serves any story’s events', async () => {
    const second = await h.anotherInstance(counted(secondWrote));
    const firstBefore = firstWrote.stories;
    const user = h.newUser();
    await h.ink.fund(user.id, 40);
    const ids = await Promise.all(Array.from({ length: 6 }, () => ask(user, storyForm({ length: 'short' }))));
    // Each story followed through the instance that did not take its POST.
    const streams = await Promise.all(
      ids.map(async (id, i) => readStoryEvents(eventsUrl(i % 2 ? h.service.baseUrl : second.baseUrl, id), await tokenHeaders(user))),
    );
    expect(streams.map((s) => s.events.at(-1)?.event)).toEqual(ids.map(() => 'ready'));
    await h.holdsSettled();
    expect(await h.ink.balanceOf(user.id)).toBe(45 - 6 * storyInkCost('short', false));
    expect((await h.ink.audit()).ok).toBe(true);
    expect(firstWrote.stories - firstBefore).toBeGreaterThan(0);
    expect(secondWrote.stories).toBeGreaterThan(0);
    expect(firstWrote.stories - firstBefore + secondWrote.stories).toBe(6);
  });
});
