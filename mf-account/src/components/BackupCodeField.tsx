import { backupCodePrintedLength } from '@inkspell/contracts';
import { TextField } from '@inkspell/ui';
import styles from './BackupCodeField.module.css';

export interface BackupCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}

/**
 * One of the single-use backup codes ("k7mq-x2rt-9vab"). Leading spaces of a paste are dropped
 * and the value stops at the printed length; there is no maxlength attribute, because the browser
 * would cut a pasted " k7mq-x2rt-9vab" before its space could be trimmed.
 */
export function BackupCodeField({ value, onChange, error, hint, autoFocus }: BackupCodeFieldProps) {
  return (
    <TextField
      label="Backup Code"
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value.trimStart().slice(0, backupCodePrintedLength))}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="xxxx-xxxx-xxxx"
      className={styles.code}
      autoFocus={autoFocus}
    />
  );
}
