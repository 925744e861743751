/**
 * Releases one area alone: the stories area's remote (mf-stories) and service (stories) are rebuilt from a
 * new version of the sources and restarted, while every other container keeps running untouched and the
 * gateway keeps serving. The new version is a copy of the working tree with a release stamp in the remote's
 * exposed module and the service's entry, so the test can see that what is served afterwards is new.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeRunner } from './compose-runner';
import type { ComposePlan } from './compose-plan';
import type { GatewayClient } from './gateway-client';
import { podmanEnv, repoRoot } from './podman-env';
import { runCommand } from './run-command';
import { stackState, waitHealthy, type ContainerState } from './stack-state';

export const releasedServices = ['mf-stories', 'stories'] as const;

/** A copy of the working tree (tracked and new files, as git sees them; no node_modules or build output). */
function copyWorkingTree(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkspell-release-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(repoRoot, file), path.join(dir, file));
    } catch {
      // Listed by git but deleted in the working tree: the release leaves it out too.
    }
  }
  return dir;
}

/** Requests through the gateway while the release runs: the shell, another remote and the stories API. */
function watchAvailability(client: GatewayClient) {
  const counts: Record<string, Record<number, number>> = {};
  const paths = ['/', '/remotes/ink/mf-manifest.json', '/remotes/stories/mf-manifest.json', '/api/ink/payments-mode'];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const url of paths) {
        const status = await client.call(url).then(
          (answer) => answer.status,
          () => 0,
        );
        const seen = (counts[url] ??= {});
        seen[status] = (seen[status] ?? 0) + 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return counts;
    },
  };
}

/** The JavaScript files a remote's manifest names, fetched through the gateway and joined. */
async function remoteCode(client: GatewayClient): Promise<{ manifest: string; code: string }> {
  const manifest = await client.call('/remotes/stories/mf-manifest.json');
  const files = [...manifest.text.matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]!);
  const code = await Promise.all([...new Set(files)].map(async (file) => (await client.call(`/remotes/stories/${file}`)).text));
  return { manifest: manifest.text, code: code.join('\n') };
}

export async function releaseStoriesArea(plan: ComposePlan, dockerHost: string, client: GatewayClient): Promise<void> {
  const stamp = `release-${Date.now().toString(36)}`;
  const before = await stackState(plan.project);
  const remoteBefore = await remoteCode(client);
  const source = copyWorkingTree();
  try {
    appendFileSync(
      path.join(source, 'mf-stories/src/exposes/StoriesRoutes.tsx'),
      `\n(globalThis as Record<string, unknown>).inkspellStoriesRelease = '${stamp}';\n`,
    );
    appendFileSync(path.join(source, 'services/stories/src/main.ts'), `\n// ${stamp}\n`);
    console.log(`  new version ${stamp}: a copy of the working tree with the stamp in mf-stories and stories`);

    const compose = composeRunner(plan, dockerHost, source);
    const watch = watchAvailability(client);
    const started = Date.now();
    for (const service of releasedServices) {
      const buildStarted = Date.now();
      await compose(['build', service], { prefix: `  build ${service} │ ` });
      console.log(`  ✓ built ${service} (${((Date.now() - buildStarted) / 1000).toFixed(0)} s)`);
    }
    // --no-deps: only these two are recreated; compose leaves the shell, the gateway and the rest as they are.
    await compose(['up', '--detach', '--no-deps', '--no-build', ...releasedServices], { prefix: '  up │ ' });
    await waitHealthy(plan.project, { services: releasedServices, timeoutMs: 300_000 });
    console.log(`  ✓ ${releasedServices.join(' and ')} replaced and healthy (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const availability = await watch.stop();

    const after = await stackState(plan.project);
    checkReplacedAlone(before, after);
    const remoteAfter = await remoteCode(client);
    if (remoteAfter.manifest === remoteBefore.manifest) throw new Error('the gateway still serves the old mf-stories manifest');
    if (!remoteAfter.code.includes(stamp)) throw new Error(`the mf-stories code served through the gateway has no ${stamp}`);
    console.log(`  ✓ the gateway serves the new mf-stories (its manifest changed, its code carries ${stamp})`);
    const stories = after.get('stories')!;
    const inImage = await runCommand('podman', ['exec', stories.name, 'grep', '-c', stamp, 'services/stories/src/main.ts'], {
      env: podmanEnv(),
      allowFailure: true,
    });
    if (inImage.stdout.trim() !== '1') throw new Error(`the stories container does not run ${stamp}`);
    const preview = await client.call('/api/stories/preview', {
      body: {
        characterName: 'Pip',
        prompt: 'a fox who learns to read the stars',
        category: 'adventure',
        ageGroup: '7-10',
        length: 'short',
      },
    });
    if (preview.status !== 200) throw new Error(`a preview through the new stories answered ${preview.status}`);
    console.log(`  ✓ the new stories runs ${stamp} and answers a preview through the gateway`);
    for (const [url, statuses] of Object.entries(availability)) {
      console.log(
        `    during the release ${url}: ${Object.entries(statuses)
          .map(([status, n]) => `${n}× ${status}`)
          .join(', ')}`,
      );
    }
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/** Throws unless exactly the released services got new containers and images and every other one kept running. */
function checkReplacedAlone(before: Map<string, ContainerState>, after: Map<string, ContainerState>): void {
  const replaced: string[] = [];
  const kept: string[] = [];
  for (const [service, old] of before) {
    const now = after.get(service);
    if (!now?.running) throw new Error(`${service} is not running after the release`);
    const isNew = now.id !== old.id || now.startedAt !== old.startedAt;
    if ((releasedServices as readonly string[]).includes(service)) {
      if (!isNew || now.image === old.image) throw new Error(`${service} was not replaced by a new image`);
      replaced.push(service);
    } else {
      if (isNew) throw new Error(`${service} was restarted by a release of the stories area alone`);
      kept.push(service);
    }
  }
  console.log(`  ✓ replaced: ${replaced.join(', ')}; kept running, same container and start: ${kept.join(', ')}`);
}
