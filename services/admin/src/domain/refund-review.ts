import type { AdminRefundRequest, AdminStats, RefundRequest } from '@inkspell/contracts';
import { adminErrors } from './errors';
import { isUuid } from './ids';
import type { Actor, AdminPorts, AdminUser } from './ports';

export interface RefundReview {
  status: 'approved' | 'denied';
  /** Trimmed, undefined when empty (the contract's schema does both). */
  adminNotes?: string;
}

/**
 * Every refund request, newest first, with who asked (spec 02 §3: admin lists add username and email, from
 * accounts). When accounts cannot answer the requests still load, without names, so refunds can be processed.
 */
export async function listRefundRequests(ports: Pick<AdminPorts, 'repos' | 'accounts'>, actor: Actor): Promise<AdminRefundRequest[]> {
  const [requests, users] = await Promise.all([ports.repos.refundRequests.listAll(), ports.accounts.tryList()]);
  const byId = new Map<string, AdminUser>((users ?? []).map((u) => [u.id, u]));
  await ports.repos.auditLog.record({
    actor,
    action: 'refund_requests.viewed',
    targetType: 'refund_requests',
    targetId: null,
    details: { count: requests.length },
  });
  return requests.map((r) => ({ ...r, username: byId.get(r.userId)?.username ?? null, email: byId.get(r.userId)?.email ?? null }));
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
