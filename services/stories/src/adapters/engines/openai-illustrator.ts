import { categoryLook } from '@inkspell/contracts/stories';
import type OpenAI from 'openai';
import type { Illustration, SceneRequest, Illustrator } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import { assetName } from './asset-name';

import type { OpenAIOptions } from './openai-client';
import { callProvider, createOpenAIClient } from './openai-client';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What each picture of a story shows, in story order (as the offline scenes do). */
const moments = ['at the start of the adventure', 'in the middle of the adventure', 'falling asleep at the end of the day'];

/**
 * Pictures from the OpenAI images API when configured: one request per scene, answered as base64
 * PNG. An answer without image data, or data that is not a PNG, is a malformed answer.
 */
export class OpenAIIllustrator implements Illustrator {
  private readonly client: OpenAI;

  constructor(
    options: OpenAIOptions,
    private readonly model = 'dall-e-3',
  ) {
    this.client = createOpenAIClient(options);
  }

  drawScene(request: SceneRequest): Promise<Illustration> {
    return this.scene(request, request.sceneIndex);
  }

  private async scene(request: SceneRequest, sceneIndex: number): Promise<Illustration> {
    const moment = moments[Math.min(sceneIndex, moments.length - 1)]!;
    const alt = `${request.characterName} ${moment}, from "${request.title}"`;
    const answer = await callProvider('illustrator', () =>
      this.client.images.generate({
        model: this.model,
        prompt: `A warm, gentle children's picture-book illustration for a ${categoryLook(request.category).name.toLowerCase()} story called "${request.title}": ${alt}. Soft colours, friendly faces, no text.`,
        size: '1024x1024',
        n: 1,
        response_format: 'b64_json',
      }),
    );
    const data = answer.data?.[0]?.b64_json;
    const bytes = data ? new Uint8Array(Buffer.from(data, 'base64')) : new Uint8Array();
    if (!pngSignature.every((b, i) => bytes[i] === b))
      throw new EngineError('illustrator', 'malformed-answer', 'The images API answered without a PNG image');
    return { sceneIndex, alt, name: assetName(bytes, 'png'), contentType: 'image/png', bytes };
  }
}
