import type { CategoryGrammar } from './types';

/** Fairy tales: castles, enchanted gardens, gentle spells and kind hearts. */
export const fairyTaleGrammar: CategoryGrammar = {
  id: 'fairy-tale',
  settings: [
    'the Kingdom of Bluebell',
    'the Enchanted Glade',
    'Moonpetal Castle',
    'the Village of Thimbleton',
    'the Rosewater Gardens',
    'the Silver Forest',
  ],
  companions: [
    { name: 'Tinkle', kind: 'a fairy no bigger than a thumb' },
    { name: 'Sir Hoppington', kind: 'a very polite frog' },
    { name: 'Willow', kind: 'a gentle white unicorn' },
    { name: 'Marigold', kind: 'a talking ladybird' },
    { name: 'Bramble', kind: 'a hedgehog who knitted scarves' },
    { name: 'Luna', kind: 'a silver owl who knew every spell' },
  ],
  fallbackKeywords: ['a magic wand', 'a glass slipper', 'an enchanted rose'],
  rules: {
    place: [
      'the castle gate',
      'the wishing well',
      'the rose arch',
      'the tower stairs',
      'the toadstool ring',
      'the palace garden',
      'the crystal fountain',
    ],
    sight: ['sparkling fairy dust', 'tall castle towers', 'glowing toadstools', 'rose petals', 'the wishing well', 'silver moonbeams'],
    scene: [
      'Castle towers rose high above the treetops, with flags fluttering.',
      'Tiny fairies zipped between the flowers, leaving sparkly trails.',
      'The roses smelled sweet, and some of them hummed little tunes.',
      'A crystal fountain bubbled in the middle of the garden.',
      'Toadstools grew in a perfect ring, glowing softly.',
      'Every window of the castle twinkled like a star.',
    ],
    journey: [
      'They tiptoed across a bridge made of moonbeams.',
      'They followed a path of glittering pebbles past #place#.',
      'A row of bluebells rang as they walked by.',
      'They knocked politely on a door in the side of a hill.',
      'A friendly troll waved them across his bridge.',
      'They climbed the spiral stairs of the tallest tower.',
      'A grumpy goose asked them a riddle before letting them pass.',
      'They passed a garden where the flowers whispered good morning.',
      'The forest path sparkled wherever #companion# stepped.',
      "They rode on a friendly deer's back across a field of golden wheat.",
      'A little cottage puffed smoke that smelled like cinnamon.',
      'They found their way by following #sight#.',
    ],
    sceneClause: [
      'as fairy dust drifted through the air',
      'while the castle bells chimed softly',
      'as the roses hummed their sleepy tune',
      'while moonbeams danced on the fountain',
      'as the toadstools glowed in a ring',
      'while a breeze carried the scent of honeysuckle',
    ],
    bedtime: [
      'The castle lights went out one by one.',
      'The fairies folded their wings and curled up inside the tulips.',
      'The moon smiled down on #setting#.',
      'The fountain bubbled a lullaby.',
      'The roses closed their petals and whispered goodnight.',
    ],
  },
  skeletons: [
    {
      id: 'fairy-tale-sleepy-spell',
      rules: {
        title: ['#hero# and the Sleepy Spell', 'The Spell Over #setting#', 'Wake Up, Kingdom!'],
        problem: [
          'A muddled spell had made the whole castle fall fast asleep.',
          'The king, the queen and even the cook were snoring in the middle of the day.',
          'The spell said everyone would sleep for a hundred years unless someone helped.',
          'Only #hero# and #companion# were still awake.',
        ],
        try: [
          '#hero# rang the castle bell as loudly as possible.',
          "#hero# tickled the king's nose with a feather.",
          '#hero# opened every window to let the fresh air in.',
          '#hero# sang the loudest song ever sung.',
          "#hero# looked in the wizard's book for the right words.",
        ],
        setback: [
          'But the king just rolled over and snored louder.',
          'But the spell book was written backwards.',
          'But nobody even twitched.',
        ],
        turn: [
          '#hero# read the spell book in a mirror, and the words made sense at last.',
          '#companion# remembered that sleepy spells are broken by a gentle lullaby sung backwards.',
          '#hero# found that the spell had started in a cracked music box, and mended it.',
        ],
        resolution: [
          'One by one, everyone in the castle yawned and woke up.',
          'The king stretched and said it was the best nap he had ever had.',
          'There was a feast that evening, and #hero# sat at the head of the table.',
        ],
        thread: [
          'a music box that still played one strange note',
          "a page torn out of the wizard's spell book",
          'a sleepy dragon who had not woken up with the others',
        ],
      },
    },
    {
      id: 'fairy-tale-lost-crown',
      rules: {
        title: ['The Lost Crown', '#hero# and the Crown of #setting#', "The Queen's Crown"],
        problem: [
          "The queen's crown had vanished the night before the royal ball.",
          'Without the crown, the ball could not begin.',
          'Everyone was blaming the poor castle cat.',
          'The only clue was a trail of glitter leading out of the window.',
        ],
        try: [
          '#hero# followed the trail of glitter into the garden.',
          '#hero# asked the castle cat, who said it was not her.',
          '#hero# searched the attic full of dusty treasures.',
          '#hero# asked the mirror on the wall for help.',
          '#hero# checked inside every teapot in the kitchen.',
        ],
        setback: [
          'But the glitter trail ended at the fountain.',
          'But the mirror only answered in riddles.',
          'But the attic held every hat except a crown.',
        ],
        turn: [
          "#hero# solved the mirror's riddle: the crown was where the water sings.",
          'A magpie had borrowed the crown because it was lonely and loved shiny things.',
          '#hero# peered into the fountain and saw the crown sparkling at the bottom.',
        ],
        resolution: [
          'The crown was returned, and the royal ball began with music and light.',
          'The queen invited the magpie to the ball, so it would never be lonely again.',
          'Everyone said sorry to the castle cat, who purred graciously.',
        ],
        thread: [
          'a tiny second crown, just the right size for a fairy',
          'a riddle from the mirror that still had no answer',
          'a key found at the bottom of the fountain',
        ],
      },
    },
    {
      id: 'fairy-tale-wilting-garden',
      rules: {
        title: ['#hero# and the Wilting Garden', 'The Last Rose', 'Bloom Again, #setting#'],
        problem: [
          'All the flowers in the royal garden had begun to droop.',
          'The enchanted rose, the heart of the garden, was losing its petals.',
          'Without the flowers, the fairies had nowhere to live.',
          'Nobody could remember when it had last rained.',
        ],
        try: [
          '#hero# carried water from the well, bucket by bucket.',
          '#hero# asked the clouds politely for a little rain.',
          '#hero# sang to the flowers, because flowers like songs.',
          "#hero# looked for the garden's old gardener.",
          '#hero# tried a rain spell from a dusty book.',
        ],
        setback: [
          'But the buckets were too small for such #big.a# garden.',
          'But the clouds were busy and drifted away.',
          'But the spell only made it snow for a second.',
        ],
        turn: [
          '#hero# found that a stone had blocked the little stream that fed the garden.',
          'The old gardener explained that the rose missed being loved, not only watered.',
          'All the fairies and #hero# pushed the stone together, and the stream began to flow.',
        ],
        resolution: [
          'The water trickled in, and the flowers lifted their heads.',
          'The enchanted rose bloomed brighter than ever before.',
          'The fairies danced back into their flower homes.',
        ],
        thread: [
          'a seed that glowed like a lantern',
          'a blue rose growing where no rose had grown before',
          'a door behind the stone that had blocked the stream',
        ],
      },
    },
    {
      id: 'fairy-tale-shy-giant',
      rules: {
        title: ['#hero# and the Shy Giant', 'The Giant of #setting#', 'A Home for a Giant'],
        problem: [
          'A giant had come to the village, and everyone was hiding.',
          'The giant was very shy and did not know how to say hello.',
          'Every time the giant tried to help, something got squashed.',
          'The villagers wanted the giant to go away.',
        ],
        try: [
          '#hero# waved a white handkerchief from the village wall.',
          '#hero# baked the giant an enormous cake.',
          '#hero# wrote a welcome letter in very #big# letters.',
          "#hero# climbed up to the giant's ear to say hello.",
          '#hero# asked the villagers to give the giant one chance.',
        ],
        setback: [
          'But the giant was too shy to come closer.',
          'But the villagers still peeked from behind their curtains.',
          'But the cake was only a crumb to a giant.',
        ],
        turn: [
          '#hero# saw that the giant was lonely, not scary.',
          'When a kite got stuck on the church tower, the giant gently reached up and brought it down.',
          '#hero# showed the giant how to walk very softly, on tiptoe.',
        ],
        resolution: [
          'The villagers came out and cheered for their new friend.',
          'They built the giant a cosy home on the hill.',
          'Now the giant helps with the apple harvest every autumn.',
        ],
        thread: [
          "a letter from the giant's family far across the sea",
          'a giant-sized key the giant had carried all along',
          'a second set of giant footprints by the river',
        ],
      },
    },
    {
      id: 'fairy-tale-frog-prince',
      rules: {
        title: ['#hero# and the Frog Who Wished', 'The Wishing Well', 'A Wish for #setting#'],
        problem: [
          'A little frog in the wishing well had lost his wishing pebble.',
          'Without the pebble, no wishes in #setting# could come true.',
          'The frog had wished to be a prince, but now he only wished for his pebble back.',
          'Children dropped coins in the well, but nothing happened.',
        ],
        try: [
          '#hero# lowered a bucket to the bottom of the well.',
          '#hero# asked the fish in the pond if they had seen a pebble.',
          '#hero# searched the garden for a shiny pebble.',
          '#hero# tried making a wish anyway.',
          '#hero# asked the old witch who lived by the mill.',
        ],
        setback: [
          'But the bucket only brought up water and a very surprised snail.',
          'But every pebble in the garden was an ordinary pebble.',
          'But the wish floated away like a soap bubble.',
        ],
        turn: [
          'The old witch was not scary at all, and she knew the pebble had rolled into the mill stream.',
          "#hero# noticed that the frog's pebble glowed when someone was kind nearby.",
          "#hero# held the frog's hand and did a kind thing, and a light blinked under the lily pads.",
        ],
        resolution: [
          '#hero# found the glowing pebble and gave it back to the frog.',
          'The frog decided he liked being a frog after all.',
          'Wishes started coming true in #setting# once again.',
        ],
        thread: [
          'the one wish the frog had saved for #hero#',
          'a second glowing pebble at the bottom of the mill stream',
          "the old witch's invitation to tea on the next full moon",
        ],
      },
    },
    {
      id: 'fairy-tale-midnight-ball',
      rules: {
        title: ['#hero# at the Midnight Ball', 'The Enchanted Ball', 'Dancing in #setting#'],
        problem: [
          'The fairy ball was tonight, but the fairy musicians had lost their voices.',
          'Without music, the fairies could not dance.',
          'The moon would only shine on the ball if there was music.',
          'The fairies were so sad that their wings had stopped glowing.',
        ],
        try: [
          '#hero# played a tune on a blade of grass.',
          '#hero# asked the crickets to play their violins.',
          '#hero# banged two pots together like drums.',
          '#hero# tried to whistle a waltz.',
          "#hero# made honey tea to soothe the musicians' throats.",
        ],
        setback: [
          'But the tune was too #quiet# for the whole forest to hear.',
          'But the crickets were too sleepy to play.',
          'But the pots were much too loud for fairy ears.',
        ],
        turn: [
          '#hero# realised everyone could make music together, each with one little sound.',
          'The honey tea worked, and one by one the fairy voices came back.',
          'The wind blew through the reeds, and #hero# showed everyone how to play them like flutes.',
        ],
        resolution: [
          "The music began, and the fairies' wings glowed brighter than ever.",
          '#hero# danced with the fairy queen under the shining moon.',
          'It was the most beautiful ball #setting# had ever seen.',
        ],
        thread: [
          "a glass flute the fairy queen left in #hero#'s pocket",
          'an invitation to a ball in a kingdom under the hill',
          'a song the reeds kept playing after everyone left',
        ],
      },
    },
  ],
};
