import { inkGrants } from '@inkspell/contracts';
import styles from '../FormActions.module.css';

/** Shown when the visitor arrived through a friend's shared link (?ref=). */
export function ReferralNote() {
  return (
    <p className={styles.note} data-testid="referral-note">
      <span aria-hidden="true">🎁 </span>A friend invited you! When you join, they earn {inkGrants.referralSharer} bonus ink for sharing the
      magic.
    </p>
  );
}
