import { issueEmailedLink, openEmailedLink, redeemEmailedLink } from './emailed-links';
import { accountErrors } from './errors';
import { hashPassword } from './passwords';
import type { AccountsPorts } from './ports';

/**
 * Forgot password: mails a reset link to a registered address; an unknown one is told so (docs/adr/0004).
 * The per-account cooldown is spent only by a mail sent (issueEmailedLink), so a mistyped address costs
 * nothing; what keeps probing for addresses slow is the per-IP cap, which counts every request.
 */
export async function requestPasswordReset(ports: AccountsPorts, email: string, ip: string): Promise<void> {
  await ports.repos.resetAttempts.record({ email, ipAddress: ip });
  if (!(await ports.resetRequestsPerIp.take(ip))) throw accountErrors.resetCooldown();
  const user = await ports.repos.users.findByEmail(email);
  if (!user || user.isDisabled || !user.email) throw accountErrors.emailNotFound();
  await issueEmailedLink(ports, 'password_reset', user, user.email);
}

/** Sets a new password through a reset link, once, and signs every device out. */
export async function resetPassword(ports: AccountsPorts, input: { token: string; newPassword: string }): Promise<void> {
  const link = await openEmailedLink(ports, 'password_reset', input.token);
  const passwordHash = await hashPassword(input.newPassword);
  // 2FA stays as it was: a reset link proves the mailbox, not the second factor.
  await redeemEmailedLink(ports, link, (tx, user) => tx.users.update(user.id, { passwordHash }));
  await ports.sessions.destroyAllFor(link.user.id);
}
