import { z } from 'zod';
import { inkGrants, paymentProviders, type PaymentProvider } from '@inkspell/contracts';
import { baseServiceEnv, envRule, portSchema } from '@inkspell/service-kit/env';

/** Where stripe-node sends its requests; set only to point it at a stand-in of Stripe's API (tests). */
const stripeApiUrl = z.url({ protocol: /^https?$/ }).transform((value) => {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
});

/** The ink variables one by one (ledger:check picks its few from here). */
export const inkEnvShape = baseServiceEnv.extend({
  INK_PORT: portSchema.default(4003),
  INK_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_ink'),
  /**
   * stripe: payments through Stripe (needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). demo: the demo provider
   * completes payments without charging anyone, labelled in the shop and the ledger. Unset: stripe with a secret
   * key, demo without one, except in production, which refuses to start without keys (ADR 0026).
   */
  PAYMENTS_MODE: z.enum(paymentProviders).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint; without it every webhook is refused. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: stripeApiUrl.optional(),
  /** Ink for a new user who joined through a referral link; the spec names the bonus but not its size. */
  REFERRAL_NEW_USER_BONUS: z.coerce.number().int().min(0).max(1000).default(inkGrants.referralNewUserDefault),
  /** How often expired holds are released. */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Requests of one command subject an instance works on at once. Holds wait for their batch, so the more that
   * overlap, the larger the batches and the less each hold costs (docs/perf.md, ledger part).
   */
  COMMAND_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  /** Holds and settlements posted in one statement at most (the ones that arrived while a batch was running). */
  HOLD_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(64),
  /**
   * Hold batches running at once, each on its own connection. One: on a host of a few cores a second batch ran
   * beside the first and left both smaller, which cost more CPU per hold than the overlap gained (docs/perf.md).
   */
  HOLD_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(16).default(1),
});

/** The provider the service runs: PAYMENTS_MODE when set, otherwise Stripe with a secret key and the demo without one. */
export function paymentsModeOf(env: Pick<z.infer<typeof inkEnvShape>, 'PAYMENTS_MODE' | 'STRIPE_SECRET_KEY'>): PaymentProvider {
  return env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
}

const stripeKeyHelp = {
  STRIPE_SECRET_KEY: 'STRIPE_SECRET_KEY=sk_live_… (Stripe Dashboard → Developers → API keys)',
  STRIPE_WEBHOOK_SECRET: 'STRIPE_WEBHOOK_SECRET=whsec_… (the signing secret of the endpoint POST /api/ink/stripe-webhook)',
} as const;

/**
 * A deployment that forgot its Stripe keys must not give ink away: production needs both keys unless
 * PAYMENTS_MODE=demo says so on purpose, and PAYMENTS_MODE=stripe needs them anywhere.
 */
export const inkEnv = inkEnvShape.superRefine((env, ctx) => {
  const keysRequired = env.PAYMENTS_MODE === 'stripe' || (env.NODE_ENV === 'production' && env.PAYMENTS_MODE !== 'demo');
  if (!keysRequired) return;
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (env[name]) continue;
    const why = env.PAYMENTS_MODE === 'stripe' ? 'is missing (PAYMENTS_MODE=stripe needs it)' : 'is required in production';
    ctx.addIssue({
      code: 'custom',
      params: envRule,
      path: [name],
      message: `${why}: set ${stripeKeyHelp[name]}, or PAYMENTS_MODE=demo on purpose (ink is then given without payment)`,
    });
  }
});
export type InkEnv = z.infer<typeof inkEnv>;
