import type { Story } from '@inkspell/contracts';

interface BookPaths {
  book(id: string): string;
  collectionBook(collectionId: string): string;
}

/**
 * The printable book's addresses for a story: its own book, with the referral code the visitor came with (the
 * server's access rules read it as for the story itself), and its collection's book when it is part of one.
 */
export function bookLinks(story: Pick<Story, 'id' | 'collectionId'>, referral: string | undefined, paths: BookPaths) {
  const query = referral ? `?ref=${encodeURIComponent(referral)}` : '';
  return {
    story: `${paths.book(story.id)}${query}`,
    collection: story.collectionId ? `${paths.collectionBook(story.collectionId)}${query}` : null,
  };
}
