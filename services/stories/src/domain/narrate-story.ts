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
    const narration = await ports.engines.narrator.narrate(narrationText(story), ageGroupOf(story.ageGroup));
    const audioUrl = await ports.assets.save(narration);
    const timingsUrl = narration.timings ? await ports.assets.save(narration.timings) : null;
    await ports.transaction(async (tx) => {
      await tx.stories.setAudio(story.id, audioUrl, timingsUrl);
      await tx.narrationJobs.finish(
        job.id,
        { audioSeconds: narration.durationSeconds ?? null, workSeconds: (Date.now() - started) / 1000 },
        new Date(ports.now()),
      );
    });
  } catch (err) {
    await recordFailure(ports, job, failureReason(err));
  }
  return true;
}

async function recordFailure(ports: Pick<StoriesPorts, 'repos' | 'transaction' | 'now' | 'settings'>, job: NarrationJob, reason: string) {
  if (job.attempts < ports.settings.narrationAttempts) {
    await ports.repos.narrationJobs.retry(job.id, reason, new Date(ports.now() + retryDelayMs(job.attempts)));
    return;
  }
  await ports.transaction(async (tx) => {
    await tx.narrationJobs.fail(job.id, reason, new Date(ports.now()));
    await tx.stories.dropAudio(job.storyId);
    await tx.recordEvent('inkspell.story.narration-failed', {
      storyId: job.storyId,
      userId: job.userId,
      holdId: job.holdId,
      reason: reason.slice(0, 300),
    });
  });
}
