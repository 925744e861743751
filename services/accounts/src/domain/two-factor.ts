import type { DisableTwoFactorInput, TwoFactorSetup } from '@inkspell/contracts';
import { hashBackupCode, newBackupCodes } from './backup-codes';
import { signedInUser } from './current-user';
import { accountErrors } from './errors';
import { verifyPassword } from './passwords';
import type { AccountsPorts, Caller, Repos } from './ports';
import { acceptSecondFactor } from './second-factor';
import { acceptTotp, newTotpSecret, totpQrCode } from './totp';

/** Step one of turning 2FA on: a secret and backup codes that wait until a code from the app confirms them. */
export async function startTwoFactorSetup(ports: Pick<AccountsPorts, 'repos' | 'transaction'>, userId: string): Promise<TwoFactorSetup> {
  const user = await signedInUser(ports, userId);
  if (user.twoFactorEnabled) throw accountErrors.twoFactorAlreadyEnabled();
  const secret = newTotpSecret();
  const backupCodes = newBackupCodes();
  await ports.transaction(async (tx) => {
    await tx.users.update(user.id, { twoFactorPendingSecret: secret });
    await tx.backupCodes.storePending(
      user.id,
      backupCodes.map((code) => hashBackupCode(user.id, code)),
    );
  });
  return { qrCode: await totpQrCode(user.username, secret), secret, backupCodes };
}

/** Step two: a current code from the app turns 2FA on with the waiting secret and codes. */
export async function confirmTwoFactorSetup(
  ports: Pick<AccountsPorts, 'repos' | 'transaction' | 'now'>,
  userId: string,
  code: string,
): Promise<void> {
  const user = await signedInUser(ports, userId);
  if (user.twoFactorEnabled) throw accountErrors.twoFactorAlreadyEnabled();
  if (!user.twoFactorPendingSecret) throw accountErrors.noPendingSetup();
  const result = acceptTotp(code, user.twoFactorPendingSecret, null, ports.now());
  if (!result.ok) throw accountErrors.invalidTwoFactorCode();
  const secret = user.twoFactorPendingSecret;
  await ports.transaction(async (tx) => {
    await tx.users.update(user.id, {
      twoFactorEnabled: true,
      twoFactorSecret: secret,
      twoFactorPendingSecret: null,
      // The code that confirmed the setup cannot be used again to log in.
      twoFactorLastStep: result.step,
    });
    await tx.backupCodes.activate(user.id);
  });
}

/**
 * The security page's switch: the signed-in user turns 2FA off, re-authenticating with the current password or
 * a current authenticator code (ADR 0025: a stolen session alone must not remove the second factor). Every
 * proof given must be right; a wrong one counts as a failed login and 2FA stays on.
 */
export async function turnOffTwoFactor(
  ports: Pick<AccountsPorts, 'repos' | 'transaction' | 'loginLimiter' | 'now'>,
  caller: Caller,
  proof: DisableTwoFactorInput,
): Promise<void> {
  const user = await signedInUser(ports, caller.userId);
  if (!user.twoFactorEnabled) throw accountErrors.twoFactorNotEnabled();
  const limit = await ports.loginLimiter.isBlocked(user.username, caller.ip);
  if (limit.blocked) throw accountErrors.tooManyAttempts(limit.retryAfterSeconds);
  if (proof.password && !(await verifyPassword(user.passwordHash, proof.password))) {
    await ports.loginLimiter.recordFailure(user.username, caller.ip);
    throw accountErrors.wrongPassword();
  }
  // Only the authenticator's code here (the schema takes 6 digits): backup codes are for the e-mailed link's page.
  if (proof.twoFactorCode && !(await acceptSecondFactor(ports, user, proof.twoFactorCode))) {
    await ports.loginLimiter.recordFailure(user.username, caller.ip);
    throw accountErrors.invalidTwoFactorCode();
  }
  await ports.transaction((tx) => clearTwoFactor(tx, user.id));
}

/** Forgets the secrets and every backup code. */
export async function clearTwoFactor(repos: Repos, userId: string): Promise<void> {
  await repos.users.update(userId, {
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorLastStep: null,
  });
  await repos.backupCodes.deleteAll(userId);
}
