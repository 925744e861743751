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
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'inkspell:',
      APP_ORIGINS: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      RATE_LIMIT_MAX: 600,
      RATE_LIMIT_USER_MAX: 600,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      UPSTREAM_TIMEOUT_MS: 15_000,
      GATEWAY_WORKERS: 1,
      GATEWAY_FAST_PATH: true,
      TRUSTED_PROXIES: [],
      LOG_LEVEL: 'info',
    });
    // Every upstream defaults to its port in the area registry.
    expect(env.upstreamUrls).toEqual({
      shell: 'http://127.0.0.1:3000',
      'mf-account': 'http://127.0.0.1:3003',
      'mf-stories': 'http://127.0.0.1:3001',
      'mf-ink': 'http://127.0.0.1:3002',
      'mf-admin': 'http://127.0.0.1:3004',
      accounts: 'http://127.0.0.1:4001',
      stories: 'http://127.0.0.1:4002',
      ink: 'http://127.0.0.1:4003',
      admin: 'http://127.0.0.1:4004',
    });
  });

  it('reads each upstream from its <NAME>_URL and treats an empty variable as unset', () => {
    const env = loadGatewayEnv({
      GATEWAY_JWT_PRIVATE_KEY: privateKeyPem,
      MF_INK_URL: 'http://remote-host.test:9000',
      INK_URL: '',
      GATEWAY_HOST: '',
    });
    expect(env.upstreamUrls).toMatchObject({ 'mf-ink': 'http://remote-host.test:9000', ink: 'http://127.0.0.1:4003' });
    expect(env.GATEWAY_HOST).toBe('127.0.0.1');
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
    expect(() => loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem, TRUSTED_PROXIES: 'ingress' })).toThrow(
      /TRUSTED_PROXIES is invalid/,
    );
    expect(
      loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem, TRUSTED_PROXIES: ' uniquelocal, 192.0.2.0/24 ' }).TRUSTED_PROXIES,
    ).toEqual(['uniquelocal', '192.0.2.0/24']);
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
