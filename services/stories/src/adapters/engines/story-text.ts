/** Text helpers every story engine shares: counting, previews and the house paragraph format. */

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** How long the card preview may be (spec 01 §9 share preview fallback). */
export const previewChars = 150;

/** The first ~150 characters of the content, cut at a word boundary, with an ellipsis when cut. */
export function previewOf(content: string, limit = previewChars): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit + 1);
  const boundary = cut.lastIndexOf(' ');
  const head = (boundary > limit / 2 ? cut.slice(0, boundary) : flat.slice(0, limit)).replace(/[\s,;:.!?—-]+$/, '');
  return `${head}...`;
}

/** Content is paragraphs separated by one blank line. */
export function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
