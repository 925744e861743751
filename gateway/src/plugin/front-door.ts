import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import { checkRedis, readinessAnswer, sendHealth } from './health';
import { setEdgeSecurityHeaders } from './security-headers';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontDoorOptions {
  redis: Redis;
  /** Whether the route table is loaded and served (read at each /readyz). */
  routesLoaded: () => boolean;
}

/** '/healthz' or '/readyz', with or without a query string; anything else is not the front door's. */
function healthPathOf(url: string | undefined): '/healthz' | '/readyz' | undefined {
  if (url === undefined || url.length < 7) return undefined;
  const path = url.split('?', 1)[0];
  return path === '/healthz' || path === '/readyz' ? path : undefined;
}

/**
 * Wraps the server's request listener (the fast path, or express-gateway's app when it is off), so that
 * every answer of either path gets the fixed security headers, and /healthz and /readyz are answered by
 * the gateway itself before any route or policy runs.
 */
export function installFrontDoor(server: Server, { redis, routesLoaded }: FrontDoorOptions): void {
  const inner = server.listeners('request')[0] as Listener | undefined;
  if (!inner) throw new Error('front door: the gateway server has no request listener yet');
  server.removeListener('request', inner);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    setEdgeSecurityHeaders(res);
    // Checked by the first characters before anything else: every request pays for this test.
    const health = req.url?.charCodeAt(1) === 104 /* h */ || req.url?.charCodeAt(1) === 114 /* r */ ? healthPathOf(req.url) : undefined;
    if (!health) return inner(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendHealth(res, 405, { message: 'Method not allowed', code: 'method_not_allowed' }, { allow: 'GET, HEAD' });
    }
    if (health === '/healthz') return sendHealth(res, 200, { status: 'ok' });
    void checkRedis(redis).then((state) => {
      const { status, body } = readinessAnswer({ redis: state, routes: routesLoaded() ? 'ok' : 'down' });
      sendHealth(res, status, body);
    });
  });
}
