import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { composeArgs, composeFile, composeFiles, localImagesOverride, oneLinePem, testStackEnv } from '../../src/containers/compose-plan';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const servicesOf = (file: string) =>
  (
    parseDocument(readFileSync(path.join(repoRoot, file), 'utf8'), { merge: true }).toJS() as {
      services: Record<string, { build?: unknown; image?: string }>;
    }
  ).services;

describe('the compose plan', () => {
  it('lays the local images over the real compose file only on the registry-free path', () => {
    expect(composeFiles(false)).toEqual([composeFile]);
    expect(composeFiles(true)).toEqual([composeFile, localImagesOverride]);
  });

  it('names the project and every file before the command', () => {
    expect(composeArgs({ project: 'p', files: ['a.yml', 'b.yml'], env: {} }, ['up', '--detach'])).toEqual([
      '--project-name',
      'p',
      '--file',
      'a.yml',
      '--file',
      'b.yml',
      'up',
      '--detach',
    ]);
  });

  it('starts production on purpose without outside services, with its own administrator password and port', () => {
    const env = testStackEnv({ gatewayPort: 18080, keys: { privateKey: 'a\nb\n', publicKey: 'c\nd' }, adminPassword: 'Pw!1' });
    expect(env).toMatchObject({
      GATEWAY_PORT: '18080',
      APP_URL: 'http://localhost:18080',
      APP_ORIGINS: 'http://localhost:18080,http://127.0.0.1:18080',
      PAYMENTS_MODE: 'demo',
      MAIL_MODE: 'file',
      ADMIN_PASSWORD: 'Pw!1',
      GATEWAY_JWT_PRIVATE_KEY: 'a\\nb',
      GATEWAY_JWT_PUBLIC_KEY: 'c\\nd',
    });
    expect(env.ADMIN_PASSWORD).not.toBe('Spell!Admin2025');
  });

  it('writes a PEM on one line with literal \\n', () => {
    expect(oneLinePem('-----BEGIN-----\nabc\n-----END-----\n')).toBe('-----BEGIN-----\\nabc\\n-----END-----');
  });
});

describe('infra/podman/compose.local-images.yml', () => {
  const real = servicesOf(composeFile);
  const local = servicesOf(localImagesOverride);

  it('gives every image the real file builds the local Node.js, and changes nothing else of them', () => {
    const builtServices = Object.keys(real).filter((name) => real[name]!.build);
    const overridden = Object.keys(local).filter((name) => local[name]!.build);
    expect(overridden.sort()).toEqual(builtServices.sort());
    for (const name of overridden) {
      expect(local[name]).toEqual({ build: { args: { NODE_IMAGE: 'localhost/inkspell-local/node:20' } } });
    }
  });

  it('swaps exactly the official images of the shared servers for local ones', () => {
    const official = Object.keys(real).filter((name) => !real[name]!.build);
    expect(official.sort()).toEqual(['nats', 'postgres', 'redis']);
    for (const name of official) expect(local[name]).toEqual({ image: expect.stringMatching(/^localhost\/inkspell-local\//) });
  });
});
