import { storiesApiPaths, storySchema, type Story } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import { api } from './accounts';
import { storyRequest, type StoryRequest } from './story-request';

/*
 * Issue #22: create and continue answer 202 with the story still being written, and a job writes it. A test that
 * reads a story's words, pictures or ink waits here until the job has settled it; this is the one place that waits.
 */

/** How long a story's job may take in the e2e platform (offline engines take a few seconds; a loaded machine more). */
const storyJobTimeoutMs = 90_000;

/** The owner's view of a story through the gateway. */
export async function storyOf(cookie: string, id: string): Promise<Story> {
  const res = await api(storiesApiPaths.story(id), { cookie });
  if (!res.ok) throw new Error(`GET story ${id}: ${res.status} ${await res.text()}`);
  return storySchema.parse(await res.json());
}

/** Polls the story until its job has settled it, ready or failed, and returns it as it then is. */
export function waitForStorySettled(cookie: string, id: string, timeoutMs = storyJobTimeoutMs): Promise<Story> {
  return waitFor(
    async () => {
      const story = await storyOf(cookie, id);
      return story.status === 'ready' || story.status === 'failed' ? story : undefined;
    },
    { timeoutMs, intervalMs: 250, what: `story ${id} ready or failed` },
  );
}

/** Waits until the story is ready; a story that failed fails the test with its reason. */
export async function waitForStoryReady(cookie: string, id: string, timeoutMs = storyJobTimeoutMs): Promise<Story> {
  const story = await waitForStorySettled(cookie, id, timeoutMs);
  if (story.status !== 'ready') throw new Error(`story ${id} failed: ${story.failureReason}`);
  return story;
}

/** The answer of a create or continue: 202 with the story writing, else an error naming what came instead. */
async function acceptedStory(res: Response, what: string): Promise<Story> {
  if (res.status !== 202) throw new Error(`${what}: expected 202, got ${res.status} ${await res.text()}`);
  const story = storySchema.parse(await res.json());
  if (story.status !== 'writing') throw new Error(`${what}: the 202 answer says '${story.status}', not 'writing'`);
  return story;
}

/** POST /api/stories/generate as the owner (202, the story writing) and waits until the job has made it ready. */
export async function createStoryAndWait(
  cookie: string,
  body: StoryRequest = storyRequest(),
  headers: Record<string, string> = {},
): Promise<Story> {
  const accepted = await acceptedStory(await api(storiesApiPaths.generate, { cookie, body, headers }), 'generate');
  return waitForStoryReady(cookie, accepted.id);
}

/** POST /api/stories/:id/continue as the owner (202, the new chapter writing) and waits until it is ready. */
export async function continueStoryAndWait(cookie: string, id: string, includeAudio = false): Promise<Story> {
  const accepted = await acceptedStory(await api(storiesApiPaths.continue(id), { cookie, body: { includeAudio } }), 'continue');
  return waitForStoryReady(cookie, accepted.id);
}
