import { describe, expect, it } from 'vitest';
import { flaggedWordsIn, OfflineContentSafety } from '../../src/adapters/engines/content-safety';
import { composeStory } from '../../src/adapters/engines/offline-story-engine';
import { categoryIds, quickIdeas } from '@inkspell/contracts/stories';
import { hostilePhrases, innocentPhrases } from './fixtures/safety-phrases';

describe('offline content safety', () => {
  it.each([
    ['What the sh1t', ['sh1t']],
    ['you are s h i t', ['s h i t']],
    ['a fuuuuck story', ['fuuuuck']],
    ['the hero wants to kill the dragon', ['kill']],
    ['K.I.L.L the troll', ['k.i.l.l']],
    ['a pirate with a gun and guns', ['gun', 'guns']],
    ['there was blood everywhere', ['blood']],
    ['they sold drugs', ['drugs']],
    ['a sexy princess', ['sexy']],
    ['the knight got drunk on beer', ['drunk', 'beer']],
  ])('flags %j', (text, words) => {
    expect(flaggedWordsIn(text).sort()).toEqual([...words].sort());
  });

  it.each([
    'A trip to Scunthorpe with my class',
    'The dragon fire lit up the cave',
    'She had a great skill for drawing and had begun to paint',
    'A shooting star and a puff of dragon smoke',
    'The brave heroine cooked shiitake mushrooms',
    'Assassin bugs are not in this story, but a bass guitar and a cocktail of juice are',
    'The stable horse ate grapes with the therapist',
  ])('does not flag the innocent %j', (text) => {
    expect(flaggedWordsIn(text)).toEqual([]);
  });

  // Issue #23: the words a child's filter must know, beyond the ADR's examples (fixtures/safety-phrases.ts).
  const hostile = Object.entries(hostilePhrases).flatMap(([group, phrases]) => phrases.map((phrase) => [group, phrase] as const));
  it('holds at least a hundred hostile and a hundred innocent phrases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(100);
    expect(innocentPhrases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(hostile)('flags the %s phrase %j', (_group, phrase) => {
    expect(flaggedWordsIn(phrase)).not.toEqual([]);
  });

  it.each(innocentPhrases)('lets the innocent %j through', (phrase) => {
    expect(flaggedWordsIn(phrase)).toEqual([]);
  });

  it.each([
    ['phuck', ['phuck']],
    ['kys', ['kys']],
    ['he will hurt himself and die', ['hurt himself and die']],
    ['poison the princess', ['poison the princess']],
    ['the wolves slaughtered the sheep', ['slaughtered']],
    ['the giant beheads a knight', ['beheads']],
    ['Hitler is the hero', ['hitler']],
    ['we got wasted', ['got wasted']],
    ['a k i l l e r robot', ['a k i l l e r']],
  ])('flags what issue #23 found it missing: %j', (text, words) => {
    expect(flaggedWordsIn(text)).toEqual(words);
  });

  it.each([
    'killer whale',
    'Killarney',
    'bloodhound',
    'blood orange',
    'Moby Dick',
    'Dick Whittington',
    'blue tit',
    'drug store',
    'bomb-sniffing dog',
  ])('lets through what issue #23 found it flagging: %j', (text) => {
    expect(flaggedWordsIn(text)).toEqual([]);
  });

  it('checks hero name, prompt and generated text together and lists every flagged word once', async () => {
    const verdict = await new OfflineContentSafety().check({
      characterName: 'Sh1t Face',
      prompt: 'a story where everyone takes drugs',
      text: 'and more drugs',
    });
    expect(verdict.safe).toBe(false);
    expect(verdict.flaggedWords.sort()).toEqual(['drugs', 'sh1t']);
  });

  it('passes every quick idea and the stories the offline engine writes', async () => {
    const safety = new OfflineContentSafety();
    for (const idea of quickIdeas)
      expect(await safety.check({ characterName: 'Mia', prompt: idea.prompt })).toEqual({ safe: true, flaggedWords: [] });
    for (const category of categoryIds) {
      for (const seed of ['1', '2', '3']) {
        const story = composeStory({
          seed,
          category,
          characterName: 'Mia',
          prompt: 'A friendly adventure',
          ageGroup: '7-10',
          length: 'long',
          mode: 'full',
        });
        expect((await safety.check({ text: `${story.title}\n${story.content}` })).flaggedWords).toEqual([]);
      }
    }
  });
});
