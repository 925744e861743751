import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ContactMessageRecord } from '@inkspell/contracts';
import { countOrEstimate, type Executor, newestFirstPage, prefixPattern } from '@inkspell/service-kit';
import type { ContactMessageFilter, ContactMessagesRepo } from '../domain/ports';
import { subjectWordsQuery } from '../domain/search-terms';
import { contactMessages, type ContactMessageRow } from './schema';

/** The subject as words for search; the same expression as the GIN index, so the index answers. */
const subjectWords = sql`to_tsvector('simple', ${contactMessages.subject})`;

/** Read or unread, and a sender's name or e-mail starting with the term or a subject with its words. */
function kept({ read, search }: ContactMessageFilter): SQL | undefined {
  const words = search ? subjectWordsQuery(search) : null;
  const pattern = search ? prefixPattern(search) : undefined;
  return and(
    read === undefined ? undefined : eq(contactMessages.read, read),
    pattern === undefined
      ? undefined
      : or(
          sql`lower(${contactMessages.name}) like ${pattern}`,
          sql`lower(${contactMessages.email}) like ${pattern}`,
          words ? sql`${subjectWords} @@ to_tsquery('simple', ${words})` : undefined,
        ),
  );
}

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

    async page(filter, { cursor, limit }) {
      const page = await newestFirstPage(db, contactMessages, { where: kept(filter), cursor, limit });
      return { items: page.items.map(toRecord), nextCursor: page.nextCursor };
    },

    total: (filter) => countOrEstimate(db, contactMessages, kept(filter)),

    async setRead(id, read) {
      const [row] = await db.update(contactMessages).set({ read }).where(eq(contactMessages.id, id)).returning();
      return row ? toRecord(row) : null;
    },
  };
}
