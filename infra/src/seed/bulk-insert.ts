import type { PoolClient } from 'pg';

/** A column of a bulk insert: its name and the PostgreSQL type its array is sent as. */
export interface Column<Row> {
  name: string;
  type: 'uuid' | 'text' | 'int' | 'boolean' | 'timestamptz' | 'jsonb';
  value: (row: Row) => unknown;
}

/**
 * The select of a bulk insert: one array parameter per column, zipped by unnest, so thousands of rows travel in one
 * statement of a handful of parameters. Starts at parameter `first` ($1 by default).
 */
export function unnestSelect<Row>(columns: readonly Column<Row>[], rows: readonly Row[], first = 1): { sql: string; params: unknown[] } {
  const params = columns.map((column) =>
    rows.map((row) => {
      const value = column.value(row);
      return column.type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    }),
  );
  const arrays = columns.map((column, i) => `$${first + i}::${column.type}[]`).join(', ');
  return { sql: `select * from unnest(${arrays})`, params };
}

/** Inserts the rows that are not there yet (any unique conflict skips the row); answers how many were new. */
export async function insertMissing<Row>(
  client: PoolClient,
  table: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const select = unnestSelect(columns, rows);
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const result = await client.query(`insert into "${table}" (${names}) ${select.sql} on conflict do nothing`, select.params);
  return result.rowCount ?? 0;
}

/** Runs `work` in one database transaction on a client of the pool. */
export async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/** Whether a table holds `id` in `column`. */
export async function isPresent(client: PoolClient, table: string, column: string, id: string): Promise<boolean> {
  const result = await client.query(`select 1 from "${table}" where "${column}" = $1`, [id]);
  return (result.rowCount ?? 0) > 0;
}
