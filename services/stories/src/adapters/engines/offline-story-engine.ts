import type { AgeGroup } from '@inkspell/contracts/stories';
import type { GeneratedStory, PreviousChapter, StoryEngine, StoryPiece, StoryRequest } from '../../domain/engines';
import { companionsFor } from './companion-fit';
import { categoryGrammars } from './grammars';
import { pronounsFor } from './hero-pronouns';
import { heroLookFor, withChosenLook } from './hero-look';
import type { Idea, Thing } from './idea-reader';
import { readIdea } from './idea-reader';
import { LineWriter } from './line-writer';
import { toolForGoal } from './object-uses';
import { middleEpisodes, storyBeats } from './plot-plan';
import type { Beat } from './plot-plan';
import { previewTargetWords, readTimeMinutes, targetWords } from './reading-pace';
import type { Random } from './seeded-random';
import { pick, seededRandom } from './seeded-random';
import type { StoryCast } from './story-rules';
import { storyRules } from './story-rules';
import { joinSentences, sceneClauseChance } from './story-style';
import { countWords, joinParagraphs, previewOf, splitParagraphs } from './story-text';
import { storyTitle } from './story-title';

/**
 * The default story engine: no network, no model, real stories (issue #23). The child's idea is read for
 * its goal, objects, helpers and places; the plot is that goal (set up, tried with the child's things,
 * turned by what was set up, reached), written with the age group's lines in the category's colours, and
 * the middle grows with tries until the length's word target is met. Everything random comes from the seed.
 */
export class OfflineStoryEngine implements StoryEngine {
  generate(request: StoryRequest): Promise<GeneratedStory> {
    return Promise.resolve().then(() => composeStory(request));
  }

  /** The same story as `generate`, passed on piece by piece at once: there is no model to wait for. */
  async write(request: StoryRequest, onPiece: (piece: StoryPiece) => Promise<void>): Promise<GeneratedStory> {
    const story = await this.generate(request);
    await onPiece({ kind: 'title', title: story.title });
    for (const [index, text] of splitParagraphs(story.content).entries()) await onPiece({ kind: 'paragraph', index, text });
    return story;
  }
}

/** Stop filling when within this many words of the target: one more sentence would overshoot more. */
const fillSlack = 8;

export function composeStory(request: StoryRequest): GeneratedStory {
  const previous = request.previous;
  const category = categoryGrammars[previous?.category ?? request.category];
  const random = seededRandom(
    [request.seed, category.id, request.characterName, request.prompt, request.ageGroup, request.length, request.mode].join('\u0000'),
  );
  const hero = cleanName(previous?.characterName ?? request.characterName);
  const idea = readIdea(request.prompt, hero);
  const cast = castFor(request, previous, hero, idea, random);
  const writer = new LineWriter(
    storyRules(category, cast, request.ageGroup),
    { hero, pronouns: pronounsFor(previous?.heroPronouns ?? request.heroPronouns), companion: cast.companion },
    random,
  );
  const names = new Set([hero, cast.companion.name].map((n) => n.split(' ')[0] ?? n));
  const paragraphs = (
    request.mode === 'preview' ? writePreview(writer, request.ageGroup, random) : writeFull(writer, request, cast, random)
  ).map((sentences) => joinSentences(sentences, request.ageGroup, random, names).join(' '));
  const content = joinParagraphs(paragraphs);
  let title = storyTitle(hero, idea, cast.setting, random);
  if (previous && title === previous.title) title = `${title}: A New Chapter`;
  const wordCount = countWords(content);
  return {
    title,
    content,
    preview: previewOf(content),
    wordCount,
    readTime: readTimeMinutes(wordCount, request.ageGroup),
    metadata: {
      wordCount,
      setting: cast.setting,
      openThread: cast.newThread,
      skeletonId: `${category.id}-${idea.goal.kind}`,
      keywords: keywordsUsed(idea, content),
      engine: 'offline',
      // A random of its own, so the look does not change when the story's lines do; the look chosen on the form
      // wins over the seed's, so the stored description and every picture show the same hero.
      heroLook: withChosenLook(
        heroLookFor(hero, seededRandom(`${request.seed}\u0000look\u0000${hero}`), cast.companion),
        previous?.heroLook ?? request.heroLook,
      ),
    },
  };
}

