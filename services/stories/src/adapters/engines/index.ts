import type { Engines } from '../../domain/engines';
import { OfflineContentSafety } from './content-safety';
import { EspeakNarrator } from './espeak-narrator';
import { OfflineIllustrator } from './offline-illustrator';
import { OfflineStoryEngine } from './offline-story-engine';
import { OpenAIIllustrator } from './openai-illustrator';
import { OpenAIModeration } from './openai-moderation';
import { OpenAINarrator } from './openai-narrator';
import { OpenAIStoryEngine } from './openai-story-engine';

export interface EngineConfig {
  /** OPENAI_API_KEY: when set, every engine uses OpenAI; otherwise the offline defaults. */
  openaiApiKey?: string;
  /** OPENAI_BASE_URL: another OpenAI-compatible endpoint (tests point it at a local fake). */
  openaiBaseUrl?: string;
  openaiMaxRetries?: number;
}

/** Chooses the engines once at start (ARCHITECTURE §6): offline by default, OpenAI when a key is set. */
export function createEngines(config: EngineConfig = {}): Engines {
  const offlineSafety = new OfflineContentSafety();
  if (!config.openaiApiKey) {
    return {
      story: new OfflineStoryEngine(),
      illustrator: new OfflineIllustrator(),
      narrator: new EspeakNarrator(),
      safety: offlineSafety,
    };
  }
  const options = {
    apiKey: config.openaiApiKey,
    ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
    ...(config.openaiMaxRetries !== undefined ? { maxRetries: config.openaiMaxRetries } : {}),
  };
  return {
    story: new OpenAIStoryEngine(options),
    illustrator: new OpenAIIllustrator(options),
    narrator: new OpenAINarrator(options),
    safety: new OpenAIModeration(options, offlineSafety),
  };
}

export { EngineError } from '../../domain/engines';
