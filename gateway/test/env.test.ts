import { describe, expect, it } from 'vitest';
import { EnvError, loadGatewayEnv } from '../src/env';
import { fillPlaceholders } from '../src/effective-config';
import { runGatewayExpectingFailure } from './fixtures/gateway-process';
import { createKeyPair } from './fixtures/stack';

const { privateKeyPem } = createKeyPair();

describe('environment', () => {
  it('applies the local defaults', () => {
    const env = loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem });
    expect(env).toMatchObject({
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: 8080,
      SHELL_URL: 'http://127.0.0.1:3000',
      MF_STORIES_URL: 'http://127.0.0.1:3001',
      MF_ADMIN_URL: 'http://127.0.0.1:3004',
      ACCOUNTS_URL: 'http://127.0.0.1:4001',
      ADMIN_URL: 'http://127.0.0.1:4004',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'inkspell:',
      APP_ORIGINS: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      RATE_LIMIT_MAX: 600,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      UPSTREAM_TIMEOUT_MS: 15_000,
      LOG_LEVEL: 'info',
    });
  });

  it('unescapes a private key given on one line with literal \\n', () => {
    const env = loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem.replace(/\n/g, '\\n') });
    expect(env.GATEWAY_JWT_PRIVATE_KEY).toBe(privateKeyPem.trim());
  });

  it('names a missing or invalid value', () => {
    expect(() => loadGatewayEnv({})).toThrow(/GATEWAY_JWT_PRIVATE_KEY is missing/);
    expect(() => loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: 'not a key' })).toThrow(/GATEWAY_JWT_PRIVATE_KEY is invalid/);
    expect(() => loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem, INK_URL: 'nope' })).toThrow(EnvError);
    expect(() => loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem, APP_ORIGINS: 'x' })).toThrow(/APP_ORIGINS is invalid/);
  });

  it('fills config placeholders as YAML-safe scalars and refuses unknown ones', () => {
    expect(fillPlaceholders('url: ${A}\nport: ${B}', { A: 'http://x:1/a b', B: 8080 })).toBe('url: "http://x:1/a b"\nport: 8080');
    expect(() => fillPlaceholders('${MISSING}', {})).toThrow(/MISSING/);
  });

  it('stops the start with exit code 1 and the variable name', async () => {
    const { code, output } = await runGatewayExpectingFailure({});
    expect(code).toBe(1);
    expect(output).toContain('environment variable GATEWAY_JWT_PRIVATE_KEY is missing');
  });
});
