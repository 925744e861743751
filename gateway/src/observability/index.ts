import type { Server } from 'node:http';
import { areas } from '@inkspell/contracts/areas';
import { collectProcessMetrics, startTracing, stopTracing } from '@inkspell/service-kit/observability';
import type { GatewayEnv } from '../env';
import { buildGatewayConfig } from '../gateway-config';
import type { Logger } from '../logger';
import { compileRoutes } from '../plugin/route-table';
import { loadObservabilityEnv } from './env';
import { startMetricsServer } from './metrics-server';
import { observeGatewayRequests } from './request-observer';

export { routeExpressGatewayLogs } from './express-gateway-logs';

/**
 * Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set), the request observer and the metrics listener, around
 * a gateway server express-gateway has started. Returns what to call on shutdown (flushes spans).
 */
export function observeGateway(server: Server, env: GatewayEnv, log: Logger): () => Promise<void> {
  const settings = loadObservabilityEnv();
  if (startTracing({ service: 'gateway' })) log.info('tracing on', { endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT });
  collectProcessMetrics();
  // The same table the fast path routes with, built from the same config: route labels are apiEndpoint names.
  const config = buildGatewayConfig(areas, { hostname: env.GATEWAY_HOST, port: env.GATEWAY_PORT, upstreamUrls: env.upstreamUrls });
  const routes = compileRoutes(config.apiEndpoints, () => true) ?? [];
  observeGatewayRequests(server, routes);
  const metrics =
    settings.GATEWAY_METRICS_PORT === undefined
      ? undefined
      : startMetricsServer(settings.GATEWAY_METRICS_PORT, settings.GATEWAY_METRICS_HOST, log);
  server.once('close', () => metrics?.close());
  return () => stopTracing();
}
