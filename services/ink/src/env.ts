import { z } from 'zod';
import { inkGrants } from '@inkspell/contracts';
import { baseServiceEnv, portSchema } from '@inkspell/service-kit/env';

/** Where stripe-node sends its requests; set only to point it at a stand-in of Stripe's API (tests). */
const stripeApiUrl = z.url({ protocol: /^https?$/ }).transform((value) => {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
});

export const inkEnv = baseServiceEnv.extend({
  INK_PORT: portSchema.default(4003),
  INK_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_ink'),
  /** Without it the demo provider completes payments without charging anyone. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint; without it every webhook is refused. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: stripeApiUrl.optional(),
  /** Ink for a new user who joined through a referral link; the spec names the bonus but not its size. */
  REFERRAL_NEW_USER_BONUS: z.coerce.number().int().min(0).max(1000).default(inkGrants.referralNewUserDefault),
  /** How often expired holds are released. */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Commands one instance works on at once (each waits on PostgreSQL, so a few overlap well). */
  COMMAND_WORKERS: z.coerce.number().int().min(1).max(64).default(8),
});
export type InkEnv = z.infer<typeof inkEnv>;
