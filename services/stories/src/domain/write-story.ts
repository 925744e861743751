import { storyFailureReasons, type StoryFailureKind } from '@inkspell/contracts/stories';
import { DomainError } from '@inkspell/service-kit/errors';
import { EngineError, type StoryRequest } from './engines';
import { failureReason } from './ink-hold';
import type { StoriesPorts } from './ports';
import type { StoryRecord } from './story';
import { ageGroupOf, categoryOf, lengthOf, previousChapterOf } from './story-options';
import { scenePassages, scenesFor } from './story-scenes';

type JobPorts = Pick<StoriesPorts, 'repos' | 'transaction' | 'engines' | 'assets' | 'progress' | 'narration' | 'now' | 'settings'>;

/** The job could not make the story for a reason the family is told (the ink goes back). */
export class StoryJobFailure extends Error {
  constructor(
    readonly kind: StoryFailureKind,
    options?: { cause?: unknown },
  ) {
    super(`story job failed: ${kind}`, options);
    this.name = 'StoryJobFailure';
  }
}

/**
 * One delivery of a story's job (issue #22). A story already settled (ready or failed) is left as it is, so a
 * redelivered job does nothing twice. Otherwise the story is written from its first word: each paragraph is
 * checked, saved and told to readers as soon as the engine has written it; then its scenes are drawn a few at a
 * time, each told as it is stored; then, in one transaction, the story becomes ready, its narration is queued and
 * inkspell.story.generated goes out (the ink service captures the hold on it). What the engines cannot make, the
 * safety check refuses, or the deadline passes fails the story with its reason and gives the ink back
 * (`failStory`); anything else (the database, NATS) throws, and the queue delivers the job again.
 */
export async function writeStory(ports: JobPorts, storyId: string): Promise<void> {
  const story = await ports.repos.stories.findById(storyId);
  // Deleted while queued, or already settled by an earlier delivery.
  if (!story || (story.status !== 'writing' && story.status !== 'illustrating')) return;
  if (ports.now() - story.createdAt.getTime() > ports.settings.storyJobDeadlineSeconds * 1000) {
    await failStory(ports, story, 'tooSlow');
    return;
  }
  try {
    await makeStory(ports, story);
  } catch (err) {
    const kind = failureKindOf(err);
    if (!kind) throw err;
    await failStory(ports, story, kind, err);
  }
}

async function makeStory(ports: JobPorts, story: StoryRecord): Promise<void> {
  if (!(await ports.repos.stories.restartWriting(story.id))) return;
  // Told while the engine starts: it is awaited before the first paragraph goes out, so readers hear it first.
  const announced = ports.progress.publish(story.id, { event: 'status', data: { status: 'writing', title: null } });
  announced.catch(() => undefined);
  const request = await storyRequestFor(ports, story);
  let title = story.title;
  const paragraphs: string[] = [];
  const written = await ports.engines.story.write(request, async (piece) => {
    if (piece.kind === 'title') {
      title = piece.title;
      return;
    }
    // The title is checked with the first paragraph, in one request: a safety check costs a provider's round trip.
    await assertSafeText(ports, piece.index === 0 ? `${title}\n\n${piece.text}` : piece.text);
    paragraphs[piece.index] = piece.text;
    // Readers first: the row is saved while the events go out (a reader follows the events, not the row).
    const saved = ports.repos.stories.saveProgress(story.id, { title, content: paragraphs.join('\n\n') });
    try {
      if (piece.index === 0) {
        await announced;
        await ports.progress.publish(story.id, { event: 'status', data: { status: 'writing', title } });
      }
      await ports.progress.publish(story.id, { event: 'paragraph', data: { index: piece.index, text: piece.text } });
    } finally {
      await saved;
    }
  });
  await announced;
  // The whole text once more: a word split across two paragraphs, or a title the engine changed at the end.
  await assertSafeText(ports, `${written.title}\n\n${written.content}`);

  await ports.repos.stories.setStatus(story.id, 'illustrating');
  await ports.progress.publish(story.id, { event: 'status', data: { status: 'illustrating', title: written.title } });
  const imageUrls = await drawScenes(ports, story, request, written.title, written.content, written.metadata.heroLook);

  const finished = await ports.transaction(async (tx) => {
    const settled = await tx.stories.finish(story.id, {
      title: written.title,
      content: written.content,
      preview: written.preview,
      readTime: written.readTime,
      metadata: written.metadata,
      imageUrls,
    });
    if (!settled) return false;
    if (story.hasAudio && story.holdId) await tx.narrationJobs.enqueue({ storyId: story.id, userId: story.userId!, holdId: story.holdId });
    await tx.recordEvent('inkspell.story.generated', {
      storyId: story.id,
      userId: story.userId!,
      holdId: story.holdId!,
      inkCost: story.inkCost,
      category: story.category,
      title: written.title,
    });
    return true;
  });
  if (!finished) return;
  if (story.hasAudio) ports.narration.kick();
  await ports.progress.publish(story.id, { event: 'ready' });
}

