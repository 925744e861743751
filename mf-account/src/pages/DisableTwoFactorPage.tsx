import { errorCodes } from '@inkspell/contracts/values';
import { disableTwoFactorWithTokenSchema } from '@inkspell/contracts';
import { Button, PasswordField, toast } from '@inkspell/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link2Off, LockKeyholeOpen } from 'lucide-react';
import { disableFailedToast, invalidLinkToast, missingPasswordOrCodeToast, twoFactorDisabledToast } from '../api/account-toasts';
import { hasErrorCode } from '../api/error-code';
import { useDisableTwoFactorWithToken } from '../api/two-factor';
import { AuthCard } from '../components/AuthCard';
import { ButtonLink } from '../components/ButtonLink';
import styles from '../components/FormActions.module.css';
import { isCompleteCode, type SecondFactorMode } from '../components/two-factor/second-factor';
import { SecondFactorInput } from '../components/two-factor/SecondFactorInput';

/**
 * /disable-2fa?token=: turn 2FA off with the e-mailed link, the password and a current code
 * (spec 02 §2, §8). The e-mail is the way out for someone who lost their authenticator app, so a
 * switch offers one of the backup codes in place of the 6-digit code.
 */
export function DisableTwoFactorPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [codeMode, setCodeMode] = useState<SecondFactorMode>('authenticator');
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const disable = useDisableTwoFactorWithToken();
  useEffect(() => {
    if (!token) toast(invalidLinkToast);
  }, [token]);

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
        // A wrong password leaves the code unspent, so only a refused code has to be typed again.
        if (!hasErrorCode(error, errorCodes.wrongPassword)) setCode('');
      },
    });
  };

  if (!token) {
    return (
      <AuthCard icon={Link2Off} title="Invalid Link" subtitle={invalidLinkToast.description}>
        <ButtonLink to="/profile" size="lg" block>
          Back to Profile
        </ButtonLink>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        focusTitle
        icon={LockKeyholeOpen}
        title="2FA Disabled"
        subtitle="Two-factor authentication is now off. You can turn it back on any time from Security Settings."
      >
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
    <AuthCard
      icon={LockKeyholeOpen}
      title="Disable Two-Factor Authentication"
      subtitle={
        codeMode === 'authenticator'
          ? "Confirm it's you with your password and a code from your authenticator app."
          : "Confirm it's you with your password and one of the backup codes you saved."
      }
    >
      <div className={styles.warning} role="note">
        <strong>Are you sure?</strong>
        Without two-factor authentication, anyone who learns your password can open your account.
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SecondFactorInput
          mode={codeMode}
          onModeChange={setCodeMode}
          value={code}
          onChange={setCode}
          authenticatorHint="The 6-digit code from your authenticator app."
          backupHint="Lost your authenticator app? Type one of the backup codes you saved. Each works only once."
        />
        <div className={styles.row}>
          <ButtonLink to="/profile" variant="outline">
            Cancel
          </ButtonLink>
          <Button type="submit" variant="destructive" loading={disable.isPending} disabled={!password || !isCompleteCode(codeMode, code)}>
            Disable 2FA
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
