import { describe, expect, it } from 'vitest';
import { nextCursorOf, nextPageLink, pageQuerySchema, pageSizes, pageTotalOf } from '../src/paging';

describe('paging in headers (issue #24)', () => {
  it('a next link keeps the path and the other query parameters and replaces the cursor', () => {
    const link = nextPageLink('/api/admin/users?search=maya&cursor=old&limit=20', 'WyJhIiwiYiJd');
    expect(link).toBe('</api/admin/users?search=maya&cursor=WyJhIiwiYiJd&limit=20>; rel="next"');
    expect(nextCursorOf(link)).toBe('WyJhIiwiYiJd');
  });

  it('finds the next link among others and reads none on the last page', () => {
    expect(nextCursorOf('</x?cursor=a>; rel="prev", </x?cursor=b>; rel="next"')).toBe('b');
    expect(nextCursorOf(null)).toBeNull();
    expect(nextCursorOf('</x?cursor=a>; rel="prev"')).toBeNull();
  });

  it('reads the total and whether it is exact, or counts the page when the headers have none', () => {
    const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
    expect(pageTotalOf(headers({ 'x-total-count': '100000', 'x-total-exact': 'false' }), 50)).toEqual({ count: 100_000, exact: false });
    expect(pageTotalOf(headers({ 'x-total-count': '7' }), 7)).toEqual({ count: 7, exact: true });
    expect(pageTotalOf(headers({}), 3)).toEqual({ count: 3, exact: true });
  });

  it('bounds the page size and refuses a cursor with characters no cursor has', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: pageSizes.default });
    expect(pageQuerySchema.parse({ limit: '20' }).limit).toBe(20);
    expect(pageQuerySchema.safeParse({ limit: String(pageSizes.max + 1) }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ cursor: "x' OR 1=1" }).success).toBe(false);
  });
});
