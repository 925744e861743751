import { httpStatus, type LoginInput, type PublicUser } from '@inkspell/contracts';
import { developmentAdminPassword } from './admin-account';
import { accountErrors } from './errors';
import { decoyHash, verifyPassword } from './passwords';
import type { AccountsPorts, SessionGrant, User } from './ports';
import { acceptSecondFactor } from './second-factor';
import { sessionFor, toPublicUser } from './user-view';

export type LoginOutcome = { requires2FA: true } | { requires2FA: false; user: PublicUser; session: SessionGrant };

/**
 * Checks the password (and the second factor when 2FA is on) under the failed-login limits, and tells the
 * other services who logged in. Who gets a session is decided here; the route starts it.
 */
export async function login(
  ports: Pick<AccountsPorts, 'repos' | 'transaction' | 'loginLimiter' | 'inkBalance' | 'now' | 'adminAccount'>,
  input: LoginInput,
  ip: string,
): Promise<LoginOutcome> {
  const limit = await ports.loginLimiter.isBlocked(input.username, ip);
  if (limit.blocked) throw accountErrors.tooManyAttempts(limit.retryAfterSeconds);
  const user = await ports.repos.users.findByUsername(input.username);
  // Unknown usernames still cost one argon2 verification, so timing does not tell which names exist.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !passwordOk || isPublishedAdminPassword(ports, user, input.password)) {
    await ports.loginLimiter.recordFailure(input.username, ip);
    throw accountErrors.invalidCredentials();
  }
  if (user.isDisabled) throw accountErrors.accountDisabled(user.disabledReason);
  if (user.twoFactorEnabled) {
    if (!input.twoFactorCode) return { requires2FA: true };
    if (!(await acceptSecondFactor(ports, user, input.twoFactorCode))) {
      await ports.loginLimiter.recordFailure(input.username, ip);
      throw accountErrors.invalidTwoFactorCode(httpStatus.unauthenticated);
    }
  }
  await ports.loginLimiter.clearAccount(input.username);
  await ports.transaction((tx) => tx.recordEvent('inkspell.user.logged-in', { userId: user.id, previewSessionId: input.previewSessionId }));
  return { requires2FA: false, user: toPublicUser(user, await ports.inkBalance(user.id)), session: sessionFor(user) };
}

/**
 * In production an administrator whose password is still the development one (published in the README) cannot
 * sign in: the attempt fails like a wrong password, and the start-up log says how to replace it (ADR 0024).
 */
function isPublishedAdminPassword(ports: Pick<AccountsPorts, 'adminAccount'>, user: User, password: string): boolean {
  return ports.adminAccount.refuseDevelopmentPassword && user.role === 'admin' && password === developmentAdminPassword;
}

/** Ends the caller's own session, if it has one. */
export async function logout(ports: Pick<AccountsPorts, 'sessions'>, sid: string | undefined): Promise<void> {
  if (sid) await ports.sessions.destroy(sid);
}
