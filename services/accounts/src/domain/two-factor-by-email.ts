import type { disableTwoFactorWithTokenSchema } from '@inkspell/contracts';
import type { z } from 'zod';
import { signedInUser } from './current-user';
import { issueEmailedLink, openEmailedLink, redeemEmailedLink } from './emailed-links';
import { accountErrors } from './errors';
import { verifyPassword } from './passwords';
import type { AccountsPorts } from './ports';
import { acceptSecondFactor } from './second-factor';
import { clearTwoFactor } from './two-factor';

/** "Lost your authenticator app?": mails the signed-in user a link that turns 2FA off. */
export async function requestTwoFactorDisable(ports: AccountsPorts, userId: string): Promise<void> {
  const user = await signedInUser(ports, userId);
  if (!user.twoFactorEnabled) throw accountErrors.twoFactorNotEnabled();
  if (!user.email) throw accountErrors.noEmailForLink();
  await issueEmailedLink(ports, 'disable_2fa', user, user.email);
}

/**
 * The e-mailed link's form: the token, the password and a second factor must all be right; the token is
 * then spent. The second factor may be a backup code, since this page is for someone who lost the app.
 */
export async function disableTwoFactorWithLink(
  ports: AccountsPorts,
  input: z.infer<typeof disableTwoFactorWithTokenSchema>,
  ip: string,
): Promise<void> {
  const link = await openEmailedLink(ports, 'disable_2fa', input.token);
  const { user } = link;
  const limit = await ports.loginLimiter.isBlocked(user.username, ip);
  if (limit.blocked) throw accountErrors.tooManyAttempts(limit.retryAfterSeconds);
  // The password first, so a wrong one never spends a code.
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await ports.loginLimiter.recordFailure(user.username, ip);
    throw accountErrors.wrongPassword();
  }
  if (!user.twoFactorEnabled) throw accountErrors.twoFactorNotEnabled();
  if (!(await acceptSecondFactor(ports, user, input.twoFactorCode))) {
    await ports.loginLimiter.recordFailure(user.username, ip);
    throw accountErrors.invalidTwoFactorCode();
  }
  await redeemEmailedLink(ports, link, (tx) => clearTwoFactor(tx, user.id));
}
