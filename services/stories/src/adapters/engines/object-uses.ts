/**
 * What a hero can do with a thing from the child's idea (issue #23), so a try uses the object as objects
 * are used (a map is followed, a key is tried in locks) and the turn pays it off in a way that fits it.
 * `{o}` is the object's phrase. Anything not listed is held up and looked at, and glows at the turn.
 */
interface ObjectUse {
  pattern: RegExp;
  used: string;
  paid: string;
}

const uses: readonly ObjectUse[] = [
  { pattern: /\bmaps?$/, used: 'followed the lines on {o}', paid: 'showed a path that had not been there before' },
  { pattern: /\bkeys?$/, used: 'tried {o} in every lock and keyhole', paid: 'clicked and turned, as if it had found its lock at last' },
  { pattern: /\bcompass$/, used: 'followed the needle of {o}', paid: 'swung round and pointed, steady and sure' },
  { pattern: /\b(torch|lamp|lantern|light|candle)$/, used: 'shone {o} into every dark corner', paid: 'shone brighter than it ever had' },
  {
    pattern: /\b(book|letter|note|diary|scroll)$/,
    used: 'read {o} again, word by word',
    paid: 'showed a line of words nobody had noticed before',
  },
  {
    pattern: /\b(paintbrush|brush|paints?|crayons?|pencil|pen|chalk)$/,
    used: 'painted and painted with {o}',
    paid: 'began to swirl with every colour at once',
  },
  { pattern: /\b(wand|staff)$/, used: 'waved {o} and said the magic words', paid: 'gave a fizz of golden sparks' },
  {
    pattern: /\b(shell|bell|whistle|flute|horn|drum)$/,
    used: 'blew and rang and tapped {o}',
    paid: 'rang out clear across the whole place',
  },
  {
    pattern: /\b(glass|telescope|binoculars|goggles)$/,
    used: 'peered through {o} at everything',
    paid: 'showed a tiny clue nobody else had seen',
  },
  {
    pattern: /\b(rocket|balloon|boat|ship|kite|sled|sledge|bike|car|train|broom)$/,
    used: 'climbed into {o} and tried it out',
    paid: 'rose up and carried them, smooth and steady',
  },
  {
    pattern: /\b(cake|cookies?|picnic|sandwich|treats?|biscuits?|pie)$/,
    used: 'carried {o} carefully along',
    paid: 'smelled so good that everyone came running',
  },
  { pattern: /\b(rope|string|ribbon|thread)$/, used: 'tied {o} to a branch and swung across', paid: 'held tight, just long enough' },
  { pattern: /\b(wings?|feathers?|cape|cloak)$/, used: 'put on {o} and flapped hard', paid: 'caught the wind at last' },
  { pattern: /\b(flippers|shoes|boots)$/, used: 'put on {o} and tried once more', paid: 'seemed to know the way all by themselves' },
];

const fallback: ObjectUse = {
  pattern: /.*/,
  used: 'held {o} up high and turned it this way and that',
  paid: 'began to glow, brighter and brighter',
};

/** The object's try ("followed the lines on the glowing map") and its pay-off at the turn. */
export function objectUse(phrase: string): { used: string; paid: string } {
  const use = uses.find((u) => u.pattern.test(phrase.toLowerCase())) ?? fallback;
  return { used: use.used.replace('{o}', phrase), paid: use.paid };
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
