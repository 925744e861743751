import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  backupCodeAlphabet,
  backupCodePattern,
  backupCodePrintedLength,
  backupCodeSchema,
  backupCodeShape,
  disableTwoFactorWithTokenSchema,
  normaliseBackupCode,
  sixDigitCodePattern,
  sixDigitCodeSchema,
  twoFactorOrBackupCodeSchema,
} from '../src';

/** A code in the printed form, built from the alphabet the way the accounts service mints them. */
function printedCode(pick: (index: number) => string): string {
  const groups = Array.from({ length: backupCodeShape.groups }, (_, g) =>
    Array.from({ length: backupCodeShape.groupLength }, (_, i) => pick(g * backupCodeShape.groupLength + i)).join(''),
  );
  return groups.join(backupCodeShape.separator);
}

describe('the 6-digit authenticator code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
    ['１２３４５６', false],
    ['', false],
  ])('%j matches: %s', (code, ok) => {
    expect(sixDigitCodePattern.test(code)).toBe(ok);
    expect(sixDigitCodeSchema.safeParse(code).success).toBe(ok);
  });

  it('refuses with the spec message', () => {
    expect(sixDigitCodeSchema.safeParse('12').error?.issues[0]?.message).toBe('Invalid Code: Please enter a 6-digit verification code');
  });
});

describe('the backup code format', () => {
  it.each([
    ['k7mq-x2rt-9vab', true],
    ['K7MQ-X2RT-9VAB', true],
    ['k7mqx2rt9vab', true],
    ['k7mq x2rt 9vab', true],
    ['k7mq-x2rt9vab', true],
    ['k7mq-x2rt-9va', false],
    ['k7mq-x2rt-9vabc', false],
    ['k7mq--x2rt-9vab', false],
    ['k7m-qx2rt-9vab', false],
    ['k0mq-x2rt-9vab', false], // 0 is not in the alphabet
    ['k7mq-x2rt-9vab-', false],
    ['123456', false],
    ['', false],
  ])('%j matches: %s', (code, ok) => {
    expect(backupCodePattern.test(code)).toBe(ok);
  });

  it('uses exactly the alphabet without the look-alikes 0, 1, i, l and o', () => {
    const allowed = [...'abcdefghijklmnopqrstuvwxyz0123456789'].filter((c) => backupCodePattern.test(c.repeat(12)));
    expect(allowed.join('')).toBe(backupCodeAlphabet);
    expect(backupCodeAlphabet).not.toMatch(/[01ilo]/);
  });

  it('matches every code printed from the alphabet, at the printed length', () => {
    const alphabet = [...backupCodeAlphabet];
    for (let offset = 0; offset < alphabet.length; offset++) {
      const code = printedCode((i) => alphabet[(offset + i * 7) % alphabet.length]!);
      expect(code).toHaveLength(backupCodePrintedLength);
      expect(backupCodePattern.test(code)).toBe(true);
    }
  });

  it.each([
    ['K7MQ-X2RT-9VAB', 'k7mqx2rt9vab'],
    ['k7mq x2rt 9vab', 'k7mqx2rt9vab'],
    ['k7mqx2rt9vab', 'k7mqx2rt9vab'],
  ])('normalises %j to %j', (typed, normalised) => {
    expect(normaliseBackupCode(typed)).toBe(normalised);
  });

  it('the schema trims what was typed and refuses with its own message', () => {
    expect(backupCodeSchema.parse('  k7mq-x2rt-9vab ')).toBe('k7mq-x2rt-9vab');
    expect(backupCodeSchema.safeParse('k7mq').error?.issues[0]?.message).toBe(accountMessages.invalidBackupCode);
  });
});

describe("the token page's code: 6 digits or a backup code", () => {
  it.each([
    ['123456', '123456'],
    [' 654321 ', '654321'],
    ['k7mq-x2rt-9vab', 'k7mq-x2rt-9vab'],
    ['K7MQ X2RT 9VAB', 'K7MQ X2RT 9VAB'],
  ])('accepts %j as %j', (typed, sent) => {
    expect(twoFactorOrBackupCodeSchema.parse(typed)).toBe(sent);
  });

  it.each(['12345', '1234567', 'k7mq-x2rt', 'hello world!', ''])('refuses %j with the spec message', (typed) => {
    const result = twoFactorOrBackupCodeSchema.safeParse(typed);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Invalid Code: Please enter a 6-digit verification code']);
  });

  it('a missing code asks for both password and code', () => {
    expect(twoFactorOrBackupCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Missing Information, Please enter both your password and 2FA code',
    );
  });

  it.each([
    [{ token: 't0k3n', password: 'Dragons!Fly1', twoFactorCode: '123456' }, true],
    [{ token: 't0k3n', password: 'Dragons!Fly1', twoFactorCode: 'k7mq-x2rt-9vab' }, true],
    [{ token: 't0k3n', password: 'Dragons!Fly1', twoFactorCode: '12345' }, false],
    [{ token: 't0k3n', password: '', twoFactorCode: '123456' }, false],
    [{ token: '', password: 'Dragons!Fly1', twoFactorCode: '123456' }, false],
    [{ token: 't0k3n', password: 'Dragons!Fly1' }, false],
  ])('disableTwoFactorWithTokenSchema(%j) succeeds: %s', (payload, ok) => {
    expect(disableTwoFactorWithTokenSchema.safeParse(payload).success).toBe(ok);
  });
});
