import type Koa from 'koa';
import session from 'koa-session';
import { sessionCookieName } from '@inkspell/contracts';
import { createServiceApp } from '@inkspell/service-kit';
import { newSessionId } from './adapters/sessions';
import type { AccountsDeps } from './deps';
import { authRoutes } from './routes/auth.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { profileRoutes } from './routes/profile.routes';
import { twoFactorRoutes } from './routes/two-factor.routes';

/** The accounts service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: AccountsDeps): Koa {
  return createServiceApp({
    logger: deps.logger,
    verifyToken: deps.verifyToken,
    readiness: { ...deps.readiness, redis: () => deps.redis.ping() },
    beforeRoutes: (app) => [
      session(
        {
          key: sessionCookieName,
          maxAge: deps.settings.sessionMaxAgeMs,
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.settings.cookieSecure,
          // The cookie is only a 256-bit random id; there is nothing in it to sign.
          signed: false,
          rolling: false,
          renew: true,
          store: deps.sessions,
          genid: newSessionId,
        },
        app,
      ),
    ],
    routers: [authRoutes(deps), passwordResetRoutes(deps), twoFactorRoutes(deps), profileRoutes(deps)],
  });
}
