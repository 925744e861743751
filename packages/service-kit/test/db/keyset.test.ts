import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/http/paging';
import { isNewestFirstKeys, prefixPattern, totalOf } from '../../src/db/keyset';

const id = '8f0c2b8e-1c1a-4c1e-9a51-3f1f0b7f8a11';

describe('newest-first cursor keys (issue #24)', () => {
  it('takes a UTC time to the microsecond and a uuid', () => {
    expect(isNewestFirstKeys(['2026-11-27T10:00:00.123456Z', id])).toBe(true);
    expect(decodeCursor(encodeCursor(['2024-02-29T23:59:59.999999Z', id]), isNewestFirstKeys)).toEqual(['2024-02-29T23:59:59.999999Z', id]);
  });

  it.each([
    ['milliseconds only', ['2026-11-27T10:00:00.123Z', id]],
    ['a day that does not exist', ['2026-02-30T10:00:00.000000Z', id]],
    ['an hour that does not exist', ['2026-11-27T25:00:00.000000Z', id]],
    ['another time zone', ['2026-11-27T10:00:00.000000+02:00', id]],
    ['SQL in the time', ["2026-11-27T10:00:00.000000Z'); drop table users; --", id]],
    ['not a uuid', ['2026-11-27T10:00:00.000000Z', 'not-a-uuid']],
    ['a number for the id', ['2026-11-27T10:00:00.000000Z', 42]],
    ['keys swapped', [id, '2026-11-27T10:00:00.000000Z']],
    ['a third key', ['2026-11-27T10:00:00.000000Z', id, 'x']],
    ['an object', { at: '2026-11-27T10:00:00.000000Z', id }],
    ['nothing', null],
  ])('refuses %s', (_, keys) => {
    expect(isNewestFirstKeys(keys)).toBe(false);
    expect(() => decodeCursor(encodeCursor(keys as never), isNewestFirstKeys)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('prefix search patterns', () => {
  it.each([
    ['Maya', 'maya%'],
    ['50%', '50\\%%'],
    ['luna_', 'luna\\_%'],
    ['back\\slash', 'back\\\\slash%'],
    ['ÉLODIE', 'élodie%'],
  ])('%s starts a LIKE pattern as %s, its wildcards matching themselves', (term, pattern) => {
    expect(prefixPattern(term)).toBe(pattern);
  });
});

describe('a list total', () => {
  it('is the count while the count stayed within the limit', () => {
    expect(totalOf(0, null, 100)).toEqual({ count: 0, exact: true });
    expect(totalOf(100, null, 100)).toEqual({ count: 100, exact: true });
  });

  it('is the planner estimate past the limit, said to be one, and never below what was counted', () => {
    expect(totalOf(101, 95_000.4, 100)).toEqual({ count: 95_000, exact: false });
    expect(totalOf(101, 20, 100)).toEqual({ count: 101, exact: false });
    expect(totalOf(101, null, 100)).toEqual({ count: 101, exact: false });
  });
});
