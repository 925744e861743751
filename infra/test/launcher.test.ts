import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchPlatform, lineSplitter, type RunningPlatform } from '../src/platform/launcher';
import { freePort } from '../src/platform/free-port';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('launcher kill and restart (fault tests crash one process and bring it back)', () => {
  let platform: RunningPlatform | undefined;
  afterAll(() => platform?.stopAll());

  it('SIGKILLs one process, leaves the others running, and restarts it ready on the same port', async () => {
    const [a, b] = await Promise.all([freePort(), freePort()]);
    const spec = (name: string, port: number) => ({
      name,
      script: 'infra/test/fixtures/launcher/http-pid.ts',
      args: [],
      port,
      readyPath: '/readyz',
      env: { PORT: String(port) },
    });
    platform = await launchPlatform([spec('one', a), spec('two', b)], { root, baseEnv: {} });
    const pidOf = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`)).text();
    const before = await pidOf(a);

    expect(platform.isRunning('one')).toBe(true);
    await platform.kill('one', 'SIGKILL');
    expect(platform.isRunning('one')).toBe(false);
    await expect(pidOf(a)).rejects.toThrow();
    expect(platform.names()).toEqual(['two']);
    expect(Number(await pidOf(b))).toBeGreaterThan(0);

    await platform.restart('one');
    const after = await pidOf(a);
    expect(after).not.toBe(before);
    expect(platform.names().sort()).toEqual(['one', 'two']);
  });
});

describe('launcher output: whole lines, however the pipe cuts them', () => {
  it('joins a line cut between chunks and flushes a last line without a newline', () => {
    const lines: string[] = [];
    const split = lineSplitter((line) => lines.push(line));
    for (const chunk of ['{"msg":"one"}\n{"msg":"tw', 'o","secret":"abc', 'def"}\n\n', 'last line']) split.push(chunk);
    expect(lines).toEqual(['{"msg":"one"}', '{"msg":"two","secret":"abcdef"}']);
    split.end();
    expect(lines).toEqual(['{"msg":"one"}', '{"msg":"two","secret":"abcdef"}', 'last line']);
  });
});
