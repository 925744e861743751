import fc from 'fast-check';
import { inject, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@inkspell/contracts';
import { adminSession, balanceOf, call, newUser } from './client';
import { badRequests, type BadRequest } from './fuzz-requests';
import { record } from './summary';

/** How many bad requests each endpoint gets (7 endpoints: over 10,000 in all). */
const perEndpoint = 1450;
const concurrency = 20;

interface Target {
  method: 'POST' | 'PATCH';
  path: string;
  caller: 'anonymous' | 'user' | 'admin';
  fields: readonly string[];
}

async function send(target: Target, request: BadRequest, cookie: string | undefined) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}${target.path}`, {
    method: target.method,
    headers: { origin: baseUrl, 'content-type': request.contentType, ...(cookie ? { cookie } : {}) },
    body: request.body,
  });
  const text = await res.text();
  const isErrorBody = (() => {
    try {
      return errorBodySchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  })();
  return { status: res.status, ok: res.status >= 400 && res.status < 500 && isErrorBody, text };
}

describe('malformed input: generated bad requests change nothing and answer the error body', () => {
  it('over 10,000 bad requests across the write endpoints: no 5xx, no 2xx, the spec error body, no state change', async () => {
    const user = await newUser('fuzzed');
    const admin = await adminSession();
    const pending = await call('/api/refund-requests', {
      cookie: user.cookie,
      body: { itemType: 'other', itemId: null, itemTitle: null, inkAmount: 1, reason: 'other', description: 'fuzz target' },
    });
    const refundId = (pending.body as { id: string }).id;
    const targets: Target[] = [
      {
        method: 'POST',
        path: '/api/auth/register',
        caller: 'anonymous',
        fields: ['username', 'email', 'password', 'firstName', 'lastName', 'referralCode'],
      },
      { method: 'POST', path: '/api/auth/login', caller: 'anonymous', fields: ['username', 'password', 'twoFactorCode'] },
      { method: 'POST', path: '/api/ink/create-payment-intent', caller: 'user', fields: ['packageId'] },
      { method: 'POST', path: '/api/ink/confirm-payment', caller: 'user', fields: ['paymentIntentId'] },
      {
        method: 'POST',
        path: '/api/refund-requests',
        caller: 'user',
        fields: ['itemType', 'itemId', 'itemTitle', 'inkAmount', 'reason', 'description'],
      },
      { method: 'PATCH', path: `/api/admin/refund-requests/${refundId}`, caller: 'admin', fields: ['status', 'adminNotes'] },
      { method: 'POST', path: '/api/contact-messages', caller: 'anonymous', fields: ['name', 'email', 'subject', 'message'] },
    ];
    const snapshot = async () => ({
      balance: await balanceOf(user.cookie),
      transactions: ((await call('/api/ink-transactions', { cookie: user.cookie })).body as unknown[]).length,
      refunds: JSON.stringify((await call('/api/admin/refund-requests', { cookie: admin })).body),
      users: ((await call('/api/admin/users', { cookie: admin })).body as unknown[]).length,
      messages: ((await call('/api/admin/contact-messages', { cookie: admin })).body as unknown[]).length,
      stillSignedIn: (await call('/api/auth/user', { cookie: user.cookie })).status,
    });
    const before = await snapshot();
    const seed = Date.now();
    const jobs = targets.flatMap((target) =>
      fc
        .sample(badRequests(target.fields), { numRuns: perEndpoint, seed: seed + target.path.length })
        .map((request) => ({ target, request })),
    );
    const cookieOf = { anonymous: undefined, user: user.cookie, admin };
    const failures: string[] = [];
    let next = 0;
    let resets = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < jobs.length) {
          const { target, request } = jobs[next++]!;
          // A kept-alive socket the gateway closed as it was reused resets without reading the request (seen about
          // once in 10,000 here): that is transport, not an answer to the input, so it is counted and sent once more.
          const cookie = cookieOf[target.caller];
          const answer = await send(target, request, cookie).catch(async () => {
            resets += 1;
            return send(target, request, cookie).catch((err: Error) => ({ status: 0, ok: false, text: err.message }));
          });
          if (!answer.ok && failures.length < 20) {
            failures.push(
              `${target.method} ${target.path} [${request.kind}] ${request.body.slice(0, 80)} → ${answer.status} ${answer.text.slice(0, 120)}`,
            );
          }
        }
      }),
    );
    const after = await snapshot();
    record({
      scenario: `malformed input (fast-check seed ${seed})`,
      requests: jobs.length,
      faults: jobs.length,
      expected: `${jobs.length} 4xx error bodies, state unchanged`,
      observed: `${jobs.length - failures.length}${failures.length >= 20 ? '-' : ''} as expected (${resets} connection resets resent), state ${JSON.stringify(after) === JSON.stringify(before) ? 'unchanged' : 'CHANGED'}`,
    });
    expect(jobs.length).toBeGreaterThanOrEqual(10_000);
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
  }, 300_000); // 10,150 requests: about 40 s on a quiet machine, minutes when other suites share its two cores.
});
