/**
 * Runs the containers' health checks. Podman schedules them with systemd timers; on a machine without
 * systemd (this one) no timer exists and every container stays "starting", so nothing that waits for
 * `service_healthy` would ever go on. This runs `podman healthcheck run` for each of the project's running
 * containers at the compose file's interval, which is what the timer would do; podman keeps the status,
 * the streak of failures and the log as usual, and compose reads them through the API.
 */
import { podmanEnv } from './podman-env';
import { runCommand } from './run-command';

export interface HealthDriver {
  stop(): Promise<void>;
}

/** The running containers of a compose project that have a health check. */
async function checkedContainers(project: string): Promise<string[]> {
  const { stdout } = await runCommand(
    'podman',
    ['ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', '{{.Names}}\t{{.Status}}'],
    { env: podmanEnv(), allowFailure: true },
  );
  // Status reads "Up 3 seconds ago (starting)" for a container with a health check, no parenthesis without one.
  return stdout
    .split('\n')
    .filter((line) => line.includes('('))
    .map((line) => line.split('\t')[0]!);
}

/** Starts checking every `intervalMs` (the compose file's interval is 10 s) until stop() is awaited. */
export function driveHealthChecks(project: string, intervalMs = 10_000): HealthDriver {
  let running = true;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();
  const once = async () => {
    const names = await checkedContainers(project);
    // One at a time: each check starts a node process in its container, and the machine has two cores.
    for (const name of names) {
      if (!running) return;
      await runCommand('podman', ['healthcheck', 'run', name], { env: podmanEnv(), allowFailure: true });
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      tick = once().finally(() => running && schedule());
    }, intervalMs);
  };
  tick = once().finally(() => running && schedule());
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await tick;
    },
  };
}
