/**
 * What a page says about itself to browsers, search engines and link previews (spec 01 §2 page
 * metadata): title, description, keywords, canonical URL, Open Graph and Twitter tags, and for
 * story pages the article times, section and tags. Pure rules here (no React, no DOM), so the
 * tags a page gets are tested on their own; PageHead renders them (ADR 0010).
 */
import { categoryLook } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';

export const brandName = 'Inkspell';

/** The home page title: the only one without the brand suffix (spec 01 §2). */
export const homeTitle = 'Inkspell - Personalised Magical Stories for Children';

/** The section every story page belongs to (spec 01 §2: "section 'Children Stories'"). */
export const storyArticleSection = 'Children Stories';

/** "Create a Story" → "Create a Story | Inkspell"; no title → the home title. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${brandName}` : homeTitle;
}

export interface ArticleMeta {
  /** ISO times. */
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tags?: readonly string[];
}

export interface PageMeta {
  /** Without the suffix; leave out for the home page. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** The path of the page's one true address ("/story/abc"); never a query string (?ref=...). */
  canonicalPath?: string;
  /** Open Graph type: 'article' for a story, otherwise 'website'. */
  type?: 'website' | 'article';
  article?: ArticleMeta;
  /** Asks search engines not to list the page (the 404). */
  noIndex?: boolean;
}

/**
 * Several parts of the app may describe the same page: the shell's defaults for the route, then the
 * page itself once it knows more (a story's title). Later claims win field by field.
 */
export function mergePageMeta(claims: readonly PageMeta[]): PageMeta {
  const merged: Record<string, unknown> = {};
  for (const claim of claims) {
    for (const [key, value] of Object.entries(claim)) {
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged;
}

/** One element of the document head, as data. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name: string; content: string }
  | { kind: 'property'; property: string; content: string }
  | { kind: 'link'; rel: string; href: string };

/** "https://inkspell.example" + "/story/1" → absolute URL; the origin's own path and any query are dropped. */
export function canonicalUrl(origin: string, path: string): string {
  const url = new URL(path, origin);
  url.search = '';
  url.hash = '';
  return url.href;
}

/** Every head tag of a page, in a stable order. `origin` is the public origin the canonical URL uses. */
export function pageHeadTags(meta: PageMeta, origin: string): HeadTag[] {
  const title = formatPageTitle(meta.title);
  const url = meta.canonicalPath === undefined ? undefined : canonicalUrl(origin, meta.canonicalPath);
  const type = meta.type ?? 'website';
  const tags: HeadTag[] = [{ kind: 'title', text: title }];
  const meta_ = (name: string, content: string | undefined) => content && tags.push({ kind: 'meta', name, content });
  const property = (name: string, content: string | undefined) => content && tags.push({ kind: 'property', property: name, content });

  meta_('description', meta.description);
  meta_('keywords', meta.keywords?.join(', '));
  if (meta.noIndex) meta_('robots', 'noindex');
  if (url) tags.push({ kind: 'link', rel: 'canonical', href: url });

  property('og:site_name', brandName);
  property('og:type', type);
  property('og:title', title);
  property('og:description', meta.description);
  property('og:url', url);
  property('og:locale', 'en_GB');

  meta_('twitter:card', 'summary');
  meta_('twitter:title', title);
  meta_('twitter:description', meta.description);

  if (type === 'article' && meta.article) {
    const { publishedTime, modifiedTime, section, tags: articleTags = [] } = meta.article;
    property('article:published_time', publishedTime);
    property('article:modified_time', modifiedTime);
    property('article:section', section);
    for (const tag of articleTags) property('article:tag', tag);
  }
  return tags;
}

/** A story page's metadata: an article in 'Children Stories', tagged with its category, hero and age group. */
export function storyPageMeta(
  story: Pick<Story, 'title' | 'preview' | 'category' | 'characterName' | 'ageGroup' | 'createdAt'> & { updatedAt?: string },
): PageMeta {
  const categoryName = categoryLook(story.category).name;
  const tags = [categoryName, story.characterName, `Ages ${story.ageGroup}`].filter(Boolean);
  return {
    title: story.title,
    description: story.preview,
    keywords: ['inkspell', 'children stories', ...tags.map((tag) => tag.toLowerCase())],
    type: 'article',
    article: { publishedTime: story.createdAt, modifiedTime: story.updatedAt ?? story.createdAt, section: storyArticleSection, tags },
  };
}
