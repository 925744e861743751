import type { changePasswordSchema, profileUpdateSchema, PublicUser } from '@inkspell/contracts';
import type { z } from 'zod';
import { signedInUser } from './current-user';
import { accountErrors } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountsPorts, Caller } from './ports';
import { toPublicUser } from './user-view';

/** Names and e-mail change; the username never does, and an address another user holds is refused. */
export async function updateProfile(
  ports: Pick<AccountsPorts, 'repos' | 'inkBalance'>,
  userId: string,
  input: z.infer<typeof profileUpdateSchema>,
): Promise<PublicUser> {
  const user = await signedInUser(ports, userId);
  const owner = await ports.repos.users.findByEmail(input.email);
  if (owner && owner.id !== user.id) throw accountErrors.emailTaken();
  const updated = await ports.repos.users.update(user.id, {
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    email: input.email,
  });
  return toPublicUser(updated, await ports.inkBalance(updated.id));
}

/** A new password, given the current one; a wrong guess counts as a failed login. */
export async function changePassword(
  ports: Pick<AccountsPorts, 'repos' | 'loginLimiter' | 'sessions'>,
  caller: Caller,
  input: z.infer<typeof changePasswordSchema>,
): Promise<void> {
  const user = await signedInUser(ports, caller.userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await ports.loginLimiter.recordFailure(user.username, caller.ip);
    throw accountErrors.wrongPassword();
  }
  await ports.repos.users.update(user.id, { passwordHash: await hashPassword(input.newPassword) });
  // Every other device has to sign in again with the new password; this one stays signed in.
  await ports.sessions.destroyAllFor(user.id, caller.sid);
}
