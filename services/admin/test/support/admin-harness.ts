import { startTestService } from '@inkspell/service-kit/testing';
import { adminService } from '../../src/service';

/**
 * The admin service as main.ts starts it (src/service.ts), on this run's own PostgreSQL database. `natsPrefix`
 * puts it on another run's NATS subjects, so it talks to the accounts and ink services a test started there;
 * `env` sets variables of the run (a rate limit, the SMTP server).
 */
export const startAdmin = (options: { natsPrefix?: string; env?: Record<string, string | number> } = {}) =>
  startTestService({ ...adminService, natsPrefix: options.natsPrefix, env: options.env ? () => options.env! : undefined });
export type AdminHarness = Awaited<ReturnType<typeof startAdmin>>;
