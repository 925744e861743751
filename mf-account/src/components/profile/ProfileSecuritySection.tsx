import type { PublicUser } from '@inkspell/contracts';
import { Card } from '@inkspell/ui';
import { ButtonLink } from '../ButtonLink';
import { RequestDisableEmailButton } from '../two-factor/RequestDisableEmailButton';
import { TwoFactorStatus } from '../two-factor/TwoFactorStatus';
import styles from './Profile.module.css';

/** The security half of the "Profile & Security" tab: 2FA status, the disable-by-e-mail request, a way to /security. */
export function ProfileSecuritySection({ user }: { user: PublicUser }) {
  return (
    <Card as="section" aria-labelledby="profile-security-title">
      <h2 className={styles.title} id="profile-security-title">
        Security
      </h2>
      <TwoFactorStatus enabled={user.twoFactorEnabled} />
      <p className={styles.muted}>
        {user.twoFactorEnabled
          ? 'Lost your authenticator app? Ask for an e-mail with a link to turn two-factor authentication off.'
          : 'Add a second lock to your account with an authenticator app.'}
      </p>
      <div className={styles.actions}>
        {user.twoFactorEnabled && <RequestDisableEmailButton />}
        <ButtonLink to="/security" variant={user.twoFactorEnabled ? 'ghost' : 'primary'}>
          Security Settings
        </ButtonLink>
      </div>
    </Card>
  );
}
