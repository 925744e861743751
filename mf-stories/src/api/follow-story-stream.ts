import type { StoryStreamEvent, StoryStreamEventName, storyStreamEvents } from '@inkspell/contracts';
import { parseStreamEvent, storyStreamEventNames, type StoryStreamAction } from './story-stream-state';

/** The part of an EventSource the story page uses (so tests can hand in a fake one). */
export interface StreamSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the server refused the stream (an HTTP error), so EventSource will not try again itself. */
const closedState = 2;

/** A stream the server closed for good (not a dropped connection, which EventSource retries itself) is opened again this often. */
export const streamReopenLimit = 5;
export const reopenDelayMs = (attempt: number) => 2000 * attempt;

export type FinishingEvent = Extract<StoryStreamEvent, { event: 'ready' | 'failed' }>;

export interface FollowStoryStreamOptions {
  url: string;
  /**
   * The contract's schemas, loaded once. The stream opens without waiting for them (on the create page they are
   * not loaded yet, and the first paragraph should not wait on a download); events that come first wait for them,
   * in the order they arrived.
   */
  loadSchemas: () => Promise<typeof storyStreamEvents>;
  open: (url: string) => StreamSource;
  dispatch: (action: StoryStreamAction) => void;
  /** `ready` or `failed` arrived; the stream is closed. */
  onFinished: (event: FinishingEvent) => void;
  schedule?: (run: () => void, ms: number) => () => void;
}

const scheduleWithTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * Follows a story job's Server-Sent Events (issue #22) until `ready` or `failed`: each event, checked against its
 * schema, goes to `dispatch`; one that does not fit is dropped. EventSource reconnects with Last-Event-ID by itself;
 * when the server refuses the stream it is opened again a few times (the server then replays everything so far),
 * after which the page is told the stream is lost. Returns the function that stops following.
 */
export function followStoryStream({
  url,
  loadSchemas,
  open,
  dispatch,
  onFinished,
  schedule = scheduleWithTimer,
}: FollowStoryStreamOptions) {
  let source: StreamSource | null = null;
  let cancelReopen = () => {};
  let attempts = 0;
  let stopped = false;
  let schemas: typeof storyStreamEvents | undefined;
  const waiting: { from: StreamSource; name: StoryStreamEventName; data: string }[] = [];

  const handle = (from: StreamSource, name: StoryStreamEventName, data: string) => {
    if (stopped || !schemas) return;
    const event = parseStreamEvent(schemas, name, data);
    if (!event) return;
    dispatch(event);
    if (event.event === 'ready' || event.event === 'failed') {
      stopped = true;
      from.close();
      onFinished(event);
    }
  };

  loadSchemas().then(
    (loaded) => {
      schemas = loaded;
      for (const { from, name, data } of waiting.splice(0)) handle(from, name, data);
    },
    () => {
      // Without the schemas no event can be checked: the page offers a reload, as for a lost stream.
      if (!stopped) dispatch({ event: 'lost' });
    },
  );

  const connect = () => {
    if (stopped) return;
    const current = open(url);
    source = current;
    dispatch({ event: 'connected' });
    for (const name of storyStreamEventNames) {
      current.addEventListener(name, (message) => {
        if (schemas) handle(current, name, message.data);
        else waiting.push({ from: current, name, data: message.data });
      });
    }
    current.addEventListener('open', () => {
      attempts = 0;
    });
    current.addEventListener('error', () => {
      // While connecting again EventSource is on it; only a refused stream (CLOSED) needs us.
      if (stopped || current.readyState !== closedState) return;
      if (attempts >= streamReopenLimit) {
        dispatch({ event: 'lost' });
        return;
      }
      attempts += 1;
      cancelReopen = schedule(connect, reopenDelayMs(attempts));
    });
  };

  connect();
  return () => {
    stopped = true;
    cancelReopen();
    source?.close();
  };
}
