import { hashBackupCode, looksLikeBackupCode } from './backup-codes';
import type { AccountsPorts, User } from './ports';
import { acceptTotp } from './totp';

/**
 * Whether `code` is a second factor of this user: a current authenticator code not used before, or one of
 * their unused backup codes (for someone who lost the app). Either is spent by being accepted.
 */
export async function acceptSecondFactor(ports: Pick<AccountsPorts, 'repos' | 'now'>, user: User, code: string): Promise<boolean> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    if (!user.twoFactorSecret) return false;
    const result = acceptTotp(typed, user.twoFactorSecret, user.twoFactorLastStep, ports.now());
    return result.ok && (await ports.repos.users.advanceTotpStep(user.id, result.step));
  }
  if (looksLikeBackupCode(typed)) return ports.repos.backupCodes.consume(user.id, hashBackupCode(user.id, typed));
  return false;
}
