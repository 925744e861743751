import { describe, expect, it } from 'vitest';
import { countWords } from '../../src/adapters/engines/story-text';
import { pauseAfter, sentencesOf, settle, spreadWords, syllablesOf, voicedSpan } from '../../src/adapters/engines/narration-timings';
import { readAlongNote, timingsAsset, toWebVtt, vttTimestamp } from '../../src/adapters/engines/webvtt';
import { parseWebVtt } from '../support/webvtt-cues';

describe('sentences of a narration', () => {
  it.each([
    [
      'a title and paragraphs',
      'The Moon Map.\n\nMira found a map. It led to the moon!\n\nShe smiled.',
      [
        ['The', 'Map.'],
        ['Mira', 'map.'],
        ['It', 'moon!'],
        ['She', 'smiled.'],
      ],
    ],
    // Unicode's rules end a sentence after '!"' even when the speaker tag follows; Spell pauses there anyway.
    [
      'dialogue with a speaker tag',
      '"You found it!" he cheered. "Now we dig."',
      [
        ['"You', 'it!"'],
        ['he', 'cheered.'],
        ['"Now', 'dig."'],
      ],
    ],
    [
      'an ellipsis and a question',
      'Wait... what was that? Nothing.',
      [
        ['Wait...', 'that?'],
        ['Nothing.', 'Nothing.'],
      ],
    ],
    ['no final stop, odd spacing and an emoji', '  Luna 🌙 waved   goodbye\n', [['Luna', 'goodbye']]],
  ])('keeps every word in order, each in one sentence: %s', (_, text, firstAndLast) => {
    const sentences = sentencesOf(text);
    expect(sentences.flatMap((s) => s.words)).toEqual(text.split(/\s+/).filter(Boolean));
    expect(sentences.flatMap((s) => s.words)).toHaveLength(countWords(text));
    expect(sentences.map((s) => [s.words[0], s.words.at(-1)])).toEqual(firstAndLast);
  });

  it('knows which sentences close a paragraph', () => {
    const sentences = sentencesOf('Title.\n\nOne. Two.\n\nThree.');
    expect(sentences.map((s) => s.endsParagraph)).toEqual([true, false, true, true]);
  });

  it('finds nothing to say in blank text', () => {
    expect(sentencesOf(' \n\n ')).toEqual([]);
  });
});

describe('words spread over a sentence', () => {
  it('fill the span in order, longer words for longer sayings, pauses where punctuation is', () => {
    const words = ['Once,', 'a', 'wonderful', 'dragon', 'slept.'];
    const timed = spreadWords(words, 2, 4);
    expect(timed.map((w) => w.text)).toEqual(words);
    expect(timed[0]!.start).toBe(2);
    expect(timed.at(-1)!.end).toBeCloseTo(4, 9);
    for (const [i, w] of timed.entries()) {
      expect(w.end).toBeGreaterThan(w.start);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(timed[i - 1]!.end);
    }
    const length = (i: number) => timed[i]!.end - timed[i]!.start;
    expect(length(2)).toBeGreaterThan(length(1) * 2); // won-der-ful against a
    // The comma after "Once," leaves a longer gap than the space after "a".
    expect(timed[1]!.start - timed[0]!.end).toBeGreaterThan(timed[2]!.start - timed[1]!.end);
  });

  it.each([
    ['cat', 1],
    ['wonderful', 3],
    ['stone', 1],
    ['little', 2],
    ['2026', 4],
    ['—', 0.3],
  ])('counts about the syllables of %s', (word, syllables) => {
    expect(syllablesOf(word)).toBe(syllables);
  });

  it('pauses longest after a sentence end, then a clause end, then a plain word', () => {
    expect(pauseAfter('stop."')).toBeGreaterThan(pauseAfter('then,'));
    expect(pauseAfter('then,')).toBeGreaterThan(pauseAfter('word'));
  });

  it('settles timings into a cue list: in order, no overlaps, none empty', () => {
    const settled = settle([
      { text: 'a', start: 1, end: 1 },
      { text: 'b', start: 0.9, end: 1.2 },
      { text: 'c', start: 1.5, end: 1.6 },
    ]);
    expect(settled).toEqual([
      { text: 'a', start: 1, end: 1.02 },
      { text: 'b', start: 1.02, end: 1.2 },
      { text: 'c', start: 1.5, end: 1.6 },
    ]);
  });

  it('finds where speech starts and ends in samples', () => {
    const samples = new Int16Array(1000);
    samples.fill(3000, 200, 700);
    samples[100] = 20; // noise below the threshold
    expect(voicedSpan(samples)).toEqual({ first: 200, last: 700 });
    expect(voicedSpan(new Int16Array(50))).toEqual({ first: 0, last: 0 });
  });
});

describe('WebVTT timings', () => {
  it('writes hh:mm:ss.ttt timestamps', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(1.2305)).toBe('00:00:01.231');
    expect(vttTimestamp(3723.4)).toBe('01:02:03.400');
  });

  it('writes one settings-free cue per word after a NOTE, with markup characters escaped', () => {
    const words = [
      { text: 'Tom', start: 0.1, end: 0.4 },
      { text: '&', start: 0.5, end: 0.6 },
      { text: '<Jerry>-->', start: 0.7, end: 1.23 },
    ];
    const vtt = toWebVtt(words, readAlongNote);
    expect(vtt.startsWith('WEBVTT\n\nNOTE Read-along timings')).toBe(true);
    expect(vtt).toContain('00:00:00.700 --> 00:00:01.230\n&lt;Jerry&gt;--&gt;\n');
    const parsed = parseWebVtt(vtt);
    expect(parsed.notes).toHaveLength(1);
    expect(parsed.cues).toEqual(words);
  });

  it('is stored as a content-addressed text/vtt asset', () => {
    const asset = timingsAsset('WEBVTT\n');
    expect(asset).toMatchObject({ name: expect.stringMatching(/^[a-f0-9]{32}\.vtt$/), contentType: 'text/vtt; charset=utf-8' });
    expect(timingsAsset('WEBVTT\n').name).toBe(asset.name);
  });
});
