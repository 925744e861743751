/**
 * Pure rules of the console's Refund Requests tab (spec 02 §2, §4, §8): the status filter, the
 * badge of a status, the five stat tiles and the words of the review toasts. No React, so each
 * rule is tested on its own.
 */
import { adminToasts } from '@inkspell/contracts';
import type { AdminRefundRequest, AdminStats } from '@inkspell/contracts';
import type { ToastOptions } from '@inkspell/ui';

/** The filter's choices, in the spec's order and words (spec 02 §9). */
export const refundStatusFilters = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
] as const;

export type RefundStatusFilter = (typeof refundStatusFilters)[number]['value'];

/** Only a pending request offers Process (spec 02 §4). */
export function canProcess(request: { status: string }): boolean {
  return request.status === 'pending';
}

export type StatTone = 'total' | 'pending' | 'approved' | 'denied' | 'ink';

export interface StatTile {
  key: keyof AdminStats;
  label: string;
  value: string;
  tone: StatTone;
}

/** The five stat tiles of the refunds tab, in the order of spec 02 §3 Admin stats. */
export function statTiles(stats: AdminStats): StatTile[] {
  return [
    { key: 'totalRequests', label: 'Total Requests', value: String(stats.totalRequests), tone: 'total' },
    { key: 'pendingRequests', label: 'Pending', value: String(stats.pendingRequests), tone: 'pending' },
    { key: 'approvedRequests', label: 'Approved', value: String(stats.approvedRequests), tone: 'approved' },
    { key: 'deniedRequests', label: 'Denied', value: String(stats.deniedRequests), tone: 'denied' },
    { key: 'totalRefundedInk', label: 'Ink Refunded', value: `${stats.totalRefundedInk} ink`, tone: 'ink' },
  ];
}

export type ReviewDecision = 'approved' | 'denied';

/** Request Processed: says approved and that the ink was credited when approved (spec 02 §8). */
export function requestProcessedToast(decision: ReviewDecision, request: Pick<AdminRefundRequest, 'inkAmount' | 'username'>): ToastOptions {
  const who = request.username ?? 'the user';
  const description =
    decision === 'approved'
      ? `Refund request approved and ${request.inkAmount} ink credited to ${who}.`
      : `Refund request denied. No ink was added to ${who}'s balance.`;
  return { ...adminToasts.requestProcessed, description };
}

/** The server's message when it sent one, else a default of our own (the spec shows none). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function processingFailedToast(error: unknown): ToastOptions {
  return {
    ...adminToasts.processingFailed,
    description: serverMessageOr(error, 'The refund request could not be processed. Please try again.'),
    variant: 'destructive',
  };
}
