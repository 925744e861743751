import type { CategoryGrammar } from './types';

/** Gentle mysteries: clues, footprints, riddles and nothing scarier than a squeaky floorboard. */
export const mysteryGrammar: CategoryGrammar = {
  id: 'mystery',
  settings: [
    'Foggy Bottom Lane',
    'the Old Clocktower Library',
    'Puddleby Manor',
    'the Treehouse Club',
    'Whistlewick Museum',
    'the Sleepy Harbour Town',
  ],
  companions: [
    { name: 'Sherlock', kind: 'a beagle with a very good nose' },
    { name: 'Dot', kind: 'a magpie who collected clues' },
    { name: 'Professor Pud', kind: 'a clever guinea pig in spectacles' },
    { name: 'Inky', kind: 'a black cat who saw in the dark' },
    { name: 'Milo', kind: 'a mouse with a magnifying glass' },
    { name: 'Clue', kind: 'a cheerful little robot detective' },
  ],
  fallbackKeywords: ['a secret note', 'a magnifying glass', 'a hidden key'],
  rules: {
    place: [
      'the creaky staircase',
      'the dusty attic',
      'the garden shed',
      'the library shelves',
      'the old clock',
      'the back door',
      'the cellar steps',
    ],
    sight: ['muddy footprints', 'flickering lanterns', 'dusty bookshelves', 'a ticking clock', 'secret notes', 'a shadowy corner'],
    scene: [
      'The old clock ticked loudly in the hall.',
      'Fog curled around the lamp posts like grey cats.',
      'Floorboards creaked, and somewhere a door squeaked.',
      'Dusty books were piled up to the ceiling.',
      'A lantern flickered in an upstairs window.',
      'Every corner seemed to hold a little secret.',
    ],
    journey: [
      'They tiptoed past #place#, trying not to make a sound.',
      'They followed muddy footprints across the lawn.',
      'They peeked under the rug and found only crumbs.',
      '#companion# sniffed every corner of the hallway.',
      'They checked the notebook and drew a map of the clues.',
      'A loose floorboard creaked, and they both jumped.',
      'They climbed the ladder to the dusty attic.',
      'They shone a torch into a dark cupboard.',
      'They asked the postman what he had seen that morning.',
      'A pigeon on the roof seemed to be watching them.',
      'They found a button, a feather and a sticky sweet wrapper.',
      'They crossed off the names of everyone who could not have done it.',
    ],
    sceneClause: [
      'as the old clock ticked in the hall',
      'while the fog pressed softly against the windows',
      'as a floorboard creaked somewhere upstairs',
      'while the lantern threw long shadows on the wall',
      'as rain pattered on the roof',
      'while a cat padded softly across the roof',
    ],
    bedtime: [
      'The fog rolled softly away, and the stars peeked out.',
      'The old clock ticked slower and slower, like it was getting sleepy.',
      "The case was closed, and so were #hero#'s heavy eyes.",
      'The lanterns dimmed one by one along the lane.',
      'The notebook lay on the bedside table, full of solved clues.',
    ],
  },
  skeletons: [
    {
      id: 'mystery-missing-cookies',
      rules: {
        title: ['The Case of the Missing Cookies', '#hero# and the Cookie Clue', 'Who Took the Cookies?'],
        problem: [
          'The cookies for the big picnic had disappeared from the kitchen.',
          'The plate was empty except for a few crumbs and a strange little footprint.',
          'Everyone said they had not taken them, not even a nibble.',
          'The picnic was in one hour, and there was no time to bake more.',
        ],
        try: [
          "#hero# checked everyone's fingers for chocolate.",
          '#hero# measured the little footprint with a ruler.',
          '#hero# followed the trail of crumbs.',
          '#hero# asked the dog, who looked very guilty.',
          '#hero# searched the cupboards from top to bottom.',
        ],
        setback: [
          "But everyone's fingers were clean.",
          'But the dog had only eaten his own dinner.',
          'But the crumb trail stopped at the garden wall.',
        ],
        turn: [
          '#hero# noticed that the footprint had tiny toes, like a hedgehog.',
          'The crumbs went up the wall, which only something small and clever could climb.',
          '#hero# heard a happy munching sound coming from the flowerpot.',
        ],
        resolution: [
          'A family of hedgehogs had carried the cookies home for their babies.',
          '#hero# shared the cookies fairly, and the hedgehogs came to the picnic too.',
          'It turned out to be the best picnic, with the smallest guests.',
        ],
        thread: [
          'a second set of footprints, much bigger, by the garden gate',
          'a note in the cookie tin that said "Thank you, see you soon"',
          'a missing spoon that nobody had noticed yet',
        ],
      },
    },
    {
      id: 'mystery-backwards-clock',
      rules: {
        title: ['The Clock That Ran Backwards', '#hero# and the Tick-Tock Puzzle', 'Time Trouble at #setting#'],
        problem: [
          'The #big# clock in the hall had started running backwards.',
          'The day was rewinding, and breakfast was coming back.',
          'Nobody could remember who had last wound the clock.',
          'If the clock was not fixed, tomorrow would never come.',
        ],
        try: [
          '#hero# tried to push the hands forward with a finger.',
          '#hero# wound the clock the other way.',
          "#hero# asked the clockmaker's old notebook for help.",
          "#hero# opened the clock's little door to look inside.",
          '#hero# listened very closely to the ticks.',
        ],
        setback: [
          'But the hands just slid backwards again.',
          'But the notebook was missing its last page.',
          'But the gears were too tiny to see.',
        ],
        turn: [
          '#hero# discovered that a little moth had got stuck between two gears.',
          'The missing notebook page was folded into a paper boat in the bath.',
          '#hero# noticed the tick sounded like "tock-tick", as if the spring was upside down.',
        ],
        resolution: [
          '#hero# fixed it gently, and the clock ticked forward again.',
          'Time began to flow the right way, and tomorrow was back on its way.',
          'The clock chimed a happy tune, as if to say thank you.',
        ],
        thread: [
          'a tiny key found inside the clock, much too small for any door',
          "a clock face that showed thirteen o'clock for one moment",
          "a message in the clockmaker's notebook written in mirror writing",
        ],
      },
    },
    {
      id: 'mystery-strange-footprints',
      rules: {
        title: ['The Treehouse Footprints', '#hero# and the Strange Footprints', 'Footprints at #setting#'],
        problem: [
          'Strange footprints had appeared in the treehouse overnight.',
          'They were round and bumpy, like nothing anyone had seen before.',
          'Somebody had also left a tidy pile of acorns by the door.',
          'The club could not meet until they solved the mystery.',
        ],
        try: [
          '#hero# compared the footprints to a book of animal tracks.',
          '#hero# sprinkled flour on the floor to catch new prints.',
          '#hero# stayed up late, watching from the window.',
          '#hero# asked the neighbours about visitors in the night.',
          '#hero# set out a bowl of berries as a friendly trap.',
        ],
        setback: [
          'But none of the tracks in the book matched.',
          'But #hero# fell asleep before anything happened.',
          'But the berries were still there in the morning.',
        ],
        turn: [
          'The flour showed the footprints came from a little owl who walked instead of flew.',
          '#hero# noticed the acorns were a present, arranged in the shape of a heart.',
          'A small voice said "Hoo?" from the roof, and the mystery visitor peeked down.',
        ],
        resolution: [
          'The visitor was a young owl with a sore wing, looking for a safe place to rest.',
          '#hero# helped the owl, and the club voted it their newest member.',
          'Now the treehouse has a special owl perch by the window.',
        ],
        thread: [
          'a feather that changed colour in the moonlight',
          "an owl's map of the whole forest drawn in scratches",
          'a knock on the treehouse door in the middle of the night',
        ],
      },
    },
    {
      id: 'mystery-library-door',
      rules: {
        title: ['The Secret Door in the Library', '#hero# and the Hidden Room', 'The Library at #setting#'],
        problem: [
          'Books at the library were moving around by themselves at night.',
          'Every morning, the books were back on the wrong shelves.',
          'The librarian was worried that nobody would find their favourite stories.',
          'A cold breeze was blowing from behind one of the shelves.',
        ],
        try: [
          '#hero# put a little bell on every shelf.',
          '#hero# hid behind the reading chair to watch.',
          '#hero# wrote down which books moved each night.',
          '#hero# followed the cold breeze around the room.',
          '#hero# asked the library cat what she knew.',
        ],
        setback: ['But the bells did not ring once.', 'But the library cat only yawned.', 'But the breeze seemed to come from everywhere.'],
        turn: [
          '#hero# noticed that all the moved books had one letter on the spine, and together they spelled OPEN.',
          'Behind the shelf of fairy tales was a tiny door with a book-shaped keyhole.',
          '#hero# found that the books were moving themselves to be read, because nobody borrowed them.',
        ],
        resolution: [
          'The hidden room was full of cushions, and the lonely books were read at last.',
          '#hero# started a reading club in the secret room.',
          'The books stayed happily on their shelves from then on.',
        ],
        thread: [
          'a book with no title that nobody could open',
          'a second little door at the back of the secret room',
          'a library card signed by someone from a hundred years ago',
        ],
      },
    },
    {
      id: 'mystery-missing-bell',
      rules: {
        title: ['The Mystery of the Missing Bell', '#hero# and the Silent Tower', 'The Bell of #setting#'],
        problem: [
          'The town bell had gone missing from the tower.',
          'Without the bell, nobody knew when the market began.',
          'The tower door had been locked all night.',
          'The only clues were some feathers and a length of string.',
        ],
        try: [
          '#hero# climbed the tower stairs to look for clues.',
          '#hero# asked the baker, who gets up earliest of all.',
          '#hero# looked at the string under a magnifying glass.',
          '#hero# made a list of everyone who had a key.',
          '#hero# checked the pond, in case the bell had rolled in.',
        ],
        setback: [
          'But the key list was very short, and everyone on it was asleep all night.',
          'But the baker had only seen the moon.',
          'But the pond held nothing but ducks.',
        ],
        turn: [
          '#hero# realised the bell had not gone down the stairs at all, but out of the window.',
          'The feathers belonged to a stork, and storks love to borrow shiny things for their nests.',
          'The string was tied to a kite, and the kite was stuck on the church roof.',
        ],
        resolution: [
          "The bell was found in #big.a# stork's nest, polished and shining.",
          'The stork agreed to swap the bell for a pretty tin lid.',
          'The bell rang out across town, and the market began with a cheer.',
        ],
        thread: [
          'a second bell nobody knew the town had',
          "a stork who kept bringing shiny gifts to #hero#'s window",
          'a message scratched inside the bell',
        ],
      },
    },
    {
      id: 'mystery-museum-painting',
      rules: {
        title: ['The Puzzle of the Painting', '#hero# and the Museum Mystery', 'The Museum at #setting#'],
        problem: [
          'The #big# painting at the museum had changed overnight.',
          'The painted cat had moved from the window to the fireplace.',
          'Nobody believed it until #hero# took a photograph.',
          'The museum opening was tomorrow, and the painting kept changing.',
        ],
        try: [
          '#hero# watched the painting all afternoon.',
          '#hero# compared it with an old postcard of the painting.',
          '#hero# asked the museum guard, who liked to whistle.',
          '#hero# measured the painted cat with a ruler.',
          '#hero# put a tiny painted mouse in the corner as a test.',
        ],
        setback: [
          'But the cat never moved while anyone was looking.',
          'But the guard said paintings do not move.',
          'But the postcard was too faded to be sure.',
        ],
        turn: [
          '#hero# noticed the cat moved only when the guard whistled a certain tune.',
          'The painting was magic, and the painted cat was just trying to keep warm by the fire.',
          'The next morning, the painted mouse was sitting right next to the painted cat, as friends.',
        ],
        resolution: [
          '#hero# painted a cosy blanket for the cat, and it stayed put, purring.',
          "The museum opening was a success, and the painting became everyone's favourite.",
          'The guard now whistles the tune every day at noon, so the cat can stretch.',
        ],
        thread: [
          'another painting in which a door had started to open',
          "a painted key that appeared in the cat's paws",
          'a tune that made the museum statues wiggle their toes',
        ],
      },
    },
  ],
};
