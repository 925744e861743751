import type { Executor } from '@inkspell/service-kit';
import type { RoleGrantsRepo } from '../domain/ports';
import { roleGrants } from './schema';

/** The role_grants table: the audit of every promotion, written in the transaction that changes the role. */
export function createRoleGrantsRepo(db: Executor): RoleGrantsRepo {
  return {
    async record(grant) {
      await db.insert(roleGrants).values(grant);
    },
  };
}
