/**
 * What the build leaves in the shell's dist for pages rendered when they are asked for (a shared story,
 * issue #25): written by prerender.ts, read by infra/src/static/story-renderer.ts.
 */
import type { PageAssets } from './prerender-document';

/** A dot folder of dist: the static server never serves it and the service worker never precaches it. */
export const requestRendererDir = '.ssr';

/** The story page's frame: everything of the document but its head tags, markup and data. */
export const storyPageFrameFile = 'story-page.json';

export interface StoryPageFrame {
  /** The shell's app.html. */
  template: string;
  /** The shell's and the stories remote's stylesheets, and the remote's scripts to fetch ahead. */
  assets: PageAssets;
  /** The inline starter (page-starter.ts), already built for the template's scripts. */
  starter: string;
}
