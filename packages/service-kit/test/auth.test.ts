import { randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { gatewayToken } from '@inkspell/contracts';
import { createTokenVerifier } from '../src';
import { createTestGatewayKeys } from '../src/testing';

const keys = await createTestGatewayKeys();
const luna = { id: randomUUID(), username: 'luna', sid: 'session-1' };

/** Changes the first character of the signature (the last one carries padding bits): the token no longer verifies. */
function tamper(token: string): string {
  const at = token.lastIndexOf('.') + 1;
  return token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
}

describe('gateway token verifier', () => {
  it('answers a token it has verified before from memory, until the token expires', async () => {
    let clock = Date.now();
    const verify = await createTokenVerifier(keys.publicKeyPem, { now: () => clock });
    const token = await keys.sign(luna);
    expect(await verify(token)).toEqual({ ...luna, role: 'user' });
    expect(await verify(token)).toEqual({ ...luna, role: 'user' });

    clock += gatewayToken.lifetimeSeconds * 1000 + 1000;
    await expect(verify(token)).rejects.toThrow(/exp/);
  });

  it('never lets a remembered token vouch for a different one', async () => {
    const verify = await createTokenVerifier(keys.publicKeyPem);
    const token = await keys.sign(luna);
    await verify(token);
    await expect(verify(tamper(token))).rejects.toThrow();
    const forger = await createTestGatewayKeys();
    await expect(verify(await forger.sign(luna))).rejects.toThrow();
  });

  it('gives each caller its own copy of the user', async () => {
    const verify = await createTokenVerifier(keys.publicKeyPem);
    const token = await keys.sign(luna);
    const first = await verify(token);
    first.role = 'admin';
    expect((await verify(token)).role).toBe('user');
  });

  it('refuses a token that never expires', async () => {
    const verify = await createTokenVerifier(keys.publicKeyPem);
    const forever = await new SignJWT({ username: 'luna', role: 'user', sid: 's' })
      .setProtectedHeader({ alg: gatewayToken.algorithm })
      .setSubject(luna.id)
      .setIssuer(gatewayToken.issuer)
      .setAudience(gatewayToken.audience)
      .sign(await importPKCS8(keys.privateKeyPem, gatewayToken.algorithm));
    await expect(verify(forever)).rejects.toThrow(/exp/);
  });
});
