import type { InkTransaction } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { filterTransactions, groupByDay, historyFilters, isHistoryFilter, summariseHistory } from '../src/api/ink-history';

const tx = (
  id: string,
  type: InkTransaction['type'],
  amount: number,
  createdAt: string,
  description = `${type} ${id}`,
): InkTransaction => ({
  id,
  type,
  amount,
  createdAt,
  description,
});

/** A history as the server sends it: newest first. */
const history: InkTransaction[] = [
  tx('7', 'usage', -1, '2026-11-21T18:05:00.000Z', 'Narration by Spell'),
  tx('6', 'purchase', 15, '2026-11-21T09:30:00.000Z', 'Popular Pack purchase'),
  tx('5', 'usage', -4, '2026-11-20T22:10:00.000Z', 'Story: The Moon Dragon'),
  tx('4', 'referral', 3, '2026-11-20T12:00:00.000Z', 'A friend joined through your link'),
  tx('3', 'bonus', 2, '2026-11-19T08:00:00.000Z', 'Refund: story failed'),
  tx('2', 'purchase', 8, '2026-11-18T16:00:00.000Z', 'Starter Pack purchase'),
  tx('1', 'welcome', 5, '2026-11-18T15:59:00.000Z', 'Welcome to Inkspell!'),
];

describe('the history filter (spec 02 §2)', () => {
  it('offers the six choices in the spec order and words', () => {
    expect(historyFilters.map((f) => f.label)).toEqual([
      'All Activity',
      'Usage Only',
      'Purchases',
      'Bonuses',
      'Referrals',
      'Welcome Credits',
    ]);
  });

  it.each([
    ['all', ['7', '6', '5', '4', '3', '2', '1']],
    ['usage', ['7', '5']],
    ['purchase', ['6', '2']],
    ['bonus', ['3']],
    ['referral', ['4']],
    ['welcome', ['1']],
  ] as const)('%s keeps %j', (filter, ids) => {
    expect(filterTransactions(history, filter).map((t) => t.id)).toEqual(ids);
  });

  it('knows its own values and nothing else (a ?filter= from the address is checked)', () => {
    expect(historyFilters.every((f) => isHistoryFilter(f.value))).toBe(true);
    expect(isHistoryFilter('refund')).toBe(false);
    expect(isHistoryFilter(null)).toBe(false);
  });
});

describe('the three summary tiles (spec 02 §2)', () => {
  it('Total Spent adds the ink used as a positive number; Total Purchased adds bought packs', () => {
    const summary = summariseHistory(history, history);
    expect(summary).toEqual({ totalSpent: 5, totalPurchased: 23, transactions: 7 });
  });

  it('Transactions counts the filtered list while the totals describe the whole history', () => {
    const purchases = filterTransactions(history, 'purchase');
    expect(summariseHistory(history, purchases)).toEqual({ totalSpent: 5, totalPurchased: 23, transactions: 2 });
  });

  it('takes ink given back for a failed story or narration off Total Spent', () => {
    const withReturn = [tx('9', 'usage', 1, '2026-11-21T18:06:00.000Z', 'Returned: narration of The Moon Dragon'), ...history];
    expect(summariseHistory(withReturn, withReturn).totalSpent).toBe(4);
  });

  it('is all zeros for an empty history', () => {
    expect(summariseHistory([], [])).toEqual({ totalSpent: 0, totalPurchased: 0, transactions: 0 });
  });
});

describe('grouping by day (spec 02 §2)', () => {
  it('puts the newest day first under a long date heading, newest first within a day', () => {
    const groups = groupByDay(history, { timeZone: 'UTC' });
    expect(groups.map((g) => g.heading)).toEqual([
      'Saturday, November 21, 2026',
      'Friday, November 20, 2026',
      'Thursday, November 19, 2026',
      'Wednesday, November 18, 2026',
    ]);
    expect(groups.map((g) => g.transactions.map((t) => t.id))).toEqual([['7', '6'], ['5', '4'], ['3'], ['2', '1']]);
  });

  it('cuts days in the reader’s time zone: 22:10 UTC on the 20th is already the 21st in Tokyo', () => {
    const groups = groupByDay(history, { timeZone: 'Asia/Tokyo' });
    expect(groups[0]).toMatchObject({ key: '2026-11-22', heading: 'Sunday, November 22, 2026' });
    expect(groups[0]!.transactions.map((t) => t.id)).toEqual(['7']);
    expect(groups[1]!.transactions.map((t) => t.id)).toEqual(['6', '5']);
  });

  it('orders by time even when the list arrives shuffled', () => {
    const shuffled = [history[3]!, history[0]!, history[6]!, history[1]!];
    const groups = groupByDay(shuffled, { timeZone: 'UTC' });
    expect(groups.flatMap((g) => g.transactions.map((t) => t.id))).toEqual(['7', '6', '4', '1']);
  });

  it('gives no groups for no movements', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
