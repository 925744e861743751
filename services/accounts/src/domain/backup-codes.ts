import { createHash, randomInt } from 'node:crypto';
import { accountLimits } from '@inkspell/contracts';

// No 0/O or 1/I/L, so a code read off paper is typed right.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh codes like "k7mq-x2rt-9v", about 56 bits each. */
export function newBackupCodes(count: number = accountLimits.backupCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Codes are compared without case, spaces or dashes. */
export function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Hashed with the user's id, so equal codes of two users never share a hash. */
export function hashBackupCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${normaliseBackupCode(code)}`).digest('hex');
}

/** A 6-digit string is a TOTP code; anything else with the right length is tried as a backup code. */
export function looksLikeBackupCode(code: string): boolean {
  return normaliseBackupCode(code).length === 12;
}
