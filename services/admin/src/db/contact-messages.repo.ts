import { desc, eq } from 'drizzle-orm';
import type { ContactMessageRecord } from '@inkspell/contracts';
import type { Executor } from '@inkspell/service-kit';
import type { ContactMessagesRepo } from '../domain/ports';
import { contactMessages, type ContactMessageRow } from './schema';

/** More than anyone reads at once; keeps an answer bounded. */
const listLimit = 500;

const toRecord = (row: ContactMessageRow): ContactMessageRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/** Contact messages on `db`: the pool, or a transaction the caller opened. */
export function createContactMessagesRepo(db: Executor): ContactMessagesRepo {
  return {
    async insert(message) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      return toRecord(row!);
    },

    async listNewestFirst() {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(listLimit);
      return rows.map(toRecord);
    },

    async setRead(id, read) {
      const [row] = await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning();
      return row ? toRecord(row) : null;
    },
  };
}
