/**
 * Phrases whose words are innocent alone and harmful together (ADR 0033): 'poison' is in 'poison ivy', 'shoot' in
 * 'shooting star', 'high' on every hill, but 'poison the princess', 'shoot him', 'hurt himself and die' and 'got
 * high' are not for a bedtime story. Each rule is a short sequence of word sets; between two of them, up to two
 * small words (the, his, poor…) may stand. Pure: text in, the phrases as written out.
 */
export interface PhraseRule {
  /** The word sets, in order; a token matches a set if it or its leetspeak reading is in it. */
  slots: readonly (readonly string[])[];
  /** The phrase is innocent after one of these words: 'all the food got wasted'. */
  notAfter?: readonly string[];
  /** The phrase is innocent before one of these words: 'the White Power Ranger'. */
  notBefore?: readonly string[];
}

const people = [
  ...['him', 'her', 'them', 'me', 'you', 'us', 'everyone', 'everybody', 'someone', 'somebody', 'people'],
  ...['princess', 'prince', 'king', 'queen', 'man', 'men', 'woman', 'women', 'boy', 'boys', 'girl', 'girls'],
  ...['kid', 'kids', 'child', 'children', 'baby', 'teacher', 'teachers', 'mother', 'father', 'mom', 'mum', 'dad'],
  ...['sister', 'brother', 'friend', 'friends', 'family', 'grandma', 'grandpa', 'granny', 'neighbour', 'neighbor'],
  ...['classmate', 'classmates', 'police', 'policeman', 'guard', 'guards', 'president', 'knight', 'stepmother', 'prisoner', 'prisoners'],
];
const reflexives = ['myself', 'yourself', 'himself', 'herself', 'themselves', 'themself', 'ourselves', 'yourselves'];
const possessives = ['my', 'your', 'his', 'her', 'their', 'our'];
const getForms = ['get', 'gets', 'got', 'getting', 'gotten'];
const substances = ['drugs', 'weed', 'pot', 'pills', 'glue', 'cocaine', 'coke', 'crack', 'meth', 'joint', 'joints', 'heroin'];
const drinks = ['beer', 'beers', 'wine', 'rum', 'vodka', 'whisky', 'whiskey', 'booze', 'alcohol', 'champagne', 'gin'];

/** The small words that may stand between a rule's parts. */
export const fillers = new Set([...['the', 'a', 'an', 'that', 'this', 'poor', 'little', 'old', 'whole', 'every'], ...possessives]);

