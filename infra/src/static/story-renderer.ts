/**
 * Renders a stored story's page for the request that asks for it (a friend's shared link, issue #25), with the
 * prerender build the shell's build left in dist (request-renderer-files.ts): the same React tree, loaders and
 * CSS class names the browser hydrates. Absent when the shell was built without the stories remote (each
 * container image builds one app): the server then answers with the story's head alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FrontendConfig, Story } from '@inkspell/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { pageDocument, type DocumentHeadTag } from '../build/prerender-document';
import { requestRendererDir, storyPageFrameFile, type StoryPageFrame } from '../build/request-renderer-files';

/** What the shell's render-page entry exports for this (shell/src/prerender/render-page.tsx). */
interface ShellStoryRenderer {
  provideRemoteRoutes(key: 'stories', routes: unknown): void;
  renderStoryPage(
    pathname: string,
    search: string,
    config: FrontendConfig,
    story: Story,
  ): Promise<{ rootHtml: string; state: DehydratedState }>;
}

export interface StoryRenderer {
  /** The whole document of the story's page at `pathname` + `search`, with `head` as its head tags. */
  render(pathname: string, search: string, story: Story, head: readonly DocumentHeadTag[]): Promise<string>;
}

/** The renderer of the build in `dist`, or null when the build left none. */
export function loadStoryRenderer(dist: string, config: FrontendConfig): StoryRenderer | null {
  const dir = path.join(dist, requestRendererDir);
  const files = ['shell.cjs', 'remote-stories.cjs', storyPageFrameFile].map((file) => path.join(dir, file));
  if (!files.every((file) => existsSync(file))) return null;
  const [shellFile, storiesFile, frameFile] = files as [string, string, string];
  const load = createRequire(import.meta.url);
  const shell = load(shellFile) as ShellStoryRenderer;
  shell.provideRemoteRoutes('stories', (load(storiesFile) as { default: unknown }).default);
  const frame = JSON.parse(readFileSync(frameFile, 'utf8')) as StoryPageFrame;
  return {
    async render(pathname, search, story, head) {
      const { rootHtml, state } = await shell.renderStoryPage(pathname, search, config, story);
      return pageDocument({
        template: frame.template,
        path: pathname,
        marker: `${pathname}${search}`,
        rootHtml,
        head: [...head],
        assets: frame.assets,
        starter: () => frame.starter,
        pageData: JSON.stringify(state),
      });
    },
  };
}
