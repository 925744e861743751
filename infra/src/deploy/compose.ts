/**
 * The platform in Docker, from infra/docker-compose.yml and the root .env:
 *   npm run infra:up     build the images and start everything in the background
 *   npm run infra:down   stop and remove the containers (the data volumes stay)
 * Needs a Docker engine with Compose: the `docker compose` plugin, or the standalone docker-compose.
 * Like npm start, it makes a fresh gateway key pair when .env sets none (set one to keep it across ups).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import compose, { type IDockerComposeExecutableOptions, type IDockerComposeOptions, type IDockerComposeResult } from 'docker-compose';
import { gatewayKeys, platformEnvSchema } from '../platform/config';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const envFile = path.join(repoRoot, '.env');

/** The variables Compose interpolates: this shell's, over the root .env's, plus a key pair when neither has one. */
function composeEnv(): NodeJS.ProcessEnv {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const env = { ...fromFile, ...process.env };
  if (env.GATEWAY_JWT_PRIVATE_KEY && env.GATEWAY_JWT_PUBLIC_KEY) return env;
  const keys = gatewayKeys(platformEnvSchema.parse({}));
  // One line each with literal \n, as .env.example allows: both the gateway and the services accept it.
  const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
  return { ...env, GATEWAY_JWT_PRIVATE_KEY: oneLine(keys.privateKey), GATEWAY_JWT_PUBLIC_KEY: oneLine(keys.publicKey) };
}

/** The Compose plugin when Docker has it, else the standalone docker-compose; null when neither runs. */
async function findCompose(): Promise<IDockerComposeExecutableOptions | undefined | null> {
  const candidates: (IDockerComposeExecutableOptions | undefined)[] = [undefined, { standalone: true }];
  for (const executable of candidates) {
    try {
      await compose.version({ executable });
      return executable;
    } catch {
      // Not installed, or no compose subcommand: try the next one.
    }
  }
  return null;
}

/** Compose's ways of saying that no Docker engine answers (the plugin's, and the standalone one's). */
const noEngine =
  /Cannot connect to the Docker daemon|Is the docker daemon running|Error while fetching server API version|Couldn't connect to Docker daemon/i;

/** Why a compose command failed, in words someone can act on; its own output was shown above. */
function explain(failure: unknown, command: string): string {
  const output = ((failure as Partial<IDockerComposeResult>).err ?? String(failure)).trim();
  if (noEngine.test(output)) {
    return `No Docker engine answers on this machine: infra:${command} needs a running Docker engine (start it and try again). Without one, npm start runs the same platform directly on this machine.`;
  }
  return output.split('\n').at(-1) ?? output;
}

async function main(command: string | undefined): Promise<void> {
  if (command !== 'up' && command !== 'down') throw new Error('Usage: compose.ts <up|down>');
  const executable = await findCompose();
  if (executable === null) {
    throw new Error(
      'Docker Compose was not found: install Docker with its compose plugin (or the docker-compose package), or use npm start.',
    );
  }
  const env = composeEnv();
  const options: IDockerComposeOptions = {
    cwd: repoRoot,
    config: 'infra/docker-compose.yml',
    executable,
    env,
    composeOptions: ['--project-name', 'inkspell', ...(existsSync(envFile) ? ['--env-file', envFile] : [])],
    log: true,
  };
  try {
    if (command === 'up') {
      await compose.upAll({ ...options, commandOptions: ['--build'] });
      console.log(`Inkspell is starting at http://localhost:${env.GATEWAY_PORT || 8080} (docker compose ps shows each part's health).`);
    } else {
      await compose.down(options);
    }
  } catch (failure) {
    throw new Error(`infra:${command} failed. ${explain(failure, command)}`, { cause: failure });
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
