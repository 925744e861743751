import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connectNats, createLogger, HttpError, sendCommand, serveCommand, subjectsFor } from '../../src';
import { newRunId, testNatsPrefix } from '../../src/testing';

const subjects = subjectsFor(testNatsPrefix(newRunId()));
const logger = createLogger('kit-commands-test', 'silent');
let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectNats('nats://127.0.0.1:4222', 'kit-commands-test');
  serveCommand({
    nc,
    subjects,
    logger,
    subject: 'ink.balance.get',
    handle: ({ userId }) => {
      if (userId === '00000000-0000-4000-8000-000000000000') return Promise.reject(new HttpError(404, 'No wallet for that user'));
      return Promise.resolve({ balance: 7 });
    },
  });
  // A reply far over NATS' 1 MB max_payload, for a search that asks for it.
  serveCommand({
    nc,
    subjects,
    logger,
    subject: 'accounts.admin.list',
    handle: ({ search }) => {
      const user = {
        id: randomUUID(),
        username: 'a_family',
        email: null,
        firstName: null,
        lastName: null,
        role: 'user' as const,
        isDisabled: true,
        disabledReason: 'x'.repeat(1024),
        twoFactorEnabled: false,
        createdAt: new Date(0).toISOString(),
      };
      const users = search === 'huge' ? Array.from({ length: 2048 }, () => user) : [];
      return Promise.resolve({ items: users, nextCursor: null, total: { count: users.length, exact: true } });
    },
  });
});

afterAll(async () => {
  await nc?.close();
});

describe('request/reply commands', () => {
  it('answers a valid request with the typed reply', async () => {
    expect(await sendCommand(nc, subjects, 'ink.balance.get', { userId: randomUUID() })).toEqual({ balance: 7 });
  });

  it('passes a refusal on with its status and message', async () => {
    const err = await sendCommand(nc, subjects, 'ink.balance.get', { userId: '00000000-0000-4000-8000-000000000000' }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(404);
    expect(err.message).toBe('No wallet for that user');
  });

  it('refuses a request that breaks the contract on the serving side too', async () => {
    const reply = await nc.request(subjects.of('ink.balance.get'), JSON.stringify({ userId: 'not-a-uuid' }), { timeout: 1000 });
    expect(reply.json()).toMatchObject({ ok: false, status: 400, error: { isValidationError: true } });
  });

  it('refuses a reply too large to send, at once, and goes on answering', async () => {
    const started = Date.now();
    const err = await sendCommand(nc, subjects, 'accounts.admin.list', { search: 'huge' }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await sendCommand(nc, subjects, 'accounts.admin.list', {})).toEqual({
      items: [],
      nextCursor: null,
      total: { count: 0, exact: true },
    });
  });

  it('answers up to its concurrency at once, and the rest as answers finish', async () => {
    const own = subjectsFor(testNatsPrefix(newRunId()));
    let answering = 0;
    let most = 0;
    const waiting: (() => void)[] = [];
    const sub = serveCommand({
      nc,
      subjects: own,
      logger,
      subject: 'ink.balance.get',
      concurrency: 3,
      handle: async () => {
        answering += 1;
        most = Math.max(most, answering);
        await new Promise<void>((resume) => waiting.push(resume));
        answering -= 1;
        return { balance: 1 };
      },
    });
    try {
      const replies = Array.from({ length: 5 }, () =>
        sendCommand(nc, own, 'ink.balance.get', { userId: randomUUID() }, { timeoutMs: 5000 }),
      );
      // Three start at once (one after the other, the second would never start while the first waits).
      await vi.waitFor(() => expect(waiting).toHaveLength(3));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answering).toBe(3);
      waiting.splice(0).forEach((resume) => resume());
      await vi.waitFor(() => expect(waiting).toHaveLength(2));
      waiting.splice(0).forEach((resume) => resume());
      expect(await Promise.all(replies)).toEqual(Array.from({ length: 5 }, () => ({ balance: 1 })));
      expect(most).toBe(3);
    } finally {
      await sub.drain();
    }
  });

  it('answers every request it took before its drain resolves: a shutdown closes the connection and the pool next', async () => {
    const own = subjectsFor(testNatsPrefix(newRunId()));
    const waiting: (() => void)[] = [];
    let answered = 0;
    const server = serveCommand({
      nc,
      subjects: own,
      logger,
      subject: 'ink.balance.get',
      handle: async () => {
        await new Promise<void>((resume) => waiting.push(resume));
        answered += 1;
        return { balance: 3 };
      },
    });
    // One being answered, one waiting in the client for the first to finish (concurrency 1).
    const replies = Array.from({ length: 2 }, () => sendCommand(nc, own, 'ink.balance.get', { userId: randomUUID() }, { timeoutMs: 5000 }));
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    // The second request has reached the client too: the server sends it before its answer to this flush.
    await nc.flush();
    let drained = false;
    const draining = server.drain().then(() => {
      drained = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(drained).toBe(false);
    waiting.splice(0).forEach((resume) => resume());
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    expect(drained).toBe(false);
    waiting.splice(0).forEach((resume) => resume());
    await draining;
    expect(answered).toBe(2);
    expect(await Promise.all(replies)).toEqual([{ balance: 3 }, { balance: 3 }]);
  });

  it('gives a 503 quickly when nobody answers', async () => {
    const started = Date.now();
    const err = await sendCommand(nc, subjects, 'ink.hold.capture', { holdId: randomUUID(), description: 'x' }, { timeoutMs: 500 }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
