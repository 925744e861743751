import type { Executor } from '@inkspell/service-kit';
import type { AuditLogRepo } from '../domain/ports';
import { auditLog } from './schema';

/** The audit log on `db`: inside the transaction of the change it records, when there is one. */
export function createAuditLogRepo(db: Executor): AuditLogRepo {
  return {
    async record(entry) {
      await db.insert(auditLog).values({
        actorUserId: entry.actor.userId,
        actorUsername: entry.actor.username,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details,
      });
    },
  };
}
