import { IconBadge } from '@inkspell/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './StaticPage.module.css';

export interface StaticPageProps {
  /** A lucide icon (SVG): emoji glyphs show as empty boxes where no emoji font is installed. */
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  /** The full content width instead of the reading width (a page with a form beside other content). */
  wide?: boolean;
  children: ReactNode;
}

/** The layout of the shell's information pages: a friendly heading band, then readable sections. */
export function StaticPage({ icon, title, intro, wide = false, children }: StaticPageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.band}>
        <div className="ink-container ink-reading">
          <IconBadge icon={icon} className={styles.icon} />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
      </header>
      <div className={`ink-container ${wide ? '' : 'ink-reading'} ${styles.body}`}>{children}</div>
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
