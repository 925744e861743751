import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import { systemAccounts } from '../domain/ledger';

export interface AuditCheck {
  name: string;
  /** How many things the check looked at. */
  checked: number;
  /** One line per thing that breaks the invariant (at most a few are listed; `breachCount` has them all). */
  breaches: string[];
  breachCount: number;
}

export interface AuditReport {
  ok: boolean;
  checks: AuditCheck[];
}

const listed = 20;

/** A row of a breach query: its columns are text or numbers (casts in the SQL see to that). */
type Row = Record<string, string | number>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

async function check(db: Executor, name: string, countQuery: SQL, breachQuery: SQL, describe: (row: Row) => string): Promise<AuditCheck> {
  const [{ n }] = (await rows<{ n: string }>(db, countQuery)) as [{ n: string }];
  const found = await rows<Row>(db, breachQuery);
  return { name, checked: Number(n), breaches: found.slice(0, listed).map(describe), breachCount: found.length };
}

/**
 * Verifies every invariant of the ledger from its rows: each transaction balanced, each wallet equal to its
 * entries and never negative, each hold captured, released or live (a live one no more than one sweep past
 * its expiry, plus a few seconds for the sweep itself), and each hold's movements matching its state.
 */
export async function auditLedger(db: Executor, options: { now: Date; sweepSeconds: number }): Promise<AuditReport> {
  const overdueBefore = new Date(options.now.getTime() - (options.sweepSeconds + 5) * 1000).toISOString();
  const checks = [
    await check(
      db,
      'transactions balanced (at least two entries summing to zero)',
      sql`select count(*) as n from ledger_transactions`,
      sql`select t.id, count(e.id) as entries, coalesce(sum(e.amount), 0) as total
          from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
          group by t.id having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0`,
      (r) => `transaction ${r.id}: ${r.entries} entries summing to ${r.total}`,
    ),
    await check(
      db,
      'wallets equal to the sum of their entries',
      sql`select count(*) as n from ledger_accounts where kind = 'wallet'`,
      sql`select a.id, coalesce(a.balance::text, 'none') as balance, coalesce(sum(e.amount), 0) as total
          from ledger_accounts a left join ledger_entries e on e.account_id = a.id
          where a.kind = 'wallet' group by a.id, a.balance having a.balance is distinct from coalesce(sum(e.amount), 0)`,
      (r) => `${r.id}: balance ${r.balance}, entries sum to ${r.total}`,
    ),
    await check(
      db,
      'wallets not negative',
      sql`select count(*) as n from ledger_accounts where kind = 'wallet'`,
      sql`select id, coalesce(balance::text, 'none') as balance from ledger_accounts where kind = 'wallet' and (balance is null or balance < 0)`,
      (r) => `${r.id}: balance ${r.balance}`,
    ),
    await check(
      db,
      'wallet movements carry a history type',
      sql`select count(*) as n from ledger_entries where account_id like 'wallet:%'`,
      sql`select t.id from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account_id like 'wallet:%' and t.type is null`,
      (r) => `transaction ${r.id} touches a wallet but has no type`,
    ),
    await check(
      db,
      `holds captured, released, or live and not more than one sweep (${options.sweepSeconds} s) past expiry`,
      sql`select count(*) as n from holds`,
      sql`select id, state, expires_at::text as expires_at from holds
          where state not in ('held', 'captured', 'released') or (state = 'held' and expires_at < ${overdueBefore}::timestamptz)`,
      (r) => `hold ${r.id}: ${r.state}, expires ${r.expires_at}`,
    ),
    await check(
      db,
      "holds' movements match their state (one hold; then one capture, or one release, or neither while live)",
      sql`select count(*) as n from holds`,
      sql`select h.id, h.state,
            count(t.id) filter (where t.kind = 'hold') as held,
            count(t.id) filter (where t.kind = 'capture') as captures,
            count(t.id) filter (where t.kind = 'release') as releases
          from holds h left join ledger_transactions t on t.reference = h.id::text and t.kind in ('hold', 'capture', 'release')
          group by h.id, h.state
          having not (count(t.id) filter (where t.kind = 'hold') = 1 and (
            (h.state = 'held' and count(t.id) filter (where t.kind in ('capture', 'release')) = 0) or
            (h.state = 'captured' and count(t.id) filter (where t.kind = 'capture') = 1 and count(t.id) filter (where t.kind = 'release') = 0) or
            (h.state = 'released' and count(t.id) filter (where t.kind = 'release') = 1 and count(t.id) filter (where t.kind = 'capture') = 0)))`,
      (r) => `hold ${r.id} is ${r.state} with ${r.held} hold, ${r.captures} capture and ${r.releases} release movements`,
    ),
    await check(
      db,
      'the holds account holds exactly the live holds',
      sql`select 1 as n`,
      sql`select held, live from (
            select (select coalesce(sum(amount), 0) from ledger_entries where account_id = ${systemAccounts.holds}) as held,
                   (select coalesce(sum(amount), 0) from holds where state = 'held') as live) x
          where held <> live`,
      (r) => `${systemAccounts.holds} has ${r.held} ink, live holds add up to ${r.live}`,
    ),
  ];
  return { ok: checks.every((c) => c.breachCount === 0), checks };
}

/** The report as lines for a terminal. */
export function formatAudit(report: AuditReport): string[] {
  const lines = report.checks.flatMap((c) => [
    `${c.breachCount === 0 ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.checked} checked, ${c.breachCount} breach${c.breachCount === 1 ? '' : 'es'}`,
    ...c.breaches.map((b) => `        ${b}`),
  ]);
  lines.push(report.ok ? 'ledger check passed' : 'ledger check FAILED');
  return lines;
}
