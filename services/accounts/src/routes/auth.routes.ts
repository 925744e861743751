import type Koa from 'koa';
import { loginSchema, registerSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { currentUser } from '../domain/current-user';
import { login, logout } from '../domain/login';
import type { AccountsPorts } from '../domain/ports';
import { register } from '../domain/register';
import { routeTable } from '@inkspell/service-kit';
import { caller, dropSession, ownSessionId, startSession } from './session';

export const authRoutes = routeTable<AccountsPorts>('/api/auth', 'anyone', {
  'POST /register': postRegister,
  'POST /login': postLogin,
  'GET /user': getUser,
  'POST /logout': postLogout,
});

async function postRegister(ctx: Koa.Context, ports: AccountsPorts) {
  const { user, session } = await register(ports, parseInput(registerSchema, ctx.request.body));
  await startSession(ctx, session);
  ctx.status = 201;
  ctx.body = user;
}

async function postLogin(ctx: Koa.Context, ports: AccountsPorts) {
  const outcome = await login(ports, parseInput(loginSchema, ctx.request.body), ctx.ip);
  if (!outcome.requires2FA) await startSession(ctx, outcome.session);
  ctx.body = outcome.requires2FA ? { requires2FA: true } : { ...outcome.user, requires2FA: false };
}

async function getUser(ctx: Koa.Context, ports: AccountsPorts) {
  ctx.body = await currentUser(ports, caller(ctx).userId);
}

async function postLogout(ctx: Koa.Context, ports: AccountsPorts) {
  await logout(ports, ownSessionId(ctx));
  dropSession(ctx);
  ctx.body = { ok: true };
}
