import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSubjects, events, inkGrants, inkPacks, type EventData, type EventSubject, type Story } from '@inkspell/contracts';
import { connectNats, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { storyInkCost } from '@inkspell/contracts/stories';
import { waitFor } from '@inkspell/service-kit/testing';
import { errorBodySchema } from '@inkspell/contracts';
import { consumersCaughtUp } from './caught-up';
import { byStatus, clientFor, password, type Answer } from './client';
import {
  faultAckWaitSeconds,
  faultHoldTtlSeconds,
  faultNarrationLeaseSeconds,
  faultSweepSeconds,
  startFaultPlatform,
  type FaultPlatform,
} from './fault-platform';
import { storiesTesting } from './stories-testing';
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

const startBalance = inkGrants.welcome + pack.credits;
const instantLatencies = { chatFirstTokenMs: 0, chatTotalMs: 0, imageMs: 0, speechMs: 0, moderationMs: 0 };

/** Each user's ink balance, read in the ink service's database. */
async function balancesOf(userIds: string[]): Promise<Map<string, number>> {
  const rows = await inkDb.query<{ user_id: string; balance: number }>(
    'select user_id, balance from ledger_accounts where user_id = any($1)',
    [userIds],
  );
  return new Map(rows.rows.map((r) => [r.user_id, r.balance]));
}

/**
 * The users' stories beside their holds and ledger movements, once settled: a ready story's hold is captured once
 * and never released; a failed story's is released once and never captured; no hold is captured without a ready
 * story. `wrong` lists every breach.
 */
async function storyLedger(userIds: string[]) {
  const stories = (
    await storiesDb.query<{ id: string; user_id: string; hold_id: string; ink_cost: number; status: string }>(
      'select id, user_id, hold_id, ink_cost, status from stories where user_id = any($1) and not is_preview',
      [userIds],
    )
  ).rows;
  const holds = (
    await inkDb.query<{ id: string; state: string; captures: number; releases: number }>(
      `select h.id, h.state,
              (select count(*)::int from ledger_transactions t where t.idempotency_key = 'capture:' || h.id) as captures,
              (select count(*)::int from ledger_transactions t where t.idempotency_key = 'release:' || h.id) as releases
         from holds h where h.user_id = any($1) and h.idempotency_key like 'story:%'`,
      [userIds],
    )
  ).rows;
  const holdById = new Map(holds.map((h) => [h.id, h]));
  const ready = stories.filter((s) => s.status === 'ready');
  const failed = stories.filter((s) => s.status === 'failed');
  const readyHolds = new Set(ready.map((s) => s.hold_id));
  const wrong = [
    ...ready
      .filter((s) => holdById.get(s.hold_id)?.captures !== 1 || holdById.get(s.hold_id)?.releases !== 0)
      .map((s) => `ready ${s.id}: ${JSON.stringify(holdById.get(s.hold_id))}`),
    ...failed
      .filter((s) => holdById.get(s.hold_id)?.captures !== 0 || holdById.get(s.hold_id)?.releases !== 1)
      .map((s) => `failed ${s.id}: ${JSON.stringify(holdById.get(s.hold_id))}`),
    ...holds.filter((h) => h.captures > 0 && !readyHolds.has(h.id)).map((h) => `captured without a ready story: ${h.id}`),
    ...stories.filter((s) => s.status !== 'ready' && s.status !== 'failed').map((s) => `unsettled ${s.id}: ${s.status}`),
  ];
  return {
    stories,
    ready,
    failed,
    captured: holds.filter((h) => h.state === 'captured').length,
    released: holds.filter((h) => h.state === 'released').length,
    wrong,
  };
}

describe('faults: crashes, a broker restart and dependency outages lose nothing and apply nothing twice', () => {
  it('crash mid-flow: 50 story creations, ink then stories SIGKILLed mid-job and restarted; every story and hold settles, no ink lost or made', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => userWithInk(`crash${i}`)));
    // Slow enough that the stories crash finds jobs half written, quick enough that 50 settle in seconds.
    fp.openai.setLatencies({ chatFirstTokenMs: 200, chatTotalMs: 1_500, imageMs: 300 });
    const create = (i: number) => {
      const user = users[i % users.length]!;
      return c
        .call('/api/stories/generate', { cookie: user.cookie, body: form })
        .then((a) => ({ status: a.status, id: a.status === 202 ? (a.body as { id: string }).id : undefined, cookie: user.cookie }))
        .catch(() => ({ status: 0, id: undefined, cookie: user.cookie }));
    };
    const answers: ReturnType<typeof create>[] = [];
    const wave = (from: number, size: number) => {
      for (let i = from; i < from + size; i += 1) answers.push(create(i));
    };
    const ids = users.map((u) => u.id);
    const holdsMade = () => count(inkDb, 'select count(*) as n from holds where user_id = any($1)', [ids]);
    const storiesWriting = () =>
      count(storiesDb, "select count(*) as n from stories where user_id = any($1) and status in ('writing', 'illustrating')", [ids]);
    const paragraphsWritten = () => count(storiesDb, "select count(*) as n from stories where user_id = any($1) and content <> ''", [ids]);
    const soon = { timeoutMs: 30_000, intervalMs: 20 };

    // Ink dies once the first holds are made with more creations in flight, 5 more arrive while it is down; then
    // stories dies once jobs have written their first paragraphs with more in flight, and 5 arrive while it is down.
    try {
      wave(0, 15);
      await waitFor(async () => (await holdsMade()) >= 3, { ...soon, what: 'the first holds' });
      await fp.platform.kill('ink', 'SIGKILL');
      wave(15, 5);
      await fp.platform.restart('ink');
      const writtenBefore = await paragraphsWritten();
      wave(20, 25);
      await waitFor(async () => (await paragraphsWritten()) >= writtenBefore + 3 && (await storiesWriting()) > 0, {
        ...soon,
        what: 'jobs half written after the ink crash',
      });
      const midJob = await storiesWriting();
      await fp.platform.kill('stories', 'SIGKILL');
      wave(45, 5);
      await fp.platform.restart('stories');
      const answered = await Promise.all(answers);

      // Every job settles: taken up again after the ack wait, or failed with its ink returned.
      await waitFor(async () => (await storiesWriting()) === 0, { what: 'every story job settled', timeoutMs: 90_000, intervalMs: 500 });
      // Holds whose story was never saved expire and the sweeper gives them back; the rest follow their story.
      await waitFor(
        async () => (await count(inkDb, "select count(*) as n from holds where user_id = any($1) and state = 'held'", [ids])) === 0,
        {
          what: 'every hold settled',
          timeoutMs: (faultHoldTtlSeconds + 30) * 1000,
          intervalMs: 500,
        },
      );
      const ledger = await storyLedger(ids);
      const balances = await balancesOf(ids);
      const wrongBalances = users.filter((u) => {
        const spent = ledger.stories.filter((s) => s.user_id === u.id && s.status === 'ready').reduce((sum, s) => sum + s.ink_cost, 0);
        return balances.get(u.id) !== startBalance - spent;
      });
      const inkBefore = users.length * startBalance;
      const inkAfter = [...balances.values()].reduce((a, b) => a + b, 0) + ledger.ready.length * storyCost;
      const check = await ledgerCheck(fp.databaseOf('ink'), faultSweepSeconds);
      const accepted = answered.filter((a) => a.status === 202);
      const statuses = byStatus(answered);

      record({
        scenario: 'crash mid-flow (50 creations, SIGKILL ink, then stories mid-job)',
        requests: 50,
        faults: 2,
        expected: `every job and hold settled; ready ⇔ captured once, failed ⇔ released; ink ${inkBefore} = ${inkBefore}; ledger:check ok`,
        observed: `${ledger.stories.length} stories (${accepted.length} answered 202; statuses ${JSON.stringify(statuses)}; ${midJob} mid-job at the kill): ${ledger.ready.length} ready, ${ledger.failed.length} failed; holds ${ledger.captured}/${ledger.released} captured/released; ${ledger.wrong.length} wrong; ink ${inkBefore} = ${inkAfter}; ledger:check exit ${check.code}`,
      });
      // Accepted, or refused as unavailable while a service was down: never a 500 or a dropped connection.
      expect(
        answered.every((a) => a.status === 202 || a.status === 503),
        JSON.stringify(statuses),
      ).toBe(true);
      expect(midJob).toBeGreaterThan(0);
      expect(ledger.stories.length).toBeGreaterThanOrEqual(accepted.length);
      expect(ledger.wrong).toEqual([]);
      expect(wrongBalances.map((u) => u.username)).toEqual([]);
      expect(inkAfter).toBe(inkBefore);
      expect(check.code, check.output).toBe(0);
    } finally {
      fp.openai.setLatencies(instantLatencies);
    }
  }, 240_000);

  it('a stories process SIGKILLed mid-job: the job is delivered again after restart and completes within the ack wait, charged once', async () => {
    const user = await userWithInk('midjob');
    fp.openai.setLatencies({ chatFirstTokenMs: 300, chatTotalMs: 4_000, imageMs: 500 });
    try {
      const chats = () => fp.openai.requests.filter((r) => r.path === '/v1/chat/completions').length;
      const chatsBefore = chats();
      const created = await c.call('/api/stories/generate', { cookie: user.cookie, body: form });
      expect(created.status).toBe(202);
      const id = (created.body as { id: string }).id;
      // Mid-job: the provider is writing and the first paragraph is saved, the rest not yet.
      const half = await waitFor(
        async () => {
          const story = (await c.call(`/api/stories/${id}`, { cookie: user.cookie })).body as Story;
          return story.status === 'writing' && story.content !== '' ? story : undefined;
        },
        { what: 'the first paragraph saved', timeoutMs: 20_000, intervalMs: 100 },
      );
      await fp.platform.kill('stories', 'SIGKILL');
      await fp.platform.restart('stories');
      const restarted = Date.now();
      // Taken up again once the dead worker's ack wait ran out, then written whole (~4.5 s at this speed).
      const settled = await c.settledStory(user.cookie, id, (faultAckWaitSeconds + 4.5 + 15) * 1000);
      const settledAfter = (Date.now() - restarted) / 1000;
      const ledger = await waitFor(
        async () => {
          const l = await storyLedger([user.id]);
          return l.captured + l.released === 1 ? l : undefined;
        },
        { what: "the story's hold settled", timeoutMs: 20_000, intervalMs: 250 },
      );
      const balance = await c.balanceOf(user.cookie);
      const expectedBalance = startBalance - (settled.status === 'ready' ? storyCost : 0);
      record({
        scenario: 'stories SIGKILLed mid-job (chat 4 s, ack wait 5 s)',
        requests: 1,
        faults: 1,
        expected: `delivered again and ready within the ack wait + the job (or failed, ink returned); captured once; balance ${startBalance - storyCost}`,
        observed: `killed with ${half.content.split('\n\n').length} paragraph(s) saved; ${chats() - chatsBefore} chat requests; ${settled.status} ${settledAfter.toFixed(1)} s after the restart; holds ${ledger.captured}/${ledger.released} captured/released, ${ledger.wrong.length} wrong; balance ${balance}`,
      });
      expect(chats() - chatsBefore).toBeGreaterThanOrEqual(2);
      expect(ledger.wrong).toEqual([]);
      expect(balance).toBe(expectedBalance);
      expect(settled.status).toBe('ready');
    } finally {
      fp.openai.setLatencies(instantLatencies);
    }
  });

  it('a stories process SIGKILLed mid-narration: the restarted service takes the narration up again once its lease runs out; the story gets its audio, charged once, no refund', async () => {
    const user = await userWithInk('midnarration');
    const narrated = storyRequest({ includeAudio: true });
    const cost = storyInkCost(narrated.length, narrated.includeAudio);
    const speeches = () => fp.openai.requests.filter((r) => r.path === '/v1/audio/speech').length;
    // Spell speaks slowly, so the kill lands while the narration is under way.
    fp.openai.setLatencies({ speechMs: 5_000 });
    try {
      const created = await c.call('/api/stories/generate', { cookie: user.cookie, body: narrated });
      expect(created.status).toBe(202);
      const id = (created.body as { id: string }).id;
      const speechesBefore = speeches();
      await c.settledStory(user.cookie, id, 30_000);
      await waitFor(() => Promise.resolve(speeches() > speechesBefore), {
        what: 'the narration under way',
        timeoutMs: 20_000,
        intervalMs: 100,
      });
      await fp.platform.kill('stories', 'SIGKILL');
      fp.openai.setLatencies({ speechMs: 0 });
      await fp.platform.restart('stories');
      const restarted = Date.now();
      // The lease of the killed worker (renewed a third of the way through) runs out, then the next poll takes it.
      const story = await waitFor(
        async () => {
          const read = (await c.call(`/api/stories/${id}`, { cookie: user.cookie })).body as Story;
          return read.audioUrl ? read : undefined;
        },
        { what: 'the narration after the restart', timeoutMs: (faultNarrationLeaseSeconds + 20) * 1000, intervalMs: 250 },
      );
      const audioAfter = (Date.now() - restarted) / 1000;
      const audio = await fetch(`${fp.baseUrl}${story.audioUrl!}`, { headers: { cookie: user.cookie } });
      const job = (
        await storiesDb.query<{ status: string; attempts: number }>('select status, attempts from narration_jobs where story_id = $1', [id])
      ).rows[0];
      const refunds = await count(
        inkDb,
        "select count(*) as n from ledger_transactions where idempotency_key like 'narration-refund:%' and idempotency_key like '%' || $1",
        [(await storiesDb.query<{ hold_id: string }>('select hold_id from stories where id = $1', [id])).rows[0]!.hold_id],
      );
      const balance = await c.balanceOf(user.cookie);
      record({
        scenario: 'stories SIGKILLed mid-narration (speech 5 s a request)',
        requests: 1,
        faults: 1,
        expected: `the narration taken up again within the lease (${faultNarrationLeaseSeconds} s) and recorded; no refund; balance ${startBalance - cost}`,
        observed: `audio ${audio.status} ${audioAfter.toFixed(1)} s after the restart; job ${job?.status} after ${job?.attempts} attempts; ${refunds} refunds; balance ${balance}`,
      });
      expect(audio.status).toBe(200);
      expect(job).toEqual({ status: 'done', attempts: 2 });
      expect(refunds).toBe(0);
      expect(balance).toBe(startBalance - cost);
    } finally {
      fp.openai.setLatencies(instantLatencies);
    }
  }, 120_000);

  it('the page closed mid-story: the client drops its event stream after the first paragraph; the story still becomes ready, charged once', async () => {
    const user = await userWithInk('pageclosed');
    fp.openai.setLatencies({ chatFirstTokenMs: 300, chatTotalMs: 4_000, imageMs: 500 });
    try {
      const created = await c.call('/api/stories/generate', { cookie: user.cookie, body: form });
      expect(created.status).toBe(202);
      const id = (created.body as { id: string }).id;
      const testing = await storiesTesting();
      const seen = await testing.readStoryEvents(
        `${fp.baseUrl}/api/stories/${id}/events`,
        { cookie: user.cookie, origin: fp.baseUrl },
        { stopAfter: (event) => event.event === 'paragraph', timeoutMs: 20_000 },
      );
      const closedWhile = ((await c.call(`/api/stories/${id}`, { cookie: user.cookie })).body as Story).status;
      const settled = await c.settledStory(user.cookie, id, 30_000);
      const ledger = await waitFor(
        async () => {
          const l = await storyLedger([user.id]);
          return l.captured + l.released === 1 ? l : undefined;
        },
        { what: "the story's hold settled", timeoutMs: 20_000, intervalMs: 250 },
      );
      const balance = await c.balanceOf(user.cookie);
      record({
        scenario: 'the page closed mid-story (SSE dropped after the first paragraph)',
        requests: 2,
        faults: 1,
        expected: `stream 200 cut after a paragraph while writing; story ready; captured once; balance ${startBalance - storyCost}`,
        observed: `stream ${seen.status}, ${seen.events.map((e) => e.event).join(',')} then closed while ${closedWhile}; story ${settled.status}; holds ${ledger.captured}/${ledger.released} captured/released, ${ledger.wrong.length} wrong; balance ${balance}`,
      });
      expect(seen.status).toBe(200);
      expect(seen.events.at(-1)?.event).toBe('paragraph');
      expect(closedWhile).not.toBe('ready');
      expect(settled.status).toBe('ready');
      expect([ledger.captured, ledger.released, ledger.wrong]).toEqual([1, 0, []]);
      expect(balance).toBe(startBalance - storyCost);
    } finally {
      fp.openai.setLatencies(instantLatencies);
    }
  });

  it("a provider silent for longer than the gateway's upstream timeout: the story's event stream stays open on keep-alives and ends with ready", async () => {
    const user = await userWithInk('silent');
    // Nothing but keep-alive comments for ~17 s: longer than the gateway's 15 s upstream timeout.
    fp.openai.setLatencies({ chatFirstTokenMs: 17_000, chatTotalMs: 18_000, imageMs: 300 });
    try {
      const created = await c.call('/api/stories/generate', { cookie: user.cookie, body: form });
      expect(created.status).toBe(202);
      const id = (created.body as { id: string }).id;
      const testing = await storiesTesting();
      const stream = await testing
        .readStoryEvents(`${fp.baseUrl}/api/stories/${id}/events`, { cookie: user.cookie, origin: fp.baseUrl }, { timeoutMs: 40_000 })
        .catch((err: Error) => ({ status: 0, events: [], comments: 0, contentType: '', error: `${err.message} ${String(err.cause)}` }));
      const settled = await c.settledStory(user.cookie, id, 30_000);
      const names = stream.events.map((e) => e.event);
      record({
        scenario: 'provider silent 17 s (gateway upstream timeout 15 s)',
        requests: 2,
        faults: 1,
        expected: 'stream 200 kept open by keep-alive comments, ending with ready',
        observed: `stream ${stream.status}, ${stream.comments} comment(s), events ${names.join(',')}${'error' in stream ? `, cut: ${stream.error}` : ''}; story ${settled.status}`,
      });
      expect(stream.status).toBe(200);
      expect(names.at(-1)).toBe('ready');
      expect(settled.status).toBe('ready');
    } finally {
      fp.openai.setLatencies(instantLatencies);
    }
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
      expected: `stories ${during.length} × 503 JSON, others ${othersDuring.length} × 200, all alive, stories 200/202 after`,
      observed: `stories ${during.map((a) => a.status).join('/')} (${during.filter(unavailableJson).length} JSON), others ${othersDuring.map((a) => a.status).join('/')}, alive ${aliveDuring && everyoneAlive()}, after: list 200, create ${created.status}`,
    });
    expect(during.map((a) => [a.status, unavailableJson(a)])).toEqual(during.map(() => [503, true]));
    expect(othersDuring.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(aliveDuring && everyoneAlive()).toBe(true);
    expect(created.status).toBe(202);
  });
});
