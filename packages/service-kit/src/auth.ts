import type Koa from 'koa';
import { importSPKI, jwtVerify } from 'jose';
import { gatewayToken, gatewayTokenClaimsSchema, type Role } from '@inkspell/contracts';
import { forbidden, unauthenticated } from './errors';

export interface CurrentUser {
  id: string;
  username: string;
  role: Role;
  sid: string;
}

export type TokenVerifier = (token: string) => Promise<CurrentUser>;

export interface TokenVerifierOptions {
  /** How many verified tokens are remembered (oldest forgotten first). */
  cacheSize?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Verifies the gateway's EdDSA token with the public key only; services never see cookies or sessions.
 * The key is imported once. The gateway reuses a session's token until shortly before it expires, so a
 * token that verified once is remembered until its `exp`: the same bytes cannot verify differently, and
 * an EdDSA verification is the largest cost of a signed-in request (docs/perf.md).
 */
export async function createTokenVerifier(publicKeyPem: string, options: TokenVerifierOptions = {}): Promise<TokenVerifier> {
  const key = await importSPKI(publicKeyPem.replace(/\\n/g, '\n'), gatewayToken.algorithm);
  const { cacheSize = 10_000, now = Date.now } = options;
  const verified = new Map<string, { user: CurrentUser; expiresAt: number }>();
  return async (token) => {
    const at = now();
    const known = verified.get(token);
    if (known && at < known.expiresAt) return { ...known.user };
    if (known) verified.delete(token);
    const { payload } = await jwtVerify(token, key, {
      algorithms: [gatewayToken.algorithm],
      issuer: gatewayToken.issuer,
      audience: gatewayToken.audience,
      requiredClaims: ['exp'],
      currentDate: new Date(at),
    });
    const claims = gatewayTokenClaimsSchema.parse(payload);
    const user: CurrentUser = { id: claims.sub, username: claims.username, role: claims.role, sid: claims.sid };
    const oldest = verified.size >= cacheSize ? verified.keys().next().value : undefined;
    if (oldest !== undefined) verified.delete(oldest);
    verified.set(token, { user, expiresAt: (payload.exp ?? 0) * 1000 });
    return { ...user };
  };
}

/** Sets ctx.state.user from a valid gateway token; a token that fails verification is a 401, never ignored. */
export function authenticate(verify: TokenVerifier): Koa.Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (header) {
      const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
      if (!match?.[1]) throw unauthenticated();
      try {
        ctx.state.user = await verify(match[1]);
      } catch {
        throw unauthenticated();
      }
    }
    await next();
  };
}

/** The signed-in user, or a 401. */
export function currentUser(ctx: Koa.Context): CurrentUser {
  const user = ctx.state.user as CurrentUser | undefined;
  if (!user) throw unauthenticated();
  return user;
}

export const requireUser: Koa.Middleware = async (ctx, next) => {
  currentUser(ctx);
  await next();
};

export const requireAdmin: Koa.Middleware = async (ctx, next) => {
  if (currentUser(ctx).role !== 'admin') throw forbidden();
  await next();
};
