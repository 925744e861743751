/**
 * docker-compose (Debian's standalone 1.29, which honours `condition: service_healthy`) run for a plan,
 * against the engine at `dockerHost` (podman's API socket on the registry-free path), from `cwd`: the
 * repository, or a copy of it holding a release's sources.
 */
import { composeArgs, type ComposePlan } from './compose-plan';
import { podmanEnv, repoRoot } from './podman-env';
import { runCommand, type RunResult } from './run-command';

export type ComposeRun = (command: readonly string[], options?: { prefix?: string; allowFailure?: boolean }) => Promise<RunResult>;

export function composeRunner(plan: ComposePlan, dockerHost: string, cwd = repoRoot): ComposeRun {
  const env = {
    ...podmanEnv(),
    ...plan.env,
    DOCKER_HOST: dockerHost,
    // Image builds through the API answer only when done: the default 60 s is too short for one.
    COMPOSE_HTTP_TIMEOUT: '1200',
    DOCKER_CLIENT_TIMEOUT: '1200',
  };
  return (command, options = {}) => runCommand('docker-compose', composeArgs(plan, command), { env, cwd, ...options });
}
