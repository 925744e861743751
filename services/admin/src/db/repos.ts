import { outboxTransaction, type Executor, type OutboxRelay } from '@inkspell/service-kit';
import type { Repos, Transaction } from '../domain/ports';
import { createAnalyticsRepo } from './analytics.repo';
import { createAuditLogRepo } from './audit-log.repo';
import { createContactMessagesRepo } from './contact-messages.repo';
import { createRefundRequestsRepo } from './refund-requests.repo';

/** Every repository, on the pool or inside one transaction. */
export function reposFor(db: Executor): Repos {
  return {
    refundRequests: createRefundRequestsRepo(db),
    auditLog: createAuditLogRepo(db),
    contactMessages: createContactMessagesRepo(db),
    analytics: createAnalyticsRepo(db),
  };
}

/** The domain's Transaction port: the repositories and outbox events in one database transaction. */
export function createTransaction(db: Executor, relay: Pick<OutboxRelay, 'kick'>): Transaction {
  return outboxTransaction(db, relay, reposFor);
}
