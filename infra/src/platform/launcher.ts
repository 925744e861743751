import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProcessSpec } from './config';

const require = createRequire(import.meta.url);
const tsxLoader = require.resolve('tsx');

export interface Launched {
  spec: ProcessSpec;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves once the child's stdout and stderr have ended and every line of them has gone to `output`. */
  drained: Promise<void>;
}

export interface RunningPlatform {
  names(): string[];
  /** Stops one process (SIGTERM, then SIGKILL after a grace period). */
  stop(name: string): Promise<void>;
  /** Starts a stopped process again and waits until it is ready. */
  start(name: string): Promise<void>;
  /** Sends a signal to one process (SIGKILL: a crash, no shutdown steps run) and waits for it to exit. */
  kill(name: string, signal?: NodeJS.Signals): Promise<number | null>;
  /** Whether a launched process is still alive (false once it exited, crashed or was killed). */
  isRunning(name: string): boolean;
  /** Starts a killed or stopped process again, with the same spec, and waits until it is ready. */
  restart(name: string): Promise<void>;
  stopAll(): Promise<void>;
}

export interface LaunchOptions {
  root: string;
  /** Extra environment for every child (on top of this process's own). */
  baseEnv: NodeJS.ProcessEnv;
  /** Where each child's output goes, one whole line at a time; npm start prefixes lines, tests keep them quiet. */
  output?: (name: string, line: string) => void;
  readyTimeoutMs?: number;
}

/** Starts every process, each in its own child, and resolves once all answer. */
export async function launchPlatform(specs: ProcessSpec[], options: LaunchOptions): Promise<RunningPlatform> {
  const running = new Map<string, Launched>();
  const byName = new Map(specs.map((s) => [s.name, s]));

  const launch = async (spec: ProcessSpec) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, path.join(options.root, spec.script), ...spec.args], {
      cwd: options.root,
      env: { ...process.env, ...options.baseEnv, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const recent: string[] = [];
    const onLine = (line: string) => {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      options.output?.(spec.name, line);
    };
    for (const stream of [child.stdout, child.stderr]) {
      const lines = lineSplitter(onLine);
      // Decoded as UTF-8 by the stream, so a character cut between two chunks is not garbled either.
      stream?.setEncoding('utf8');
      stream?.on('data', lines.push);
      stream?.on('end', lines.end);
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // 'close' comes after 'exit' once the pipes have ended: only then has every line been read.
    const drained = new Promise<void>((resolve) => child.once('close', () => resolve()));
    running.set(spec.name, { spec, child, exited, drained });
    const ready = waitUntilReady(spec, options.readyTimeoutMs ?? 60_000);
    const outcome = await Promise.race([ready.then(() => 'ready' as const), exited.then((code) => code)]);
    if (outcome !== 'ready') {
      throw new Error(`${spec.name} stopped during start (exit code ${outcome}):\n${recent.join('\n')}`);
    }
  };

  const stop = async (name: string) => {
    const launched = running.get(name);
    if (!launched) return;
    running.delete(name);
    if (launched.child.exitCode === null) {
      launched.child.kill('SIGTERM');
      const killer = setTimeout(() => launched.child.kill('SIGKILL'), 8000);
      await launched.exited;
      clearTimeout(killer);
    }
    // Stopped means its last lines are written too (the reliability suite scans them once everything stopped). A
    // grandchild that outlives it (a gateway worker orphaned by a SIGKILL) could hold the pipes open for ever.
    await Promise.race([launched.drained, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  };

  const kill = async (name: string, signal: NodeJS.Signals = 'SIGKILL') => {
    const launched = running.get(name);
    if (!launched) throw new Error(`No running process named ${name}`);
    running.delete(name);
    if (launched.child.exitCode === null && launched.child.signalCode === null) launched.child.kill(signal);
    return launched.exited;
  };

  const stopAll = async () => {
    await Promise.all([...running.keys()].map(stop));
  };

  try {
    // Services first so the gateway's first requests find them; static servers alongside.
    await Promise.all(specs.filter((s) => s.name !== 'gateway').map(launch));
    await Promise.all(specs.filter((s) => s.name === 'gateway').map(launch));
  } catch (err) {
    await stopAll();
    throw err;
  }

  return {
    names: () => [...running.keys()],
    stop,
    async start(name) {
      const spec = byName.get(name);
      if (!spec) throw new Error(`No process named ${name}`);
      if (!running.has(name)) await launch(spec);
    },
    kill,
    isRunning(name) {
      const child = running.get(name)?.child;
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    async restart(name) {
      const spec = byName.get(name);
      if (!spec) throw new Error(`No process named ${name}`);
      if (running.has(name)) await stop(name);
      await launch(spec);
    },
    stopAll,
  };
}

async function waitUntilReady(spec: ProcessSpec, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await isReady(spec)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${spec.name} was not ready on port ${spec.port} within ${timeoutMs} ms`);
}

async function isReady(spec: ProcessSpec): Promise<boolean> {
  if (spec.readyPath) {
    try {
      const res = await fetch(`http://127.0.0.1:${spec.port}${spec.readyPath}`, { signal: AbortSignal.timeout(1000) });
      return res.ok;
    } catch {
      return false;
    }
  }
  return new Promise((resolve) => {
    const socket = connect(spec.port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Splits a stream's text into whole lines (blank ones dropped): a line cut between two chunks waits for its end. */
export function lineSplitter(onLine: (line: string) => void): { push: (chunk: string) => void; end: () => void } {
  let partial = '';
  return {
    push(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) onLine(line);
    },
    end() {
      if (partial.trim()) onLine(partial);
      partial = '';
    },
  };
}
