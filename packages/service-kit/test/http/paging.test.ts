import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from '../../src/http/paging';

const isTimeAndId = (keys: unknown): keys is [string, string] =>
  Array.isArray(keys) && keys.length === 2 && keys.every((k) => typeof k === 'string');

describe('keyset cursors (issue #24)', () => {
  it('a cursor gives back the keys it was made from', () => {
    const keys = ['2026-11-27T10:00:00.000Z', '8f0c2b8e-1c1a-4c1e-9a51-3f1f0b7f8a11'] as const;
    expect(decodeCursor(encodeCursor(keys), isTimeAndId)).toEqual(keys);
    expect(decodeCursor(undefined, isTimeAndId)).toBeUndefined();
  });

  it('a cursor of another shape or not a cursor at all is a 400', () => {
    expect(() => decodeCursor(encodeCursor([1, 2, 3]), isTimeAndId)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => decodeCursor('bm90LWpzb24', isTimeAndId)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('the extra row fetched says a next page follows; the cursor is the last shown row', () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}` }));
    const more = pageOf(rows, 2, (row) => [row.id]);
    expect(more.items.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(decodeCursor(more.nextCursor ?? undefined, (k): k is [string] => Array.isArray(k))).toEqual(['r2']);
    expect(pageOf(rows, 3, (row) => [row.id]).nextCursor).toBeNull();
  });
});
