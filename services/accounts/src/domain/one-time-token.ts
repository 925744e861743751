import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token for an e-mailed link; only its hash is stored. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type TokenState = 'valid' | 'expired' | 'invalid';

/** Whether a stored token may still be used at `now`. */
export function tokenState(row: { expiresAt: Date; usedAt: Date | null } | undefined, now: Date): TokenState {
  if (!row || row.usedAt) return 'invalid';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}
