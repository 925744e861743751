import { LoadingScreen, useCurrentUser } from '@inkspell/ui';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { FrameTestimonials } from './FrameTestimonials';
import styles from './Frame.module.css';
import { Header } from './Header';

/** Header, testimonials and footer around every page; the page waits (with a spinner) until we know who is here. */
export function Frame({ children }: { children: ReactNode }) {
  const { isLoading } = useCurrentUser();
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {isLoading ? <LoadingScreen message="Opening the storybook..." /> : children}
      </main>
      <FrameTestimonials />
      <Footer />
    </div>
  );
}
