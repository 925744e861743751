import { categoryLook } from '@inkspell/contracts/stories';
import type OpenAI from 'openai';
import type { Illustration, Illustrator, SceneRequest } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import { assetName } from './asset-name';
import type { OpenAIOptions } from './openai-client';
import { callProvider, createOpenAIClient } from './openai-client';
import { passageAlt } from './scene-alt';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** How much of the scene's passage a prompt quotes: the images API limits prompts (4,000 characters for DALL·E 3). */
const sceneTextChars = 1_500;

/**
 * Pictures from the OpenAI images API when configured: one request per scene, answered as base64 PNG. The prompt
 * shows the scene's own passage and repeats the story's one description of the hero word for word, so every
 * picture shows the same hero. An answer without image data, or data that is not a PNG, is a malformed answer.
 */
export class OpenAIIllustrator implements Illustrator {
  private readonly client: OpenAI;

  constructor(
    options: OpenAIOptions,
    private readonly model = 'dall-e-3',
  ) {
    this.client = createOpenAIClient(options);
  }

  async drawScene(request: SceneRequest): Promise<Illustration> {
    const answer = await callProvider('illustrator', () =>
      this.client.images.generate({
        model: this.model,
        prompt: scenePrompt(request),
        size: '1024x1024',
        n: 1,
        // The gpt-image models always answer base64 and refuse the parameter; DALL·E needs it.
        ...(this.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
      }),
    );
    const data = answer.data?.[0]?.b64_json;
    const bytes = data ? new Uint8Array(Buffer.from(data, 'base64')) : new Uint8Array();
    if (!pngSignature.every((b, i) => bytes[i] === b))
      throw new EngineError('illustrator', 'malformed-answer', 'The images API answered without a PNG image');
    return { sceneIndex: request.sceneIndex, alt: passageAlt(request), name: assetName(bytes, 'png'), contentType: 'image/png', bytes };
  }
}

/** The picture prompt of one scene: the story's style, the hero's look word for word, and what happens. */
export function scenePrompt(request: SceneRequest): string {
  const category = categoryLook(request.category).name.toLowerCase();
  return [
    `A warm, gentle children's picture-book illustration for a ${category} story called "${request.title}".`,
    // The story engines already wrote the look chosen on the form into heroLook.
    `The hero, always drawn exactly like this: ${request.heroLook}`,
    `The scene to show: ${clip(request.sceneText.replace(/\s+/g, ' ').trim(), sceneTextChars)}`,
    'Soft colours, friendly faces, no text or letters in the picture.',
  ].join('\n');
}

/** The text cut at the last sentence end (or word) before `limit`. */
function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return sentenceEnd > limit / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}...`;
}
