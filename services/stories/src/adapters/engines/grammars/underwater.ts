import type { CategoryGrammar } from './types';

/** Underwater worlds: coral reefs, shipwrecks, singing whales and shy octopuses. */
export const underwaterGrammar: CategoryGrammar = {
  id: 'underwater',
  settings: ['Coral Cove', 'the Kelp Forest', 'Bubblebay Reef', 'the Sunken Ship Gardens', 'Pearl Lagoon', 'the Deep Blue Canyon'],
  companions: [
    { name: 'Finn', kind: 'a bright orange clownfish' },
    { name: 'Shelly', kind: 'a wise old sea turtle' },
    { name: 'Wiggles', kind: 'a cheerful starfish' },
    { name: 'Bubbles', kind: 'a giggly little seahorse' },
    { name: 'Coral', kind: 'a young mermaid with a pearl necklace' },
    { name: 'Captain Claw', kind: 'a friendly red crab' },
  ],
  fallbackKeywords: ['a shining pearl', 'a sunken ship', 'a singing whale'],
  rules: {
    place: [
      'the coral castle',
      'the sunken ship',
      'the kelp tunnels',
      'the sandy seabed',
      'the glowing cave',
      'the anemone garden',
      'the giant clam',
    ],
    sight: ['rainbow fish', 'swaying seaweed', 'glowing jellyfish', 'shimmering pearls', 'bubbling streams', 'coral towers'],
    scene: [
      'Sunlight wiggled down through the water in golden ribbons.',
      'Rainbow fish darted in and out of the coral.',
      'Seaweed swayed like dancers in the gentle current.',
      'Bubbles rose up, up, up towards the sparkling surface.',
      'Starfish rested on the rocks like sleepy stickers.',
      'A sea turtle glided by, slow and calm.',
    ],
    journey: [
      'They swam through a tunnel of swaying kelp.',
      'They rode a current that swept them past #place#.',
      'A school of silver fish swirled around them like a cloud.',
      'They ducked under a jellyfish that glowed like a lamp.',
      'They peeked inside #big.a# clam, which giggled and closed.',
      'They swam down past the sunken ship, all covered in barnacles.',
      'A dolphin gave them a speedy ride across the bay.',
      'They tiptoed across the sandy seabed, trying not to wake the flatfish.',
      'The water grew cooler and darker as they swam deeper.',
      'They followed a trail of glowing plankton.',
      'A friendly whale sang a hello that made the water tremble.',
      'They rested in the anemone garden, where everything tickled.',
    ],
    sceneClause: [
      'as bubbles drifted up towards the light',
      'while seaweed swayed in the current',
      'as little fish flickered past like sparks',
      'while a whale sang somewhere far away',
      'as the sunlight danced on the sand',
      'while the tide hummed its slow song',
    ],
    bedtime: [
      'The fish tucked themselves into the coral for the night.',
      'The jellyfish glowed like tiny night lights.',
      'Far above, the moon shimmered on the waves.',
      'The sea rocked everyone gently, like a cradle.',
      'The whale hummed one last low lullaby.',
    ],
  },
  skeletons: [
    {
      id: 'underwater-lost-shell',
      rules: {
        title: ["The Mermaid's Lost Shell", '#hero# and the Singing Shell', 'The Shell of #setting#'],
        problem: [
          'A little mermaid had lost the shell that held her singing voice.',
          'Without her voice, the reef was quiet and sad.',
          'The tide had carried the shell away in the night.',
          'The Festival of Tides was tomorrow, and she was supposed to sing.',
        ],
        try: [
          '#hero# searched every crack in the coral.',
          '#hero# asked the crabs, who scuttle everywhere.',
          '#hero# listened for singing inside every shell.',
          '#hero# swam out to where the tide goes.',
          '#hero# lifted stones on the seabed, one by one.',
        ],
        setback: [
          'But every shell was empty and quiet.',
          'But the crabs were too busy to help.',
          'But the tide had spread the shells far and wide.',
        ],
        turn: [
          'A hermit crab had moved into the singing shell, and it sang every time he moved.',
          '#hero# heard a faint tune coming from under the sand.',
          'The whales could hear the shell from far away and showed #hero# the way.',
        ],
        resolution: [
          '#hero# found a new, roomy shell for the hermit crab, and he swapped happily.',
          'The mermaid held her shell, and her voice came back, clear as a bell.',
          'At the festival, she sang a song about #hero#.',
        ],
        thread: [
          'a second singing shell that hummed a different tune',
          'an old bottle with a message from the land',
          'a glowing door at the bottom of the Deep Blue Canyon',
        ],
      },
    },
    {
      id: 'underwater-octopus-party',
      rules: {
        title: ['A Party for a Shy Octopus', '#hero# and the Surprise Party', 'Surprise at #setting#'],
        problem: [
          'Inky the octopus was so shy that he hid whenever anyone came near.',
          "It was Inky's birthday, and nobody had ever given him a party.",
          'Every time someone tried to say hello, Inky squirted ink and disappeared.',
          'The surprise party had to stay a secret until sunset.',
        ],
        try: [
          '#hero# baked a cake out of sea grapes.',
          '#hero# tried to hang decorations made from seaweed.',
          '#hero# sent invitations written on shells.',
          '#hero# asked the seahorses to keep the secret.',
          '#hero# practised a quiet birthday song.',
        ],
        setback: [
          'But the current kept floating the decorations away.',
          'But the seahorses giggled, and the secret nearly slipped out.',
          'But Inky peeked out, saw the crowd and hid again.',
        ],
        turn: [
          '#hero# realised a shy octopus might like a small, quiet party better.',
          "#hero# swam alone to Inky's cave and asked him what he liked best.",
          'Inky loved puzzles, so #hero# made the party into a treasure hunt he could do at his own pace.',
        ],
        resolution: [
          'Inky found every clue, and at the end were his friends, singing softly.',
          'Inky turned pink with happiness, which is how octopuses blush.',
          'It was the best birthday Inky had ever had.',
        ],
        thread: [
          'a present with no name on it, tied with golden kelp',
          "Inky's secret drawing of a place nobody had explored",
          'a cake crumb trail leading into the deep',
        ],
      },
    },
    {
      id: 'underwater-whale-song',
      rules: {
        title: ['The Whale Who Could Sing', "#hero# and the Ocean's Song", 'A Song Across #setting#'],
        problem: [
          'A young whale had become separated from her family.',
          "She needed to sing the ocean's greatest song to call them home.",
          'But every time she tried, only a squeak came out.',
          'Her family was swimming farther away every hour.',
        ],
        try: [
          '#hero# helped her practise deep breaths.',
          '#hero# asked the dolphins to teach her their clicks.',
          '#hero# made a megaphone from #big.a# cone shell.',
          '#hero# swam to the highest rock to call out.',
          '#hero# hummed the song so she could learn it.',
        ],
        setback: [
          'But the squeak was still a squeak.',
          'But her family was too far to hear the clicks.',
          'But the megaphone only made the squeak louder.',
        ],
        turn: [
          '#hero# realised the whale sang best when she was not trying to be perfect.',
          'Every creature on the reef hummed along, and her voice grew strong.',
          '#hero# showed her that the deep canyon carries sounds very far, like a tunnel.',
        ],
        resolution: [
          'The whale sang a song so deep and beautiful that the whole ocean listened.',
          'Far away, her family heard and sang back.',
          'They swam home together, and the reef waved goodbye.',
        ],
        thread: [
          'an answer to the song from somewhere nobody expected',
          'a new verse the whale promised to teach #hero# next time',
          'a strange echo from the bottom of the canyon',
        ],
      },
    },
    {
      id: 'underwater-dark-reef',
      rules: {
        title: ['#hero# and the Fading Reef', 'Colours for the Coral', 'Bright Again, #setting#'],
        problem: [
          'The colours of the coral reef were fading to grey.',
          'The little fish had nowhere bright to play.',
          'Nobody knew why the coral had become so pale.',
          'The reef needed its colours back before the spring tide.',
        ],
        try: [
          '#hero# tried painting the coral with crushed shells.',
          '#hero# asked the sea turtle, who is very old and very wise.',
          '#hero# cleared away the sand that had piled up.',
          '#hero# brought glowing jellyfish to light up the reef.',
          '#hero# gathered rubbish that had floated down from above.',
        ],
        setback: [
          'But the paint washed off in the current.',
          'But the jellyfish only made the grey look brighter grey.',
          'But there was still more rubbish than #hero# could carry.',
        ],
        turn: [
          'The sea turtle explained that coral needs clean water and friends to care for it.',
          'All the creatures of the reef joined in, each carrying one piece of rubbish.',
          '#hero# found that the parrotfish, who keep coral clean, had been chased away, and invited them back.',
        ],
        resolution: [
          'Slowly, the coral glowed pink, orange and purple again.',
          'The little fish darted happily through their bright home.',
          'The reef creatures named a new coral after #hero#.',
        ],
        thread: [
          'a coral branch that glowed even at night',
          'a shiny object buried deep under the sand',
          'a map drawn on the shell of the old turtle',
        ],
      },
    },
    {
      id: 'underwater-sunken-ship',
      rules: {
        title: ['The Secret of the Sunken Ship', '#hero# and the Old Shipwreck', 'Treasure at #setting#'],
        problem: [
          'An old sunken ship was creaking and groaning every night.',
          'The fish who lived nearby could not sleep.',
          'Some said it was a ghost, but #hero# did not believe in ghosts.',
          "The ship's door had been stuck shut for a hundred years.",
        ],
        try: [
          "#hero# knocked politely on the ship's door.",
          '#hero# peered through a round porthole.',
          '#hero# tried to push the heavy door open.',
          '#hero# asked the crabs who live on the deck.',
          '#hero# listened closely to the creaks.',
        ],
        setback: [
          'But the door would not budge.',
          'But the porthole was covered in barnacles.',
          'But the crabs only snapped their claws and shrugged.',
        ],
        turn: [
          "The creaks were really a lonely song, coming from an old ship's bell.",
          'Inside was a grumpy old lobster whose shell was stuck in a crack.',
          '#hero# found a gap big enough for #companion# to wriggle through.',
        ],
        resolution: [
          'They set the lobster free, and he thanked them with #big.a# smile.',
          'The ship was quiet at last, and everyone slept soundly.',
          'The old ship became the best hide-and-seek place in the sea.',
        ],
        thread: [
          "a captain's logbook that had a page about #hero#",
          "a tiny golden key in the captain's cabin",
          'a second ship on the map, marked with a star',
        ],
      },
    },
    {
      id: 'underwater-lost-pearl',
      rules: {
        title: ['The Pearl of the Lagoon', '#hero# and the Moon Pearl', 'The Light of #setting#'],
        problem: [
          'The Moon Pearl that lit the lagoon at night had disappeared.',
          'Without its glow, the little fish were scared of the dark.',
          'The giant clam who guarded the pearl had fallen asleep.',
          'The pearl had to shine again before the next full moon.',
        ],
        try: [
          '#hero# woke the giant clam very gently.',
          '#hero# searched the seagrass meadow.',
          '#hero# asked the eels who live in the rocks.',
          '#hero# followed a faint glow near the reef.',
          '#hero# looked inside every shell bigger than a fist.',
        ],
        setback: [
          'But the clam only yawned and closed again.',
          'But the glow was only a lantern fish.',
          'But the eels were too shy to answer.',
        ],
        turn: [
          'A baby seal had taken the pearl to play with, not knowing how special it was.',
          '#hero# noticed the little fish all swimming towards one spot, as if drawn by moonlight.',
          'The eels whispered that the pearl had rolled into a cave that only glows at night.',
        ],
        resolution: [
          'The pearl was put back in the clam, and the lagoon shone silver again.',
          'The little fish were not scared anymore.',
          'The baby seal promised to visit and help guard the pearl.',
        ],
        thread: [
          'a second pearl, dark blue, glowing in the deep',
          "the giant clam's dream about a city under the sea",
          'a silvery path of light leading away from the lagoon',
        ],
      },
    },
  ],
};
