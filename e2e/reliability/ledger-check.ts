import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

/** `npm run ledger:check` against one ink database: its exit code and report. */
export function ledgerCheck(inkDatabaseUrl: string, sweepSeconds: number): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', require.resolve('tsx'), path.join(root, 'services/ink/src/ledger-check.ts')],
      { cwd: root, env: { ...process.env, INK_DATABASE_URL: inkDatabaseUrl, HOLD_SWEEP_SECONDS: String(sweepSeconds) } },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}
