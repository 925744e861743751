import { describe, expect, it } from 'vitest';
import { subjectWordsQuery } from '../../src/domain/search-terms';

describe('a subject search as a text-search query', () => {
  it.each([
    ['refund', 'refund:*'],
    ['  Lost  STORY ', 'lost:* & story:*'],
    ['e-mail', 'e:* & mail:*'],
    ["can't log in!", 'can:* & t:* & log:* & in:*'],
    ['Élodie 2026', 'élodie:* & 2026:*'],
    ["a:* | !b & (c) <-> 'd'", 'a:* & b:* & c:* & d:*'],
    ['one two three four five six seven eight nine ten', 'one:* & two:* & three:* & four:* & five:* & six:* & seven:* & eight:*'],
  ])('%s is %s', (term, query) => {
    expect(subjectWordsQuery(term)).toBe(query);
  });

  it('is none for a term without a word', () => {
    expect(subjectWordsQuery('%_!?')).toBeNull();
    expect(subjectWordsQuery('')).toBeNull();
  });
});
