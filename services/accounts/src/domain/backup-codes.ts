import { createHash, randomInt } from 'node:crypto';
import { accountLimits, backupCodeAlphabet, backupCodePattern, backupCodeShape, normaliseBackupCode } from '@inkspell/contracts';

export { normaliseBackupCode };

/** Ten fresh codes like "k7mq-x2rt-9vab", about 56 bits each, in the contracts' printed shape. */
export function newBackupCodes(count: number = accountLimits.backupCodeCount): string[] {
  const group = () =>
    Array.from({ length: backupCodeShape.groupLength }, () => backupCodeAlphabet[randomInt(backupCodeAlphabet.length)]).join('');
  return Array.from({ length: count }, () => Array.from({ length: backupCodeShape.groups }, group).join(backupCodeShape.separator));
}

/** Hashed with the user's id, so equal codes of two users never share a hash. */
export function hashBackupCode(userId: string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normaliseBackupCode(code)}`)
    .digest('hex');
}

/** A 6-digit string is a TOTP code; a code in the backup codes' format is tried as one. */
export function looksLikeBackupCode(code: string): boolean {
  return backupCodePattern.test(code.trim());
}
