import type { changePasswordSchema, profileUpdateSchema, PublicUser } from '@inkspell/contracts';
import type { z } from 'zod';
import { signedInUser } from './current-user';
import { asksForNewEmail, requestEmailChange } from './email-change';
import { accountErrors } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountsPorts, Caller } from './ports';
import { toPublicUser } from './user-view';

/**
 * Names change at once; the username never does. A new e-mail address needs the current password and takes
 * effect only once the link mailed to it is opened (email-change.ts, ADR 0025): the answer keeps the old
 * address and shows the new one as pendingEmail.
 */
export async function updateProfile(
  ports: Pick<AccountsPorts, 'repos' | 'inkBalance' | 'loginLimiter' | 'mailer' | 'linkCooldown' | 'now' | 'links'>,
  caller: Caller,
  input: z.infer<typeof profileUpdateSchema>,
): Promise<PublicUser> {
  const user = await signedInUser(ports, caller.userId);
  // Every check (password, address free, mail sent) comes before any write, so a refusal changes nothing.
  if (asksForNewEmail(user, input.email)) await requestEmailChange(ports, caller, user, input);
  const updated = await ports.repos.users.update(user.id, {
    firstName: input.firstName || null,
    lastName: input.lastName || null,
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
