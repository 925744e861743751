import {
  userFindMax,
  type AdminRefundRequest,
  type AdminRefundRequestQuery,
  type AdminStats,
  type Page,
  type RefundRequest,
} from '@inkspell/contracts';
import { adminErrors } from './errors';
import { isUuid } from './ids';
import type { Actor, AdminPorts, RefundRequestFilter, UserName } from './ports';

export interface RefundReview {
  status: 'approved' | 'denied';
  /** Trimmed, undefined when empty (the contract's schema does both). */
  adminNotes?: string;
}

/**
 * A page of the refund requests, newest first, with who asked (spec 02 §3: admin lists add username and email, from
 * accounts, asked for the page's people only). `status` keeps one status; `search` keeps the requests of the people
 * whose username or e-mail starts with it (accounts names them, at most userFindMax: a broader search's total is
 * then not exact). When accounts cannot name the page's people the requests still load, without names.
 */
export async function listRefundRequests(
  ports: Pick<AdminPorts, 'repos' | 'accounts'>,
  actor: Actor,
  query: AdminRefundRequestQuery,
): Promise<Page<AdminRefundRequest>> {
  const people = query.search ? await ports.accounts.find(query.search, userFindMax) : undefined;
  const filter: RefundRequestFilter = { status: query.status, userIds: people?.users.map((u) => u.id) };
  const [page, total] = await Promise.all([ports.repos.refundRequests.page(filter, query), ports.repos.refundRequests.total(filter)]);
  const names = people?.users ?? (await ports.accounts.tryNamesOf([...new Set(page.items.map((r) => r.userId))])) ?? [];
  const byId = new Map<string, UserName>(names.map((u) => [u.id, u]));
  await ports.repos.auditLog.record({
    actor,
    action: 'refund_requests.viewed',
    targetType: 'refund_requests',
    targetId: null,
    details: { count: page.items.length, status: query.status ?? null, search: query.search ?? null },
  });
  return {
    items: page.items.map((r) => ({ ...r, username: byId.get(r.userId)?.username ?? null, email: byId.get(r.userId)?.email ?? null })),
    nextCursor: page.nextCursor,
    total: people?.more ? { ...total, exact: false } : total,
  };
}

/** The console's five tiles (spec 02 §3 Admin stats). */
export async function refundStats(ports: Pick<AdminPorts, 'repos'>, actor: Actor): Promise<AdminStats> {
  const stats = await ports.repos.refundRequests.stats();
  await ports.repos.auditLog.record({ actor, action: 'refund_stats.viewed', targetType: 'refund_stats', targetId: null, details: {} });
  return stats;
}

/**
 * An administrator approves or denies a pending request. The status change, the audit row and, for an approval,
 * the refund.approved event the ink ledger credits commit together. Only a pending request changes (one
 * conditional update), so of any number of racing approvals one wins and the rest are refused: ink is credited once.
 */
export async function reviewRefundRequest(
  ports: Pick<AdminPorts, 'transaction' | 'now'>,
  actor: Actor,
  id: string,
  review: RefundReview,
): Promise<RefundRequest> {
  if (!isUuid(id)) throw adminErrors.refundRequestNotFound();
  return ports.transaction(async (tx) => {
    const settled = await tx.refundRequests.settle(id, {
      status: review.status,
      adminNotes: review.adminNotes ?? null,
      at: new Date(ports.now()),
    });
    if (!settled) {
      throw (await tx.refundRequests.find(id)) ? adminErrors.refundAlreadyProcessed() : adminErrors.refundRequestNotFound();
    }
    if (settled.status === 'approved') {
      await tx.recordEvent('inkspell.refund.approved', {
        refundRequestId: settled.id,
        userId: settled.userId,
        inkAmount: settled.inkAmount,
        itemTitle: settled.itemTitle,
      });
    }
    await tx.auditLog.record({
      actor,
      action: settled.status === 'approved' ? 'refund_request.approved' : 'refund_request.denied',
      targetType: 'refund_request',
      targetId: settled.id,
      details: {
        userId: settled.userId,
        inkAmount: settled.inkAmount,
        itemType: settled.itemType,
        itemId: settled.itemId,
        adminNotes: settled.adminNotes,
      },
    });
    return settled;
  });
}
