import type Koa from 'koa';
import send from 'send';
import { HttpError, routeTable } from '@inkspell/service-kit';
import type { StoriesPorts } from '../domain/ports';
import { assetNamePattern } from '../adapters/asset-store';
import { storyErrors } from '../domain/errors';

/**
 * Illustrations, narrations and their read-along timings (ARCHITECTURE §6): content-addressed, so cached for a
 * year and never revalidated.
 */
export const assetsRoutes = routeTable<StoriesPorts>('', 'anyone', {
  'GET /api/stories/assets/:name': getAsset,
});

/**
 * Serves a file of ASSETS_DIR by its content-hash name with send (ranges for seeking in the audio player,
 * ETag, the right content type: text/vtt; charset=utf-8 for timings). Only names shaped like the engines' (hash +
 * svg/png/mp3/vtt) are looked up, so no path can leave the folder; anything else is a 404. An SVG cannot run
 * script or load anything: it is an image.
 */
async function getAsset(ctx: Koa.Context, ports: StoriesPorts) {
  const name = (ctx.params as Record<string, string>).name ?? '';
  if (!assetNamePattern.test(name)) throw storyErrors.assetNotFound();
  // send reads the status as "so far": Koa's 404 default would make every answer a 404 and no answer cacheable.
  ctx.status = 200;
  await new Promise<void>((resolve, reject) => {
    const stream = send(ctx.req, name, {
      root: ports.settings.assetsDir,
      maxAge: '1y',
      immutable: true,
      index: false,
      dotfiles: 'deny',
      lastModified: false,
    });
    stream.on('error', (err: { status?: number; message: string }) => {
      reject(err.status === 404 || err.status === undefined ? storyErrors.assetNotFound() : new HttpError(err.status, err.message));
    });
    stream.on('headers', () => {
      // From here send writes the answer itself.
      ctx.respond = false;
      ctx.res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.res.setHeader('X-Content-Type-Options', 'nosniff');
      ctx.res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    });
    ctx.res.once('finish', () => resolve());
    ctx.res.once('close', () => resolve());
    stream.pipe(ctx.res);
  });
}
