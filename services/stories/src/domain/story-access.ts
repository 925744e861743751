import type { Story } from '@inkspell/contracts/stories';
import { firstHalf } from './partial-content';
import type { StoryRecord } from './story';

/**
 * What a viewer may receive of a story: all of it, the first half, only that it is waiting for a parent (its
 * owner, ADR 0019), or nothing (answered as 404).
 */
export type StoryView = 'full' | 'partial' | 'waiting' | 'none';

/**
 * The access rules of issue #8, decided on the server. The owner sees everything. Anyone else sees a story
 * only when it is public or they came with a referral code made for this very story, and never when its
 * owner's account is disabled; then a signed-in visitor reads it all and an anonymous one the first half.
 * Everything else is "not found", so ids of private stories do not leak. A story that is not ready is its owner's alone.
 */
export function viewOf(story: StoryRecord, viewer: { userId?: string; refMatchesStory: boolean }): StoryView {
  const isOwner = viewer.userId !== undefined && story.userId === viewer.userId;
  if (story.reviewState === 'waiting-for-parent') return isOwner ? 'waiting' : 'none';
  if (isOwner) return 'full';
  // Only its owner follows a story while it is written; a failed one was never a story for anyone else.
  if (story.status !== 'ready') return 'none';
  if (story.ownerDisabled) return 'none';
  if (!story.isPublic && !viewer.refMatchesStory) return 'none';
  return viewer.userId !== undefined ? 'full' : 'partial';
}

/**
 * The story as the contract's answer. A partial answer is cut here, so the rest never leaves the server:
 * the first half of the content, no images, no audio or timings, and none of what could tell the ending or the
 * owner's private input (the prompt, the engine's notes on setting and open thread, the preview session).
 */
export function storyAnswer(story: StoryRecord, view: Exclude<StoryView, 'none'>, viewerIsOwner: boolean): Story {
  const full: Story = {
    id: story.id,
    userId: story.userId,
    title: story.title,
    content: story.content,
    preview: story.preview,
    category: story.category,
    characterName: story.characterName,
    prompt: viewerIsOwner ? story.prompt : '',
    ageGroup: story.ageGroup,
    length: story.length,
    readTime: story.readTime,
    inkCost: story.inkCost,
    isPublic: story.isPublic,
    isPreview: story.isPreview,
    isPartialContent: false,
    hasImages: story.hasImages,
    imageUrls: story.imageUrls,
    hasAudio: story.hasAudio,
    audioUrl: story.audioUrl,
    timingsUrl: story.timingsUrl,
    metadata: viewerIsOwner ? story.metadata : { wordCount: story.metadata.wordCount },
    createdAt: story.createdAt.toISOString(),
    collectionId: story.collectionId,
    collectionOrder: story.collectionOrder,
    sessionId: viewerIsOwner ? story.sessionId : null,
    reviewState: story.reviewState,
    sharerEarnedBonus: false,
    status: story.status,
    failureReason: story.failureReason,
  };
  if (view === 'full') return full;
  if (view === 'waiting') return waitingAnswer(full);
  const content = firstHalf(story.content);
  return {
    ...full,
    content,
    // The preview is the opening lines; when it reaches past the cut it is cut too.
    preview: story.preview.length <= content.length ? story.preview : content,
    isPartialContent: true,
    hasImages: false,
    imageUrls: [],
    hasAudio: false,
    audioUrl: null,
    timingsUrl: null,
    metadata: { wordCount: countWords(content) },
  };
}

/**
 * A story waiting for a parent, as its owner's library and reader get it: what it is about (title, hero, theme),
 * but nothing to read, see or hear until it is approved.
 */
function waitingAnswer(full: Story): Story {
  return {
    ...full,
    content: '',
    preview: '',
    hasImages: false,
    imageUrls: [],
    hasAudio: false,
    audioUrl: null,
    timingsUrl: null,
    metadata: { wordCount: 0 },
  };
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
