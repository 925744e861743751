import type { ReactNode } from 'react';
import styles from './SettingsLayout.module.css';

/** The signed-in settings pages (/profile, /security): a heading, a line under it, then cards. */
export function SettingsLayout({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className={`ink-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
