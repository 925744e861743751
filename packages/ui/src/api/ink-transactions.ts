import { inkApiPaths } from '@inkspell/contracts/values';
import type { InkTransaction } from '@inkspell/contracts';
import { pageSizes, type Page } from '@inkspell/contracts/values/paging';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, type ApiClient } from './api-client';
import { contractSchema } from './contract-schemas';
import { currentUserQueryKey } from './current-user';

/**
 * The ink history query key. The shell's ink dropdown and mf-ink's history page both read it
 * through useInkTransactions, so one invalidation refreshes both.
 */
export const inkTransactionsQueryKey = [inkApiPaths.transactions] as const;

/** The spec's second key for the same list (spec 02 §7: "also refreshed after purchase"). */
export const inkTransactionsAliasQueryKey = [inkApiPaths.transactionsAlias] as const;

/**
 * The most pages the history is read in: 2,000 movements, twice what the single answer carried before the list
 * was paged (issue #24), and more than a family's history holds; a longer one shows its newest 2,000.
 */
export const inkHistoryMaxPages = 20;

/**
 * GET /api/ink-transactions: the user's ink movements, newest first, checked with the contract. The server pages
 * the list (ADR 0035); the history's tiles sum all of it and the refund form offers every purchase, so this
 * follows the next-page links, on cursors that neither repeat nor skip a movement written meanwhile.
 */
export async function fetchInkTransactions(client: ApiClient = api, signal?: AbortSignal): Promise<InkTransaction[]> {
  const rows: InkTransaction[] = [];
  let cursor: string | null = null;
  for (let read = 0; read < inkHistoryMaxPages; read++) {
    const query = new URLSearchParams({ limit: String(pageSizes.max), ...(cursor ? { cursor } : {}) });
    const page: Page<InkTransaction> = await client.getPage(`${inkApiPaths.transactions}?${query}`, {
      schema: contractSchema((c) => c.inkTransactionListSchema),
      signal,
    });
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return rows;
}

export interface InkTransactionsOptions {
  /** false until the list is needed (e.g. the user menu is closed). */
  enabled?: boolean;
  /**
   * Off by default (spec 01 §9). A page that waits for a movement made elsewhere (a refund credit)
   * may ask again meanwhile; every reader of the list gets what it fetches.
   */
  refetchInterval?: number | false | (() => number | false);
}

/** The user's ink history. */
export function useInkTransactions({ enabled = true, refetchInterval = false }: InkTransactionsOptions = {}) {
  return useQuery({
    queryKey: inkTransactionsQueryKey,
    queryFn: ({ signal }) => fetchInkTransactions(api, signal),
    enabled,
    refetchInterval,
  });
}

/**
 * Marks everything that shows ink as out of date: the current user (its inkCount drives the pill)
 * and both history keys. Shown queries refetch now, hidden ones the next time they are shown.
 */
export async function refreshInk(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [currentUserQueryKey, inkTransactionsQueryKey, inkTransactionsAliasQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** refreshInk bound to the page's QueryClient: call it after a purchase, a story or a refund. */
export function useRefreshInk(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshInk(queryClient), [queryClient]);
}
