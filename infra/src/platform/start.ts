import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontends } from '../build/build-frontends';
import { platformEnvSchema, platformProcesses } from './config';
import { launchPlatform } from './launcher';
import { preflight } from './preflight';
import { createLogPrettifier } from './pretty-logs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// A .env is optional: every value has a local default.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const env = platformEnvSchema.parse(process.env);

const problems = await preflight(env);
if (problems.length) {
  for (const p of problems) {
    console.error(`✗ ${p.name} is not reachable at ${p.address}.\n  Start it with: ${p.howToStart}`);
  }
  process.exit(1);
}

await buildFrontends(undefined, { onlyMissing: true });

const colours = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];
const names = new Map<string, number>();
const pretty = createLogPrettifier({ colour: process.stdout.isTTY });
const platform = await launchPlatform(platformProcesses(env), {
  root,
  baseEnv: {},
  output: (name, line) => {
    if (!names.has(name)) names.set(name, colours[names.size % colours.length] ?? 37);
    process.stdout.write(`\x1b[${names.get(name)}m${name.padEnd(10)}\x1b[0m ${pretty(line)}\n`);
  },
}).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});

console.log(`\n  Inkspell is running at http://localhost:${env.GATEWAY_PORT}\n  Press Ctrl-C to stop.\n`);

let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping every part of Inkspell…');
  await platform.stopAll();
  process.exit(0);
};
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());
