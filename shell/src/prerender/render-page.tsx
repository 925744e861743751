/**
 * The shell's entry of the prerender build (infra/src/build/prerender.ts, ADR 0011): renders a path the way
 * the browser's first render will, for a visitor who is not signed in, so hydrateRoot finds exactly
 * this markup. Remote pages come from provideRemoteRoutes (prerender-remotes.ts).
 */
import { currentUserQueryKey, createQueryClient, pageHeadTags, storyQueryKey, type HeadTag } from '@inkspell/ui';
import type { FrontendConfig, Story } from '@inkspell/contracts';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppTree } from '../App';
import { routeMeta } from '../routing/route-meta';
import { findRoute, routeTable } from '../routing/route-table';

export { provideRemoteRoutes } from './prerender-remotes';

/** Every route pattern of the app (the static server answers other paths with the 404 page). */
export const routePatterns: readonly string[] = routeTable.map((route) => route.path);

/** Who renders a path: 'shell', a remote's key, or undefined for a 404. */
export function ownerOf(pathname: string): string | undefined {
  return findRoute(pathname)?.owner;
}

/** The route's head tags (title, description, keywords, Open Graph, ...), as the app's PageHead renders them first. */
export function headTagsOf(pathname: string, origin: string): HeadTag[] {
  return pageHeadTags(routeMeta(pathname), origin);
}

/** The markup of #root for `pathname`, once every lazy part (the remote's Routes) has resolved. */
export async function renderPage(pathname: string, config: FrontendConfig): Promise<string> {
  const queryClient = createQueryClient();
  // Who is here is known before the browser hydrates (bootstrap.tsx): nobody signed in.
  queryClient.setQueryData(currentUserQueryKey, null);
  return renderTree(pathname, config, queryClient);
}

/**
 * A stored story's page as an anonymous visitor with the link's `?ref=` sees it (a friend's shared link, issue
 * #25), rendered when it is asked for from the story the API gave that visitor. Returns the markup and the
 * answers it was rendered from: the browser's first render must start from the same answers to hydrate it.
 */
export async function renderStoryPage(
  pathname: string,
  search: string,
  config: FrontendConfig,
  story: Story,
): Promise<{ rootHtml: string; state: DehydratedState }> {
  const ref = new URLSearchParams(search).get('ref') ?? undefined;
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.setQueryData(storyQueryKey(story.id, ref), story);
  // Head tags need an origin on the server (appUrl null means "the page's own" in the browser), as at build time.
  const rootHtml = await renderTree(`${pathname}${search}`, { ...config, appUrl: config.appUrl ?? 'http://localhost' }, queryClient);
  return { rootHtml, state: dehydrate(queryClient) };
}

async function renderTree(location: string, config: FrontendConfig, queryClient: QueryClient): Promise<string> {
  // Any error fails the render; it is thrown once the stream ends, not from React's callback, where it would
  // escape the promise (and stop a server rendering pages on request).
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={location}>
      <AppTree config={config} queryClient={queryClient} />
    </StaticRouter>,
    {
      // React writes a large finished boundary (the remote's page) as a later segment, shown by an inline
      // script after the loading screen; kept in place it is on screen with the first paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  if (failure) throw failure instanceof Error ? failure : new Error('The page could not be rendered', { cause: failure });
  return Buffer.concat(chunks).toString('utf8');
}
