import { describe, expect, it } from 'vitest';
import { publicUserSchema } from '@inkspell/contracts';
import { api, newTestUser, registerThroughGateway } from '../support/accounts';
import { accountsUrl, baseUrl, startPart, stopPart } from '../support/platform';
import { tokenSignedByPlatformKey, tokenSignedByStrangerKey } from '../support/tokens';

describe('the gateway in front of the real services', () => {
  it('gives the browser a JSON 503 within a second when a service is stopped', async () => {
    await stopPart('ink');
    try {
      const started = performance.now();
      const res = await fetch(`${baseUrl()}/api/ink-transactions`);
      const elapsed = performance.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { message: string };
      expect(body.message.length).toBeGreaterThan(0);
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await startPart('ink');
    }
  });

  it('answers API paths with the spec error body, never an HTML page', async () => {
    const res = await fetch(`${baseUrl()}/api/stories/does-not-exist/nothing`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
  });

  it('refuses a cross-site POST before it reaches a service', async () => {
    const res = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'someone', password: 'Secret!123' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Cross-site requests are not allowed');
  });

  it('carries a request id through to the answer', async () => {
    const res = await fetch(`${baseUrl()}/api/stories/x`, { headers: { 'x-request-id': 'e2e-trace-1' } });
    expect(res.headers.get('x-request-id')).toBe('e2e-trace-1');
  });
});

describe('identity at the gateway', () => {
  /**
   * Headers claiming to be `victim`, as an admin, with a token signed by the platform's own key. No service
   * reads x-user-*; gateway/test/identity.test.ts proves with an echoing upstream that none of them get through.
   */
  async function impersonating(victim: { id: string; username: string }) {
    return {
      authorization: `Bearer ${await tokenSignedByPlatformKey({ id: victim.id, username: victim.username, role: 'admin' })}`,
      'x-user-id': victim.id,
      'x-user-name': victim.username,
      'x-user-role': 'admin',
    };
  }

  it('strips a validly signed token sent from outside: only the session cookie says who you are', async () => {
    const { me: victim } = await registerThroughGateway(newTestUser('victim'));
    const forged = await impersonating(victim);

    // Control: accounts itself accepts this token, so only the gateway removing it can explain the 401 below.
    const direct = await fetch(`${accountsUrl()}/api/auth/user`, { headers: forged });
    expect(direct.status).toBe(200);
    expect(publicUserSchema.parse(await direct.json()).username).toBe(victim.username);

    const anonymous = await api('/api/auth/user', { headers: forged });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toBe('Login Required');

    // Signed in as someone else, the forged headers change nothing: the answer is the cookie's own user.
    const alice = newTestUser('alice');
    const { cookie } = await registerThroughGateway(alice);
    const signedIn = await api('/api/auth/user', { cookie, headers: forged });
    expect(signedIn.status).toBe(200);
    expect(publicUserSchema.parse(await signedIn.json())).toMatchObject({ username: alice.username, role: 'user' });
  });

  it('answers 401 to a token signed by a key the platform does not know', async () => {
    const { me: victim } = await registerThroughGateway(newTestUser('target'));
    const token = await tokenSignedByStrangerKey({ id: victim.id, username: victim.username, role: 'admin' });
    // The service refuses it on its own (so this holds with or without the gateway) ...
    expect((await fetch(`${accountsUrl()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    // ... and through the gateway the browser gets the spec's answer.
    const res = await api('/api/auth/user', {
      headers: { authorization: `Bearer ${token}`, 'x-user-id': victim.id, 'x-user-role': 'admin' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Login Required');
  });
});
