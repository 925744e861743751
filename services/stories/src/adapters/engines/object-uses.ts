/**
 * What a hero can do with a thing from the child's idea (issue #23), so a try uses the object as objects
 * are used (a map is followed, a key is tried in locks) and the turn pays it off in a way that fits it.
 * `{o}` is the object's phrase. Anything not listed is held up and looked at, and glows at the turn. Each
 * use is said a few ways, so twenty stories with the same object do not share the sentence.
 */
interface ObjectUse {
  pattern: RegExp;
  used: readonly string[];
  paid: readonly string[];
}

const uses: readonly ObjectUse[] = [
  {
    pattern: /\bmaps?$/,
    used: ['followed the lines on {o}', 'traced a finger along {o}', 'turned {o} round and round to find the way'],
    paid: ['showed a path that had not been there before', 'lit up with one bright, clear line', 'showed a tiny arrow, pointing the way'],
  },
  {
    pattern: /\bkeys?$/,
    used: ['tried {o} in every lock and keyhole', 'tried {o} in a little door', 'turned {o} this way and that in a rusty lock'],
    paid: ['clicked and turned, as if it had found its lock at last', 'slid into a hidden keyhole and turned', 'turned with a happy click'],
  },
  {
    pattern: /\bcompass$/,
    used: ['followed the needle of {o}', 'held {o} flat and watched the needle', 'tapped {o} and followed where it pointed'],
    paid: ['swung round and pointed, steady and sure', 'stopped spinning and pointed the way', 'pointed straight and true'],
  },
  {
    pattern: /\b(torch|lamp|lantern|light|candle)$/,
    used: ['shone {o} into every dark corner', 'held {o} up to light the way', 'swung {o} slowly from side to side'],
    paid: ['shone brighter than it ever had', 'lit up the whole place like morning', 'glowed warm and gold'],
  },
  {
    pattern: /\b(book|letter|note|diary|scroll)$/,
    used: ['read {o} again, word by word', 'turned the pages of {o} very carefully', 'looked at {o} for a clue'],
    paid: [
      'showed a line of words nobody had noticed before',
      'fell open at just the right page',
      'showed a little drawing nobody had seen',
    ],
  },
  {
    pattern: /\b(paintbrush|brush|paints?|crayons?|pencil|pen|chalk)$/,
    used: ['painted and painted with {o}', 'tried a few bright strokes with {o}', 'dabbed at a rock with {o}'],
    paid: ['began to swirl with every colour at once', 'left a trail of bright colours', 'painted a stroke of pure gold'],
  },
  {
    pattern: /\b(wand|staff)$/,
    used: ['waved {o} and said the magic words', 'gave {o} a little flick', 'tapped {o} three times'],
    paid: ['gave a fizz of golden sparks', 'sparkled from end to end', 'let out a shower of tiny stars'],
  },
  {
    pattern: /\b(shell|bell|whistle|flute|horn|drum)$/,
    used: ['blew and rang and tapped {o}', 'held {o} up and listened', 'tried {o} very softly'],
    paid: ['rang out clear across the whole place', 'sang one long, sweet note', 'made a sound like a lullaby'],
  },
  {
    pattern: /\b(glass|telescope|binoculars|goggles)$/,
    used: ['peered through {o} at everything', 'looked through {o} very slowly', 'held {o} up and squinted'],
    paid: ['showed a tiny clue nobody else had seen', 'showed something small and bright', 'made the tiniest thing big and clear'],
  },
  {
    pattern: /\b(rocket|balloon|boat|ship|kite|sled|sledge|bike|car|train|broom)$/,
    used: ['climbed into {o} and tried it out', 'gave {o} a little push', 'checked every part of {o}'],
    paid: ['rose up and carried them, smooth and steady', 'whooshed off, smooth and steady', 'lifted off as light as a bubble'],
  },
  {
    pattern: /\b(cake|cookies?|picnic|sandwich|treats?|biscuits?|pie)$/,
    used: ['carried {o} carefully along', 'held {o} out for everyone to smell', 'set out {o} on a cloth'],
    paid: ['smelled so good that everyone came running', 'made everyone smile', 'brought everyone together'],
  },
  {
    pattern: /\b(rope|string|ribbon|thread)$/,
    used: ['tied {o} to a branch and swung across', 'threw {o} as far as it would go', 'tied a loop in {o}'],
    paid: ['held tight, just long enough', 'caught on something and held', 'pulled them up, safe and sound'],
  },
  {
    pattern: /\b(wings?|feathers?|cape|cloak)$/,
    used: ['put on {o} and flapped hard', 'flapped {o} up and down', 'held out {o} and jumped'],
    paid: ['caught the wind at last', 'lifted up, up, up', 'held steady in the breeze'],
  },
  {
    pattern: /\b(flippers|shoes|boots)$/,
    used: ['put on {o} and tried once more', 'wiggled {o} and tried again', 'tapped {o} together'],
    paid: ['seemed to know the way all by themselves', 'moved just right, all by themselves', 'gave a little skip'],
  },
];

const fallback: ObjectUse = {
  pattern: /.*/,
  used: ['held {o} up high and turned it this way and that', 'looked at {o} very closely', 'gave {o} a little shake'],
  paid: ['began to glow, brighter and brighter', 'gave a little hum and a glow', 'shimmered like a tiny star'],
};

/** The object's tries ("followed the lines on the glowing map") and its pay-offs at the turn. */
export function objectUse(phrase: string): { used: string[]; paid: string[] } {
  const use = uses.find((u) => u.pattern.test(phrase.toLowerCase())) ?? fallback;
  return { used: use.used.map((u) => u.replace('{o}', phrase)), paid: [...use.paid] };
}

/** Something that belongs to a goal, for an idea that names no object: a painter gets a paintbrush. */
const toolsForGoals: Readonly<Record<string, string>> = {
  paint: 'an old paintbrush',
  draw: 'a box of crayons',
  write: 'a feather pen',
  bake: 'a wooden spoon',
  cook: 'a wooden spoon',
  build: 'a little toolbox',
  fix: 'a little toolbox',
  mend: 'a little toolbox',
  fly: 'a pair of paper wings',
  sing: 'a silver whistle',
  swim: 'a pair of flippers',
  dance: 'a pair of red shoes',
  read: 'a book of stories',
  solve: 'a magnifying glass',
  find: 'an old map',
};

/** The tool the goal's verb calls for ("paint a sunset" → "an old paintbrush"), if it calls for one. */
export function toolForGoal(goalBase: string): string | undefined {
  return toolsForGoals[goalBase.split(' ')[0] ?? ''];
}
