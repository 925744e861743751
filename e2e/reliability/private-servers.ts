import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@inkspell/infra/platform';

/**
 * Servers of the fault scenarios' own, so stopping them never touches the shared ones: a nats-server with
 * JetStream on a file store, a redis-server that saves on shutdown (sessions outlive a restart, as in
 * production), and a TCP cut-off in front of the shared PostgreSQL for one service.
 */
export interface PrivateServer {
  url: string;
  /** Ends the server (SIGTERM: it saves and closes its clients' connections) and waits for it to be gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

function daemon(command: string, args: (port: number, dir: string) => string[], scheme: string): Promise<PrivateServer> {
  return (async () => {
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), `inkspell-${path.basename(command)}-`));
    let child: ChildProcess | undefined;
    const server: PrivateServer = {
      url: `${scheme}://127.0.0.1:${port}`,
      async start() {
        const started = spawn(command, args(port, dir), { stdio: 'ignore' });
        child = started;
        await Promise.race([
          acceptsConnections(port, 15_000),
          new Promise((_, reject) => started.once('exit', (code) => reject(new Error(`${command} exited with ${code}`)))),
        ]);
      },
      async stop() {
        const running = child;
        child = undefined;
        if (!running || running.exitCode !== null) return;
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      },
      async dispose() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    await server.start();
    return server;
  })();
}

/** nats-server with JetStream, its store in a temporary directory. */
export function privateNats(): Promise<PrivateServer> {
  return daemon('/usr/sbin/nats-server', (port, dir) => ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], 'nats');
}

/** redis-server that writes its data at shutdown and reads it back at start. */
export function privateRedis(): Promise<PrivateServer> {
  return daemon(
    'redis-server',
    (port, dir) => ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '3600 1', '--appendonly', 'no'],
    'redis',
  );
}

/**
 * A loopback TCP relay to PostgreSQL for one service's connections. `cut()` drops every open connection and refuses
 * new ones, as a database lost on the network would; `restore()` accepts them again on the same port.
 */
export async function postgresLink(target = { host: '127.0.0.1', port: 5432 }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.once('close', () => sockets.delete(s));
          s.on('error', () => (client.destroy(), upstream.destroy()));
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        server = relay;
        resolve();
      });
    });
  await listen();
  return {
    port,
    async cut() {
      const closing = server;
      server = undefined;
      for (const s of sockets) s.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    restore: listen,
  };
}

async function acceptsConnections(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
