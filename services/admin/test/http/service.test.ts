import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '@inkspell/contracts/areas';
import { startAdmin, type AdminHarness } from '../support/admin-harness';

let admin: AdminHarness;
beforeAll(async () => {
  admin = await startAdmin();
});
afterAll(async () => {
  await admin?.close();
});

/** A path under each API prefix the gateway sends here (area registry) that no route will ever serve. */
const unservedPaths = areas
  .find((area) => area.key === 'admin')!
  .service.apiPaths.map((pattern) => pattern.replace(/\/?\*$/, '/no/such/route'));

describe('the admin service over HTTP', () => {
  it('is ready once its own database and NATS answer', async () => {
    expect(await admin.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await admin.request('/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { postgres: 'ok', nats: 'ok' } },
    });
  });

  it.each(unservedPaths)('answers %s with the JSON 404 error body, for an administrator too', async (path) => {
    const res = await admin.request(path, { user: { id: '7a0e8f4e-5d1c-4c5b-9a44-8d7d0b0b2d11', username: 'spelladmin', role: 'admin' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ message: 'Not found', code: 'not_found', requestId: expect.any(String) });
  });

  it('refuses a token the gateway did not sign before any route runs', async () => {
    const res = await fetch(`${admin.baseUrl}${unservedPaths[0]}`, { headers: { authorization: 'Bearer not.a.token' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Login Required', code: 'unauthenticated' });
  });
});
