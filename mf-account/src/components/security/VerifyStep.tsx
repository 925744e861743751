import { sixDigitCodeSchema, type TwoFactorSetup } from '@inkspell/contracts';
import { Button, toast } from '@inkspell/ui';
import { useState, type FormEvent } from 'react';
import { invalidCodeToast, twoFactorEnabledToast, verificationFailedToast } from '../../api/account-toasts';
import { useEnableTwoFactor } from '../../api/two-factor';
import { VerificationCodeField } from '../VerificationCodeField';
import styles from './TwoFactorSetup.module.css';

export interface VerifyStepProps {
  setup: TwoFactorSetup;
  onVerified: () => void;
  onCancel: () => void;
}

/** Setup step 2: scan the QR code (or type the key), then prove it worked with a code. */
export function VerifyStep({ setup, onVerified, onCancel }: VerifyStepProps) {
  const [code, setCode] = useState('');
  const enable = useEnableTwoFactor();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sixDigitCodeSchema.safeParse(code).success) {
      toast(invalidCodeToast);
      return;
    }
    enable.mutate(code, {
      onSuccess: () => {
        toast(twoFactorEnabledToast);
        onVerified();
      },
      onError: (error) => {
        toast(verificationFailedToast(error));
        setCode('');
      },
    });
  };

  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>Step 1: Scan the QR code</h3>
      <p>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) and scan this code.</p>
      <div className={styles.scan}>
        <img className={styles.qr} src={setup.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
        <div className={styles.manual}>
          <p className={styles.manualLabel}>Can't scan it? Type this key instead:</p>
          <code className={styles.key} data-testid="manual-key">
            {setup.secret}
          </code>
        </div>
      </div>
      <h3 className={styles.stepTitle}>Step 2: Enter the code it shows</h3>
      <form onSubmit={onSubmit} noValidate>
        <VerificationCodeField label="Verification Code" value={code} onChange={setCode} />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={enable.isPending}>
            Verify
          </Button>
        </div>
      </form>
    </div>
  );
}
