import type Koa from 'koa';
import { changePasswordSchema, profileUpdateSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import type { AccountsPorts } from '../domain/ports';
import { changePassword, updateProfile } from '../domain/profile';
import { requestTwoFactorDisable } from '../domain/two-factor-by-email';
import { routeTable } from '@inkspell/service-kit';
import { caller } from './session';

export const profileRoutes = routeTable<AccountsPorts>('/api/user', 'anyone', {
  'PATCH /profile': patchProfile,
  'POST /change-password': postChangePassword,
  'POST /request-2fa-disable': postRequestTwoFactorDisable,
});

async function patchProfile(ctx: Koa.Context, ports: AccountsPorts) {
  // Who asks before what they ask: a caller without a session learns 401, not the form's rules.
  const who = caller(ctx);
  const input = parseInput(profileUpdateSchema, ctx.request.body);
  ctx.body = await updateProfile(ports, who, input);
}

async function postChangePassword(ctx: Koa.Context, ports: AccountsPorts) {
  const who = caller(ctx);
  const input = parseInput(changePasswordSchema, ctx.request.body);
  await changePassword(ports, who, input);
  ctx.body = { ok: true, message: 'Password changed' };
}

async function postRequestTwoFactorDisable(ctx: Koa.Context, ports: AccountsPorts) {
  await requestTwoFactorDisable(ports, caller(ctx).userId);
  ctx.body = { ok: true, message: 'We sent you an e-mail with instructions to turn off two-factor authentication.' };
}
