import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@inkspell/contracts';
import { startTestService } from '@inkspell/service-kit/testing';
import { accountsService } from '../../src/service';

// Production on https: the session cookie must be Secure (the TLS hop in front says so in X-Forwarded-Proto).
const startInProduction = (appUrl: string) =>
  startTestService({
    ...accountsService,
    env: (run) => ({ REDIS_PREFIX: `inkspell-${run.runId}:`, NODE_ENV: 'production', MAIL_MODE: 'file', APP_URL: appUrl }),
  });
let service: Awaited<ReturnType<typeof startInProduction>>;
let localTrial: Awaited<ReturnType<typeof startInProduction>>;

beforeAll(async () => {
  [service, localTrial] = await Promise.all([startInProduction('https://inkspell.example'), startInProduction('http://localhost:8080')]);
});

afterAll(async () => {
  for (const started of [service, localTrial]) {
    if (!started) continue;
    const stale = await started.deps.redis.keys(`${started.env.REDIS_PREFIX}*`);
    if (stale.length) await started.deps.redis.del(...stale);
    await started.close();
  }
});

describe('session cookie flags in production', () => {
  it('the cookie set at registration is Secure, HttpOnly and SameSite=Lax', async () => {
    const res = await fetch(`${service.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ username: 'securecookie', email: 'securecookie@example.com', password: 'Dragons!Fly1' }),
    });
    expect(res.status).toBe(201);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${sessionCookieName}=`));
    expect(line).toBeDefined();
    const attributes = line!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });

  it('on a local trial at http://localhost the cookie is set without Secure, so signing in over plain http works', async () => {
    // The containers' default APP_URL: a Secure cookie cannot be sent over http, and Koa refused with a 500.
    const res = await fetch(`${localTrial.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.10' },
      body: JSON.stringify({ username: 'localtrial', email: 'localtrial@example.com', password: 'Dragons!Fly1' }),
    });
    expect(res.status).toBe(201);
    const line = res.headers.getSetCookie().find((l) => l.startsWith(`${sessionCookieName}=`));
    const attributes = line!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    expect(attributes).not.toContain('secure');
  });
});
