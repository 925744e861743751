import { describe, expect, it } from 'vitest';
import { runningLimit } from '../../src/events/running-limit';

/** A task that runs until its `finish` is called. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: () => done, finish };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a running limit', () => {
  it('gives a slot at once while fewer than the limit run, and the next only when one finishes', async () => {
    const limit = runningLimit(2);
    const [a, b] = [heldTask(), heldTask()];
    await limit.slotFree();
    limit.start(a.run);
    await limit.slotFree();
    limit.start(b.run);
    expect(limit.running).toBe(2);

    let third = false;
    const waiting = limit.slotFree().then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    b.finish();
    await waiting;
    expect(limit.running).toBe(1);
    a.finish();
    await limit.idle();
    expect(limit.running).toBe(0);
  });

  it('lets a taker that stopped waiting go without taking the slot another taker waits for', async () => {
    const limit = runningLimit(1);
    const held = heldTask();
    limit.start(held.run);
    let giveUp = () => {};
    const stopped = new Promise<void>((resolve) => (giveUp = resolve));
    const first = Promise.race([limit.slotFree(), stopped]);
    let secondHasSlot = false;
    const second = limit.slotFree().then(() => (secondHasSlot = true));
    giveUp();
    await first;
    held.finish();
    await second;
    expect(secondHasSlot).toBe(true);
  });

  it('is idle at once when nothing ran, and only when every task has finished', async () => {
    const limit = runningLimit(3);
    await limit.idle();
    const tasks = [heldTask(), heldTask(), heldTask()];
    for (const task of tasks) limit.start(task.run);
    let idle = false;
    const idling = limit.idle().then(() => (idle = true));
    tasks[0]!.finish();
    tasks[1]!.finish();
    await settled();
    expect(idle).toBe(false);
    tasks[2]!.finish();
    await idling;
    expect(limit.running).toBe(0);
  });
});
