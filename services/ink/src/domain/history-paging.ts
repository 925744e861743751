/**
 * The keyset of a family's ink history (issue #24, ADR 0035): newest first, movements of the same instant in the
 * reverse of the order they were written (the ledger's seq). A cursor holds the last shown movement's keys.
 */
export type HistoryKeys = readonly [createdAt: string, seq: number];

const microsecondTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether decoded cursor keys are a movement's place in the history: anything else was not given by this list. */
export function isHistoryKeys(keys: unknown): keys is HistoryKeys {
  return (
    Array.isArray(keys) &&
    keys.length === 2 &&
    typeof keys[0] === 'string' &&
    microsecondTime.test(keys[0]) &&
    !Number.isNaN(Date.parse(keys[0])) &&
    Number.isSafeInteger(keys[1]) &&
    (keys[1] as number) > 0
  );
}
