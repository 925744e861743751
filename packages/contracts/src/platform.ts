import { z } from 'zod';
import { roles } from './accounts';

/** The session cookie: it carries only a random id (ARCHITECTURE §3). */
export const sessionCookieName = 'inkspell.sid';

/** The token the gateway mints for services, and what it claims. */
export const gatewayToken = {
  algorithm: 'EdDSA',
  issuer: 'inkspell-gateway',
  audience: 'inkspell-services',
  lifetimeSeconds: 60,
} as const;

export const gatewayTokenClaimsSchema = z.object({
  sub: z.uuid(),
  username: z.string(),
  role: z.enum(roles),
  sid: z.string(),
});
export type GatewayTokenClaims = z.infer<typeof gatewayTokenClaimsSchema>;

/** What accounts keeps in a Redis session and the gateway reads back. */
export const sessionDataSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  role: z.enum(roles),
  _expire: z.number().optional(),
  _maxAge: z.number().optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

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

/** Run-time front-end config served by the shell at /config.json. */
export const frontendConfigSchema = z.object({
  remotes: z.record(z.string(), z.string()),
  stripePublishableKey: z.string().nullable().default(null),
  analyticsEnabled: z.boolean().default(true),
  /** The public origin canonical URLs use (APP_URL); null → the page's own origin. */
  appUrl: z.url().nullable().default(null),
});
export type FrontendConfig = z.infer<typeof frontendConfigSchema>;
