import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { EnvError, loadGatewayEnv } from './env';
import { writeEffectiveConfig } from './effective-config';
import { createLogger } from './logger';

const require = createRequire(import.meta.url);

function readEnvOrExit() {
  try {
    return loadGatewayEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

const env = readEnvOrExit();
const log = createLogger(env.LOG_LEVEL);

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

const expressGateway = require('express-gateway') as () => { load(dir: string): { run(): Promise<[{ app: Server }, unknown]> } };

let server: Server;
try {
  [{ app: server }] = await expressGateway().load(configDir).run();
} catch (err) {
  removeConfig();
  log.error('gateway failed to start', { err });
  process.exit(1);
}
removeConfig();

const address = server.address();
const port = typeof address === 'object' && address ? address.port : env.GATEWAY_PORT;
log.info('gateway listening', { url: `http://${env.GATEWAY_HOST}:${port}` });

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  log.info('gateway shutting down', { signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  // Closing the server also makes the plugin release Redis and the upstream sockets.
  server.close(() => process.exit(0));
  server.closeIdleConnections();
}
process.once('SIGTERM', () => stop('SIGTERM'));
process.once('SIGINT', () => stop('SIGINT'));
