import { ageGroups, categoryIds, quickIdeas, storyLengthIds } from '@inkspell/contracts/stories';
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../src/domain/engines';
import { categoryGrammars } from '../../src/adapters/engines/grammars';
import { readIdea } from '../../src/adapters/engines/idea-reader';
import { tryLines } from '../../src/adapters/engines/lines/try-lines';
import { splitSentences } from '../../src/adapters/engines/line-writer';
import { composeStory } from '../../src/adapters/engines/offline-story-engine';
import { countWords, splitParagraphs } from '../../src/adapters/engines/story-text';

/** Issue #23: the idea becomes the plot, and the writing reads well aloud. */
const kitten = 'Maya finds a glowing map in the garden shed and looks for her lost kitten';
const base: StoryRequest = {
  seed: 'plot-1',
  category: 'adventure',
  characterName: 'Maya',
  heroPronouns: 'she',
  prompt: kitten,
  ageGroup: '7-10',
  length: 'medium',
  mode: 'full',
};
const story = (overrides: Partial<StoryRequest>) => composeStory({ ...base, ...overrides });
const lastTwo = (content: string) => splitParagraphs(content).slice(-2).join('\n\n');

const prompts = [kitten, 'I want to fly', 'A robot who wants to paint', ...quickIdeas.map((q) => q.prompt)];
/** Every prompt in a category, age and length that turns with it, so the table covers them all. */
const table = prompts.map((prompt, i) => ({
  prompt,
  category: categoryIds[i % categoryIds.length]!,
  ageGroup: ageGroups[i % ageGroups.length]!,
  length: storyLengthIds[i % storyLengthIds.length]!,
}));

