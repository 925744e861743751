import type Koa from 'koa';
import { confirmPaymentSchema, createPaymentIntentSchema, inkApiPaths, type PaymentsModeAnswer } from '@inkspell/contracts';
import { currentUser, parentPinOf, parseInput, routeTable } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { confirmPayment, createPaymentIntent } from '../domain/payments';

export const paymentsRoutes = routeTable<InkPorts>('', 'signed-in', {
  [`POST ${inkApiPaths.createPaymentIntent}`]: postCreatePaymentIntent,
  [`POST ${inkApiPaths.confirmPayment}`]: postConfirmPayment,
});

// Public: the shop says "Demo mode" to a visitor before anyone signs in or picks a pack (ADR 0026).
export const paymentsModeRoutes = routeTable<InkPorts>('', 'anyone', {
  [`GET ${inkApiPaths.paymentsMode}`]: getPaymentsMode,
});

function getPaymentsMode(ctx: Koa.Context, ports: InkPorts): Promise<void> {
  ctx.body = { provider: ports.payments.name } satisfies PaymentsModeAnswer;
  return Promise.resolve();
}

async function postCreatePaymentIntent(ctx: Koa.Context, ports: InkPorts) {
  const { packageId } = parseInput(createPaymentIntentSchema, ctx.request.body);
  ctx.body = await createPaymentIntent(ports, currentUser(ctx).id, packageId, parentPinOf(ctx));
}

async function postConfirmPayment(ctx: Koa.Context, ports: InkPorts) {
  const { paymentIntentId } = parseInput(confirmPaymentSchema, ctx.request.body);
  ctx.body = await confirmPayment(ports, currentUser(ctx).id, paymentIntentId);
}
