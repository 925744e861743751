import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { NarrationClaim, NarrationJob, NarrationJobsRepo } from '../domain/ports';
import { narrationJobs } from './schema';

/** Still this worker's: running under the attempt it claimed (a takeover counts another attempt). */
const held = (claim: NarrationClaim) =>
  and(eq(narrationJobs.id, claim.id), eq(narrationJobs.attempts, claim.attempts), eq(narrationJobs.status, 'running'));

const changed = (rows: unknown[]) => rows.length > 0;

/** The narration_jobs table as the queue behind the domain's NarrationJobsRepo. */
export function createNarrationJobsRepo(db: Executor): NarrationJobsRepo {
  return {
    async enqueue(job) {
      await db.insert(narrationJobs).values(job);
    },

    async claimNext(now, leaseSeconds) {
      // A waiting job whose wait is over, or a running one whose worker stopped renewing (crashed); SKIP LOCKED
      // lets several instances claim at once without taking the same job.
      const res = (await db.execute(sql`
        update ${narrationJobs} set status = 'running', attempts = attempts + 1,
          lease_until = ${new Date(now.getTime() + leaseSeconds * 1000)}
        where id = (
          select id from ${narrationJobs}
          where status in ('pending', 'running') and (lease_until is null or lease_until <= ${now})
          order by created_at
          limit 1
          for update skip locked
        )
        returning id, story_id as "storyId", user_id as "userId", hold_id as "holdId", attempts`)) as { rows: NarrationJob[] };
      return res.rows[0];
    },

    async renew(claim, until) {
      return changed(await db.update(narrationJobs).set({ leaseUntil: until }).where(held(claim)).returning({ id: narrationJobs.id }));
    },

    async finish(claim, result, at) {
      return changed(
        await db
          .update(narrationJobs)
          .set({ status: 'done', leaseUntil: null, audioSeconds: result.audioSeconds, workSeconds: result.workSeconds, finishedAt: at })
          .where(held(claim))
          .returning({ id: narrationJobs.id }),
      );
    },

    async retry(claim, error, notBefore) {
      return changed(
        await db
          .update(narrationJobs)
          .set({ status: 'pending', leaseUntil: notBefore, lastError: error })
          .where(held(claim))
          .returning({ id: narrationJobs.id }),
      );
    },

    async fail(claim, error, at) {
      return changed(
        await db
          .update(narrationJobs)
          .set({ status: 'failed', leaseUntil: null, lastError: error, finishedAt: at })
          .where(held(claim))
          .returning({ id: narrationJobs.id }),
      );
    },
  };
}
