import type Koa from 'koa';
import { disableTwoFactorSchema, disableTwoFactorWithTokenSchema, enableTwoFactorSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import type { AccountsPorts } from '../domain/ports';
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor } from '../domain/two-factor';
import { disableTwoFactorWithLink } from '../domain/two-factor-by-email';
import { routeTable } from '@inkspell/service-kit';
import { caller } from './session';

export const twoFactorRoutes = routeTable<AccountsPorts>('/api/auth/2fa', 'anyone', {
  'POST /generate': postGenerate,
  'POST /enable': postEnable,
  'POST /disable': postDisable,
});

async function postGenerate(ctx: Koa.Context, ports: AccountsPorts) {
  ctx.body = await startTwoFactorSetup(ports, caller(ctx).userId);
}

async function postEnable(ctx: Koa.Context, ports: AccountsPorts) {
  const { userId } = caller(ctx);
  const { code } = parseInput(enableTwoFactorSchema, ctx.request.body);
  await confirmTwoFactorSetup(ports, userId, code);
  ctx.body = { ok: true, twoFactorEnabled: true };
}

/**
 * Both forms of the spec: the security page's (signed in, with the password or a current code: ADR 0025) and
 * the e-mailed link's (token, password, code).
 */
async function postDisable(ctx: Koa.Context, ports: AccountsPorts) {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (body && 'token' in body) await disableTwoFactorWithLink(ports, parseInput(disableTwoFactorWithTokenSchema, body), ctx.ip);
  else {
    // Who asks before what they ask: without a session the answer is 401, not the form's rules.
    const who = caller(ctx);
    await turnOffTwoFactor(ports, who, parseInput(disableTwoFactorSchema, body ?? {}));
  }
  ctx.body = { ok: true, twoFactorEnabled: false };
}
