import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { requestIdHeader } from '@inkspell/contracts';
import type { Logger } from '../logger';

const requestIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

/** Carries the gateway's request id (or a new one) into a child logger and the answer, and logs each request once. */
export function requestContext(logger: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(requestIdHeader);
    const requestId = requestIdPattern.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set(requestIdHeader, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
