import { describe, expect, it } from 'vitest';
import type { InkTransaction, RefundRequest } from '@inkspell/contracts';
import {
  creditPollInterval,
  creditedRefunds,
  emptyCreditWatch,
  refundCreditPollMs,
  refundCreditWatchMs,
  settleWatch,
  watchApproved,
} from '../src/components/refund/refund-credit';

type Request = Pick<RefundRequest, 'id' | 'status' | 'itemTitle' | 'inkAmount' | 'processedAt'>;
type Movement = Pick<InkTransaction, 'type' | 'description' | 'amount'>;

const request = (id: string, over: Partial<Request> = {}): Request => ({
  id,
  status: 'approved',
  itemTitle: 'Luna and the Moon Boat',
  inkAmount: 2,
  processedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});
const welcome: Movement = { type: 'welcome', description: 'Welcome gift: ink for your first stories', amount: 5 };
const credit = (description = 'Refund: Luna and the Moon Boat', amount = 2): Movement => ({ type: 'bonus', description, amount });

describe("an approved refund's credit", () => {
  it('is found by the words and the amount the ledger writes for it', () => {
    expect(creditedRefunds([request('a')], [welcome])).toEqual(new Set());
    expect(creditedRefunds([request('a')], [credit(), welcome])).toEqual(new Set(['a']));
    // Another amount, another title or a movement of another type is not this credit.
    expect(creditedRefunds([request('a')], [credit('Refund: Luna and the Moon Boat', 3)])).toEqual(new Set());
    expect(creditedRefunds([request('a')], [credit('Refund: Other Story')])).toEqual(new Set());
    expect(creditedRefunds([request('a')], [{ ...credit(), type: 'usage' }])).toEqual(new Set());
  });

  it('names a request without a title as an ink refund, and counts pending and denied requests out', () => {
    expect(creditedRefunds([request('a', { itemTitle: null })], [credit('Refund: ink refund')])).toEqual(new Set(['a']));
    expect(creditedRefunds([request('a', { itemTitle: '  ' })], [credit('Refund: ink refund')])).toEqual(new Set(['a']));
    expect(creditedRefunds([request('p', { status: 'pending' }), request('d', { status: 'denied' })], [credit(), credit()])).toEqual(
      new Set(),
    );
  });

  it('answers one request per credit: of two alike, the one decided first is credited by the first credit', () => {
    const older = request('old', { itemTitle: null, processedAt: '2026-11-20T10:00:00.000Z' });
    const newer = request('new', { itemTitle: null, processedAt: '2026-11-25T10:00:00.000Z' });
    expect(creditedRefunds([newer, older], [credit('Refund: ink refund')])).toEqual(new Set(['old']));
    expect(creditedRefunds([newer, older], [credit('Refund: ink refund'), credit('Refund: ink refund')])).toEqual(new Set(['old', 'new']));
  });
});

describe('waiting for credits', () => {
  const now = 1_000_000;

  it('starts once for each approved request, never again after it is done', () => {
    const requests = [request('a'), request('p', { status: 'pending' })];
    const watch = watchApproved(emptyCreditWatch, requests, now);
    expect([...watch.until]).toEqual([['a', now + refundCreditWatchMs]]);
    expect(watchApproved(watch, requests, now + 5)).toBe(watch);
    const { watch: settled, landed } = settleWatch(watch, requests, [credit()], now + 10);
    expect(landed).toEqual(['a']);
    expect(settled.until.size).toBe(0);
    expect(watchApproved(settled, requests, now + 20)).toBe(settled);
  });

  it('polls every few seconds while a credit is awaited, and stops when it lands or the time is up', () => {
    const requests = [request('a')];
    const watch = watchApproved(emptyCreditWatch, requests, now);
    expect(creditPollInterval(emptyCreditWatch, now)).toBe(false);
    expect(creditPollInterval(watch, now + 1)).toBe(refundCreditPollMs);
    // Not there yet: keep waiting, nothing to refresh.
    const early = settleWatch(watch, requests, [welcome], now + 2_000);
    expect(early).toEqual({ watch, landed: [] });
    // Time is up without the credit: given up, not refreshed, no more polls.
    const late = settleWatch(watch, requests, [welcome], now + refundCreditWatchMs);
    expect(late.landed).toEqual([]);
    expect(late.watch.until.size).toBe(0);
    expect(late.watch.done).toEqual(new Set(['a']));
    expect(creditPollInterval(late.watch, now + refundCreditWatchMs)).toBe(false);
    expect(creditPollInterval(watch, now + refundCreditWatchMs)).toBe(false);
  });

  it('a request approved later is followed on its own while an earlier one is already done', () => {
    const first = [request('a'), request('b', { status: 'pending', itemTitle: 'Second', inkAmount: 3 })];
    const landedA = settleWatch(watchApproved(emptyCreditWatch, first, now), first, [credit()], now + 1).watch;
    const second = [request('a'), request('b', { itemTitle: 'Second', inkAmount: 3 })];
    const watch = watchApproved(landedA, second, now + 60_000);
    expect([...watch.until.keys()]).toEqual(['b']);
    expect(settleWatch(watch, second, [credit()], now + 62_000).landed).toEqual([]);
    expect(settleWatch(watch, second, [credit('Refund: Second', 3), credit()], now + 62_000).landed).toEqual(['b']);
  });
});
