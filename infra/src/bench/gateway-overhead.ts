import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cleanUpTestPlatform, freePort, launchPlatform, platformProcesses, testPlatformEnv } from '../platform';

/**
 * `npm run bench`: the same route three ways in one run, side by side — a bare node:http server (the ceiling),
 * the accounts service directly, and the accounts service through the gateway — with the ratios between them.
 * Measurements for people to read; never a timed test in CI.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const route = '/api/auth/user';

interface Row {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(name: string, url: string): Promise<Row> {
  // A short warm-up so JIT and keep-alive pools are settled before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Every path answers 401 by design; a 5xx, a timeout or a socket error is a failure.
    failures: result['5xx'] + result.errors + result.timeouts,
  };
}

async function startCeiling(port: number) {
  // The answer mirrors the service's anonymous 401, so every path returns the same bytes of work.
  const source = `require('node:http').createServer((q, s) => { s.writeHead(401, {'content-type': 'application/json'}); s.end('{"message":"Login Required"}'); }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return child;
}

process.env.RATE_LIMIT_MAX = String(10_000_000);
const { runId, env } = await testPlatformEnv();
env.LOG_LEVEL = 'warn';
console.log(`Starting a platform of its own (run ${runId})…`);
const platform = await launchPlatform(platformProcesses(env), { root, baseEnv: { LOG_LEVEL: 'warn' } });
const ceilingPort = await freePort();
const ceiling = await startCeiling(ceilingPort);

try {
  console.log(`\nGET ${route} (anonymous: every layer runs, no database row is read)`);
  console.log(`${connections} connections, ${duration} s each, one after another on this machine\n`);
  const rows = [
    await measure('raw node:http (ceiling)', `http://127.0.0.1:${ceilingPort}${route}`),
    await measure('accounts service direct', `http://127.0.0.1:${env.ACCOUNTS_PORT}${route}`),
    await measure('through the gateway', `http://127.0.0.1:${env.GATEWAY_PORT}${route}`),
  ];
  const ceilingRate = rows[0]!.requestsPerSecond;
  const directRate = rows[1]!.requestsPerSecond;
  console.log('path                        req/s     p50 ms  p99 ms  vs ceiling  vs direct  failures');
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(26),
        String(row.requestsPerSecond).padStart(7),
        String(row.p50).padStart(8),
        String(row.p99).padStart(7),
        `${(row.requestsPerSecond / ceilingRate).toFixed(2)}x`.padStart(11),
        `${(row.requestsPerSecond / directRate).toFixed(2)}x`.padStart(10),
        `${row.failures}`.padStart(9),
      ].join('  '),
    );
  }
  const gatewayRate = rows[2]!.requestsPerSecond;
  console.log(`\nThe gateway keeps ${((gatewayRate / directRate) * 100).toFixed(0)}% of the direct throughput (ratio ${(gatewayRate / directRate).toFixed(2)}).`);
} finally {
  ceiling.kill();
  await platform.stopAll();
  await cleanUpTestPlatform(runId, env);
}
