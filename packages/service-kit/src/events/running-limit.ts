/**
 * Work run at most `limit` at a time, for a loop that takes one piece of work after another (a subscription's
 * messages, a work queue's jobs). The loop waits for a free slot before it takes the next piece, so work it cannot
 * start yet stays where it was: in the client's buffer, or in the queue for another instance to take.
 */
export interface RunningLimit {
  /** How many run now. */
  readonly running: number;
  /** Resolves once fewer than the limit run: at once when a slot is free. */
  slotFree(): Promise<void>;
  /** Runs `task` in a slot. The task handles its own failures: one that rejects is a bug, and is not caught here. */
  start(task: () => Promise<void>): void;
  /** Resolves when nothing runs. */
  idle(): Promise<void>;
}

export function runningLimit(limit: number): RunningLimit {
  const tasks = new Set<Promise<void>>();
  let waiting: (() => void)[] = [];
  // Every waiter looks again: one that gave up waiting (a loop told to stop) must not take another's turn.
  const slotFreed = () => {
    const resume = waiting;
    waiting = [];
    for (const waiter of resume) waiter();
  };
  return {
    get running() {
      return tasks.size;
    },
    async slotFree() {
      while (tasks.size >= limit) await new Promise<void>((resume) => waiting.push(resume));
    },
    start(task) {
      const run = task().finally(() => {
        tasks.delete(run);
        slotFreed();
      });
      tasks.add(run);
    },
    async idle() {
      while (tasks.size > 0) await Promise.all(tasks);
    },
  };
}
