import type { Engines } from '../../domain/engines';
import { OfflineContentSafety } from './content-safety';
import { EspeakNarrator } from './espeak-narrator';
import { OfflineIllustrator } from './offline-illustrator';
import { OfflineStoryEngine } from './offline-story-engine';
import type { OpenAIOptions } from './openai-client';
import { OpenAIIllustrator } from './openai-illustrator';
import { OpenAIModeration } from './openai-moderation';
import { OpenAINarrator } from './openai-narrator';
import { OpenAIStoryEngine } from './openai-story-engine';

/** The model each OpenAI engine asks (OPENAI_STORY_MODEL and its siblings); each has the default below. */
export interface OpenAIModels {
  story: string;
  image: string;
  speech: string;
  moderation: string;
}

export const defaultOpenAIModels: OpenAIModels = {
  story: 'gpt-4o-mini',
  image: 'dall-e-3',
  speech: 'gpt-4o-mini-tts',
  moderation: 'omni-moderation-latest',
};

/**
 * How long each engine waits for the provider to start answering (a streamed story has its own whole-answer deadline).
 * Sized for a job in the background, not for a browser waiting on a request; moderation stays short because the
 * anonymous preview checks its input and its text inside the gateway's 15 s.
 */
export const openAITimeoutsMs = { story: 60_000, image: 90_000, speech: 60_000, moderation: 10_000 } as const;

export interface EngineConfig {
  /** OPENAI_API_KEY: when set, every engine uses OpenAI; otherwise the offline defaults. */
  openaiApiKey?: string;
  /** OPENAI_BASE_URL: another OpenAI-compatible endpoint (tests point it at a local test server). */
  openaiBaseUrl?: string;
  /** Retries of a 429, a 5xx or a lost connection, with the SDK's backoff (2 unless told; tests use 0). */
  openaiMaxRetries?: number;
  openaiModels?: Partial<OpenAIModels>;
}

/** The engine settings of the environment (src/env.ts): the key, the endpoint and the model of each engine. */
export function engineConfigFromEnv(env: {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  OPENAI_STORY_MODEL: string;
  OPENAI_IMAGE_MODEL: string;
  OPENAI_SPEECH_MODEL: string;
  OPENAI_MODERATION_MODEL: string;
}): EngineConfig {
  return {
    ...(env.OPENAI_API_KEY ? { openaiApiKey: env.OPENAI_API_KEY } : {}),
    ...(env.OPENAI_BASE_URL ? { openaiBaseUrl: env.OPENAI_BASE_URL } : {}),
    openaiModels: {
      story: env.OPENAI_STORY_MODEL,
      image: env.OPENAI_IMAGE_MODEL,
      speech: env.OPENAI_SPEECH_MODEL,
      moderation: env.OPENAI_MODERATION_MODEL,
    },
  };
}

/** Chooses the engines once at start (ARCHITECTURE §6): offline by default, OpenAI when a key is set. */
export function createEngines(config: EngineConfig = {}): Engines {
  const offlineSafety = new OfflineContentSafety();
  const apiKey = config.openaiApiKey;
  if (!apiKey) {
    return {
      story: new OfflineStoryEngine(),
      illustrator: new OfflineIllustrator(),
      narrator: new EspeakNarrator(),
      safety: offlineSafety,
    };
  }
  const models = { ...defaultOpenAIModels, ...config.openaiModels };
  const options = (timeoutMs: number): OpenAIOptions => ({
    apiKey,
    ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
    maxRetries: config.openaiMaxRetries ?? 2,
    timeoutMs,
  });
  return {
    story: new OpenAIStoryEngine(options(openAITimeoutsMs.story), models.story),
    illustrator: new OpenAIIllustrator(options(openAITimeoutsMs.image), models.image),
    narrator: new OpenAINarrator(options(openAITimeoutsMs.speech), models.speech),
    safety: new OpenAIModeration(options(openAITimeoutsMs.moderation), offlineSafety, models.moderation),
  };
}

export { EngineError } from '../../domain/engines';
