import { TextField } from '@inkspell/ui';
import { VerificationCodeField } from '../VerificationCodeField';
import styles from './SecondFactorField.module.css';

/** "k7mq-x2rt-9vab": three groups of four plus two dashes. */
const backupCodeMaxLength = 14;

export type SecondFactorMode = 'authenticator' | 'backup';

export interface SecondFactorFieldProps {
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The login's second step (spec 01 §4): the 6-digit code from the authenticator app, or, for
 * someone without their phone, one of the single-use backup codes.
 */
export function SecondFactorField({ mode, onModeChange, value, onChange, error }: SecondFactorFieldProps) {
  const switchTo = (next: SecondFactorMode) => {
    onChange('');
    onModeChange(next);
  };
  return (
    <div className={styles.box}>
      <p className={styles.intro}>
        <span aria-hidden="true">🛡️ </span>
        Two-factor authentication is on for this account.
      </p>
      {mode === 'authenticator' ? (
        <VerificationCodeField
          label="Authentication Code"
          hint="Enter the 6-digit code from your authenticator app."
          value={value}
          onChange={onChange}
          error={error}
          autoFocus
        />
      ) : (
        <TextField
          label="Backup Code"
          hint="Each backup code works only once."
          value={value}
          onChange={(event) => onChange(event.target.value.slice(0, backupCodeMaxLength))}
          maxLength={backupCodeMaxLength}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxx-xxxx-xxxx"
          error={error}
          autoFocus
        />
      )}
      <button type="button" className={styles.switch} onClick={() => switchTo(mode === 'authenticator' ? 'backup' : 'authenticator')}>
        {mode === 'authenticator' ? 'Use a backup code' : 'Use your authenticator app'}
      </button>
    </div>
  );
}
