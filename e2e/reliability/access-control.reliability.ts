import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import { accessMatrix, callers, meets, refusals, type Caller, type MatrixRow, type MatrixWorld } from './access-matrix';
import { admin, adminSession, balanceOf, call, newUser, password, settledStory } from './client';
import { servedRoutes } from './route-inventory';
import { settledState, stateChanges } from './state-fingerprint';
import { record } from './summary';
import { storyRequest } from '../support/story-request';

const cookies = {} as Record<Caller, string | undefined>;
const usernames = {} as Record<Caller, string>;
let world: MatrixWorld;

/** A session of its own for a cell that ends or replaces the one it is sent with (login, logout). */
async function sessionFor(caller: Caller, row: MatrixRow): Promise<string | undefined> {
  if (!row.consumesSession || caller === 'anonymous' || caller === 'disabled') return cookies[caller];
  const login = await call('/api/auth/login', {
    body: { username: usernames[caller], password: caller === 'admin' ? admin.password : password },
  });
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${sessionCookieName}=`));
}

/** Sends one cell: the row's request, from the caller. */
async function send(route: string, row: MatrixRow, caller: Caller) {
  const [method, template] = route.split(' ') as [string, string];
  const { path, body } = row.request(caller, world);
  const answer = await call(path ?? template, { method, cookie: await sessionFor(caller, row), body });
  return { cell: `${caller} ${method} ${path ?? template}`, status: answer.status, text: answer.text };
}

beforeAll(async () => {
  const [owner, other, disabled, target] = await Promise.all([newUser('owner'), newUser('other'), newUser('disabled'), newUser('target')]);
  const adminCookie = await adminSession();
  Object.assign(cookies, { anonymous: undefined, owner: owner.cookie, other: other.cookie, disabled: disabled.cookie, admin: adminCookie });
  Object.assign(usernames, { owner: owner.username, other: other.username, disabled: disabled.username, admin: admin.username });
  await waitFor(async () => (await balanceOf(owner.cookie)) > 0, { what: 'welcome ink', timeoutMs: 30_000 });
  // A pack bought, so the owner's allowed cells (a story, a chapter) never run out of ink.
  const bought = await call('/api/ink/create-payment-intent', { cookie: owner.cookie, body: { packageId: 'starter' } });
  expect((await call('/api/ink/confirm-payment', { cookie: owner.cookie, body: bought.body })).status).toBe(200);
  const story = await call('/api/stories/generate', {
    cookie: owner.cookie,
    body: storyRequest(),
  });
  const refund = await call('/api/refund-requests', {
    cookie: owner.cookie,
    body: { itemType: 'other', itemId: null, itemTitle: null, inkAmount: 1, reason: 'other', description: 'matrix' },
  });
  const intent = await call('/api/ink/create-payment-intent', { cookie: owner.cookie, body: { packageId: 'starter' } });
  const message = await call('/api/contact-messages', {
    body: { name: 'Matrix', email: 'matrix@example.com', subject: 'matrix target', message: 'The message the matrix marks read.' },
  });
  expect([story.status, refund.status, intent.status, message.status]).toEqual([202, 201, 200, 201]);
  // Written by its job before the matrix runs: a story still being written is its owner's alone, and its event
  // stream would stay open until it is ready.
  expect((await settledStory(owner.cookie, (story.body as { id: string }).id)).status).toBe('ready');
  const messages = (await call('/api/admin/contact-messages', { cookie: adminCookie })).body as { id: string; subject: string }[];
  const emails = await Promise.all(
    callers.map(async (c) => ((await call('/api/auth/user', { cookie: cookies[c] })).body as { email?: string } | null)?.email ?? ''),
  );
  world = {
    storyId: (story.body as { id: string }).id,
    refundId: (refund.body as { id: string }).id,
    paymentIntentId: (intent.body as { paymentIntentId: string }).paymentIntentId,
    messageId: messages.find((m) => m.subject === 'matrix target')!.id,
    targetUserId: target.id,
    email: Object.fromEntries(callers.map((c, i) => [c, emails[i]!])) as Record<Caller, string>,
    password: { anonymous: password, owner: password, other: password, disabled: password, admin: admin.password },
    ownerUsername: owner.username,
  };
  const disabling = await call(`/api/admin/users/${disabled.id}/disable`, {
    method: 'PATCH',
    cookie: adminCookie,
    body: { reason: 'matrix test' },
  });
  expect(disabling.status).toBe(200);
});

describe('access control: every route × {anonymous, owner, other user, disabled user, admin}', () => {
  it('the matrix lists exactly the routes the services serve', async () => {
    const served = await servedRoutes();
    const listed = Object.keys(accessMatrix);
    expect({ missing: served.filter((r) => !listed.includes(r)), stale: listed.filter((r) => !served.includes(r)) }).toEqual({
      missing: [],
      stale: [],
    });
  });

  it('refused cells (IDOR included) answer 401/403/404 and change no row and no ink anywhere', async () => {
    const cells = Object.entries(accessMatrix).flatMap(([route, row]) =>
      callers.filter((c) => refusals.has(row.expect[c])).map((caller) => ({ route, row, caller })),
    );
    const before = await settledState();
    const wrong: string[] = [];
    for (const { route, row, caller } of cells) {
      const answer = await send(route, row, caller);
      if (!meets(answer.status, row.expect[caller])) {
        wrong.push(`${answer.cell} → ${answer.status} (expected ${row.expect[caller]}) ${answer.text.slice(0, 120)}`);
      }
    }
    const changes = stateChanges(before, await settledState());
    const idor = cells.filter((c) => c.row.expect[c.caller] === 'hidden').length;
    record({
      scenario: `access matrix: refused cells (${idor} IDOR)`,
      requests: cells.length,
      faults: cells.length,
      expected: `${cells.length} refused, 0 rows or ink changed`,
      observed: `${cells.length - wrong.length} refused, ${changes.length ? `CHANGED: ${changes.join(', ')}` : 'nothing changed'}`,
    });
    expect(wrong).toEqual([]);
    expect(changes).toEqual([]);
  });

  it("after the refusals the owner's story, refund request and payment are still the owner's and untouched", async () => {
    const story = await call(`/api/stories/${world.storyId}`, { cookie: cookies.owner });
    const refund = ((await call('/api/refund-requests', { cookie: cookies.owner })).body as { id: string; status: string }[]).find(
      (r) => r.id === world.refundId,
    );
    const otherPurchases = ((await call('/api/ink-transactions', { cookie: cookies.other })).body as { type: string }[]).filter(
      (t) => t.type === 'purchase',
    );
    const otherRefunds = (await call('/api/refund-requests', { cookie: cookies.other })).body as { id: string }[];
    record({
      scenario: 'IDOR aftermath (story, refund request, payment intent)',
      requests: 4,
      faults: 0,
      expected: 'story 200 to owner, refund pending and not listed to other, other bought nothing',
      observed: `story ${story.status}, refund ${refund?.status}, listed to other ${otherRefunds.some((r) => r.id === world.refundId)}, other's purchases ${otherPurchases.length}`,
    });
    expect(story.status).toBe(200);
    expect(refund?.status).toBe('pending');
    expect(otherRefunds.map((r) => r.id)).not.toContain(world.refundId);
    expect(otherPurchases).toEqual([]);
  });

  it('allowed cells get in (the owner reads, continues, shares and deletes; the admin reviews)', async () => {
    const rows = Object.entries(accessMatrix);
    const ordered = [...rows.filter(([, r]) => !r.last), ...rows.filter(([, r]) => r.last)];
    const wrong: string[] = [];
    let sent = 0;
    for (const [route, row] of ordered) {
      for (const caller of callers.filter((c) => !refusals.has(row.expect[c]))) {
        const answer = await send(route, row, caller);
        sent += 1;
        if (!meets(answer.status, row.expect[caller])) {
          wrong.push(`${answer.cell} → ${answer.status} (expected ${row.expect[caller]}) ${answer.text.slice(0, 120)}`);
        }
      }
    }
    record({
      scenario: 'access matrix: allowed cells',
      requests: sent,
      faults: 0,
      expected: `${sent} let in`,
      observed: `${sent - wrong.length} let in`,
    });
    expect(wrong).toEqual([]);
  });
});
