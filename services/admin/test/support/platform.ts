import { sql } from 'drizzle-orm';
import { sendCommand } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { adminCredentials, newRegistration, startAccounts } from '@inkspell/accounts-service/testing';
import { startInk } from '@inkspell/ink-service/testing';
import { startStoriesPeer } from '@inkspell/stories-service/testing';
import { startAdmin } from './admin-harness';
import { adminTables, fingerprintOf } from './fingerprint';

export interface PlatformUser {
  id: string;
  username: string;
  role: 'user' | 'admin';
}

/**
 * The admin service with the real services it talks to, all on one run's NATS subjects: accounts (its own
 * harness: PostgreSQL, Redis, SMTP, the gateway's cookie-to-token step) so users and sessions are real, ink (its
 * own harness: ledger, commands, consumers) so an approved refund is credited by the real ledger, and stories
 * (its peer from @inkspell/stories-service/testing) so the console's story list and a refund's story come from its real commands, with accounts
 * and ink above as its peers. Each service keeps its own database.
 */
export async function startPlatform() {
  const accounts = await startAccounts();
  const natsPrefix = accounts.deps.subjects.prefix;
  const admin = await startAdmin({ natsPrefix });
  const ink = await startInk({ env: { NATS_PREFIX: natsPrefix }, withAccountsPeer: false });
  const startStories = () => startStoriesPeer(natsPrefix);
  let stories = await startStories();

  const login = await accounts.client().post('/api/auth/login', adminCredentials);
  const administrator: PlatformUser = { id: login.body.id, username: login.body.username, role: 'admin' };

  /** A request to the admin service as the gateway forwards it: with a token for `user`, or anonymous. */
  const request = async (method: string, path: string, options: { as?: PlatformUser; body?: unknown } = {}) => {
    const res = await admin.request(path, { method, body: options.body, user: options.as });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: res.body as any, headers: res.headers };
  };

  return {
    accounts,
    admin,
    ink,
    get stories() {
      return stories;
    },
    /** A fresh stories service after a test closed it (stories being down); its database starts with no stories. */
    async restartStories() {
      stories = await startStories();
    },
    administrator,
    request,
    as: (user: PlatformUser) => ({
      get: (path: string) => request('GET', path, { as: user }),
      post: (path: string, body: unknown) => request('POST', path, { as: user, body }),
      patch: (path: string, body: unknown = {}) => request('PATCH', path, { as: user, body }),
    }),

    /** A new user registered with accounts; `browser` holds their session. */
    async newUser() {
      const browser = accounts.client();
      const res = await browser.post('/api/auth/register', newRegistration());
      if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.id as string, username: res.body.username as string, role: 'user' as const, browser };
    },

    /** A completed purchase of an ink pack (ink's demo provider); answers its id in the buyer's ink history. */
    async buy(userId: string, packageId: 'starter' | 'popular' | 'premium'): Promise<string> {
      const { body } = await ink.as(userId).post('/api/ink/create-payment-intent', { packageId });
      await ink.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: body.paymentIntentId });
      // Newest first: the purchase just made.
      const history = await ink.as(userId).get('/api/ink-transactions');
      return history.body.find((t: { type: string }) => t.type === 'purchase').id;
    },

    /** The balance as other services read it: ink.balance.get over NATS. */
    balanceOf: async (userId: string) => (await sendCommand(admin.infra.nc, admin.infra.subjects, 'ink.balance.get', { userId })).balance,

    /**
     * Waits until the platform is quiet: every service's outbox is on the stream, and every consumer (ink's refund
     * credit and welcome grant among them) has handled and acknowledged all it was sent. Consumers acknowledge only
     * after their effect commits, so the ledger is final then.
     */
    async settled() {
      for (const db of [admin.deps.db, ink.deps.db, accounts.deps.db, stories.deps.db]) {
        await waitFor(
          async () => {
            const res = await db.execute(sql`select count(*)::int as waiting from outbox where published_at is null`);
            return (res.rows[0] as { waiting: number }).waiting === 0;
          },
          { what: 'every outbox relayed' },
        );
      }
      const jsm = await admin.infra.nc.jetstreamManager();
      await waitFor(
        async () => {
          for await (const consumer of jsm.consumers.list(admin.infra.subjects.stream)) {
            if (consumer.num_pending > 0 || consumer.num_ack_pending > 0) return false;
          }
          return true;
        },
        { what: 'every consumer acknowledged everything' },
      );
    },

    /** A fingerprint of the admin tables, the ink ledger and the accounts users: equal means nothing changed. */
    fingerprint: async () =>
      [await fingerprintOf(admin.deps.db, adminTables), await ink.fingerprint(), await fingerprintOf(accounts.deps.db, ['users'])].join(
        '\n',
      ),

    auditRows: async (action: string) => {
      const res = await admin.deps.db.execute(sql`select * from audit_log where action = ${action} order by created_at`);
      return res.rows as {
        actor_user_id: string;
        actor_username: string;
        action: string;
        target_type: string;
        target_id: string | null;
        details: Record<string, unknown>;
      }[];
    },

    async close() {
      await stories.close();
      await ink.close();
      await admin.close();
      // Last: the shared stream is named after the accounts run, and its close drops it.
      await accounts.close();
    },
  };
}
export type Platform = Awaited<ReturnType<typeof startPlatform>>;
