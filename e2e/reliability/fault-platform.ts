import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { areas, databaseUrlVar, staticApps } from '@inkspell/contracts/areas';
import {
  cleanUpTestPlatform,
  databaseUrlFor,
  gatewayKeys,
  launchPlatform,
  platformProcesses,
  testPlatformEnv,
  type PlatformEnv,
} from '@inkspell/infra/platform';
import { postgresLink, privateNats, privateRedis } from './private-servers';
import { storiesTesting } from './stories-testing';

const root = path.resolve(import.meta.dirname, '../..');

/** How long a story's hold lives in the fault platform, and how often expired holds are swept. */
export const faultHoldTtlSeconds = 40;
export const faultSweepSeconds = 1;
/**
 * Silence after which a story job's worker is taken for dead and the job delivered again, and how long after its
 * POST a job may still settle (it must stay below the hold's life): short, so a crash's redelivery can be waited for.
 */
export const faultAckWaitSeconds = 5;
export const faultJobDeadlineSeconds = 30;
/**
 * A narration's lease (its worker renews it while alive): the stories service's default, not set here, so a kill's
 * takeover is waited for as production would wait for it.
 */
export const faultNarrationLeaseSeconds = 30;

/**
 * A platform of the fault scenarios' own (API only): its own nats-server and redis-server, which the scenarios
 * stop and restart, and the stories service reaching PostgreSQL through a link the scenarios cut. Holds expire
 * after seconds instead of minutes so that the sweeper's work can be waited for. Stories write with the OpenAI
 * engines against the OpenAI test server in this process (instant until a scenario slows it down with
 * `openai.setLatencies`), so a scenario can catch a story job in the middle of its work.
 */
export async function startFaultPlatform() {
  const [nats, redis, storiesDb, openai] = await Promise.all([
    privateNats(),
    privateRedis(),
    postgresLink(),
    storiesTesting().then((testing) => testing.startOpenAITestServer({})),
  ]);
  const { runId, env: base } = await testPlatformEnv();
  const env: PlatformEnv = { ...base, NATS_URL: nats.url, REDIS_URL: redis.url };
  const statics = new Set(staticApps(areas).map((app) => app.name));
  const specs = platformProcesses(env, gatewayKeys(env)).filter((spec) => !statics.has(spec.name));
  const stories = specs.find((spec) => spec.name === 'stories')!;
  const linked = new URL(stories.env[databaseUrlVar('stories')]!);
  linked.port = String(storiesDb.port);
  stories.env[databaseUrlVar('stories')] = linked.toString();
  Object.assign(stories.env, {
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: openai.baseURL,
    STORY_JOB_ACK_WAIT_SECONDS: String(faultAckWaitSeconds),
    STORY_JOB_DEADLINE_SECONDS: String(faultJobDeadlineSeconds),
    NARRATION_POLL_SECONDS: '1',
  });

  mkdirSync(path.join(root, 'e2e', '.logs'), { recursive: true });
  const logFile = path.join(root, 'e2e', '.logs', `reliability-faults-${runId}.log`);
  const log = createWriteStream(logFile);
  const platform = await launchPlatform(specs, {
    root,
    baseEnv: {
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_USER_MAX: '1000000',
      PREVIEW_RATE_LIMIT: '1000000',
      STORY_HOLD_TTL_SECONDS: String(faultHoldTtlSeconds),
      HOLD_SWEEP_SECONDS: String(faultSweepSeconds),
    },
    output: (name, line) => log.write(`${name} ${line}\n`),
  });
  const databaseOf = (name: string) => databaseUrlFor(env, areas.find((area) => area.service.name === name)!.service);
  return {
    env,
    platform,
    nats,
    redis,
    storiesDb,
    openai,
    logFile,
    baseUrl: `http://localhost:${env.GATEWAY_PORT}`,
    /** A service's database, reached directly (not through the link). */
    databaseOf,
    async dispose() {
      await platform.stopAll();
      log.end();
      await cleanUpTestPlatform(runId, env).catch(() => undefined);
      await Promise.all([nats.dispose(), redis.dispose(), storiesDb.cut(), openai.close()]);
    },
  };
}
export type FaultPlatform = Awaited<ReturnType<typeof startFaultPlatform>>;
