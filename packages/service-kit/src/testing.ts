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
