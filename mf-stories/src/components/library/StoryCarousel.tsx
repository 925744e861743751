import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { carouselPage, carouselPageCount, carouselPageSize, resizeCarousel, stepCarousel, type CarouselState } from './carousel-paging';
import { useViewportWidth } from './use-viewport-width';
import styles from './StoryCarousel.module.css';

export interface StoryCarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  label: string;
}

/**
 * The library carousel (spec 01 §2, §4, §9): 2, 4 or 6 cards a page by viewport width, previous and
 * next buttons and page dots; a new page size starts again at the first page.
 */
export function StoryCarousel<T>({ items, renderItem, label }: StoryCarouselProps<T>) {
  const width = useViewportWidth();
  const [state, setState] = useState<CarouselState>(() => ({ pageSize: carouselPageSize(width), pageIndex: 0 }));
  const resized = resizeCarousel(state, width);
  if (resized !== state) setState(resized);

  const pageCount = carouselPageCount(items.length, resized.pageSize);
  // After a delete the last page may be gone: stay on the last one that exists.
  const pageIndex = Math.min(resized.pageIndex, pageCount - 1);
  const go = (index: number) => setState({ pageSize: resized.pageSize, pageIndex: index });

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <ul className="ink-card-grid" data-page-size={resized.pageSize} data-testid="carousel-page">
        {carouselPage(items, pageIndex, resized.pageSize).map(renderItem)}
      </ul>
      {pageCount > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(stepCarousel(pageIndex, -1, pageCount))}
            disabled={pageIndex === 0}
            aria-label="Previous page"
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <div className={styles.dots} role="group" aria-label="Pages">
            {Array.from({ length: pageCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Page ${index + 1} of ${pageCount}`}
                aria-current={index === pageIndex ? 'page' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(stepCarousel(pageIndex, 1, pageCount))}
            disabled={pageIndex === pageCount - 1}
            aria-label="Next page"
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      )}
      <p className="ink-visually-hidden" aria-live="polite">
        Page {pageIndex + 1} of {pageCount}
      </p>
    </section>
  );
}
