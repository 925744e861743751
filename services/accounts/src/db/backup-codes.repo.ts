import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { BackupCodesRepo } from '../domain/ports';
import { backupCodes } from './schema';

/** The backup_codes table behind the domain's BackupCodesRepo; `pending` codes belong to an unconfirmed setup. */
export function createBackupCodesRepo(db: Executor): BackupCodesRepo {
  const ofUser = (userId: string) => eq(backupCodes.userId, userId);
  return {
    async storePending(userId, hashes) {
      await db.delete(backupCodes).where(and(ofUser(userId), eq(backupCodes.pending, true)));
      await db.insert(backupCodes).values(hashes.map((codeHash) => ({ userId, codeHash, pending: true })));
    },

    async activate(userId) {
      await db.delete(backupCodes).where(and(ofUser(userId), eq(backupCodes.pending, false)));
      await db.update(backupCodes).set({ pending: false }).where(ofUser(userId));
    },

    async deleteAll(userId) {
      await db.delete(backupCodes).where(ofUser(userId));
    },

    async consume(userId, codeHash) {
      const rows = await db
        .update(backupCodes)
        .set({ usedAt: new Date() })
        .where(and(ofUser(userId), eq(backupCodes.codeHash, codeHash), eq(backupCodes.pending, false), isNull(backupCodes.usedAt)))
        .returning({ id: backupCodes.id });
      return rows.length === 1;
    },
  };
}
