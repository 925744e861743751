import type { ReactNode } from 'react';
import styles from './StaticPage.module.css';

export interface StaticPageProps {
  icon: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The layout of the shell's information pages: a friendly heading band, then readable sections. */
export function StaticPage({ icon, title, intro, children }: StaticPageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.band}>
        <div className="ink-container ink-reading">
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
      </header>
      <div className={`ink-container ink-reading ${styles.body}`}>{children}</div>
    </article>
  );
}

/** One titled section of a static page. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
