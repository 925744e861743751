import { splitParagraphs } from '../adapters/engines/story-text';

/**
 * What a printed book holds, decided before any drawing: the cover, then per story (a chapter when the book is a
 * collection) its scenes, then the closing page. A scene is an illustration with the paragraphs that follow it,
 * placed as the reader places them (the i-th of n pictures before paragraph ⌊i·p/n⌋), so the book and the screen agree.
 */

export interface BookScene {
  /** The illustration's asset name, or null for the text before the first picture or a story without pictures. */
  image: string | null;
  paragraphs: string[];
}

export interface BookChapter {
  title: string;
  /** 1-based part of the collection; 1 for a single story. */
  part: number;
  scenes: BookScene[];
}

export interface BookPlan {
  title: string;
  hero: string;
  /** The cover art: the first chapter's first illustration. */
  coverImage: string | null;
  /** Chapter pages are printed only when the book has more than one story. */
  hasChapters: boolean;
  chapters: BookChapter[];
}

export interface BookStory {
  title: string;
  characterName: string;
  content: string;
  imageUrls: readonly string[];
  collectionOrder: number;
}

/** "/api/stories/assets/ab12.svg" → "ab12.svg": the book reads illustrations from the asset folder by name. */
export const assetNameOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/** A story's scenes: the pictures spread among its paragraphs exactly as the reader spreads them. */
export function scenesOf(content: string, imageUrls: readonly string[]): BookScene[] {
  const paragraphs = splitParagraphs(content);
  const firstParagraphOf = imageUrls.map((_, image) => Math.floor((image * paragraphs.length) / imageUrls.length));
  const scenes: BookScene[] = [];
  paragraphs.forEach((paragraph, index) => {
    const images = imageUrls.filter((_, image) => firstParagraphOf[image] === index);
    // Two pictures before one paragraph (more pictures than paragraphs): each gets a page, the text goes with the last.
    for (const url of images) scenes.push({ image: assetNameOf(url), paragraphs: [] });
    const current = scenes.at(-1);
    if (current) current.paragraphs.push(paragraph);
    else scenes.push({ image: null, paragraphs: [paragraph] });
  });
  // Pictures of a story without text still print.
  if (paragraphs.length === 0) for (const url of imageUrls) scenes.push({ image: assetNameOf(url), paragraphs: [] });
  return scenes;
}

/** The plan of one story's book, or a collection's with its parts in order (the first part names the book). */
export function planBook(stories: readonly BookStory[]): BookPlan {
  const ordered = [...stories].sort((a, b) => a.collectionOrder - b.collectionOrder);
  const first = ordered[0];
  if (!first) throw new Error('a book needs at least one story');
  const chapters = ordered.map((story, index) => ({
    title: story.title,
    part: index + 1,
    scenes: scenesOf(story.content, story.imageUrls),
  }));
  const coverImage = chapters.flatMap((c) => c.scenes).find((s) => s.image !== null)?.image ?? null;
  return { title: first.title, hero: first.characterName, coverImage, hasChapters: ordered.length > 1, chapters };
}
