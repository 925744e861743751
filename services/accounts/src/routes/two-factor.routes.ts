import Router, { type RouterMiddleware } from '@koa/router';
import QRCode from 'qrcode';
import { accountMessages, disableTwoFactorWithTokenSchema, enableTwoFactorSchema, type TwoFactorSetup } from '@inkspell/contracts';
import { HttpError, badRequest, conflict, parseInput } from '@inkspell/service-kit';
import { activateBackupCodes, deleteBackupCodes, storePendingBackupCodes } from '../db/backup-codes.repo';
import { findToken, useToken } from '../db/tokens.repo';
import { advanceTotpStep, findUserById, updateUser } from '../db/users.repo';
import type { UserRow } from '../db/schema';
import { hashBackupCode, newBackupCodes } from '../domain/backup-codes';
import { hashOneTimeToken, tokenState } from '../domain/one-time-token';
import { verifyPassword } from '../domain/passwords';
import { acceptTotp, newTotpSecret, totpUri } from '../domain/totp';
import type { AccountsDeps } from '../deps';
import { signedInUser } from './signed-in';

/** POST /api/auth/2fa/generate, /enable, /disable (both the security page's and the e-mailed token's form). */
export function twoFactorRoutes(deps: AccountsDeps): Router {
  const router = new Router({ prefix: '/api/auth/2fa' });
  router.post('/generate', generateHandler(deps));
  router.post('/enable', enableHandler(deps));
  router.post('/disable', disableHandler(deps));
  return router;
}

function generateHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const user = await signedInUser(ctx, deps);
    if (user.twoFactorEnabled) throw conflict(accountMessages.twoFactorAlreadyEnabled);
    const secret = newTotpSecret();
    const backupCodes = newBackupCodes();
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { twoFactorPendingSecret: secret });
      await storePendingBackupCodes(
        tx,
        user.id,
        backupCodes.map((code) => hashBackupCode(user.id, code)),
      );
    });
    const qrCode = await QRCode.toDataURL(totpUri(user.username, secret), { margin: 1, width: 240 });
    ctx.body = { qrCode, secret, backupCodes } satisfies TwoFactorSetup;
  };
}

function enableHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const { code } = parseInput(enableTwoFactorSchema, ctx.request.body);
    const user = await signedInUser(ctx, deps);
    if (user.twoFactorEnabled) throw conflict(accountMessages.twoFactorAlreadyEnabled);
    if (!user.twoFactorPendingSecret) throw badRequest(accountMessages.noPendingSetup);
    const result = acceptTotp(code, user.twoFactorPendingSecret, null, deps.now());
    if (!result.ok) throw badRequest(accountMessages.invalidTwoFactorCode);
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        twoFactorEnabled: true,
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        // The code that confirmed the setup cannot be used again to log in.
        twoFactorLastStep: result.step,
      });
      await activateBackupCodes(tx, user.id);
    });
    ctx.body = { ok: true, twoFactorEnabled: true };
  };
}

function disableHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const user = body && 'token' in body ? await userFromDisableToken(deps, body, ctx.ip) : await signedInUser(ctx, deps);
    if (!user.twoFactorEnabled) throw badRequest(accountMessages.twoFactorNotEnabled);
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null });
      await deleteBackupCodes(tx, user.id);
    });
    ctx.body = { ok: true, twoFactorEnabled: false };
  };
}

/** The e-mailed link's form: the token, the password and a current code must all be right; the token is then spent. */
async function userFromDisableToken(deps: AccountsDeps, body: unknown, ip: string): Promise<UserRow> {
  const input = parseInput(disableTwoFactorWithTokenSchema, body);
  const row = await findToken(deps.db, 'disable_2fa', hashOneTimeToken(input.token));
  const state = tokenState(row, new Date(deps.now()));
  if (state === 'expired') throw badRequest(accountMessages.disableLinkExpired);
  if (state === 'invalid' || !row) throw badRequest(accountMessages.disableLinkInvalid);
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.isDisabled) throw badRequest(accountMessages.disableLinkInvalid);
  const limit = await deps.limiter.isBlocked(user.username, ip);
  if (limit.blocked) throw new HttpError(429, accountMessages.tooManyLoginAttempts);
  const passwordOk = await verifyPassword(user.passwordHash, input.password);
  const totp = user.twoFactorSecret ? acceptTotp(input.twoFactorCode, user.twoFactorSecret, user.twoFactorLastStep, deps.now()) : { ok: false as const };
  if (!passwordOk || !totp.ok || !(await advanceTotpStep(deps.db, user.id, totp.step))) {
    await deps.limiter.recordFailure(user.username, ip);
    throw badRequest(passwordOk ? accountMessages.invalidTwoFactorCode : accountMessages.wrongPassword);
  }
  if (!(await useToken(deps.db, row.id))) throw badRequest(accountMessages.disableLinkInvalid);
  return user;
}
