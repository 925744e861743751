import { outboxTransaction, type Executor, type OutboxRelay } from '@inkspell/service-kit';
import type { Repos, Transaction } from '../domain/ports';
import { createNarrationJobsRepo } from './narration-jobs.repo';
import { createReferralsRepo } from './referrals.repo';
import { createStoriesRepo } from './stories.repo';

/** Every repository, on the pool or inside one transaction. */
export function reposFor(db: Executor): Repos {
  return {
    stories: createStoriesRepo(db),
    referrals: createReferralsRepo(db),
    narrationJobs: createNarrationJobsRepo(db),
  };
}

/** The domain's Transaction port: the repositories and outbox events in one database transaction. */
export function createTransaction(db: Executor, relay: Pick<OutboxRelay, 'kick'>): Transaction {
  return outboxTransaction(db, relay, reposFor);
}
