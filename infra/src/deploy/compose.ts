/**
 * The platform in containers, from infra/docker-compose.yml and the root .env:
 *   npm run infra:up     build the images and start everything in the background
 *   npm run infra:down   stop and remove the containers (the data volumes stay)
 * Needs a Docker engine with Compose: the `docker compose` plugin, or the standalone docker-compose.
 * With podman instead:  npm run infra:up -- --podman  (docker-compose against podman's API,
 * infra/src/containers/podman-compose.ts), and --local-images where no image registry is reachable.
 * Like npm start, it makes a fresh gateway key pair when .env sets none (set one to keep it across ups).
 */
import { existsSync } from 'node:fs';
import compose, { type IDockerComposeExecutableOptions, type IDockerComposeOptions, type IDockerComposeResult } from 'docker-compose';
import { podmanCompose } from '../containers/podman-compose';
import { composeEnv, envFile, repoRoot } from './compose-env';

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

async function main(command: string | undefined, flags: string[]): Promise<void> {
  if (command !== 'up' && command !== 'down') throw new Error('Usage: compose.ts <up|down> [--podman [--local-images]]');
  if (flags.includes('--podman')) {
    const env = composeEnv();
    await podmanCompose(command, { project: 'inkspell', env, localImages: flags.includes('--local-images') });
    if (command === 'up') console.log(`Inkspell is up at http://localhost:${env.GATEWAY_PORT || 8080}, every part healthy.`);
    return;
  }
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

main(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
