import { drizzle } from 'drizzle-orm/node-postgres';
import { loadEnv } from '@inkspell/service-kit/env';
import { auditLedger, formatAudit } from './db/ledger-audit';
import { inkEnvShape } from './env';

/**
 * `npm run ledger:check`: verifies every invariant of the ink ledger in INK_DATABASE_URL (default: the local
 * inkspell_ink) and exits non-zero on any breach. Reads only.
 */
const env = loadEnv(inkEnvShape.pick({ INK_DATABASE_URL: true, HOLD_SWEEP_SECONDS: true }));
const db = drizzle({ connection: env.INK_DATABASE_URL });
try {
  const report = await auditLedger(db, { now: new Date(), sweepSeconds: env.HOLD_SWEEP_SECONDS });
  console.log(`ledger check of ${new URL(env.INK_DATABASE_URL).pathname.slice(1)}`);
  for (const line of formatAudit(report)) console.log(line);
  process.exitCode = report.ok ? 0 : 1;
} catch (err) {
  // drizzle wraps the driver's error; its cause says what went wrong (no such database, refused connection).
  const cause = (err as { cause?: Error }).cause ?? (err as Error);
  console.error(`ledger check could not run: ${cause.message}`);
  process.exitCode = 2;
} finally {
  await db.$client.end();
}
