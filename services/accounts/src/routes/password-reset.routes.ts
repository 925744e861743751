import Router, { type RouterMiddleware } from '@koa/router';
import { accountMessages, forgotPasswordSchema, resetPasswordSchema } from '@inkspell/contracts';
import { HttpError, badRequest, notFound, parseInput } from '@inkspell/service-kit';
import { passwordResetAttempts } from '../db/schema';
import { findToken, storeToken, useToken } from '../db/tokens.repo';
import { findUserByEmail, findUserById, updateUser } from '../db/users.repo';
import { passwordResetMail } from '../domain/mail-templates';
import { hashOneTimeToken, newOneTimeToken, tokenState } from '../domain/one-time-token';
import { hashPassword } from '../domain/passwords';
import type { AccountsDeps } from '../deps';

/** POST /api/auth/forgot-password and /reset-password. */
export function passwordResetRoutes(deps: AccountsDeps): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.post('/forgot-password', forgotPasswordHandler(deps));
  router.post('/reset-password', resetPasswordHandler(deps));
  return router;
}

function forgotPasswordHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const { email } = parseInput(forgotPasswordSchema, ctx.request.body);
    await deps.db.insert(passwordResetAttempts).values({ email, ipAddress: ctx.ip });
    // One request per address and per IP in the cooldown window, whether or not the address exists.
    const [emailFree, ipFree] = await Promise.all([deps.resetCooldown(`reset:email:${email}`), deps.resetCooldown(`reset:ip:${ctx.ip}`)]);
    if (!emailFree || !ipFree) throw new HttpError(429, accountMessages.resetCooldown);
    const user = await findUserByEmail(deps.db, email);
    // The spec's screen answers an unknown address with 'Email Not Found' (see docs/adr/0004).
    if (!user || user.isDisabled || !user.email) throw notFound(accountMessages.emailNotFound);
    const { token, hash } = newOneTimeToken();
    await storeToken(deps.db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: hash,
      expiresAt: new Date(deps.now() + deps.settings.resetTokenTtlMs),
    });
    const link = `${deps.settings.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer(passwordResetMail(user.email, user.firstName ?? user.username, link));
    ctx.body = { ok: true, message: 'Magic Email Sent' };
  };
}

function resetPasswordHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const input = parseInput(resetPasswordSchema, ctx.request.body);
    const row = await findToken(deps.db, 'password_reset', hashOneTimeToken(input.token));
    const state = tokenState(row, new Date(deps.now()));
    if (state === 'expired') throw badRequest(accountMessages.resetLinkExpired);
    if (state === 'invalid' || !row) throw badRequest(accountMessages.resetLinkInvalid);
    const user = await findUserById(deps.db, row.userId);
    if (!user || user.isDisabled) throw badRequest(accountMessages.resetLinkInvalid);
    const passwordHash = await hashPassword(input.newPassword);
    await deps.db.transaction(async (tx) => {
      if (!(await useToken(tx, row.id))) throw badRequest(accountMessages.resetLinkInvalid);
      // 2FA stays as it was: a reset link proves the mailbox, not the second factor.
      await updateUser(tx, user.id, { passwordHash });
    });
    await deps.sessions.destroyAllFor(user.id);
    ctx.body = { ok: true, message: 'Password Reset Successful' };
  };
}
