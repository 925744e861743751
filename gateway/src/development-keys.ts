import { createHash, createPublicKey } from 'node:crypto';

/**
 * SHA-256 fingerprints (of the SPKI DER of the public half) of Ed25519 signing keys that are known to anyone who
 * reads this repository: a production gateway refuses them (ADR 0026). Today none is committed: the launcher,
 * Compose and every test generate a fresh pair at run time. test/development-keys.test.ts reads every tracked
 * file, so a key pasted into a fixture, a doc or an example fails that test until its fingerprint is listed here.
 */
export const knownDevelopmentKeyFingerprints: readonly string[] = [];

/** The fingerprint a key is listed under: of its public half, so the list never holds a secret. */
export function signingKeyFingerprint(privateKeyPem: string): string {
  const spki = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('hex');
}
