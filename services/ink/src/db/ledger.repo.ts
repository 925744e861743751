import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { inSpan, recordEvent, type Executor } from '@inkspell/service-kit';
import type { InkTransaction } from '@inkspell/contracts';
import type { HistoryKeys } from '../domain/history-paging';
import { walletOf } from '../domain/ledger';
import type { HoldRecord, LedgerStore } from '../domain/ports';
import { ledgerInk, ledgerMovements } from '../metrics';
import { holds, ledgerAccounts, ledgerEntries, ledgerTransactions, type HoldRow } from './schema';

const toHold = (row: HoldRow): HoldRecord => ({
  id: row.id,
  idempotencyKey: row.idempotencyKey,
  userId: row.userId,
  amount: row.amount,
  state: row.state,
  description: row.description,
  expiresAt: row.expiresAt,
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The movements of a user's history: every movement is posted for the user whose wallet it touches
 * (domain/ledger.ts buildMovement) and has a type exactly when it touches one, so this is the wallet's own list,
 * read newest first on ledger_transactions_history_idx.
 */
const historyOf = (userId: string) => and(eq(ledgerTransactions.userId, userId), isNotNull(ledgerTransactions.type));

/** The creation time to the microsecond in UTC: a cursor rounded to milliseconds would skip or repeat movements. */
const utcMicroseconds = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The movements of a user's wallet (optionally narrowed further: one of them, or those after a cursor) as the
 * history shows them: the wallet entry's signed amount, and the movement's keys in the history's order.
 */
function walletRows(db: Executor, userId: string, narrower?: SQL) {
  return db
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      // Looked up per shown movement (ledger_entries_transaction_idx), so the page is read in the history index's
      // order and stops at its limit; a join would let the planner sort every movement of the wallet first.
      amount: sql<number>`(select e.amount from ledger_entries e where e.transaction_id = ledger_transactions.id and e.account_id = ${walletOf(userId)})`,
      createdAt: ledgerTransactions.createdAt,
      keys: sql<HistoryKeys>`json_build_array(${utcMicroseconds}, ${ledgerTransactions.seq})`,
    })
    .from(ledgerTransactions)
    .where(and(historyOf(userId), narrower))
    .$dynamic();
}

// Every movement that touches a wallet has a type (domain/ledger.ts postingRules).
const toInkTransaction = (row: Awaited<ReturnType<typeof walletRows>>[number]): InkTransaction => ({
  id: row.id,
  type: row.type!,
  description: row.description,
  amount: row.amount,
  createdAt: row.createdAt.toISOString(),
});

/** A page of the user's history, newest first after the cursor's movement (exported so a test can read its plan). */
export function historyPageQuery(db: Executor, userId: string, { after, limit }: { after?: HistoryKeys; limit: number }) {
  // Row comparison on the index's own columns: the scan starts right after the cursor's movement.
  const afterCursor =
    after && sql`(${ledgerTransactions.createdAt}, ${ledgerTransactions.seq}) < (${after[0]}::timestamptz, ${after[1]}::bigint)`;
  return walletRows(db, userId, afterCursor).orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.seq)).limit(limit);
}

/** The ledger's storage on `db`: the database itself, or a transaction the caller opened. */
export function createLedgerStore(db: Executor): LedgerStore {
  const walletBalance = async (userId: string) => {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, walletOf(userId)));
    return row?.balance ?? null;
  };

  const post: LedgerStore['post'] = async (movement) => {
    const id = randomUUID();
    // Claiming the key first: a concurrent post of the same key waits here for ours to commit, then finds it.
    const claimed = await db
      .insert(ledgerTransactions)
      .values({
        id,
        idempotencyKey: movement.idempotencyKey,
        kind: movement.kind,
        userId: movement.userId,
        amount: movement.amount,
        type: movement.type,
        description: movement.description,
        reference: movement.reference,
      })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    if (claimed.length === 0) {
      const [existing] = await db
        .select({ kind: ledgerTransactions.kind, userId: ledgerTransactions.userId, amount: ledgerTransactions.amount })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey));
      return { status: 'exists', existing: existing! };
    }
    let balance: number | null = null;
    if (movement.walletDelta !== 0) {
      // One statement both checks and spends: concurrent debits of a wallet queue on its row, none overdraws.
      const wallet = walletOf(movement.userId);
      const [updated] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${movement.walletDelta}` })
        .where(and(eq(ledgerAccounts.id, wallet), sql`${ledgerAccounts.balance} + ${movement.walletDelta} >= 0`))
        .returning({ balance: ledgerAccounts.balance });
      if (!updated) {
        const current = await walletBalance(movement.userId);
        if (current === null) throw new Error(`wallet ${wallet} is not open`);
        // The caller refuses and rolls back; the claimed key and this transaction row go with it.
        return { status: 'insufficient', balance: current };
      }
      balance = updated.balance;
    }
    await db
      .insert(ledgerEntries)
      .values(movement.entries.map((entry) => ({ transactionId: id, accountId: entry.accountId, amount: entry.amount })));
    ledgerMovements.inc({ kind: movement.kind, type: movement.type ?? 'none' });
    ledgerInk.inc({ kind: movement.kind }, movement.amount);
    return { status: 'posted', walletBalance: balance };
  };

  return {
    async createWallet(userId) {
      const created = await db
        .insert(ledgerAccounts)
        .values({ id: walletOf(userId), kind: 'wallet', userId, balance: 0 })
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      return created.length > 0;
    },

    walletBalance,

    // A span per posting (with tracing on): the ledger's step of a hold, capture or purchase in its trace.
    post: (movement) =>
      inSpan(`ledger post ${movement.kind}`, { 'inkspell.service': 'ink', 'ink.amount': movement.amount }, () => post(movement)),

    history: (userId, page) =>
      historyPageQuery(db, userId, page).then((rows) => rows.map((row) => ({ ...toInkTransaction(row), keys: row.keys }))),

    async historyCount(userId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(historyOf(userId));
      return row?.n ?? 0;
    },

    async walletTransaction(userId, transactionId) {
      // The id comes from another service's request: anything but a uuid names no movement (and no SQL error).
      if (!uuidPattern.test(transactionId)) return null;
      const [row] = await walletRows(db, userId, eq(ledgerTransactions.id, transactionId));
      return row ? toInkTransaction(row) : null;
    },

    async findHoldByKey(idempotencyKey) {
      const [row] = await db.select().from(holds).where(eq(holds.idempotencyKey, idempotencyKey));
      return row ? toHold(row) : null;
    },

    async lockHold(holdId) {
      const [row] = await db.select().from(holds).where(eq(holds.id, holdId)).for('update');
      return row ? toHold(row) : null;
    },

    async lockExpiredHolds(now, limit) {
      const rows = await db
        .select()
        .from(holds)
        .where(and(eq(holds.state, 'held'), lt(holds.expiresAt, now)))
        .orderBy(asc(holds.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map(toHold);
    },

    async insertHold(hold) {
      await db.insert(holds).values(hold);
    },

    async settleHold(holdId, state, note, at) {
      await db.update(holds).set({ state, settleNote: note, settledAt: at }).where(eq(holds.id, holdId));
    },

    async recordPurchase(data) {
      await recordEvent(db, 'inkspell.ink.purchased', data);
    },
  };
}
