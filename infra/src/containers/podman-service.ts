/**
 * Podman's Docker-compatible API on a socket of this run's own, for docker-compose to talk to (the
 * registry-free path has no Docker engine). Started for a compose command and stopped after it: the
 * containers do not need it to keep running (each has its own conmon).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@inkspell/service-kit/testing';
import { podmanEnv } from './podman-env';

export interface PodmanService {
  /** DOCKER_HOST for docker-compose: unix://<socket>. */
  dockerHost: string;
  stop(): Promise<void>;
}

function ping(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Starts `podman system service` and resolves once its API answers /_ping. */
export async function startPodmanService(): Promise<PodmanService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkspell-podman-'));
  const socketPath = path.join(dir, 'podman.sock');
  // --time=0: no idle timeout; this process stops it.
  const child = spawn('podman', ['system', 'service', '--time=0', `unix://${socketPath}`], {
    env: podmanEnv(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(() => child.exitCode === null && ping(socketPath), { what: "podman's API", timeoutMs: 30_000, intervalMs: 200 });
  } catch (error) {
    await stop();
    throw new Error(`podman system service did not answer: ${errors.trim() || String(error)}`, { cause: error });
  }
  return { dockerHost: `unix://${socketPath}`, stop };
}
