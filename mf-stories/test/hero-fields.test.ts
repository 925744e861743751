import { heroHairColours, heroHairStyles, heroSkinTones } from '@inkspell/contracts/values/hero-look';
import { describe, expect, it } from 'vitest';
import { formInputOf, initialDraft, validateDraft, type StoryDraft } from '../src/components/create/story-form-state';

const filled: StoryDraft = { ...initialDraft, characterName: 'Maya', prompt: 'A glowing map in the garden shed', category: 'adventure' };

describe("the hero's pronouns and look on the create form (issue #23)", () => {
  it("starts with 'they' and the whole look left to the story", () => {
    expect(initialDraft).toMatchObject({ heroPronouns: 'they', skinTone: '', hairStyle: '', hairColour: '' });
    expect(formInputOf(filled)).not.toHaveProperty('heroLook');
    expect(formInputOf(filled)).not.toHaveProperty('skinTone');
  });

  it('sends the pronouns and the chosen parts of the look, as the contract has them', async () => {
    const chosen: StoryDraft = { ...filled, heroPronouns: 'she', skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' };
    const result = await validateDraft(chosen);
    expect(result).toEqual({
      form: expect.objectContaining({
        heroPronouns: 'she',
        heroLook: { skinTone: 'dark-brown', hairStyle: 'braids', hairColour: 'black' },
      }),
    });
    const some = await validateDraft({ ...filled, heroPronouns: 'he', hairColour: 'ginger' });
    expect(some).toEqual({ form: expect.objectContaining({ heroPronouns: 'he', heroLook: { hairColour: 'ginger' } }) });
  });

  it('offers every skin tone, hair style and hair colour of the contracts', async () => {
    for (const tone of heroSkinTones)
      expect(await validateDraft({ ...filled, skinTone: tone.id })).toHaveProperty('form.heroLook.skinTone', tone.id);
    for (const style of heroHairStyles)
      expect(await validateDraft({ ...filled, hairStyle: style.id })).toHaveProperty('form.heroLook.hairStyle', style.id);
    for (const colour of heroHairColours)
      expect(await validateDraft({ ...filled, hairColour: colour.id })).toHaveProperty('form.heroLook.hairColour', colour.id);
  });
});
