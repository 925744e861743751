import type { Server } from 'node:http';
import type Koa from 'koa';
import { answerClientErrors } from './http/client-errors';
import type { Logger } from './logger';

export type ShutdownStep = () => Promise<unknown>;

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, then runs the shutdown steps
 * (consumers, relay, NATS drain, pool end) in order and exits.
 */
export function serve(options: { app: Koa; host: string; port: number; logger: Logger; shutdown: ShutdownStep[] }): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = options.app.listen(options.port, options.host);
    // Longer than the gateway's idle upstream sockets, so the gateway closes first and never reuses a dead one.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    answerClientErrors(server);
    server.once('error', reject);
    server.once('listening', () => {
      options.logger.info({ host: options.host, port: options.port }, 'listening');
      resolve(server);
    });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      options.logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      const closed = new Promise((done) => server.close(done));
      server.closeIdleConnections();
      await closed;
      for (const step of options.shutdown) {
        await step().catch((err) => options.logger.warn({ err }, 'shutdown step failed'));
      }
      process.exit(0);
    };
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));
  });
}
