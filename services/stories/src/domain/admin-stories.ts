import type { CommandReply, PageTotal } from '@inkspell/contracts';
import { exactSearchCountLimit, searchTotal, searchWordsOf, type StoryKeys } from './admin-paging';
import type { StoriesPorts, StoriesRepo } from './ports';
import type { StoryRecord } from './story';

type AdminStory = CommandReply<'stories.admin.list'>['items'][number];

/** A page of the console's stories: the keys the next page starts after (null on the last page) and the total. */
export interface AdminStoryPage {
  items: AdminStory[];
  nextKeys: StoryKeys | null;
  total: PageTotal;
}

/**
 * The most bytes of stories one answer carries: it travels as one NATS reply, and the server refuses a message
 * over its max_payload (1 MiB by default). Full stories run to several KB each, so a page of 100 may not fit: the page ends
 * early and its cursor goes on from its last story.
 */
export const adminListBudgetBytes = 512 * 1024;

const utf8 = new TextEncoder();

/** The first stories of a page, in order, while their JSON fits the budget (the first always, so a huge story still shows). */
export function withinBudget<T>(items: readonly T[], budgetBytes: number): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const item of items) {
    used += utf8.encode(JSON.stringify(item)).length + 1;
    if (kept.length > 0 && used > budgetBytes) break;
    kept.push(item);
  }
  return kept;
}

/**
 * stories.admin.list — a page of every story that has an owner, newest first, as the admin console shows it
 * (spec 02 §3, ADR 0035): after the cursor's story, matching every word of the search, as many as the limit and
 * the reply's byte budget allow. The total is counted; a broad search's is the planner's estimate, said as such.
 */
export async function listStoriesForAdmin(
  ports: Pick<StoriesPorts, 'repos'>,
  request: { after?: StoryKeys; limit: number; search?: string },
): Promise<AdminStoryPage> {
  const { after } = request;
  const { stories } = ports.repos;
  const words = request.search === undefined ? undefined : searchWordsOf(request.search);
  const query = words === undefined ? undefined : words === null ? null : await stories.fullTextQuery(words);
  // A search of nothing but punctuation names no word: no story matches it.
  if (query === null) return { items: [], nextKeys: null, total: { count: 0, exact: true } };
  const wanted = { after, query, limit: request.limit + 1 };
  const [rows, total] =
    query === undefined
      ? await Promise.all([stories.adminPage(wanted), stories.adminCount().then((count) => ({ count, exact: true }))])
      : await searchedTotal(stories, query).then(
          async (total) => [await stories.adminPage({ ...wanted, fewMatches: total.exact }), total] as const,
        );
  const shown = withinBudget(rows.slice(0, request.limit).map(toAdminStory), adminListBudgetBytes);
  // The row after the shown ones says another page follows; it starts after the last shown story.
  const nextKeys = rows.length > shown.length ? (rows[shown.length - 1]?.keys ?? null) : null;
  return { items: shown, nextKeys, total };
}

async function searchedTotal(stories: StoriesRepo, query: string): Promise<PageTotal> {
  const counted = await stories.adminCount(query, exactSearchCountLimit + 1);
  return searchTotal(counted, counted > exactSearchCountLimit ? await stories.adminEstimate(query) : counted);
}

function toAdminStory(s: StoryRecord): AdminStory {
  return {
    id: s.id,
    userId: s.userId!,
    username: s.username,
    title: s.title,
    content: s.content,
    preview: s.preview,
    category: s.category,
    characterName: s.characterName,
    prompt: s.prompt,
    ageGroup: s.ageGroup,
    length: s.length,
    readTime: s.readTime,
    inkCost: s.inkCost,
    imageUrls: s.imageUrls,
    hasAudio: s.hasAudio,
    audioUrl: s.audioUrl,
    createdAt: s.createdAt.toISOString(),
    status: s.status,
    failureReason: s.failureReason,
  };
}

/**
 * stories.user.list — the user's full stories for the refund form (id, title, inkCost): only ready ones, whose ink
 * was spent. A story still being written has spent nothing yet, and a failed one had its ink returned already.
 */
export async function listStoriesForRefund(ports: Pick<StoriesPorts, 'repos'>, userId: string): Promise<CommandReply<'stories.user.list'>> {
  const stories = await ports.repos.stories.listByUser(userId);
  return {
    stories: stories.filter((s) => !s.isPreview && s.status === 'ready').map((s) => ({ id: s.id, title: s.title, inkCost: s.inkCost })),
  };
}
