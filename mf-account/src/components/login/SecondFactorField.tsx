import { ShieldCheck } from 'lucide-react';
import type { SecondFactorMode } from '../two-factor/second-factor';
import { SecondFactorInput } from '../two-factor/SecondFactorInput';
import styles from './SecondFactorField.module.css';

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
  return (
    <div className={styles.box}>
      <p className={styles.intro}>
        <ShieldCheck className={styles.introIcon} size={18} aria-hidden="true" focusable="false" />
        Two-factor authentication is on for this account.
      </p>
      <SecondFactorInput
        mode={mode}
        onModeChange={onModeChange}
        value={value}
        onChange={onChange}
        error={error}
        authenticatorHint="Enter the 6-digit code from your authenticator app."
        backupHint="Each backup code works only once."
        autoFocus
      />
    </div>
  );
}
