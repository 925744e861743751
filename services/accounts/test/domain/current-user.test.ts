import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../src/domain/current-user';
import { createCurrentUserCache } from '../../src/domain/current-user-cache';
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

/** Ports whose reads wait until the test lets them answer, counting how often each was asked; a clock the test moves. */
function slowPorts(rows: User[], balances: (number | null)[]) {
  const asked = { users: 0, balances: 0 };
  const waiting: (() => void)[] = [];
  const later = <T>(value: () => T) => new Promise<T>((resolve) => waiting.push(() => resolve(value())));
  const current = new Map(rows.map((row) => [row.id, { ...row }]));
  let clock = 1_000_000;
  const currentUsers = createCurrentUserCache({ ttlMs: 1000, now: () => clock });
  const ports = {
    repos: { users: { findById: (id: string) => (asked.users++, later(() => (current.has(id) ? { ...current.get(id)! } : undefined))) } },
    inkBalance: () => {
      const balance = balances[asked.balances++] ?? null;
      return later(() => balance);
    },
    currentUsers,
  } as unknown as Pick<AccountsPorts, 'repos' | 'inkBalance' | 'currentUsers'>;
  return {
    ports,
    asked,
    edit: (id: string, changes: Partial<User>) => current.set(id, { ...current.get(id)!, ...changes }),
    advance: (ms: number) => (clock += ms),
    answerAll: () => waiting.splice(0).forEach((answer) => answer()),
  };
}

describe('current user', () => {
  it('shares a read with the requests that come while it is read and for under a second after it started, then reads again', async () => {
    const row = userRow();
    const fake = slowPorts([row], [5, 4]);
    const first = currentUser(fake.ports, row.id);
    const second = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await first).toMatchObject({ id: row.id, firstName: 'Luna', inkCount: 5 });
    expect(await second).toEqual(await first);
    fake.advance(999);
    expect(await currentUser(fake.ports, row.id)).toEqual(await first);
    expect(fake.asked).toEqual({ users: 1, balances: 1 });

    // A second after the read started, whatever changed meanwhile shows, even if nobody said so.
    fake.edit(row.id, { firstName: 'Moon' });
    fake.advance(1);
    const third = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await third).toMatchObject({ firstName: 'Moon', inkCount: 4 });
    expect(fake.asked).toEqual({ users: 2, balances: 2 });
  });

  it('reads again at once after the user is forgotten (their row written, their ink moved)', async () => {
    const row = userRow();
    const fake = slowPorts([row], [5, 7]);
    const first = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await first).toMatchObject({ inkCount: 5 });
    fake.ports.currentUsers.forget(row.id);
    const after = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await after).toMatchObject({ inkCount: 7 });
  });

  it('does not keep a read that was in progress when the user was forgotten', async () => {
    const row = userRow();
    const fake = slowPorts([row], [5, 7]);
    const before = currentUser(fake.ports, row.id);
    fake.ports.currentUsers.forget(row.id);
    const after = currentUser(fake.ports, row.id);
    fake.answerAll();
    // The request that came before the change gets the read it joined; the one after gets a read of its own.
    expect(await before).toMatchObject({ inkCount: 5 });
    expect(await after).toMatchObject({ inkCount: 7 });
    expect(await currentUser(fake.ports, row.id)).toMatchObject({ inkCount: 7 });
    expect(fake.asked).toEqual({ users: 2, balances: 2 });
  });

  it("never answers one user with another user's answer", async () => {
    const luna = userRow();
    const sol = userRow({ username: 'sol', firstName: 'Sol' });
    const fake = slowPorts([luna, sol], [5, 9]);
    const mine = currentUser(fake.ports, luna.id);
    const theirs = currentUser(fake.ports, sol.id);
    fake.answerAll();
    expect(await mine).toMatchObject({ id: luna.id, username: 'luna', inkCount: 5 });
    expect(await theirs).toMatchObject({ id: sol.id, username: 'sol', inkCount: 9 });
    // Kept answers too stay each user's own.
    expect(await currentUser(fake.ports, sol.id)).toMatchObject({ id: sol.id, inkCount: 9 });
    expect(await currentUser(fake.ports, luna.id)).toMatchObject({ id: luna.id, inkCount: 5 });
    expect(fake.asked).toEqual({ users: 2, balances: 2 });
  });

  it('answers a disabled user as signed out, to every request that shared the read, and keeps nothing of it', async () => {
    const row = userRow({ isDisabled: true });
    const fake = slowPorts([row], [3, 3]);
    const both = [currentUser(fake.ports, row.id), currentUser(fake.ports, row.id)];
    fake.answerAll();
    for (const answer of both) await expect(answer).rejects.toMatchObject({ status: 401 });
    fake.edit(row.id, { isDisabled: false });
    const again = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await again).toMatchObject({ id: row.id, inkCount: 3 });
  });

  it('does not keep an answer without a balance: the next request asks ink again', async () => {
    const row = userRow();
    const fake = slowPorts([row], [null, 6]);
    const first = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await first).toMatchObject({ inkCount: null });
    const second = currentUser(fake.ports, row.id);
    fake.answerAll();
    expect(await second).toMatchObject({ inkCount: 6 });
  });
});
