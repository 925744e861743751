import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import { backupCodes } from './schema';

/** Replaces a setup's waiting codes with new ones. */
export async function storePendingBackupCodes(db: Executor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(backupCodes).where(and(eq(backupCodes.userId, userId), eq(backupCodes.pending, true)));
  await db.insert(backupCodes).values(hashes.map((codeHash) => ({ userId, codeHash, pending: true })));
}

/** On confirmation the waiting codes replace any earlier set. */
export async function activateBackupCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(backupCodes).where(and(eq(backupCodes.userId, userId), eq(backupCodes.pending, false)));
  await db.update(backupCodes).set({ pending: false }).where(eq(backupCodes.userId, userId));
}

export async function deleteBackupCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
}

/** Uses a code once: true only for the request that marked it used. */
export async function consumeBackupCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(backupCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), eq(backupCodes.pending, false), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return rows.length === 1;
}
