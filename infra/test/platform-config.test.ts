import { describe, expect, it } from 'vitest';
import { createPublicKey, createPrivateKey, sign, verify } from 'node:crypto';
import { areas } from '@inkspell/contracts/areas';
import { databaseUrlFor, platformEnvSchema, platformProcesses } from '../src/platform/config';

describe('platform configuration', () => {
  const env = platformEnvSchema.parse({});

  it('starts four services, five static servers and the gateway on the default ports', () => {
    const specs = platformProcesses(env);
    expect(specs.map((s) => `${s.name}:${s.port}`)).toEqual([
      'accounts:4001',
      'stories:4002',
      'ink:4003',
      'admin:4004',
      'shell:3000',
      'mf-account:3003',
      'mf-stories:3001',
      'mf-ink:3002',
      'mf-admin:3004',
      'gateway:8080',
    ]);
  });

  it('moves a part when its port variable is set', () => {
    const moved = platformProcesses(platformEnvSchema.parse({ MF_INK_PORT: '5002', INK_PORT: '5003' }));
    expect(moved.find((s) => s.name === 'mf-ink')).toMatchObject({ port: 5002, env: { MF_INK_PORT: '5002' } });
    expect(moved.find((s) => s.name === 'ink')).toMatchObject({ port: 5003, env: { INK_PORT: '5003' } });
    expect(moved.find((s) => s.name === 'gateway')!.env).toMatchObject({
      MF_INK_URL: 'http://127.0.0.1:5002',
      INK_URL: 'http://127.0.0.1:5003',
    });
  });

  it('gives each service its own database, suffixed for a test run', () => {
    const ink = areas.find((area) => area.key === 'ink')!.service;
    expect(databaseUrlFor(env, ink)).toBe('postgres://postgres@127.0.0.1:5432/inkspell_ink');
    expect(databaseUrlFor(platformEnvSchema.parse({ DATABASE_SUFFIX: 't1' }), ink)).toMatch(/\/inkspell_ink_t1$/);
    const inkEnv = platformProcesses(env).find((s) => s.name === 'ink')!.env;
    expect(inkEnv.INK_DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/inkspell_ink');
  });

  it('makes a fresh key pair when none is configured and hands the halves to the right processes', () => {
    const specs = platformProcesses(env);
    const gateway = specs.find((s) => s.name === 'gateway')!;
    const accounts = specs.find((s) => s.name === 'accounts')!;
    const privateKey = createPrivateKey(gateway.env.GATEWAY_JWT_PRIVATE_KEY!);
    const publicKey = createPublicKey(accounts.env.GATEWAY_JWT_PUBLIC_KEY!);
    const signature = sign(null, Buffer.from('token'), privateKey);
    expect(verify(null, Buffer.from('token'), publicKey, signature)).toBe(true);
    // The private half never reaches a service.
    expect(accounts.env.GATEWAY_JWT_PRIVATE_KEY).toBeUndefined();
  });
});
