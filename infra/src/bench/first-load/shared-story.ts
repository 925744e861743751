import { shareLinkAnswerSchema, storiesApiPaths, storySchema } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import { gatewayBrowser } from '../gateway-browser';

/**
 * A shared story's address (/story/:id?ref=…), the page a friend lands on (issue #25): a user registers
 * through the gateway (the welcome ink pays for a short story), creates a story, waits until its job has
 * written it, and asks for its share link, as `frame-metadata.e2e.ts` does.
 */
export async function sharedStoryPath(base: string, runId: string): Promise<string> {
  const browser = gatewayBrowser(base);
  const call = async (method: string, url: string, body?: unknown) => {
    const answer = await browser(method, url, body);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await call('POST', '/api/auth/register', {
    username: `firstload_${runId}`,
    email: `firstload_${runId}@example.com`,
    password: 'Bench!Pass1',
    firstName: 'Stella',
    lastName: 'Nova',
  });
  const accepted = storySchema.parse(
    await call('POST', storiesApiPaths.generate, {
      characterName: 'Juniper',
      prompt: 'a lighthouse keeper who finds a map in a bottle',
      category: 'space',
      ageGroup: '7-10',
      length: 'short',
      includeAudio: false,
    }),
  );
  await waitFor(
    async () => {
      const story = storySchema.parse(await call('GET', storiesApiPaths.story(accepted.id)));
      if (story.status === 'failed') throw new Error(`the bench's story failed: ${story.failureReason}`);
      return story.status === 'ready' ? story : undefined;
    },
    { timeoutMs: 90_000, intervalMs: 250, what: `story ${accepted.id} ready` },
  );
  const { shareLink } = shareLinkAnswerSchema.parse(await call('GET', storiesApiPaths.shareLink(accepted.id)));
  const ref = new URL(shareLink).searchParams.get('ref');
  if (!ref) throw new Error(`the share link has no ref: ${shareLink}`);
  return `/story/${accepted.id}?ref=${encodeURIComponent(ref)}`;
}
