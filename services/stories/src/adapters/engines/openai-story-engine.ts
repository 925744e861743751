import { categoryLook, defaultHeroPronouns, type HeroPronouns } from '@inkspell/contracts/stories';
import type OpenAI from 'openai';
import type { GeneratedStory, StoryEngine, StoryPiece, StoryRequest } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import type { OpenAIOptions } from './openai-client';
import { callProvider, createOpenAIClient } from './openai-client';
import { chosenLookWords, withChosenLook } from './hero-look';
import { promptKeywords } from './prompt-keywords';
import { previewTargetWords, readAloudWordsPerMinute, readTimeMinutes, targetWords } from './reading-pace';
import { StreamedStoryParser } from './streamed-story-answer';
import { countWords, joinParagraphs, previewOf } from './story-text';

/** How much of the previous chapter a sequel request quotes: enough for names and tone. */
const previousChapterChars = 2_000;

/** Tokens allowed per word asked for, plus room for the title and notes: a runaway answer stops, a story fits. */
const tokensPerWord = 2.5;
const notesTokens = 300;

/**
 * A whole answer's deadline. The client's timeout only covers waiting for the first byte; a stream that stalls
 * halfway would otherwise hold its job for ever.
 */
const defaultAnswerTimeoutMs = 180_000;

/**
 * The story engine when OPENAI_API_KEY is set: one streamed chat completion in the plain-text format of ADR 0029,
 * read paragraph by paragraph as it arrives. An answer that is not the story we asked for becomes an EngineError
 * ('malformed-answer'), an HTTP or network failure one with 'provider-failed'; whatever `onPiece` throws stops the
 * stream and propagates as it is.
 */
export class OpenAIStoryEngine implements StoryEngine {
  private readonly client: OpenAI;

  constructor(
    options: OpenAIOptions,
    private readonly model = 'gpt-4o-mini',
    private readonly answerTimeoutMs = defaultAnswerTimeoutMs,
  ) {
    this.client = createOpenAIClient(options);
  }

  generate(request: StoryRequest): Promise<GeneratedStory> {
    return this.write(request, () => Promise.resolve());
  }

  async write(request: StoryRequest, onPiece: (piece: StoryPiece) => Promise<void>): Promise<GeneratedStory> {
    const deadline = AbortSignal.timeout(this.answerTimeoutMs);
    const stream = await callProvider('story', () =>
      this.client.chat.completions.create(
        {
          model: this.model,
          temperature: 0.9,
          stream: true,
          max_completion_tokens: Math.ceil(wordsFor(request) * tokensPerWord) + notesTokens,
          messages: [
            { role: 'system', content: systemPrompt },
            { role: 'user', content: userPrompt(request) },
          ],
        },
        { signal: deadline },
      ),
    );
    const parser = new StreamedStoryParser(onPiece);
    const chunks = stream[Symbol.asyncIterator]();
    let finishReason: string | null | undefined;
    let finished = false;
    try {
      for (;;) {
        const next = await callProvider('story', () => chunks.next());
        if (next.done) break;
        const choice = next.value.choices?.[0];
        if (choice?.delta?.refusal) throw new EngineError('story', 'malformed-answer', 'The model refused to write the story');
        if (choice?.delta?.content) await parser.push(choice.delta.content);
        finishReason = choice?.finish_reason ?? finishReason;
      }
      finished = true;
    } finally {
      // A malformed start or a refused piece stops the model writing the rest (and us paying for it).
      if (!finished) stream.controller.abort();
    }
    // The SDK ends an aborted or cut stream quietly: what came so far must not pass for a whole (malformed) answer.
    if (deadline.aborted) {
      throw new EngineError('story', 'provider-failed', `OpenAI did not finish the story within ${this.answerTimeoutMs} ms`);
    }
    if (!finishReason) throw new EngineError('story', 'provider-failed', 'The story stream ended before the model finished');
    if (finishReason !== 'stop') {
      throw new EngineError('story', 'malformed-answer', `The model gave no complete story (finish reason ${finishReason})`);
    }
    const answer = await parser.end();
    const content = joinParagraphs(answer.paragraphs);
    const wordCount = countWords(content);
    return {
      title: answer.title,
      content,
      preview: previewOf(content),
      wordCount,
      readTime: readTimeMinutes(wordCount, request.ageGroup),
      metadata: {
        wordCount,
        setting: answer.setting,
        openThread: answer.openThread,
        skeletonId: 'openai',
        keywords: promptKeywords(request.prompt, request.characterName).map((k) => k.words),
        engine: 'openai',
        heroLook: withChosenLook(answer.heroLook, request.previous?.heroLook ?? request.heroLook),
      },
    };
  }
}

