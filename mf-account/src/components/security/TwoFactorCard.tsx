import type { PublicUser, TwoFactorSetup } from '@inkspell/contracts';
import { Button, Card, toast } from '@inkspell/ui';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { setupFailedToast } from '../../api/account-toasts';
import { useGenerateTwoFactor } from '../../api/two-factor';
import { RequestDisableEmailButton } from '../two-factor/RequestDisableEmailButton';
import { TwoFactorStatus } from '../two-factor/TwoFactorStatus';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import styles from './SecurityCards.module.css';
import { TwoFactorSetupFlow } from './TwoFactorSetupFlow';

/** 2FA on the security page: its status, and enable (generate → verify → backup codes) or disable. */
export function TwoFactorCard({ user }: { user: PublicUser }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const generate = useGenerateTwoFactor();
  const start = () =>
    generate.mutate(undefined, {
      onSuccess: setSetup,
      onError: () => toast(setupFailedToast),
    });

  return (
    <Card as="section" look="raised" aria-labelledby="two-factor-title">
      <h2 className={styles.title} id="two-factor-title">
        <ShieldCheck className={styles.titleIcon} size={22} aria-hidden="true" focusable="false" />
        Two-Factor Authentication
      </h2>
      <p className={styles.lead}>A second lock on your account: after your password, a code from an app on your phone.</p>
      <TwoFactorStatus enabled={user.twoFactorEnabled} />
      {setup ? (
        // The flow stays on screen after "Verify" even though the user now reads as enabled.
        <TwoFactorSetupFlow setup={setup} onCancel={() => setSetup(null)} />
      ) : user.twoFactorEnabled ? (
        <>
          <p className={styles.hint}>Can't use your authenticator app any more? We can e-mail you a link to turn 2FA off.</p>
          <div className={styles.actions}>
            <DisableTwoFactorDialog />
            <RequestDisableEmailButton />
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button onClick={start} loading={generate.isPending}>
            Enable Two-Factor Authentication
          </Button>
        </div>
      )}
    </Card>
  );
}
