import { commonMessages, errorCodes, offlineMessages } from '@inkspell/contracts/values';
import { nextCursorOf, pageTotalOf, pagingHeaders, type Page } from '@inkspell/contracts/values/paging';
import { ApiError, apiErrorFromBody } from './api-error';
import { noteNetworkFailure, noteServerAnswer } from './connection';

/** Anything with a zod-like parse: lets callers check answers with the contracts' schemas. */
export interface AnswerSchema<T> {
  parse: (data: unknown) => T;
}

/** A schema, or a function that loads one when a success answer needs checking (contractSchema). */
export type AnswerCheck<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

export interface RequestOptions<T> {
  schema?: AnswerCheck<T>;
  signal?: AbortSignal;
  /** Extra request headers (the parent PIN of a gated action, ADR 0019). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** '' in the browser (same origin as the gateway); a full origin in tests. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, payload?: unknown, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, payload?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, payload?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, payload?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** One page of a paged list (issue #24): the rows checked with the row schema, the next cursor and the total from the headers. */
  getPage<T>(path: string, options: RequestOptions<T[]> & { schema: AnswerCheck<T[]> }): Promise<Page<T>>;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Reads a successful answer: empty → undefined, otherwise JSON (anything else is a server fault). */
async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      message: `${response.status}: the answer was not JSON`,
      code: errorCodes.badGateway,
      cause,
    });
  }
}

/**
 * Checks a success answer with the caller's contract schema. An answer of the wrong shape is a
 * server fault like a non-JSON one: it becomes an ApiError (so pages show their usual failure
 * toast with a readable sentence, not a schema dump), keeping the schema's complaint as the cause.
 */
function checkAnswer<T>(answer: unknown, schema: AnswerSchema<T>, status: number): T {
  try {
    return schema.parse(answer);
  } catch (cause) {
    throw new ApiError({ status, message: commonMessages.badGateway, code: errorCodes.badGateway, cause });
  }
}

/** Creates a client; the app uses the `api` instance below. */
export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}): ApiClient {
  async function send<T>(
    method: HttpMethod,
    path: string,
    payload: unknown,
    options: RequestOptions<T>,
  ): Promise<{ answer: T; headers: Headers }> {
    const hasPayload = payload !== undefined;
    let response: Response;
    try {
      // Cookies always travel (spec 01 §7); body and content type only when there is a payload.
      response = await (fetchImpl ?? globalThis.fetch)(baseUrl + path, {
        method,
        credentials: 'include',
        headers:
          hasPayload || options.headers ? { ...(hasPayload ? { 'Content-Type': 'application/json' } : {}), ...options.headers } : undefined,
        body: hasPayload ? JSON.stringify(payload) : undefined,
        signal: options.signal,
      });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      noteNetworkFailure();
      // Not in the spec's catalogue: the network itself failed. With no connection at all, say so (issue #27);
      // otherwise the service is napping.
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      throw new ApiError({
        status: 0,
        message: offline ? offlineMessages.needsConnection : commonMessages.unavailable,
        code: errorCodes.unavailable,
        cause,
      });
    }
    noteServerAnswer();
    if (!response.ok) {
      const bodyText = await response.text().catch(() => '');
      throw apiErrorFromBody(response.status, response.statusText, bodyText);
    }
    const answer = await readAnswer(response);
    if (!options.schema) return { answer: answer as T, headers: response.headers };
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    return { answer: checkAnswer(answer, schema, response.status), headers: response.headers };
  }

  async function request<T>(method: HttpMethod, path: string, payload?: unknown, options: RequestOptions<T> = {}): Promise<T> {
    return (await send(method, path, payload, options)).answer;
  }

  async function getPage<T>(path: string, options: RequestOptions<T[]> & { schema: AnswerCheck<T[]> }): Promise<Page<T>> {
    const { answer: items, headers } = await send('GET', path, undefined, options);
    return { items, nextCursor: nextCursorOf(headers.get(pagingHeaders.link)), total: pageTotalOf(headers, items.length) };
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, payload, options) => request('POST', path, payload, options),
    put: (path, payload, options) => request('PUT', path, payload, options),
    patch: (path, payload, options) => request('PATCH', path, payload, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    getPage,
  };
}

/** The browser's client: same-origin paths such as '/api/stories'. */
export const api = createApiClient();
