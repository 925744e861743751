import { describe, expect, it } from 'vitest';
import { firstParagraphOf } from '../src/static/shared-story-page';

describe("a shared story's link preview text", () => {
  it('is the first paragraph, whole when it is short', () => {
    expect(firstParagraphOf('\n\nLuna found a star.\n\nShe took it home.')).toBe('Luna found a star.');
  });

  it('is cut at a word with an ellipsis when the first paragraph is longer than a preview shows', () => {
    const long = `${'The lantern swayed over the quiet water '.repeat(8)}and the end.`;
    const text = firstParagraphOf(`${long}\n\nThe next part.`, 60);
    expect(text.length).toBeLessThanOrEqual(60);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(text.slice(0, -1)).not.toMatch(/\s$/);
    expect(long[text.length - 1]).toBe(' ');
  });

  it('is empty for a story without text', () => {
    expect(firstParagraphOf('  \n\n ')).toBe('');
  });
});
