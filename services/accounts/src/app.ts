import type Koa from 'koa';
import { createServiceApp, type Infrastructure } from '@inkspell/service-kit';
import type * as schema from './db/schema';

export type AccountsDeps = Pick<Infrastructure<typeof schema>, 'logger' | 'verifyToken' | 'readiness' | 'db' | 'nc' | 'subjects' | 'relay'>;

/** The accounts service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: AccountsDeps): Koa {
  return createServiceApp({ logger: deps.logger, verifyToken: deps.verifyToken, readiness: deps.readiness, routers: [] });
}
