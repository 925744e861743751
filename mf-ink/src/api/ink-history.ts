/**
 * Pure rules of the ink history page (spec 02 §2 Ink history): the filter, the three summary
 * tiles and the grouping by day. No React, so each rule is tested on its own.
 */
import type { InkTransaction, InkTransactionType } from '@inkspell/contracts';

/** The filter's choices, in the spec's order and words. */
export const historyFilters = [
  { value: 'all', label: 'All Activity' },
  { value: 'usage', label: 'Usage Only' },
  { value: 'purchase', label: 'Purchases' },
  { value: 'bonus', label: 'Bonuses' },
  { value: 'referral', label: 'Referrals' },
  { value: 'welcome', label: 'Welcome Credits' },
] as const satisfies readonly { value: 'all' | InkTransactionType; label: string }[];

export type HistoryFilter = (typeof historyFilters)[number]['value'];

export function isHistoryFilter(value: unknown): value is HistoryFilter {
  return historyFilters.some((filter) => filter.value === value);
}

/** The movements a filter keeps: every one for All Activity, else those of its type. */
export function filterTransactions<T extends Pick<InkTransaction, 'type'>>(transactions: readonly T[], filter: HistoryFilter): T[] {
  return filter === 'all' ? [...transactions] : transactions.filter((transaction) => transaction.type === filter);
}

/** The words on each type's badge. */
export const transactionTypeLabels: Record<InkTransactionType, string> = {
  usage: 'Usage',
  purchase: 'Purchase',
  bonus: 'Bonus',
  referral: 'Referral',
  welcome: 'Welcome',
};

export interface HistorySummary {
  /** Ink spent on stories and narration, as a positive number, less the ink given back for failed ones. */
  totalSpent: number;
  /** Ink bought in packs. */
  totalPurchased: number;
  /** How many movements the current filter shows. */
  transactions: number;
}

/**
 * The three tiles. The spec ties only Transactions to the filtered list, so Total Spent and
 * Total Purchased describe the whole history whatever the filter shows. Usage rows are signed:
 * a story's ink leaves (negative) and comes back when generation or narration fails (positive,
 * "Returned: ..."), so Total Spent is what usage took in all, shown as a positive number.
 */
export function summariseHistory(all: readonly Pick<InkTransaction, 'type' | 'amount'>[], filtered: readonly unknown[]): HistorySummary {
  let usage = 0;
  let totalPurchased = 0;
  for (const { type, amount } of all) {
    if (type === 'usage') usage += amount;
    if (type === 'purchase') totalPurchased += amount;
  }
  return { totalSpent: Math.max(0, -usage), totalPurchased, transactions: filtered.length };
}

export interface DayGroup<T> {
  /** YYYY-MM-DD in the reader's time zone; stable React key. */
  key: string;
  /** The long date heading, e.g. "Saturday, November 21, 2026". */
  heading: string;
  transactions: T[];
}

export interface DayOptions {
  /** IANA time zone the days are cut in; the browser's own when left out. */
  timeZone?: string;
}

/** Movements grouped by calendar day, newest day first and newest first within a day. */
export function groupByDay<T extends Pick<InkTransaction, 'createdAt'>>(
  transactions: readonly T[],
  { timeZone }: DayOptions = {},
): DayGroup<T>[] {
  // en-CA writes dates as YYYY-MM-DD, which makes a sortable key in any time zone.
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const longDate = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const newestFirst = [...transactions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const groups: DayGroup<T>[] = [];
  for (const transaction of newestFirst) {
    const date = new Date(transaction.createdAt);
    const key = dayKey.format(date);
    const last = groups.at(-1);
    if (last?.key === key) last.transactions.push(transaction);
    else groups.push({ key, heading: longDate.format(date), transactions: [transaction] });
  }
  return groups;
}
