import { describe, expect, it } from 'vitest';
import { hashBackupCode, looksLikeBackupCode, newBackupCodes, normaliseBackupCode } from '../../src/domain/backup-codes';
import { hashOneTimeToken, newOneTimeToken, tokenState } from '../../src/domain/one-time-token';

describe('backup codes', () => {
  it('makes ten distinct, readable codes', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it('compares without case, spaces or dashes, and salts by user', () => {
    expect(normaliseBackupCode('AB2C-DE3F GH4J')).toBe('ab2cde3fgh4j');
    expect(hashBackupCode('u1', 'ab2c-de3f-gh4j')).toBe(hashBackupCode('u1', 'AB2CDE3FGH4J'));
    expect(hashBackupCode('u1', 'ab2c-de3f-gh4j')).not.toBe(hashBackupCode('u2', 'ab2c-de3f-gh4j'));
    expect(looksLikeBackupCode('ab2c-de3f-gh4j')).toBe(true);
    expect(looksLikeBackupCode('123456')).toBe(false);
  });
});

describe('one-time tokens', () => {
  it('stores only a hash that matches the token', () => {
    const { token, hash } = newOneTimeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain(token);
    expect(hashOneTimeToken(token)).toBe(hash);
  });

  it.each([
    ['an unknown token', undefined, 'invalid'],
    ['a used token', { expiresAt: new Date(2_000), usedAt: new Date(500) }, 'invalid'],
    ['an expired token', { expiresAt: new Date(1_000), usedAt: null }, 'expired'],
    ['a live token', { expiresAt: new Date(2_000), usedAt: null }, 'valid'],
  ] as const)('calls %s %s', (_name, row, state) => {
    expect(tokenState(row, new Date(1_000))).toBe(state);
  });
});
