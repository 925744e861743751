import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitFor } from '@inkspell/service-kit/testing';
import type { Narration } from '../../src/domain/engines';
import type { StoriesPorts } from '../../src/domain/ports';
import { startNarrationWorker, type NarrationWorker } from '../../src/jobs/narration-worker';
import { storiesService } from '../../src/service';

/**
 * The narration queue's lease on PostgreSQL: a worker that is alive keeps its job however long Spell takes, and a
 * job whose worker died is taken over once the lease runs out — not a quarter of an hour later (found when a
 * killed stories container left a story without its narration, issue #26). The service's own worker is kept out
 * of the way (it polls hourly); each test runs workers of its own on the service's database.
 */
const start = (dataDir: string) =>
  startTestService({
    ...storiesService,
    env: () => ({
      ASSETS_DIR: path.join(dataDir, 'assets'),
      MAIL_OUTBOX_DIR: path.join(dataDir, 'mail'),
      NARRATION_POLL_SECONDS: 3600,
    }),
  });
let service: Awaited<ReturnType<typeof start>>;
let dataDir: string;
const workers: NarrationWorker[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'inkspell-narration-lease-'));
  service = await start(dataDir);
}, 60_000);
// A test's workers stop with it: one left polling would claim the next test's job before the test itself could.
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await service?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const leaseSeconds = 1;

/** A narrator that answers after `ms` (or when `release` is called), counting its calls. */
function slowNarrator(ms: number) {
  let calls = 0;
  let release: () => void = () => undefined;
  const narration: Narration = {
    name: `${'a'.repeat(32)}.mp3`,
    contentType: 'audio/mpeg',
    bytes: new Uint8Array([0xff, 0xfb, 0x90, 0x00]),
  };
  return {
    get calls() {
      return calls;
    },
    release: () => release(),
    narrator: {
      narrate: () => {
        calls += 1;
        return new Promise<Narration>((resolve) => {
          release = () => resolve(narration);
          if (Number.isFinite(ms)) setTimeout(release, ms);
        });
      },
    },
  };
}

function worker(narrator: ReturnType<typeof slowNarrator>, pollSeconds: number): NarrationWorker {
  const ports: StoriesPorts = {
    ...service.deps.ports,
    engines: { ...service.deps.ports.engines, narrator: narrator.narrator },
    settings: { ...service.deps.ports.settings, narrationLeaseSeconds: leaseSeconds },
  };
  const started = startNarrationWorker({ ports: () => ports, pollSeconds, logger: service.deps.logger });
  workers.push(started);
  return started;
}

/** A story waiting for its narration, as a creation leaves it. */
async function storyWithNarrationQueued(): Promise<string> {
  const id = randomUUID();
  await service.deps.db.execute(sql`
    insert into stories (id, user_id, username, title, content, preview, category, character_name, prompt, age_group, length, read_time, metadata, has_audio)
    values (${id}, ${randomUUID()}, 'lease_family', 'The Long Night Song', 'Once upon a time.', 'Once', 'adventure', 'Maya',
      'a night that sings', '7-10', 'short', 3, '{"wordCount": 4}'::jsonb, true)`);
  await service.deps.ports.repos.narrationJobs.enqueue({ storyId: id, userId: randomUUID(), holdId: randomUUID() });
  return id;
}

async function jobOf(storyId: string) {
  const result = await service.deps.db.execute<{ status: string; attempts: number }>(
    sql`select status, attempts from narration_jobs where story_id = ${storyId}`,
  );
  return result.rows[0]!;
}

async function audioOf(storyId: string): Promise<string | null> {
  const result = await service.deps.db.execute<{ audio_url: string | null }>(sql`select audio_url from stories where id = ${storyId}`);
  return result.rows[0]!.audio_url;
}

describe('the narration lease', () => {
  it('stays with a worker that is alive, however long Spell takes: nobody else narrates the story', async () => {
    const id = await storyWithNarrationQueued();
    const spell = slowNarrator(leaseSeconds * 3_500);
    worker(spell, 3600);
    await waitFor(async () => (await jobOf(id)).status === 'running', { what: 'the job claimed' });
    // A second instance looking five times a second, through three and a half lease lengths.
    const other = slowNarrator(0);
    worker(other, 0.2);
    await waitFor(async () => (await jobOf(id)).status === 'done', { what: 'the narration recorded', timeoutMs: 10_000 });
    expect(other.calls).toBe(0);
    expect(await jobOf(id)).toEqual({ status: 'done', attempts: 1 });
    expect(await audioOf(id)).toMatch(/\.mp3$/);
  });

  it('passes to another worker once the lease of a worker that died runs out, and the dead worker writes nothing', async () => {
    const id = await storyWithNarrationQueued();
    // What a killed process leaves behind: the job running under its claim, which nobody renews.
    const dead = await service.deps.ports.repos.narrationJobs.claimNext(new Date(), leaseSeconds);
    expect(dead?.storyId).toBe(id);
    const claimedAt = Date.now();
    const spell = slowNarrator(0);
    worker(spell, 0.2);
    await waitFor(async () => (await jobOf(id)).status === 'done', { what: 'the narration taken over', timeoutMs: 10_000 });
    expect((Date.now() - claimedAt) / 1000).toBeGreaterThanOrEqual(leaseSeconds);
    expect(await jobOf(id)).toEqual({ status: 'done', attempts: 2 });
    // Had it only been slow, its late answers are refused: no second recording, no refund beside a narration.
    const jobs = service.deps.ports.repos.narrationJobs;
    expect(await jobs.renew(dead!, new Date(Date.now() + 60_000))).toBe(false);
    expect(await jobs.finish(dead!, { audioSeconds: 1, workSeconds: 1 }, new Date())).toBe(false);
    expect(await jobs.fail(dead!, 'late', new Date())).toBe(false);
    expect(await jobs.retry(dead!, 'late', new Date())).toBe(false);
    expect(await jobOf(id)).toEqual({ status: 'done', attempts: 2 });
  });
});
