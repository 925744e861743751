import type { AgeGroup, StoryLength } from '@inkspell/contracts/stories';
import type { GeneratedStory, PreviousChapter, StoryEngine, StoryPiece, StoryRequest } from '../../domain/engines';
import { categoryGrammars } from './grammars';
import { heroLookFor } from './hero-look';
import { promptKeywords } from './prompt-keywords';
import { previewTargetWords, readTimeMinutes, targetWords } from './reading-pace';
import type { Random } from './seeded-random';
import { pick, seededRandom } from './seeded-random';
import { StoryGrammar } from './story-grammar';
import type { StoryCast } from './story-grammar';
import { joinSentences, withSceneClause } from './story-style';
import { countWords, joinParagraphs, previewOf, splitParagraphs } from './story-text';

/**
 * The default story engine: no network, no model, real stories. A plot skeleton (opening, problem,
 * tries, turn, resolution, calm bedtime close) is drawn per category, its beats are written with the
 * category's tracery grammar, and the middle grows with tries and journeys until the length's word
 * target for the age group is met. Everything random comes from the request's seed.
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

/** A beat's sentences: always the required symbols, then as many extras as the length allows. */
interface Beat {
  required: string[];
  extras: string[];
}

/** Extra sentences per beat by length: longer stories linger in each scene, not only in the middle. */
const extrasPerBeat: Record<StoryLength, number> = { short: 0, medium: 1, long: 2 };

/** Stop filling when within this many words of the target: one more sentence would overshoot more. */
const fillSlack = 8;

function fullBeats(sequel: boolean): Record<'opening' | 'problem' | 'turn' | 'resolution' | 'close', Beat> {
  return {
    opening: { required: [sequel ? 'sequelOpening' : 'opening', 'scene', 'companionMeet', 'kwIntro'], extras: ['heroTrait', 'scene'] },
    problem: { required: [sequel ? 'sequelProblem' : 'problemLead', 'problem', 'feeling', 'decide'], extras: ['problem', 'feeling'] },
    turn: { required: ['turnLead', 'turn', 'turnReaction', 'lesson'], extras: ['encourage', 'turn'] },
    resolution: {
      required: ['resolution', ...(sequel ? ['sequelResolve'] : []), 'kwEnd', 'celebrate', 'proud'],
      extras: ['resolution', 'celebrate'],
    },
    close: { required: ['homeward', 'bedtime', 'threadHint', 'goodnight'], extras: ['bedtime', 'bedtime'] },
  };
}

/** The middle of the story alternates tries at the problem with stretches of journey. */
const episodes: string[][] = [
  ['try', 'setback', 'companionTalk', 'encourage'],
  ['journey', 'journey', 'scene', 'companionTalk'],
];

export function composeStory(request: StoryRequest): GeneratedStory {
  const previous = request.previous;
  const category = categoryGrammars[previous?.category ?? request.category];
  const random = seededRandom(
    [request.seed, category.id, request.characterName, request.prompt, request.ageGroup, request.length, request.mode].join('\u0000'),
  );
  const cast = castFor(request, previous, random);
  const grammar = new StoryGrammar(category, cast, request.ageGroup, random);
  const openThread = grammar.chooseNewThread(cast.previousThread);
  const names = new Set([cast.hero, cast.companion.name].map((n) => n.split(' ')[0] ?? n));
  const writer = new ParagraphWriter(grammar, request.ageGroup, random, names);

  const paragraphs = request.mode === 'preview' ? writePreview(writer) : writeFull(writer, request, !!previous);
  const content = joinParagraphs(paragraphs);
  let title = grammar.sentence('title');
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
      openThread,
      skeletonId: cast.skeleton.id,
      keywords: cast.keywords.map((k) => k.words),
      engine: 'offline',
      // A random of its own, so adding the look changed no story the seed wrote before.
      heroLook: heroLookFor(cast.hero, seededRandom(`${request.seed}\u0000look\u0000${cast.hero}`), cast.companion),
    },
  };
}

