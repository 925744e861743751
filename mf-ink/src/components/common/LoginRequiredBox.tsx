import { buttonClassName } from '@inkspell/ui';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './LoginRequiredBox.module.css';

/** The Login Required box (spec 02 §2 Ink shop) with Login and Sign Up links. */
export function LoginRequiredBox({ message }: { message: string }) {
  return (
    <section className={styles.box} aria-labelledby="login-required-title" data-testid="login-required">
      <span className={styles.icon} aria-hidden="true">
        <Lock size={22} strokeWidth={2.5} />
      </span>
      <div className={styles.text}>
        <h2 id="login-required-title" className={styles.title}>
          Login Required
        </h2>
        <p className={styles.message}>{message}</p>
      </div>
      <div className={styles.actions}>
        <Link to="/login" className={buttonClassName({ variant: 'primary' })}>
          Login
        </Link>
        <Link to="/register" className={buttonClassName({ variant: 'outline' })}>
          Sign Up
        </Link>
      </div>
    </section>
  );
}
