/**
 * The shell's entry of the prerender build (infra/src/build/prerender.ts, ADR 0011): renders a path the way
 * the browser's first render will, for a visitor who is not signed in, so hydrateRoot finds exactly
 * this markup. Remote pages come from provideRemoteRoutes (prerender-remotes.ts).
 */
import { currentUserQueryKey, createQueryClient, pageHeadTags, type HeadTag } from '@inkspell/ui';
import type { FrontendConfig } from '@inkspell/contracts';
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
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={pathname}>
      <AppTree config={config} queryClient={queryClient} />
    </StaticRouter>,
    {
      // React writes a large finished boundary (the remote's page) as a later segment, shown by an inline
      // script after the loading screen; kept in place it is on screen with the first paint.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
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
  return Buffer.concat(chunks).toString('utf8');
}
