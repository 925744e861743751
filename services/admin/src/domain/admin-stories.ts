import type { Actor, AdminPorts, AdminStory } from './ports';

/** Every generated story for the console (stories owns them), optionally searched. */
export async function listStories(ports: Pick<AdminPorts, 'stories' | 'repos'>, actor: Actor, search?: string): Promise<AdminStory[]> {
  const stories = await ports.stories.list(search);
  await ports.repos.auditLog.record({
    actor,
    action: 'stories.viewed',
    targetType: 'stories',
    targetId: null,
    details: { search: search ?? null, count: stories.length },
  });
  return stories;
}
