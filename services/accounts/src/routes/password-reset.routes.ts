import type Koa from 'koa';
import { forgotPasswordSchema, resetPasswordSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';
import type { AccountsPorts } from '../domain/ports';
import { routeTable } from '@inkspell/service-kit';

export const passwordResetRoutes = routeTable<AccountsPorts>('/api/auth', 'anyone', {
  'POST /forgot-password': postForgotPassword,
  'POST /reset-password': postResetPassword,
});

async function postForgotPassword(ctx: Koa.Context, ports: AccountsPorts) {
  const { email } = parseInput(forgotPasswordSchema, ctx.request.body);
  await requestPasswordReset(ports, email, ctx.ip);
  ctx.body = { ok: true, message: 'Magic Email Sent' };
}

async function postResetPassword(ctx: Koa.Context, ports: AccountsPorts) {
  await resetPassword(ports, parseInput(resetPasswordSchema, ctx.request.body));
  ctx.body = { ok: true, message: 'Password Reset Successful' };
}
