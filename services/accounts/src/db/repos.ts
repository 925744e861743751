import { outboxTransaction, type Executor, type OutboxRelay } from '@inkspell/service-kit';
import type { Repos, Transaction } from '../domain/ports';
import { createBackupCodesRepo } from './backup-codes.repo';
import { createResetAttemptsRepo } from './reset-attempts.repo';
import { createRoleGrantsRepo } from './role-grants.repo';
import { createTokensRepo } from './tokens.repo';
import { createUsersRepo, type UserWritten } from './users.repo';

/** Every repository, on the pool or inside one transaction. */
export function reposFor(db: Executor, written?: UserWritten): Repos {
  return {
    users: createUsersRepo(db, written),
    roleGrants: createRoleGrantsRepo(db),
    tokens: createTokensRepo(db),
    backupCodes: createBackupCodesRepo(db),
    resetAttempts: createResetAttemptsRepo(db),
  };
}

/**
 * The domain's Transaction port: the repositories and outbox events in one database transaction. A user whose
 * row it wrote is announced at the write and again once the transaction has ended, so a read that ran between
 * the two (and saw the row as it was) is not kept either.
 */
export function createTransaction(db: Executor, relay: Pick<OutboxRelay, 'kick'>, written: UserWritten = () => undefined): Transaction {
  return async (work) => {
    const touched = new Set<string>();
    const run = outboxTransaction(db, relay, (tx) =>
      reposFor(tx, (userId) => {
        touched.add(userId);
        written(userId);
      }),
    );
    try {
      return await run(work);
    } finally {
      touched.forEach(written);
    }
  };
}
