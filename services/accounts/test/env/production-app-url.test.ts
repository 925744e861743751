import { describe, expect, it } from 'vitest';
import { loadEnv } from '@inkspell/service-kit/env';
import { isSafeProductionAppUrl, sessionCookieIsSecure } from '../../src/domain/session-cookie';
import { accountsEnv } from '../../src/env';

const production = { NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'a public key', MAIL_MODE: 'file' };

describe('the session cookie follows the public address', () => {
  it.each([
    ['https://inkspell.example', true, true],
    ['https://localhost:8443', true, true],
    ['http://localhost:8080', false, true],
    ['http://127.0.0.1:8080', false, true],
    ['http://[::1]:8080', false, true],
    ['http://inkspell.example', false, false],
    ['http://10.0.0.7:8080', false, false],
    ['http://localhost.inkspell.example', false, false],
  ])('%s: Secure %s, allowed in production %s', (appUrl, secure, allowed) => {
    expect(sessionCookieIsSecure(appUrl)).toBe(secure);
    expect(isSafeProductionAppUrl(appUrl)).toBe(allowed);
  });

  it('refuses a production start on a plain-http public address, naming APP_URL and what to set', () => {
    expect(() => loadEnv(accountsEnv, { ...production, APP_URL: 'http://inkspell.example' })).toThrow(
      /environment variable APP_URL is plain http in production .*set APP_URL=https:\/\/your\.domain/,
    );
  });

  it('starts in production on https, and on http://localhost for a local trial; outside production any address', () => {
    expect(loadEnv(accountsEnv, { ...production, APP_URL: 'https://inkspell.example' }).APP_URL).toBe('https://inkspell.example');
    expect(loadEnv(accountsEnv, production).APP_URL).toBe('http://localhost:8080');
    expect(loadEnv(accountsEnv, { GATEWAY_JWT_PUBLIC_KEY: 'x', APP_URL: 'http://inkspell.example' }).APP_URL).toBe(
      'http://inkspell.example',
    );
  });
});
