import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { answerGatewayClientErrors } from './client-errors';
import type { GatewayEnv } from './env';
import { writeEffectiveConfig } from './effective-config';
import type { Logger } from './logger';
import { observeGateway, routeExpressGatewayLogs } from './observability';

const require = createRequire(import.meta.url);
const expressGateway = require('express-gateway') as () => { load(dir: string): { run(): Promise<[{ app: Server }, unknown]> } };

/**
 * Runs express-gateway with the config generated from the area registry, in this process, until SIGTERM
 * or SIGINT. As one of several workers (GATEWAY_WORKERS) it shares the port through node:cluster and the
 * primary announces the gateway instead.
 */
export async function serve(env: GatewayEnv, log: Logger, { worker = false } = {}): Promise<void> {
  const configDir = writeEffectiveConfig(env);
  // express-gateway reads everything at start and watches nothing, so the files go as soon as it runs.
  const removeConfig = () => rmSync(configDir, { recursive: true, force: true });

  process.on('uncaughtException', (err: NodeJS.ErrnoException) => {
    const hint = err.code === 'EADDRINUSE' ? `port ${env.GATEWAY_PORT} on ${env.GATEWAY_HOST} is already in use` : err.message;
    removeConfig();
    log.error(`gateway stopped: ${hint}`, { err });
    process.exit(1);
  });

  // The effective config is generated once per start; nothing to watch.
  process.env.EG_DISABLE_CONFIG_WATCH = 'true';

  let server: Server;
  try {
    server = await runExpressGateway(configDir, log);
  } catch (err) {
    removeConfig();
    log.error('gateway failed to start', { err });
    process.exit(1);
  }
  removeConfig();
  answerGatewayClientErrors(server);
  const stopObserving = observeGateway(server, env, log);

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.GATEWAY_PORT;
  const url = `http://${env.GATEWAY_HOST}:${port}`;
  if (worker) {
    log.info('gateway worker listening', { url, pid: process.pid });
    process.send?.({ gatewayWorkerReady: url });
  } else log.info('gateway listening', { url });

  let stopping = false;
  function stop(signal: string): void {
    if (stopping) return;
    stopping = true;
    log.info('gateway shutting down', { signal });
    setTimeout(() => process.exit(1), 10_000).unref();
    // Closing the server also makes the plugin release Redis and the upstream sockets.
    server.close(() => void stopObserving().finally(() => process.exit(0)));
    server.closeIdleConnections();
  }
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/** express-gateway on a written config, its own log lines routed to `log`; resolves with its HTTP server. */
export async function runExpressGateway(configDir: string, log: Logger): Promise<Server> {
  routeExpressGatewayLogs(log);
  const [{ app: server }] = await expressGateway().load(configDir).run();
  return server;
}
