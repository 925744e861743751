import type Koa from 'koa';
import { currentUser } from '@inkspell/service-kit';
import type { Caller, SessionGrant } from '../domain/ports';

/** What the routes use of koa-session's session object (the package does not export its type). */
interface CookieSession extends Partial<Record<keyof SessionGrant, string>> {
  regenerate(): Promise<void> | undefined;
}

/** The id of this request's own session, if it has one (the gateway puts it in the token). */
export function ownSessionId(ctx: Koa.Context): string | undefined {
  return (ctx.state.user as { sid?: string } | undefined)?.sid;
}

/** The signed-in caller (or a 401), with their session and address. */
export function caller(ctx: Koa.Context): Caller {
  return { userId: currentUser(ctx).id, sid: ownSessionId(ctx), ip: ctx.ip };
}

/** Starts the session a use-case granted, under a fresh id every time (no fixation). */
export async function startSession(ctx: Koa.Context, grant: SessionGrant): Promise<void> {
  const session = ctx.session as CookieSession | null | undefined;
  if (!session) throw new Error('session middleware missing');
  Object.assign(session, grant);
  await session.regenerate();
}

/** Drops the session cookie; the use-case has already ended the stored session. */
export function dropSession(ctx: Koa.Context): void {
  ctx.session = null;
}
