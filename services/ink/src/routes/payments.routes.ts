import type Koa from 'koa';
import { confirmPaymentSchema, createPaymentIntentSchema, inkApiPaths, type PaymentsModeAnswer } from '@inkspell/contracts';
import { currentUser, parentPinOf, parseInput } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { confirmPayment, createPaymentIntent } from '../domain/use-cases/payments';
import type { RouteTable } from './route-table';

export const paymentsRoutes: RouteTable = [
  ['post', inkApiPaths.createPaymentIntent, 'signed-in', postCreatePaymentIntent],
  ['post', inkApiPaths.confirmPayment, 'signed-in', postConfirmPayment],
  // Public: the shop says "Demo mode" to a visitor before anyone signs in or picks a pack (ADR 0026).
  ['get', inkApiPaths.paymentsMode, 'anyone', getPaymentsMode],
];

function getPaymentsMode(ctx: Koa.Context, deps: InkDeps): Promise<void> {
  ctx.body = { provider: deps.payments.name } satisfies PaymentsModeAnswer;
  return Promise.resolve();
}

async function postCreatePaymentIntent(ctx: Koa.Context, deps: InkDeps) {
  const { packageId } = parseInput(createPaymentIntentSchema, ctx.request.body);
  ctx.body = await createPaymentIntent(deps, currentUser(ctx).id, packageId, parentPinOf(ctx));
}

async function postConfirmPayment(ctx: Koa.Context, deps: InkDeps) {
  const { paymentIntentId } = parseInput(confirmPaymentSchema, ctx.request.body);
  ctx.body = await confirmPayment(deps, currentUser(ctx).id, paymentIntentId);
}
