import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Mp3Encoder } from '@breezystack/lamejs';
import { defaultStoryAnswer } from './openai-test-story';

/**
 * A local HTTP server that answers like the OpenAI API for the four endpoints the engines use, at the speed you
 * choose: a streamed chat completion arrives as `data: {chat.completion.chunk}` lines and `data: [DONE]`, token by
 * token, as OpenAI sends it. Each endpoint has a good default answer; a test replaces it to send malformed answers
 * or errors, and reads `requests` to see exactly what reached the "provider". Tests, e2e runs and the bench start it
 * in-process; `npm run openai:test-server` starts it on its own.
 */
export interface TestReply {
  status?: number;
  json?: unknown;
  body?: Uint8Array | string;
  contentType?: string;
  /** A chat answer's text: streamed token by token when the request asks `stream: true`, else one completion. */
  text?: string | null;
  /** Why the chat answer ended ('stop' unless told; 'length' is a story cut off at the token limit). */
  finishReason?: string;
}

export type TestRoute = '/v1/chat/completions' | '/v1/images/generations' | '/v1/audio/speech' | '/v1/moderations';

/** How long each endpoint takes, in milliseconds. A chat's tokens are spread evenly from the first to the total. */
export interface OpenAILatencies {
  chatFirstTokenMs: number;
  chatTotalMs: number;
  imageMs: number;
  speechMs: number;
  moderationMs: number;
}

/** Every answer at once. */
export const instant: OpenAILatencies = { chatFirstTokenMs: 0, chatTotalMs: 0, imageMs: 0, speechMs: 0, moderationMs: 0 };

/** About what OpenAI takes: a story in ~9 s (first token at 0.6 s), a picture ~12 s, speech 1.5 s a request. */
export const realSpeed: OpenAILatencies = {
  chatFirstTokenMs: 600,
  chatTotalMs: 9_000,
  imageMs: 12_000,
  speechMs: 1_500,
  moderationMs: 300,
};

export interface OpenAITestServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** `instant` unless told; missing fields are instant. */
  latencies?: Partial<OpenAILatencies>;
}

export interface OpenAITestServer {
  /** What OPENAI_BASE_URL should be: `http://host:port/v1`. */
  baseURL: string;
  port: number;
  /** Every request in arrival order, with its JSON body (`model`, `messages`, `prompt`, `input`, ...). */
  requests: { path: string; body: Record<string, unknown> }[];
  /** Replaces the answer of one endpoint until reset. */
  answer(path: TestRoute, reply: TestReply | ((body: Record<string, unknown>) => TestReply)): void;
  /** Changes the speed from the next request on (missing fields keep theirs). */
  setLatencies(latencies: Partial<OpenAILatencies>): void;
  /** Forgets the answers replaced and the requests seen (the speed stays). */
  reset(): void;
  close(): Promise<void>;
}

/** A chat answer with this text (null: a completion with no content). */
export function chatAnswer(text: string | null, finishReason = 'stop'): TestReply {
  return { text, finishReason };
}

/** A 1×1 PNG, as the images API would send base64-encoded. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Half a second of a 440 Hz tone as MP3, standing in for synthesised speech. */
export function toneMp3(seconds = 0.5): Uint8Array {
  const rate = 24_000;
  const samples = Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000),
  );
  const encoder = new Mp3Encoder(1, rate, 48);
  const parts = [encoder.encodeBuffer(samples), encoder.flush()].map((p) => new Uint8Array(p.buffer, p.byteOffset, p.byteLength));
  return new Uint8Array(Buffer.concat(parts));
}

let defaultSpeech: Uint8Array | undefined;

const defaults: Record<TestRoute, (body: Record<string, unknown>) => TestReply> = {
  '/v1/chat/completions': (body) => ({ text: defaultStoryAnswer(body) }),
  '/v1/images/generations': () => ({ json: { created: 1_700_000_000, data: [{ b64_json: tinyPng.toString('base64') }] } }),
  '/v1/audio/speech': () => ({ body: (defaultSpeech ??= toneMp3()), contentType: 'audio/mpeg' }),
  '/v1/moderations': (body) => {
    const inputs = (Array.isArray(body.input) ? body.input : [body.input]) as string[];
    return {
      json: {
        id: 'modr-test',
        model: typeof body.model === 'string' ? body.model : 'omni-moderation-latest',
        results: inputs.map((text) => {
          const flagged = /forbidden/i.test(text);
          return {
            flagged,
            categories: { violence: flagged, harassment: false },
            category_scores: { violence: flagged ? 0.9 : 0.01, harassment: 0.01 },
          };
        }),
      },
    };
  },
};

