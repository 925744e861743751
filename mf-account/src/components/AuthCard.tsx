import { IconBadge } from '@inkspell/ui';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  /** A lucide icon (SVG), never an emoji: without an emoji font those show as empty boxes. */
  icon: LucideIcon;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Links under the card body: "Don't have an account? Sign up". */
  footer?: ReactNode;
  /** Room for two fields side by side (the register form's names). */
  wide?: boolean;
  /**
   * Moves focus to the heading when the card appears: for a result that replaces a form
   * ("Password Reset Complete"), whose submit button, and with it the focus, just vanished.
   */
  focusTitle?: boolean;
}

/** The centred storybook card every sign-in style page sits in (login, register, reset, 2FA links). */
export function AuthCard({ icon, title, subtitle, children, footer, wide = false, focusTitle = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.backdrop}>
      <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="auth-card-title">
        <IconBadge icon={icon} className={styles.icon} />
        <h1 className={styles.title} id="auth-card-title" ref={heading} tabIndex={focusTitle ? -1 : undefined}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
