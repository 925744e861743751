import { buttonClassName } from '@inkspell/ui';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from '../story/StoryState.module.css';

/** Collections belong to their owner: visitors are asked to log in (spec 01 §6). */
export function LoginRequired() {
  return (
    <section className={`ink-container ${styles.state}`} data-testid="login-required">
      <Lock className={styles.icon} size={56} aria-hidden="true" />
      <h1>Login Required</h1>
      <p>Please log in to see your story collections.</p>
      <div style={{ display: 'flex', gap: 'var(--ink-space-3)', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Link to="/login" className={buttonClassName()}>
          Login
        </Link>
        <Link to="/register" className={buttonClassName({ variant: 'outline' })}>
          Sign Up
        </Link>
      </div>
    </section>
  );
}
