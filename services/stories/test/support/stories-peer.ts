import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestService } from '@inkspell/service-kit/testing';
import { stories } from '../../src/db/schema';
import { storiesService } from '../../src/service';
import { storyRecord } from './story-fixture';

/**
 * The real stories service as its main.ts starts it (src/service.ts), with its own database,
 * on `natsPrefix`: another run's NATS subjects, so it answers stories.admin.list and stories.user.list from its
 * own stories table and consumes the account events the real accounts service publishes there. It starts no
 * peers: the caller runs accounts (the parent's gate) and ink (holds) on that prefix, and two of either would
 * split their commands between two databases.
 */
export async function startStoriesPeer(natsPrefix: string) {
  // Assets and mail without SMTP are files; they stay out of the checkout.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inkspell-stories-peer-'));
  const service = await startTestService({
    ...storiesService,
    natsPrefix,
    env: () => ({ ASSETS_DIR: path.join(dataDir, 'assets'), MAIL_OUTBOX_DIR: path.join(dataDir, 'mail') }),
  }).catch(async (err: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  let closed = false;

  return {
    deps: service.deps,
    /**
     * A full story of `userId` saved in the stories table, so the commands answer it as any other. The rest of
     * the row is the stories tests' own fixture; createdAt is now, so the newest added lists first.
     */
    async add(userId: string, story: { title: string; inkCost: number; username?: string }) {
      const [saved] = await service.deps.db
        .insert(stories)
        .values(
          storyRecord({ userId, username: story.username ?? null, title: story.title, inkCost: story.inkCost, createdAt: new Date() }),
        )
        .returning();
      if (!saved) throw new Error('the stories table returned no row');
      return saved;
    },
    /** Stops the service as its shutdown does and drops its database: nothing answers the stories commands after. */
    async close() {
      if (closed) return;
      closed = true;
      await service.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type StoriesPeer = Awaited<ReturnType<typeof startStoriesPeer>>;
