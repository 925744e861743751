import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { register } from 'tsx/cjs/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisKeys, sessionCookieName, type SessionData } from '@inkspell/contracts';
import { startTestService, type TestService, startMemoryTracing, type ReadableSpan, waitFor } from '@inkspell/service-kit/testing';
import { writeEffectiveConfig } from '@inkspell/gateway/effective-config';
import { loadGatewayEnv } from '@inkspell/gateway/env';
import { createLogger } from '@inkspell/gateway/logger';
import { observeGateway } from '@inkspell/gateway/observability';
import { runExpressGateway } from '@inkspell/gateway/serve';
import { inkService } from '../../../services/ink/src/service';
import { storiesService } from '../../../services/stories/src/service';
import { startAccountsPeer } from '../../../services/accounts/test/support/accounts-peer';

/*
 * ISSUE 14: one story creation, traced from the gateway through the stories service, the NATS hold request
 * (ink.hold.create) and the ink ledger, in ONE trace. Since issue 22 the POST answers 202 and a job from the
 * work queue writes the story: the trace goes on through the job's publish and its delivery to the capture. Everything runs in this process (express-gateway with
 * the Inkspell plugin, the stories and ink services as their mains build them) on the real PostgreSQL, NATS
 * and Redis, with every span kept by an in-memory exporter: what an OTLP collector would receive.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tracing = startMemoryTracing();
// express-gateway require()s the plugin (TypeScript) by path.
const unregister = register();

let ink: TestService;
let stories: TestService;
let accounts: Awaited<ReturnType<typeof startAccountsPeer>> | undefined;
let gateway: Server;
let gatewayUrl: string;
let redis: Redis;
let assetsDir: string;
const prefix = `inkspell-trace-${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  ink = await startTestService(inkService);
  // Stories asks accounts about the parent's gate before it holds ink (ADR 0019).
  accounts = await startAccountsPeer(ink.run.natsPrefix);
  assetsDir = await mkdtemp(path.join(tmpdir(), 'inkspell-trace-assets-'));
  stories = await startTestService({
    ...storiesService,
    natsPrefix: ink.run.natsPrefix,
    keys: ink.run.keys,
    env: () => ({ ASSETS_DIR: assetsDir, MAIL_OUTBOX_DIR: path.join(assetsDir, 'mail'), APP_URL: 'http://app.test' }),
  });
  Object.assign(process.env, {
    GATEWAY_PORT: '0',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    GATEWAY_JWT_PRIVATE_KEY: ink.run.keys.privateKeyPem,
    STORIES_URL: stories.baseUrl,
    INK_URL: ink.baseUrl,
    LOG_LEVEL: 'error',
  });
  const env = loadGatewayEnv();
  const log = createLogger('error');
  const configDir = writeEffectiveConfig(env);
  try {
    gateway = await runExpressGateway(configDir, log);
  } finally {
    await rm(configDir, { recursive: true, force: true });
  }
  observeGateway(gateway, env, log);
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  redis = new Redis(redisUrl);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => {
    if (!gateway) return resolve(undefined);
    gateway.closeAllConnections();
    gateway.close(resolve);
  });
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  await stories?.close();
  await ink?.close();
  await accounts?.close();
  if (assetsDir) await rm(assetsDir, { recursive: true, force: true });
  await tracing.stop();
  unregister();
});

/** A signed-in family, as accounts leaves it in Redis after a login. */
async function signIn(): Promise<{ userId: string; cookie: string }> {
  const sid = randomBytes(32).toString('base64url');
  const userId = randomUUID();
  const session: SessionData = {
    userId,
    username: `trace_${userId.slice(0, 8)}`,
    role: 'user',
    _expire: Date.now() + 3_600_000,
    _maxAge: 3_600_000,
  };
  await redis.set(redisKeys.session(prefix, sid), JSON.stringify(session), 'EX', 3600);
  return { userId, cookie: `${sessionCookieName}=${sid}` };
}

const service = (span: ReadableSpan) => span.attributes['inkspell.service'];
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** Whether `ancestor` is `span` or above it in the span tree. */
function descendsFrom(span: ReadableSpan, ancestor: ReadableSpan, all: ReadableSpan[]): boolean {
  const byId = new Map(all.map((s) => [s.spanContext().spanId, s]));
  for (let current: ReadableSpan | undefined = span; current; current = byId.get(parentOf(current) ?? '')) {
    if (current === ancestor) return true;
  }
  return false;
}

