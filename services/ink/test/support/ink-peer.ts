import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sendCommand } from '@inkspell/service-kit';
import { waitFor, startTestService } from '@inkspell/service-kit/testing';
import { inkService } from '../../src/service';
import { runLedgerCheckCli } from './ledger-check-cli';

/**
 * The ink service as main.ts starts it (src/service.ts), with its own database, on another service's NATS
 * prefix: it answers ink.hold.create and consumes story.generated / generation-failed / narration-failed /
 * referral.completed, so the other service's tests watch real ink move. A test moves and reads ink only as
 * the platform does: an approved refund to fund a user, ink.balance.get to read a balance, and the
 * `npm run ledger:check` CLI to audit the ledger.
 */
export async function startInkPeer(natsPrefix: string, natsUrl = 'nats://127.0.0.1:4222') {
  const service = await startTestService({ ...inkService, natsPrefix, natsUrl });
  const { infra, deps } = service;
  const balanceOf = async (userId: string) => (await sendCommand(infra.nc, infra.subjects, 'ink.balance.get', { userId })).balance;
  const scalar = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await deps.db.execute(query)).rows[0]?.['v'] as T;

  return {
    /** The user's balance as other services read it (a wallet opens with the welcome ink on first sight). */
    balanceOf,
    /** Gives a user `amount` ink on top of what they have, as admin's approved refund does, and waits for the credit. */
    async fund(userId: string, amount: number) {
      const before = await balanceOf(userId);
      const id = randomUUID();
      const data = { refundRequestId: randomUUID(), userId, inkAmount: amount, itemTitle: 'test funds' };
      const envelope = { id, type: 'inkspell.refund.approved', occurredAt: new Date().toISOString(), data };
      await infra.nc.jetstream().publish(infra.subjects.of('inkspell.refund.approved'), JSON.stringify(envelope), { msgID: id });
      await waitFor(async () => (await balanceOf(userId)) === before + amount, { what: `the ${amount} ink refund credited` });
    },
    /** The ledger's invariants as `npm run ledger:check` reports them on this service's database. */
    async audit() {
      const result = await runLedgerCheckCli(service.run.databaseUrl);
      return { ok: result.code === 0, output: result.stdout + result.stderr };
    },
    // Nothing public shows a hold or the whole ledger; ink keeps these readings here so no other test reads its tables.
    /** The states of a user's holds, oldest first. */
    async holdStates(userId: string): Promise<string[]> {
      const res = await deps.db.execute(sql`select state from holds where user_id = ${userId} order by created_at`);
      return (res.rows as { state: string }[]).map((r) => r.state);
    },
    /** How many holds are still held (neither captured nor released). */
    liveHolds: () => scalar<number>(sql`select count(*)::int as v from holds where state = 'held'`),
    /** A fingerprint of every ledger entry: equal before and after means no ink moved. */
    ledgerFingerprint: () =>
      scalar<string>(sql`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as v from (select * from ledger_entries) x`),
    close: () => service.close(),
  };
}
export type InkPeer = Awaited<ReturnType<typeof startInkPeer>>;
