import { describe, expect, it } from 'vitest';
import { errorCodes } from '@inkspell/contracts';
import { printableStories } from '../../src/book/book-access';
import { storyRecord } from '../support/story-fixture';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { body?: { code?: string } }).body?.code;
  }
  return 'printed';
};

describe('which stories a viewer may print', () => {
  const parts = [storyRecord({ title: 'One' }), storyRecord({ title: 'Two' })];

  it('prints the parts seen in full and leaves out the ones not visible', () => {
    expect(printableStories(parts, ['full', 'none']).map((s) => s.title)).toEqual(['One']);
  });

  it('refuses a book when nothing is visible, when a part is seen only in part, or when a part still waits for a parent', () => {
    expect(codeOf(() => printableStories(parts, ['none', 'none']))).toBe(errorCodes.notFound);
    expect(codeOf(() => printableStories(parts, ['full', 'partial']))).toBe(errorCodes.forbidden);
    expect(codeOf(() => printableStories(parts, ['full', 'waiting']))).toBe(errorCodes.waitingForParent);
  });
});
