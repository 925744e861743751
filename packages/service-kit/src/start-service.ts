import type Koa from 'koa';
import type { z } from 'zod';
import { EnvError, loadEnv, type BaseServiceEnv } from './env';
import type { CommandServer } from './events/commands';
import type { Consumer } from './events/consumer';
import { serve } from './lifecycle';
import { createLogger } from './logger';
import { collectProcessMetrics } from './observability/metrics';
import { startTracing, stopTracing } from './observability/tracing';
import { openInfrastructure, type Infrastructure } from './platform';

export interface ServiceParts {
  app: Koa;
  consumers?: Consumer[];
  /** What answers on NATS (its commands, and notice listeners, which drain alike): drained on shutdown before the connection closes. */
  commands?: CommandServer[];
}

/**
 * The whole of a service's main: parse the environment (a missing value stops the start, naming it),
 * open PostgreSQL + NATS, build the app, listen, and drain everything on SIGTERM.
 */
export async function startService<E extends z.ZodType<BaseServiceEnv>, S extends Record<string, unknown>>(options: {
  service: string;
  envSchema: E;
  pick: (env: z.infer<E>) => { port: number; databaseUrl: string };
  schema: S;
  migrationsFolder: string;
  build: (infra: Infrastructure<S>, env: z.infer<E>) => Promise<ServiceParts> | ServiceParts;
}): Promise<void> {
  // Before anything opens: spans of the first requests must not be lost (no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
  const tracing = startTracing({ service: options.service });
  collectProcessMetrics();
  const logger = createLogger(options.service);
  if (tracing) logger.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'tracing on');
  try {
    const env = loadEnv(options.envSchema);
    const { port, databaseUrl } = options.pick(env);
    const infra = await openInfrastructure({
      service: options.service,
      databaseUrl,
      schema: options.schema,
      migrationsFolder: options.migrationsFolder,
      natsUrl: env.NATS_URL,
      natsPrefix: env.NATS_PREFIX,
      gatewayPublicKey: env.GATEWAY_JWT_PUBLIC_KEY,
      logger,
    });
    const parts = await options.build(infra, env);
    await serve({
      app: parts.app,
      host: env.HOST,
      port,
      logger,
      shutdown: [
        ...(parts.consumers ?? []).map((c) => () => c.stop()),
        ...(parts.commands ?? []).map((s) => async () => s.drain()),
        ...infra.shutdown,
        // Last: flushes the spans of the work above.
        () => stopTracing(),
      ],
    });
  } catch (err) {
    if (err instanceof EnvError) logger.fatal(err.message);
    else logger.fatal({ err }, 'could not start');
    process.exit(1);
  }
}
