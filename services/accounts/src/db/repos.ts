import { outboxTransaction, type Executor, type OutboxRelay } from '@inkspell/service-kit';
import type { Repos, Transaction } from '../domain/ports';
import { createBackupCodesRepo } from './backup-codes.repo';
import { createResetAttemptsRepo } from './reset-attempts.repo';
import { createRoleGrantsRepo } from './role-grants.repo';
import { createTokensRepo } from './tokens.repo';
import { createUsersRepo } from './users.repo';

/** Every repository, on the pool or inside one transaction. */
export function reposFor(db: Executor): Repos {
  return {
    users: createUsersRepo(db),
    roleGrants: createRoleGrantsRepo(db),
    tokens: createTokensRepo(db),
    backupCodes: createBackupCodesRepo(db),
    resetAttempts: createResetAttemptsRepo(db),
  };
}

/** The domain's Transaction port: the repositories and outbox events in one database transaction. */
export function createTransaction(db: Executor, relay: Pick<OutboxRelay, 'kick'>): Transaction {
  return outboxTransaction(db, relay, reposFor);
}
