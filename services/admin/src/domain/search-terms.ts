/**
 * A search box's words as a PostgreSQL text-search query over a subject (issue #24): each word, letters and digits
 * only, as a prefix (`word:*`), all of them required. Nothing but those words reaches to_tsquery, so no input is
 * a tsquery syntax error; null when the term has no word at all.
 */
export function subjectWordsQuery(term: string): string | null {
  const words = term
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
