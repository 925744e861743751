import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Executor } from '../db/database';

/** One node of PostgreSQL's JSON plan, with what the index tests look at. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * A database handle for a repository under test that notes every query it sends, and the plans PostgreSQL chooses
 * for them with the same parameters (issue #24: a list at scale reads through its indexes). EXPLAINs a repository
 * sends itself (a planner estimate) are not explained again.
 */
export function planRecorder(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const issued: { text: string; params: unknown[] }[] = [];
  const db: Executor = drizzle(pool, { logger: { logQuery: (text, params) => void issued.push({ text, params }) } });
  return {
    db,
    pool,
    /** The plans of what `use` sent, one list of nodes per query, in the order sent. */
    async plansOf(use: (db: Executor) => Promise<unknown>): Promise<PlanNode[][]> {
      issued.length = 0;
      await use(db);
      const queries = issued.filter(({ text }) => !/^explain/i.test(text));
      const plans: PlanNode[][] = [];
      for (const { text, params } of queries) {
        const res = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, params);
        const plan = res.rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (!plan) throw new Error(`no plan for ${text}`);
        plans.push(nodesOf(plan));
      }
      return plans;
    },
    close: () => pool.end(),
  };
}

/** The sequential scans of `table` in some plans: a list at scale should have none. */
export const seqScansOf = (plans: PlanNode[][], table: string) =>
  plans.flat().filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);

/** The names of the indexes some plans read. */
export const indexesIn = (plans: PlanNode[][]) => new Set(plans.flat().flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])));
