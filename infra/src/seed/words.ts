import type { CategoryId } from '@inkspell/contracts';

/** Parents' names: 32 × 32 pairs, so names repeat rarely and searching a surname finds a few hundred families. */
export const firstNames = [
  'Amara',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Keira',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Pablo',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aisha',
  'Bruno',
  'Clara',
  'Dev',
  'Emil',
  'Freya',
] as const;

export const lastNames = [
  'Adeyemi',
  'Bauer',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quispe',
  'Rossi',
  'Silva',
  'Tanaka',
  'Umeh',
  'Varga',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zimmer',
  'Andersen',
  'Brennan',
  'Chen',
  'Diaz',
  'Eriksen',
  'Fontaine',
] as const;

/** The children's heroes. */
export const heroNames = [
  'Pip',
  'Luna',
  'Milo',
  'Nova',
  'Finn',
  'Ivy',
  'Otto',
  'Wren',
  'Juno',
  'Theo',
  'Mira',
  'Leo',
  'Ada',
  'Kai',
  'Poppy',
  'Rafi',
  'Sunny',
  'Bea',
  'Ezra',
  'Lila',
  'Tomas',
  'Noor',
  'Ollie',
  'Skye',
  'Arlo',
  'Hazel',
  'Rumi',
  'Tess',
  'Zane',
  'Elsie',
] as const;

/** Where each category's stories happen. */
export const settings: Record<CategoryId, readonly string[]> = {
  adventure: ['the whispering jungle', 'the misty mountains', 'the old lighthouse', 'the desert of singing sands'],
  'fairy-tale': ['the enchanted forest', 'the castle of glass', 'the mushroom village', 'the garden of moonflowers'],
  space: ['the rings of Saturn', 'the moon base', 'the comet station', 'the purple planet'],
  mystery: ['the sleepy library', 'the village bakery', 'the museum at night', 'the attic of the old house'],
  dragon: ['the dragon valley', 'the volcano cave', 'the cloud nest', 'the crystal hills'],
  underwater: ['the coral reef', 'the sunken ship', 'the kelp forest', 'the pearl lagoon'],
};

export const companions = ['a clever fox', 'a chatty parrot', 'a shy turtle', 'a tiny robot', 'a brave mouse', 'a sleepy owl'] as const;

export const refundDescriptions = [
  'The story stopped halfway and the pictures never appeared.',
  'My daughter pressed the button twice by accident.',
  'The narration was too quiet to hear on the tablet.',
  'I was charged for a pack I did not mean to buy.',
  'The story did not match the idea we typed in.',
] as const;

export const contactSubjects = [
  'Question about ink packs',
  'Lovely stories, thank you!',
  'Narration voice suggestion',
  'Cannot find an old story',
  'Idea for a new category',
] as const;

export const adminNotes = {
  approved: ['Refunded: the story did not finish.', 'Refunded as a goodwill gesture.', 'Refunded: duplicate purchase.'],
  denied: ['The story was read in full.', 'No fault found in the narration.', 'Outside the refund window.'],
} as const;
