import type Koa from 'koa';
import { currentUser, unauthenticated, recordEvent } from '@inkspell/service-kit';
import type { UserRow } from '../db/schema';
import { findUserById } from '../db/users.repo';
import type { AccountsDeps } from '../deps';

/** The signed-in user's row; a deleted or disabled user is treated as signed out. */
export async function signedInUser(ctx: Koa.Context, deps: AccountsDeps): Promise<UserRow> {
  const user = await findUserById(deps.db, currentUser(ctx).id);
  if (!user || user.isDisabled) throw unauthenticated();
  return user;
}

/** Starts a fresh session for a user (a new id every time: no fixation) and tells the others they logged in. */
export async function startSession(
  ctx: Koa.Context,
  deps: AccountsDeps,
  user: UserRow,
  event: { kind: 'logged-in' | 'registered'; previewSessionId?: string } = { kind: 'logged-in' },
): Promise<void> {
  if (!ctx.session) throw new Error('session middleware missing');
  ctx.session.userId = user.id;
  ctx.session.username = user.username;
  ctx.session.role = user.role;
  await ctx.session.regenerate();
  if (event.kind === 'logged-in') {
    await deps.db.transaction((tx) =>
      recordEvent(tx, 'inkspell.user.logged-in', { userId: user.id, previewSessionId: event.previewSessionId }),
    );
    deps.relay.kick();
  }
}

/** The id of this request's own session, if it has one. */
export function ownSessionId(ctx: Koa.Context): string | undefined {
  return (ctx.state.user as { sid?: string } | undefined)?.sid;
}
