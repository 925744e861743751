import { z } from 'zod';
import { inject } from 'vitest';

/**
 * What the stories service writes with: the offline engines (the default, quick), or OpenAI's API played by a
 * test server, as slow as told (milliseconds) or failing at the story's words or pictures (the job then fails).
 */
export const storyEnginesSchema = z.discriminatedUnion('engines', [
  z.object({ engines: z.literal('offline') }),
  z.object({
    engines: z.literal('openai'),
    latencies: z
      .object({ chatFirstTokenMs: z.number(), chatTotalMs: z.number(), imageMs: z.number(), moderationMs: z.number() })
      .partial()
      .default({}),
    fail: z.enum(['story', 'pictures']).optional(),
  }),
]);
export type StoryEngines = z.input<typeof storyEnginesSchema>;

/** Restarts the platform's stories service on these engines and waits until it answers. */
export async function useStoryEngines(engines: StoryEngines): Promise<void> {
  const res = await fetch(`${inject('controlUrl')}/story-engines`, { method: 'POST', body: JSON.stringify(engines) });
  if (!res.ok) throw new Error(`could not switch the story engines: ${await res.text()}`);
}
