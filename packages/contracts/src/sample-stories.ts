/** The three built-in sample stories (spec 01 §3): shown to anonymous visitors, read with no server call. */
export interface SampleStory {
  id: string;
  title: string;
  preview: string;
  content: string;
  category: string;
  ageGroup: '7-10';
  readTime: 3;
  inkCost: 2;
  characterName: string;
  createdAt: string;
}

export const sampleStoryIdPrefix = 'static-sample-';

export const sampleStories: readonly SampleStory[] = [
  {
    id: 'static-sample-1',
    title: 'Luna and the Whispering Woods',
    preview:
      'When the trees of the Whispering Woods fell silent, a curious girl named Luna followed a trail of glowing acorns to find out why.',
    content:
      'When the trees of the Whispering Woods fell silent, a curious girl named Luna followed a trail of glowing acorns to find out why.\n\nThe acorns led her past the bubbling brook and under a bridge of twisted roots, where a tiny fairy sat crying on a mushroom. "The Great Oak has lost its voice," the fairy sniffled, "and without it, the woods cannot sing the flowers awake."\n\nLuna thought hard. She remembered how her grandmother always hummed when she was sad, and how humming made the sadness smaller. So Luna sat beside the Great Oak and began to hum. The fairy hummed too. Then a rabbit, a hedgehog and a family of sparrows joined in.\n\nSlowly, the Great Oak shivered. Its leaves rustled, and a deep, warm voice rolled through the forest: "Thank you, Luna. I had forgotten that a song is easier to sing together."\n\nThat evening the flowers opened one by one, and the Whispering Woods whispered once more — this time, they whispered Luna\'s name.',
    category: 'fairy_tale',
    ageGroup: '7-10',
    readTime: 3,
    inkCost: 2,
    characterName: 'Luna',
    createdAt: '2025-08-01T09:00:00.000Z',
  },
  {
    id: 'static-sample-2',
    title: 'Captain Max and the Comet Pups',
    preview:
      'Captain Max was the youngest pilot at the Moon Base, and today a litter of comet puppies had gone missing somewhere between Mars and Jupiter.',
    content:
      'Captain Max was the youngest pilot at the Moon Base, and today a litter of comet puppies had gone missing somewhere between Mars and Jupiter.\n\n"They always follow the brightest light," said Commander Zara. Max buckled into the little rocket Starhopper and zoomed past the red dust of Mars. In the asteroid belt, she spotted a shimmer of sparkly tails chasing a shiny satellite.\n\nMax had an idea. She switched off Starhopper\'s engines and turned on her brightest landing lights. One by one, the puppies noticed and came bounding through space, wagging their glittering tails.\n\nBack at the Moon Base, the puppies curled up under the Earth-shine and fell fast asleep. Commander Zara gave Max a shiny new badge shaped like a comet. "Sometimes," Max said with a grin, "the best way to find someone is to let them find you."',
    category: 'space_adventure',
    ageGroup: '7-10',
    readTime: 3,
    inkCost: 2,
    characterName: 'Max',
    createdAt: '2025-08-02T09:00:00.000Z',
  },
  {
    id: 'static-sample-3',
    title: 'Detective Pip and the Missing Melody',
    preview:
      'On the morning of the school concert, the music box that played the class song vanished, and Detective Pip had only one clue: a single purple feather.',
    content:
      'On the morning of the school concert, the music box that played the class song vanished, and Detective Pip had only one clue: a single purple feather.\n\nPip checked the art room, where the feathers for masks were kept, but all were green and gold. She checked the playground, where the pigeons strutted, but none of them were purple. Then she heard it — a faint tinkling tune coming from the old bell tower.\n\nUp the creaky stairs, Pip found a purple parrot named Pepper, gently tapping the music box with her beak. "I only wanted to learn the song," Pepper squawked sadly. "Everyone sings it, and I feel left out."\n\nPip smiled. That evening, the music box was back on the stage, and Pepper sat proudly on the conductor\'s stand, whistling the class song with everyone. The mystery was solved, and the concert had its very first feathered soloist.',
    category: 'mystery',
    ageGroup: '7-10',
    readTime: 3,
    inkCost: 2,
    characterName: 'Pip',
    createdAt: '2025-08-03T09:00:00.000Z',
  },
];
