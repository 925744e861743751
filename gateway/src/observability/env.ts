import { loadEnv } from '@inkspell/service-kit/env';
import { z } from 'zod';

/**
 * The gateway's observability settings, read beside loadGatewayEnv: GATEWAY_METRICS_PORT serves /metrics
 * on a port of its own (never the public one; unset: no metrics listener), on GATEWAY_METRICS_HOST.
 * Tracing follows OTEL_EXPORTER_OTLP_ENDPOINT, as in the services.
 */
const observabilityEnv = z.object({
  GATEWAY_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  GATEWAY_METRICS_HOST: z.string().default('127.0.0.1'),
});

export type GatewayObservabilityEnv = z.infer<typeof observabilityEnv>;

export function loadObservabilityEnv(source: NodeJS.ProcessEnv = process.env): GatewayObservabilityEnv {
  return loadEnv(observabilityEnv, source);
}