describe('offline story engine: the idea is the plot', () => {
  it('tells the kitten idea: the kitten is lost, the map is tried, the kitten is found with the map at the end', () => {
    const s = story({});
    const paragraphs = splitParagraphs(s.content);
    expect(paragraphs[0]).toContain('glowing map');
    expect(paragraphs[0]).toContain('garden shed');
    expect(paragraphs[1]).toMatch(/lost kitten/);
    expect(paragraphs.slice(2, -3).join(' ')).toContain('glowing map');
    expect(lastTwo(s.content)).toContain('lost kitten');
    expect(lastTwo(s.content)).toContain('glowing map');
  });

  it.each(table)(
    'pays off the goal and the main object of "$prompt" in the last two paragraphs',
    ({ prompt, category, ageGroup, length }) => {
      const idea = readIdea(prompt, 'Zara');
      for (const seed of ['a', 'b']) {
        const s = story({ prompt, category, ageGroup, length, seed, characterName: 'Zara' });
        const end = lastTwo(s.content);
        // The goal reached: its target named, or its verb ("could fly", "flew") when it has none.
        const verbs = [idea.goal.base, idea.goal.past].map((v) => v.split(' ')[0]!);
        if (idea.goal.target) expect(end, s.content).toContain(idea.goal.target.words);
        else
          expect(
            verbs.some((v) => new RegExp(`\\b${v}\\b`).test(end)),
            s.content,
          ).toBe(true);
        const object = idea.objects[0]?.words;
        if (object) expect(end).toContain(object);
        // An ending refers only to what the story set up: the object it names was in the first paragraph.
        const named = /(?:held|hugged|turned) the ([a-z -]+?)(?: close|;| over|\.)/.exec(end)?.[1];
        if (named) expect(splitParagraphs(s.content)[0]).toContain(named);
      }
    },
  );

  it('makes an idea the engine has no plot for the quest, not a fallback plot', () => {
    const s = story({
      prompt: 'I want to fly',
      characterName: 'Sam',
      heroPronouns: 'they',
      ageGroup: '3-6',
      length: 'short',
      category: 'dragon',
    });
    const [, problem] = splitParagraphs(s.content);
    expect(problem).toMatch(/\bfly\b/);
    expect(lastTwo(s.content)).toMatch(/\b(fly|flew)\b/);
    // Not the old fallback ("a dragon's treasure"): the thing the hero carries belongs to flying.
    expect(s.content).not.toMatch(/dragon's treasure/i);
    expect(lastTwo(s.content)).toContain('paper wings');
  });

  it('answers every try with its own setback: a setback at a place follows the try that went there', () => {
    for (const category of categoryIds)
      for (const ageGroup of ageGroups) {
        const sentences = splitSentences(story({ category, ageGroup, length: 'long' }).content.replace(/\n\n/g, ' '));
        sentences.forEach((sentence, i) => {
          const place = /^But (?:at|when they got to) (the [a-z ]+?),/.exec(sentence)?.[1];
          if (place) expect(sentences[i - 1], sentence).toContain(place);
        });
      }
  });

  it('lets the companion do at the turn what the opening said it can do', () => {
    for (const category of categoryIds)
      for (const seed of ['c1', 'c2', 'c3']) {
        const s = story({ category, seed });
        const companion = categoryGrammars[category].companions.find((c) => s.metadata.heroLook?.includes(`with ${c.name},`))!;
        const paragraphs = splitParagraphs(s.content);
        expect(paragraphs.slice(0, 2).join(' ')).toContain(companion.can);
        expect(paragraphs.slice(-3).join(' ')).toContain(companion.did);
      }
  });
});

describe('offline story engine: writing that reads well aloud', () => {
  const everyStory = () =>
    categoryIds.flatMap((category) =>
      ageGroups.flatMap((ageGroup) =>
        storyLengthIds.map((length, i) =>
          story({ category, ageGroup, length, prompt: prompts[i % prompts.length]!, seed: `${category}-${ageGroup}` }),
        ),
      ),
    );

  it('never keeps a capital after a lead-in: "Over by the launch pad, a towering planet…", not ", A towering"', () => {
    for (const category of categoryIds)
      for (const ageGroup of ageGroups)
        for (const seed of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
          const s = story({ category, ageGroup, seed, length: 'long' });
          expect(s.content).not.toMatch(/, (A|An|The|Some|Every|All) [a-z]/);
        }
  });

  it('names the hero in a pair of subjects: "Biscuit and Maya found", never "Biscuit and she found"', () => {
    for (const category of categoryIds)
      for (const ageGroup of ageGroups)
        for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']) {
          const s = story({ category, ageGroup, seed, length: 'long' });
          expect(s.content).not.toMatch(/\b[A-Z][a-z]+ and (she|he|they) (found|knew|had|were|was)\b/);
        }
  });

  it('never writes a sentence twice in one story', () => {
    for (const s of everyStory()) {
      const sentences = splitSentences(s.content.replace(/\n\n/g, ' ')).map((x) => x.toLowerCase());
      const repeated = sentences.filter((x, i) => sentences.indexOf(x) !== i);
      expect(repeated, s.content).toEqual([]);
    }
  });

  it('reads the hero’s name at most once per 25 words and uses pronouns in between', () => {
    for (const s of everyStory()) {
      const names = s.content.split(/\bMaya\b/).length - 1;
      expect(names * 25, `${names} names in ${s.wordCount} words`).toBeLessThanOrEqual(s.wordCount + 25);
      expect(s.content).toMatch(/\b(She|she|her)\b/);
    }
  });

  it.each([
    ['they', /\b[Tt]hey were\b/, /\b[Tt]hey was\b|\b(she|he|her|his|him)\b/],
    ['she', /\b(She|she)\b/, /\b(he|him|his)\b/],
    ['he', /\b(He|he)\b/, /\b(she|her)\b/],
  ] as const)('speaks of a %s hero with the right words, and agrees the verb', (pronouns, must, never) => {
    const stories = Array.from({ length: 6 }, (_, i) =>
      story({ heroPronouns: pronouns, seed: `p${i}`, category: 'space', length: 'long' }),
    );
    expect(stories.map((s) => s.content).join('\n')).toMatch(must);
    // A companion has words of its own ("the star shone as bright as she could"): only the hero's sentences are checked.
    for (const s of stories) expect(heroSentences(s.content, s.metadata.heroLook!)).not.toMatch(never);
  });

  it('keeps a sequel’s hero pronouns from the first chapter', () => {
    const first = story({ heroPronouns: 'he', category: 'space', seed: 'seq-1' });
    const sequel = story({
      heroPronouns: 'she',
      category: 'space',
      seed: 'seq-2',
      previous: {
        title: first.title,
        content: first.content,
        characterName: 'Maya',
        heroPronouns: 'he',
        category: 'space',
        setting: first.metadata.setting,
        openThread: first.metadata.openThread,
      },
    });
    expect(sequel.content).toMatch(/\b(He|he|his)\b/);
    expect(heroSentences(sequel.content, sequel.metadata.heroLook!)).not.toMatch(/\b(she|her)\b/);
  });

  it('varies 20 stories with the same inputs: the share of sentences also found in another story', () => {
    const shares: number[] = [];
    const byAge: Record<string, number[]> = {};
    for (const category of categoryIds)
      for (const ageGroup of ageGroups) {
        const stories = Array.from({ length: 20 }, (_, i) => story({ category, ageGroup, seed: `overlap-${i}` }));
        const sets = stories.map((s) => splitSentences(s.content.replace(/\n\n/g, ' ')).map((x) => x.toLowerCase()));
        sets.forEach((sentences, i) => {
          const others = new Set(sets.filter((_, j) => j !== i).flat());
          const share = sentences.filter((x) => others.has(x)).length / sentences.length;
          shares.push(share);
          (byAge[ageGroup] ??= []).push(share);
        });
      }
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    console.log(`20-story overlap: mean ${(mean * 100).toFixed(1)}%, worst ${(Math.max(...shares) * 100).toFixed(1)}%`);
    // Issue #23 asks for at most 20%; no age band may lean on the others to get there.
    expect(mean).toBeLessThanOrEqual(overlapCeiling);
    for (const [ageGroup, band] of Object.entries(byAge)) {
      const bandMean = band.reduce((a, b) => a + b, 0) / band.length;
      expect(bandMean, ageGroup).toBeLessThanOrEqual(bandCeiling);
    }
  });

  it('says "the paper wings", never "the pair of"', () => {
    for (const ageGroup of ageGroups)
      for (const seed of ['w1', 'w2', 'w3']) {
        const s = story({ prompt: 'I want to fly', ageGroup, seed, length: 'long' });
        expect(s.content).toContain('paper wings');
        expect(s.content).not.toMatch(/\bthe pair of\b/i);
      }
  });

  it('sends a try to the place it names: no "It led to" after an object that leads nowhere, no second place', () => {
    for (const category of categoryIds)
      for (const ageGroup of ageGroups)
        for (const seed of ['t1', 't2']) {
          const s = story({ prompt: 'I want to fly', category, ageGroup, seed, length: 'long' });
          expect(s.content).not.toMatch(/flapped hard\. It led to/);
          const places = categoryGrammars[category].rules.place;
          for (const sentence of splitSentences(s.content.replace(/\n\n/g, ' ')).filter((x) => /^Reasoning that/.test(x)))
            expect(
              places.filter((p) => sentence.split(';')[0]!.includes(p)),
              sentence,
            ).toHaveLength(1);
        }
  });

  it('binds a try’s place and helper before a line names them', () => {
    for (const [symbol, banded] of Object.entries(tryLines))
      for (const line of Object.values(banded).flat() as string[])
        for (const name of ['p', 'h']) {
          const first = line.search(new RegExp(`#${name}[#.]`));
          if (first >= 0) expect(line.indexOf(`[${name}:`), `${symbol}: ${line}`).toBeGreaterThanOrEqual(0);
          if (first >= 0) expect(line.indexOf(`[${name}:`), `${symbol}: ${line}`).toBeLessThan(first);
        }
  });

  it('opens consecutive try paragraphs differently, even in a long story for the youngest', () => {
    for (const category of categoryIds)
      for (const prompt of prompts.slice(0, 6)) {
        const paragraphs = splitParagraphs(story({ prompt, category, ageGroup: '3-6', length: 'long', seed: category }).content);
        const openings = paragraphs.slice(2, -3).map((p) => p.split(/\s+/).slice(0, 3).join(' '));
        openings.forEach((opening, i) => {
          if (i > 0) expect(opening, paragraphs.join('\n\n')).not.toBe(openings[i - 1]);
        });
      }
  });

  it('turns a quest with a companion whose talent fits it: no knitted rope or lifted log paints a sunset', () => {
    for (const category of categoryIds)
      for (const seed of ['k1', 'k2', 'k3', 'k4']) {
        const s = story({ prompt: 'A robot who wants to paint', category, seed });
        const turn = splitParagraphs(s.content).slice(-3).join(' ');
        expect(turn).not.toMatch(/(woolly rope|log out of the way), and (that was|the last piece|suddenly|#)/);
      }
  });

  it('reads "leads to a world where…" as finding that world, not "reach a world"', () => {
    const idea = readIdea('A hidden door behind the library shelves leads to a world where books come alive', 'Zara');
    expect(idea.goal.base).toBe('find the world where books come alive');
    const s = story({ prompt: 'A hidden door behind the library shelves leads to a world where books come alive', category: 'mystery' });
    expect(s.content).not.toMatch(/reach a world/);
  });

  it('keeps saying "her" once a sentence has said "she": never "she closed Maya’s eyes"', () => {
    for (const category of categoryIds)
      for (const ageGroup of ageGroups)
        for (const seed of ['n1', 'n2', 'n3']) {
          const s = story({ category, ageGroup, seed, length: 'long' });
          for (const sentence of splitSentences(s.content.replace(/\n\n/g, ' ')))
            expect(sentence, sentence).not.toMatch(/\b[Ss]he\b[^"“”]*\bMaya\b/);
        }
  });

  it('puts a pronoun before its verb after speech and calls the companion by name: never "said she" or "Come on, the fox"', () => {
    for (const s of everyStory()) {
      expect(s.content).not.toMatch(/\b(said|cried|asked) (she|he|they)\b/);
      expect(s.content).not.toMatch(/"[^"]*, the [a-z ]+[,!]"/);
    }
  });

  it("names the hero once in a title, never as the owner of the goal ('The Day Maya Found Maya's Lost Kitten')", () => {
    for (const prompt of prompts)
      for (let i = 0; i < 8; i += 1) {
        const { title } = story({ prompt, seed: `title-${i}` });
        expect(title.split(base.characterName).length - 1, title).toBeLessThanOrEqual(1);
        expect(title, title).not.toMatch(/#/);
      }
  });

  it('counts words the way the reader does', () => {
    const s = story({});
    expect(s.wordCount).toBe(countWords(s.content));
  });
});

/** The story's sentences that do not speak of its companion (named in the hero's look after "with"). */
function heroSentences(content: string, heroLook: string): string {
  const name = /; with ([^,]+), /.exec(heroLook)?.[1] ?? '\u0000';
  const companion = Object.values(categoryGrammars)
    .flatMap((c) => c.companions)
    .find((c) => c.name === name);
  const words = companion ? [companion.name, companion.short, companion.did, companion.can, companion.kind] : [];
  return splitSentences(content.replace(/\n\n/g, ' '))
    .filter((sentence) => !words.some((w) => sentence.toLowerCase().includes(w.toLowerCase())))
    .join(' ');
}

/** Issue #23's bound on sentences shared across 20 stories with the same inputs, and each age band's. */
const overlapCeiling = 0.2;
const bandCeiling = 0.25;
