import { createMailer, type Executor, type Infrastructure } from '@inkspell/service-kit';
import { createAccountsDirectory } from './adapters/accounts-directory';
import type { CommandTransport } from './adapters/commands';
import { createContactNotifier } from './adapters/contact-notifier';
import { createInkLedger } from './adapters/ink-ledger';
import { createStoriesDirectory } from './adapters/stories-directory';
import { createRateLimiter } from './db/rate-limiter';
import { createTransaction, reposFor } from './db/repos';
import type * as schema from './db/schema';
import type { AdminPorts } from './domain/ports';
import type { AdminEnv } from './env';

/** Everything the admin service runs on: the use-cases' ports, and what HTTP, commands and consumers need around them. */
export type AdminDeps = Pick<Infrastructure<typeof schema>, 'logger' | 'verifyToken' | 'readiness' | 'db' | 'nc' | 'subjects'> & {
  ports: AdminPorts;
  /** The ports with their repositories inside an event consumer's transaction, so the effect commits with the processed-event row. */
  within(tx: Executor): AdminPorts;
};

/** How long accounts, stories and ink may take to answer a command before the console says they are down. */
const commandTimeoutMs = 3000;

const hourMs = 3_600_000;
const minuteMs = 60_000;

/**
 * The one wiring of the admin service, used by main.ts (through service.ts) and by the test harness alike:
 * the repositories, transaction and rate limits on PostgreSQL, the other services' commands over NATS, and
 * the administrator's mail.
 */
export function buildDeps(env: AdminEnv, infra: Infrastructure<typeof schema>): AdminDeps {
  const transport: CommandTransport = { nc: infra.nc, subjects: infra.subjects, timeoutMs: commandTimeoutMs };
  const ports: AdminPorts = {
    repos: reposFor(infra.db),
    transaction: createTransaction(infra.db, infra.relay),
    accounts: createAccountsDirectory(transport, infra.logger),
    stories: createStoriesDirectory(transport),
    ink: createInkLedger(transport),
    contactLimiter: createRateLimiter(infra.db, { bucket: 'contact', max: env.CONTACT_RATE_LIMIT, windowMs: hourMs }),
    analyticsLimiter: createRateLimiter(infra.db, { bucket: 'analytics', max: env.ANALYTICS_RATE_LIMIT, windowMs: minuteMs }),
    contactNotifier: createContactNotifier({
      mailer: createMailer(env, infra.logger),
      adminEmail: env.ADMIN_EMAIL,
      logger: infra.logger,
    }),
    now: Date.now,
  };
  return { ...infra, ports, within: (tx) => ({ ...ports, repos: reposFor(tx) }) };
}
