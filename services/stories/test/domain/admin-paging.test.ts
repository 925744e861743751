import { describe, expect, it } from 'vitest';
import { isNewestFirstKeys } from '@inkspell/service-kit';
import { maxSearchWords, searchTotal, searchWordsOf } from '../../src/domain/admin-paging';

describe('the console’s story pages: pure rules', () => {
  it.each([
    [['2026-11-27T10:00:00.123456Z', '8f0c2b8e-1c1a-4c1e-9a51-3f1f0b7f8a11'], true],
    [['2026-11-27T10:00:00.123Z', '8f0c2b8e-1c1a-4c1e-9a51-3f1f0b7f8a11'], false],
    [['2026-13-45T10:00:00.123456Z', '8f0c2b8e-1c1a-4c1e-9a51-3f1f0b7f8a11'], false],
    [['2026-11-27T10:00:00.123456Z', "x' or 1=1"], false],
    [['2026-11-27T10:00:00.123456Z'], false],
    [[1, 2], false],
    ['2026-11-27T10:00:00.123456Z', false],
  ])('cursor keys %j are a story’s place: %s', (keys, valid) => {
    expect(isNewestFirstKeys(keys)).toBe(valid);
  });

  it('searches the words of a search, at most a few, and nothing when it has no letter or digit', () => {
    expect(searchWordsOf('  Maya   lantern ')).toBe('Maya lantern');
    expect(searchWordsOf("Maya's e-mail")).toBe("Maya's e-mail");
    expect(searchWordsOf('— & !')).toBeNull();
    expect(searchWordsOf('')).toBeNull();
    const many = Array.from({ length: maxSearchWords + 3 }, (_, i) => `w${i}`).join(' ');
    expect(searchWordsOf(many)?.split(' ')).toHaveLength(maxSearchWords);
    expect(searchWordsOf('x'.repeat(500))).toHaveLength(60);
  });

  it('a searched total is counted within the limit, else the estimate (never below the count) marked as such', () => {
    expect(searchTotal(0, 500, 10)).toEqual({ count: 0, exact: true });
    expect(searchTotal(10, 500, 10)).toEqual({ count: 10, exact: true });
    expect(searchTotal(11, 500.4, 10)).toEqual({ count: 500, exact: false });
    expect(searchTotal(11, 3, 10)).toEqual({ count: 11, exact: false });
  });
});
