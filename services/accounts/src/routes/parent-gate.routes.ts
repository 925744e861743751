import type Koa from 'koa';
import {
  parentGateMessages,
  parentPinHeader,
  parentReviewSwitchSchema,
  removeParentPinSchema,
  setParentPinSchema,
} from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { removeParentPin, setParentPin, setReviewSwitch } from '../domain/parent-gate';
import type { AccountsPorts } from '../domain/ports';
import { routeTable } from '@inkspell/service-kit';
import { caller } from './session';

/** The security page's Parent PIN section (ADR 0019). */
export const parentGateRoutes = routeTable<AccountsPorts>('/api/user', 'anyone', {
  'POST /parent-pin': postParentPin,
  'POST /parent-pin/remove': postRemoveParentPin,
  'PATCH /parent-review': patchParentReview,
});

async function postParentPin(ctx: Koa.Context, ports: AccountsPorts) {
  const state = await setParentPin(ports, caller(ctx), parseInput(setParentPinSchema, ctx.request.body));
  ctx.body = { ok: true, message: parentGateMessages.pinSaved, ...state };
}

async function postRemoveParentPin(ctx: Koa.Context, ports: AccountsPorts) {
  const state = await removeParentPin(ports, caller(ctx), parseInput(removeParentPinSchema, ctx.request.body));
  ctx.body = { ok: true, message: parentGateMessages.pinRemoved, ...state };
}

async function patchParentReview(ctx: Koa.Context, ports: AccountsPorts) {
  const { userId } = caller(ctx);
  const input = parseInput(parentReviewSwitchSchema, ctx.request.body);
  const state = await setReviewSwitch(ports, userId, ctx.get(parentPinHeader) || undefined, input);
  ctx.body = { ok: true, message: state.reviewStories ? parentGateMessages.reviewOn : parentGateMessages.reviewOff, ...state };
}
