import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayToken, gatewayTokenClaimsSchema } from '@inkspell/contracts';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { writeSession } from './fixtures/session';
import { startStack, type Stack } from './fixtures/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A token for "mallory" the admin, signed by a key of the caller's choosing (by default a random one). */
async function tokenSignedBy(
  privateKeyPem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
) {
  const key = await importPKCS8(privateKeyPem, 'EdDSA');
  return new SignJWT({ username: 'mallory', role: 'admin', sid: 'forged' })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(randomUUID())
    .setIssuer(gatewayToken.issuer)
    .setAudience(gatewayToken.audience)
    .setExpirationTime('60s')
    .sign(key);
}

async function forgedHeaders(token?: string) {
  return {
    authorization: `Bearer ${token ?? (await tokenSignedBy())}`,
    'x-user-id': randomUUID(),
    'x-user-role': 'admin',
    'X-User-Name': 'mallory',
  };
}

async function verifyForwarded(echo: Echo) {
  const match = /^Bearer (.+)$/.exec(echo.headers.authorization ?? '');
  expect(match, 'upstream got a bearer token').not.toBeNull();
  const { payload, protectedHeader } = await jwtVerify(match![1]!, await importSPKI(stack.keys.publicKeyPem, 'EdDSA'), {
    algorithms: [gatewayToken.algorithm],
    issuer: gatewayToken.issuer,
    audience: gatewayToken.audience,
  });
  expect(protectedHeader.alg).toBe('EdDSA');
  expect(payload.exp! - payload.iat!).toBe(gatewayToken.lifetimeSeconds);
  return gatewayTokenClaimsSchema.parse(payload);
}

function identityHeaders(echo: Echo): string[] {
  return Object.keys(echo.headers).filter((name) => name === 'authorization' || name.startsWith('x-user-'));
}

describe('identity at the gateway', () => {
  it('never lets a forged bearer token or x-user-* headers reach a service', async () => {
    const answer = await call(`${stack.gateway.url}/api/stories/mine`, { headers: await forgedHeaders() });
    expect(answer.status).toBe(200);
    expect(identityHeaders(answer.json<Echo>())).toEqual([]);
  });

  it("strips even a token signed with the gateway's own key: a leaked token replayed from outside reaches nobody", async () => {
    const leaked = await tokenSignedBy(stack.keys.privateKeyPem);
    const anonymous = await call(`${stack.gateway.url}/api/admin/users`, { headers: await forgedHeaders(leaked) });
    expect(identityHeaders(anonymous.json<Echo>())).toEqual([]);

    const { sid, session, cookie } = await writeSession(stack);
    const signedIn = (
      await call(`${stack.gateway.url}/api/admin/users`, { headers: { ...(await forgedHeaders(leaked)), cookie } })
    ).json<Echo>();
    expect(identityHeaders(signedIn)).toEqual(['authorization']);
    expect(signedIn.headers.authorization).not.toBe(`Bearer ${leaked}`);
    expect(await verifyForwarded(signedIn)).toEqual({ sub: session.userId, username: 'luna', role: 'user', sid });
  });

  it('forwards no Authorization without a session cookie', async () => {
    const echo = (await call(`${stack.gateway.url}/api/auth/user`)).json<Echo>();
    expect(echo.upstream).toBe('accounts');
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('forwards a token the services verify with the public key, carrying the session user', async () => {
    const { sid, session, cookie } = await writeSession(stack, { username: 'luna', role: 'admin' });
    const echo = (await call(`${stack.gateway.url}/api/admin/users`, { headers: { cookie } })).json<Echo>();
    const claims = await verifyForwarded(echo);
    expect(claims).toEqual({ sub: session.userId, username: 'luna', role: 'admin', sid });
  });

  it('replaces forged identity headers with the real token when a session exists', async () => {
    const { sid, session, cookie } = await writeSession(stack);
    const answer = await call(`${stack.gateway.url}/api/ink/balance`, { headers: { ...(await forgedHeaders()), cookie } });
    const echo = answer.json<Echo>();
    expect(identityHeaders(echo)).toEqual(['authorization']);
    expect(await verifyForwarded(echo)).toEqual({ sub: session.userId, username: 'luna', role: 'user', sid });
  });

  it('forwards no token for an expired session', async () => {
    const { cookie } = await writeSession(stack, { _expire: Date.now() - 1000 });
    const echo = (await call(`${stack.gateway.url}/api/auth/user`, { headers: { cookie } })).json<Echo>();
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('forwards no token for an unknown session id or a session without a user', async () => {
    const unknown = await call(`${stack.gateway.url}/api/auth/user`, { headers: { cookie: 'inkspell.sid=nope' } });
    expect(unknown.json<Echo>().headers.authorization).toBeUndefined();

    const { sid } = await writeSession(stack);
    await stack.redis.set(`${stack.prefix}sess:${sid}`, JSON.stringify({ previewSessionId: 'abc', _expire: Date.now() + 60_000 }));
    const visitor = await call(`${stack.gateway.url}/api/auth/user`, { headers: { cookie: `inkspell.sid=${sid}` } });
    expect(visitor.json<Echo>().headers.authorization).toBeUndefined();
  });

  it("reuses a session's token while the session says the same, and mints a new one when its role changes", async () => {
    const { sid, session, cookie } = await writeSession(stack);
    const first = (await call(`${stack.gateway.url}/api/stories/mine`, { headers: { cookie } })).json<Echo>();
    const second = (await call(`${stack.gateway.url}/api/ink/balance`, { headers: { cookie } })).json<Echo>();
    expect(second.headers.authorization).toBe(first.headers.authorization);

    await stack.redis.set(`${stack.prefix}sess:${sid}`, JSON.stringify({ ...session, role: 'admin' }), 'EX', 3600);
    const promoted = (await call(`${stack.gateway.url}/api/stories/mine`, { headers: { cookie } })).json<Echo>();
    expect(promoted.headers.authorization).not.toBe(first.headers.authorization);
    expect(await verifyForwarded(promoted)).toEqual({ sub: session.userId, username: 'luna', role: 'admin', sid });
  });

  it('stops forwarding the token the moment the session ends, though the token has not expired', async () => {
    const { sid, cookie } = await writeSession(stack);
    const before = (await call(`${stack.gateway.url}/api/auth/user`, { headers: { cookie } })).json<Echo>();
    expect(before.headers.authorization).toBeDefined();
    await stack.redis.del(`${stack.prefix}sess:${sid}`);
    const after = (await call(`${stack.gateway.url}/api/auth/user`, { headers: { cookie } })).json<Echo>();
    expect(after.headers.authorization).toBeUndefined();
  });
});
