import { describe, expect, it } from 'vitest';
import { carouselPage, carouselPageCount, carouselPageSize, resizeCarousel, stepCarousel } from '../src/components/library/carousel-paging';

describe('library carousel page size (spec 01 §9: 2 under 768 px, 4 under 1024 px, else 6)', () => {
  it.each([
    [320, 2],
    [375, 2],
    [767, 2],
    [768, 4],
    [1023, 4],
    [1024, 6],
    [1920, 6],
  ])('%i px wide shows %i cards', (width, size) => {
    expect(carouselPageSize(width)).toBe(size);
  });
});

describe('carousel pages', () => {
  const cards = Array.from({ length: 7 }, (_, i) => `card${i + 1}`);

  it('slices the cards of a page and counts the pages', () => {
    expect(carouselPageCount(7, 2)).toBe(4);
    expect(carouselPageCount(0, 6)).toBe(1);
    expect(carouselPage(cards, 0, 2)).toEqual(['card1', 'card2']);
    expect(carouselPage(cards, 3, 2)).toEqual(['card7']);
    expect(carouselPage(cards, 1, 6)).toEqual(['card7']);
  });

  it('previous and next stay within the pages', () => {
    expect(stepCarousel(0, -1, 4)).toBe(0);
    expect(stepCarousel(0, 1, 4)).toBe(1);
    expect(stepCarousel(3, 1, 4)).toBe(3);
  });

  it('goes back to the first page when the page size changes (spec 01 §4)', () => {
    expect(resizeCarousel({ pageSize: 2, pageIndex: 3 }, 900)).toEqual({ pageSize: 4, pageIndex: 0 });
    expect(resizeCarousel({ pageSize: 6, pageIndex: 1 }, 500)).toEqual({ pageSize: 2, pageIndex: 0 });
  });

  it('keeps the page when the width changes but the size does not', () => {
    const state = { pageSize: 2, pageIndex: 3 };
    expect(resizeCarousel(state, 600)).toBe(state);
  });
});
