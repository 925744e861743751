import nlp from 'compromise/three';
import { keywordsFromSentences } from './prompt-keywords';
import type { Keyword, TaggedSentence, TaggedTerm } from './prompt-keywords';

/**
 * Reads the child's idea (issue #23) so the offline engine can tell it rather than mention it: what the
 * hero wants (the goal, as a verb phrase in every form the story needs), the thing the goal is about, and
 * the objects, helpers and places the child named. compromise tags the words once; the rules here are
 * small and about children's sentences: "X wants to Y", "dreams of Ying", "looks for Z", "needs help Ying".
 * An idea with a verb we do not know still becomes the quest ("I want to fly" → the hero wants to fly).
 */

/** The shape of a quest: it decides the problem, the setbacks and how the ending pays off. */
export type GoalKind = 'find' | 'make' | 'learn' | 'solve' | 'help' | 'reach' | 'do';

/** A thing the child named, ready to drop into a sentence. */
export interface Thing {
  /** Mid-sentence form with its article: "the glowing map", or a name: "Bella". */
  phrase: string;
  /** The bare words: "glowing map". */
  words: string;
  /** The head noun alone, without describing words: "map" (for "the kitten was lost"). */
  noun: string;
  plural: boolean;
}

export interface Goal {
  kind: GoalKind;
  /** "find #heroPos# lost kitten": possessives of the hero are left as the writer's #heroPos# token. */
  base: string;
  /** "found #heroPos# lost kitten". */
  past: string;
  /** "finding #heroPos# lost kitten". */
  gerund: string;
  /** What the goal is about: the kitten to find, the sunset to paint, the star to help. */
  target?: Thing;
}

export interface Idea {
  goal: Goal;
  objects: Thing[];
  helpers: Thing[];
  places: Thing[];
  /** What the hero is when the child's idea is about a creature: "a little robot". */
  heroKind?: string;
  /** Up to three things asked for, in order (metadata.keywords, as before issue #23). */
  keywords: Keyword[];
}

/** Verbs that say what is wanted next: "wants to", "learns to", "sets off to". */
const wishCues = new Set([
  'want',
  'wish',
  'hope',
  'try',
  'learn',
  'decide',
  'need',
  'plan',
  'love',
  'like',
  'long',
  'set',
  'go',
  'going',
  'have',
  'has',
  'would',
]);
const dreamCues = new Set(['dream', 'dreams', 'think', 'thinks', 'dreaming']);
/** Verbs that never are the goal themselves. */
const notGoals = new Set([
  'be',
  'is',
  'are',
  'was',
  'were',
  'get',
  'start',
  'begin',
  'have',
  'do',
  'can',
  'will',
  'need',
  'want',
  'wish',
  'hope',
  'try',
  'decide',
  'ask',
  'say',
  'come',
  'set',
  'wake',
  'keep',
  'appear',
  'fall',
  'like',
  'love',
]);
const kindOfVerb: Record<string, GoalKind> = {};
const addKind = (kind: GoalKind, verbs: string) => verbs.split(' ').forEach((v) => (kindOfVerb[v] = kind));
addKind('find', 'find look search hunt seek rescue save catch track fetch return bring lose');
addKind('solve', 'solve investigate crack discover uncover');
addKind('make', 'paint build make bake draw write cook grow sew knit create fix mend repair plan invent decorate throw');
addKind('learn', 'learn practise practice fly swim sing dance skate jump ride climb read whistle');
addKind('help', 'help befriend comfort protect feed cheer calm');
addKind('reach', 'visit reach explore see travel go deliver cross lead meet');
const verbScore: Partial<Record<GoalKind, number>> = { find: 2.5, solve: 2.5, make: 2, learn: 2, help: 2, reach: 2 };

const clauseEnds = new Set([
  'and',
  'but',
  'so',
  'then',
  'before',
  'because',
  'while',
  'when',
  'that',
  'which',
  'until',
  'after',
  'if',
  'who',
]);
/** Words compromise may tag as verbs that finish a phrase rather than start a clause: "its way back". */
const particles = new Set(['back', 'up', 'out', 'home', 'down', 'away', 'off']);
const prepositions = new Set(['from', 'for', 'with', 'in', 'into', 'at', 'on', 'to', 'through', 'across', 'like', 'under', 'over', 'by']);
/** Nouns that are not things a hero can hold, meet or go to. */
const vagueNouns =
  /^(way|help|day|time|thing|story|adventure|dreams?|all|everything|everyone|something|life|bottom|top|rest|night|dark|friendship|turns?|songs?|music|voice|friends|back|end|kind|lot|one)$/;
