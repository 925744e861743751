import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inSpan, type Executor } from '@inkspell/service-kit';
import type { Movement, MovementFacts } from '../domain/ledger';
import type { HoldCreation, HoldCreationOutcome, HoldDesk, HoldSettlement, HoldSettlementOutcome } from '../domain/ports';
import type { HoldState } from '../domain/hold-rules';
import { ledgerInk, ledgerMovements } from '../metrics';

/** One hold or settlement as ink_hold_batch takes it (db/migrations/0005_hold_statements.sql). */
type Item =
  | {
      op: 'create';
      holdId: string;
      callerKey: string;
      description: string;
      expiresAt: string;
      movement: Movement & { id: string };
      welcome: Movement & { id: string };
    }
  | { op: 'settle'; holdId: string; userId: string | null; target: string; note: string; at: string; transactionId: string };

/** What ink_hold_batch answers for each item, in its place. */
type Answer =
  | { status: 'posted'; holdId: string; balance: number; opened: boolean }
  | { status: 'exists'; existing: MovementFacts; holdId: string; balance: number }
  | { status: 'insufficient'; balance: number }
  | { state: HoldState | null; userId?: string; kind?: Movement['kind']; type?: string | null; amount?: number; balance?: number | null };

/** Runs items in one statement: one transaction, one commit, all or nothing. */
export async function applyHoldItems(db: Executor, items: readonly Item[]): Promise<Answer[]> {
  const result = (await db.execute(sql`select ink_hold_batch(${JSON.stringify(items)}::jsonb) as answers`)) as {
    rows: { answers: Answer[] }[];
  };
  return result.rows[0]!.answers;
}

/** Told whose wallet a hold or release moved, once it has committed (the balance notices of ADR 0036). */
export type WalletMoved = (userId: string) => void;

interface Pending {
  item: Item;
  resolve(answer: Answer): void;
  reject(err: unknown): void;
}

/**
 * Group commit: an item that arrives while `inFlight` batches are running waits for the next one, which takes every
 * item waiting (up to `maxBatch`). With 50 stories holding at once the ledger commits a few dozen holds per
 * statement instead of paying a transaction of several round trips for each.
 */
export function batchingRunner(db: Executor, options: { maxBatch: number; inFlight: number }) {
  const waiting: Pending[] = [];
  let running = 0;
  const runBatch = async (batch: Pending[]) => {
    try {
      const answers = await applyHoldItems(
        db,
        batch.map((p) => p.item),
      );
      batch.forEach((p, i) => p.resolve(answers[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // The statement failed whole, so nothing of it was written: each item again on its own, so that only the item
      // at fault fails (items are idempotent, so this is safe even if the failure came after the commit).
      for (const p of batch)
        await applyHoldItems(db, [p.item]).then(
          ([answer]) => p.resolve(answer!),
          (err: unknown) => p.reject(err),
        );
    }
  };
  const pump = () => {
    while (running < options.inFlight && waiting.length > 0) {
      running += 1;
      void runBatch(waiting.splice(0, options.maxBatch)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };
  return (item: Item) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}

/** Counts a written movement as the store's post does (metrics.ts). */
function counted(kind: Movement['kind'], type: string | null, amount: number) {
  ledgerMovements.inc({ kind, type: type ?? 'none' });
  ledgerInk.inc({ kind }, amount);
}

/**
 * The hold desk on `run`: a batching runner on the pool for commands, or one statement in the caller's transaction
 * (an event consumer's, so the effect commits with its processed-event row).
 */
export function createHoldDesk(run: (item: Item) => Promise<Answer>, walletMoved: WalletMoved): HoldDesk {
  return {
    create: (hold: HoldCreation) =>
      inSpan('ledger post hold', { 'inkspell.service': 'ink', 'ink.amount': hold.movement.amount }, async () => {
        const answer = (await run({
          op: 'create',
          holdId: hold.holdId,
          callerKey: hold.callerKey,
          description: hold.description,
          expiresAt: hold.expiresAt.toISOString(),
          movement: { ...hold.movement, id: randomUUID() },
          welcome: { ...hold.welcome, id: randomUUID() },
        })) as HoldCreationOutcome & { opened?: boolean };
        if (answer.status === 'posted') {
          if (answer.opened) counted(hold.welcome.kind, hold.welcome.type, hold.welcome.amount);
          counted(hold.movement.kind, hold.movement.type, hold.movement.amount);
          walletMoved(hold.movement.userId);
        }
        return answer;
      }),
    settle: (settlement: HoldSettlement) =>
      inSpan(`ledger post ${settlement.target === 'captured' ? 'capture' : 'release'}`, { 'inkspell.service': 'ink' }, async () => {
        const answer = (await run({
          op: 'settle',
          holdId: settlement.holdId,
          userId: settlement.userId ?? null,
          target: settlement.target,
          note: settlement.note,
          at: settlement.at.toISOString(),
          transactionId: randomUUID(),
        })) as HoldSettlementOutcome & { userId?: string; kind?: Movement['kind']; type?: string | null; amount?: number };
        if (answer.state === 'held') {
          // Posted now (the hold was held): counted, and a release moved the wallet.
          counted(answer.kind!, answer.type ?? null, answer.amount!);
          if (settlement.target === 'released') walletMoved(answer.userId!);
        }
        return { state: answer.state };
      }),
  };
}
