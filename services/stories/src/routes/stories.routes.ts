import type Koa from 'koa';
import { continueRequestSchema, shareRequestSchema, storyFormSchema, storyReadQuerySchema } from '@inkspell/contracts/stories';
import { currentUser, parentPinOf, parseInput, type CurrentUser, routeTable } from '@inkspell/service-kit';
import type { StoriesPorts } from '../domain/ports';
import { continueStory } from '../domain/continue-story';
import { generateStory } from '../domain/generate-story';
import { approveStory, listWaitingStories } from '../domain/parent-review';
import { previewStory } from '../domain/preview-story';
import { followStory } from '../domain/follow-story';
import { deleteOwnStory, listOwnStories, readStory } from '../domain/read-stories';
import { shareByEmail, shareLink } from '../domain/share-story';
import { storyGeneration, timed } from '../metrics';
import { lastEventIdOf, sendEventStream } from './event-stream';

// Spec 01 §7. Paths that are words (preview, generate, share) come before /:id only by method; none collide.
export const storiesRoutes = routeTable<StoriesPorts>('', 'anyone', {
  'POST /api/stories/preview': postPreview,
  'POST /api/stories/generate': postGenerate,
  'GET /api/stories': getOwnStories,
  // The parent's review screen (ADR 0019); before /:id, which would take 'parent-review' for an id.
  'GET /api/stories/parent-review': getParentReview,
  'POST /api/stories/:id/approve': postApprove,
  'GET /api/stories/:id': getStory,
  'DELETE /api/stories/:id': deleteStory,
  'POST /api/stories/:storyId/continue': postContinue,
  'GET /api/stories/:id/events': getStoryEvents,
  'GET /api/stories/:id/share-link': getShareLink,
  'POST /api/stories/share': postShare,
});

/** Signed in or not: a story's reader and the free preview serve both. */
const maybeUser = (ctx: Koa.Context) => ctx.state.user as CurrentUser | undefined;
const param = (ctx: Koa.Context, name: string) => (ctx.params as Record<string, string>)[name] ?? '';

async function postPreview(ctx: Koa.Context, ports: StoriesPorts) {
  const form = parseInput(storyFormSchema, ctx.request.body);
  const user = maybeUser(ctx);
  ctx.body = await timed(storyGeneration, { mode: 'preview' }, () => previewStory(ports, form, { ip: ctx.ip, ...(user ? { user } : {}) }));
}

async function postGenerate(ctx: Koa.Context, ports: StoriesPorts) {
  const user = currentUser(ctx);
  const form = parseInput(storyFormSchema, ctx.request.body);
  ctx.body = await timed(storyGeneration, { mode: 'full' }, () => generateStory(ports, form, user, parentPinOf(ctx)));
  // Accepted: the story is being written; its events stream at /api/stories/:id/events (issue #22).
  ctx.status = 202;
}

async function getOwnStories(ctx: Koa.Context, ports: StoriesPorts) {
  ctx.body = await listOwnStories(ports, currentUser(ctx).id);
}

async function getStory(ctx: Koa.Context, ports: StoriesPorts) {
  // A ref that is not a referral code cannot open anything: it is ignored, and the access rules decide.
  const query = storyReadQuerySchema.safeParse(ctx.query);
  const ref = query.success ? query.data.ref : undefined;
  ctx.body = await readStory(ports, param(ctx, 'id'), { userId: maybeUser(ctx)?.id, ...(ref ? { ref } : {}) });
  // What a viewer may see depends on who asks: never cache it in a shared cache.
  ctx.set('Cache-Control', 'private, no-store');
}

async function getParentReview(ctx: Koa.Context, ports: StoriesPorts) {
  ctx.body = await listWaitingStories(ports, currentUser(ctx).id, parentPinOf(ctx));
  ctx.set('Cache-Control', 'private, no-store');
}

async function postApprove(ctx: Koa.Context, ports: StoriesPorts) {
  ctx.body = await approveStory(ports, param(ctx, 'id'), currentUser(ctx).id, parentPinOf(ctx));
}

async function deleteStory(ctx: Koa.Context, ports: StoriesPorts) {
  await deleteOwnStory(ports, param(ctx, 'id'), currentUser(ctx).id, parentPinOf(ctx));
  ctx.status = 204;
}

async function postContinue(ctx: Koa.Context, ports: StoriesPorts) {
  const user = currentUser(ctx);
  const { includeAudio } = parseInput(continueRequestSchema, ctx.request.body ?? {});
  ctx.body = await continueStory(ports, param(ctx, 'storyId'), includeAudio, user, parentPinOf(ctx));
  ctx.status = 202;
}

async function getStoryEvents(ctx: Koa.Context, ports: StoriesPorts) {
  const query = storyReadQuerySchema.safeParse(ctx.query);
  const ref = query.success ? query.data.ref : undefined;
  const events = await followStory(ports, param(ctx, 'id'), { userId: maybeUser(ctx)?.id, ...(ref ? { ref } : {}) }, lastEventIdOf(ctx));
  sendEventStream(ctx, events, { keepAliveMs: ports.settings.streamKeepAliveSeconds * 1000 });
}

async function getShareLink(ctx: Koa.Context, ports: StoriesPorts) {
  ctx.body = await shareLink(ports, param(ctx, 'id'), currentUser(ctx).id);
}

async function postShare(ctx: Koa.Context, ports: StoriesPorts) {
  const user = currentUser(ctx);
  ctx.body = await shareByEmail(ports, parseInput(shareRequestSchema, ctx.request.body), user);
}
