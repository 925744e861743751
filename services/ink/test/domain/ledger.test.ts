import { describe, expect, it } from 'vitest';
import { buildMovement, isValidAmount, maxMovementAmount, sameMovement, sumOf, walletOf, type MovementKind } from '../../src/domain/ledger';

const userId = '6f1c1d1e-7a0b-4c53-9d5c-2f4d5b6a7c8d';
const movement = (kind: MovementKind, amount: number) =>
  buildMovement({ kind, userId, amount, description: 'test', reference: null, idempotencyKey: `${kind}:1` });

describe('posting rules', () => {
  // kind, amount → wallet change, the type the history shows, the system account on the other side
  const table: Array<[MovementKind, number, number, string | null, string]> = [
    ['welcome', 5, 5, 'welcome', 'system:welcome'],
    ['referral', 3, 3, 'referral', 'system:referrals'],
    ['referralNewUser', 2, 2, 'referral', 'system:referrals'],
    ['purchase', 15, 15, 'purchase', 'system:purchases'],
    ['hold', 4, -4, 'usage', 'system:holds'],
    ['release', 4, 4, 'usage', 'system:holds'],
    ['narrationRefund', 1, 1, 'usage', 'system:spending'],
    ['refund', 7, 7, 'bonus', 'system:refunds'],
  ];
  it.each(table)('%s of %i moves the wallet by %i, shows as %s, against %s', (kind, amount, walletDelta, type, system) => {
    const m = movement(kind, amount);
    expect(sumOf(m.entries)).toBe(0);
    expect(m.walletDelta).toBe(walletDelta);
    expect(m.type).toBe(type);
    expect(m.entries.find((e) => e.accountId === walletOf(userId))?.amount).toBe(walletDelta);
    expect(m.entries.map((e) => e.accountId)).toContain(system);
  });

  it('a capture moves held ink to spending without touching the wallet, and the history does not list it', () => {
    const m = movement('capture', 4);
    expect(m.entries).toEqual([
      { accountId: 'system:holds', amount: -4 },
      { accountId: 'system:spending', amount: 4 },
    ]);
    expect(m.walletDelta).toBe(0);
    expect(m.type).toBeNull();
  });
});

describe('amounts', () => {
  const refused: unknown[] = [
    0,
    -1,
    -5,
    1.5,
    0.1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    maxMovementAmount + 1,
    2 ** 53,
    '3',
    null,
    undefined,
  ];
  it.each(refused)('refuses %s', (amount) => {
    expect(isValidAmount(amount)).toBe(false);
    expect(() => movement('purchase', amount as number)).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed' }));
  });

  it.each([1, 2, 8, 15, 20, maxMovementAmount])('accepts %i', (amount) => {
    expect(isValidAmount(amount)).toBe(true);
    expect(sumOf(movement('purchase', amount).entries)).toBe(0);
  });
});

describe('idempotency comparison', () => {
  const base = { kind: 'hold', userId, amount: 3 };
  const table: Array<[string, object, boolean]> = [
    ['the same facts', {}, true],
    ['another amount', { amount: 4 }, false],
    ['another user', { userId: '00000000-0000-4000-8000-000000000000' }, false],
    ['another kind', { kind: 'purchase' }, false],
  ];
  it.each(table)('%s → same movement: %s', (_name, change, same) => {
    expect(sameMovement(base, { ...base, ...change })).toBe(same);
  });
});
