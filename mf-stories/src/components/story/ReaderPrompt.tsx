import { buttonClassName } from '@inkspell/ui';
import { Lock, WandSparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ReaderPrompt as Prompt } from './reader-rules';
import styles from './StoryReader.module.css';

/** Sign-up links keep the friend's referral code, so the sharer gets their bonus (spec 01 §1). */
export function registerPath(ref: string | undefined): string {
  return ref ? `/register?${new URLSearchParams({ ref }).toString()}` : '/register';
}

/** What follows a preview or the first half of a shared story (spec 01 §4). */
export function ReaderPrompt({ prompt, isLoggedIn, referral }: { prompt: Prompt; isLoggedIn: boolean; referral?: string }) {
  if (prompt === 'none') return null;
  if (prompt === 'read-conclusion' && isLoggedIn) {
    return (
      <aside className={styles.cta} data-testid="reader-prompt">
        <Lock size={28} aria-hidden="true" />
        <h2>The story continues...</h2>
        <p>You are reading the first half of a friend’s story. Create your own adventure to read a whole story from start to finish!</p>
        <Link to="/create" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          <WandSparkles size={20} aria-hidden="true" /> Create Your Own Story
        </Link>
      </aside>
    );
  }
  return (
    <aside className={styles.cta} data-testid="reader-prompt">
      <Lock size={28} aria-hidden="true" />
      {prompt === 'read-conclusion' ? (
        <>
          <h2>Sign up to read the conclusion!</h2>
          <p>How does the adventure end? Create a free account to read the rest, and make magical stories of your own.</p>
        </>
      ) : (
        <>
          <h2>Want the whole magical story?</h2>
          <p>Sign up for free to create full stories with pictures and Spell’s narration.</p>
        </>
      )}
      <div className={styles.ctaButtons}>
        <Link to={registerPath(referral)} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          Sign Up Free
        </Link>
        <Link to="/login" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          Login
        </Link>
      </div>
    </aside>
  );
}
