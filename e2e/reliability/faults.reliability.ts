import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSubjects, events, inkGrants, inkPacks, type EventData, type EventSubject } from '@inkspell/contracts';
import { connectNats, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { storyInkCost } from '@inkspell/contracts/stories';
import { waitFor } from '@inkspell/service-kit/testing';
import { errorBodySchema } from '@inkspell/contracts';
import { consumersCaughtUp } from './caught-up';
import { byStatus, clientFor, password, type Answer } from './client';
import { faultSweepSeconds, startFaultPlatform, type FaultPlatform } from './fault-platform';
import { ledgerCheck } from './ledger-check';
import { record } from './summary';
import { storyRequest } from '../support/story-request';

const form = storyRequest();
const storyCost = storyInkCost(form.length, form.includeAudio);
const pack = inkPacks[0];

let fp: FaultPlatform;
let c: ReturnType<typeof clientFor>;
let inkDb: pg.Pool;
let storiesDb: pg.Pool;
let accountsDb: pg.Pool;
let adminDb: pg.Pool;

beforeAll(async () => {
  fp = await startFaultPlatform();
  c = clientFor(fp.baseUrl);
  inkDb = new pg.Pool({ connectionString: fp.databaseOf('ink'), max: 2 });
  storiesDb = new pg.Pool({ connectionString: fp.databaseOf('stories'), max: 2 });
  accountsDb = new pg.Pool({ connectionString: fp.databaseOf('accounts'), max: 2 });
  adminDb = new pg.Pool({ connectionString: fp.databaseOf('admin'), max: 2 });
});

afterAll(async () => {
  await inkDb?.end();
  await storiesDb?.end();
  await accountsDb?.end();
  await adminDb?.end();
  await fp?.dispose();
});

async function count(pool: pg.Pool, query: string, params: unknown[] = []): Promise<number> {
  return Number((await pool.query<{ n: string }>(query, params)).rows[0]!.n);
}

/** A signed-in user with the welcome ink and one pack bought. */
async function userWithInk(label: string) {
  const user = await c.newUser(label);
  await waitFor(async () => (await c.balanceOf(user.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 30_000 });
  const intent = await c.call('/api/ink/create-payment-intent', { cookie: user.cookie, body: { packageId: pack.packageId } });
  const confirmed = await c.call('/api/ink/confirm-payment', { cookie: user.cookie, body: intent.body });
  expect(confirmed.status).toBe(200);
  return user;
}

describe('faults: crashes, a broker restart and dependency outages lose nothing and apply nothing twice', () => {
  it('crash mid-flow: 50 story creations, ink then stories SIGKILLed and restarted; every hold settles, no ink lost or made', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => userWithInk(`crash${i}`)));
    const startBalance = inkGrants.welcome + pack.credits;
    const create = (i: number) =>
      c
        .call('/api/stories/generate', { cookie: users[i % users.length]!.cookie, body: form })
        .then((a) => a.status)
        .catch(() => 0);
    const answers: Promise<number>[] = [];
    const wave = (from: number, size: number) => {
      for (let i = from; i < from + size; i += 1) answers.push(create(i));
    };

    const holdsMade = () => count(inkDb, 'select count(*) as n from holds where user_id = any($1)', [users.map((u) => u.id)]);
    const storiesSaved = () => count(storiesDb, 'select count(*) as n from stories where user_id = any($1)', [users.map((u) => u.id)]);
    const soon = { timeoutMs: 30_000, intervalMs: 20 };

    // Ink dies once the first holds are made with more creations in flight, 5 more arrive while it is down; then
    // stories dies once the first stories are saved with more in flight, and 5 arrive while it is down.
    wave(0, 15);
    await waitFor(async () => (await holdsMade()) >= 3, { ...soon, what: 'the first holds' });
    await fp.platform.kill('ink', 'SIGKILL');
    wave(15, 5);
    await fp.platform.restart('ink');
    const savedBefore = await storiesSaved();
    wave(20, 25);
    await waitFor(async () => (await storiesSaved()) >= savedBefore + 5, { ...soon, what: 'the first stories after the ink crash' });
    await fp.platform.kill('stories', 'SIGKILL');
    wave(45, 5);
    await fp.platform.restart('stories');
    const statuses = await Promise.all(answers);

    // Holds whose story was never written expire and the sweeper gives them back; the rest are captured.
    await waitFor(async () => (await count(inkDb, "select count(*) as n from holds where state = 'held'")) === 0, {
      what: 'every hold settled',
      timeoutMs: 60_000,
      intervalMs: 500,
    });
    const ids = users.map((u) => u.id);
    const stories = (
      await storiesDb.query<{ id: string; user_id: string; hold_id: string; ink_cost: number }>(
        'select id, user_id, hold_id, ink_cost from stories where user_id = any($1) and not is_preview',
        [ids],
      )
    ).rows;
    const holds = (
      await inkDb.query<{ id: string; state: string; amount: number }>(
        "select id, state, amount from holds where user_id = any($1) and idempotency_key like 'story:%'",
        [ids],
      )
    ).rows;
    const holdById = new Map(holds.map((h) => [h.id, h]));
    const storiesWithoutCapture = stories.filter((s) => holdById.get(s.hold_id)?.state !== 'captured');
    const storyHolds = new Set(stories.map((s) => s.hold_id));
    const capturedWithoutStory = holds.filter((h) => h.state === 'captured' && !storyHolds.has(h.id));
    const balances = new Map(
      (
        await inkDb.query<{ user_id: string; balance: number }>('select user_id, balance from ledger_accounts where user_id = any($1)', [
          ids,
        ])
      ).rows.map((r) => [r.user_id, r.balance]),
    );
    const wrongBalances = users.filter((u) => {
      const spent = stories.filter((s) => s.user_id === u.id).reduce((sum, s) => sum + s.ink_cost, 0);
      return balances.get(u.id) !== startBalance - spent;
    });
    const inkBefore = users.length * startBalance;
    const inkAfter = [...balances.values()].reduce((a, b) => a + b, 0) + stories.length * storyCost;
    const check = await ledgerCheck(fp.databaseOf('ink'), faultSweepSeconds);
    const answered = statuses.filter((s) => s === 201).length;

    record({
      scenario: 'crash mid-flow (50 creations, SIGKILL ink + stories)',
      requests: 50,
      faults: 2,
      expected: `every hold settled, 0 stories without capture, 0 captures without story, ink ${inkBefore} = ${inkBefore}, ledger:check ok`,
      observed: `${stories.length} stories (${answered} answered 201; statuses ${JSON.stringify(byStatus(statuses.map((status) => ({ status }))))}), holds ${holds.filter((h) => h.state === 'captured').length} captured/${holds.filter((h) => h.state === 'released').length} released, ${storiesWithoutCapture.length} without capture, ${capturedWithoutStory.length} captures without story, ink ${inkBefore} = ${inkAfter}, ledger:check exit ${check.code}`,
    });
    // Saved and answered, or refused as unavailable while a service was down: never a 500 or a dropped connection.
    expect(
      statuses.every((s) => s === 201 || s === 503),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(stories.length).toBeGreaterThanOrEqual(answered);
    expect(storiesWithoutCapture).toEqual([]);
    expect(capturedWithoutStory).toEqual([]);
    expect(wrongBalances.map((u) => u.username)).toEqual([]);
    expect(inkAfter).toBe(inkBefore);
    expect(check.code, check.output).toBe(0);
  });

  it('broker restart: events recorded while nats-server is down are delivered after it returns, each applied once', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => c.newUser(`buyer${i}`)));
    const intents = await Promise.all(
      buyers.map(async (b) => {
        const intent = await c.call('/api/ink/create-payment-intent', { cookie: b.cookie, body: { packageId: pack.packageId } });
        return { buyer: b, paymentIntentId: (intent.body as { paymentIntentId: string }).paymentIntentId };
      }),
    );
    const registered: { id: string }[] = [];
    const register = async (n: number) => {
      for (let i = 0; i < n; i += 1) registered.push(await c.newUser(`flow${registered.length}`));
    };
    // Events flowing, then the broker gone: registrations (accounts' outbox) and purchases (ink's outbox) go on.
    await register(5);
    await fp.nats.stop();
    const confirmations = await Promise.all(
      intents.map((i) => c.call('/api/ink/confirm-payment', { cookie: i.buyer.cookie, body: { paymentIntentId: i.paymentIntentId } })),
    );
    await register(10);
    const waitingWhileDown = await count(accountsDb, 'select count(*) as n from outbox where published_at is null');
    await fp.nats.start();
    await register(5);

    const ids = [...registered, ...buyers].map((u) => u.id);
    const paymentIds = intents.map((i) => i.paymentIntentId);
    const welcomes = () =>
      count(inkDb, "select count(*) as n from ledger_transactions where user_id = any($1) and type = 'welcome'", [ids]);
    const purchasesSeen = () => count(adminDb, 'select count(*) as n from ink_purchases where payment_intent_id = any($1)', [paymentIds]);
    await waitFor(async () => (await welcomes()) === ids.length && (await purchasesSeen()) === paymentIds.length, {
      what: 'every event delivered after the restart',
      timeoutMs: 60_000,
      intervalMs: 250,
    });
    const unpublished =
      (await count(accountsDb, 'select count(*) as n from outbox where published_at is null')) +
      (await count(inkDb, 'select count(*) as n from outbox where published_at is null'));
    const purchaseRows = await count(
      inkDb,
      "select count(*) as n from ledger_transactions where type = 'purchase' and reference = any($1)",
      [paymentIds],
    );
    const balances = await Promise.all(
      registered.map((u) => count(inkDb, 'select balance as n from ledger_accounts where user_id = $1', [u.id])),
    );
    record({
      scenario: 'broker restart while events flow',
      requests: registered.length + confirmations.length,
      faults: 1,
      expected: `${ids.length} welcome grants, ${paymentIds.length} purchases in insights, 0 unpublished, every new balance ${inkGrants.welcome}`,
      observed: `${waitingWhileDown} events waited in the outbox, ${await welcomes()} welcome grants, ${await purchasesSeen()} purchases in insights, ${purchaseRows} purchase rows, ${unpublished} unpublished, balances ${[...new Set(balances)].join('/')}`,
    });
    expect(confirmations.map((a) => a.status)).toEqual(paymentIds.map(() => 200));
    expect(waitingWhileDown).toBeGreaterThan(0);
    expect(await welcomes()).toBe(ids.length);
    expect(await purchasesSeen()).toBe(paymentIds.length);
    expect(purchaseRows).toBe(paymentIds.length);
    expect(unpublished).toBe(0);
    expect(balances.every((b) => b === inkGrants.welcome)).toBe(true);
  });

  it('duplicate and reordered deliveries of every event type, published straight on NATS, are applied once', async () => {
    const nc: NatsConnection = await connectNats(fp.nats.url, 'reliability-duplicates');
    const subjects = subjectsFor(fp.env.NATS_PREFIX);
    try {
      const [owner, sharer] = await Promise.all([userWithInk('dupowner'), c.newUser('dupsharer')]);
      await waitFor(async () => (await c.balanceOf(sharer.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 30_000 });
      const hold = async (amount: number) =>
        (
          await sendCommand(nc, subjects, 'ink.hold.create', {
            idempotencyKey: `dup-${randomUUID()}`,
            userId: owner.id,
            amount,
            description: 'duplicate deliveries',
            ttlSeconds: 600,
          })
        ).holdId;
      const [captured, released, narrated] = [await hold(2), await hold(1), await hold(3)];
      const newcomer = randomUUID();
      const [story1, story3, referralId, refundId, paymentIntentId] = [
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
        `pi_dup_${randomUUID()}`,
      ];
      const event = <S extends EventSubject>(subject: S, data: EventData<S>) => ({
        subject,
        envelope: { id: randomUUID(), type: subject, occurredAt: new Date().toISOString(), data: events[subject].parse(data) },
      });
      const generated3 = event('inkspell.story.generated', {
        storyId: story3,
        userId: owner.id,
        holdId: narrated,
        inkCost: 3,
        category: 'space',
        title: 'Dup three',
      });
      // Out of order first: the narration failure before its story, the referral and refund before the newcomer's registration.
      const first = [
        event('inkspell.story.narration-failed', { storyId: story3, userId: owner.id, holdId: narrated, reason: 'duplicate test' }),
        event('inkspell.referral.completed', { referralId, referralCode: 'dupcode', referrerUserId: sharer.id, recipientUserId: newcomer }),
        event('inkspell.refund.approved', { refundRequestId: refundId, userId: newcomer, inkAmount: 2, itemTitle: null }),
      ];
      const rest = [
        event('inkspell.user.registered', { userId: newcomer, username: 'dup_newcomer' }),
        event('inkspell.user.logged-in', { userId: newcomer }),
        event('inkspell.user.disabled', { userId: newcomer, reason: 'duplicate test' }),
        event('inkspell.user.enabled', { userId: newcomer }),
        event('inkspell.story.generated', {
          storyId: story1,
          userId: owner.id,
          holdId: captured,
          inkCost: 2,
          category: 'space',
          title: 'Dup one',
        }),
        event('inkspell.story.generation-failed', { userId: owner.id, holdId: released, reason: 'duplicate test' }),
        generated3,
        event('inkspell.ink.purchased', {
          userId: owner.id,
          packageId: 'starter',
          credits: 8,
          amountCents: 900,
          paymentIntentId,
          demo: false,
        }),
      ];
      const all = [...first, ...rest];
      expect(new Set(all.map((e) => e.subject))).toEqual(new Set(eventSubjects));
      // Three deliveries of each: in the order above, then reversed, then rotated.
      const deliveries = [...all, ...[...all].reverse(), ...all.slice(5), ...all.slice(0, 5)];
      const js = nc.jetstream();
      for (const d of deliveries) await js.publish(subjects.of(d.subject), JSON.stringify(d.envelope));

      // Every durable consumer of the platform has read and acknowledged all of it.
      await consumersCaughtUp(nc, subjects);
      const consumers = await (await nc.jetstreamManager()).consumers.list(subjects.stream).next();
      const dbOfConsumer = (name: string) => (name.startsWith('ink-') ? inkDb : name.startsWith('stories-') ? storiesDb : adminDb);
      const wrongApplications: string[] = [];
      let applications = 0;
      for (const ci of consumers) {
        const subject = subjects.strip(ci.config.filter_subject ?? '');
        for (const e of all.filter((x) => x.subject === subject)) {
          const n = await count(dbOfConsumer(ci.name), 'select count(*) as n from processed_events where consumer = $1 and event_id = $2', [
            ci.name,
            e.envelope.id,
          ]);
          applications += n;
          if (n !== 1) wrongApplications.push(`${ci.name} ${subject} applied ${n}×`);
        }
      }
      const movements = async (key: string) =>
        count(inkDb, 'select count(*) as n from ledger_transactions where idempotency_key = $1', [key]);
      const effects = {
        welcome: await movements(`welcome:${newcomer}`),
        referral: await movements(`referral:${sharer.id}:${newcomer}`),
        refund: await movements(`refund:${refundId}`),
        capture: await movements(`capture:${captured}`),
        release: await movements(`release:${released}`),
        captureNarrated: await movements(`capture:${narrated}`),
        narrationRefund: await movements(`narration-refund:${narrated}`),
        storiesInInsights: await count(adminDb, 'select count(*) as n from stories_generated where story_id = any($1)', [[story1, story3]]),
        purchaseInInsights: await count(adminDb, 'select count(*) as n from ink_purchases where payment_intent_id = $1', [paymentIntentId]),
      };
      const expected = {
        welcome: 1,
        referral: 1,
        refund: 1,
        capture: 1,
        release: 1,
        captureNarrated: 1,
        narrationRefund: 1,
        storiesInInsights: 2,
        purchaseInInsights: 1,
      };
      const ownerBalance = await c.balanceOf(owner.cookie);
      const sharerBalance = await c.balanceOf(sharer.cookie);
      const ownerExpected = inkGrants.welcome + pack.credits - 2 - 3 + 1;
      record({
        scenario: 'duplicate + reordered deliveries (all 11 event types × 3)',
        requests: deliveries.length,
        faults: deliveries.length - all.length,
        expected: `each consumer applies each event once; ${JSON.stringify(expected)}; balances owner ${ownerExpected}, sharer ${inkGrants.welcome + inkGrants.referralSharer}`,
        observed: `${applications} applications, ${wrongApplications.length} wrong; ${JSON.stringify(effects)}; balances owner ${ownerBalance}, sharer ${sharerBalance}`,
      });
      expect(deliveries.length).toBe(3 * all.length);
      expect(wrongApplications).toEqual([]);
      expect(effects).toEqual(expected);
      expect(ownerBalance).toBe(ownerExpected);
      expect(sharerBalance).toBe(inkGrants.welcome + inkGrants.referralSharer);
    } finally {
      await nc.close();
    }
  });

  /** A 503 whose body is the spec's error body. */
  const unavailableJson = (a: Answer) => a.status === 503 && errorBodySchema.safeParse(a.body).success;
  const everyoneAlive = () => fp.platform.names().every((name) => fp.platform.isRunning(name));

  it('Redis down: login and session-bound calls answer 503 JSON, nothing crashes, all works again when it returns', async () => {
    const user = await c.newUser('redisout');
    const login = () => c.call('/api/auth/login', { body: { username: user.username, password } });
    const sessionBound = () =>
      Promise.all(['/api/auth/user', '/api/ink/balance', '/api/stories'].map((path) => c.call(path, { cookie: user.cookie })));
    await fp.redis.stop();
    const duringLogin = await login();
    const duringSession = await sessionBound();
    const aliveDuring = everyoneAlive();
    await fp.redis.start();
    const afterLogin = await waitFor(async () => ((await login()).status === 200 ? true : undefined), {
      what: 'login after Redis returned',
      timeoutMs: 30_000,
      intervalMs: 250,
    });
    const afterSession = await sessionBound();
    const during = [duringLogin, ...duringSession];
    record({
      scenario: 'Redis outage (private redis-server stopped)',
      requests: during.length + 1 + afterSession.length,
      faults: 1,
      expected: `${during.length} × 503 JSON while down, all processes alive, login + ${afterSession.length} session calls 200 after`,
      observed: `${during.filter(unavailableJson).length} × 503 JSON (${during.map((a) => a.status).join('/')}), alive ${aliveDuring && everyoneAlive()}, after: login ${afterLogin ? 200 : 'failed'}, session calls ${afterSession.map((a) => a.status).join('/')}`,
    });
    expect(during.map((a) => [a.status, unavailableJson(a)])).toEqual(during.map(() => [503, true]));
    expect(aliveDuring && everyoneAlive()).toBe(true);
    expect(afterSession.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('PostgreSQL lost for the stories service: stories answers 503 JSON, the other areas work, it recovers', async () => {
    const user = await c.newUser('pgout');
    const storiesCalls = () =>
      Promise.all([c.call('/api/stories', { cookie: user.cookie }), c.call('/api/stories/generate', { cookie: user.cookie, body: form })]);
    const otherCalls = () =>
      Promise.all([
        c.call('/api/auth/user', { cookie: user.cookie }),
        c.call('/api/ink/balance', { cookie: user.cookie }),
        c.call('/api/ink-transactions', { cookie: user.cookie }),
        c.call('/api/refund-requests', { cookie: user.cookie }),
      ]);
    await fp.storiesDb.cut();
    const during = await storiesCalls();
    const othersDuring = await otherCalls();
    const aliveDuring = everyoneAlive();
    await fp.storiesDb.restore();
    await waitFor(async () => ((await c.call('/api/stories', { cookie: user.cookie })).status === 200 ? true : undefined), {
      what: 'stories after PostgreSQL returned',
      timeoutMs: 30_000,
      intervalMs: 250,
    });
    const created = await c.call('/api/stories/generate', { cookie: user.cookie, body: form });
    record({
      scenario: 'PostgreSQL lost for stories (link cut)',
      requests: during.length + othersDuring.length + 2,
      faults: 1,
      expected: `stories ${during.length} × 503 JSON, others ${othersDuring.length} × 200, all alive, stories 200/201 after`,
      observed: `stories ${during.map((a) => a.status).join('/')} (${during.filter(unavailableJson).length} JSON), others ${othersDuring.map((a) => a.status).join('/')}, alive ${aliveDuring && everyoneAlive()}, after: list 200, create ${created.status}`,
    });
    expect(during.map((a) => [a.status, unavailableJson(a)])).toEqual(during.map(() => [503, true]));
    expect(othersDuring.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(aliveDuring && everyoneAlive()).toBe(true);
    expect(created.status).toBe(201);
  });
});
