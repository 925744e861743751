/**
 * Runs a program to its end: its output shown as it comes (prefixed, so the interleaved parts of a long
 * run stay readable) or captured, and a failure that names the command and its last lines.
 */
import { spawn } from 'node:child_process';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Show the output live with this prefix; without it the output is only captured. */
  prefix?: string;
  /** Resolve with a non-zero exit instead of throwing (for probes such as `podman image exists`). */
  allowFailure?: boolean;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command args…` and resolves when it exits. */
export function runCommand(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const show = (chunk: Buffer) => {
      if (options.prefix === undefined) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${options.prefix}${line}\n`);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      show(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      show(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout, stderr };
      if (result.code === 0 || options.allowFailure) return resolve(result);
      const tail = (stderr || stdout).trim().split('\n').slice(-15).join('\n');
      reject(new Error(`${command} ${args.join(' ')} exited with ${result.code}:\n${tail}`));
    });
  });
}
