/**
 * The platform as a browser speaks to it through the gateway: JSON calls from the page's own origin
 * (the gateway refuses unsafe requests from other origins) with the session cookie.
 */
import { sessionCookieName } from '@inkspell/contracts';

export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export interface GatewayClient {
  baseUrl: string;
  call(path: string, options?: { method?: string; cookie?: string; body?: unknown }): Promise<Answer>;
  /** Signs in or registers (the path says which) and answers the session cookie. */
  session(path: string, body: unknown): Promise<string>;
}

/**
 * With `retryUnavailable` (while containers are being killed), a call the gateway answers 502 or 503 (its
 * upstream refused the connection or is not ready: the request never reached a service that did its work)
 * or that cannot reach the gateway is made again, for up to `retryForMs`. A 504 is not retried: that request
 * may have been done.
 */
export function gatewayClient(baseUrl: string, options: { retryUnavailable?: boolean; retryForMs?: number } = {}): GatewayClient {
  const retryForMs = options.retryForMs ?? 120_000;

  async function call(path: string, callOptions: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Answer> {
    const deadline = Date.now() + retryForMs;
    for (;;) {
      try {
        const answer = await callOnce(path, callOptions);
        if (!options.retryUnavailable || (answer.status !== 502 && answer.status !== 503) || Date.now() > deadline) return answer;
      } catch (error) {
        if (!options.retryUnavailable || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async function callOnce(path: string, options: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Answer> {
    const res = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        origin: baseUrl,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a page, a picture): the text is there.
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  async function session(path: string, body: unknown): Promise<string> {
    const answer = await call(path, { body });
    if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith(`${sessionCookieName}=`));
    if (!cookie) throw new Error(`${path} set no session cookie`);
    return cookie;
  }

  return { baseUrl, call, session };
}
