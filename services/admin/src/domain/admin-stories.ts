import type { AdminStoryQuery, Page } from '@inkspell/contracts';
import type { Actor, AdminPorts, AdminStory } from './ports';

/** A page of every generated story for the console (stories owns them), optionally searched; the viewing is audited. */
export async function listStories(
  ports: Pick<AdminPorts, 'stories' | 'repos'>,
  actor: Actor,
  query: AdminStoryQuery,
): Promise<Page<AdminStory>> {
  const page = await ports.stories.list(query);
  await ports.repos.auditLog.record({
    actor,
    action: 'stories.viewed',
    targetType: 'stories',
    targetId: null,
    details: { search: query.search ?? null, count: page.items.length, total: page.total.count, firstPage: query.cursor === undefined },
  });
  return page;
}
