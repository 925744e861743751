import type Koa from 'koa';
import { storyReadQuerySchema } from '@inkspell/contracts/stories';
import { routeTable, type CurrentUser } from '@inkspell/service-kit';
import { collectionForBook, storyForBook, type BookViewer } from '../book/book-access';
import { printBook } from '../book/print-book';
import type { StoryRecord } from '../domain/story';
import type { StoriesPorts } from '../domain/ports';

/**
 * The printable picture book of issue #15 (ADR 0018). A collection's book lives under /api/stories too, which the
 * gateway already routes to this service; its extra segment keeps it clear of /api/stories/:id/book.pdf.
 */
export const bookRoutes = routeTable<StoriesPorts>('', 'anyone', {
  'GET /api/stories/:id/book.pdf': getStoryBook,
  'GET /api/stories/collections/:collectionId/book.pdf': getCollectionBook,
});

const param = (ctx: Koa.Context, name: string) => (ctx.params as Record<string, string>)[name] ?? '';

/** Who asks: signed in or not, with the referral code they came with (an invalid one is ignored, as for reading). */
function viewerOf(ctx: Koa.Context): BookViewer {
  const user = ctx.state.user as CurrentUser | undefined;
  const query = storyReadQuerySchema.safeParse(ctx.query);
  const ref = query.success ? query.data.ref : undefined;
  return { ...(user ? { userId: user.id } : {}), ...(ref ? { ref } : {}) };
}

async function getStoryBook(ctx: Koa.Context, ports: StoriesPorts) {
  await answerBook(ctx, ports, await storyForBook(ports, param(ctx, 'id'), viewerOf(ctx)));
}

async function getCollectionBook(ctx: Koa.Context, ports: StoriesPorts) {
  await answerBook(ctx, ports, await collectionForBook(ports, param(ctx, 'collectionId'), viewerOf(ctx)));
}

/** The PDF, shown inline (the browser's viewer prints it) under the book's title; 304 when the client has it. */
async function answerBook(ctx: Koa.Context, ports: StoriesPorts, stories: StoryRecord[]) {
  const known = ctx.get('If-None-Match').replace(/^W\//, '').replace(/"/g, '');
  const book = await printBook(ports.settings.assetsDir, stories, known || undefined);
  // Who may print depends on who asks: a shared cache must never keep it; the browser revalidates by ETag.
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', `"${book.hash}"`);
  if (!book.bytes) {
    ctx.status = 304;
    return;
  }
  ctx.attachment(`${fileNameOf(book.title)}.pdf`, { type: 'inline' });
  ctx.type = 'application/pdf';
  ctx.body = Buffer.from(book.bytes);
}

/** "Luna and the Lost Star!" → "Luna and the Lost Star". */
const fileNameOf = (title: string) =>
  title
    .replace(/[^\p{L}\p{N} '-]+/gu, '')
    .trim()
    .slice(0, 80) || 'storybook';
