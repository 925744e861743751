/**
 * Pure rules for following an approved refund until its credit reaches the ledger. The admin
 * service approves at once, but the ink arrives later (its outbox, NATS, the ink service), so the
 * page keeps asking for the history for a short while after it sees the approval. No React.
 */
import { refundCreditDescription, type InkTransaction, type RefundRequest } from '@inkspell/contracts';

/** How long the page waits for a credit after it first sees its request approved. */
export const refundCreditWatchMs = 30_000;

/** How often it asks for the history meanwhile. */
export const refundCreditPollMs = 2_000;

type DecidedRequest = Pick<RefundRequest, 'id' | 'status' | 'itemTitle' | 'inkAmount' | 'processedAt'>;
type Movement = Pick<InkTransaction, 'type' | 'description' | 'amount'>;

const creditKey = (description: string, amount: number) => `${amount} ${description}`;

/**
 * The approved requests whose credit is in the history. A credit says only what it refunds and how
 * much (a bonus "Refund: <title>"), so requests with the same words and amount share their credits:
 * the n-th of them to be decided counts as credited once the history holds n such credits.
 */
export function creditedRefunds(requests: readonly DecidedRequest[], history: readonly Movement[]): Set<string> {
  const credits = new Map<string, number>();
  for (const movement of history) {
    if (movement.type !== 'bonus') continue;
    const key = creditKey(movement.description, movement.amount);
    credits.set(key, (credits.get(key) ?? 0) + 1);
  }
  const approved = requests
    .filter((request) => request.status === 'approved')
    .sort((a, b) => (a.processedAt ?? '').localeCompare(b.processedAt ?? ''));
  const credited = new Set<string>();
  for (const request of approved) {
    const key = creditKey(refundCreditDescription(request.itemTitle), request.inkAmount);
    const left = credits.get(key) ?? 0;
    if (left === 0) continue;
    credits.set(key, left - 1);
    credited.add(request.id);
  }
  return credited;
}

/** Which requests the page waits for (id → until when, in ms) and which it is done with. */
export interface CreditWatch {
  until: ReadonlyMap<string, number>;
  done: ReadonlySet<string>;
}

export const emptyCreditWatch: CreditWatch = { until: new Map(), done: new Set() };

/** Starts waiting for every approved request the page has not followed yet, for refundCreditWatchMs from now. */
export function watchApproved(watch: CreditWatch, requests: readonly Pick<RefundRequest, 'id' | 'status'>[], now: number): CreditWatch {
  const fresh = requests.filter((request) => request.status === 'approved' && !watch.until.has(request.id) && !watch.done.has(request.id));
  if (fresh.length === 0) return watch;
  const until = new Map(watch.until);
  for (const request of fresh) until.set(request.id, now + refundCreditWatchMs);
  return { until, done: watch.done };
}

/**
 * Looks at a newly fetched history: the requests whose credit is there have landed (the ink shown
 * elsewhere must be refreshed), and those past their time are given up. Both are done with.
 */
export function settleWatch(
  watch: CreditWatch,
  requests: readonly DecidedRequest[],
  history: readonly Movement[],
  now: number,
): { watch: CreditWatch; landed: string[] } {
  if (watch.until.size === 0) return { watch, landed: [] };
  const credited = creditedRefunds(requests, history);
  const landed: string[] = [];
  const until = new Map<string, number>();
  const done = new Set(watch.done);
  for (const [id, deadline] of watch.until) {
    if (credited.has(id)) landed.push(id);
    if (credited.has(id) || deadline <= now) done.add(id);
    else until.set(id, deadline);
  }
  if (until.size === watch.until.size) return { watch, landed };
  return { watch: { until, done }, landed };
}

/** The history poll while the page waits: every refundCreditPollMs until the last deadline, then off. */
export function creditPollInterval(watch: CreditWatch, now: number): number | false {
  const last = Math.max(0, ...watch.until.values());
  return last > now ? refundCreditPollMs : false;
}
