import { accountLimits } from '@inkspell/contracts/values';
import { TextField } from '@inkspell/ui';
import styles from './VerificationCodeField.module.css';

export interface VerificationCodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}

/** A 6-digit authenticator code: digits only (anything else is dropped as it is typed), at most 6. */
export function VerificationCodeField({ label, value, onChange, error, hint, autoFocus }: VerificationCodeFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, accountLimits.twoFactorCodeLength))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={accountLimits.twoFactorCodeLength}
      placeholder="123456"
      className={styles.code}
      autoFocus={autoFocus}
    />
  );
}