/** Heads of subjects that can be the hero themselves: "A little robot wants to paint". */
const creatureNouns =
  /^(robot|dragon|unicorn|mermaid|star|snowman|whale|knight|pirates?|crew|giant|fairy|elf|princess|prince|cat|dog|kitten|puppy|pony|fox|bear|rabbit|bunny|owl|octopus|dolphin|turtle|penguin|alien|dinosaur|monster|witch|wizard|mouse|bird|tree|volcano|cloud)$/;
const heroPossessives = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
const skippable = new Set(['a', 'an', 'the', 'all', 'some', 'every', 'this', 'that', 'its', 'my', 'our', 'your', 'his', 'her', 'their']);
const placePrepositions = new Set([
  'in',
  'into',
  'at',
  'to',
  'under',
  'behind',
  'inside',
  'near',
  'through',
  'across',
  'on',
  'from',
  'beneath',
  'above',
  'beyond',
]);
const placeNouns =
  /^(shed|garden|house|home|kitchen|forest|woods?|city|town|village|sea|ocean|sky|moon|park|school|castle|cave|mountain|river|lake|beach|island|library|attic|cellar|backyard|yard|meadow|reef|land|world|planet|space|jungle|desert|farm|tower|treehouse|bedroom|street|field|valley|volcano|station)$/;
const helperNouns =
  /^(grandma|grandpa|granny|nana|gran|mum|mom|dad|mother|father|sister|brother|friend|friends|teacher|aunt|uncle|cousin|baby|king|queen|prince|princess|knight|wizard|witch|fairy|giant|robot|dragon|unicorn|mermaid|pirate|pirates|cat|dog|kitten|puppy|pony|horse|owl|fox|bear|rabbit|bunny|octopus|whale|dolphin|turtle|penguin|snowman|alien|dinosaur|monster|elf|crew|club|family|tree|star|volcano)$/;

const world = (nlp as unknown as { world(): CompromiseWorld }).world();
interface CompromiseWorld {
  model: unknown;
  methods: {
    two: {
      transform: {
        verb: { conjugate(v: string, m: unknown): Record<string, string>; toInfinitive(v: string, m: unknown, tense?: string): string };
      };
    };
  };
}

function infinitive(term: TaggedTerm): string {
  const word = term.normal;
  if (!term.tags.includes('Verb')) return word;
  const tense = ['PastTense', 'Gerund', 'PresentTense'].find((t) => term.tags.includes(t));
  if (term.tags.includes('Infinitive')) return word;
  return world.methods.two.transform.verb.toInfinitive(word, world.model, tense) || word;
}

function conjugate(verb: string): { past: string; gerund: string } {
  const forms = world.methods.two.transform.verb.conjugate(verb, world.model);
  return { past: forms.PastTense ?? `${verb}ed`, gerund: forms.Gerund ?? `${verb}ing` };
}

