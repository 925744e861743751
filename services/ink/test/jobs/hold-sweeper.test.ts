import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { startHoldSweeper } from '../../src/jobs/hold-sweeper';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk();
});
afterAll(async () => {
  await h?.close();
});

it('returns the ink of holds nobody settled once they expire, and stops cleanly', async () => {
  const userId = newUserId();
  const { holdId } = await h.send('ink.hold.create', {
    idempotencyKey: `sweep-${userId}`,
    userId,
    amount: 3,
    description: 'Story: Forgotten',
    ttlSeconds: 1,
  });
  expect(await h.balanceOf(userId)).toBe(2);

  const sweeper = startHoldSweeper({ ledger: h.deps.ports.ledger, periodSeconds: 1, logger: createLogger('sweeper-test', 'silent') });
  try {
    await waitFor(async () => (await h.balanceOf(userId)) === 5, { what: 'expired hold released by the sweeper', timeoutMs: 8000 });
  } finally {
    await sweeper.stop();
  }
  await expect(h.send('ink.hold.capture', { holdId, description: 'too late' })).rejects.toMatchObject({
    status: 409,
    body: { code: 'hold_not_active' },
  });
  const rows = (await h.as(userId).get('/api/ink-transactions')).body as Array<{ amount: number; description: string }>;
  expect(rows[0]).toMatchObject({ amount: 3, description: 'Returned: Story: Forgotten' });
  expect((await h.audit()).ok).toBe(true);
});
