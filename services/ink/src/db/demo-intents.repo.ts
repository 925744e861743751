import { and, eq } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import { demoPaymentIntents } from './schema';

export type DemoIntentRow = typeof demoPaymentIntents.$inferSelect;

/** The demo provider's own record of its PaymentIntents. */
export function createDemoIntentsRepo(db: Executor) {
  return {
    async insert(row: Omit<DemoIntentRow, 'createdAt'>): Promise<void> {
      await db.insert(demoPaymentIntents).values(row);
    },
    /** Marks the intent paid when it belongs to `userId`; returns it as it now stands, or null when unknown. */
    async succeedFor(id: string, userId: string): Promise<DemoIntentRow | null> {
      const [updated] = await db
        .update(demoPaymentIntents)
        .set({ status: 'succeeded' })
        .where(and(eq(demoPaymentIntents.id, id), eq(demoPaymentIntents.userId, userId)))
        .returning();
      if (updated) return updated;
      const [found] = await db.select().from(demoPaymentIntents).where(eq(demoPaymentIntents.id, id));
      return found ?? null;
    },
  };
}
