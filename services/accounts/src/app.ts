import type Koa from 'koa';
import session from 'koa-session';
import { sessionCookieName } from '@inkspell/contracts';
import { createServiceApp } from '@inkspell/service-kit';
import { lazySession } from './adapters/session-middleware';
import { newSessionId } from './adapters/sessions';
import type { AccountsDeps } from './deps';
import { accountsRouters } from './routes';

/** The accounts service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: AccountsDeps): Koa {
  return createServiceApp({
    logger: deps.logger,
    verifyToken: deps.verifyToken,
    readiness: deps.readiness,
    beforeRoutes: (app) => [
      lazySession(
        session(
          {
            key: sessionCookieName,
            maxAge: deps.cookie.maxAgeMs,
            httpOnly: true,
            sameSite: 'lax',
            secure: deps.cookie.secure,
            // The cookie is only a 256-bit random id; there is nothing in it to sign.
            signed: false,
            rolling: false,
            renew: true,
            store: deps.sessionStore,
            genid: newSessionId,
          },
          app,
        ),
        { cookieName: sessionCookieName },
      ),
    ],
    routers: accountsRouters(deps.ports),
  });
}
