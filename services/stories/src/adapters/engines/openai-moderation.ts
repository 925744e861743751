import type OpenAI from 'openai';
import type { ContentSafety, SafetyInput, SafetyVerdict } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import type { OpenAIOptions } from './openai-client';
import { callProvider, createOpenAIClient } from './openai-client';

/**
 * The OpenAI moderation API on top of the word lists (ARCHITECTURE §6: "as well"): the local check
 * still names the flagged words, the moderation model adds what no word list sees. Both must pass.
 */
export class OpenAIModeration implements ContentSafety {
  private readonly client: OpenAI;

  constructor(
    options: OpenAIOptions,
    private readonly wordLists: ContentSafety,
    private readonly model = 'omni-moderation-latest',
  ) {
    this.client = createOpenAIClient(options);
  }

  async check(input: SafetyInput): Promise<SafetyVerdict> {
    const local = await this.wordLists.check(input);
    const texts = [input.characterName, input.prompt, input.text].filter((t): t is string => !!t?.trim());
    if (texts.length === 0) return local;
    const answer = await callProvider('safety', () => this.client.moderations.create({ model: this.model, input: texts }));
    if (!Array.isArray(answer.results) || answer.results.length !== texts.length) {
      throw new EngineError('safety', 'malformed-answer', 'The moderation API answered with the wrong number of results');
    }
    const flaggedCategories = [
      ...new Set(
        answer.results.flatMap((r) =>
          r.flagged
            ? Object.entries(r.categories ?? {})
                .filter(([, hit]) => hit)
                .map(([name]) => name)
            : [],
        ),
      ),
    ];
    const flagged = answer.results.some((r) => r.flagged);
    return { safe: local.safe && !flagged, flaggedWords: local.flaggedWords, ...(flagged ? { flaggedCategories } : {}) };
  }
}
