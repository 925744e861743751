import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** A secret the log lines must not hold: a text, or a pattern (kept as source and flags, to cross processes). */
export type Secret = [name: string, secret: RegExp | string];

// Scenario files run in their own workers; the global teardown scans once every process has stopped.
const file = path.join(import.meta.dirname, '..', '.logs', 'reliability-log-secrets.jsonl');

/** Hands secrets to the scan of every log line, which runs once every process has stopped and its output ended. */
export function scanLogsFor(secrets: readonly Secret[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  for (const [name, secret] of secrets) {
    const entry = typeof secret === 'string' ? { name, text: secret } : { name, source: secret.source, flags: secret.flags };
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
  }
}

/** Forgets the secrets of an earlier run. */
export function resetLogScan(): void {
  rmSync(file, { force: true });
}

/** Every handed-over secret found in the log file, by line; null when no scenario handed any over. */
export function secretsInLog(logFile: string): { secrets: number; lines: number; found: string[] } | null {
  if (!existsSync(file)) return null;
  const secrets = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { name: string; text?: string; source?: string; flags?: string })
    .map(({ name, text, source, flags }): [string, (line: string) => boolean] => {
      const pattern = source === undefined ? undefined : new RegExp(source, flags);
      return [name, (line) => (pattern ? pattern.test(line) : line.includes(text!))];
    });
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const found = lines.flatMap((line, i) => secrets.filter(([, holds]) => holds(line)).map(([name]) => `log line ${i + 1}: ${name}`));
  return { secrets: secrets.length, lines: lines.length, found };
}
