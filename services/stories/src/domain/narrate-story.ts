import { failureReason } from './ink-hold';
import type { NarrationJob, StoriesPorts } from './ports';
import type { StoryRecord } from './story';
import { ageGroupOf } from './story-options';

/** What Spell reads: the title, then the story. */
export function narrationText(story: Pick<StoryRecord, 'title' | 'content'>): string {
  return `${story.title}.\n\n${story.content}`;
}

/** Wait before the next try of a failed narration: 10 s, then 20 s, … so a provider that is down is not hammered. */
export const retryDelayMs = (attempts: number) => attempts * 10_000;

/**
 * Takes the next narration from the queue and records it: the MP3 (and its read-along timings) are stored and the
 * story gets its audioUrl (and timingsUrl).
 * A failure is tried again later; after the last try the story shows no player and
 * inkspell.story.narration-failed goes out with the story's hold (the ink service refunds the narration's ink).
 * Returns false when the queue had nothing ready.
 */
export async function narrateNext(
  ports: Pick<StoriesPorts, 'repos' | 'transaction' | 'engines' | 'assets' | 'now' | 'settings'>,
): Promise<boolean> {
  const job = await ports.repos.narrationJobs.claimNext(new Date(ports.now()), ports.settings.narrationLeaseSeconds);
  if (!job) return false;
  const story = await ports.repos.stories.findById(job.storyId);
  // Deleted meanwhile: its job went with it (cascade), nothing to record.
  if (!story) return true;
  const started = Date.now();
  try {
    const narration = await whileLeased(ports, job, () => ports.engines.narrator.narrate(narrationText(story), ageGroupOf(story.ageGroup)));
    const audioUrl = await ports.assets.save(narration);
    const timingsUrl = narration.timings ? await ports.assets.save(narration.timings) : null;
    await ports.transaction(async (tx) => {
      const finished = await tx.narrationJobs.finish(
        job,
        { audioSeconds: narration.durationSeconds ?? null, workSeconds: (Date.now() - started) / 1000 },
        new Date(ports.now()),
      );
      // Lost the claim (the lease ran out): the worker that took the job over records its own narration.
      if (finished) await tx.stories.setAudio(story.id, audioUrl, timingsUrl);
    });
  } catch (err) {
    await recordFailure(ports, job, failureReason(err));
  }
  return true;
}

/**
 * Runs `work` while renewing the job's lease every third of it, so a live worker keeps its job however long Spell
 * takes, and a dead one's lease runs out soon (NARRATION_LEASE_SECONDS) for another worker or the next start.
 * A renewal that fails is left to the next one; should the lease run out meanwhile, the job is taken over and this
 * worker's writes are refused (NarrationJobsRepo).
 */
async function whileLeased<T>(
  ports: Pick<StoriesPorts, 'repos' | 'now' | 'settings'>,
  job: NarrationJob,
  work: () => Promise<T>,
): Promise<T> {
  const leaseMs = ports.settings.narrationLeaseSeconds * 1000;
  const renewal = setInterval(() => {
    ports.repos.narrationJobs.renew(job, new Date(ports.now() + leaseMs)).catch(() => undefined);
  }, leaseMs / 3);
  renewal.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
  }
}

async function recordFailure(ports: Pick<StoriesPorts, 'repos' | 'transaction' | 'now' | 'settings'>, job: NarrationJob, reason: string) {
  if (job.attempts < ports.settings.narrationAttempts) {
    await ports.repos.narrationJobs.retry(job, reason, new Date(ports.now() + retryDelayMs(job.attempts)));
    return;
  }
  await ports.transaction(async (tx) => {
    // Only the worker that still holds the job gives it up: a refund beside another worker's narration would pay twice.
    if (!(await tx.narrationJobs.fail(job, reason, new Date(ports.now())))) return;
    await tx.stories.dropAudio(job.storyId);
    await tx.recordEvent('inkspell.story.narration-failed', {
      storyId: job.storyId,
      userId: job.userId,
      holdId: job.holdId,
      reason: reason.slice(0, 300),
    });
  });
}
