import type { StoryStreamEventName } from '@inkspell/contracts';

export interface ReceivedEvent {
  id: string | undefined;
  event: StoryStreamEventName;
  /** Checked by the test with the contract's schema for the event. */
  data: unknown;
  /** Milliseconds since the request was sent. */
  at: number;
}

/**
 * Reads a story's Server-Sent Events as EventSource would (id, event, data lines; comments counted) until the
 * stream ends or `stopAfter` says so, then closes it. Fails on an answer that is not an event stream.
 */
export async function readStoryEvents(
  url: string,
  headers: Record<string, string>,
  options: { stopAfter?: (event: ReceivedEvent, all: ReceivedEvent[]) => boolean; timeoutMs?: number } = {},
): Promise<{ status: number; contentType: string; events: ReceivedEvent[]; comments: number }> {
  const started = Date.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? 20_000);
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const contentType = res.headers.get('content-type') ?? '';
  const events: ReceivedEvent[] = [];
  let comments = 0;
  if (res.status !== 200 || !res.body) {
    clearTimeout(timer);
    await res.body?.cancel();
    return { status: res.status, contentType, events, comments };
  }
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments += 1;
          const colon = line.indexOf(':');
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        if (!fields.has('event')) continue;
        const received: ReceivedEvent = {
          id: fields.get('id'),
          event: fields.get('event') as StoryStreamEventName,
          data: JSON.parse(fields.get('data') ?? 'null'),
          at: Date.now() - started,
        };
        events.push(received);
        if (options.stopAfter?.(received, events)) {
          abort.abort();
          return { status: res.status, contentType, events, comments };
        }
      }
    }
  } catch (err) {
    if (!abort.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
  }
  return { status: res.status, contentType, events, comments };
}
