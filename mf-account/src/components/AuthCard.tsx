import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  icon: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Links under the card body: "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The centred storybook card every sign-in style page sits in (login, register, reset, 2FA links). */
export function AuthCard({ icon, title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.backdrop}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 className={styles.title} id="auth-card-title">
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