/** Starts the server; close it when done. */
export async function startOpenAITestServer(options: OpenAITestServerOptions = {}): Promise<OpenAITestServer> {
  let latencies: OpenAILatencies = { ...instant, ...options.latencies };
  let overrides: Partial<Record<TestRoute, (body: Record<string, unknown>) => TestReply>> = {};
  const requests: OpenAITestServer['requests'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] as TestRoute;
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    requests.push({ path, body });
    const handler = overrides[path] ?? defaults[path];
    if (!handler || req.method !== 'POST') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const reply = handler(body);
    const speed = latencies;
    if (path === '/v1/chat/completions' && reply.text !== undefined && reply.status === undefined) {
      if (body.stream === true) await streamChat(res, body, reply, speed, started);
      else
        await answerAfter(
          res,
          speed.chatTotalMs - (Date.now() - started),
          200,
          'application/json',
          JSON.stringify(completion(body, reply)),
        );
      return;
    }
    const delay = {
      '/v1/chat/completions': speed.chatTotalMs,
      '/v1/images/generations': speed.imageMs,
      '/v1/audio/speech': speed.speechMs,
      '/v1/moderations': speed.moderationMs,
    }[path];
    const [contentType, payload] =
      reply.json !== undefined ? ['application/json', JSON.stringify(reply.json)] : [reply.contentType ?? 'text/plain', reply.body ?? ''];
    await answerAfter(res, delay - (Date.now() - started), reply.status ?? 200, contentType, payload);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });
  // The SDK's fetch keeps sockets alive between calls; with Node's 5 s default the server may close one just as a
  // slow (loaded) narration reuses it, an ECONNRESET the real API's long keep-alive never causes.
  server.keepAliveTimeout = 120_000;
  server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port, address } = server.address() as AddressInfo;
  return {
    baseURL: `http://${address.includes(':') ? `[${address}]` : address}:${port}/v1`,
    port,
    requests,
    answer: (path, reply) => (overrides[path] = typeof reply === 'function' ? reply : () => reply),
    setLatencies: (changed) => (latencies = { ...latencies, ...changed }),
    reset: () => {
      overrides = {};
      requests.length = 0;
    },
    close: () => {
      // A streamed answer still running (a test that stopped reading) must not hold the close.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function answerAfter(res: ServerResponse, waitMs: number, status: number, contentType: string, payload: string | Uint8Array) {
  if (waitMs > 0) await sleep(waitMs);
  if (!res.destroyed) res.writeHead(status, { 'content-type': contentType }).end(payload);
}

const completionId = 'chatcmpl-test';
const created = 1_700_000_000;
const modelOf = (body: Record<string, unknown>) => (typeof body.model === 'string' ? body.model : 'gpt-4o-mini');

function completion(body: Record<string, unknown>, reply: TestReply) {
  return {
    id: completionId,
    object: 'chat.completion',
    created,
    model: modelOf(body),
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.text ?? null, refusal: null },
        finish_reason: reply.finishReason ?? 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * The answer as OpenAI streams it: a first chunk with the role, one chunk per token (a word and the spaces or line
 * breaks after it) on an even schedule from the first token to the total, a last chunk with the finish reason, then
 * `data: [DONE]`. Stops when the client goes away.
 */
async function streamChat(res: ServerResponse, body: Record<string, unknown>, reply: TestReply, speed: OpenAILatencies, started: number) {
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      id: completionId,
      object: 'chat.completion.chunk',
      created,
      model: modelOf(body),
      system_fingerprint: 'fp_test',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    })}\n\n`;
  const tokens = reply.text?.match(/\S+\s*|\s+/g) ?? [];
  let gone = false;
  res.on('close', () => (gone = true));
  const firstWait = speed.chatFirstTokenMs - (Date.now() - started);
  if (firstWait > 0) await sleep(firstWait);
  if (gone) return;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(chunk({ role: 'assistant', content: '', refusal: null }));
  const spread = Math.max(0, speed.chatTotalMs - speed.chatFirstTokenMs);
  for (const [i, token] of tokens.entries()) {
    const due = speed.chatFirstTokenMs + (tokens.length > 1 ? (spread * i) / (tokens.length - 1) : 0);
    const wait = due - (Date.now() - started);
    if (wait > 0) await sleep(wait);
    if (gone) return;
    res.write(chunk({ content: token }));
  }
  res.end(`${chunk({}, reply.finishReason ?? 'stop')}data: [DONE]\n\n`);
}
