import Router, { type RouterMiddleware } from '@koa/router';
import { accountMessages, changePasswordSchema, profileUpdateSchema } from '@inkspell/contracts';
import { HttpError, badRequest, conflict, parseInput } from '@inkspell/service-kit';
import { storeToken } from '../db/tokens.repo';
import { findUserByEmail, updateUser } from '../db/users.repo';
import { disableTwoFactorMail } from '../domain/mail-templates';
import { newOneTimeToken } from '../domain/one-time-token';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { toPublicUser } from '../domain/user-view';
import type { AccountsDeps } from '../deps';
import { ownSessionId, signedInUser } from './signed-in';

/** PATCH /api/user/profile, POST /api/user/change-password, POST /api/user/request-2fa-disable. */
export function profileRoutes(deps: AccountsDeps): Router {
  const router = new Router({ prefix: '/api/user' });
  router.patch('/profile', updateProfileHandler(deps));
  router.post('/change-password', changePasswordHandler(deps));
  router.post('/request-2fa-disable', requestTwoFactorDisableHandler(deps));
  return router;
}

function updateProfileHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const input = parseInput(profileUpdateSchema, ctx.request.body);
    const user = await signedInUser(ctx, deps);
    const owner = await findUserByEmail(deps.db, input.email);
    if (owner && owner.id !== user.id) throw conflict(accountMessages.emailExists);
    const updated = await updateUser(deps.db, user.id, {
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      email: input.email,
    });
    ctx.body = toPublicUser(updated, await deps.inkBalance(updated.id));
  };
}

function changePasswordHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const input = parseInput(changePasswordSchema, ctx.request.body);
    const user = await signedInUser(ctx, deps);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await deps.limiter.recordFailure(user.username, ctx.ip);
      throw badRequest(accountMessages.wrongPassword);
    }
    await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
    // Every other device has to sign in again with the new password; this one stays signed in.
    await deps.sessions.destroyAllFor(user.id, ownSessionId(ctx));
    ctx.body = { ok: true, message: 'Password changed' };
  };
}

function requestTwoFactorDisableHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const user = await signedInUser(ctx, deps);
    if (!user.twoFactorEnabled) throw badRequest(accountMessages.twoFactorNotEnabled);
    if (!user.email) throw badRequest(accountMessages.emailRequiredFor2faDisable);
    if (!(await deps.resetCooldown(`disable-2fa:${user.id}`))) throw new HttpError(429, accountMessages.disableRequestCooldown);
    const { token, hash } = newOneTimeToken();
    await storeToken(deps.db, {
      userId: user.id,
      purpose: 'disable_2fa',
      tokenHash: hash,
      expiresAt: new Date(deps.now() + deps.settings.disableTokenTtlMs),
    });
    const link = `${deps.settings.appUrl}/disable-2fa?token=${encodeURIComponent(token)}`;
    await deps.mailer(disableTwoFactorMail(user.email, user.firstName ?? user.username, link));
    ctx.body = { ok: true, message: 'We sent you an e-mail with instructions to turn off two-factor authentication.' };
  };
}
