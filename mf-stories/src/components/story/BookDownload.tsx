import type { Story } from '@inkspell/contracts';
import { storiesApiPaths } from '@inkspell/contracts/values';
import { buttonClassName } from '@inkspell/ui';
import { BookOpen, Printer } from 'lucide-react';
import { bookLinks } from './book-links';
import styles from './StoryReader.module.css';

/**
 * Print or download the story as a picture book (issue #15): the PDF opens in the browser's viewer, which prints
 * it. A chapter of a collection also offers the whole collection as one book. Shown for a full view only; the
 * server refuses a partial one anyway.
 */
export function BookDownload({ story, referral }: { story: Pick<Story, 'id' | 'collectionId'>; referral?: string | undefined }) {
  const links = bookLinks(story, referral, storiesApiPaths);
  return (
    <div className={styles.bookActions}>
      <a className={buttonClassName({ variant: 'outline', size: 'sm' })} href={links.story} target="_blank" rel="noopener">
        <Printer size={16} aria-hidden="true" /> Print or Download Book
      </a>
      {links.collection && (
        <a className={buttonClassName({ variant: 'ghost', size: 'sm' })} href={links.collection} target="_blank" rel="noopener">
          <BookOpen size={16} aria-hidden="true" /> Whole Collection Book
        </a>
      )}
    </div>
  );
}
