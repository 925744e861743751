import type { CategoryGrammar } from './types';

/** Space journeys: rockets, moons, friendly aliens and stars to follow home. */
export const spaceGrammar: CategoryGrammar = {
  id: 'space',
  settings: [
    'the Moonbeam Space Station',
    'the planet Zibble',
    'the Starlight Harbour',
    'the Ring of Saturn',
    'Comet Cove',
    'the Rainbow Nebula',
  ],
  companions: [
    { name: 'Bolt', kind: 'a little robot with a blinking antenna' },
    { name: 'Zuzu', kind: 'a friendly green alien with three eyes' },
    { name: 'Captain Cosmo', kind: 'a cat in a tiny space suit' },
    { name: 'Nova', kind: 'a star who could talk' },
    { name: 'Gizmo', kind: 'a helpful floating camera drone' },
    { name: 'Orbit', kind: 'a moon rabbit with springy feet' },
  ],
  fallbackKeywords: ['a shooting star', 'a silver rocket', 'a faraway planet'],
  rules: {
    place: [
      'the control deck',
      'the crater rim',
      'the airlock door',
      'the observation window',
      'the launch pad',
      'the moon rover garage',
      'the star map room',
    ],
    sight: ['twinkling stars', 'swirling planets', 'a purple moon', 'shooting stars', 'the blue Earth', 'glittering comets'],
    scene: [
      'Stars twinkled in every direction, like glitter on black velvet.',
      '#big.a.capitalize# ringed planet floated by the window.',
      'The rocket hummed softly, and its lights blinked blue and green.',
      'Far below, the Earth looked like a blue marble.',
      'Comets streaked past, trailing sparkly tails.',
      'The moon dust was soft and grey, like powdered sugar.',
    ],
    journey: [
      'They zoomed past a field of tumbling space rocks.',
      'They bounced across the moon in #big#, floaty steps.',
      'The rocket swerved around a comet just in time.',
      'They floated upside down and laughed.',
      'They passed a planet with rings made of ice.',
      'The star map blinked, showing them the way past #place#.',
      'A space whale swam slowly by, singing a deep song.',
      'They landed on an asteroid shaped like a potato.',
      'They steered through a cloud of purple space dust.',
      'The radio crackled with a friendly hello from a passing ship.',
      'They slid down a crater like a slide at the park.',
      'Gravity went wobbly, and their snacks floated away.',
    ],
    sceneClause: [
      'as the stars blinked far away',
      'while the rocket engines hummed',
      'as a comet drew a silver line across the sky',
      'while the planets turned slowly in the dark',
      'as the control panel beeped softly',
      'while moon dust sparkled under their boots',
    ],
    bedtime: [
      'The stars dimmed their lights a little, just for the night.',
      'The rocket hummed a low, sleepy hum.',
      'Out of the window, the Earth turned slowly, like a spinning top.',
      'The space station lights glowed soft and blue.',
      'Far away, the moon rabbits were already asleep.',
    ],
  },
  skeletons: [
    {
      id: 'space-lost-star',
      rules: {
        title: ['#hero# and the Lost Star', 'A Star Far From Home', 'The Star of #setting#'],
        problem: [
          'A tiny star had fallen out of the sky and could not find its way back.',
          'The little star was fading, because stars need their family to shine.',
          'Without the little star, the constellation of the Bear was missing its nose.',
          'The star only had until sunrise to get home.',
        ],
        try: [
          '#hero# tried to throw the star back up into the sky.',
          '#hero# built a ladder out of cardboard boxes.',
          '#hero# launched the star with a slingshot.',
          '#hero# asked the moon to lower a beam of light.',
          '#hero# flew the rocket as high as it would go.',
        ],
        setback: [
          'But the star always floated gently back down.',
          'But the ladder was nowhere near tall enough.',
          'But the rocket ran low on fuel.',
        ],
        turn: [
          '#hero# noticed that the star glowed brighter when it laughed.',
          "#hero# realised that the star's family could see it if it shone brightly enough.",
          'A passing comet offered the star a ride, if someone could catch its tail.',
        ],
        resolution: [
          "The star zoomed back into the sky and took its place in the Bear's nose.",
          'The whole sky twinkled a thank-you.',
          'Now, every night, that star winks at #hero#.',
        ],
        thread: [
          'a star that blinked in a secret code',
          "a tiny piece of stardust that stayed warm in #hero#'s pocket",
          'a new dark gap in the sky where another star should be',
        ],
      },
    },
    {
      id: 'space-broken-rocket',
      rules: {
        title: ['#hero# and the Broken Rocket', 'Stuck on the Moon', 'Fixing the Rocket at #setting#'],
        problem: [
          "With a clunk and a fizzle, the rocket's engine stopped.",
          'They were stuck on a little moon, far from home.',
          "The rocket's fuel crystal had cracked in two.",
          'The dinner bell would ring at home in one hour.',
        ],
        try: [
          '#hero# tightened every bolt with a wrench.',
          '#hero# read the rocket manual from cover to cover.',
          '#hero# tried to push the rocket to get it going.',
          '#hero# called for help on the space radio.',
          '#hero# looked for a new fuel crystal in the craters.',
        ],
        setback: [
          'But the engine just coughed and went quiet.',
          'But the radio only played crackly space music.',
          'But the craters were full of ordinary grey rocks.',
        ],
        turn: [
          'The moon rabbits knew exactly where the shiny crystals grew.',
          '#hero# noticed that the rock under their feet was glowing blue.',
          '#companion# found a spare crystal in the emergency kit, right at the bottom.',
        ],
        resolution: [
          'The engine roared back to life with a happy whoosh.',
          'They zoomed home and landed in the garden just as the dinner bell rang.',
          'The moon rabbits waved goodbye with their #big# floppy ears.',
        ],
        thread: [
          'a blue crystal that hummed in the dark',
          'a space radio signal that sounded like someone singing',
          'a map of the moon tunnels the rabbits left behind',
        ],
      },
    },
    {
      id: 'space-silent-planet',
      rules: {
        title: ['The Planet of Music', '#hero# and the Silent Planet', 'A Song for #setting#'],
        problem: [
          'On this planet, everyone spoke in songs, but the music had stopped.',
          "Without music, the planet's flowers would not open.",
          "The planet's great music crystal had gone quiet.",
          'The aliens could only hum sadly.',
        ],
        try: [
          '#hero# hummed the first tune that came to mind.',
          '#hero# tapped the music crystal with a spoon.',
          '#hero# played a recording from home.',
          '#hero# taught the aliens to clap a rhythm.',
          '#hero# polished the dusty crystal until it shone.',
        ],
        setback: [
          'But the crystal stayed silent.',
          'But the recording sounded tiny in the #big# crystal hall.',
          'But the rhythm faded as soon as they stopped.',
        ],
        turn: [
          '#hero# realised the crystal needed everyone to sing together, not alone.',
          'A small alien, too shy to sing, had the missing note all along.',
          '#hero# found a crack in the crystal and filled it with starlight glue.',
        ],
        resolution: [
          'The music crystal rang out, and the whole planet began to sing.',
          'The flowers opened, each one playing a different note.',
          'The aliens gave #hero# a tiny crystal that plays a lullaby.',
        ],
        thread: [
          'a song from a planet nobody had visited yet',
          'a note the crystal played that nobody could name',
          "a second, silent crystal seen on the planet's far side",
        ],
      },
    },
    {
      id: 'space-comet-delivery',
      rules: {
        title: ['#hero# and the Comet Express', 'Letters to the Planets', 'The Post Office at #setting#'],
        problem: [
          'The comet express was stuck, and the letters to the planets could not be delivered.',
          'Mars was waiting for a birthday card, and Jupiter for a get-well note.',
          'The comet had lost its tail, and comets cannot fly without their tails.',
          'If the post did not arrive, the planets would feel forgotten.',
        ],
        try: [
          '#hero# tried to carry the letters in the rocket.',
          '#hero# tied streamers to the comet as a new tail.',
          '#hero# asked the sun for a warm push.',
          '#hero# sorted the letters so the trip would be shorter.',
          '#hero# tried to fold each letter into a paper plane.',
        ],
        setback: [
          'But the rocket was too small for so many letters.',
          'But the streamers just fluttered and fell off.',
          'But the paper planes cannot fly where there is no air.',
        ],
        turn: [
          "#hero# found the comet's tail tangled on a moon, and gently unwound it.",
          'The comet explained its tail grows when it flies near the sun, so #hero# steered it closer.',
          'All the little moons took some letters each, passing them along like a relay.',
        ],
        resolution: [
          'Every planet got its post, and Mars had the happiest birthday.',
          'The comet sparkled with a brand new shining tail.',
          'The planets sent back thank-you letters, all addressed to #hero#.',
        ],
        thread: [
          'a letter with no address, sealed with a star',
          'a reply from a planet that was not on any map',
          'a parcel that ticked softly like a clock',
        ],
      },
    },
    {
      id: 'space-sleepy-sun',
      rules: {
        title: ['#hero# and the Sleepy Sun', 'Wake Up, Little Sun', 'Morning on #setting#'],
        problem: [
          'On this little world, the sun had overslept and the morning would not come.',
          'The plants were waiting, and the moon was too tired to keep shining.',
          'The sun had been up too late, watching a meteor shower.',
          'Without the sun, everyone was getting cold and sleepy.',
        ],
        try: [
          "#hero# knocked on the sun's door very gently.",
          '#hero# played a trumpet made from a space pipe.',
          "#hero# shone a torch at the sun's face.",
          '#hero# asked the rooster robot to crow.',
          '#hero# tried to make the sun some warm cocoa.',
        ],
        setback: [
          'But the sun just mumbled, "Five more minutes."',
          'But the torch was far too small.',
          'But the rooster robot needed new batteries.',
        ],
        turn: [
          '#hero# sang the sun the morning song its mother used to sing.',
          '#hero# realised that the sun was afraid of the dark, and left a nightlight by its bed.',
          'All the planets whispered good morning together.',
        ],
        resolution: [
          'The sun stretched, yawned and rose with a golden smile.',
          'Warm light spilled across #setting#, and everyone cheered.',
          'The sun promised to go to bed earlier from now on.',
        ],
        thread: [
          'a meteor shower that spelled a word across the sky',
          'a tiny sun seedling glowing in a flowerpot',
          "the moon's secret wish, whispered just before dawn",
        ],
      },
    },
    {
      id: 'space-alien-visitor',
      rules: {
        title: ["#hero#'s Alien Friend", 'A Visitor from the Stars', 'The Spaceship at #setting#'],
        problem: [
          'A tiny spaceship had crash-landed in the garden.',
          'Inside was a little alien who could not speak any Earth words.',
          "The alien's parents were looking for it, far out in space.",
          "The spaceship's beacon was broken, so nobody could find it.",
        ],
        try: [
          '#hero# tried talking slowly and loudly.',
          '#hero# drew pictures to explain things.',
          '#hero# tried to fix the beacon with sticky tape.',
          '#hero# flashed a torch at the sky.',
          '#hero# offered the alien a biscuit, which it tried to wear as a hat.',
        ],
        setback: ['But the alien only giggled in colours.', 'But the beacon stayed dark.', 'But the sky was too big for one little torch.'],
        turn: [
          '#hero# discovered that the alien talked by humming, and hummed back.',
          'The alien showed #hero# that the beacon needed a hug to work, because it ran on friendship.',
          'All the children in the street shone torches at once, making a giant arrow of light.',
        ],
        resolution: [
          "A big, gentle spaceship floated down, and the alien's family hugged their little one.",
          'The alien gave #hero# a pebble that glows whenever a friend is thinking of you.',
          'The spaceship zoomed off, blinking goodbye.',
        ],
        thread: [
          'a glowing pebble that began to blink one night',
          'a star that had not been in the sky before',
          'a humming sound coming from the garden shed',
        ],
      },
    },
  ],
};
