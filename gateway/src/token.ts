import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { gatewayToken, type GatewayTokenClaims, type SessionData } from '@inkspell/contracts';

export type TokenMinter = (session: SessionData, sid: string) => Promise<string>;

export interface TokenMinterOptions {
  /** How many sessions' tokens are remembered (oldest forgotten first). */
  cacheSize?: number;
  /** A remembered token is used until this long before it expires, so it never arrives expired. */
  renewBeforeMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Minted {
  token: string;
  userId: string;
  username: string;
  role: string;
  renewAt: number;
}

/**
 * Mints the short-lived EdDSA token services verify; the private key is imported once. A session's token
 * is reused until shortly before it expires, as long as the session still says the same (a changed role
 * gets a new token at once): signing on every request was a fifth of the gateway's work (docs/perf.md).
 * The session itself is still read from Redis on every request, so a session that ends stops at once.
 */
export function createTokenMinter(privateKeyPem: string, options: TokenMinterOptions = {}): TokenMinter {
  const { cacheSize = 10_000, renewBeforeMs = 15_000, now = Date.now } = options;
  let key: Promise<CryptoKey> | undefined;
  const minted = new Map<string, Minted>();

  const sign = async (session: SessionData, sid: string, at: number) => {
    key ??= importPKCS8(privateKeyPem, gatewayToken.algorithm);
    const claims: Omit<GatewayTokenClaims, 'sub'> = { username: session.username, role: session.role, sid };
    const issuedAt = Math.floor(at / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: gatewayToken.algorithm })
      .setSubject(session.userId)
      .setIssuer(gatewayToken.issuer)
      .setAudience(gatewayToken.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + gatewayToken.lifetimeSeconds)
      .sign(await key);
  };

  return async (session, sid) => {
    const at = now();
    const known = minted.get(sid);
    if (
      known &&
      at < known.renewAt &&
      known.userId === session.userId &&
      known.username === session.username &&
      known.role === session.role
    ) {
      return known.token;
    }
    const token = await sign(session, sid, at);
    minted.delete(sid);
    const oldest = minted.size >= cacheSize ? minted.keys().next().value : undefined;
    if (oldest !== undefined) minted.delete(oldest);
    const renewAt = Math.floor(at / 1000) * 1000 + gatewayToken.lifetimeSeconds * 1000 - renewBeforeMs;
    minted.set(sid, { token, userId: session.userId, username: session.username, role: session.role, renewAt });
    return token;
  };
}
