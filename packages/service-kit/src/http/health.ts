import Router from '@koa/router';

export type ReadinessCheck = () => Promise<unknown>;

/** /healthz says the process answers; /readyz checks each dependency and names the ones that fail. */
export function healthRoutes(checks: Record<string, ReadinessCheck>): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const down = results.filter(([, state]) => state === 'down').map(([name]) => name);
    ctx.status = down.length ? 503 : 200;
    ctx.body = down.length
      ? { message: `Not ready: ${down.join(', ')} unreachable`, checks: Object.fromEntries(results) }
      : { status: 'ready', checks: Object.fromEntries(results) };
  });
  return router;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
