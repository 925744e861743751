import { categoryLook, generatedStorySchema } from '@inkspell/contracts/stories';
import type OpenAI from 'openai';
import type { GeneratedStory, StoryEngine, StoryRequest, StoryPiece } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import type { OpenAIOptions } from './openai-client';
import { callProvider, createOpenAIClient } from './openai-client';
import { promptKeywords } from './prompt-keywords';
import { previewTargetWords, readAloudWordsPerMinute, readTimeMinutes, targetWords } from './reading-pace';
import { countWords, joinParagraphs, previewOf, splitParagraphs } from './story-text';

/** The JSON schema sent with the request; the answer is then checked with the contracts' zod schema. */
const answerJsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    content: { type: 'string', description: 'Paragraphs separated by one blank line.' },
    preview: { type: 'string', description: 'The first sentence or two, at most 150 characters.' },
    setting: { type: 'string', description: 'The named place where the story happens.' },
    openThread: { type: 'string', description: 'A small unanswered mystery the ending hints at, for a next chapter.' },
  },
  required: ['title', 'content', 'preview', 'setting', 'openThread'],
  additionalProperties: false,
} as const;

/** How much of the previous chapter a sequel request quotes: enough for names and tone. */
const previousChapterChars = 2_000;

/**
 * The story engine when OPENAI_API_KEY is set: one chat completion asked for JSON in a strict schema.
 * Whatever comes back is parsed and checked; an answer that is not the story we asked for becomes an
 * EngineError ('malformed-answer'), an HTTP or network failure one with 'provider-failed'.
 */
export class OpenAIStoryEngine implements StoryEngine {
  private readonly client: OpenAI;

  constructor(
    options: OpenAIOptions,
    private readonly model = 'gpt-4o-mini',
  ) {
    this.client = createOpenAIClient(options);
  }

  async write(request: StoryRequest, onPiece: (piece: StoryPiece) => Promise<void>): Promise<GeneratedStory> {
    const story = await this.generate(request);
    await onPiece({ kind: 'title', title: story.title });
    const paragraphs = story.content.split(/\n\s*\n/);
    for (const [index, text] of paragraphs.entries()) await onPiece({ kind: 'paragraph', index, text });
    return story;
  }

  async generate(request: StoryRequest): Promise<GeneratedStory> {
    const completion = await callProvider('story', () =>
      this.client.chat.completions.create({
        model: this.model,
        temperature: 0.9,
        response_format: { type: 'json_schema', json_schema: { name: 'story', strict: true, schema: answerJsonSchema } },
        messages: [
          { role: 'system', content: systemPrompt },
          { role: 'user', content: userPrompt(request) },
        ],
      }),
    );
    const choice = completion.choices?.[0];
    const text = choice?.message?.content;
    if (!text || choice.finish_reason === 'length' || choice.message.refusal) {
      throw new EngineError(
        'story',
        'malformed-answer',
        `The model gave no complete story (finish reason ${choice?.finish_reason ?? 'none'})`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new EngineError('story', 'malformed-answer', 'The model answered with text that is not JSON', { cause: error });
    }
    const parsed = generatedStorySchema.safeParse(json);
    if (!parsed.success)
      throw new EngineError('story', 'malformed-answer', `The model's story JSON does not fit the schema: ${parsed.error.message}`);

    const answer = parsed.data;
    // Normalise paragraph breaks whatever the model used (single newlines, extra blank lines).
    const content = joinParagraphs(splitParagraphs(answer.content.replace(/\n(?!\n)/g, '\n\n')));
    const wordCount = countWords(content);
    return {
      title: answer.title,
      content,
      preview: previewOf(answer.preview),
      wordCount,
      readTime: readTimeMinutes(wordCount, request.ageGroup),
      metadata: {
        wordCount,
        setting: answer.setting,
        openThread: answer.openThread,
        skeletonId: 'openai',
        keywords: promptKeywords(request.prompt, request.characterName).map((k) => k.words),
        engine: 'openai',
      },
    };
  }
}

const systemPrompt = [
  'You write gentle, age-appropriate bedtime stories for children, read aloud by a parent.',
  'No violence, weapons, scary gore, drugs, alcohol, romance or grown-up themes; conflicts are solved with kindness and cleverness.',
  'Structure: an opening, a problem, a few tries, a turn, a resolution and a calm, sleepy ending that hints at a small open mystery.',
  'Answer only with the JSON object of the given schema. Separate paragraphs in content with one blank line.',
].join(' ');

function userPrompt(request: StoryRequest): string {
  const words = request.mode === 'preview' ? previewTargetWords : targetWords(request.ageGroup, request.length);
  const lines = [
    `Category: ${categoryLook(request.previous?.category ?? request.category).name}.`,
    `Hero: ${request.previous?.characterName ?? request.characterName}.`,
    `The child's idea: ${request.prompt}`,
    `Listener age: ${request.ageGroup} years; use sentences and words that fit that age.`,
    `Length: about ${words} words (read aloud at ${readAloudWordsPerMinute[request.ageGroup]} words a minute).`,
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
