import { buttonClassName } from '@inkspell/ui';
import { Gift, Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { registerPath } from './ReaderPrompt';
import styles from './StoryReader.module.css';

/**
 * For a visitor who came through a friend's link (spec 01 §2): a logged-in reader gets a Special Thanks note, an
 * anonymous one a welcome that invites them to sign up (with the friend's code). The note says the friend earned
 * bonus ink only when the server says this reader's sign-up earned it (ADR 0027): a reader who joined another
 * way, or after the sharer's cap, is not told of a bonus nobody got.
 */
export function ReferralNote({
  referral,
  isLoggedIn,
  sharerEarnedBonus,
}: {
  referral: string;
  isLoggedIn: boolean;
  sharerEarnedBonus: boolean;
}) {
  if (isLoggedIn) {
    return (
      <aside className={styles.note} data-testid="special-thanks">
        <Heart size={22} aria-hidden="true" />
        <p>
          <strong>Special Thanks!</strong>{' '}
          {sharerEarnedBonus
            ? 'A friend shared this story with you and earned bonus ink for spreading the magic.'
            : 'A friend shared this story with you to spread the magic.'}
        </p>
      </aside>
    );
  }
  return (
    <aside className={styles.note} data-testid="referral-welcome">
      <Gift size={22} aria-hidden="true" />
      <p>
        <strong>Welcome to Inkspell!</strong> A friend shared this story with you. Sign up to make your own magical stories.
      </p>
      <Link to={registerPath(referral)} className={buttonClassName({ size: 'sm' })}>
        Sign Up
      </Link>
    </aside>
  );
}