/** The scenes a few at a time; each picture is told to readers as soon as it is stored. Returns their URLs in scene order. */
async function drawScenes(
  ports: JobPorts,
  story: StoryRecord,
  request: StoryRequest,
  title: string,
  content: string,
  heroLook: string | undefined,
): Promise<string[]> {
  const scenes = scenePassages(content, scenesFor(request.length));
  const urls: string[] = new Array<string>(scenes.length);
  let next = 0;
  const drawer = async () => {
    while (next < scenes.length) {
      const sceneIndex = next++;
      const picture = await ports.engines.illustrator.drawScene({
        seed: story.id,
        category: request.previous?.category ?? request.category,
        title,
        characterName: story.characterName,
        heroLook: heroLook ?? story.characterName,
        ...(request.heroLook ? { chosenLook: request.heroLook } : {}),
        ...(request.heroPronouns ? { heroPronouns: request.heroPronouns } : {}),
        prompt: request.prompt,
        sceneIndex,
        sceneText: scenes[sceneIndex]!,
      });
      const url = await ports.assets.save(picture);
      urls[sceneIndex] = url;
      await ports.progress.publish(story.id, { event: 'picture', data: { sceneIndex, url, alt: picture.alt } });
    }
  };
  await Promise.all(Array.from({ length: Math.min(ports.settings.picturesAtOnce, scenes.length) }, drawer));
  return urls;
}

/** What the engine is asked: the story's own choices, and for a chapter the one before it in its collection. */
async function storyRequestFor(ports: JobPorts, story: StoryRecord): Promise<StoryRequest> {
  const request: StoryRequest = {
    seed: story.id,
    category: categoryOf(story.category),
    characterName: story.characterName,
    prompt: story.prompt,
    ageGroup: ageGroupOf(story.ageGroup),
    length: lengthOf(story.length),
    mode: 'full',
    // A chapter carries its first chapter's hero choices (continue-story.ts copies them), so the story row says.
    ...(story.heroPronouns ? { heroPronouns: story.heroPronouns } : {}),
    ...(story.heroLook ? { heroLook: story.heroLook } : {}),
  };
  if (!story.collectionId || story.collectionOrder <= 1) return request;
  const chapters = await ports.repos.stories.listCollection(story.collectionId);
  const previous = chapters.filter((c) => c.collectionOrder < story.collectionOrder && c.status === 'ready').at(-1);
  return previous ? { ...request, previous: previousChapterOf(previous) } : request;
}

async function assertSafeText(ports: JobPorts, text: string): Promise<void> {
  let verdict;
  try {
    verdict = await ports.engines.safety.check({ text });
  } catch (err) {
    if (err instanceof EngineError) throw new StoryJobFailure('writing', { cause: err });
    throw err;
  }
  if (!verdict.safe) throw new StoryJobFailure('unsafe');
}

/** Which family-readable failure an error is; undefined for one the queue should try again (not the engines' fault). */
function failureKindOf(err: unknown): StoryFailureKind | undefined {
  if (err instanceof StoryJobFailure) return err.kind;
  if (err instanceof EngineError) return err.engine === 'illustrator' ? 'drawing' : 'writing';
  if (err instanceof DomainError) return 'writing';
  return undefined;
}

/**
 * Settles a story as failed, once: its reason for the family, and inkspell.story.generation-failed in the same
 * transaction (the ink service releases the hold). A story already settled stays as it was.
 */
export async function failStory(ports: JobPorts, story: StoryRecord, kind: StoryFailureKind, cause?: unknown): Promise<void> {
  const reason = storyFailureReasons[kind];
  const failed = await ports.transaction(async (tx) => {
    if (!(await tx.stories.fail(story.id, reason))) return false;
    if (story.holdId && story.userId) {
      await tx.recordEvent('inkspell.story.generation-failed', {
        userId: story.userId,
        holdId: story.holdId,
        reason: (cause ? `${kind}: ${failureReason(cause)}` : kind).slice(0, 300),
      });
    }
    return true;
  });
  if (failed) await ports.progress.publish(story.id, { event: 'failed', data: { reason, inkReturned: true } });
}
