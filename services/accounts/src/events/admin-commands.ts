import type { Subscription } from 'nats';
import { notFound, recordEvent, serveCommand } from '@inkspell/service-kit';
import { findUserById, listUsers, updateUser } from '../db/users.repo';
import { toAdminUser } from '../domain/user-view';
import type { AccountsDeps } from '../deps';

/** accounts.admin.list / .disable / .enable, asked by the admin service. */
export function serveAdminCommands(deps: AccountsDeps): Subscription[] {
  const common = { nc: deps.nc, subjects: deps.subjects, logger: deps.logger };
  return [
    serveCommand({
      ...common,
      subject: 'accounts.admin.list',
      handle: async ({ search }) => {
        const users = await listUsers(deps.db, search);
        return { users: users.map(toAdminUser), total: users.length };
      },
    }),
    serveCommand({
      ...common,
      subject: 'accounts.admin.disable',
      handle: async ({ userId, reason }) => {
        if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
        const user = await deps.db.transaction(async (tx) => {
          const updated = await updateUser(tx, userId, { isDisabled: true, disabledReason: reason });
          await recordEvent(tx, 'inkspell.user.disabled', { userId, reason });
          return updated;
        });
        deps.relay.kick();
        // Every open session ends now: the next request through the gateway carries no identity.
        await deps.sessions.destroyAllFor(userId);
        return { user: toAdminUser(user) };
      },
    }),
    serveCommand({
      ...common,
      subject: 'accounts.admin.enable',
      handle: async ({ userId }) => {
        if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
        const user = await deps.db.transaction(async (tx) => {
          const updated = await updateUser(tx, userId, { isDisabled: false, disabledReason: null });
          await recordEvent(tx, 'inkspell.user.enabled', { userId });
          return updated;
        });
        deps.relay.kick();
        return { user: toAdminUser(user) };
      },
    }),
  ];
}
