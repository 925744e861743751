/** The library carousel's paging rules (spec 01 §9): cards per page by viewport width, pages, slices. */

/** Widths where the page size changes: under 768 px two cards, under 1024 px four, otherwise six. */
export const carouselBreakpoints = { small: 768, medium: 1024 } as const;

export function carouselPageSize(viewportWidth: number): 2 | 4 | 6 {
  if (viewportWidth < carouselBreakpoints.small) return 2;
  if (viewportWidth < carouselBreakpoints.medium) return 4;
  return 6;
}

/** How many pages `itemCount` cards fill; at least one, so an empty page still has a place. */
export function carouselPageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** The cards on page `pageIndex` (0-based). */
export function carouselPage<T>(items: readonly T[], pageIndex: number, pageSize: number): T[] {
  return items.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize);
}

export interface CarouselState {
  pageSize: number;
  pageIndex: number;
}

/**
 * The next carousel state after the viewport width changed: a new page size starts again at the
 * first page (spec 01 §4), the same size keeps the reader where they were.
 */
export function resizeCarousel(state: CarouselState, viewportWidth: number): CarouselState {
  const pageSize = carouselPageSize(viewportWidth);
  return pageSize === state.pageSize ? state : { pageSize, pageIndex: 0 };
}

/** Previous and next never leave the pages that exist. */
export function stepCarousel(pageIndex: number, step: -1 | 1, pageCount: number): number {
  return Math.min(Math.max(pageIndex + step, 0), pageCount - 1);
}
