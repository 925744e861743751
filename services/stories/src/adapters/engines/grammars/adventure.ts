import type { CategoryGrammar } from './types';

/** Epic adventures: maps, mountains, rivers and rope bridges. */
export const adventureGrammar: CategoryGrammar = {
  id: 'adventure',
  settings: [
    'the Whispering Woods',
    'Pebble Peak Valley',
    'the Village of Tall Hats',
    'Lantern Lake',
    'the Crooked Canyon',
    'Bramblewick Hollow',
  ],
  companions: [
    { name: 'Pip', kind: 'a little fox with a bushy tail' },
    { name: 'Biscuit', kind: 'a chatty brown puppy' },
    { name: 'Juniper', kind: 'a wise old tortoise' },
    { name: 'Fizz', kind: 'a squirrel who loved acorns' },
    { name: 'Rolo', kind: 'a clumsy but cheerful bear cub' },
    { name: 'Skye', kind: 'a bright blue parrot' },
  ],
  fallbackKeywords: ['a hidden treasure', 'a secret path', 'a shiny compass'],
  rules: {
    place: [
      'the old stone bridge',
      'the mossy waterfall',
      'the tallest pine tree',
      'the winding river',
      'the rocky ledge',
      'the sunny meadow',
      'the hollow log',
      'the rope swing',
    ],
    sight: ['fireflies', 'the blue hills', 'wildflowers', 'the silver river', 'the tall pine trees', 'the winding path'],
    scene: [
      'Tall trees whispered secrets to each other in the wind.',
      'A river sparkled and splashed between #big# grey rocks.',
      'The hills rolled away like green waves in the sun.',
      'Birds sang from every branch, each one a different song.',
      'A narrow path wound up and up towards #place#.',
      'The air smelled of pine needles and warm grass.',
    ],
    journey: [
      'They hopped across the stepping stones, one, two, three.',
      'They crawled through a tunnel of prickly brambles.',
      'The path climbed higher, past #place# and over #big.a# log.',
      'A rope bridge swayed as they crossed it very carefully.',
      'They waded through a stream that tickled their toes.',
      'They followed a trail of little footprints in the mud.',
      "A gust of wind nearly blew #hero#'s hat away.",
      'They rested by #place# and listened to the birds.',
      'The map said to turn left at #place#, so they did.',
      'They squeezed between two #big# rocks, holding their breath.',
      'A family of rabbits hopped along beside them for a while.',
      'They climbed a little hill and saw #sight# far below.',
    ],
    sceneClause: [
      'as the leaves whispered overhead',
      'while a woodpecker tapped somewhere nearby',
      'as the river chattered over the stones',
      'while the sun slipped in and out of the clouds',
      'as a breeze carried the smell of pine',
      'while fireflies blinked among the ferns',
      'as the path curled away into the trees',
    ],
    bedtime: [
      'The woods grew #quiet#, and the owls began to hoot softly.',
      'Fireflies blinked goodnight above the sleepy meadow.',
      'The river sang its slow night song.',
      'Even the wind settled down to rest in the treetops.',
      'The moon rose over the hills like #big.a# silver coin.',
    ],
  },
  skeletons: [
    {
      id: 'adventure-lost-map',
      rules: {
        title: ['#hero# and the Lost Map', 'The Map of #setting#', "#hero#'s Treasure Trail"],
        problem: [
          'One morning, the treasure map of #setting# blew away in the wind.',
          'Without the map, nobody could find the way to the hidden garden.',
          'A gust of wind had torn the old map into four pieces and scattered them.',
          'The village needed the map before the summer fair, and it was gone.',
        ],
        try: [
          '#hero# climbed the tallest tree to look for the missing pieces.',
          '#hero# asked the ducks on the pond if they had seen a piece of paper.',
          '#hero# searched under every bush near #place#.',
          '#hero# tried to draw a new map from memory.',
          '#hero# followed the wind, running as fast as possible.',
        ],
        setback: [
          'But the pieces were nowhere to be seen.',
          'But the new map had the river in the wrong place.',
          'But the wind just laughed and blew the other way.',
          'Still, one piece was missing.',
        ],
        turn: [
          "Then #hero# noticed a bird's nest with something papery poking out.",
          '#hero# realised the pieces fitted together like a puzzle, with one piece drawn on the back of another.',
          'A little mouse had been keeping the last piece safe, and gave it back with a bow.',
        ],
        resolution: [
          '#hero# taped the four pieces together, and the map was whole again.',
          'The map led everyone to the hidden garden, just in time for the fair.',
          'The village thanked #hero# with a cheer and a warm slice of pie.',
        ],
        thread: [
          'a fifth corner of the map that nobody had seen before',
          'an X on the map that pointed beyond the mountains',
          'a tiny drawing of a door on the back of the map',
        ],
      },
    },
    {
      id: 'adventure-broken-bridge',
      rules: {
        title: ['#hero# and the Broken Bridge', 'The Bridge at #setting#', 'Across the River'],
        problem: [
          'After a stormy night, the old bridge over the river had broken in two.',
          'The animals on the far side could not get home across the water.',
          'Without the bridge, the baker could not bring bread to the village.',
          'The river was too wide to jump and too fast to swim.',
        ],
        try: [
          '#hero# tried to build a raft from sticks and string.',
          '#hero# tried to throw a rope across the river.',
          '#hero# piled up stones to make stepping stones.',
          '#hero# asked the beavers if they could help build something.',
          '#hero# tried to find a place where the river was narrow.',
        ],
        setback: [
          'But the water was too strong and carried everything away.',
          'But the rope fell short with a splash.',
          'But the stones wobbled and rolled into the river.',
        ],
        turn: [
          'Then #hero# had an idea: everyone could work together, each carrying one plank.',
          'The beavers, the badgers and the birds all came to help at once.',
          '#hero# noticed a fallen tree that was just long enough to reach the other side.',
        ],
        resolution: [
          'By sunset, a brand new bridge stretched across the river.',
          'Everyone crossed the new bridge, one by one, cheering at every step.',
          'The baker rolled the bread cart across, and the whole village had supper.',
        ],
        thread: [
          'a strange carved stone found in the riverbed',
          'a message in a bottle floating down the river',
          'footprints on the far bank that nobody could explain',
        ],
      },
    },
    {
      id: 'adventure-lost-friend',
      rules: {
        title: ['#hero# to the Rescue', 'Finding Our Friend', 'The Search in #setting#'],
        problem: [
          "When #hero# came to play, #companion#'s little cousin was nowhere to be found.",
          'The little goat Clover had wandered off, and night was coming.',
          'Someone small was lost in #setting#, and everyone was worried.',
          'A tiny voice was calling for help somewhere in the woods.',
        ],
        try: [
          '#hero# called out as loudly as possible.',
          '#hero# looked for little hoof prints in the mud.',
          '#hero# climbed up high to look across the valley.',
          '#hero# left a trail of apples, hoping the lost one would follow it.',
          '#hero# asked the owl, who sees everything at night.',
        ],
        setback: [
          'But only an echo answered.',
          'But the trail stopped at the edge of the stream.',
          'But the trees were too thick to see through.',
        ],
        turn: [
          'Then #hero# heard a faint bleat from behind #place#.',
          'The owl hooted and pointed a wing towards the old hollow log.',
          '#hero# listened very quietly and heard a little sniffle nearby.',
        ],
        resolution: [
          'There, curled up and safe, was the little lost one.',
          '#hero# carried the little one home, wrapped in a warm scarf.',
          'Everyone hugged, and nobody was lost anymore.',
        ],
        thread: [
          'a golden bell that the lost goat had found',
          'a secret cave the little one said was full of glowing stones',
          "a friendly stranger's lantern seen on the hill",
        ],
      },
    },
    {
      id: 'adventure-mountain-storm',
      rules: {
        title: ['#hero# and the Mountain Storm', 'Up Pebble Peak', 'The Storm Over #setting#'],
        problem: [
          'Dark clouds rolled over the mountain while #hero# was climbing.',
          'A storm was coming, and the shepherds were still high on the hill.',
          'Thunder grumbled, and the path up the mountain grew slippery.',
          'The lighthouse lamp on the hill had gone out just as the storm arrived.',
        ],
        try: [
          '#hero# looked for a cave to shelter in.',
          '#hero# tried to light the lamp with a match, but the wind kept blowing.',
          '#hero# shouted a warning down the mountain.',
          '#hero# tied a rope to a tree so nobody would slip.',
          '#hero# waved a bright red scarf to call the shepherds.',
        ],
        setback: [
          'But the rain came down harder and harder.',
          'But the thunder was louder than any shout.',
          'But the path was too muddy to climb.',
        ],
        turn: [
          '#hero# remembered that fireflies hide from the rain in the old barn, and asked them for help.',
          'Together, #hero# and #companion# made a shield from #big# leaves.',
          '#hero# found the spare lamp oil behind a rock where it had always been.',
        ],
        resolution: [
          'The lamp shone out, and everyone found their way home safely.',
          'The storm rolled away, and a rainbow stretched over the mountain.',
          'The shepherds thanked #hero# with warm soup and a song.',
        ],
        thread: [
          'a rainbow that ended right behind the old barn',
          'a silver feather left on the mountain top',
          'a map scratched into the wall of the cave',
        ],
      },
    },
    {
      id: 'adventure-golden-acorn',
      rules: {
        title: ['The Golden Acorn', '#hero# and the Great Race', 'The Race Through #setting#'],
        problem: [
          'The golden acorn of #setting# had rolled away down the hill.',
          'Without the golden acorn, the great oak would not grow new leaves.',
          'Everybody said the golden acorn was lost forever.',
          'The acorn had to be back in the oak tree by midnight.',
        ],
        try: [
          '#hero# raced down the hill after the rolling acorn.',
          '#hero# asked the squirrels, who know every acorn by name.',
          '#hero# dug carefully around the roots of every tree.',
          "#hero# tried to follow the acorn's little trail through the grass.",
          '#hero# looked in the river, in case it had floated away.',
        ],
        setback: [
          'But all the acorns there were plain and brown.',
          'But the trail disappeared among the leaves.',
          'But a crow flew off with something shiny.',
        ],
        turn: [
          '#hero# shared a biscuit with the crow, and the crow shared its shiny secret.',
          "A sparkle caught #hero#'s eye at the bottom of a rabbit hole.",
          'The squirrels formed a long line and passed the acorn up the hill, paw to paw.',
        ],
        resolution: [
          '#hero# placed the golden acorn back in the oak, and new leaves unfurled at once.',
          'The great oak glowed gold and green in the moonlight.',
          'Everyone danced under the happy old tree.',
        ],
        thread: [
          'a second golden acorn that had begun to sprout',
          'a tiny door in the trunk of the great oak',
          "a crow's riddle that nobody could answer yet",
        ],
      },
    },
    {
      id: 'adventure-stuck-balloon',
      rules: {
        title: ['#hero# and the Runaway Balloon', 'Up, Up and Away', 'The Balloon Over #setting#'],
        problem: [
          'The travelling balloon of #setting# had broken loose from its rope.',
          "Old Mr. Bramble's hot air balloon was stuck high in a tree.",
          'The balloon was the only way to deliver the festival flags.',
          'A strong wind was pushing the balloon towards the mountains.',
        ],
        try: [
          '#hero# tried to catch the dangling rope with a jump.',
          '#hero# climbed the tree, branch by branch.',
          '#hero# asked the geese to pull the balloon down.',
          '#hero# built a tall ladder from old crates.',
          '#hero# tried to lasso the basket with a long rope.',
        ],
        setback: [
          'But the rope swung just out of reach.',
          'But the branches were too thin at the top.',
          'But the ladder wobbled and tipped over.',
        ],
        turn: [
          '#hero# noticed the wind always turned around in the evening, and waited.',
          '#companion# was light enough to climb the thinnest branch.',
          'The geese flew in #big.a# V and gently nudged the balloon free.',
        ],
        resolution: [
          'The balloon floated down softly into the meadow.',
          'The festival flags were delivered, and the whole valley was bright with colour.',
          'Mr. Bramble gave #hero# a ride above #setting# as a thank-you.',
        ],
        thread: [
          'a glimmer of a city far beyond the mountains, seen from the balloon',
          'a note tucked in the balloon basket signed only with a star',
          'a compass in the basket that pointed to something that was not north',
        ],
      },
    },
  ],
};
