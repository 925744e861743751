import { Button } from '@inkspell/ui';
import { useEffect, useRef, type RefObject } from 'react';
import styles from './Console.module.css';

/** How close to the end of the scrolling list the next page is asked for, so scrolling rarely waits. */
const aheadOfTheEnd = '0px 0px 240px 0px';

/**
 * Calls `onVisible` when the element comes within reach of the end of its scrolling parent. The observer is made
 * again whenever `active` turns back on (after each page), so a list still too short to scroll keeps loading.
 */
function useWhenVisible(ref: RefObject<HTMLElement | null>, onVisible: () => void, active: boolean) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const target = ref.current;
    if (!active || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      root: target.parentElement,
      rootMargin: aheadOfTheEnd,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, active]);
}

export interface LoadMoreProps {
  noun: string;
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * The last item of a paged list: the next page loads as it scrolls into view, and its Load more button does the same
 * from the keyboard or where the browser has no IntersectionObserver. A failed page says so and offers Try Again.
 */
export function LoadMore({ noun, hasNextPage, loading, failed, onLoadMore }: LoadMoreProps) {
  const ref = useRef<HTMLLIElement>(null);
  useWhenVisible(ref, onLoadMore, hasNextPage && !loading && !failed);
  if (!hasNextPage) return null;
  return (
    <li ref={ref} className={styles.loadMore} data-testid="load-more">
      {failed && <p role="alert">More {noun} could not be loaded just now.</p>}
      <Button variant="outline" onClick={onLoadMore} loading={loading}>
        {failed ? 'Try Again' : 'Load more'}
      </Button>
    </li>
  );
}
