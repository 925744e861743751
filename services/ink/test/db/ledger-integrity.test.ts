import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';
import { runLedgerCheckCli } from '../support/ledger-check-cli';

let h: InkHarness;
let userId: string;
beforeAll(async () => {
  h = await startInk();
  userId = newUserId();
  await h.fund(userId, 3);
});
afterAll(async () => {
  await h?.close();
});

/** Writes a ledger transaction by hand, bypassing the service, with the given entries. */
function writeByHand(entries: Array<[account: string, amount: number]>) {
  return h.deps.db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.execute(sql`insert into ledger_transactions (id, idempotency_key, kind, user_id, amount, type, description)
      values (${id}, ${`by-hand:${id}`}, 'refund', ${userId}, 1, 'bonus', 'by hand')`);
    for (const [account, amount] of entries) {
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) values (${id}, ${account}, ${amount})`);
    }
  });
}

const causeOf = (err: unknown) => String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message);

describe('the database keeps the ledger double-entry', () => {
  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const err = await writeByHand([
      ['system:refunds', -1],
      [`wallet:${userId}`, 2],
    ]).catch((e: unknown) => e);
    expect(causeOf(err)).toMatch(/unbalanced: 2 entries summing to 1/);
  });

  it('refuses a transaction with a single entry, and one with none', async () => {
    expect(causeOf(await writeByHand([['system:refunds', 0 + 1]]).catch((e: unknown) => e))).toMatch(/unbalanced: 1 entries/);
    expect(causeOf(await writeByHand([]).catch((e: unknown) => e))).toMatch(/unbalanced: 0 entries/);
  });

  it('refuses editing or deleting history', async () => {
    await expect(h.deps.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(h.deps.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    expect(causeOf(await h.deps.db.execute(sql`delete from ledger_entries`).catch((e: unknown) => e))).toMatch(/append-only/);
  });

  it('refuses a negative wallet', async () => {
    const err = await h.deps.db.execute(sql`update ledger_accounts set balance = -1 where user_id = ${userId}`).catch((e: unknown) => e);
    expect(causeOf(err)).toMatch(/ledger_accounts_wallet_balance_non_negative/);
    expect(await h.balanceOf(userId)).toBe(8);
  });
});

describe('the ledger check', () => {
  it('passes on a sound ledger, printing what it checked with counts', async () => {
    expect((await h.audit()).ok).toBe(true);
    const cli = await runLedgerCheckCli(h.databaseUrl);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toMatch(/wallets equal to the sum of their entries: 1 checked, 0 breaches/);
  });

  it('fails, in-process and as the CLI, when a wallet no longer equals its entries', async () => {
    await h.deps.db.execute(sql`update ledger_accounts set balance = balance + 100 where user_id = ${userId}`);
    try {
      const report = await h.audit();
      expect(report.ok).toBe(false);
      expect(report.checks.find((c) => c.name === 'wallets equal to the sum of their entries')?.breaches).toEqual([
        `wallet:${userId}: balance 108, entries sum to 8`,
      ]);
      const cli = await runLedgerCheckCli(h.databaseUrl);
      expect(cli.code).toBe(1);
      expect(cli.stdout).toMatch(/FAIL\s+wallets equal to the sum of their entries: 1 checked, 1 breach\b/);
      expect(cli.stdout).toContain('ledger check FAILED');
    } finally {
      await h.deps.db.execute(sql`update ledger_accounts set balance = balance - 100 where user_id = ${userId}`);
    }
    expect((await h.audit()).ok).toBe(true);
  });

  it('says so and exits 2 when it cannot reach the ledger', async () => {
    const cli = await runLedgerCheckCli(h.databaseUrl.replace(/inkspell_ink_\w+/, 'inkspell_ink_missing_db'));
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/ledger check could not run: .*does not exist/);
  });
});
