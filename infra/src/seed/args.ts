/** Most families one run may ask for: well past the 100,000 of the scale check, far from a typo's millions. */
export const maxFamilies = 1_000_000;

const usage = 'usage: npm run seed -- --families <1..1000000> [--batch <100..10000>]';

/** Reads `--families N` (required) and `--batch N` (families per transaction, default 1000). */
export function parseSeedArgs(argv: readonly string[]): { families: number; batchSize: number } | { error: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split('=', 2);
    if (name !== '--families' && name !== '--batch') return { error: `unknown argument ${arg}\n${usage}` };
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `${name} needs a number\n${usage}` };
    values.set(name, value);
  }
  const families = Number(values.get('--families'));
  const batchSize = Number(values.get('--batch') ?? 1000);
  if (!Number.isInteger(families) || families < 1 || families > maxFamilies) return { error: usage };
  if (!Number.isInteger(batchSize) || batchSize < 100 || batchSize > 10_000) return { error: usage };
  return { families, batchSize };
}
