import type { FrontendConfig } from '../platform';

/** The session cookie: it carries only a random id (ARCHITECTURE §3). */
export const sessionCookieName = 'inkspell.sid';

/** The token the gateway mints for services, and what it claims. */
export const gatewayToken = {
  algorithm: 'EdDSA',
  issuer: 'inkspell-gateway',
  audience: 'inkspell-services',
  lifetimeSeconds: 60,
} as const;

/** Redis keys shared by accounts (writer) and the gateway (reader), under a per-run prefix. */
export const redisKeys = {
  session: (prefix: string, sid: string) => `${prefix}sess:${sid}`,
  userSessions: (prefix: string, userId: string) => `${prefix}user-sessions:${userId}`,
} as const;

export const requestIdHeader = 'x-request-id';

/**
 * The one rule for an incoming request id, kept by the gateway and the services alike (so an id the
 * gateway forwards is the one the services log): short and of safe characters, else a new one is made.
 */
export const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && requestIdPattern.test(value);
}

/**
 * The front-end config with nothing configured: what frontendConfigSchema makes of `{ remotes: {} }`
 * (a contracts test keeps the two equal). Pages start from it without loading zod (ADR 0020).
 */
export const defaultFrontendConfig: FrontendConfig = { remotes: {}, stripePublishableKey: null, analyticsEnabled: true, appUrl: null };
