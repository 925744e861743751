import { describe, expect, it } from 'vitest';
import { baseUrl, startPart, stopPart } from '../support/platform';

describe('the gateway in front of the real services', () => {
  it('gives the browser a JSON 503 within a second when a service is stopped', async () => {
    await stopPart('ink');
    try {
      const started = performance.now();
      const res = await fetch(`${baseUrl()}/api/ink-transactions`);
      const elapsed = performance.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { message: string };
      expect(body.message.length).toBeGreaterThan(0);
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await startPart('ink');
    }
  });

  it('answers API paths with the spec error body, never an HTML page', async () => {
    const res = await fetch(`${baseUrl()}/api/stories/does-not-exist/nothing`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
  });

  it('refuses a cross-site POST before it reaches a service', async () => {
    const res = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'someone', password: 'Secret!123' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Cross-site requests are not allowed');
  });

  it('carries a request id through to the answer', async () => {
    const res = await fetch(`${baseUrl()}/api/stories/x`, { headers: { 'x-request-id': 'e2e-trace-1' } });
    expect(res.headers.get('x-request-id')).toBe('e2e-trace-1');
  });
});
