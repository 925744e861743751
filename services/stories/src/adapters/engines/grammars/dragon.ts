import type { CategoryGrammar } from './types';

/** Dragon tales: friendly dragons, warm caves, volcanoes and treasure that is not always gold. */
export const dragonGrammar: CategoryGrammar = {
  id: 'dragon',
  settings: [
    'Ember Mountain',
    'the Valley of Sleeping Dragons',
    'Cinderhollow',
    'the Misty Crags',
    'the Dragonfly Islands',
    'Glowstone Caverns',
  ],
  companions: [
    { name: 'Sparky', kind: 'a baby dragon who hiccupped sparks' },
    { name: 'Emberly', kind: 'a little red dragon with golden wings' },
    { name: 'Smudge', kind: 'a sooty dragon who loved to read' },
    { name: 'Pebble', kind: 'a rock-coloured dragon no bigger than a cat' },
    { name: 'Flicker', kind: 'a dragon whose tail glowed like a lantern' },
    { name: 'Cinder', kind: 'an old dragon with a kind smile' },
  ],
  fallbackKeywords: ['a dragon egg', 'a glowing gem', "a dragon's treasure"],
  rules: {
    place: [
      'the dragon cave',
      'the warm hot spring',
      'the crystal ledge',
      'the volcano rim',
      'the treasure hall',
      'the dragon nest',
      'the smoky chimney rocks',
    ],
    sight: ['glowing gems', 'dragon scales', 'puffs of smoke', 'warm lava rivers', 'a dragon egg', 'golden wings'],
    scene: [
      'Warm steam drifted out of cracks in the mountain.',
      'Dragon scales glittered in every colour of the rainbow.',
      'The caves glowed orange, as if a campfire was always burning.',
      'Far off, a volcano puffed little smoke rings.',
      'Gems sparkled in the cave walls like frozen rainbows.',
      'The air smelled of toast and warm stones.',
    ],
    journey: [
      "They flew over the treetops on #companion#'s back.",
      'They crossed a bridge of stone over a glowing lava river.',
      'They crept through a cave full of sleeping bats.',
      'They climbed the steps carved into the dragon mountain.',
      'Warm wind from the volcano ruffled their hair.',
      'They passed #place#, where baby dragons were practising their roars.',
      'A dragon made a smoke ring, and #hero# jumped through it.',
      'They slid down a smooth slope of black rock.',
      'They soared through a cloud and came out soaking wet.',
      'They followed the glow of crystals deeper into the cave.',
      'A family of dragons waved from their nest on the cliff.',
      'They landed on a ledge that looked out over #sight#.',
    ],
    sceneClause: [
      'as warm smoke curled up from the mountain',
      'while gems glittered in the cave walls',
      'as a dragon somewhere rumbled a sleepy song',
      'while the lava river glowed far below',
      'as dragon wings beat gently overhead',
      'while sparks danced like fireflies',
    ],
    bedtime: [
      'The dragons curled their tails around their noses and began to snore softly.',
      'The volcano puffed one last little smoke ring goodnight.',
      'The cave glowed warm and orange, like a night light.',
      'The dragon eggs were tucked in, warm and safe.',
      'Up on the mountain, the stars came out one by one.',
    ],
  },
  skeletons: [
    {
      id: 'dragon-afraid-of-dark',
      rules: {
        title: ['The Dragon Who Was Afraid of the Dark', '#hero# and the Little Dragon', 'Light Up the Night'],
        problem: [
          'A young dragon was afraid of the dark and could not sleep.',
          'Every night, the little dragon hid under a blanket and trembled.',
          "The little dragon's flame was too small to light the cave.",
          'The other dragons said a dragon should never be afraid.',
        ],
        try: [
          '#hero# brought a jar of fireflies into the cave.',
          '#hero# told the dragon a funny story to make it laugh.',
          '#hero# painted stars on the cave ceiling.',
          '#hero# showed the dragon how to breathe slowly and calmly.',
          '#hero# sang the dragon a lullaby.',
        ],
        setback: [
          'But when the fireflies flew home, the dark came back.',
          'But the shadows still looked like monsters.',
          'But the little dragon still could not close its eyes.',
        ],
        turn: [
          '#hero# showed the little dragon that its own flame could make shadow puppets.',
          'The little dragon realised that the dark was just the night getting ready for the stars.',
          'When #hero# admitted being afraid of the dark sometimes too, the dragon felt less alone.',
        ],
        resolution: [
          'The little dragon made its flame glow like a night light and fell asleep smiling.',
          'Now the little dragon lights up the night for all its friends.',
          'The other dragons said the bravest thing is to face your fears with a friend.',
        ],
        thread: [
          'a shadow puppet that kept moving after the flame went out',
          'a star painted on the cave that began to twinkle for real',
          'a tiny egg that glowed in the dark',
        ],
      },
    },
    {
      id: 'dragon-lost-egg',
      rules: {
        title: ['#hero# and the Dragon Egg', 'The Egg of #setting#', 'Home Before Hatching'],
        problem: [
          'A dragon egg had rolled out of its nest during the night.',
          'The mother dragon was searching everywhere, calling softly.',
          'The egg had to be warm again before it hatched.',
          'The egg was speckled gold, and it had started to wobble.',
        ],
        try: [
          '#hero# searched the hillside for anything speckled and gold.',
          '#hero# asked the sheep if they had seen a rolling egg.',
          '#hero# followed a little groove in the grass.',
          '#hero# wrapped a found egg in a scarf, but it was a goose egg.',
          '#hero# climbed to the nest to look down the mountain.',
        ],
        setback: [
          'But every gold thing was just a buttercup.',
          'But the groove ended at a stream.',
          'But the goose wanted her egg back, thank you very much.',
        ],
        turn: [
          '#hero# felt a warm spot in the grass and knew the egg must be close.',
          'A faint tapping sound came from inside a hollow log.',
          'The stream had carried the egg gently to a warm pool by the hot spring.',
        ],
        resolution: [
          '#hero# carried the egg carefully back to its nest.',
          'The egg cracked open, and a tiny dragon sneezed a tiny spark.',
          'The mother dragon wrapped her wings around them all in a warm hug.',
        ],
        thread: [
          'a second egg hidden in the hot spring',
          "the baby dragon's first word, which sounded just like #hero#'s name",
          "a golden scale left on #hero#'s pillow",
        ],
      },
    },
    {
      id: 'dragon-sneezing-volcano',
      rules: {
        title: ['The Sleepy Volcano', '#hero# and the Sneezing Mountain', 'Quiet Nights at #setting#'],
        problem: [
          'The old volcano kept sneezing sparks and could not get any sleep.',
          'Every sneeze woke up the dragons and made the village shake.',
          'The volcano was too tired to stay warm, and the dragons were getting cold.',
          'Nobody knew what was making the volcano sneeze.',
        ],
        try: [
          '#hero# gave the volcano a giant handkerchief.',
          '#hero# sang it a slow, rumbly lullaby.',
          '#hero# asked the dragons to fan the smoke away.',
          '#hero# put #big.a# blanket over the top of the volcano.',
          '#hero# made a cup of tea big enough for a mountain.',
        ],
        setback: [
          'But the handkerchief went up in a puff of smoke.',
          'But the blanket made the volcano sneeze even more.',
          "But the dragons' flapping only stirred up the dust.",
        ],
        turn: [
          "#hero# climbed in and found that a family of dust bunnies had moved into the volcano's nose.",
          'The volcano was allergic to the pepper plants growing on its slopes.',
          '#hero# noticed the sneezes came only when the wind blew pollen up the mountain.',
        ],
        resolution: [
          'With everything swept away, the volcano gave one last tiny sneeze and fell asleep.',
          'The dragons were warm again, and the village slept soundly.',
          'The volcano snored a deep, gentle snore that sounded like a purr.',
        ],
        thread: [
          'a strange glowing stone the volcano coughed up',
          "the volcano's sleepy mumble about a secret tunnel",
          'a trail of warm footprints leading down the mountain',
        ],
      },
    },
    {
      id: 'dragon-wing-trouble',
      rules: {
        title: ['The Dragon Who Could Not Fly', '#hero# and the Flying Lesson', 'Wings Over #setting#'],
        problem: [
          'A young dragon had never managed to fly, and the Great Flight was tomorrow.',
          'Every time the dragon flapped, it landed nose-first in the mud.',
          'The other young dragons were already looping and swooping.',
          'The dragon was sure its wings were just too small.',
        ],
        try: [
          '#hero# showed the dragon how birds take a running start.',
          '#hero# built a little ramp from logs.',
          "#hero# tied balloons to the dragon's tail.",
          '#hero# counted the flaps out loud to help the rhythm.',
          '#hero# asked the eagles for flying tips.',
        ],
        setback: [
          'But the dragon rolled down the ramp like a ball.',
          'But the balloons floated off without the dragon.',
          'But the dragon kept looking down, and down it went.',
        ],
        turn: [
          '#hero# noticed the dragon flew a little whenever it laughed and forgot to worry.',
          'The eagles explained that dragons fly with warm air, so they went to the sunny cliff.',
          '#hero# told the dragon to look at the sky, not at the ground.',
        ],
        resolution: [
          'The dragon spread its wings and soared up, up and away.',
          'At the Great Flight, the little dragon did the best loop of all.',
          'The dragon gave #hero# a ride over the whole of #setting#.',
        ],
        thread: [
          'a faraway island the little dragon saw from the sky',
          'a glowing feather dropped by a creature nobody knew',
          "an old dragon's map of the wind",
        ],
      },
    },
    {
      id: 'dragon-treasure',
      rules: {
        title: ["The Dragon's Real Treasure", '#hero# and the Treasure Hall', 'The Gold of #setting#'],
        problem: [
          'Old dragon Grumbletoes had lost his treasure, and he was very sad.',
          'The treasure hall was empty except for dust and an echo.',
          'Grumbletoes said his treasure was the most precious thing in the world.',
          'Nobody knew what the treasure actually was.',
        ],
        try: [
          '#hero# looked for piles of gold in the mountain.',
          '#hero# followed a trail of glittering coins.',
          '#hero# asked the goblins, who love shiny things.',
          '#hero# dug in the sand by the lake.',
          '#hero# searched the deepest, darkest part of the cave.',
        ],
        setback: [
          'But the coins were just chocolate wrapped in foil.',
          'But the goblins had only buttons.',
          'But there was no gold anywhere.',
        ],
        turn: [
          "#hero# found a box of old drawings made by the dragon's friends long ago.",
          'Grumbletoes explained that his treasure was not gold at all, but memories.',
          "The dragon's treasure was a scrapbook, blown out of the cave by a gust of wind.",
        ],
        resolution: [
          '#hero# brought back the scrapbook, and Grumbletoes hugged it tight.',
          'They added a new page with a drawing of #hero# and #companion#.',
          'Grumbletoes said new friends are the best treasure of all.',
        ],
        thread: [
          'a page in the scrapbook showing a dragon nobody had met',
          'a map glued inside the back cover',
          "an empty page with #hero#'s name already written on it",
        ],
      },
    },
    {
      id: 'dragon-frozen-fire',
      rules: {
        title: ['#hero# and the Frozen Flame', 'The Coldest Winter', 'Fire for #setting#'],
        problem: [
          "A frosty winter wind had blown out every dragon's flame.",
          'Without their flames, the dragons were shivering in their caves.',
          'The village below needed the dragons to keep warm too.',
          'The only flame left was a tiny glow deep in the mountain.',
        ],
        try: [
          '#hero# rubbed two sticks together for a spark.',
          '#hero# knitted woolly scarves for the dragons.',
          '#hero# asked the sun to shine a little longer.',
          '#hero# carried a lantern up the icy path.',
          '#hero# made the dragons hot soup.',
        ],
        setback: [
          'But the sticks were too cold to spark.',
          'But the icy wind blew the lantern out.',
          "But the scarves could not warm the dragons' flames.",
        ],
        turn: [
          '#hero# realised the tiny glow deep in the mountain could light every other flame, one by one.',
          'The dragons huddled together, and their shared warmth made a little spark.',
          "#companion# remembered that laughter warms a dragon's belly, so #hero# told the silliest jokes.",
        ],
        resolution: [
          'Flame by flame, every dragon glowed warm again.',
          'The village lights came back on, and everyone was cosy.',
          'The dragons promised to share their flame with anyone who felt cold.',
        ],
        thread: [
          'a flame that burned blue instead of orange',
          'an ice crystal that would not melt, even in dragon fire',
          "a snowy footprint bigger than any dragon's",
        ],
      },
    },
  ],
};
