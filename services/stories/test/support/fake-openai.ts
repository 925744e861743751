import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * A local HTTP server that answers like the OpenAI API for the four endpoints the engines use. Each
 * endpoint has a good default answer; a test replaces it to send malformed bodies or errors, and reads
 * `requests` to see exactly what reached the "provider".
 */
export interface FakeReply {
  status?: number;
  json?: unknown;
  body?: Uint8Array | string;
  contentType?: string;
}

export type FakeRoute = '/v1/chat/completions' | '/v1/images/generations' | '/v1/audio/speech' | '/v1/moderations';

export interface FakeOpenAI {
  baseURL: string;
  requests: { path: string; body: Record<string, unknown> }[];
  /** Replaces the answer of one endpoint until reset. */
  answer(path: FakeRoute, reply: FakeReply | ((body: Record<string, unknown>) => FakeReply)): void;
  reset(): void;
  close(): Promise<void>;
}

export const goodStory = {
  title: 'Mia and the Moon Lantern',
  content: 'Mia lived in Lantern Lake.\n\nOne night the moon lantern went out.\n\nMia and Pip lit it again, and everyone slept soundly.',
  preview: 'Mia lived in Lantern Lake. One night the moon lantern went out.',
  setting: 'Lantern Lake',
  openThread: 'a second lantern glowing under the water',
};

export function chatAnswer(content: string | null, finishReason = 'stop'): FakeReply {
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason, logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
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

const defaults: Record<FakeRoute, (body: Record<string, unknown>) => FakeReply> = {
  '/v1/chat/completions': () => chatAnswer(JSON.stringify(goodStory)),
  '/v1/images/generations': () => ({ json: { created: 1_700_000_000, data: [{ b64_json: tinyPng.toString('base64') }] } }),
  '/v1/audio/speech': () => ({ body: toneMp3(), contentType: 'audio/mpeg' }),
  '/v1/moderations': (body) => {
    const inputs = (Array.isArray(body.input) ? body.input : [body.input]) as string[];
    return {
      json: {
        id: 'modr-fake',
        model: 'omni-moderation-latest',
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

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let overrides: Partial<Record<FakeRoute, (body: Record<string, unknown>) => FakeReply>> = {};
  const requests: FakeOpenAI['requests'] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] as FakeRoute;
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
    if (reply.json !== undefined) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    } else {
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/plain' }).end(reply.body ?? '');
    }
  });
  // The SDK's fetch keeps sockets alive between calls; with Node's 5 s default the server may close one just as a
  // slow (loaded) narration reuses it, an ECONNRESET the real API's long keep-alive never causes.
  server.keepAliveTimeout = 120_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (path, reply) => (overrides[path] = typeof reply === 'function' ? reply : () => reply),
    reset: () => {
      overrides = {};
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
