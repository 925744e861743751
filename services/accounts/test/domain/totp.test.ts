import { describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { acceptTotp, newTotpSecret } from '../../src/domain/totp';

const secret = newTotpSecret();
const now = Date.UTC(2026, 10, 21, 12, 0, 10);
const codeAt = (ms: number) => authenticator.clone({ epoch: ms }).generate(secret);

describe('acceptTotp', () => {
  it('accepts the current code and says which step it was', () => {
    const result = acceptTotp(codeAt(now), secret, null, now);
    expect(result).toEqual({ ok: true, step: Math.floor(now / 30_000) });
  });

  it('tolerates one step of clock drift either way, not two', () => {
    expect(acceptTotp(codeAt(now - 30_000), secret, null, now).ok).toBe(true);
    expect(acceptTotp(codeAt(now + 30_000), secret, null, now).ok).toBe(true);
    expect(acceptTotp(codeAt(now - 90_000), secret, null, now).ok).toBe(false);
  });

  it('refuses a code from a step already used, so a seen code cannot be replayed', () => {
    const first = acceptTotp(codeAt(now), secret, null, now);
    if (!first.ok) throw new Error('setup');
    expect(acceptTotp(codeAt(now), secret, first.step, now + 5000).ok).toBe(false);
    expect(acceptTotp(codeAt(now - 30_000), secret, first.step, now).ok).toBe(false);
    expect(acceptTotp(codeAt(now + 30_000), secret, first.step, now + 30_000).ok).toBe(true);
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 345'])('refuses the malformed code %j', (code) => {
    expect(acceptTotp(code, secret, null, now).ok).toBe(false);
  });
});
