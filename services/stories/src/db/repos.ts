import { outboxTransaction, type Executor, type OutboxRelay, type WorkQueue } from '@inkspell/service-kit';
import type { Repos, Transaction } from '../domain/ports';
import { createNarrationJobsRepo } from './narration-jobs.repo';
import { createReferralsRepo } from './referrals.repo';
import { createStoriesRepo } from './stories.repo';
import { createStoryJobsRepo } from './story-jobs.repo';

/** Every repository, on the pool or inside one transaction; story jobs go to `storyQueue` through the outbox. */
export function reposFor(db: Executor, storyQueue: WorkQueue): Repos {
  return {
    stories: createStoriesRepo(db),
    referrals: createReferralsRepo(db),
    narrationJobs: createNarrationJobsRepo(db),
    storyJobs: createStoryJobsRepo(db, storyQueue),
  };
}

/** The domain's Transaction port: the repositories and outbox events in one database transaction. */
export function createTransaction(db: Executor, relay: Pick<OutboxRelay, 'kick'>, storyQueue: WorkQueue): Transaction {
  return outboxTransaction(db, relay, (tx) => reposFor(tx, storyQueue));
}
