import type { Story } from '@inkspell/contracts';

/** One card of the library: a standalone story, or a collection of chapters (spec 01 §2 Library). */
export type LibraryItem =
  | { kind: 'story'; key: string; story: Story }
  | { kind: 'collection'; key: string; collectionId: string; stories: Story[]; totalReadTime: number };

/** A collection's chapters in reading order: by collectionOrder, then by creation. */
export function collectionChapters(stories: readonly Story[], collectionId: string): Story[] {
  return stories
    .filter((story) => story.collectionId === collectionId)
    .sort((a, b) => a.collectionOrder - b.collectionOrder || a.createdAt.localeCompare(b.createdAt));
}

/**
 * Groups the user's stories into cards, keeping the server's order (newest first): stories sharing a
 * collectionId become one collection card where the first of them appears; a collectionId that only
 * one story carries is still a standalone story (a collection needs stories to share it).
 */
export function libraryItems(stories: readonly Story[]): LibraryItem[] {
  const counts = new Map<string, number>();
  for (const story of stories) if (story.collectionId) counts.set(story.collectionId, (counts.get(story.collectionId) ?? 0) + 1);
  const seen = new Set<string>();
  const items: LibraryItem[] = [];
  for (const story of stories) {
    const collectionId = story.collectionId;
    if (!collectionId || (counts.get(collectionId) ?? 0) < 2) {
      items.push({ kind: 'story', key: story.id, story });
      continue;
    }
    if (seen.has(collectionId)) continue;
    seen.add(collectionId);
    const chapters = collectionChapters(stories, collectionId);
    items.push({
      kind: 'collection',
      key: `collection-${collectionId}`,
      collectionId,
      stories: chapters,
      totalReadTime: totalReadTime(chapters),
    });
  }
  return items;
}

export function totalReadTime(stories: readonly Pick<Story, 'readTime'>[]): number {
  return stories.reduce((sum, story) => sum + story.readTime, 0);
}

/** The collection page's headline and subtitle (spec 01 §2 Collection view). */
export function collectionHeadline(chapters: readonly Pick<Story, 'characterName'>[]): { title: string; subtitle: string } {
  const hero = chapters[0]?.characterName ?? '';
  return { title: `${hero} Adventures`, subtitle: `A magical collection of ${chapters.length} stories` };
}
