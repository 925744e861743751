import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { ReferralsRepo } from '../domain/ports';
import { referrals } from './schema';

/** The referrals table behind the domain's ReferralsRepo. */
export function createReferralsRepo(db: Executor): ReferralsRepo {
  return {
    async findByCode(code) {
      return (await db.select().from(referrals).where(eq(referrals.referralCode, code)))[0];
    },

    async findOpenLink(referrerUserId, storyId) {
      const [row] = await db
        .select()
        .from(referrals)
        .where(
          and(
            eq(referrals.referrerUserId, referrerUserId),
            eq(referrals.sharedStoryId, storyId),
            eq(referrals.status, 'pending'),
            isNull(referrals.recipientEmail),
          ),
        )
        .orderBy(desc(referrals.createdAt))
        .limit(1);
      return row;
    },

    async insert(referral) {
      const [row] = await db.insert(referrals).values(referral).returning();
      if (!row) throw new Error('insert returned no referral');
      return row;
    },

    async complete(id, recipientUserId, at) {
      // One completion per new user: a user who already completed a referral completes no other. Two racing
      // completions for the same user meet the unique index; the loser's event is retried and finds this one.
      const done = await db
        .update(referrals)
        .set({ status: 'completed', recipientUserId, completedAt: at, bonusAwarded: true })
        .where(
          and(
            eq(referrals.id, id),
            eq(referrals.status, 'pending'),
            sql`not exists (select 1 from ${referrals} r where r.recipient_user_id = ${recipientUserId} and r.status = 'completed')`,
          ),
        )
        .returning({ id: referrals.id });
      return done.length > 0;
    },
  };
}
