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

/** Verifies the gateway's EdDSA token with the public key only; services never see cookies or sessions. */
export async function createTokenVerifier(publicKeyPem: string): Promise<TokenVerifier> {
  const key = await importSPKI(publicKeyPem.replace(/\\n/g, '\n'), gatewayToken.algorithm);
  return async (token) => {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [gatewayToken.algorithm],
      issuer: gatewayToken.issuer,
      audience: gatewayToken.audience,
    });
    const claims = gatewayTokenClaimsSchema.parse(payload);
    return { id: claims.sub, username: claims.username, role: claims.role, sid: claims.sid };
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
