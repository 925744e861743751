import type { CommandReply } from '@inkspell/contracts';
import type { StoriesPorts } from './ports';

/** The most stories one admin list answer carries (the console scrolls; the total says how many match). */
const adminListLimit = 500;

/**
 * The most bytes of stories one answer carries: it travels as one NATS reply, and the server refuses a message
 * over its max_payload (1 MiB by default). Full stories run to several KB each, so 500 of them may not fit.
 */
export const adminListBudgetBytes = 512 * 1024;

const utf8 = new TextEncoder();

/** The newest stories, in order, while their JSON fits the budget (the first always, so a huge story still shows). */
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

/** stories.admin.list — every story that has an owner, newest first, as the admin console shows it (spec 02 §3). */
export async function listStoriesForAdmin(
  ports: Pick<StoriesPorts, 'repos'>,
  search?: string,
): Promise<CommandReply<'stories.admin.list'>> {
  const stories = (await ports.repos.stories.listAll(search?.trim() || undefined)).filter((s) => s.userId !== null);
  return {
    total: stories.length,
    stories: withinBudget(
      stories.slice(0, adminListLimit).map((s) => ({
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
      })),
      adminListBudgetBytes,
    ),
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
