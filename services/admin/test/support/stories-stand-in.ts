import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import type { CommandReply } from '@inkspell/contracts';
import { connectNats, createLogger, serveCommand, type Subjects } from '@inkspell/service-kit';

type AdminStory = CommandReply<'stories.admin.list'>['stories'][number];

/**
 * The edge of these tests: the stories service does not answer its commands yet, so this answers
 * stories.admin.list and stories.user.list on the run's subjects as the contract says (the kit's serveCommand
 * checks every request and reply with the contracts' schemas), from stories a test adds. Replace it with the
 * real stories service once services/stories/src/commands answers them.
 */
export async function startStoriesStandIn(options: { natsUrl: string; subjects: Subjects }) {
  const stories: AdminStory[] = [];
  const nc: NatsConnection = await connectNats(options.natsUrl, 'stories-stand-in');
  const transport = { nc, subjects: options.subjects, logger: createLogger('stories-stand-in', 'silent') };
  // Draining the connection on close ends both subscriptions.
  serveCommand({
    ...transport,
    subject: 'stories.admin.list',
    handle: ({ search }) => {
      const found = stories.filter((s) => !search || s.title.toLowerCase().includes(search.toLowerCase()));
      return Promise.resolve({ stories: found, total: found.length });
    },
  });
  serveCommand({
    ...transport,
    subject: 'stories.user.list',
    handle: ({ userId }) =>
      Promise.resolve({ stories: stories.filter((s) => s.userId === userId).map(({ id, title, inkCost }) => ({ id, title, inkCost })) }),
  });
  return {
    /** A saved story of `userId`, as stories would keep it. */
    add(userId: string, story: { title: string; inkCost: number; username?: string }): AdminStory {
      const saved: AdminStory = {
        id: randomUUID(),
        userId,
        username: story.username ?? null,
        title: story.title,
        content: `Once upon a time, ${story.title} began.`,
        preview: `Once upon a time, ${story.title} began.`,
        category: 'adventure',
        characterName: 'Pip',
        prompt: 'A brave mouse looks for the moon',
        ageGroup: '7-10',
        length: 'short',
        readTime: 3,
        inkCost: story.inkCost,
        imageUrls: [],
        hasAudio: false,
        audioUrl: null,
        createdAt: new Date().toISOString(),
      };
      stories.push(saved);
      return saved;
    },
    async close() {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
export type StoriesStandIn = Awaited<ReturnType<typeof startStoriesStandIn>>;
