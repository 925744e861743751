import type Koa from 'koa';
import { confirmPaymentSchema, createPaymentIntentSchema, inkApiPaths } from '@inkspell/contracts';
import { currentUser, parentPinOf, parseInput } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { confirmPayment, createPaymentIntent } from '../domain/use-cases/payments';
import type { RouteTable } from './route-table';

export const paymentsRoutes: RouteTable = [
  ['post', inkApiPaths.createPaymentIntent, 'signed-in', postCreatePaymentIntent],
  ['post', inkApiPaths.confirmPayment, 'signed-in', postConfirmPayment],
];

async function postCreatePaymentIntent(ctx: Koa.Context, deps: InkDeps) {
  const { packageId } = parseInput(createPaymentIntentSchema, ctx.request.body);
  ctx.body = await createPaymentIntent(deps, currentUser(ctx).id, packageId, parentPinOf(ctx));
}

async function postConfirmPayment(ctx: Koa.Context, deps: InkDeps) {
  const { paymentIntentId } = parseInput(confirmPaymentSchema, ctx.request.body);
  ctx.body = await confirmPayment(deps, currentUser(ctx).id, paymentIntentId);
}
