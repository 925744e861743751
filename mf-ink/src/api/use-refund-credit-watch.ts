import { useInkTransactions, useRefreshInk } from '@inkspell/ui';
import { useEffect, useState } from 'react';
import type { RefundRequest } from '@inkspell/contracts';
import { creditPollInterval, emptyCreditWatch, settleWatch, watchApproved, type CreditWatch } from '../components/refund/refund-credit';

/**
 * Follows each approved request until the ledger shows its credit, then refreshes everything that
 * shows ink: the pill (current user), the ink dropdown and the history share the queries that
 * refreshInk invalidates, so one call reaches all three without a reload.
 */
export function useRefundCreditWatch(requests: readonly RefundRequest[] | undefined): void {
  const refreshInk = useRefreshInk();
  const [watch, setWatch] = useState<CreditWatch>(emptyCreditWatch);

  useEffect(() => {
    if (requests) setWatch((current) => watchApproved(current, requests, Date.now()));
  }, [requests]);

  // Polls against the no-interval default (spec 01 §9) only while an approval's credit is on its way through the ink service's events, 30 s at most.
  const history = useInkTransactions({ enabled: watch.until.size > 0, refetchInterval: () => creditPollInterval(watch, Date.now()) });
  const { data: transactions, dataUpdatedAt } = history;

  useEffect(() => {
    if (!requests || !transactions) return;
    const settled = settleWatch(watch, requests, transactions, Date.now());
    if (settled.landed.length > 0) void refreshInk();
    if (settled.watch !== watch) setWatch(settled.watch);
    // dataUpdatedAt: a poll that brings the same list still ends the waits whose time is up.
  }, [requests, transactions, dataUpdatedAt, watch, refreshInk]);
}
