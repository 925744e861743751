import cluster from 'node:cluster';
import { EnvError, loadGatewayEnv } from './env';
import { runPrimary } from './cluster-primary';
import { createLogger } from './logger';
import { serve } from './serve';

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

// One process by default; GATEWAY_WORKERS > 1 makes this one the supervisor of that many (docs/perf.md).
if (env.GATEWAY_WORKERS > 1 && cluster.isPrimary) runPrimary(env, log);
else await serve(env, log, { worker: cluster.isWorker });
