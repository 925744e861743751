/**
 * npm run test:containers — the platform in containers on this machine, end to end, on the registry-free
 * path: podman, docker-compose against podman's API, and local images from Debian's packages in place of the
 * official ones (local-images.ts, compose.local-images.yml). Not part of npm test: the image builds alone
 * take longer than CI's budget allows beside the rest. It
 *   1. makes the local base images when missing, then builds every image of the compose file, one at a time;
 *   2. starts the whole stack and waits for every health check;
 *   3. runs a family's journey through the containerised gateway on localhost;
 *   4. runs it again while stories, ink and NATS are killed one after another, then ink's ledger check;
 *   5. releases the stories area alone (mf-stories and stories) and checks nothing else restarted;
 *   6. tears everything down (containers, network, volumes), whatever happened before.
 * The gateway is published on CONTAINERS_TEST_GATEWAY_PORT (18080), away from npm start's 8080.
 */
import { areas, gatewayPart, staticApps } from '@inkspell/contracts/areas';
import { gatewayKeys, platformEnvSchema } from '../platform/config';
import { composeFiles, testStackEnv, type ComposePlan } from './compose-plan';
import { composeRunner } from './compose-runner';
import { gatewayClient } from './gateway-client';
import { driveHealthChecks } from './health-driver';
import { logImageSizes } from './image-sizes';
import { runJourney } from './journey';
import { killDuringJourney } from './kill-during-journey';
import { ensureLocalImages, localImages } from './local-images';
import { startPodmanService } from './podman-service';
import { releaseStoriesArea } from './release-one-area';
import { waitHealthy } from './stack-state';

const project = 'inkspell-containers-test';
const gatewayPort = Number(process.env.CONTAINERS_TEST_GATEWAY_PORT || 18080);
/** Every image the compose file builds, by compose service. */
const built = [...areas.map((area) => area.service.name), ...staticApps(areas).map((app) => app.name), gatewayPart.name];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
function phase(title: string): number {
  console.log(`\n== ${title}`);
  return Date.now();
}

async function main(): Promise<void> {
  const runStarted = Date.now();
  let started = phase('local base images (Debian packages and this machine’s Node.js)');
  await ensureLocalImages();
  console.log(`  ready in ${seconds(started)}`);

  const env = testStackEnv({ gatewayPort, keys: gatewayKeys(platformEnvSchema.parse({})) });
  const plan: ComposePlan = { project, files: composeFiles(true), env };
  const admin = { username: 'spelladmin', password: env.ADMIN_PASSWORD! };
  const engine = await startPodmanService();
  const compose = composeRunner(plan, engine.dockerHost);
  const health = driveHealthChecks(project);
  let failed = false;
  try {
    // A run that was stopped half-way leaves its containers: start clean.
    await compose(['down', '--volumes', '--remove-orphans'], { allowFailure: true });

    started = phase('build every image, one at a time');
    for (const service of built) {
      const buildStarted = Date.now();
      await compose(['build', service], { prefix: `  ${service} │ ` });
      console.log(`  ✓ ${service} built in ${seconds(buildStarted)}`);
    }
    console.log(`  all built in ${seconds(started)}; sizes:`);
    await logImageSizes([
      ...built.map((service) => `inkspell/${service}:${env.IMAGE_TAG}`),
      localImages.node,
      localImages.postgres,
      localImages.redis,
      localImages.nats,
    ]);

    started = phase('start the stack and wait for every health check');
    await compose(['up', '--detach', '--no-build'], { prefix: '  up │ ' });
    await waitHealthy(project);
    console.log(`  ✓ every container healthy ${seconds(started)} after up`);

    const client = gatewayClient(`http://localhost:${gatewayPort}`);
    started = phase(`journey through the containerised gateway on localhost:${gatewayPort}`);
    await runJourney(client, admin);
    console.log(`  journey done in ${seconds(started)}`);

    started = phase('journey again while stories, ink and NATS are killed');
    await killDuringJourney(project, compose, gatewayClient(client.baseUrl, { retryUnavailable: true }), admin);
    console.log(`  done in ${seconds(started)}`);

    started = phase('release the stories area alone (mf-stories and stories)');
    await releaseStoriesArea(plan, engine.dockerHost, client);
    console.log(`  released in ${seconds(started)}`);
  } catch (error) {
    failed = true;
    console.error(`\nFAILED: ${error instanceof Error ? error.message : String(error)}`);
    await compose(['ps'], { prefix: '  ps │ ', allowFailure: true });
    await compose(['logs', '--tail=30'], { prefix: '  logs │ ', allowFailure: true });
  } finally {
    started = phase('tear down');
    await health.stop();
    await compose(['down', '--volumes', '--remove-orphans'], { prefix: '  down │ ', allowFailure: true });
    await engine.stop();
    console.log(`  containers, network and volumes removed in ${seconds(started)} (the images stay for the next run's layers)`);
  }
  console.log(`\n${failed ? 'test:containers FAILED' : 'test:containers passed'} in ${seconds(runStarted)}`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
