/**
 * The containers of a compose project as podman sees them: per compose service, its container, image,
 * start time and health. The containers test reads it to wait for health and to tell which containers a
 * release replaced and which kept running.
 */
import { waitFor } from '@inkspell/service-kit/testing';
import { podmanEnv } from './podman-env';
import { runCommand } from './run-command';

export interface ContainerState {
  service: string;
  name: string;
  id: string;
  image: string;
  startedAt: string;
  running: boolean;
  /** healthy, unhealthy, starting, or '' without a health check. */
  health: string;
}

interface Inspected {
  Id: string;
  Name: string;
  Image: string;
  Config: { Labels: Record<string, string> | null };
  State: { Running: boolean; StartedAt: string; Health?: { Status: string }; Healthcheck?: { Status: string } };
}

/** Every container of the project, running or not, by compose service. */
export async function stackState(project: string): Promise<Map<string, ContainerState>> {
  const env = podmanEnv();
  const ids = (await runCommand('podman', ['ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${project}`], { env })).stdout
    .split('\n')
    .filter(Boolean);
  const states = new Map<string, ContainerState>();
  if (!ids.length) return states;
  const inspected = JSON.parse((await runCommand('podman', ['inspect', ...ids], { env })).stdout) as Inspected[];
  for (const container of inspected) {
    const service = container.Config.Labels?.['com.docker.compose.service'];
    if (!service) continue;
    states.set(service, {
      service,
      name: container.Name.replace(/^\//, ''),
      id: container.Id,
      image: container.Image,
      startedAt: container.State.StartedAt,
      running: container.State.Running,
      health: (container.State.Health ?? container.State.Healthcheck)?.Status ?? '',
    });
  }
  return states;
}

/** Resolves when every listed service (all the project's, by default) runs and is healthy where it has a check. */
export async function waitHealthy(project: string, options: { services?: readonly string[]; timeoutMs?: number } = {}): Promise<void> {
  await waitFor(
    async () => {
      const states = [...(await stackState(project)).values()].filter((s) => !options.services || options.services.includes(s.service));
      if (options.services && states.length < options.services.length) return false;
      const waiting = states.filter((s) => !s.running || (s.health !== '' && s.health !== 'healthy'));
      if (waiting.length)
        throw new Error(`waiting for ${waiting.map((s) => `${s.service} (${s.running ? s.health : 'stopped'})`).join(', ')}`);
      return states.length > 0;
    },
    { what: 'every container healthy', timeoutMs: options.timeoutMs ?? 600_000, intervalMs: 1000 },
  );
}
