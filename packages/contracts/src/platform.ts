import { z } from './zod';
import { roles } from './accounts';

export * from './values/platform';

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

/** Run-time front-end config served by the shell at /config.json. */
export const frontendConfigSchema = z.object({
  remotes: z.record(z.string(), z.string()),
  stripePublishableKey: z.string().nullable().default(null),
  analyticsEnabled: z.boolean().default(true),
  /** The public origin canonical URLs use (APP_URL); null → the page's own origin. */
  appUrl: z.url().nullable().default(null),
});
export type FrontendConfig = z.infer<typeof frontendConfigSchema>;