describe('tracing one story creation (issue 14)', () => {
  it('puts the gateway, the stories service, the ink.hold.create request, the story job and the ink ledger in one trace', async () => {
    tracing.reset();
    const { cookie } = await signIn();
    const res = await fetch(`${gatewayUrl}/api/stories/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: 'http://localhost:8080' },
      body: JSON.stringify({
        characterName: 'Luna',
        prompt: 'finds a lost star in the Whispering Wood',
        category: 'space',
        ageGroup: '7-10',
        length: 'short',
        includeAudio: false,
      }),
    });
    expect(res.status).toBe(202);

    // The hold is captured when ink consumes inkspell.story.generated: the event carried the trace on through the outbox.
    // A parent span ends after its children, so wait for the consumer's own span too.
    const spans = await waitFor(
      () => {
        const all = tracing.spans();
        return all.some((s) => s.name === 'ledger post capture') &&
          all.some((s) => s.name === 'process jobs.stories-write') &&
          all.some((s) => s.name === 'process inkspell.story.generated') &&
          all.some((s) => s.name.startsWith('POST') && service(s) === 'gateway')
          ? all
          : undefined;
      },
      { what: 'the capture of the hold in the trace', timeoutMs: 20_000 },
    );
    const find = (predicate: (s: ReadableSpan) => boolean, what: string) => {
      const span = spans.find(predicate);
      if (!span) throw new Error(`no span for ${what}; spans: ${spans.map((s) => `${s.name}[${String(service(s))}]`).join(', ')}`);
      return span;
    };
    const atGateway = find((s) => service(s) === 'gateway' && s.name === 'POST stories-api', 'the gateway');
    const atStories = find((s) => service(s) === 'stories' && s.name === 'POST /api/stories/generate', 'the stories route');
    const holdSent = find((s) => s.name === 'send ink.hold.create', 'the hold request');
    const holdAnswered = find((s) => service(s) === 'ink' && s.name === 'process ink.hold.create', 'the ink service answering');
    const heldInLedger = find((s) => s.name === 'ledger post hold', 'the ledger posting the hold');
    const queued = find((s) => s.name === 'publish jobs.stories-write', 'the story job reaching the work queue');
    const job = find((s) => service(s) === 'stories' && s.name === 'process jobs.stories-write', 'the story job');
    const published = find((s) => s.name === 'publish inkspell.story.generated', 'the outbox relay');
    const consumed = find((s) => service(s) === 'ink' && s.name === 'process inkspell.story.generated', 'the ink consumer');
    const captured = find((s) => s.name === 'ledger post capture', 'the ledger capturing the hold');

    // One trace, started at the gateway (a client's traceparent is not trusted at the edge).
    const traceId = atGateway.spanContext().traceId;
    for (const span of [atStories, holdSent, holdAnswered, heldInLedger, queued, job, published, consumed, captured]) {
      expect(span.spanContext().traceId, span.name).toBe(traceId);
    }
    expect(parentOf(atGateway)).toBeUndefined();
    expect(parentOf(atStories)).toBe(atGateway.spanContext().spanId);
    // Across NATS: request → reply handler, outbox row → relay → consumer, and job → work queue → worker.
    expect(parentOf(holdAnswered)).toBe(holdSent.spanContext().spanId);
    expect(parentOf(consumed)).toBe(published.spanContext().spanId);
    expect(parentOf(job)).toBe(queued.spanContext().spanId);
    expect(descendsFrom(holdSent, atStories, spans)).toBe(true);
    expect(descendsFrom(heldInLedger, holdAnswered, spans)).toBe(true);
    expect(descendsFrom(queued, atStories, spans)).toBe(true);
    // The story is made ready, and inkspell.story.generated recorded, by the job, after the POST has answered.
    expect(descendsFrom(published, job, spans)).toBe(true);
    expect(descendsFrom(captured, consumed, spans)).toBe(true);
    // The status each hop answered with: accepted, the story being written.
    expect(atGateway.attributes['http.response.status_code']).toBe(202);
    expect(atStories.attributes['http.response.status_code']).toBe(202);
  });

  it("counts the same story in the owning services' metrics, on their own ports", async () => {
    const metricsOf = async (baseUrl: string) => (await fetch(`${baseUrl}/metrics`)).text();
    const value = (text: string, series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1],
      );
    // The services of this test share one process, so one registry: either port shows every series.
    const text = await metricsOf(ink.baseUrl);
    expect(value(text, 'story_generation_duration_seconds_count{mode="full",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'ink_ledger_movements_total{kind="hold",type="usage"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'ink_ledger_movements_total{kind="capture",type="none"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'nats_command_duration_seconds_count{subject="ink.hold.create",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'outbox_lag_seconds_count{subject="inkspell.story.generated"}')).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'http_request_duration_seconds_count{method="POST",route="/api/stories/generate",status="202"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});
