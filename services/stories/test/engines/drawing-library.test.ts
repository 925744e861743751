import { composeStory } from '../../src/adapters/engines/offline-story-engine';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { companionIn, withChosenLook } from '../../src/adapters/engines/hero-look';
import { companionDrawing, drawingLibrary, drawingsNamed } from '../../src/adapters/engines/illustrations/library';
import { paletteFor } from '../../src/adapters/engines/illustrations/palettes';
import { scenePrompt } from '../../src/adapters/engines/openai-illustrator';
import { forOne } from '../../src/adapters/engines/scene-alt';
import { seededRandom } from '../../src/adapters/engines/seeded-random';

const ids = (text: string) => drawingsNamed(text).map((n) => n.drawing.id);

describe('the drawing library (issue #23)', () => {
  it('holds at least 60 drawings of objects, creatures and places, each with its own id and words', () => {
    expect(drawingLibrary.length).toBeGreaterThanOrEqual(60);
    expect(new Set(drawingLibrary.map((d) => d.id)).size).toBe(drawingLibrary.length);
    for (const kind of ['creature', 'object', 'place'] as const)
      expect(drawingLibrary.filter((d) => d.kind === kind).length).toBeGreaterThan(10);
    for (const drawing of drawingLibrary) {
      expect(drawing.words.length).toBeGreaterThan(0);
      expect(drawing.noun).toMatch(/^(?:a|an|the) |^[a-z]+ [a-z]+s$|^[a-z]+s$/);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${drawing.draw(paletteFor('adventure'), seededRandom(drawing.id)).join('')}</svg>`;
      expect(XMLValidator.validate(svg), drawing.id).toBe(true);
    }
  });

  it.each([
    ['The kitten chased the balloons past the shed', ['cat', 'balloon', 'shed']],
    ['Two bunnies ate the cookies in the tree house', ['rabbit', 'cookies', 'treehouse']],
    ['a treasure map and a treasure chest', ['map', 'treasure']],
    ['a dragon, a unicorn and an octopus on a bicycle', ['dragon', 'unicorn', 'octopus', 'bicycle']],
    ['Mice under the bookshelves', ['mouse', 'bookshelf']],
    ['Nothing here at all', []],
  ])('finds in "%s" the drawings %j, in order, each once', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it('draws a companion as the creature its description names', () => {
    expect(companionDrawing('a moon rabbit with springy feet')?.drawing.id).toBe('rabbit');
    expect(companionDrawing('a beagle with a very good nose')).toMatchObject({ word: 'beagle', drawing: { id: 'dog' } });
    expect(companionDrawing('a star who could talk')?.drawing.id).toBe('star');
    expect(companionDrawing('a feeling of joy')).toBeUndefined();
  });
});

describe("the hero look's words (issue #23)", () => {
  it('reads the companion out of the look', () => {
    expect(companionIn('Theo, a small child; with Sparky, a baby dragon who hiccupped sparks')).toEqual({
      name: 'Sparky',
      kind: 'a baby dragon who hiccupped sparks',
    });
    expect(companionIn('Theo, a small child with curly hair')).toBeUndefined();
  });

  it('puts the chosen skin tone and hair into the description every picture prompt repeats', () => {
    const look = 'Maya, a small child with curly brown hair, a red scarf and round glasses; with Pip, a little fox';
    const chosen = withChosenLook(look, { skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' });
    expect(chosen).toBe(
      'Maya, a small child with dark brown skin and black hair in braids, a red scarf and round glasses; with Pip, a little fox',
    );
    expect(withChosenLook(look, { skinTone: 'light' })).toBe(
      'Maya, a small child with light skin and curly brown hair, a red scarf and round glasses; with Pip, a little fox',
    );
    expect(withChosenLook('Mia, a child in a red coat', { hairStyle: 'afro' })).toBe('Mia, a child in a red coat, with an afro');
    expect(withChosenLook(look, undefined)).toBe(look);
    // The story engines write the chosen look into heroLook once; every picture prompt repeats it word for word.
    const prompt = scenePrompt({
      seed: 's',
      category: 'adventure',
      title: 'T',
      characterName: 'Maya',
      heroLook: chosen,
      chosenLook: { skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' },
      prompt: 'a map',
      sceneIndex: 0,
      sceneText: 'Maya waved.',
    });
    expect(prompt).toContain(chosen);
    expect(prompt.split('dark brown skin')).toHaveLength(2);
  });

  it('writes the chosen look into the hero description of an offline story; a sequel keeps the first chapter look', () => {
    const chosenLook = { skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' } as const;
    const request = {
      seed: 'look',
      category: 'adventure',
      characterName: 'Maya',
      prompt: 'Maya looks for her lost kitten',
      ageGroup: '7-10',
      length: 'short',
      mode: 'full',
    } as const;
    expect(composeStory({ ...request, heroLook: chosenLook }).metadata.heroLook).toMatch(
      /^Maya, .*dark brown skin and black hair in braids/,
    );
    const sequel = composeStory({
      ...request,
      seed: 'look-2',
      heroLook: { skinTone: 'light' },
      previous: { title: 'One', content: 'Once.', characterName: 'Maya', category: 'adventure', heroLook: chosenLook },
    });
    expect(sequel.metadata.heroLook).toContain('dark brown skin and black hair in braids');
    expect(sequel.metadata.heroLook).not.toContain('light skin');
  });

  it.each([
    ['set off across the valley', 'sets off across the valley'],
    ['watch the castle', 'watches the castle'],
    ['fly home', 'flies home'],
    ['say goodnight', 'says goodnight'],
    ['tiptoe home', 'tiptoes home'],
    ['go home', 'goes home'],
  ])('says "%s" of one hero as "%s"', (plural, singular) => {
    expect(forOne(plural)).toBe(singular);
  });
});
