import OpenAI from 'openai';
import { EngineError } from '../../domain/engines';

/** How the OpenAI adapters reach the API; baseURL points tests at a local server that answers like it. */
export interface OpenAIOptions {
  apiKey: string;
  baseURL?: string;
  /** The SDK retries 429s and 5xx with backoff; tests use 0. */
  maxRetries?: number;
  timeoutMs?: number;
}

export function createOpenAIClient(options: OpenAIOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeoutMs ?? 120_000,
  });
}

/** Runs one provider call; any failure of the call itself (HTTP status, network, timeout) becomes an EngineError. */
export async function callProvider<T>(engine: EngineError['engine'], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EngineError) throw error;
    const status = error instanceof OpenAI.APIError && error.status ? ` (HTTP ${error.status})` : '';
    throw new EngineError(
      engine,
      'provider-failed',
      `OpenAI call failed${status}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
