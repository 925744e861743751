import { inkGrants } from '@inkspell/contracts/values';
import { Gift } from 'lucide-react';
import { referralNoteText } from '../../api/referral-note';
import styles from '../FormActions.module.css';

/** Shown when the visitor arrived through a friend's shared link (?ref=). */
export function ReferralNote() {
  return (
    <p className={`${styles.note} ${styles.withIcon}`} data-testid="referral-note">
      <Gift size={18} aria-hidden="true" focusable="false" />
      <span>{referralNoteText(inkGrants.referralNewUserDefault)}</span>
    </p>
  );
}
