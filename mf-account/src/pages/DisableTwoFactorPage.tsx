import { accountLimits, disableTwoFactorWithTokenSchema } from '@inkspell/contracts';
import { Button, PasswordField, toast } from '@inkspell/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { disableFailedToast, missingPasswordOrCodeToast, twoFactorDisabledToast } from '../api/account-toasts';
import { useDisableTwoFactorWithToken } from '../api/two-factor';
import { AuthCard } from '../components/AuthCard';
import { ButtonLink } from '../components/ButtonLink';
import styles from '../components/FormActions.module.css';
import { VerificationCodeField } from '../components/VerificationCodeField';

/** /disable-2fa?token=: turn 2FA off with the e-mailed link, the password and a current code (spec 02 §2, §8). */
export function DisableTwoFactorPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const disable = useDisableTwoFactorWithToken();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = disableTwoFactorWithTokenSchema.safeParse({ token, password, twoFactorCode: code });
    if (!parsed.success) {
      toast(missingPasswordOrCodeToast);
      return;
    }
    disable.mutate(parsed.data, {
      onSuccess: () => {
        toast(twoFactorDisabledToast);
        setDone(true);
      },
      onError: (error) => {
        toast(disableFailedToast(error));
        setCode('');
      },
    });
  };

  if (!token) {
    return (
      <AuthCard icon="🔗" title="Invalid Link" subtitle="This link is missing its security token. Ask for a new one from your profile.">
        <ButtonLink to="/profile" size="lg" block>
          Back to Profile
        </ButtonLink>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard focusTitle icon="🔓" title="2FA Disabled" subtitle="Two-factor authentication is now off. You can turn it back on any time from Security Settings.">
        <div className={styles.row}>
          <ButtonLink to="/profile" variant="outline">
            Go to Profile
          </ButtonLink>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon="🔓" title="Disable Two-Factor Authentication" subtitle="Confirm it's you with your password and a code from your authenticator app.">
      <div className={styles.warning} role="note">
        <strong>Are you sure?</strong>
        Without two-factor authentication, anyone who learns your password can open your account.
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField label="Current Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <VerificationCodeField label="Authentication Code" hint="The 6-digit code from your authenticator app." value={code} onChange={setCode} />
        <div className={styles.row}>
          <ButtonLink to="/profile" variant="outline">
            Cancel
          </ButtonLink>
          <Button type="submit" variant="destructive" loading={disable.isPending} disabled={!password || code.length !== accountLimits.twoFactorCodeLength}>
            Disable 2FA
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
