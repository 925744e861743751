import type { CommandReply } from '@inkspell/contracts';
import type { StoriesPorts } from './ports';

/** The most stories one admin list answer carries (the console scrolls; the total says how many match). */
const adminListLimit = 500;

/** stories.admin.list — every story that has an owner, newest first, as the admin console shows it (spec 02 §3). */
export async function listStoriesForAdmin(
  ports: Pick<StoriesPorts, 'repos'>,
  search?: string,
): Promise<CommandReply<'stories.admin.list'>> {
  const stories = (await ports.repos.stories.listAll(search?.trim() || undefined)).filter((s) => s.userId !== null);
  return {
    total: stories.length,
    stories: stories.slice(0, adminListLimit).map((s) => ({
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
    })),
  };
}

/** stories.user.list — the user's full stories for the refund form (id, title, inkCost). */
export async function listStoriesForRefund(ports: Pick<StoriesPorts, 'repos'>, userId: string): Promise<CommandReply<'stories.user.list'>> {
  const stories = await ports.repos.stories.listByUser(userId);
  return { stories: stories.filter((s) => !s.isPreview).map((s) => ({ id: s.id, title: s.title, inkCost: s.inkCost })) };
}
