import { describe, expect, it } from 'vitest';
import {
  heroHairColourIds,
  heroHairColours,
  heroHairStyleIds,
  heroHairStyles,
  heroPronounIds,
  heroPronounLabels,
  heroSkinToneIds,
  heroSkinTones,
  storyFormSchema,
} from '../src/stories';

const form = { characterName: 'Maya', prompt: 'A map to the garden shed', category: 'adventure', ageGroup: '7-10', length: 'short' };

describe('the hero on the create form (issue #23, ADR 0031)', () => {
  it('tells the story with they when no pronouns are sent, and keeps the ones that are', () => {
    expect(storyFormSchema.parse(form).heroPronouns).toBe('they');
    for (const heroPronouns of heroPronounIds) expect(storyFormSchema.parse({ ...form, heroPronouns }).heroPronouns).toBe(heroPronouns);
    expect(storyFormSchema.safeParse({ ...form, heroPronouns: 'it' }).success).toBe(false);
  });

  it('takes no look, a whole look or part of one, and refuses values off the lists', () => {
    expect(storyFormSchema.parse(form).heroLook).toBeUndefined();
    const look = { skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' } as const;
    expect(storyFormSchema.parse({ ...form, heroLook: look }).heroLook).toEqual(look);
    expect(storyFormSchema.parse({ ...form, heroLook: { skinTone: 'light' } }).heroLook).toEqual({ skinTone: 'light' });
    expect(storyFormSchema.safeParse({ ...form, heroLook: { skinTone: 'green' } }).success).toBe(false);
    expect(storyFormSchema.safeParse({ ...form, heroLook: { hairStyle: 'mohawk' } }).success).toBe(false);
  });

  it('offers at least six skin tones and several hair styles and colours, each labelled once', () => {
    expect(heroSkinTones.length).toBeGreaterThanOrEqual(6);
    expect(heroHairStyles.length).toBeGreaterThanOrEqual(4);
    expect(heroHairColours.length).toBeGreaterThanOrEqual(4);
    expect(heroSkinTones.map((t) => t.id)).toEqual([...heroSkinToneIds]);
    expect(heroHairStyles.map((s) => s.id)).toEqual([...heroHairStyleIds]);
    expect(heroHairColours.map((c) => c.id)).toEqual([...heroHairColourIds]);
    for (const list of [heroSkinTones, heroHairStyles, heroHairColours])
      expect(new Set(list.map((item) => item.label)).size).toBe(list.length);
    expect(new Set(heroSkinTones.map((t) => t.colour)).size).toBe(heroSkinTones.length);
    expect(Object.keys(heroPronounLabels)).toEqual([...heroPronounIds]);
  });
});