const systemPrompt = [
  'You write gentle, age-appropriate bedtime stories for children, read aloud by a parent.',
  'No violence, weapons, scary gore, drugs, alcohol, romance or grown-up themes; conflicts are solved with kindness and cleverness.',
  'Structure: an opening, a problem, a few tries, a turn, a resolution and a calm, sleepy ending that hints at a small open mystery.',
  'Answer in plain text, no Markdown, in exactly this format:',
  'the first line is "Title: " and the title;',
  'then the story, one paragraph per line, with a blank line between paragraphs;',
  // The page shows each paragraph as soon as it is complete: a short first one puts words in front of the child at once.
  'the first paragraph is a single sentence of at most ten words that sets the scene;',
  'then a line with only "---";',
  'then three lines: "Setting: " and the named place where the story happens;',
  '"Open thread: " and a small unanswered mystery the ending hints at, for a next chapter;',
  '"Hero look: " and one sentence on how the hero (and any companion) looks: build, hair, clothes and colours,',
  'so an illustrator can draw them the same way in every picture.',
].join(' ');

function wordsFor(request: StoryRequest): number {
  return request.mode === 'preview' ? previewTargetWords : targetWords(request.ageGroup, request.length);
}

/** How the prompt names each choice of the create form's pronouns (issue #23). */
const pronounWords: Record<HeroPronouns, string> = { they: '"they/them/their"', she: '"she/her"', he: '"he/him/his"' };

/** The look the child chose for the hero, for the story and its "Hero look" line (a sequel keeps the first chapter's). */
function lookLine(request: StoryRequest): string[] {
  const chosen = chosenLookWords(request.previous?.heroLook ?? request.heroLook);
  return chosen ? [`The hero has ${chosen}; say so in the "Hero look" line.`] : [];
}

function userPrompt(request: StoryRequest): string {
  const lines = [
    `Category: ${categoryLook(request.previous?.category ?? request.category).name}.`,
    `Hero: ${request.previous?.characterName ?? request.characterName}.`,
    `Call the hero ${pronounWords[request.previous?.heroPronouns ?? request.heroPronouns ?? defaultHeroPronouns]} after the first mention.`,
    ...lookLine(request),
    `The child's idea: ${request.prompt}`,
    `Listener age: ${request.ageGroup} years; use sentences and words that fit that age.`,
    `Length: about ${wordsFor(request)} words (read aloud at ${readAloudWordsPerMinute[request.ageGroup]} words a minute).`,
  ];
  if (request.mode === 'preview') lines.push('This is a free preview: write only the opening and the problem, ending on a cliffhanger.');
  const previous = request.previous;
  if (previous) {
    lines.push(
      `This is the next chapter of "${previous.title}". Keep the same hero${previous.setting ? ` and the setting ${previous.setting}` : ''}.`,
      previous.openThread
        ? `Begin from the open mystery of the last chapter and resolve it: ${previous.openThread}.`
        : 'Continue where the last chapter ended.',
      `The last chapter began: ${previous.content.slice(0, previousChapterChars)}`,
    );
  }
  return lines.join('\n');
}
