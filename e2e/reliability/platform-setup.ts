import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  cleanUpTestPlatform,
  databaseUrlFor,
  gatewayKeys,
  portOf,
  launchPlatform,
  platformProcesses,
  testPlatformEnv,
} from '@inkspell/infra/platform';
import { areas, staticApps } from '@inkspell/contracts/areas';
import { resetLogScan, secretsInLog } from './log-scan';
import { printSummary, record, resetSummary } from './summary';

/** The new user's referral bonus on the suite's platform. */
const referralNewUserBonus = 2;
/** Referral bonuses per sharer in 30 days on the suite's platform: the referral scenario fills it and goes past. */
const referralBonusCap = 20;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    natsUrl: string;
    natsPrefix: string;
    referralNewUserBonus: number;
    referralBonusCap: number;
    /** Where the gateway looks for the shell's static server (not started here: the suite is API only). */
    shellPort: number;
    /** Each service's database, by service name: the malformed-input and access scenarios count their rows. */
    databaseUrls: Record<string, string>;
  }
}

/**
 * A platform of its own for the reliability suite: every service and the gateway (no static servers: the suite
 * speaks only to the API), fresh ports, databases, subjects and Redis keys, rate limits lifted for the load.
 */
export default async function setup(project: TestProject) {
  resetSummary();
  resetLogScan();
  // Info lines too, so the scan for secrets in log lines reads what production would write.
  process.env.LOG_LEVEL ??= 'info';
  const { runId, env } = await testPlatformEnv();
  const logDir = path.join(root, 'e2e', '.logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `reliability-${runId}.log`);
  const log = createWriteStream(logFile);
  const statics = new Set(staticApps(areas).map((app) => app.name));
  const specs = platformProcesses(env, gatewayKeys(env)).filter((spec) => !statics.has(spec.name));
  const platform = await launchPlatform(specs, {
    root,
    baseEnv: {
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_USER_MAX: '1000000',
      PREVIEW_RATE_LIMIT: '1000000',
      // The malformed-input scenario sends a few dozen well-formed logins with wrong credentials from one address;
      // the per-address lock (20 failures, 15 minutes) would then shut every later scenario out of logging in.
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
      // Every contact message of the suite comes from one address too (5 per window by default).
      CONTACT_RATE_LIMIT: '1000000',
      // The new user's referral bonus is 0 by default; a size of its own lets the referral scenario count it.
      REFERRAL_NEW_USER_BONUS: String(referralNewUserBonus),
      REFERRAL_BONUS_CAP_PER_30_DAYS: String(referralBonusCap),
    },
    output: (name, line) => log.write(`${name} ${line}\n`),
  });
  project.provide('baseUrl', `http://localhost:${env.GATEWAY_PORT}`);
  project.provide('natsUrl', env.NATS_URL);
  project.provide('natsPrefix', env.NATS_PREFIX);
  project.provide('referralNewUserBonus', referralNewUserBonus);
  project.provide('referralBonusCap', referralBonusCap);
  project.provide('shellPort', portOf(env, 'shell'));
  project.provide('databaseUrls', Object.fromEntries(areas.map((area) => [area.service.name, databaseUrlFor(env, area.service)])));

  return async () => {
    // Every process stopped, its pipes drained and the file closed: no late line can escape the scan for secrets.
    await platform.stopAll();
    await new Promise<void>((resolve) => log.end(resolve));
    const scan = secretsInLog(logFile);
    if (scan) {
      record({
        scenario: 'secrets in log lines (scanned after every process stopped)',
        requests: 0,
        faults: 0,
        expected: `0 of ${scan.secrets} secrets in ${scan.lines} log lines`,
        observed: `${scan.found.length} found${scan.found.length ? `: ${scan.found.slice(0, 3).join('; ')}` : ''}`,
      });
    }
    printSummary();
    await cleanUpTestPlatform(runId, env);
    if (scan?.found.length) {
      // A teardown's error is only printed; the exit code is what CI reads.
      process.exitCode = 1;
      throw new Error(`secrets in the platform's log lines (${logFile}): ${scan.found.join('; ')}`);
    }
  };
}