function castFor(request: StoryRequest, previous: PreviousChapter | undefined, random: Random): StoryCast {
  const category = categoryGrammars[previous?.category ?? request.category];
  const hero = cleanName(previous?.characterName ?? request.characterName);
  const found = promptKeywords(request.prompt, hero);
  const fallback = pick(random, category.fallbackKeywords);
  const keywords = found.length > 0 ? found : [{ phrase: fallback, words: fallback.replace(/^(a|an|the) /, '') }];
  const previousThread = previous
    ? (previous.openThread ?? `the secret left over from "${previous.title}"`).trim().replace(/[.!?]+$/, '')
    : undefined;
  return {
    hero,
    setting: previous?.setting ?? pick(random, category.settings),
    companion: pick(random, category.companions),
    keywords,
    skeleton: pick(random, category.skeletons),
    ...(previousThread ? { previousThread } : {}),
  };
}

/** Letters, spaces and name punctuation only: a name must never carry tracery syntax into the grammar. */
function cleanName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N}' .-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || 'Hero';
}

/** Writes paragraphs sentence by sentence and keeps the running word count. */
class ParagraphWriter {
  words = 0;

  constructor(
    private readonly grammar: StoryGrammar,
    private readonly ageGroup: AgeGroup,
    private readonly random: Random,
    private readonly names: ReadonlySet<string>,
  ) {}

  /** A fresh sentence of `symbol`, styled for the age group, counted. */
  sentence(symbol: string): string {
    const text = withSceneClause(this.grammar.sentence(symbol), this.ageGroup, this.random, () => this.grammar.phrase('sceneClause'));
    this.words += countWords(text);
    return text;
  }

  paragraph(sentences: string[]): string {
    return joinSentences(sentences, this.ageGroup, this.random, this.names).join(' ');
  }
}

function writeFull(writer: ParagraphWriter, request: StoryRequest, sequel: boolean): string[] {
  const target = targetWords(request.ageGroup, request.length);
  const beats = fullBeats(sequel);
  const write = (beat: Beat) => [...beat.required, ...beat.extras.slice(0, extrasPerBeat[request.length])].map((s) => writer.sentence(s));
  // Write the fixed beats first so the middle knows how many words are left for it.
  const opening = write(beats.opening);
  const problem = write(beats.problem);
  const turn = write(beats.turn);
  const resolution = write(beats.resolution);
  const close = write(beats.close);

  const middle: string[][] = [];
  for (let i = 0; i === 0 || writer.words < target - fillSlack; i += 1) {
    const symbols = [...(episodes[i % episodes.length] ?? [])];
    // The first try always brings in the second thing the child asked for.
    if (i === 0) symbols.splice(2, 0, 'kwMiddle');
    // Three sentences at least: a paragraph of two short lines could repeat another story's.
    const minimum = i === 0 ? 4 : 3;
    const sentences: string[] = [];
    for (const symbol of symbols) {
      if (sentences.length >= minimum && writer.words >= target - fillSlack) break;
      sentences.push(writer.sentence(symbol));
    }
    middle.push(sentences);
  }
  return [opening, problem, ...middle, turn, resolution, close].map((p) => writer.paragraph(p));
}

function writePreview(writer: ParagraphWriter): string[] {
  const opening = [writer.sentence('opening'), writer.sentence('kwIntro'), writer.sentence('companionMeet')];
  const problem = [writer.sentence('problem')];
  const cliff = writer.sentence('cliff');
  const fill: [string[], string][] = [
    [problem, 'feeling'],
    [opening, 'scene'],
    [problem, 'problem'],
    [opening, 'heroTrait'],
    [problem, 'decide'],
    [opening, 'scene'],
    [problem, 'feeling'],
  ];
  for (const [paragraph, symbol] of fill) {
    if (writer.words >= previewTargetWords - fillSlack) break;
    paragraph.push(writer.sentence(symbol));
  }
  return [writer.paragraph(opening), writer.paragraph([...problem, cliff])];
}
