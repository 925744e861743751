import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { cursorTime, type Executor } from '@inkspell/service-kit';
import type { StoryKeys } from '../domain/admin-paging';
import type { AdminPageRequest, StoriesRepo } from '../domain/ports';
import { stories } from './schema';

// A story as the domain knows it: every column but the search words, which only the database reads.
const { searchWords, ...storyColumns } = getTableColumns(stories);

/** The console's search: the full-text query (fullTextQuery's, a bound value the planner sees) on the search words' GIN index. */
const matches = (query: string) => sql`${searchWords} @@ ${query}::tsquery`;

/** The console's page query (exported so a test can read its plan). */
export function adminPageQuery(db: Executor, { after, query, limit, fewMatches = false }: AdminPageRequest) {
  // A search with few matches takes them from the GIN index and sorts them: ordered on the newest-first index, the
  // planner (which cannot tell a rare word's prefix from a common one's) would walk the table for a page of them.
  const newest = query !== undefined && fewMatches ? sql`${stories.createdAt} + interval '0 seconds' desc` : desc(stories.createdAt);
  return db
    .select({ ...storyColumns, keys: sql<StoryKeys>`json_build_array(${cursorTime(stories.createdAt)}, ${stories.id})` })
    .from(stories)
    .where(
      and(
        isNotNull(stories.userId),
        query === undefined ? undefined : matches(query),
        // Row comparison on the index's own columns: the scan starts right after the cursor's story.
        after && sql`(${stories.createdAt}, ${stories.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`,
      ),
    )
    .orderBy(newest, desc(stories.id))
    .limit(limit);
}

/** The stories table behind the domain's StoriesRepo. */
export function createStoriesRepo(db: Executor): StoriesRepo {
  return {
    async findById(id) {
      return (await db.select(storyColumns).from(stories).where(eq(stories.id, id)))[0];
    },

    listByUser: (userId) =>
      db.select(storyColumns).from(stories).where(eq(stories.userId, userId)).orderBy(desc(stories.createdAt), desc(stories.id)),

    listCollection: (collectionId) =>
      db
        .select(storyColumns)
        .from(stories)
        .where(eq(stories.collectionId, collectionId))
        .orderBy(stories.collectionOrder, stories.createdAt),

    async fullTextQuery(words) {
      // The words go through the same parser as the stories' text ('c418-4e1f' or "Maya's" split as there), and each
      // lexeme becomes a quoted prefix term: nothing typed reaches tsquery syntax unquoted.
      const result = (await db.execute(sql`
        select string_agg('''' || replace(replace(lexeme, chr(92), chr(92) || chr(92)), '''', '''''') || ''':*', ' & ')::tsquery::text as query
        from unnest(to_tsvector('simple', ${words}))`)) as { rows: { query: string | null }[] };
      const [row] = result.rows;
      return row?.query ?? null;
    },

    adminPage: (page) => adminPageQuery(db, page),

    async adminCount(query, upTo) {
      // Every story with an owner: the count the table's triggers keep (migration 0009), exact and one row to read.
      if (query === undefined) {
        const kept = (await db.execute(sql`select n::int as n from owned_story_count`)) as { rows: { n: number }[] };
        return kept.rows[0]?.n ?? 0;
      }
      const owned = and(isNotNull(stories.userId), query === undefined ? undefined : matches(query));
      const counted = db
        .select({ one: sql`1` })
        .from(stories)
        .where(owned)
        .$dynamic();
      const rows = upTo === undefined ? counted : counted.limit(upTo);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rows.as('counted'));
      return row?.n ?? 0;
    },

    async adminEstimate(query) {
      const plan = (await db.execute(
        sql`explain (format json) select 1 from ${stories} where ${and(isNotNull(stories.userId), matches(query))}`,
      )) as { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] };
      return plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
    },

    async insert(story) {
      const [row] = await db.insert(stories).values(story).returning(storyColumns);
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
        .select(storyColumns)
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