function castFor(request: StoryRequest, previous: PreviousChapter | undefined, hero: string, idea: Idea, random: Random): StoryCast {
  const category = categoryGrammars[previous?.category ?? request.category];
  const previousThread = previous
    ? (previous.openThread ?? `the secret left over from "${previous.title}"`).trim().replace(/[.!?]+$/, '')
    : undefined;
  const threads = category.threads.filter((t) => t !== previousThread);
  return {
    hero,
    setting: previous?.setting ?? pick(random, category.settings),
    companion: pick(random, companionsFor(category.companions, idea.goal.kind)),
    idea,
    object: idea.objects[0] ?? fallbackObject(toolForGoal(idea.goal.base) ?? pick(random, category.fallbackKeywords)),
    place: idea.places[0]?.phrase ?? pick(random, category.rules.place),
    newThread: pick(random, threads),
    ...(previousThread ? { previousThread } : {}),
  };
}

/** "a pair of paper wings" is found, but then it is "the paper wings": the pair is only how it is counted. */
function fallbackObject(phrase: string): Thing {
  const plural = /^a pair of /.test(phrase);
  const words = phrase.replace(/^(a pair of|a|an|the) /, '');
  return { phrase: `the ${words}`, words, noun: words.split(' ').pop() ?? words, plural };
}

/** The things of the idea the story names, in the idea's order (metadata.keywords). */
function keywordsUsed(idea: Idea, content: string): string[] {
  const things = [idea.goal.target, ...idea.objects, ...idea.helpers, ...idea.places].filter((t): t is Thing => !!t);
  const kind = idea.heroKind?.replace(/^(a|an) /, '');
  const words = [...new Set([...things.map((t) => t.words), ...(kind ? [kind] : [])])].filter((w) => content.includes(w));
  return words.slice(0, 3);
}

/** Letters, spaces and name punctuation only: a name must never carry template syntax into the lines. */
function cleanName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N}' .-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || 'Hero';
}

/** A beat's sentences, each maybe with a scene clause for older listeners. */
function writeBeat(writer: LineWriter, beat: Beat, ageGroup: AgeGroup, random: Random, until = Infinity): string[] {
  const out: string[] = [];
  for (const symbol of beat) {
    if (out.length >= 2 && writer.words >= until) break;
    if (!writer.has(symbol)) continue;
    const tail = random() < sceneClauseChance(ageGroup) ? 'sceneClause' : undefined;
    const sentence = writer.sentence(symbol, tail);
    if (sentence) out.push(sentence);
  }
  return out;
}

function writeFull(writer: LineWriter, request: StoryRequest, cast: StoryCast, random: Random): string[][] {
  const target = targetWords(request.ageGroup, request.length);
  const beats = storyBeats({ sequel: !!cast.previousThread, length: request.length, idea: cast.idea });
  const opening = writeBeat(writer, beats.opening, request.ageGroup, random);
  const problem = writeBeat(writer, beats.problem, request.ageGroup, random);
  // The end is written after the middle, in reading order, so names and pronouns fall right; its length
  // is estimated from the sentences so far.
  const perSentence = writer.words / Math.max(1, opening.length + problem.length);
  // The opening's led lines are as long as the end's (which name the goal, the place and the companion).
  const endWords = (beats.turn.length + beats.resolution.length + beats.close.length) * perSentence;
  const middle: string[][] = [];
  for (const episode of middleEpisodes(cast.idea, random)) {
    if (middle.length > 0 && writer.words + endWords >= target - fillSlack) break;
    const sentences = writeBeat(writer, episode, request.ageGroup, random, target - endWords - fillSlack);
    if (sentences.length > 0) middle.push(sentences);
  }
  const turn = writeBeat(writer, beats.turn, request.ageGroup, random);
  const resolution = writeBeat(writer, beats.resolution, request.ageGroup, random);
  const close = writeBeat(writer, beats.close, request.ageGroup, random);
  return [opening, problem, ...middle, turn, resolution, close];
}

function writePreview(writer: LineWriter, ageGroup: AgeGroup, random: Random): string[][] {
  const opening = writeBeat(writer, ['opening', 'companionMeet', 'objIntro'], ageGroup, random);
  const problem = writeBeat(writer, ['problemLead', 'problem'], ageGroup, random);
  const fill: [string[], string][] = [
    [problem, 'want'],
    [opening, 'scene'],
    [problem, 'feeling'],
    [opening, 'heroTrait'],
    [problem, 'decide'],
    [opening, 'objLook'],
    [problem, 'seekLead'],
  ];
  // Room for one more sentence and the cliffhanger, judged by this story's own sentence length.
  const perSentence = () => writer.words / Math.max(1, opening.length + problem.length);
  for (const [paragraph, symbol] of fill) {
    if (writer.words + 2 * perSentence() > previewTargetWords + fillSlack) break;
    paragraph.push(...writeBeat(writer, [symbol], ageGroup, random));
  }
  problem.push(...writeBeat(writer, ['cliff'], ageGroup, random));
  return [opening, problem];
}
