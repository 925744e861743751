import type Koa from 'koa';
import { inkApiPaths } from '@inkspell/contracts';
import { routeTable } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { handleStripeEvent } from '../domain/payments';

// Stripe calls this server to server: no user, the signature is the proof.
export const stripeWebhookRoutes = routeTable<InkPorts>('', 'anyone', {
  [`POST ${inkApiPaths.stripeWebhook}`]: postStripeWebhook,
});

async function postStripeWebhook(ctx: Koa.Context, ports: InkPorts) {
  // The signature covers the exact bytes Stripe sent, so it is checked against the raw body, not the parsed one.
  const { credited } = await handleStripeEvent(ports, ctx.request.rawBody, ctx.get('stripe-signature') || undefined);
  ctx.body = { received: true, credited };
}
