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

type CurrentUserPorts = Pick<AccountsPorts, 'repos' | 'inkBalance'>;

// Answers being put together, per set of ports and user (docs/perf.md).
const inFlight = new WeakMap<CurrentUserPorts, Map<string, Promise<PublicUser>>>();

/**
 * The current-user answer, with the ink balance when the ink service can give it; the record and the
 * balance are read side by side. Requests for the same user that arrive while an answer is being read
 * share that read (several tabs, a page's burst of requests), so an answer is never older than the one
 * read in progress when the request came: nothing is kept once it is answered.
 */
export function currentUser(ports: CurrentUserPorts, userId: string): Promise<PublicUser> {
  let reads = inFlight.get(ports);
  if (!reads) inFlight.set(ports, (reads = new Map<string, Promise<PublicUser>>()));
  const pending = reads.get(userId);
  if (pending) return pending;
  const read = Promise.all([signedInUser(ports, userId), ports.inkBalance(userId)])
    .then(([user, balance]) => toPublicUser(user, balance))
    .finally(() => reads.delete(userId));
  reads.set(userId, read);
  return read;
}
