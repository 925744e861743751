import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from '../../src/http/text-input';

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain text', 'Luna and the dragon', true],
    ['emoji (a surrogate pair)', 'Luna 🐉', true],
    ['a NUL character', 'Lu\u0000na', false],
    ['a lone high surrogate', 'Lu\uD800na', false],
    ['a lone low surrogate', '\uDC00', false],
  ])('%s → %s', (_, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('names the path of the first bad string, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: ['fine', 'bad\u0000'] })).toEqual(['b', '1']);
    expect(findUnstorableText({ ['k\uD800']: 'x' })).toEqual(['k\uD800']);
    expect(findUnstorableText({ a: 1, b: null, c: ['ok'] })).toBeUndefined();
  });
});
