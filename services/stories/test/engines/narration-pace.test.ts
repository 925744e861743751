import { ageGroups } from '@inkspell/contracts/stories';
import { describe, expect, it } from 'vitest';
import { espeakRateFor, pausesAfter } from '../../src/adapters/engines/espeak-render';
import { narrationPaceFor, narrationPaces } from '../../src/adapters/engines/narration-pace';
import { sentencesOf } from '../../src/adapters/engines/narration-timings';
import { readAloudWordsPerMinute } from '../../src/adapters/engines/reading-pace';

const story = 'The Kite.\n\nNoor held the string. The kite rose high.\n\nIt danced over the hill and far away.';

describe('narration pace by age group (issue #23)', () => {
  it('narrates at the pace the story was sized for: 110, 130 and 150 words a minute', () => {
    expect(ageGroups.map((a) => narrationPaces[a].wordsPerMinute)).toEqual([110, 130, 150]);
    for (const ageGroup of ageGroups) expect(narrationPaces[ageGroup].wordsPerMinute).toBe(readAloudWordsPerMinute[ageGroup]);
  });

  it('gives the youngest the longest breaths, between sentences and between paragraphs', () => {
    const [young, middle, old] = ageGroups.map((a) => narrationPaces[a]);
    expect(young!.sentencePauseSeconds).toBeGreaterThan(middle!.sentencePauseSeconds);
    expect(middle!.sentencePauseSeconds).toBeGreaterThan(old!.sentencePauseSeconds);
    expect(young!.paragraphPauseSeconds).toBeGreaterThan(middle!.paragraphPauseSeconds);
    expect(middle!.paragraphPauseSeconds).toBeGreaterThan(old!.paragraphPauseSeconds);
    for (const pace of [young!, middle!, old!]) expect(pace.paragraphPauseSeconds).toBeGreaterThan(pace.sentencePauseSeconds);
  });

  it('reads a narration that does not say who listens as to 7-10, the form’s default', () => {
    expect(narrationPaceFor()).toBe(narrationPaces['7-10']);
  });

  it('pauses after the title and each paragraph for a paragraph, after other sentences for a sentence, never after the end', () => {
    const pace = narrationPaces['3-6'];
    expect(pausesAfter(sentencesOf(story), pace)).toEqual([1, 0.45, 1, 0]);
  });
});

describe('the espeak-ng rate that makes the pace', () => {
  const sentences = sentencesOf(story);

  it('speaks faster than the pace itself, since the pauses take part of its time', () => {
    for (const ageGroup of ageGroups) {
      const pace = narrationPaces[ageGroup];
      expect(espeakRateFor(sentences, pace)).toBeGreaterThan(pace.wordsPerMinute);
    }
  });

  it('is slowest for the youngest', () => {
    const [young, middle, old] = ageGroups.map((a) =>
      espeakRateFor(sentencesOf('One two three four five six seven. '.repeat(40)), narrationPaces[a]),
    );
    expect(young).toBeLessThan(middle!);
    expect(middle).toBeLessThan(old!);
  });

  it('slows down when the sentences so far took less time than planned, and speeds up when they took more, within 15 %', () => {
    const pace = narrationPaces['7-10'];
    const planned = espeakRateFor(sentences, pace);
    expect(espeakRateFor(sentences, pace, 2, 1)).toBeLessThan(planned);
    expect(espeakRateFor(sentences, pace, 2, 8)).toBeGreaterThan(planned);
    expect(espeakRateFor(sentences, pace, 3, 0.01)).toBeGreaterThanOrEqual(Math.round(planned * 0.85));
    expect(espeakRateFor(sentences, pace, 3, 60)).toBeLessThanOrEqual(Math.round(planned * 1.15));
  });

  it('stays inside what espeak-ng can say when the pauses leave no time at all', () => {
    const manyShort = sentencesOf('Hi. '.repeat(30));
    expect(espeakRateFor(manyShort, narrationPaces['3-6'])).toBe(200);
    expect(espeakRateFor(sentencesOf('Hello.'), { wordsPerMinute: 20, sentencePauseSeconds: 0, paragraphPauseSeconds: 0 })).toBe(80);
  });
});
