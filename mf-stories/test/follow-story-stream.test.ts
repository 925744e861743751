import { storyStreamEvents } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { followStoryStream, reopenDelayMs, streamReopenLimit, type StreamSource } from '../src/api/follow-story-stream';
import type { StoryStreamAction } from '../src/api/story-stream-state';
import { aStory } from './fixtures';

/** An EventSource stand-in: the test sends what the server would, and sees whether the page closed it. */
class FakeSource implements StreamSource {
  readyState = 1;
  closed = false;
  private listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string, data: unknown = {}) {
    const message = { data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  /** The server refused the stream (an HTTP error): EventSource gives up. */
  refuse() {
    this.readyState = 2;
    this.send('error');
  }
}

function follow(loadSchemas: () => Promise<typeof storyStreamEvents> = () => Promise.resolve(storyStreamEvents)) {
  const sources: FakeSource[] = [];
  const actions: StoryStreamAction[] = [];
  const finished: string[] = [];
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const stop = followStoryStream({
    url: '/api/stories/s1/events',
    loadSchemas,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    dispatch: (action) => actions.push(action),
    onFinished: (event) => finished.push(event.event),
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const source = () => sources[sources.length - 1]!;
  /** Runs the next scheduled reopen and waits for the new connection. */
  const reopen = async () => {
    const timer = timers[timers.length - 1]!;
    timer.run();
    await settle();
  };
  return { sources, source, actions, finished, timers, stop, reopen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following a story job on its stream', () => {
  it('opens the story events, then passes on each event that fits its schema and drops the rest', async () => {
    const stream = follow();
    await settle();
    expect(stream.source().url).toBe('/api/stories/s1/events');
    stream.source().send('status', { status: 'writing', title: 'The Map' });
    stream.source().send('paragraph', { index: 0, text: 'Once.' });
    stream.source().send('paragraph', { index: 'zero', text: 'Bad.' });
    stream.source().send('picture', 'not json');
    expect(stream.actions).toEqual([
      { event: 'connected' },
      { event: 'status', data: { status: 'writing', title: 'The Map' } },
      { event: 'paragraph', data: { index: 0, text: 'Once.' } },
    ]);
  });

  it('ready closes the stream and finishes with the story; nothing after it is passed on', async () => {
    const stream = follow();
    await settle();
    stream.source().send('ready', aStory());
    stream.source().send('paragraph', { index: 0, text: 'Late.' });
    expect(stream.source().closed).toBe(true);
    expect(stream.finished).toEqual(['ready']);
    expect(stream.actions.at(-1)).toEqual({ event: 'ready', data: aStory() });
  });

  it('failed closes the stream and finishes', async () => {
    const stream = follow();
    await settle();
    stream.source().send('failed', { reason: 'Too slow.', inkReturned: true });
    expect(stream.source().closed).toBe(true);
    expect(stream.finished).toEqual(['failed']);
  });

  it('a dropped connection is left to EventSource, which reconnects with Last-Event-ID itself', async () => {
    const stream = follow();
    await settle();
    stream.source().readyState = 0;
    stream.source().send('error');
    expect(stream.timers).toEqual([]);
    expect(stream.sources).toHaveLength(1);
  });

  it('a refused stream is opened again, later each time, and counts as a new connection (the server replays all)', async () => {
    const stream = follow();
    await settle();
    stream.source().refuse();
    expect(stream.timers.map((timer) => timer.ms)).toEqual([reopenDelayMs(1)]);
    await stream.reopen();
    expect(stream.sources).toHaveLength(2);
    expect(stream.actions.filter((action) => action.event === 'connected')).toHaveLength(2);
    stream.source().refuse();
    expect(stream.timers.map((timer) => timer.ms)).toEqual([reopenDelayMs(1), reopenDelayMs(2)]);
  });

  it(`after ${streamReopenLimit} refusals in a row the stream is lost`, async () => {
    const stream = follow();
    await settle();
    for (let attempt = 0; attempt < streamReopenLimit; attempt++) {
      stream.source().refuse();
      await stream.reopen();
    }
    stream.source().refuse();
    expect(stream.actions.at(-1)).toEqual({ event: 'lost' });
    expect(stream.sources).toHaveLength(streamReopenLimit + 1);
  });

  it('a stream that opened again starts the count of refusals afresh', async () => {
    const stream = follow();
    await settle();
    stream.source().refuse();
    await stream.reopen();
    stream.source().refuse();
    await stream.reopen();
    stream.source().send('open');
    stream.source().refuse();
    expect(stream.timers.map((timer) => timer.ms)).toEqual([reopenDelayMs(1), reopenDelayMs(2), reopenDelayMs(1)]);
  });

  it('stopping (the page is left) closes the stream and cancels a planned reopen', async () => {
    const stream = follow();
    await settle();
    stream.source().refuse();
    stream.stop();
    expect(stream.source().closed).toBe(true);
    expect(stream.timers[0]!.cancelled).toBe(true);
  });

  it('opens the stream before the schemas have loaded; what arrives first is passed on, in order, once they load', async () => {
    let loaded = (_: typeof storyStreamEvents) => {};
    const stream = follow(() => new Promise((resolve) => (loaded = resolve)));
    expect(stream.sources).toHaveLength(1);
    stream.source().send('status', { status: 'writing', title: 'The Map' });
    stream.source().send('paragraph', { index: 0, text: 'Once.' });
    expect(stream.actions).toEqual([{ event: 'connected' }]);
    loaded(storyStreamEvents);
    await settle();
    stream.source().send('paragraph', { index: 1, text: 'Twice.' });
    expect(stream.actions).toEqual([
      { event: 'connected' },
      { event: 'status', data: { status: 'writing', title: 'The Map' } },
      { event: 'paragraph', data: { index: 0, text: 'Once.' } },
      { event: 'paragraph', data: { index: 1, text: 'Twice.' } },
    ]);
  });

  it('stopping before the schemas have loaded closes the stream and passes nothing on', async () => {
    let loaded = (_: typeof storyStreamEvents) => {};
    const stream = follow(() => new Promise((resolve) => (loaded = resolve)));
    stream.source().send('paragraph', { index: 0, text: 'Once.' });
    stream.stop();
    loaded(storyStreamEvents);
    await settle();
    expect(stream.source().closed).toBe(true);
    expect(stream.actions).toEqual([{ event: 'connected' }]);
  });

  it('schemas that cannot be loaded lose the stream (the page offers a reload)', async () => {
    const stream = follow(() => Promise.reject(new Error('chunk failed')));
    await settle();
    expect(stream.actions).toEqual([{ event: 'connected' }, { event: 'lost' }]);
  });
});
