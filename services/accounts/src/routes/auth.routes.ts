import Router, { type RouterMiddleware } from '@koa/router';
import { accountMessages, loginSchema, registerSchema } from '@inkspell/contracts';
import { HttpError, conflict, parseInput, recordEvent, unauthenticated } from '@inkspell/service-kit';
import { consumeBackupCode } from '../db/backup-codes.repo';
import { advanceTotpStep, findUserByEmail, findUserByUsername, insertUser, uniqueViolation } from '../db/users.repo';
import type { UserRow } from '../db/schema';
import { hashBackupCode, looksLikeBackupCode } from '../domain/backup-codes';
import { decoyHash, hashPassword, verifyPassword } from '../domain/passwords';
import { acceptTotp } from '../domain/totp';
import { toPublicUser } from '../domain/user-view';
import type { AccountsDeps } from '../deps';
import { ownSessionId, signedInUser, startSession } from './signed-in';

/** GET /api/auth/user, POST /api/auth/login, /register, /logout. */
export function authRoutes(deps: AccountsDeps): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.get('/user', currentUserHandler(deps));
  router.post('/login', loginHandler(deps));
  router.post('/register', registerHandler(deps));
  router.post('/logout', logoutHandler(deps));
  return router;
}

function currentUserHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const user = await signedInUser(ctx, deps);
    ctx.body = toPublicUser(user, await deps.inkBalance(user.id));
  };
}

function loginHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const input = parseInput(loginSchema, ctx.request.body);
    const limit = await deps.limiter.isBlocked(input.username, ctx.ip);
    if (limit.blocked) {
      ctx.set('Retry-After', String(limit.retryAfterSeconds));
      throw new HttpError(429, accountMessages.tooManyLoginAttempts);
    }
    const user = await findUserByUsername(deps.db, input.username);
    // Unknown usernames still cost one argon2 verification, so timing does not tell which names exist.
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
    if (!user || !passwordOk) {
      await deps.limiter.recordFailure(input.username, ctx.ip);
      throw unauthenticated(accountMessages.invalidCredentials);
    }
    if (user.isDisabled) {
      throw new HttpError(403, `${accountMessages.accountDisabled}: ${user.disabledReason ?? 'no reason given'}`);
    }
    if (user.twoFactorEnabled) {
      if (!input.twoFactorCode) {
        ctx.body = { requires2FA: true };
        return;
      }
      if (!(await secondFactorAccepted(deps, user, input.twoFactorCode))) {
        await deps.limiter.recordFailure(input.username, ctx.ip);
        throw unauthenticated(accountMessages.invalidTwoFactorCode);
      }
    }
    await deps.limiter.clearAccount(input.username);
    await startSession(ctx, deps, user, { kind: 'logged-in', previewSessionId: input.previewSessionId });
    ctx.body = { ...toPublicUser(user, await deps.inkBalance(user.id)), requires2FA: false };
  };
}

/** A current TOTP code not used before, or an unused backup code (which is then spent). */
async function secondFactorAccepted(deps: AccountsDeps, user: UserRow, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code.trim())) {
    if (!user.twoFactorSecret) return false;
    const result = acceptTotp(code.trim(), user.twoFactorSecret, user.twoFactorLastStep, deps.now());
    return result.ok && (await advanceTotpStep(deps.db, user.id, result.step));
  }
  if (looksLikeBackupCode(code)) return consumeBackupCode(deps.db, user.id, hashBackupCode(user.id, code));
  return false;
}

function registerHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const input = parseInput(registerSchema, ctx.request.body);
    if (await findUserByUsername(deps.db, input.username)) throw conflict(accountMessages.usernameExists);
    if (await findUserByEmail(deps.db, input.email)) throw conflict(accountMessages.emailExists);
    const passwordHash = await hashPassword(input.password);
    const user = await deps.db
      .transaction(async (tx) => {
        const created = await insertUser(tx, {
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
        });
        await recordEvent(tx, 'inkspell.user.registered', {
          userId: created.id,
          username: created.username,
          referralCode: input.referralCode || undefined,
          previewSessionId: input.previewSessionId,
        });
        return created;
      })
      .catch((err: { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }) => {
        // Two registrations racing for the same name: the unique index decides.
        const pgError = err.cause ?? err;
        if (pgError.code === uniqueViolation) {
          throw conflict(pgError.constraint?.includes('email') ? accountMessages.emailExists : accountMessages.usernameExists);
        }
        throw err;
      });
    deps.relay.kick();
    await startSession(ctx, deps, user, { kind: 'registered' });
    ctx.status = 201;
    ctx.body = toPublicUser(user, await deps.inkBalance(user.id));
  };
}

function logoutHandler(deps: AccountsDeps): RouterMiddleware {
  return async (ctx) => {
    const sid = ownSessionId(ctx);
    ctx.session = null;
    if (sid) await deps.sessions.destroy(sid);
    ctx.body = { ok: true };
  };
}
