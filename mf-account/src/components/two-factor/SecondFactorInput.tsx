import { useState } from 'react';
import { BackupCodeField } from '../BackupCodeField';
import { VerificationCodeField } from '../VerificationCodeField';
import type { SecondFactorMode } from './second-factor';
import styles from './SecondFactorInput.module.css';

export interface SecondFactorInputProps {
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  authenticatorHint: string;
  backupHint: string;
  /** Focus the field as soon as it appears (the login's second step); otherwise only after a switch. */
  autoFocus?: boolean;
}

/**
 * The second factor as typed: the 6-digit authenticator code, or, for someone without their
 * phone, one of the single-use backup codes, with a switch between the two that clears the field.
 */
export function SecondFactorInput({
  mode,
  onModeChange,
  value,
  onChange,
  error,
  authenticatorHint,
  backupHint,
  autoFocus = false,
}: SecondFactorInputProps) {
  const [switched, setSwitched] = useState(false);
  const switchTo = (next: SecondFactorMode) => {
    onChange('');
    onModeChange(next);
    setSwitched(true);
  };
  const focus = autoFocus || switched;
  return (
    <div className={styles.input}>
      {mode === 'authenticator' ? (
        <VerificationCodeField
          label="Authentication Code"
          hint={authenticatorHint}
          value={value}
          onChange={onChange}
          error={error}
          autoFocus={focus}
        />
      ) : (
        <BackupCodeField hint={backupHint} value={value} onChange={onChange} error={error} autoFocus={focus} />
      )}
      <button type="button" className={styles.switch} onClick={() => switchTo(mode === 'authenticator' ? 'backup' : 'authenticator')}>
        {mode === 'authenticator' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
      </button>
    </div>
  );
}
