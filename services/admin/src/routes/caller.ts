import type Koa from 'koa';
import { currentUser, type CurrentUser } from '@inkspell/service-kit';
import type { Actor } from '../domain/ports';

/** The signed-in caller as the audit log names them (or a 401). */
export function actor(ctx: Koa.Context): Actor {
  const user = currentUser(ctx);
  return { userId: user.id, username: user.username };
}

/** The caller's user id when signed in (the gateway's token), else null: for routes anyone may call. */
export function optionalUserId(ctx: Koa.Context): string | null {
  return (ctx.state.user as CurrentUser | undefined)?.id ?? null;
}
