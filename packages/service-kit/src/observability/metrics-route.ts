import Router from '@koa/router';
import { metricsExposition } from './metrics';

/**
 * GET /metrics on the service's own port. The gateway forwards only each area's /api paths to a service,
 * so this is never reachable from the public address (gateway/test checks the route table).
 */
export function metricsRoutes(): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    const { contentType, body } = await metricsExposition();
    ctx.type = contentType;
    ctx.body = body;
  });
  return router;
}