export const phraseRules: readonly PhraseRule[] = [
  // violence against a person
  { slots: [['shoot', 'shoots', 'shot', 'shooting', 'poison', 'poisons', 'poisoned', 'poisoning'], people] },
  { slots: [['hang', 'hangs', 'hanged', 'drown', 'drowns', 'drowned', 'drowning', 'choke', 'chokes', 'choked'], people] },
  { slots: [['execute', 'executes', 'executed', 'executing', 'strangle', 'behead'], people] },
  // self-harm
  { slots: [['kys']] },
  { slots: [['kill', 'kills', 'killed', 'killing', 'harm', 'harms', 'harmed', 'harming', 'hang', 'hanged', 'starve'], reflexives] },
  { slots: [['cut', 'cuts', 'cutting'], ['myself']] },
  { slots: [['hurt', 'hurts', 'hurting', 'hurted'], reflexives, ['and', 'to', 'until', 'till'], ['die', 'dies', 'died', 'dead']] },
  { slots: [['want', 'wants', 'wanted'], ['to'], ['die']] },
  { slots: [['wanna'], ['die']] },
  {
    slots: [['end', 'ends', 'ended', 'ending', 'take', 'takes', 'took', 'taking'], possessives, ['life', 'lives', 'own']],
    notBefore: ['jacket', 'jackets', 'vest', 'story', 'savings', 'lesson', 'cycle', 'boat', 'book', 'toy', 'toys', 'pet'],
  },
  { slots: [['self'], ['harm', 'harming']] },
  // hate
  { slots: [['kkk']] },
  { slots: [['white'], ['power', 'pride', 'supremacy']], notBefore: ['ranger', 'rangers'] },
  { slots: [['bin'], ['laden']] },
  // drugs and alcohol
  {
    slots: [getForms, ['high', 'wasted', 'stoned', 'blazed']],
    // Things, not children, get wasted or high: 'the food got wasted', 'the kite got high'.
    notAfter: [
      ...['food', 'water', 'time', 'money', 'paper', 'it', 'that', 'this', 'everything', 'nothing', 'all', 'milk', 'cake'],
      ...['kite', 'kites', 'balloon', 'balloons', 'plane', 'bird', 'birds', 'sun', 'moon', 'tide', 'river', 'waves'],
    ],
  },
  { slots: [['high', 'stoned'], ['on'], substances] },
  {
    slots: [['smoke', 'smokes', 'smoked', 'smoking', 'sniff', 'sniffs', 'sniffed', 'sniffing', 'snort', 'snorted', 'snorting'], substances],
  },
  { slots: [['pop', 'pops', 'popped', 'popping'], ['pills']] },
  { slots: [['drink', 'drinks', 'drinking', 'drank'], drinks] },
  // weapons spelled as codes
  { slots: [['ak47']] },
  { slots: [['ak'], ['47']] },
];

interface Token {
  text: string;
  start: number;
  end: number;
}

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}@$]+/gu)].map((m) => ({ text: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
}

function matches(token: Token | undefined, words: readonly string[]): boolean {
  if (!token) return false;
  const plain = token.text.replace(/[013457@$]/g, (c) => leet[c] ?? c);
  return words.includes(token.text) || words.includes(plain);
}

/** Words after which 'her' is the person herself, not her something: 'poison her and', 'drown her in'. */
const afterHerObject = ['and', 'with', 'to', 'in', 'at', 'on', 'now', 'again', 'so', 'then', 'dead', 'until', 'because', 'for', 'if'];

/**
 * 'Drowned her voice', 'hang the king's picture': the words after the match say it was a thing of the person. 'her'
 * is the object only at the end of a clause or before a small word; a person followed by 's is an owner.
 */
function ownsSomething(text: string, tokens: Token[], end: number): boolean {
  const after = text.slice(tokens[end]!.end);
  if (/^['’]s\b/.test(after)) return true;
  if (tokens[end]!.text !== 'her') return false;
  return /^\s+[\p{L}\p{N}]/u.test(after) && !matches(tokens[end + 1], afterHerObject);
}

/** Where a rule ends when it starts at token `at`, or -1: each later part may follow up to two fillers. */
function ruleEnd(tokens: Token[], at: number, rule: PhraseRule): number {
  if (!matches(tokens[at], rule.slots[0]!)) return -1;
  let last = at;
  for (const slot of rule.slots.slice(1)) {
    let next = last + 1;
    while (!matches(tokens[next], slot) && next - last <= 2 && fillers.has(tokens[next]?.text ?? '')) next += 1;
    if (!matches(tokens[next], slot)) return -1;
    last = next;
  }
  return last;
}

/** Every harmful phrase of the text, as written. */
export function harmfulPhrasesIn(text: string): string[] {
  const tokens = tokensOf(text);
  const found: string[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    for (const rule of phraseRules) {
      const end = ruleEnd(tokens, at, rule);
      if (end < 0) continue;
      if (rule.notAfter && matches(tokens[at - 1], rule.notAfter)) continue;
      if (rule.notBefore && matches(tokens[end + 1], rule.notBefore)) continue;
      if (rule.slots.length > 1 && ownsSomething(text, tokens, end)) continue;
      found.push(text.slice(tokens[at]!.start, tokens[end]!.end));
    }
  }
  return found;
}
