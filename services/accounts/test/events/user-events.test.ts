import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EventSubject } from '@inkspell/contracts';
import { sendCommand } from '@inkspell/service-kit';
import { waitFor, publishedEvents } from '@inkspell/service-kit/testing';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

/** The data of the events published for a subject, with the message ids they went out under. */
async function published(subject: EventSubject) {
  return (await publishedEvents(h.deps, subject)).map(({ msgId, envelope }) => ({ msgId, data: envelope.data }));
}

async function outboxRows(subject: string) {
  const res = await h.deps.db.execute(sql`select id, published_at from outbox where subject = ${subject}`);
  return res.rows as { id: string; published_at: Date | null }[];
}

describe('events accounts publishes through its outbox', () => {
  it('publishes user.registered once, with the outbox id as the message id, right after the registration commits', async () => {
    const registration = newRegistration({ referralCode: 'friend-7' });
    const user = (await h.client().post('/api/auth/register', registration)).body;
    const msgs = await waitFor(
      async () => {
        const mine = (await published('inkspell.user.registered')).filter((m) => m.data.userId === user.id);
        return mine.length > 0 ? mine : undefined;
      },
      { what: 'user.registered on the stream' },
    );
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.data).toMatchObject({ userId: user.id, username: registration.username, referralCode: 'friend-7' });
    // The relay marks the row in the transaction that published it.
    await waitFor(async () => (await outboxRows('inkspell.user.registered')).find((r) => r.id === msgs[0]!.msgId)?.published_at, {
      what: 'the outbox row marked published',
    });
  });

  it('records nothing when a registration is refused', async () => {
    const first = newRegistration();
    await h.client().post('/api/auth/register', first);
    const before = (await outboxRows('inkspell.user.registered')).length;
    expect((await h.client().post('/api/auth/register', newRegistration({ username: first.username }))).status).toBe(409);
    expect((await outboxRows('inkspell.user.registered')).length).toBe(before);
  });

  it('publishes user.logged-in with the preview session, and user.disabled / user.enabled from the admin commands', async () => {
    const registration = newRegistration();
    const user = (await h.client().post('/api/auth/register', registration)).body;
    await h
      .client()
      .post('/api/auth/login', { username: registration.username, password: registration.password, previewSessionId: 'preview_9' });
    await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.disable', { userId: user.id, reason: 'Spam' });
    await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.enable', { userId: user.id });
    const mine = async (subject: EventSubject) => (await published(subject)).filter((m) => m.data.userId === user.id).map((m) => m.data);
    await waitFor(async () => (await mine('inkspell.user.enabled')).length === 1, { what: 'user.enabled on the stream' });
    expect(await mine('inkspell.user.logged-in')).toEqual([{ userId: user.id, previewSessionId: 'preview_9' }]);
    expect(await mine('inkspell.user.disabled')).toEqual([{ userId: user.id, reason: 'Spam' }]);
  });
});
