import type { PublicUser, Story } from '@inkspell/contracts';
import { keptFilesPathPrefix } from '@inkspell/contracts/kept-stories';
import { readerView } from '../components/story/reader-rules';

/**
 * Which stories can be kept on the device, what of them is stored, and what to do with kept copies when the library
 * is online again (ADR 0041). Pure: the stores are in kept-store.ts and kept-files.ts.
 */

/** One stored file of a kept story, with the bytes it takes. */
export interface KeptFile {
  url: string;
  bytes: number;
}

/** A kept story as the device stores it. */
export interface KeptStory {
  id: string;
  /** The account that kept it: only its owner can keep a story, and the device shows only that family's copies. */
  ownerId: string;
  story: Story;
  /** What the reader shows, compared with the server's answer to find a changed story. */
  fingerprint: string;
  files: KeptFile[];
  /** The story's JSON as stored. */
  storyBytes: number;
  keptAt: string;
}

type Viewer = Pick<PublicUser, 'id'> | null;

/**
 * A story can be kept by its owner when it is whole and finished: never a shared partial view, a preview, a story still
 * being written, a failed one or one waiting for a parent.
 */
export function canKeep(story: Story, viewer: Viewer): viewer is Pick<PublicUser, 'id'> {
  return (
    viewer !== null &&
    story.userId === viewer.id &&
    story.status === 'ready' &&
    story.reviewState === 'approved' &&
    readerView(story, viewer).isFull
  );
}

/** The files the reader loads for a story (pictures, narration, timings), those the API's assets serve, each once. */
export function filesToKeep(story: Pick<Story, 'imageUrls' | 'audioUrl' | 'timingsUrl'>): string[] {
  const urls = [...story.imageUrls, story.audioUrl, story.timingsUrl].filter(
    (url): url is string => !!url?.startsWith(keptFilesPathPrefix),
  );
  return [...new Set(urls)];
}

/** The parts of a story the reader shows: when any of them changes on the server, the kept copy is refreshed. */
export function keptFingerprint(story: Story): string {
  const { title, content, category, ageGroup, readTime, imageUrls, audioUrl, timingsUrl, collectionId, collectionOrder } = story;
  return JSON.stringify([title, content, category, ageGroup, readTime, imageUrls, audioUrl, timingsUrl, collectionId, collectionOrder]);
}

/** What the library does with the kept copies once it has the family's list from the server. */
export interface KeptSyncPlan {
  /** Gone from the server, no longer keepable, or kept by another account on this device. */
  remove: string[];
  /** Changed on the server: kept again from the new answer. */
  refresh: Story[];
}

/** Compares the kept copies with the signed-in family's whole list (GET /api/stories is not paged). */
export function planKeptSync(
  kept: readonly Pick<KeptStory, 'id' | 'ownerId' | 'fingerprint'>[],
  server: readonly Story[],
  viewer: Pick<PublicUser, 'id'>,
): KeptSyncPlan {
  const byId = new Map(server.map((story) => [story.id, story]));
  const plan: KeptSyncPlan = { remove: [], refresh: [] };
  for (const copy of kept) {
    const story = byId.get(copy.id);
    if (copy.ownerId !== viewer.id || !story || !canKeep(story, viewer)) plan.remove.push(copy.id);
    else if (keptFingerprint(story) !== copy.fingerprint) plan.refresh.push(story);
  }
  return plan;
}

/** Files no kept story uses any more once `removed` are gone: content-addressed files can be shared by two stories. */
export function filesNoLongerUsed(removed: readonly Pick<KeptStory, 'files'>[], remaining: readonly Pick<KeptStory, 'files'>[]): string[] {
  const stillUsed = new Set(remaining.flatMap((copy) => copy.files.map((file) => file.url)));
  return [...new Set(removed.flatMap((copy) => copy.files.map((file) => file.url)))].filter((url) => !stillUsed.has(url));
}

/** The bytes a kept story takes: its JSON and its files. */
export function keptBytes(copy: Pick<KeptStory, 'files' | 'storyBytes'>): number {
  return copy.storyBytes + copy.files.reduce((sum, file) => sum + file.bytes, 0);
}

/** The bytes all kept stories take, counting a file two stories share once. */
export function totalKeptBytes(copies: readonly Pick<KeptStory, 'files' | 'storyBytes'>[]): number {
  const files = new Map(copies.flatMap((copy) => copy.files.map((file) => [file.url, file.bytes] as const)));
  return copies.reduce((sum, copy) => sum + copy.storyBytes, 0) + [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** A size as people read it: 820 KB, 3.4 MB, 1.2 GB (powers of 1,000, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${Math.max(0, Math.round(bytes))} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toString()} ${units[unit]}`;
}

/** Kept stories in the order the offline library lists them: a collection's parts together, in order; newest first. */
export function keptReadingOrder<T extends Pick<KeptStory, 'story'>>(copies: readonly T[]): T[] {
  const groupKey = (copy: T) => copy.story.collectionId ?? copy.story.id;
  const newestOfGroup = new Map<string, string>();
  for (const copy of copies) {
    const key = groupKey(copy);
    const seen = newestOfGroup.get(key);
    if (!seen || copy.story.createdAt > seen) newestOfGroup.set(key, copy.story.createdAt);
  }
  return [...copies].sort((a, b) => {
    const [groupA, groupB] = [groupKey(a), groupKey(b)];
    if (groupA !== groupB) {
      const byNewest = (newestOfGroup.get(groupB) ?? '').localeCompare(newestOfGroup.get(groupA) ?? '');
      return byNewest !== 0 ? byNewest : groupA.localeCompare(groupB);
    }
    return a.story.collectionOrder - b.story.collectionOrder;
  });
}
