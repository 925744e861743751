import type Koa from 'koa';
import { confirmEmailSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { confirmEmailChange } from '../domain/email-change';
import type { AccountsPorts } from '../domain/ports';
import { routeTable } from '@inkspell/service-kit';

/** The link mailed to a new address (ADR 0025); asking for the change is PATCH /api/user/profile. */
export const emailChangeRoutes = routeTable<AccountsPorts>('/api/auth', 'anyone', {
  'POST /confirm-email': postConfirmEmail,
});

// No session needed: the token proves the new mailbox, the password was proven when the change was asked.
async function postConfirmEmail(ctx: Koa.Context, ports: AccountsPorts) {
  const { token } = parseInput(confirmEmailSchema, ctx.request.body);
  const { email, message } = await confirmEmailChange(ports, token);
  ctx.body = { ok: true, message, email };
}