/** Letters, digits, apostrophes and hyphens only: no template syntax may come in from the prompt. */
const clean = (text: string) => text.replace(/[^\p{L}\p{N}'-]/gu, '');
const isNoun = (t: TaggedTerm | undefined) =>
  !!t && t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !t.tags.includes('Possessive');
const isVerb = (t: TaggedTerm | undefined) => !!t && t.tags.includes('Verb') && !t.tags.includes('Auxiliary') && !t.tags.includes('Copula');

/** The noun phrase starting at `from` (skipping articles and possessives), with the index after it. */
function nounPhrase(terms: TaggedTerm[], from: number): { thing?: Thing; end: number } {
  let i = from;
  while (terms[i] && skippable.has(terms[i]!.normal)) i += 1;
  const words: TaggedTerm[] = [];
  while (terms[i] && (isNoun(terms[i]) || terms[i]!.tags.includes('Adjective')) && !dreamCues.has(terms[i]!.normal) && words.length < 4) {
    words.push(terms[i]!);
    if (/[,;:.!?]$/.test(terms[i]!.text)) break;
    i += 1;
  }
  while (words.length > 0 && !isNoun(words[words.length - 1])) words.pop();
  if (words.length === 0) return { end: from };
  const head = words[words.length - 1]!;
  const proper = words.find((t) => t.tags.includes('ProperNoun') || t.tags.includes('Person'));
  const text = proper ? clean(proper.text) : words.map((t) => clean(t.text).toLowerCase()).join(' ');
  return {
    thing: {
      phrase: proper ? text : `the ${text}`,
      words: text,
      noun: clean(head.text).toLowerCase(),
      plural: head.tags.includes('Plural'),
    },
    end: from + (i - from),
  };
}

interface GoalChoice {
  at: number;
  verb: string;
  kind: GoalKind;
  score: number;
  /** The one needing help, when the child's idea is "X needs help finding ...". */
  helped?: boolean;
}

function chooseGoal(terms: TaggedTerm[]): GoalChoice | undefined {
  const bases = terms.map(infinitive);
  let best: GoalChoice | undefined;
  terms.forEach((term, i) => {
    const [b2, b1] = [terms[i - 2]?.normal, terms[i - 1]?.normal];
    // compromise may tag "painting" in "dreams of painting" as a noun; the dream cue says it is a wish.
    const dreamed = (b1 === 'of' || b1 === 'about') && b2 !== undefined && dreamCues.has(b2) && /ing$/.test(term.normal);
    if (!isVerb(term) && !dreamed && !(i === 0 && term.tags.includes('Gerund'))) return;
    const verb = dreamed ? world.methods.two.transform.verb.toInfinitive(term.normal, world.model, 'Gerund') : bases[i]!;
    const cues = [bases[i - 2], bases[i - 3]].filter((w): w is string => w !== undefined);
    const helped = b1 === 'help' || (b1 === 'to' && b2 === 'help') || (b1 === 'to' && terms[i - 2]?.normal === 'help');
    const wished = b1 === 'to' && cues.some((w) => wishCues.has(w));
    const searched = /^(look|search|hunt)$/.test(verb) && terms[i + 1]?.normal === 'for';
    if (notGoals.has(verb) && !searched && !helped) return;
    let kind = searched ? 'find' : (kindOfVerb[verb] ?? 'do');
    if (wished && cues.includes('learn')) kind = 'learn';
    let score = verbScore[kind] ?? 1;
    // "finds a glowing map and ...": a find that already happened is how the story starts, not its quest.
    if (verb === 'find' && !term.tags.includes('Infinitive') && !term.tags.includes('Gerund')) score = 0.5;
    if (helped || wished || dreamed) score = 4;
    else if (i === 0) score = 3;
    if (best === undefined || score >= best.score)
      best = { at: i, verb: searched || verb === 'lose' ? 'find' : verb, kind: helped ? 'help' : kind, score, helped };
  });
  return best;
}

/** The words after the goal verb, to the end of its clause, possessives of the hero made tokens. */
function goalRest(terms: TaggedTerm[], from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < terms.length && out.length < 10; i += 1) {
    const term = terms[i]!;
    const previous = terms[i - 1]?.normal ?? '';
    // "the mystery of who took …" and "find who left them" keep their question; "a giant who is …" does not.
    const question = term.normal === 'who' && (previous === 'of' || out.length === 0);
    if (clauseEnds.has(term.normal) && !question && !(term.normal === 'that' && out.length === 0)) break;
    if (
      i > from &&
      isVerb(term) &&
      !particles.has(term.normal) &&
      (previous === 'and' || (isNoun(terms[i - 1]) && !out.includes('who') && !out.includes('where')))
    )
      break;
    if (out.length >= 5 && prepositions.has(term.normal)) break;
    const word = clean(term.text);
    if (word) out.push(heroPossessives.has(term.normal) ? '#heroPos#' : i === from ? word.toLowerCase() : word);
    if (/[,;:.!?]$/.test(term.text)) break;
  }
  // A clause cut short must not end on a little word ("… to the").
  while (out.length > 0 && /^(a|an|the|to|of|for|with|in|on|at|and|#heroPos#)$/.test(out[out.length - 1]!)) out.pop();
  return out;
}

interface RoledThing extends Thing {
  role: 'object' | 'helper' | 'place';
}

/** Every noun phrase of the idea with the part it can play: something to use, someone to help, somewhere to go. */
function thingsIn(terms: TaggedTerm[], hero: string): RoledThing[] {
  const out: RoledThing[] = [];
  const seen = new Set([hero]);
  for (let i = 0; i < terms.length;) {
    const { thing, end } = nounPhrase(terms, i);
    if (!thing || end === i) {
      i += 1;
      continue;
    }
    const key = thing.words.toLowerCase();
    const afterPreposition = [terms[i - 1], terms[i - 2]].some((t) => placePrepositions.has(t?.normal ?? ''));
    if (!seen.has(key) && !hero.includes(key) && !vagueNouns.test(thing.noun)) {
      seen.add(key);
      const role =
        placeNouns.test(thing.noun) && (afterPreposition || !helperNouns.test(thing.noun))
          ? 'place'
          : helperNouns.test(thing.noun) || thing.phrase === thing.words
            ? 'helper'
            : 'object';
      out.push({ ...thing, role });
    }
    i = end;
  }
  return out;
}

/** Reads the child's idea; the hero's own name is never taken as a thing or a helper. */
export function readIdea(prompt: string, heroName: string): Idea {
  const sentences = nlp(prompt).json({ terms: { tags: true, normal: true } }) as TaggedSentence[];
  const terms = sentences.flatMap((s) => s.terms);
  const keywords = keywordsFromSentences(sentences, heroName);
  const hero = heroName.trim().toLowerCase();

  // Who the idea is about: the words before its first verb ("A little robot", "I", "Maya").
  const firstVerb = terms.findIndex((t, i) => isVerb(t) && i > 0);
  const subject = firstVerb > 0 ? nounPhrase(terms, 0).thing : undefined;
  const subjectIsHero = !subject || subject.words.toLowerCase() === hero || hero.includes(subject.words.toLowerCase());

  const choice = chooseGoal(terms);
  // "looks for her kitten", "searching for a treasure": the quest is about what comes after "for".
  const restFrom = choice ? choice.at + (choice.kind === 'find' && terms[choice.at + 1]?.normal === 'for' ? 2 : 1) : 0;
  const rest = choice ? goalRest(terms, restFrom) : [];
  const things = thingsIn(terms, hero);
  const atTarget = nounPhrase(terms, restFrom);
  let target = atTarget.end - restFrom <= 5 ? atTarget.thing : undefined;

  let verb = choice?.verb ?? 'go';
  let words = rest;
  let kind: GoalKind = choice?.kind ?? 'do';
  if (verb === 'find' && (rest[0] === 'who' || rest[0] === 'what' || rest[0] === 'out')) kind = 'solve';
  if (/^(it|them)$/.test(rest[0] ?? '')) {
    // "… searches the reef to find it": it is the thing named before.
    target = things.find((t) => !placeNouns.test(t.noun) && !creatureNouns.test(t.noun)) ?? target;
    if (target) words = [target.phrase, ...rest.slice(1)];
  }
  if (verb === 'make' && rest[0] === 'friends') {
    kind = 'help';
    target = things.find((t) => t.words !== subject?.words && (creatureNouns.test(t.noun) || helperNouns.test(t.noun))) ?? target;
  }
  if (/^(go|travel|lead|head)$/.test(verb) && rest[0] === 'to' && rest.length > 1) {
    verb = 'reach';
    words = rest.slice(1);
    // "leads to a world where books come alive": a hero wants to find the world, not "reach a world".
    if (/^an?$/.test(words[0] ?? '') && words.includes('where')) {
      verb = 'find';
      words = ['the', ...words.slice(1)];
    }
  }
  if (kind === 'learn' && rest[0] === 'to' && rest.length > 1) kind = 'reach';
  if (choice?.helped && subject && !subjectIsHero) {
    // "A tiny star needs help finding its way back": the hero's quest is to help the star.
    words = [subject.phrase, verb, ...rest];
    verb = 'help';
    target = subject;
  }
  if (!choice) {
    words = keywords[0] ? ['to', keywords[0].phrase] : ['on', 'an', 'adventure'];
    kind = 'reach';
  }
  const forms = conjugate(verb);
  const tail = words.length > 0 ? ` ${words.join(' ')}` : '';
  const goal: Goal = {
    kind,
    base: `${verb}${tail}`,
    past: `${forms.past}${tail}`,
    gerund: `${forms.gerund}${tail}`,
    ...(target ? { target } : {}),
  };

  const taken = new Set([target?.words.toLowerCase(), subject?.words.toLowerCase()]);
  const rest2 = things.filter((t) => !taken.has(t.words.toLowerCase()));
  const objects = rest2.filter((t) => t.role === 'object');
  const helpers = rest2.filter((t) => t.role === 'helper');
  const places = rest2.filter((t) => t.role === 'place');
  // "A little robot dreams of painting": the child's hero is that robot. "My grandma and I" is not.
  const heroKind =
    subject && !subjectIsHero && !choice?.helped && /^an?$/.test(terms[0]?.normal ?? '') && creatureNouns.test(subject.noun)
      ? `${/^[aeiou]/.test(subject.words) ? 'an' : 'a'} ${subject.words}`
      : undefined;
  if (subject && !subjectIsHero && !heroKind && !choice?.helped && !/^(i|we)$/.test(subject.words))
    helpers.unshift({ ...subject, role: 'helper' });
  const plain = ({ role: _role, ...thing }: RoledThing): Thing => thing;
  return {
    goal,
    objects: objects.map(plain),
    helpers: helpers.map(plain),
    places: places.map(plain),
    ...(heroKind ? { heroKind } : {}),
    keywords,
  };
}
