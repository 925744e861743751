import path from 'node:path';
import { areas } from '@inkspell/contracts/areas';
import {
  cleanUpTestPlatform,
  databaseUrlFor,
  gatewayKeys,
  launchPlatform,
  platformProcesses,
  portOf,
  testPlatformEnv,
} from '@inkspell/infra/platform';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A platform of the admin-name scenario's own: accounts as production runs it with no administrator yet (no
 * ADMIN_PASSWORD), the admin service and the gateway in front of them; nothing else (the scenario only signs in
 * and knocks on /api/admin/*). MAIL_MODE and PAYMENTS_MODE say on purpose what production may otherwise refuse.
 */
export async function startAdminNamePlatform() {
  const { runId, env } = await testPlatformEnv();
  const wanted = new Set(['accounts', 'admin', 'gateway']);
  const specs = platformProcesses(env, gatewayKeys(env)).filter((spec) => wanted.has(spec.name));
  const accounts = specs.find((spec) => spec.name === 'accounts')!;
  Object.assign(accounts.env, { NODE_ENV: 'production', ADMIN_PASSWORD: '', MAIL_MODE: 'file', PAYMENTS_MODE: 'demo' });
  const lines: string[] = [];
  const platform = await launchPlatform(specs, {
    root,
    baseEnv: {},
    output: (name, line) => lines.push(`${name} ${line}`),
  });
  return {
    platform,
    /** What every process wrote, one line each, prefixed with its name. */
    lines,
    baseUrl: `http://localhost:${env.GATEWAY_PORT}`,
    /** The accounts service itself, as the TLS hop in front of the gateway would reach it. */
    accountsUrl: `http://127.0.0.1:${portOf(env, 'accounts')}`,
    accountsDatabaseUrl: databaseUrlFor(env, areas.find((area) => area.service.name === 'accounts')!.service),
    async dispose() {
      await platform.stopAll();
      await cleanUpTestPlatform(runId, env).catch(() => undefined);
    },
  };
}
export type AdminNamePlatform = Awaited<ReturnType<typeof startAdminNamePlatform>>;
