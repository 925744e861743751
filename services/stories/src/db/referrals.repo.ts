import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { ReferralsRepo } from '../domain/ports';
import { referralCompletions, referrals } from './schema';

/** The referrals (links) and their completions (one per friend) behind the domain's ReferralsRepo. */
export function createReferralsRepo(db: Executor): ReferralsRepo {
  return {
    async findByCode(code) {
      return (await db.select().from(referrals).where(eq(referrals.referralCode, code)))[0];
    },

    async findOpenLink(referrerUserId, storyId) {
      // A link serves every friend (ADR 0027), so one a friend already used is handed out again.
      const [row] = await db
        .select()
        .from(referrals)
        .where(and(eq(referrals.referrerUserId, referrerUserId), eq(referrals.sharedStoryId, storyId), isNull(referrals.recipientEmail)))
        .orderBy(desc(referrals.createdAt))
        .limit(1);
      return row;
    },

    async insert(referral) {
      const [row] = await db.insert(referrals).values(referral).returning();
      if (!row) throw new Error('insert returned no referral');
      return row;
    },

    async lockSharer(referrerUserId) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral-sharer:${referrerUserId}`}))`);
    },

    async bonusesSince(referrerUserId, since) {
      const [row] = await db
        .select({ n: count() })
        .from(referralCompletions)
        .where(
          and(
            eq(referralCompletions.referrerUserId, referrerUserId),
            eq(referralCompletions.bonusAwarded, true),
            gte(referralCompletions.completedAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async complete(completion) {
      // One completion per new user, whichever link: a racing twin waits on the unique index, then does nothing.
      const done = await db
        .insert(referralCompletions)
        .values(completion)
        .onConflictDoNothing({ target: referralCompletions.recipientUserId })
        .returning({ id: referralCompletions.id });
      if (done.length === 0) return false;
      // The link reads as the spec's Referral: completed from its first friend on, bonusAwarded once one earned it.
      await db
        .update(referrals)
        .set({
          status: 'completed',
          recipientUserId: sql`coalesce(${referrals.recipientUserId}, ${completion.recipientUserId}::uuid)`,
          completedAt: sql`coalesce(${referrals.completedAt}, ${completion.completedAt.toISOString()}::timestamptz)`,
          bonusAwarded: sql`${referrals.bonusAwarded} or ${completion.bonusAwarded}::boolean`,
        })
        .where(eq(referrals.id, completion.referralId));
      return true;
    },

    async completionOf(recipientUserId) {
      const [row] = await db.select().from(referralCompletions).where(eq(referralCompletions.recipientUserId, recipientUserId));
      return row;
    },
  };
}
