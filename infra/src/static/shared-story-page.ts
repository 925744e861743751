/**
 * A shared story's page (/story/:id?ref=…), written when it is asked for (issue #25): its head gives a friend's
 * link preview (Open Graph, Twitter) and a search engine the story's title and its first paragraph instead of
 * the app's generic page, and its body is the reader as the friend sees it (story-renderer.ts), on screen
 * before any script runs. The story is read from the stories service exactly as an anonymous visitor's browser
 * reads it, with the link's ref and no cookie, so its access rules decide: a story the API would answer 404 to
 * gets no page of its own, and a shared story gives only what its partial view shows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storiesApiPaths, storySchema, type Story } from '@inkspell/contracts';
import { pageHeadTags, storyPageMeta, type HeadTag } from '@inkspell/ui/page/page-meta';
import { headTagsHtml, withPageHead } from '../build/prerender-document';
import type { StoryRenderer } from './story-renderer';

/** A story page's path: /story/<id>. */
const storyPath = /^\/story\/([^/]+)$/;

/** A link preview shows about this much; a longer first paragraph is cut at a word. */
const descriptionLength = 200;

/** The page is answered without its own head rather than wait longer than this for the stories service. */
const storyLookupTimeoutMs = 1_500;

export interface SharedStoryPageOptions {
  /** The stories service (not the gateway: these lookups are the static server's, not a visitor's). */
  storiesUrl: string;
  /** The public origin of canonical URLs (APP_URL); without it the head has no canonical URL or og:url. */
  appUrl: string | null;
  /** The shell's dist, whose app.html carries the head when there is no renderer. */
  dist: string;
  renderer: StoryRenderer | null;
  /** Told when a render fails (the page then goes with the head alone). */
  onRenderError?: (error: unknown) => void;
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

/**
 * The page of `pathname` + `search` when it is a story an anonymous visitor may read: rendered whole when the
 * build left a renderer, else app.html with the story's head. Null for any other path or story.
 */
export async function sharedStoryPage(options: SharedStoryPageOptions, pathname: string, search: string): Promise<string | null> {
  const story = await readableStory(options.storiesUrl, pathname, search);
  if (!story) return null;
  const head = storyHeadTags(story, options.appUrl);
  if (options.renderer) {
    try {
      return await options.renderer.render(pathname, search, story, head);
    } catch (error) {
      options.onRenderError?.(error);
    }
  }
  return withPageHead(readFileSync(path.join(options.dist, 'app.html'), 'utf8'), headTagsHtml(head));
}

/** The story at `pathname` as an anonymous visitor with the link's ref reads it, or null. */
async function readableStory(storiesUrl: string, pathname: string, search: string): Promise<Story | null> {
  const match = storyPath.exec(pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1]!);
  const ref = new URLSearchParams(search).get('ref');
  const url = new URL(storiesApiPaths.story(id), storiesUrl);
  if (ref) url.searchParams.set('ref', ref);
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(storyLookupTimeoutMs) });
    if (!res.ok) return null;
    return storySchema.parse(await res.json());
  } catch {
    // Down, slow or not a story: the page still works, with the app's own head.
    return null;
  }
}

/** The story's head tags: its title, and its first paragraph as the description. */
function storyHeadTags(story: Story, appUrl: string | null): HeadTag[] {
  const meta = { ...storyPageMeta(story), description: firstParagraphOf(story.content) || story.preview };
  return pageHeadTags(appUrl ? { ...meta, canonicalPath: `/story/${story.id}` } : meta, appUrl ?? 'http://localhost');
}
