import { Redis } from 'ioredis';
import type { Server } from 'node:http';
import { loadGatewayEnv } from '../env';
import { createLogger, type Logger } from '../logger';
import { createTokenMinter } from '../token';
import { apiNotFoundPolicy } from './api-not-found.policy';
import { clientAddressResolver } from './client-address';
import { authPolicy } from './auth.policy';
import { jsonErrorHandler } from './error-handler';
import { originPolicy } from './origin.policy';
import { withEdgeScript } from './edge-lookup';
import { createIpTally } from './ip-tally';
import { createUpstreamAgents, proxyPolicy } from './proxy.policy';
import { rateLimitPolicy } from './rate-limit.policy';
import { requestIdPolicy } from './request-id.policy';
import { installFastPath } from './fast-path';
import { installFrontDoor } from './front-door';
import type { PluginContext, Policy } from './types';

/*
 * The Inkspell express-gateway plugin. express-gateway require()s it by path from system.config.yml,
 * so it is a module of its own (not sharing main.ts's module instances): it reads the same
 * validated environment and owns the resources its policies use, releasing them when the
 * gateway's HTTP server closes. Named exports, because require() of an ES module yields its namespace.
 */

export const version = '1.2.0'; // the plugin engine version of express-gateway 1.16
export const schema = { $id: 'http://inkspell.local/schemas/plugins/inkspell.json', type: 'object' };
export const policies = ['request-id', 'origin-check', 'ip-rate-limit', 'session-auth', 'upstream-proxy', 'api-not-found'];

/** Called once by express-gateway's plugin loader, before the pipelines are built. */
export function init(context: PluginContext): void {
  const env = loadGatewayEnv();
  const log = createLogger(env.LOG_LEVEL);
  const redis = withEdgeScript(createRedis(env.REDIS_URL, log));
  const agents = createUpstreamAgents();
  const clientAddressOf = clientAddressResolver(env.TRUSTED_PROXIES);

  const ours: Policy[] = [
    requestIdPolicy,
    originPolicy(env.APP_ORIGINS),
    rateLimitPolicy({
      redis,
      prefix: env.REDIS_PREFIX,
      max: env.RATE_LIMIT_MAX,
      userMax: env.RATE_LIMIT_USER_MAX,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      log,
      clientAddressOf,
      tally:
        env.RATE_LIMIT_SYNC_MS > 0
          ? createIpTally(redis, { windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS, syncMs: env.RATE_LIMIT_SYNC_MS, log })
          : undefined,
    }),
    authPolicy({ redis, prefix: env.REDIS_PREFIX, mintToken: createTokenMinter(env.GATEWAY_JWT_PRIVATE_KEY), log }),
    apiNotFoundPolicy,
    proxyPolicy({ timeoutMs: env.UPSTREAM_TIMEOUT_MS, streamIdleTimeoutMs: env.STREAM_IDLE_TIMEOUT_MS, log, clientAddressOf }, agents),
  ];
  for (const policy of ours) context.registerPolicy(policy);

  context.eventBus.once('http-ready', ({ httpServer }: { httpServer: Server }) => {
    // The server's request listener is express-gateway's express app; by now every route is mounted.
    const app = httpServer.listeners('request')[0] as { use(handler: unknown): void } | undefined;
    app?.use(jsonErrorHandler(log));
    if (env.GATEWAY_FAST_PATH) {
      const served = installFastPath(httpServer, context.config, new Map(ours.map((policy) => [policy.name, policy])), log);
      if (served === 0) log.warn('fast path off: express-gateway serves every route (see docs/adr/0012-gateway-fast-path.md)');
      else log.info('fast path on', { apiEndpoints: served });
    }
    // Outermost, in front of either path: security headers on every answer, /healthz and /readyz.
    const pipelines = Object.keys(context.config.gatewayConfig.pipelines ?? {}).length;
    installFrontDoor(httpServer, { redis, routesLoaded: () => pipelines > 0 });
    httpServer.once('close', () => {
      redis.disconnect();
      agents.http.destroy();
      agents.https.destroy();
    });
  });
}

function createRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    // A request must not wait on a Redis that is down: fail the command fast and answer 503.
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    // The rate limit's script runs once per API request: the commands of requests arriving together go
    // out in one write instead of one each (docs/perf.md).
    enableAutoPipelining: true,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let healthy = true;
  redis.on('error', (err) => {
    if (healthy) log.error('Redis unavailable', { err, url: new URL(url).host });
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) log.info('Redis available again');
    healthy = true;
  });
  return redis;
}
