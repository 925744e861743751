import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

type Form = { [key: string]: string | Form };

/** Stripe's request bodies are form-encoded with brackets for nesting: metadata[userId]=... */
function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]$/).filter(Boolean);
    let node = form;
    path.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Form;
    });
    node[path.at(-1)!] = value;
  }
  return form;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A local HTTP server that answers like Stripe's API for what the ink service uses (create and retrieve a
 * PaymentIntent), with Stripe's error shape; stripe-node talks to it through its host/port/protocol options.
 * It also plays the browser (pay) and Stripe's webhook sender (signed deliveries).
 */
export async function startFakeStripe() {
  const secretKey = `sk_test_${hex(12)}`;
  const webhookSecret = `whsec_${hex(16)}`;
  const intents = new Map<string, FakeIntent>();
  const calls: string[] = [];
  const signer = new Stripe(secretKey);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${hex(8)}` });
        res.end(JSON.stringify(body));
      };
      const path = new URL(req.url ?? '/', 'http://stripe.local').pathname;
      calls.push(`${req.method} ${path}`);
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const form = parseForm(Buffer.concat(chunks).toString('utf8'));
        const id = `pi_${hex(12)}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: typeof form.currency === 'string' ? form.currency : '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${hex(12)}`,
          metadata: (form.metadata ?? {}) as Record<string, string>,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(decodeURIComponent(retrieve[1]!));
        if (intent) return send(200, intent);
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${retrieve[1]}'`,
          },
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const intent = (id: string) => {
    const found = intents.get(id);
    if (!found) throw new Error(`fake Stripe has no intent ${id}`);
    return found;
  };

  return {
    url,
    secretKey,
    webhookSecret,
    intents,
    /** Requests the service made, as "METHOD /path". */
    calls,
    /** The customer paid in the browser (Stripe.js confirmed the intent). */
    pay(id: string) {
      intent(id).status = 'succeeded';
    },
    /** An intent made at Stripe by someone else's code, e.g. with an amount that is not a pack's price. */
    addIntent(fields: Partial<FakeIntent> & Pick<FakeIntent, 'amount' | 'metadata'>): FakeIntent {
      const id = `pi_${hex(12)}`;
      const made: FakeIntent = {
        id,
        object: 'payment_intent',
        currency: 'usd',
        status: 'succeeded',
        client_secret: `${id}_secret_${hex(12)}`,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        ...fields,
      };
      intents.set(id, made);
      return made;
    },
    /** A webhook delivery of an event about an intent: the exact body and its Stripe-Signature header. */
    webhook(id: string, options: { type?: string; secret?: string; timestamp?: number; eventId?: string } = {}) {
      const event = {
        id: options.eventId ?? `evt_${hex(12)}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: options.type ?? 'payment_intent.succeeded',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...intent(id) } },
      };
      const body = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { body, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
