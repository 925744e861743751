import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '@inkspell/contracts/areas';
import { knownDevelopmentKeyFingerprints, signingKeyFingerprint } from '../src/development-keys';
import { loadGatewayEnv } from '../src/env';
import { createKeyPair } from './fixtures/stack';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Tracked files that contain `text` (git grep answers 1 when none does). */
function committedFilesContaining(text: string): string[] {
  try {
    return execFileSync('git', ['grep', '-l', '-F', '-e', text], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  } catch (err) {
    if ((err as { status?: number }).status === 1) return [];
    throw err;
  }
}
const { privateKeyPem } = createKeyPair();

describe('the gateway’s signing key in production', () => {
  it('refuses a missing key pair, saying what to set', () => {
    expect(() => loadGatewayEnv({ NODE_ENV: 'production' })).toThrow(
      /environment variable GATEWAY_JWT_PRIVATE_KEY is missing: set GATEWAY_JWT_PRIVATE_KEY to an Ed25519 private key .*GATEWAY_JWT_PUBLIC_KEY to its public half/,
    );
  });

  it('refuses a development key known from the repository, and only in production', () => {
    const known = [signingKeyFingerprint(privateKeyPem)];
    expect(() => loadGatewayEnv({ NODE_ENV: 'production', GATEWAY_JWT_PRIVATE_KEY: privateKeyPem }, areas, known)).toThrow(
      /environment variable GATEWAY_JWT_PRIVATE_KEY is a development key known from the repository, refused in production: set GATEWAY_JWT_PRIVATE_KEY/,
    );
    expect(loadGatewayEnv({ GATEWAY_JWT_PRIVATE_KEY: privateKeyPem }, areas, known).GATEWAY_JWT_PRIVATE_KEY).toBe(privateKeyPem.trim());
    expect(loadGatewayEnv({ NODE_ENV: 'production', GATEWAY_JWT_PRIVATE_KEY: privateKeyPem }, areas, []).NODE_ENV).toBe('production');
  });

  it('lists every Ed25519 private key committed to the repository', () => {
    // git grep over tracked files: a key pasted into a fixture, a doc or an example must be on the refused list.
    const files = committedFilesContaining('BEGIN PRIVATE KEY');
    const pems = files
      .filter(Boolean)
      .flatMap(
        (file) =>
          readFileSync(path.join(repoRoot, file), 'utf8').match(/-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/g) ?? [],
      );
    const unlisted = pems.flatMap((pem) => {
      try {
        const fingerprint = signingKeyFingerprint(pem);
        return knownDevelopmentKeyFingerprints.includes(fingerprint) ? [] : [fingerprint];
      } catch {
        return []; // Not a parseable key (a pattern in code, like this test's own): nothing to refuse.
      }
    });
    expect(unlisted).toEqual([]);
  });
});
