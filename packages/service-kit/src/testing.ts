import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { gatewayToken, type Role } from '@inkspell/contracts';
import { dropDatabase } from './db/database';
import { connectNats } from './events/nats';

/** A short id that names one test run's databases, NATS subjects and Redis keys. */
export function newRunId(): string {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function testDatabaseUrl(service: string, runId: string): string {
  const base = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/inkspell_${service}_${runId}`;
  return url.toString();
}

export function testNatsPrefix(runId: string): string {
  return `${runId}.`;
}

/** Removes what a run created: its databases and its JetStream stream. */
export async function cleanUpRun(runId: string, databaseUrls: string[], natsUrl = 'nats://127.0.0.1:4222'): Promise<void> {
  for (const url of databaseUrls) await dropDatabase(url);
  const nc = await connectNats(natsUrl, 'test-cleanup');
  const jsm = await nc.jetstreamManager();
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(runId.toUpperCase())) await jsm.streams.delete(stream.config.name);
  }
  await nc.close();
}

/** A gateway key pair for tests: services verify with the public half, tests sign as the gateway would. */
export async function createTestGatewayKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = await importPKCS8(privateKeyPem, gatewayToken.algorithm);
  return {
    publicKeyPem,
    privateKeyPem,
    async sign(user: { id: string; username: string; role?: Role; sid?: string }): Promise<string> {
      return new SignJWT({ username: user.username, role: user.role ?? 'user', sid: user.sid ?? 'test-session' })
        .setProtectedHeader({ alg: gatewayToken.algorithm })
        .setSubject(user.id)
        .setIssuer(gatewayToken.issuer)
        .setAudience(gatewayToken.audience)
        .setIssuedAt()
        .setExpirationTime(`${gatewayToken.lifetimeSeconds}s`)
        .sign(key);
    },
  };
}

/**
 * Polls `probe` until it returns a truthy value (which it then resolves with) or the deadline passes.
 * Tests await a state this way instead of sleeping a fixed time: fast when the state comes early,
 * a clear failure naming `what` when it never comes. A probe that throws counts as "not yet".
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const { timeoutMs = 10_000, intervalMs = 50, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`${what} not met within ${timeoutMs} ms (last: ${detail})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Signs a token exactly as the gateway mints one, with a given gateway private key (PEM, literal \n allowed). */
export async function signGatewayToken(
  privateKeyPem: string,
  user: { id: string; username: string; role?: Role; sid?: string },
): Promise<string> {
  const key = await importPKCS8(privateKeyPem.replace(/\\n/g, '\n'), gatewayToken.algorithm);
  return new SignJWT({ username: user.username, role: user.role ?? 'user', sid: user.sid ?? 'test-session' })
    .setProtectedHeader({ alg: gatewayToken.algorithm })
    .setSubject(user.id)
    .setIssuer(gatewayToken.issuer)
    .setAudience(gatewayToken.audience)
    .setIssuedAt()
    .setExpirationTime(`${gatewayToken.lifetimeSeconds}s`)
    .sign(key);
}
