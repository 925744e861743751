import { PassThrough } from 'node:stream';
import type Koa from 'koa';
import type { RequestState } from '@inkspell/service-kit';
import type { StoryStreamItem } from '../domain/follow-story';

/** The Last-Event-ID a reconnecting EventSource sends: the stream sequence of the last event it got. */
export function lastEventIdOf(ctx: Koa.Context): number | undefined {
  const raw = ctx.get('Last-Event-ID');
  return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/** One event in the text/event-stream format: id (when it has one), event name, data as one line of JSON. */
export function eventText(item: StoryStreamItem): string {
  return `${item.id !== undefined ? `id: ${item.id}\n` : ''}event: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`;
}

/**
 * Answers with a Server-Sent Events stream of `events`: unbuffered, never compressed, a comment when nothing
 * else went out for `keepAliveMs` (so proxies keep it open), ended after the last event or when the client goes.
 */
export function sendEventStream(
  ctx: Koa.Context,
  events: (signal: AbortSignal) => AsyncIterable<StoryStreamItem> | Iterable<StoryStreamItem>,
  options: { keepAliveMs: number },
): void {
  const body = new PassThrough();
  const closed = new AbortController();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Accel-Buffering': 'no',
  });
  ctx.body = body;
  ctx.res.once('close', () => closed.abort());

  let keepAlive: NodeJS.Timeout | undefined;
  const wroteSomething = () => {
    clearTimeout(keepAlive);
    keepAlive = setTimeout(() => {
      body.write(': keep-alive\n\n');
      wroteSomething();
    }, options.keepAliveMs);
  };
  // How long EventSource waits before it reconnects after a cut: soon, as a story moves in seconds.
  body.write('retry: 2000\n\n');
  wroteSomething();
  void (async () => {
    try {
      for await (const item of events(closed.signal)) {
        body.write(eventText(item));
        wroteSomething();
      }
    } catch (err) {
      if (!closed.signal.aborted) (ctx.state as RequestState).log?.warn({ err }, 'story event stream failed; the client reconnects');
    } finally {
      clearTimeout(keepAlive);
      body.end();
    }
  })();
}
