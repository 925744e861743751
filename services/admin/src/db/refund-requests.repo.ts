import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { countOrEstimate, type Executor, newestFirstPage } from '@inkspell/service-kit';
import type { RefundRequest } from '@inkspell/contracts';
import type { RefundRequestFilter, RefundRequestsRepo } from '../domain/ports';
import { refundRequests, type RefundRequestRow } from './schema';

/** More than a family's own list shows at once; keeps an answer bounded. */
const listLimit = 1000;

const toRefundRequest = (row: RefundRequestRow): RefundRequest => ({
  id: row.id,
  userId: row.userId,
  itemType: row.itemType,
  itemId: row.itemId,
  itemTitle: row.itemTitle,
  inkAmount: row.inkAmount,
  reason: row.reason,
  description: row.description,
  status: row.status,
  adminNotes: row.adminNotes,
  processedAt: row.processedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const userNewestFirst = [desc(refundRequests.createdAt), desc(refundRequests.id)];

/** The console's filters: a status, and the people a search by person found (none found keeps nothing). */
const kept = ({ status, userIds }: RefundRequestFilter): SQL | undefined =>
  and(status && eq(refundRequests.status, status), userIds && (userIds.length ? inArray(refundRequests.userId, [...userIds]) : sql`false`));

/** Refund requests on `db`: the pool, or a transaction the caller opened. */
export function createRefundRequestsRepo(db: Executor): RefundRequestsRepo {
  return {
    async insert(request) {
      // The partial unique index (one live refund per story or purchase) decides between racing submissions.
      const [row] = await db.insert(refundRequests).values(request).onConflictDoNothing().returning();
      return row ? toRefundRequest(row) : 'duplicate';
    },

    async listForUser(userId) {
      const rows = await db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.userId, userId))
        .orderBy(...userNewestFirst)
        .limit(listLimit);
      return rows.map(toRefundRequest);
    },

    async page(filter, { cursor, limit }) {
      const page = await newestFirstPage(db, refundRequests, { where: kept(filter), cursor, limit });
      return { items: page.items.map(toRefundRequest), nextCursor: page.nextCursor };
    },

    total: (filter) => countOrEstimate(db, refundRequests, kept(filter)),

    async find(id) {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      return row ? toRefundRequest(row) : null;
    },

    async settle(id, decision) {
      // Racing reviews queue on the row; each re-checks status after the winner commits and finds it settled.
      const [row] = await db
        .update(refundRequests)
        .set({ status: decision.status, adminNotes: decision.adminNotes, processedAt: decision.at })
        .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'pending')))
        .returning();
      return row ? toRefundRequest(row) : null;
    },

    async stats() {
      const [row] = await db
        .select({
          totalRequests: sql<number>`count(*)::int`,
          pendingRequests: sql<number>`(count(*) filter (where ${refundRequests.status} = 'pending'))::int`,
          approvedRequests: sql<number>`(count(*) filter (where ${refundRequests.status} = 'approved'))::int`,
          deniedRequests: sql<number>`(count(*) filter (where ${refundRequests.status} = 'denied'))::int`,
          totalRefundedInk: sql<number>`(coalesce(sum(${refundRequests.inkAmount}) filter (where ${refundRequests.status} = 'approved'), 0))::int`,
        })
        .from(refundRequests);
      return row!;
    },
  };
}
