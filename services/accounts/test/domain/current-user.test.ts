import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../src/domain/current-user';
import type { AccountsPorts, User } from '../../src/domain/ports';

function userRow(overrides: Partial<User> = {}): User {
  return {
    id: randomUUID(),
    username: 'luna',
    email: 'luna@example.com',
    pendingEmail: null,
    passwordHash: 'hash',
    firstName: 'Luna',
    lastName: null,
    role: 'user',
    isVerified: true,
    isDisabled: false,
    disabledReason: null,
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorLastStep: null,
    parentPinHash: null,
    reviewStories: false,
    createdAt: new Date(),
    ...overrides,
  };
}

/** Ports whose reads wait until the test lets them answer, counting how often each was asked. */
function slowPorts(row: User, balances: number[]) {
  const asked = { users: 0, balances: 0 };
  const waiting: (() => void)[] = [];
  const later = <T>(value: () => T) => new Promise<T>((resolve) => waiting.push(() => resolve(value())));
  let current = { ...row };
  const ports = {
    repos: { users: { findById: () => (asked.users++, later(() => ({ ...current }))) } },
    inkBalance: () => (asked.balances++, later(() => balances[asked.balances - 1] ?? null)),
  } as unknown as Pick<AccountsPorts, 'repos' | 'inkBalance'>;
  return {
    ports,
    asked,
    edit: (changes: Partial<User>) => (current = { ...current, ...changes }),
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

describe('current user', () => {
  it('lets requests for the same user that arrive during a read share it, and keeps nothing afterwards', async () => {
    const row = userRow();
    const fake = slowPorts(row, [5, 4]);
    const first = currentUser(fake.ports, row.id);
    const second = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await first).toMatchObject({ id: row.id, firstName: 'Luna', inkCount: 5 });
    expect(await second).toEqual(await first);
    expect(fake.asked).toEqual({ users: 1, balances: 1 });

    // Once answered, the next request reads again: a change made meanwhile shows at once.
    fake.edit({ firstName: 'Moon' });
    const third = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await third).toMatchObject({ firstName: 'Moon', inkCount: 4 });
    expect(fake.asked).toEqual({ users: 2, balances: 2 });
  });

  it("never shares one user's read with another user", async () => {
    const luna = userRow();
    const fake = slowPorts(luna, [5, 9]);
    const mine = currentUser(fake.ports, luna.id);
    const theirs = currentUser(fake.ports, randomUUID());
    fake.answerAll();
    await Promise.all([mine, theirs]);
    expect(fake.asked).toEqual({ users: 2, balances: 2 });
  });

  it('answers a disabled user as signed out, to every request that shared the read, and then reads again', async () => {
    const row = userRow({ isDisabled: true });
    const fake = slowPorts(row, []);
    const both = [currentUser(fake.ports, row.id), currentUser(fake.ports, row.id)];
    fake.answerAll();
    for (const answer of both) await expect(answer).rejects.toMatchObject({ status: 401 });
    fake.edit({ isDisabled: false });
    const again = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await again).toMatchObject({ id: row.id, inkCount: null });
  });
});
