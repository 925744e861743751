import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { analyticsEventsPath, analyticsLimits } from '@inkspell/contracts';
import { startAdmin, type AdminHarness } from '../support/admin-harness';
import { adminTables, fingerprintOf } from '../support/fingerprint';

const analyticsLimit = 10;

let admin: AdminHarness;
beforeAll(async () => {
  admin = await startAdmin({ env: { ANALYTICS_RATE_LIMIT: analyticsLimit } });
});
afterAll(async () => {
  await admin?.close();
});

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

/** An event from one client address (X-Forwarded-For, as the gateway sends it), optionally signed in. */
async function track(body: unknown, ip: string, token?: string) {
  const res = await fetch(`${admin.baseUrl}${analyticsEventsPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined };
}

interface Row {
  type: string;
  route: string | null;
  name: string | null;
  user_id: string | null;
  properties: Record<string, unknown>;
}
const rows = async (): Promise<Row[]> =>
  (await admin.deps.db.execute(sql`select type, route, name, user_id, properties from analytics_events order by created_at, id`))
    .rows as unknown as Row[];

describe('POST /api/analytics/events', () => {
  it.each([
    ['/', '/'],
    ['/contact', '/contact'],
    ['/story/3f0c8a1e-2b4d-4c6e-8f10-123456789abc', '/story/:id'],
    ['/story/static-sample-2', '/story/:id'],
    ['/collection/c0ffee00-1234-4abc-8def-0123456789ab', '/collection/:collectionId'],
    ['/admin-management-console', '/admin-management-console'],
    ['/no/such/page/2024-01-01', '/no/such/page/:id'],
  ])('counts a page view of %s as the route %s, anonymously', async (path, route) => {
    const before = (await rows()).length;
    const res = await track({ type: 'page_view', route: path }, freshIp());
    expect(res.status).toBe(204);
    const added = (await rows()).slice(before);
    expect(added).toEqual([{ type: 'page_view', route, name: null, user_id: null, properties: {} }]);
  });

  it('keeps a named event with its properties and the signed-in user id, nothing else about them', async () => {
    const user = { id: randomUUID(), username: 'luna', role: 'user' as const };
    const properties = { category: 'adventure', length: 'short', withAudio: true, inkCost: 3 };
    const res = await track({ type: 'event', name: 'story_created', properties }, freshIp(), await admin.run.keys.sign(user));
    expect(res.status).toBe(204);
    expect((await rows()).at(-1)).toEqual({ type: 'event', route: null, name: 'story_created', user_id: user.id, properties });
  });

  it.each<[string, unknown]>([
    ['no type', { route: '/' }],
    ['an unknown type', { type: 'click', route: '/' }],
    ['a page view without a route', { type: 'page_view' }],
    ['a relative route', { type: 'page_view', route: 'contact' }],
    ['a route with a query string', { type: 'page_view', route: '/story/1?ref=ABC' }],
    ['a route over the limit', { type: 'page_view', route: `/${'a'.repeat(analyticsLimits.routeLength)}` }],
    ['a page view carrying a user id', { type: 'page_view', route: '/', userId: randomUUID() }],
    ['an unknown event name', { type: 'event', name: 'password_typed' }],
    ['an unknown property key', { type: 'event', name: 'login', properties: { email: 'ada@example.com' } }],
    [
      'a property value over the limit',
      { type: 'event', name: 'login', properties: { via: 'x'.repeat(analyticsLimits.propertyTextLength + 1) } },
    ],
    ['a nested property value', { type: 'event', name: 'login', properties: { via: { deep: true } } }],
  ])('refuses %s with a 400 and stores nothing', async (_name, body) => {
    const before = await fingerprintOf(admin.deps.db, adminTables);
    const res = await track(body, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ isValidationError: true, code: 'validation_failed' });
    expect(await fingerprintOf(admin.deps.db, adminTables)).toBe(before);
  });

  it(`takes ${analyticsLimit} events a minute from one address, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: analyticsLimit + 3 }, () => track({ type: 'page_view', route: '/create' }, ip)));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(analyticsLimit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(refused[0]!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await track({ type: 'page_view', route: '/create' }, freshIp())).status).toBe(204);
  });
});
