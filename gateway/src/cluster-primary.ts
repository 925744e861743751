import cluster, { type Worker } from 'node:cluster';
import type { GatewayEnv } from './env';
import type { Logger } from './logger';

// A worker that keeps dying is a bug to look at, not something to retry forever.
const maxRestarts = 5;
const restartWindowMs = 60_000;

/**
 * GATEWAY_WORKERS > 1: this process only supervises. It forks that many gateway workers, which share
 * the port through node:cluster (the rate limit's counters live in Redis, so they share those too),
 * announces the gateway once all of them listen, replaces a worker that dies, and on SIGTERM/SIGINT
 * stops them all before exiting.
 */
export function runPrimary(env: GatewayEnv, log: Logger): void {
  const count = env.GATEWAY_WORKERS;
  const alive = new Set<Worker>();
  const restarts: number[] = [];
  let ready = 0;
  let started = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => alive.add(cluster.fork());

  function stopAll(code: number, signal?: string): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (signal) log.info('gateway shutting down', { signal, workers: alive.size });
    // Workers give their connections 10 s to finish; past that, the supervisor gives up on them.
    setTimeout(() => process.exit(1), 12_000).unref();
    if (alive.size === 0) process.exit(code);
    for (const worker of alive) worker.process.kill('SIGTERM');
  }

  // A worker says so once express-gateway runs with the plugin in place (serve.ts), not merely when it listens.
  cluster.on('message', (_worker, message: { gatewayWorkerReady?: string }) => {
    if (typeof message.gatewayWorkerReady !== 'string') return;
    ready += 1;
    if (started || ready < count) return;
    started = true;
    log.info('gateway listening', { url: message.gatewayWorkerReady, workers: count });
  });

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      log.error('a gateway worker stopped during start', { pid: worker.process.pid, code, signal });
      return stopAll(1);
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0]! < now - restartWindowMs) restarts.shift();
    if (restarts.length > maxRestarts) {
      log.error('gateway workers keep stopping; giving up', { restarts: restarts.length, withinMs: restartWindowMs });
      return stopAll(1);
    }
    log.error('a gateway worker stopped; starting another', { pid: worker.process.pid, code, signal });
    fork();
  });

  process.once('SIGTERM', () => stopAll(0, 'SIGTERM'));
  process.once('SIGINT', () => stopAll(0, 'SIGINT'));
  for (let i = 0; i < count; i++) fork();
}
