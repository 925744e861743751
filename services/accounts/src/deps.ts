import type { Redis } from 'ioredis';
import type { Infrastructure } from '@inkspell/service-kit';
import type { Cooldown } from './adapters/cooldown';
import type { InkBalanceReader } from './adapters/ink-balance';
import type { LoginLimiter } from './adapters/login-limiter';
import type { Mailer } from './adapters/mailer';
import type { SessionStore } from './adapters/sessions';
import type * as schema from './db/schema';

export interface AccountsSettings {
  appUrl: string;
  cookieSecure: boolean;
  sessionMaxAgeMs: number;
  resetTokenTtlMs: number;
  disableTokenTtlMs: number;
}

/** Everything the accounts routes use, passed in so tests build the app against real servers of their own. */
export interface AccountsDeps extends Pick<Infrastructure<typeof schema>, 'logger' | 'verifyToken' | 'readiness' | 'db' | 'nc' | 'subjects' | 'relay'> {
  redis: Redis;
  sessions: SessionStore;
  limiter: LoginLimiter;
  resetCooldown: Cooldown;
  mailer: Mailer;
  inkBalance: InkBalanceReader;
  settings: AccountsSettings;
  now: () => number;
}
