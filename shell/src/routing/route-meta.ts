import type { PageMeta } from '@inkspell/ui';
import { defaultDescription, findRoute, notFoundMeta } from './route-table';

/** Words every page shares; a page adds its own in front. */
const brandKeywords = ['inkspell', 'children stories', 'personalised stories'];

/** The keywords of the pages spec 01 §2 gives metadata to (the rest share the brand's). */
const pageKeywords: Readonly<Record<string, readonly string[]>> = {
  '/': ['bedtime stories', 'kids story maker', 'AI stories for kids', 'narrated stories', 'family reading'],
  '/create': ['create a story', 'story maker', 'story generator for kids', 'name your hero'],
  '/stories': ['my stories', 'story library', 'story collection', 'sample stories'],
  '/help': ['help', 'how it works', 'ink', 'narration', 'account help'],
  '/safety': ['child safety', 'content filtering', 'age-appropriate stories', 'parental guidance'],
  '/contact': ['contact', 'support', 'feedback', 'get in touch'],
  '/privacy': ['privacy policy', 'data protection', 'children privacy'],
};

/**
 * The shell's metadata for a path (spec 01 §2): title and description from the route table,
 * keywords, and the canonical path, which is the path itself (never its query string, so a
 * story shared as /story/1?ref=x is the same page as /story/1). Unknown paths get the 404's.
 * A page refines these with usePageMeta once it knows more (a story's title).
 */
export function routeMeta(pathname: string): PageMeta {
  const route = findRoute(pathname);
  if (!route) return { ...notFoundMeta, canonicalPath: pathname };
  return {
    title: route.title,
    description: route.description ?? defaultDescription,
    keywords: [...(pageKeywords[route.path] ?? []), ...brandKeywords],
    canonicalPath: pathname,
    type: 'website',
  };
}
