import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { StoriesRepo } from '../domain/ports';
import { stories } from './schema';

/** The stories table behind the domain's StoriesRepo. */
export function createStoriesRepo(db: Executor): StoriesRepo {
  return {
    async findById(id) {
      return (await db.select().from(stories).where(eq(stories.id, id)))[0];
    },

    listByUser: (userId) => db.select().from(stories).where(eq(stories.userId, userId)).orderBy(desc(stories.createdAt), desc(stories.id)),

    listCollection: (collectionId) =>
      db.select().from(stories).where(eq(stories.collectionId, collectionId)).orderBy(stories.collectionOrder, stories.createdAt),

    listAll(search) {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const matches = pattern
        ? or(
            ilike(stories.title, pattern),
            ilike(stories.characterName, pattern),
            ilike(stories.prompt, pattern),
            ilike(stories.category, pattern),
            ilike(stories.username, pattern),
          )
        : undefined;
      return db
        .select()
        .from(stories)
        .where(and(isNotNull(stories.userId), matches))
        .orderBy(desc(stories.createdAt), desc(stories.id));
    },

    async insert(story) {
      const [row] = await db.insert(stories).values(story).returning();
      if (!row) throw new Error('insert returned no story');
      return row;
    },

    async deleteOwned(id, userId) {
      const deleted = await db
        .delete(stories)
        .where(and(eq(stories.id, id), eq(stories.userId, userId)))
        .returning({ id: stories.id });
      return deleted.length > 0;
    },

    async startCollection(id, collectionId) {
      await db
        .update(stories)
        .set({ collectionId, collectionOrder: 1 })
        .where(and(eq(stories.id, id), isNull(stories.collectionId)));
    },

    async nextCollectionOrder(collectionId) {
      // Two chapters added at once must not get the same number: they take turns until the transaction ends.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`collection:${collectionId}`}))`);
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${stories.collectionOrder}), 0)::int + 1` })
        .from(stories)
        .where(eq(stories.collectionId, collectionId));
      return row?.next ?? 1;
    },

    async adoptPreviews(sessionId, user) {
      const moved = await db
        .update(stories)
        .set({ userId: user.id, username: user.username })
        .where(and(eq(stories.sessionId, sessionId), eq(stories.isPreview, true), isNull(stories.userId)))
        .returning({ id: stories.id });
      return moved.length;
    },

    async setOwnerDisabled(userId, disabled) {
      const changed = await db
        .update(stories)
        .set({ ownerDisabled: disabled })
        .where(eq(stories.userId, userId))
        .returning({ id: stories.id });
      return changed.length;
    },

    async setAudio(id, audioUrl, timingsUrl) {
      await db.update(stories).set({ hasAudio: true, audioUrl, timingsUrl }).where(eq(stories.id, id));
    },

    async dropAudio(id) {
      await db.update(stories).set({ hasAudio: false, audioUrl: null, timingsUrl: null }).where(eq(stories.id, id));
    },

    listWaiting: (userId) =>
      db
        .select()
        .from(stories)
        .where(and(eq(stories.userId, userId), eq(stories.reviewState, 'waiting-for-parent')))
        .orderBy(asc(stories.createdAt), asc(stories.id)),

    async approve(id, userId) {
      const approved = await db
        .update(stories)
        .set({ reviewState: 'approved' })
        .where(and(eq(stories.id, id), eq(stories.userId, userId), eq(stories.reviewState, 'waiting-for-parent')))
        .returning({ id: stories.id });
      return approved.length > 0;
    },

    async restartWriting(id) {
      const rows = await db
        .update(stories)
        .set({ status: 'writing', content: '', preview: '', imageUrls: [], hasImages: false })
        .where(and(eq(stories.id, id), unsettled))
        .returning({ id: stories.id });
      return rows.length > 0;
    },

    async saveProgress(id, progress) {
      await db
        .update(stories)
        .set(progress)
        .where(and(eq(stories.id, id), unsettled));
    },

    async setStatus(id, status) {
      await db
        .update(stories)
        .set({ status })
        .where(and(eq(stories.id, id), unsettled));
    },

    async finish(id, story) {
      const rows = await db
        .update(stories)
        .set({ ...story, hasImages: story.imageUrls.length > 0, status: 'ready' })
        .where(and(eq(stories.id, id), unsettled))
        .returning({ id: stories.id });
      return rows.length > 0;
    },

    async fail(id, reason) {
      const rows = await db
        .update(stories)
        .set({ status: 'failed', failureReason: reason })
        .where(and(eq(stories.id, id), unsettled))
        .returning({ id: stories.id });
      return rows.length > 0;
    },
  };
}

/** A story whose job has not settled it yet: only such a story's text, pictures or status may change. */
const unsettled = inArray(stories.status, ['writing', 'illustrating']);
