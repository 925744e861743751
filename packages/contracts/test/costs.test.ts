import { describe, expect, it } from 'vitest';
import { continueInkCost, readMinutesFor, storyInkCost, inkPacks, inkPackSchema, formatPrice, quickIdeas, sampleStories } from '../src';

describe('story ink cost', () => {
  it.each([
    ['short', false, 2],
    ['short', true, 3],
    ['medium', false, 3],
    ['medium', true, 4],
    ['long', false, 4],
    ['long', true, 5],
  ] as const)('%s story, audio %s, costs %i ink (base by length + 1 art + 1 audio)', (length, audio, cost) => {
    expect(storyInkCost(length, audio)).toBe(cost);
  });

  it('charges 2 to continue, 3 with narration', () => {
    expect(continueInkCost(false)).toBe(2);
    expect(continueInkCost(true)).toBe(3);
  });

  it.each([
    ['short', 3],
    ['medium', 5],
    ['long', 7],
  ] as const)('%s reads in %i minutes', (length, minutes) => {
    expect(readMinutesFor(length)).toBe(minutes);
  });
});

describe('catalogue', () => {
  it('sells the three packs of the spec at their prices', () => {
    expect(inkPacks.map((p) => [p.packageId, p.credits, formatPrice(p.priceCents)])).toEqual([
      ['starter', 8, '$9.00'],
      ['popular', 15, '$15.00'],
      ['premium', 20, '$20.00'],
    ]);
  });

  it('keeps every pack within the purchase rules, whose breach reads as the spec words it', () => {
    for (const pack of inkPacks) expect(inkPackSchema.safeParse(pack).success).toBe(true);
    const broken = inkPackSchema.safeParse({ ...inkPacks[0], credits: 0, priceCents: 0 });
    expect(broken.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['credits', 'Amount must be positive'],
      ['priceCents', 'Price must be positive'],
    ]);
  });

  it('has 22 quick ideas with unique ids and prompts long enough to submit', () => {
    expect(quickIdeas).toHaveLength(22);
    expect(new Set(quickIdeas.map((i) => i.id)).size).toBe(22);
    for (const idea of quickIdeas) expect(idea.prompt.length).toBeGreaterThanOrEqual(10);
  });

  it('has three samples of 3 minutes, 2 ink, ages 7-10', () => {
    expect(sampleStories.map((s) => s.id)).toEqual(['static-sample-1', 'static-sample-2', 'static-sample-3']);
    for (const s of sampleStories) expect([s.readTime, s.inkCost, s.ageGroup]).toEqual([3, 2, '7-10']);
  });
});
