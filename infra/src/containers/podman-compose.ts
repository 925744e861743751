/**
 * infra:up and infra:down on podman (npm run infra:up -- --podman [--local-images]): docker-compose against
 * podman's API for as long as the command runs, with the health checks driven meanwhile (podman here has no
 * systemd to time them), so `up` returns once every part is healthy. --local-images lays the registry-free
 * images over the compose file and makes them first when missing (local-images.ts).
 */
import { composeFiles } from './compose-plan';
import { composeRunner } from './compose-runner';
import { driveHealthChecks } from './health-driver';
import { ensureLocalImages } from './local-images';
import { startPodmanService } from './podman-service';
import { waitHealthy } from './stack-state';

export async function podmanCompose(
  command: 'up' | 'down',
  options: { project: string; env: NodeJS.ProcessEnv; localImages: boolean; envFile?: string },
): Promise<void> {
  if (command === 'up' && options.localImages) await ensureLocalImages();
  const env = Object.fromEntries(Object.entries(options.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const plan = { project: options.project, files: composeFiles(options.localImages), env };
  const engine = await startPodmanService();
  const health = command === 'up' ? driveHealthChecks(options.project) : undefined;
  try {
    const compose = composeRunner(plan, engine.dockerHost);
    if (command === 'up') {
      await compose(['up', '--detach', '--build'], { prefix: '' });
      await waitHealthy(options.project);
    } else {
      await compose(['down'], { prefix: '' });
    }
  } finally {
    await health?.stop();
    await engine.stop();
  }
}
