import type { PublicUser, RegisterInput } from '@inkspell/contracts';
import { isReservedUsername } from './admin-name';
import { accountErrors } from './errors';
import { hashPassword } from './passwords';
import type { AccountsPorts, SessionGrant } from './ports';
import { sessionFor, toPublicUser } from './user-view';

/** Creates the account, tells the other services (welcome ink, referral, preview adoption) and signs the new user in. */
export async function register(
  ports: Pick<AccountsPorts, 'repos' | 'transaction' | 'inkBalance' | 'adminAccount'>,
  input: RegisterInput,
): Promise<{ user: PublicUser; session: SessionGrant }> {
  // The administrator's name and its look-alikes answer as a name already taken (ADR 0024), exactly like one.
  if (isReservedUsername(input.username, ports.adminAccount.username)) throw accountErrors.usernameTaken();
  if (await ports.repos.users.findByUsername(input.username)) throw accountErrors.usernameTaken();
  if (await ports.repos.users.findByEmail(input.email)) throw accountErrors.emailTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await ports.transaction(async (tx) => {
    const created = await tx.users.insert({
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
    });
    if ('taken' in created) throw created.taken === 'email' ? accountErrors.emailTaken() : accountErrors.usernameTaken();
    await tx.recordEvent('inkspell.user.registered', {
      userId: created.id,
      username: created.username,
      referralCode: input.referralCode || undefined,
      previewSessionId: input.previewSessionId,
    });
    return created;
  });
  return { user: toPublicUser(user, await ports.inkBalance(user.id)), session: sessionFor(user) };
}
