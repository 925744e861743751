import type { PoolClient } from 'pg';
import type { Column } from './bulk-insert';
import { idempotencyKeys } from '../../../services/ink/src/domain/ledger';
import { insertMissing, isPresent, unnestSelect } from './bulk-insert';
import { seedId } from './ids';
import type { SeedWriter } from './batch';
import type { DemoIntentRow, HoldRow, PostedMovement } from './ledger-plan';

const movementColumns: Column<PostedMovement>[] = [
  { name: 'id', type: 'uuid', value: (m) => m.id },
  { name: 'idempotency_key', type: 'text', value: (m) => m.idempotencyKey },
  { name: 'kind', type: 'text', value: (m) => m.kind },
  { name: 'user_id', type: 'uuid', value: (m) => m.userId },
  { name: 'amount', type: 'int', value: (m) => m.amount },
  { name: 'type', type: 'text', value: (m) => m.type },
  { name: 'description', type: 'text', value: (m) => m.description },
  { name: 'reference', type: 'text', value: (m) => m.reference },
  { name: 'created_at', type: 'timestamptz', value: (m) => m.createdAt },
];

interface EntryRow {
  transactionId: string;
  accountId: string;
  amount: number;
}
const entryColumns: Column<EntryRow>[] = [
  { name: 'transaction_id', type: 'uuid', value: (e) => e.transactionId },
  { name: 'account_id', type: 'text', value: (e) => e.accountId },
  { name: 'amount', type: 'int', value: (e) => e.amount },
];

const holdColumns: Column<HoldRow>[] = [
  { name: 'id', type: 'uuid', value: (h) => h.id },
  { name: 'idempotency_key', type: 'text', value: (h) => h.idempotencyKey },
  { name: 'user_id', type: 'uuid', value: (h) => h.userId },
  { name: 'amount', type: 'int', value: (h) => h.amount },
  { name: 'state', type: 'text', value: (h) => h.state },
  { name: 'description', type: 'text', value: (h) => h.description },
  { name: 'expires_at', type: 'timestamptz', value: (h) => h.expiresAt },
  { name: 'created_at', type: 'timestamptz', value: (h) => h.createdAt },
  { name: 'settled_at', type: 'timestamptz', value: (h) => h.settledAt },
  { name: 'settle_note', type: 'text', value: (h) => h.settleNote },
];

const intentColumns: Column<DemoIntentRow>[] = [
  { name: 'id', type: 'text', value: (i) => i.id },
  { name: 'user_id', type: 'uuid', value: (i) => i.userId },
  { name: 'package_id', type: 'text', value: (i) => i.packageId },
  { name: 'amount_cents', type: 'int', value: (i) => i.amountCents },
  { name: 'currency', type: 'text', value: (i) => i.currency },
  { name: 'status', type: 'text', value: (i) => i.status },
  { name: 'created_at', type: 'timestamptz', value: (i) => i.createdAt },
];

interface WalletRow {
  id: string;
  userId: string;
  createdAt: Date;
}
const walletColumns: Column<WalletRow>[] = [
  { name: 'id', type: 'text', value: (w) => w.id },
  { name: 'kind', type: 'text', value: () => 'wallet' },
  { name: 'user_id', type: 'uuid', value: (w) => w.userId },
  { name: 'balance', type: 'int', value: () => 0 },
  { name: 'created_at', type: 'timestamptz', value: (w) => w.createdAt },
];

/**
 * Posts the movements as the ledger store does, many at once: a transaction row is claimed under its idempotency
 * key, its two entries are written only if it was new, and each wallet's stored balance moves by the sum of its
 * new entries, all in one statement. A movement already posted (a second run, or the service's own welcome grant
 * to a user who signed in first) moves nothing twice; the deferred trigger checks every new movement balances at
 * commit, and the wallet's CHECK refuses a negative balance.
 */
async function postMovements(client: PoolClient, movements: readonly PostedMovement[]): Promise<{ transactions: number; entries: number }> {
  const transactions = unnestSelect(movementColumns, movements);
  const entries = unnestSelect(
    entryColumns,
    movements.flatMap((m) => m.entries.map((e) => ({ transactionId: m.id, accountId: e.accountId, amount: e.amount }))),
    transactions.params.length + 1,
  );
  const result = await client.query<{ transactions: number; entries: number }>(
    `with claimed as (
       insert into ledger_transactions (${movementColumns.map((c) => c.name).join(', ')}) ${transactions.sql}
       on conflict do nothing returning id
     ),
     posted as (
       insert into ledger_entries (transaction_id, account_id, amount)
       select e.transaction_id, e.account_id, e.amount
       from (${entries.sql}) as e(transaction_id, account_id, amount) join claimed on claimed.id = e.transaction_id
       returning account_id, amount
     ),
     moved as (
       update ledger_accounts a set balance = a.balance + d.delta
       from (select account_id, sum(amount)::int as delta from posted where account_id like 'wallet:%' group by account_id) d
       where a.id = d.account_id
       returning a.id
     )
     select (select count(*) from claimed)::int as transactions, (select count(*) from posted)::int as entries`,
    [...transactions.params, ...entries.params],
  );
  return result.rows[0]!;
}

/** ink: each family's wallet, its movements through the ledger's posting rules, the captured holds and the demo payments. */
export const inkWriter: SeedWriter = {
  database: 'ink',
  // The hold of every family's first story: a key only the seed writes (the service's own welcome grant to a seeded
  // user who signed in early is no sign that the seed's movements are there).
  present: (client, family) =>
    isPresent(client, 'ledger_transactions', 'idempotency_key', idempotencyKeys.hold(`story:${seedId('story', family, 0)}`)),
  async write(client, batch) {
    const wallets = batch.families.map((f, i): WalletRow => ({ id: batch.ledgers[i]!.walletId, userId: f.userId, createdAt: f.createdAt }));
    const ledger_accounts = await insertMissing(client, 'ledger_accounts', walletColumns, wallets);
    const posted = await postMovements(
      client,
      batch.ledgers.flatMap((l) => l.movements),
    );
    const holds = await insertMissing(
      client,
      'holds',
      holdColumns,
      batch.ledgers.flatMap((l) => l.holds),
    );
    const demo_payment_intents = await insertMissing(
      client,
      'demo_payment_intents',
      intentColumns,
      batch.ledgers.flatMap((l) => l.intents),
    );
    return { ledger_accounts, ledger_transactions: posted.transactions, ledger_entries: posted.entries, holds, demo_payment_intents };
  },
};
