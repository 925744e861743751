import { randomBytes, randomUUID } from 'node:crypto';
import type { PreviewAnswer, StoryForm } from '@inkspell/contracts/stories';
import { assertSafe, assertSafeIdea, engineFailureAs } from './content-check';
import { storyErrors } from './errors';
import type { StoriesPorts } from './ports';

/**
 * The free preview anyone may ask for (spec 01 §1): a short teaser, no art, no narration, no ink. Each
 * address has an hourly budget. The preview is kept under a new anonymous session id (128 random bits, a
 * credential: whoever holds it may adopt the preview at login or registration); a signed-in caller owns it at once.
 */
export async function previewStory(
  ports: Pick<StoriesPorts, 'engines' | 'repos' | 'previewQuota' | 'now'>,
  form: StoryForm,
  caller: { ip: string; user?: { id: string; username: string } },
): Promise<PreviewAnswer> {
  const quota = await ports.previewQuota.take(caller.ip, new Date(ports.now()));
  if (!quota.allowed) throw storyErrors.previewRateLimited(quota.retryAfterSeconds);
  await assertSafeIdea(ports.engines.safety, form, storyErrors.previewFailed);
  const id = randomUUID();
  const sessionId = randomBytes(16).toString('base64url');
  try {
    const story = await ports.engines.story.generate({
      seed: id,
      category: form.category,
      characterName: form.characterName,
      prompt: form.prompt,
      ageGroup: form.ageGroup,
      length: form.length,
      heroPronouns: form.heroPronouns,
      ...(form.heroLook ? { heroLook: form.heroLook } : {}),
      mode: 'preview',
    });
    await assertSafe(ports.engines.safety, { text: `${story.title}\n\n${story.content}` }, storyErrors.previewFailed);
    await ports.repos.stories.insert({
      id,
      userId: caller.user?.id ?? null,
      username: caller.user?.username ?? null,
      sessionId,
      title: story.title,
      content: story.content,
      preview: story.preview,
      category: form.category,
      characterName: form.characterName,
      prompt: form.prompt,
      ageGroup: form.ageGroup,
      length: form.length,
      readTime: story.readTime,
      inkCost: 0,
      isPublic: false,
      isPreview: true,
      hasImages: false,
      imageUrls: [],
      hasAudio: false,
      audioUrl: null,
      metadata: story.metadata,
      collectionId: null,
      collectionOrder: 1,
      holdId: null,
      heroPronouns: form.heroPronouns,
      heroLook: form.heroLook ?? null,
    });
    return { title: story.title, content: story.content, category: form.category, sessionId };
  } catch (err) {
    throw engineFailureAs(err, storyErrors.previewFailed);
  }
}
