import type { InkTransaction, PageTotal } from '@inkspell/contracts';
import { inkGrants } from '@inkspell/contracts';
import type { HistoryKeys } from './history-paging';
import { transactionNotFound } from './errors';
import { buildMovement, descriptions, idempotencyKeys, type Movement } from './ledger';
import type { Ledger, LedgerStore } from './ports';
import { postOnce } from './post-once';

/**
 * Opens the user's wallet with its welcome grant, both in the caller's transaction, so a wallet exists exactly
 * when its welcome ink was given. The registration event and the first time a trusted caller names the user
 * (a signed-in request, another service's command) both come here: whichever is first gives the 5 ink (ADR 0007).
 */
export async function openWallet(store: LedgerStore, userId: string): Promise<void> {
  if (!(await store.createWallet(userId))) return;
  await postOnce(store, welcomeMovement(userId));
}

/** The movement that opens a wallet: its welcome grant. */
export function welcomeMovement(userId: string): Movement {
  return buildMovement({
    kind: 'welcome',
    userId,
    amount: inkGrants.welcome,
    description: descriptions.welcome,
    reference: null,
    idempotencyKey: idempotencyKeys.welcome(userId),
  });
}

/** The welcome grant of `user.registered`. */
export function grantWelcome(ledger: Ledger, userId: string): Promise<void> {
  return ledger.transaction((store) => openWallet(store, userId));
}

/** The user's balance; a user seen for the first time gets their wallet opened. */
export async function getBalance(ledger: Ledger, userId: string): Promise<number> {
  const known = await ledger.read((store) => store.walletBalance(userId));
  if (known !== null) return known;
  return ledger.transaction(async (store) => {
    await openWallet(store, userId);
    return (await store.walletBalance(userId)) ?? 0;
  });
}

/** A page of the user's ink history, newest first after the cursor's movement (ADR 0035); the total is counted. */
export async function listTransactions(
  ledger: Ledger,
  userId: string,
  { after, limit }: { after?: HistoryKeys; limit: number },
): Promise<{ items: InkTransaction[]; nextKeys: HistoryKeys | null; total: PageTotal }> {
  await getBalance(ledger, userId);
  const [rows, count] = await ledger.read((store) =>
    Promise.all([store.history(userId, { after, limit: limit + 1 }), store.historyCount(userId)]),
  );
  // The row after the page says another one follows; it starts after the last shown movement.
  const items = rows.slice(0, limit);
  const nextKeys = rows.length > limit ? (items.at(-1)?.keys ?? null) : null;
  return { items: items.map(({ keys: _keys, ...transaction }) => transaction), nextKeys, total: { count, exact: true } };
}

/** One movement of the user's own wallet (admin checks a refund's purchase against it); another user's is not found. */
export async function getTransaction(ledger: Ledger, userId: string, transactionId: string): Promise<InkTransaction> {
  const found = await ledger.read((store) => store.walletTransaction(userId, transactionId));
  if (!found) throw transactionNotFound();
  return found;
}
