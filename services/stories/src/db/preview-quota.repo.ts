import { lt, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { PreviewQuota } from '../domain/ports';
import { previewQuota } from './schema';

const hourMs = 3600_000;

/**
 * The domain's PreviewQuota as a counter per address and clock hour in PostgreSQL (the stories service has
 * no Redis): one upsert counts the request and returns the hour's count, so racing requests cannot both
 * slip under the limit. Hours older than a day are swept as new ones begin.
 */
export function createPreviewQuota(db: Executor, perHour: number): PreviewQuota {
  let lastSweptHour = 0;
  return {
    async take(ip, now) {
      const windowStart = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
      if (windowStart.getTime() !== lastSweptHour) {
        lastSweptHour = windowStart.getTime();
        await db.delete(previewQuota).where(lt(previewQuota.windowStart, new Date(windowStart.getTime() - 24 * hourMs)));
      }
      const [row] = await db
        .insert(previewQuota)
        .values({ ip, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [previewQuota.ip, previewQuota.windowStart], set: { count: sql`${previewQuota.count} + 1` } })
        .returning({ count: previewQuota.count });
      const retryAfterSeconds = Math.ceil((windowStart.getTime() + hourMs - now.getTime()) / 1000);
      return { allowed: (row?.count ?? 1) <= perHour, retryAfterSeconds };
    },
  };
}
