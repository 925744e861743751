import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@inkspell/contracts';
import { startTestService } from '@inkspell/service-kit/testing-service';
import { accountsService } from '../../src/service';

// Production: the session cookie must be Secure (the gateway terminates TLS and says so in X-Forwarded-Proto).
const startInProduction = () =>
  startTestService({
    ...accountsService,
    env: (run) => ({ REDIS_PREFIX: `inkspell-${run.runId}:`, NODE_ENV: 'production', MAIL_MODE: 'file' }),
  });
let service: Awaited<ReturnType<typeof startInProduction>>;

beforeAll(async () => {
  service = await startInProduction();
});

afterAll(async () => {
  const stale = await service.deps.redis.keys(`${service.env.REDIS_PREFIX}*`);
  if (stale.length) await service.deps.redis.del(...stale);
  await service.close();
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
});
