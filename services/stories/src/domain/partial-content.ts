/**
 * The part of a story a visitor without an account may read (spec 01 §9: "Partial content is the first half
 * of the content"; ARCHITECTURE §7: cut on the server). Never more than half: the cut falls on the last
 * paragraph break at or before the middle when one is near it, else on the last sentence end, else on a word
 * boundary, else exactly at the middle.
 */
export function firstHalf(content: string): string {
  const half = Math.floor(content.length / 2);
  const head = content.slice(0, half);
  const cut =
    lastBoundary(head, /\n\s*\n/g, 'start', 0.35 * content.length) ??
    lastBoundary(head, /[.!?…]["'”’)]*(?=\s)/g, 'end', 0.2 * content.length) ??
    lastBoundary(head, /\s+/g, 'start', 0.1 * content.length) ??
    safeIndex(content, half);
  return content.slice(0, cut).trimEnd();
}

/** The last match of `pattern` in `text` (its start or end) that is not before `notBefore`, or undefined. */
function lastBoundary(text: string, pattern: RegExp, side: 'start' | 'end', notBefore: number): number | undefined {
  let found: number | undefined;
  for (const match of text.matchAll(pattern)) {
    const at = side === 'start' ? match.index : match.index + match[0].length;
    if (at >= notBefore && at > 0) found = at;
  }
  return found;
}

/** Does not split a surrogate pair (an emoji in a hero's name) when cutting mid-word. */
function safeIndex(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xd800 && code <= 0xdbff ? index - 1 : index;
}
