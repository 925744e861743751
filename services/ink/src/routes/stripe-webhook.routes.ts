import type Koa from 'koa';
import { inkApiPaths } from '@inkspell/contracts';
import type { InkDeps } from '../deps';
import { handleStripeEvent } from '../domain/use-cases/payments';
import type { RouteTable } from './route-table';

// Stripe calls this server to server: no user, the signature is the proof.
export const stripeWebhookRoutes: RouteTable = [['post', inkApiPaths.stripeWebhook, 'anyone', postStripeWebhook]];

async function postStripeWebhook(ctx: Koa.Context, deps: InkDeps) {
  // The signature covers the exact bytes Stripe sent, so it is checked against the raw body, not the parsed one.
  const { credited } = await handleStripeEvent(deps, ctx.request.rawBody, ctx.get('stripe-signature') || undefined);
  ctx.body = { received: true, credited };
}
