import type { NatsConnection } from 'nats';
import {
  createMailer,
  ensureWorkQueue,
  workQueueFor,
  type WorkQueueWorker,
  createParentGate,
  type Executor,
  type Infrastructure,
  type Logger,
  type ReadinessCheck,
  type Subjects,
  type TokenVerifier,
} from '@inkspell/service-kit';
import { createAssetStore } from './adapters/asset-store';
import { createEngines, engineConfigFromEnv } from './adapters/engines';
import { createInkHolds } from './adapters/ink-holds';
import { createStoryProgress } from './adapters/story-progress';
import { createPreviewQuota } from './db/preview-quota.repo';
import { createTransaction, reposFor } from './db/repos';
import type * as schema from './db/schema';
import type { Engines } from './domain/engines';
import type { Clock, StoriesPorts } from './domain/ports';
import type { StoriesEnv } from './env';
import { startNarrationWorker, type NarrationWorker } from './jobs/narration-worker';
import { storyQueueName } from './jobs/story-job';
import { startStoryWriter } from './jobs/story-writer';
import { storyNarration, timed } from './metrics';

/** Everything the stories service runs on: the use-cases' ports, and what HTTP, commands and consumers need around them. */
export interface StoriesDeps {
  logger: Logger;
  verifyToken: TokenVerifier;
  readiness: Record<string, ReadinessCheck>;
  db: Infrastructure<typeof schema>['db'];
  nc: NatsConnection;
  subjects: Subjects;
  narrationWorker: NarrationWorker;
  /** Story jobs from the work queue (issue #22). */
  storyWriter: WorkQueueWorker;
  ports: StoriesPorts;
  /** The ports inside an event consumer's transaction, so the effect commits with the processed-event row. */
  within(tx: Executor): StoriesPorts;
}

/**
 * The one wiring of the stories service, used by main.ts (through service.ts) and by the test harness alike:
 * repositories and transaction on PostgreSQL, ink holds over NATS, the engines (offline, or OpenAI with a key),
 * files under ASSETS_DIR, the mailer, and the narration worker on the narration_jobs table. Tests may swap the
 * clock and the engines (a narrator that fails).
 */
export async function buildDeps(
  env: StoriesEnv,
  infra: Infrastructure<typeof schema>,
  options: { now?: Clock; engines?: Engines } = {},
): Promise<StoriesDeps> {
  const engines = withNarrationTimed(options.engines ?? createEngines(engineConfigFromEnv(env)));
  const storyQueue = workQueueFor(infra.subjects, storyQueueName);
  const jobTimings = { ackWaitMs: env.STORY_JOB_ACK_WAIT_SECONDS * 1000, maxDeliver: env.STORY_JOB_MAX_DELIVERIES };
  await ensureWorkQueue(infra.nc, infra.subjects, storyQueue, jobTimings);
  const shared: Omit<StoriesPorts, 'repos' | 'transaction'> = {
    engines,
    inkHolds: createInkHolds(infra.nc, infra.subjects, env.STORY_HOLD_TTL_SECONDS),
    parentGate: createParentGate(infra.nc, infra.subjects),
    assets: createAssetStore(env.ASSETS_DIR),
    mailer: createMailer(env, infra.logger),
    previewQuota: createPreviewQuota(infra.db, env.PREVIEW_RATE_LIMIT),
    narration: { kick: () => narrationWorker.kick() },
    storyJobs: { kick: () => infra.relay.kick() },
    progress: await createStoryProgress(infra.nc, infra.subjects),
    now: options.now ?? Date.now,
    settings: {
      appUrl: env.APP_URL,
      narrationAttempts: env.NARRATION_ATTEMPTS,
      narrationLeaseSeconds: env.NARRATION_LEASE_SECONDS,
      referralBonusCap: env.REFERRAL_BONUS_CAP_PER_30_DAYS,
      storyJobDeadlineSeconds: env.STORY_JOB_DEADLINE_SECONDS,
      picturesAtOnce: env.STORY_PICTURES_AT_ONCE,
      assetsDir: env.ASSETS_DIR,
      streamKeepAliveSeconds: env.STORY_STREAM_KEEPALIVE_SECONDS,
    },
  };
  const portsOn = (db: Executor): StoriesPorts => ({
    ...shared,
    repos: reposFor(db, storyQueue),
    transaction: createTransaction(db, infra.relay, storyQueue),
  });
  const ports = portsOn(infra.db);
  const narrationWorker = startNarrationWorker({
    ports: () => ports,
    pollSeconds: env.NARRATION_POLL_SECONDS,
    logger: infra.logger,
  });
  const storyWriter = await startStoryWriter({
    nc: infra.nc,
    queue: storyQueue,
    ports: () => ports,
    logger: infra.logger,
    concurrency: env.STORY_JOB_CONCURRENCY,
    ...jobTimings,
  });
  // First on shutdown: no story job or narration may start once the pool is closing; then the narrator's thread ends.
  infra.shutdown.unshift(async () => {
    await storyWriter.stop();
    await narrationWorker.stop();
    await engines.narrator.close?.();
  });
  return {
    logger: infra.logger,
    verifyToken: infra.verifyToken,
    readiness: infra.readiness,
    db: infra.db,
    nc: infra.nc,
    subjects: infra.subjects,
    narrationWorker,
    storyWriter,
    ports,
    within: portsOn,
  };
}

/** The engines with every narration timed into story_narration_duration_seconds. */
function withNarrationTimed(engines: Engines): Engines {
  const { narrator } = engines;
  return {
    ...engines,
    narrator: { ...narrator, narrate: (text, ageGroup) => timed(storyNarration, {}, () => narrator.narrate(text, ageGroup)) },
  };
}
