import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { EventData, EventSubject } from '@inkspell/contracts';
import { connectNats } from '@inkspell/service-kit';
import { publishedEvents, startSmtpInbox, startTestService, waitFor } from '@inkspell/service-kit/testing';
import { startAccountsPeer } from '@inkspell/accounts-service/testing';
import { startInkPeer } from '@inkspell/ink-service/testing';
import { createEngines } from '../../src/adapters/engines';
import type { Engines } from '../../src/domain/engines';
import { storiesService } from '../../src/service';

/** Every table a request could write: equal fingerprints before and after mean nothing was written. */
const storiesTables = ['stories', 'referrals', 'narration_jobs', 'outbox'];

export interface TestUser {
  id: string;
  username: string;
}

/**
 * The stories service as main.ts starts it (src/service.ts) on this run's own PostgreSQL database, NATS prefix,
 * assets folder and SMTP inbox, beside the real ink service in-process on the same NATS prefix (so holds,
 * captures and refunds really move ink). `engines` swaps engines (a narrator that fails); `env` sets variables.
 * Requests go as the gateway sends them: a signed token for a user, the client address in X-Forwarded-For.
 */
export async function startStories(
  options: {
    env?: Record<string, string | number>;
    engines?: (real: Engines) => Engines;
  } = {},
) {
  const inbox = await startSmtpInbox();
  const assetsDir = await mkdtemp(path.join(tmpdir(), 'inkspell-assets-'));
  const service = await startTestService({
    ...storiesService,
    env: () => ({
      ASSETS_DIR: assetsDir,
      SMTP_URL: inbox.url,
      APP_URL: 'http://app.test',
      NARRATION_POLL_SECONDS: 1,
      ...options.env,
    }),
    build: (infra, env) => storiesService.build(infra, env, options.engines ? { engines: options.engines(createEngines()) } : {}),
  });
  const ink = await startInkPeer(service.run.natsPrefix);
  // Accounts answers the parent's gate (accounts.parent-pin.verify) before any ink moves (ADR 0019).
  const accounts = await startAccountsPeer(service.run.natsPrefix);
  const { deps, run } = service;
  const peer = await connectNats(service.env.NATS_URL, 'stories-test-peer');

  const request = async (
    method: string,
    url: string,
    init: {
      user?: TestUser;
      body?: unknown;
      ip?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const token = init.user ? await run.keys.sign(init.user) : undefined;
    const res = await fetch(`${service.baseUrl}${url}`, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-forwarded-for': init.ip ?? '203.0.113.7',
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const buffer = Buffer.from(await res.arrayBuffer());
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = isJson && buffer.length ? JSON.parse(buffer.toString('utf8')) : undefined;
    return { status: res.status, body, headers: res.headers, bytes: buffer };
  };

  /** Waits until the story's job has settled it (ready or failed), as a family waits on the story page. */
  const settled = async (id: string) => {
    await waitFor(
      async () => {
        const story = await deps.ports.repos.stories.findById(id);
        return story !== undefined && (story.status === 'ready' || story.status === 'failed');
      },
      { what: `story ${id} settled`, timeoutMs: 20_000 },
    );
    await outboxDrained();
  };

  /** Waits until stories' outbox has nothing left to publish (so ink has been told). */
  const outboxDrained = async () => {
    await waitFor(
      async () => {
        const res = await deps.db.execute(sql`select count(*)::int as waiting from outbox where published_at is null`);
        return (res.rows[0] as { waiting: number }).waiting === 0;
      },
      { what: 'the stories outbox relayed' },
    );
  };

  /** Asks for a story or chapter and, when it was accepted (202), waits until its job settled it. */
  const ordered = async (answer: Promise<Awaited<ReturnType<typeof request>>>) => {
    const res = await answer;
    if (res.status === 202) await settled(res.body.id as string);
    return res;
  };

  /** A browser: signed in as `user`, or anonymous from `ip`. */
  const client = (user?: TestUser, ip?: string) => ({
    /** POST /api/stories/generate, then the wait for its story to be settled. */
    create: (body: unknown, headers?: Record<string, string>) =>
      ordered(request('POST', '/api/stories/generate', { user, ip, body, ...(headers ? { headers } : {}) })),
    /** POST /api/stories/:id/continue, then the wait for the chapter to be settled. */
    continue: (id: string, body: unknown = {}, headers?: Record<string, string>) =>
      ordered(request('POST', `/api/stories/${id}/continue`, { user, ip, body, ...(headers ? { headers } : {}) })),
    get: (url: string, headers?: Record<string, string>) => request('GET', url, { user, ip, ...(headers ? { headers } : {}) }),
    post: (url: string, body: unknown = {}, headers?: Record<string, string>) =>
      request('POST', url, { user, ip, body, ...(headers ? { headers } : {}) }),
    delete: (url: string, headers?: Record<string, string>) => request('DELETE', url, { user, ip, ...(headers ? { headers } : {}) }),
    request: (method: string, url: string, body?: unknown) => request(method, url, { user, ip, body }),
  });

  const instances: { close(): Promise<void> }[] = [];
  let users = 0;
  return {
    service,
    deps,
    ink,
    accounts,
    inbox,
    assetsDir,
    client,
    /** A user the gateway would vouch for; their wallet opens with the 5 welcome ink at the first hold. */
    newUser(): TestUser {
      users += 1;
      return { id: randomUUID(), username: `reader_${users}_${run.runId}` };
    },
    /** An event as accounts' outbox relay publishes it. */
    async publish<S extends EventSubject>(subject: S, data: EventData<S>, id: string = randomUUID()): Promise<string> {
      const envelope = {
        id,
        type: subject,
        occurredAt: new Date().toISOString(),
        data,
      };
      await peer.jetstream().publish(deps.subjects.of(subject), JSON.stringify(envelope), {
        msgID: id,
      });
      return id;
    },
    /** Resolves once `durable` has acknowledged the newest message now on its subject (so every copy was handled). */
    async caughtUp(durable: string): Promise<void> {
      const jsm = await peer.jetstreamManager();
      const { config } = await jsm.consumers.info(deps.subjects.stream, durable);
      const last = await jsm.streams
        .getMessage(deps.subjects.stream, {
          last_by_subj: config.filter_subject ?? '',
        })
        .catch(() => undefined);
      const target = last?.seq ?? 0;
      await waitFor(
        async () => {
          const info = await jsm.consumers.info(deps.subjects.stream, durable);
          return info.ack_floor.stream_seq >= target && info.num_ack_pending === 0 && info.num_pending === 0;
        },
        { what: `${durable} acknowledged through stream sequence ${target}` },
      );
    },
    /** The events on the run's stream for a subject, oldest first. */
    published: <S extends EventSubject>(subject: S) =>
      publishedEvents(deps, subject).then((found) => found.map((e) => e.envelope.data as unknown as EventData<S>)),
    outboxDrained,
    settled,
    /**
     * A second stories instance on the same database, NATS prefix, keys and assets folder, as a second replica
     * would run; `engines` as for the first. Its base URL serves every story as the first one does.
     */
    async anotherInstance(engines?: (real: Engines) => Engines) {
      const second = await startTestService({
        ...storiesService,
        instanceOf: run,
        env: () => ({ ASSETS_DIR: assetsDir, SMTP_URL: inbox.url, APP_URL: 'http://app.test', NARRATION_POLL_SECONDS: 1, ...options.env }),
        build: (infra, env) => storiesService.build(infra, env, engines ? { engines: engines(createEngines()) } : {}),
      });
      instances.push(second);
      return second;
    },
    /** Waits until the ink service has no live hold left (every hold captured or released). */
    async holdsSettled(): Promise<void> {
      await waitFor(async () => (await ink.liveHolds()) === 0, { what: 'every ink hold settled' });
    },
    /** A fingerprint of every stories table and of the ink ledger. */
    async fingerprint(): Promise<string> {
      const parts = await Promise.all(
        storiesTables.map(async (table) => {
          const res = await deps.db.execute(
            sql.raw(`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as f from ${table} x`),
          );
          return `${table}:${(res.rows[0] as { f: string }).f}`;
        }),
      );
      return [...parts, `ledger:${await ink.ledgerFingerprint()}`].join(',');
    },
    async count(table: 'stories' | 'referrals' | 'narration_jobs'): Promise<number> {
      const res = await deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return (res.rows[0] as { n: number }).n;
    },
    async close() {
      for (const instance of instances) await instance.close();
      await peer.drain();
      await accounts.close();
      await ink.close();
      await service.close();
      await inbox.close();
      await rm(assetsDir, { recursive: true, force: true });
    },
  };
}
export type StoriesHarness = Awaited<ReturnType<typeof startStories>>;
export type TestClient = ReturnType<StoriesHarness['client']>;

/** A valid creation form; `overrides` changes any field. */
export function storyForm(overrides: Record<string, unknown> = {}) {
  return {
    characterName: 'Luna',
    prompt: 'finds a lost star in the Whispering Wood',
    category: 'space',
    ageGroup: '7-10',
    length: 'short',
    includeAudio: false,
    ...overrides,
  };
}
