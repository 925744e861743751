import { Badge } from '@inkspell/ui';
import styles from './TwoFactorStatus.module.css';

/** "On" / "Off" with the sentence that says it, so the state never depends on colour alone. */
export function TwoFactorStatus({ enabled }: { enabled: boolean }) {
  return (
    <p className={styles.status}>
      <Badge variant={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
      <span>{enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off'}</span>
    </p>
  );
}
