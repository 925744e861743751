/**
 * Containers killed while a journey runs: stories, then ink, then NATS, each with `podman kill` and brought
 * back by compose, the journey going on through the gateway all along. Afterwards the journey's balances were
 * exact (it checks each one) and ink's own ledger check passes inside the ink container.
 *
 * Podman, like Docker, counts `kill` as a stop someone asked for: the restart policy (unless-stopped) brings
 * back a container whose process dies by itself, not a killed one. So after each kill this waits a moment
 * to show what the engine does alone, then has compose start it again (`up --detach --no-deps`), as an
 * operator or a supervisor running compose would.
 */
import type { ComposeRun } from './compose-runner';
import type { GatewayClient } from './gateway-client';
import { runJourney, type JourneyResult } from './journey';
import { podmanEnv } from './podman-env';
import { runCommand } from './run-command';
import { stackState, waitHealthy } from './stack-state';

async function killAndRestore(project: string, compose: ComposeRun, service: string): Promise<void> {
  const state = (await stackState(project)).get(service);
  if (!state) throw new Error(`no ${service} container to kill`);
  const started = Date.now();
  await runCommand('podman', ['kill', state.name], { env: podmanEnv() });
  console.log(`  ✗ podman kill ${state.name}`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const alone = (await stackState(project)).get(service);
  console.log(`    5 s later, by the engine alone: ${alone?.running ? 'running again' : 'still stopped (a kill is a deliberate stop)'}`);
  if (!alone?.running) await compose(['up', '--detach', '--no-deps', '--no-build', service], { prefix: '    compose │ ' });
  await waitHealthy(project, { services: [service], timeoutMs: 180_000 });
  console.log(`  ↻ ${service} restarted by compose and healthy again (${((Date.now() - started) / 1000).toFixed(0)} s after the kill)`);
}

/** Runs the journey with retries through outages while the kills happen, then ink's ledger check in its container. */
export async function killDuringJourney(
  project: string,
  compose: ComposeRun,
  client: GatewayClient,
  admin: { username: string; password: string },
): Promise<JourneyResult> {
  // Each kill right after a step, while the next goes on: stories while the story is being written, ink while
  // the balance is read after it, NATS while the refund is asked for and approved. One kill at a time.
  const killAfter: Record<string, 'stories' | 'ink' | 'nats'> = {
    'create a story with pictures and narration': 'stories',
    'the narration is recorded': 'ink',
    'buy a demo pack': 'nats',
  };
  let kills: Promise<void> = Promise.resolve();
  const result = await runJourney(client, admin, 300_000, (name) => {
    const service = killAfter[name];
    if (!service) return;
    kills = kills.then(() => killAndRestore(project, compose, service));
    // Handled here so a failed kill waits for the journey's end to be reported, not crash the run at once.
    kills.catch(() => undefined);
  });
  await kills;
  const ink = (await stackState(project)).get('ink')!;
  const check = await runCommand('podman', ['exec', ink.name, 'node', '--import', 'tsx', 'services/ink/src/ledger-check.ts'], {
    env: podmanEnv(),
    allowFailure: true,
  });
  const output = (check.stdout + check.stderr).trim();
  console.log(output.replace(/^/gm, '    ledger:check │ '));
  if (check.code !== 0) throw new Error(`ledger:check in ${ink.name} failed (exit ${check.code})`);
  console.log(`  ✓ ledger:check passes in ${ink.name}; the journey's balance is exact: ${result.balance}`);
  return result;
}
