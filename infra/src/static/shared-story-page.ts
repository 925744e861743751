/**
 * The head of a shared story's page (/story/:id?ref=…), written when it is asked for (issue #25): a friend's
 * link preview (Open Graph, Twitter) and a search engine show the story's title and its first paragraph
 * instead of the app's generic page. The story is read from the stories service exactly as an anonymous
 * visitor's browser reads it, with the link's ref and no cookie, so its access rules decide: a story the API
 * would answer 404 to gets no head of its own, and a shared story gives only what its partial view shows.
 */
import { storiesApiPaths, storySchema } from '@inkspell/contracts';
import { pageHeadTags, storyPageMeta, type HeadTag } from '@inkspell/ui/page/page-meta';

/** A story page's path: /story/<id>. */
const storyPath = /^\/story\/([^/]+)$/;

/** A link preview shows about this much; a longer first paragraph is cut at a word. */
const descriptionLength = 200;

/** The page is answered without its own head rather than wait longer than this for the stories service. */
const storyLookupTimeoutMs = 1_500;

export interface SharedStoryHeadOptions {
  /** The stories service (not the gateway: these lookups are the static server's, not a visitor's). */
  storiesUrl: string;
  /** The public origin of canonical URLs (APP_URL); without it the head has no canonical URL or og:url. */
  appUrl: string | null;
}

/** The first paragraph of a story's text, cut at a word to what a link preview shows. */
export function firstParagraphOf(content: string, limit = descriptionLength): string {
  const first =
    content
      .split(/\n\s*\n/)
      .find((paragraph) => paragraph.trim())
      ?.trim() ?? '';
  if (first.length <= limit) return first;
  const cut = first.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}

/** The head tags of `pathname` + `search` when it is a story an anonymous visitor may read; otherwise null. */
export async function sharedStoryHead(
  { storiesUrl, appUrl }: SharedStoryHeadOptions,
  pathname: string,
  search: string,
): Promise<HeadTag[] | null> {
  const match = storyPath.exec(pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1]!);
  const ref = new URLSearchParams(search).get('ref');
  const url = new URL(storiesApiPaths.story(id), storiesUrl);
  if (ref) url.searchParams.set('ref', ref);
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(storyLookupTimeoutMs) });
    if (!res.ok) return null;
    const story = storySchema.parse(await res.json());
    const meta = { ...storyPageMeta(story), description: firstParagraphOf(story.content) || story.preview };
    return pageHeadTags(appUrl ? { ...meta, canonicalPath: `/story/${story.id}` } : meta, appUrl ?? 'http://localhost');
  } catch {
    // Down, slow or not a story: the page still works, with the app's own head.
    return null;
  }
}
