import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StoryStreamEventName } from '@inkspell/contracts';

const root = path.resolve(import.meta.dirname, '../..');

import type { OpenAILatencies } from '@inkspell/stories-service/testing';

/** How long each endpoint of the OpenAI test server takes, in milliseconds (missing fields keep theirs). */
export type { OpenAILatencies };

/** What the suite uses of the stories service's OpenAI test server. */
export interface OpenAITestServer {
  baseURL: string;
  /** Every request in arrival order, with its JSON body. */
  requests: { path: string; body: Record<string, unknown> }[];
  setLatencies(latencies: Partial<OpenAILatencies>): void;
  close(): Promise<void>;
}

/** One event of a story's stream, as read by the stories service's own SSE client. */
export interface ReceivedEvent {
  id: string | undefined;
  event: StoryStreamEventName;
  data: unknown;
  /** Milliseconds since the request was sent. */
  at: number;
}

interface StoriesTesting {
  startOpenAITestServer(options: { latencies?: Partial<OpenAILatencies> }): Promise<OpenAITestServer>;
  readStoryEvents(
    url: string,
    headers: Record<string, string>,
    options?: { stopAfter?: (event: ReceivedEvent, all: ReceivedEvent[]) => boolean; timeoutMs?: number },
  ): Promise<{ status: number; contentType: string; events: ReceivedEvent[]; comments: number }>;
}

/**
 * The stories service's front door for other code's tests (`@inkspell/stories-service/testing`): its OpenAI test
 * server and its story-stream reader. Imported by path at run time, as route-inventory.ts imports the routers, so
 * the e2e typecheck stays out of the service's sources (they have their own).
 */
export async function storiesTesting(): Promise<StoriesTesting> {
  const file = path.join(root, 'services', 'stories', 'test', 'support', 'testing.ts');
  return (await import(pathToFileURL(file).href)) as StoriesTesting;
}
