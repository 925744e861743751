import { histogram, latencyBuckets } from '@inkspell/service-kit';

/** A whole story request: the ink hold, writing, drawing and saving (full) or writing only (preview). */
export const storyGeneration = histogram({
  name: 'story_generation_duration_seconds',
  help: 'Time to answer a story request, by mode (full, preview) and outcome (ok, refused, failed)',
  labelNames: ['mode', 'outcome'],
  buckets: [...latencyBuckets, 60, 120],
});

/** One narration by the narrator engine (synthesis of the whole story), by outcome. */
export const storyNarration = histogram({
  name: 'story_narration_duration_seconds',
  help: 'Time the narrator took to speak a story, by outcome (ok, failed)',
  labelNames: ['outcome'],
  buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300],
});

/** The outcome label of a finished or failed piece of work: a client error (4xx) is a refusal, anything else a failure. */
export function outcomeOf(err: unknown): 'refused' | 'failed' {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'refused' : 'failed';
}

/** Times `work` into `metric` with its outcome. */
export async function timed<T>(
  metric: typeof storyGeneration | typeof storyNarration,
  labels: Record<string, string>,
  work: () => Promise<T>,
) {
  const stop = metric.startTimer(labels);
  try {
    const result = await work();
    stop({ outcome: 'ok' });
    return result;
  } catch (err) {
    stop({ outcome: outcomeOf(err) });
    throw err;
  }
}
