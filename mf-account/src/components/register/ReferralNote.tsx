import { Gift } from 'lucide-react';
import { referralNoteText, useReferralNewUserBonus } from '../../api/referral-note';
import styles from '../FormActions.module.css';

/**
 * Shown when the visitor arrived through a friend's shared link (?ref=). It waits for the ink service to say
 * what the new user's bonus is, so it never names a number this deployment does not give.
 */
export function ReferralNote() {
  const newUserBonus = useReferralNewUserBonus();
  if (newUserBonus === undefined) return null;
  return (
    <p className={`${styles.note} ${styles.withIcon}`} data-testid="referral-note">
      <Gift size={18} aria-hidden="true" focusable="false" />
      <span>{referralNoteText(newUserBonus)}</span>
    </p>
  );
}
