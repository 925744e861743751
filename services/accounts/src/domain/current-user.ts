import type { PublicUser } from '@inkspell/contracts';
import { accountErrors } from './errors';
import type { AccountsPorts, User } from './ports';
import { toPublicUser } from './user-view';

/** The signed-in user's record; a deleted or disabled user counts as signed out. */
export async function signedInUser(ports: Pick<AccountsPorts, 'repos'>, userId: string): Promise<User> {
  const user = await ports.repos.users.findById(userId);
  if (!user || user.isDisabled) throw accountErrors.notSignedIn();
  return user;
}

type CurrentUserPorts = Pick<AccountsPorts, 'repos' | 'inkBalance' | 'currentUsers'>;

/**
 * The current-user answer, with the ink balance when the ink service can give it; the record and the
 * balance are read side by side. Requests for the same user share an answer whose read started less than a
 * second ago (or is in progress): a write of the user's row here or a movement of their ink drops it at once
 * (ADR 0036, docs/perf.md).
 */
export function currentUser(ports: CurrentUserPorts, userId: string): Promise<PublicUser> {
  return ports.currentUsers.get(userId, () =>
    Promise.all([signedInUser(ports, userId), ports.inkBalance(userId)]).then(([user, balance]) => toPublicUser(user, balance)),
  );
}
