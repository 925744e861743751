/**
 * Polls `probe` until it returns a truthy value (which it then resolves with) or the deadline passes.
 * Tests await a state this way instead of sleeping a fixed time: fast when the state comes early,
 * a clear failure naming `what` when it never comes. A probe that throws counts as "not yet".
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const { timeoutMs = 10_000, intervalMs = 50, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`${what} not met within ${timeoutMs} ms (last: ${detail})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
