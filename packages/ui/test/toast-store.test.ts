import { describe, expect, it } from 'vitest';
import { createToastStore, defaultToastDurationMs, type ToastTimers } from '../src/toast/toast-store';

/** Timers the test advances by hand. */
function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: ToastTimers = {
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(handle);
        timer.callback();
      }
    }
  };
  return { timers, advance, pendingCount: () => pending.size };
}

describe('toast store', () => {
  it('shows one toast with the default variant', () => {
    const store = createToastStore(manualTimers().timers);
    store.show({ title: 'Story deleted' });
    expect(store.getSnapshot()).toMatchObject({ title: 'Story deleted', variant: 'default', durationMs: defaultToastDurationMs });
  });

  it('keeps only one toast at a time: a new toast replaces the current one', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show({ title: 'First' });
    store.show({ title: 'Second', variant: 'destructive' });
    expect(store.getSnapshot()).toMatchObject({ title: 'Second', variant: 'destructive' });
    expect(clock.pendingCount()).toBe(1);
  });

  it('hides a toast after 5000 ms by default', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show({ title: 'Hello' });
    clock.advance(4999);
    expect(store.getSnapshot()).not.toBeNull();
    clock.advance(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('honours a custom duration such as the 8 s referral toast', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show({ title: 'Thanks!', durationMs: 8000 });
    clock.advance(5000);
    expect(store.getSnapshot()).not.toBeNull();
    clock.advance(3000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('does not let a replaced toast timer hide its successor early', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show({ title: 'First' });
    clock.advance(4000);
    store.show({ title: 'Second' });
    clock.advance(1500);
    expect(store.getSnapshot()?.title).toBe('Second');
  });

  it('ignores dismissing a toast that was already replaced', () => {
    const store = createToastStore(manualTimers().timers);
    const first = store.show({ title: 'First' });
    store.show({ title: 'Second' });
    first.dismiss();
    expect(store.getSnapshot()?.title).toBe('Second');
    store.dismiss();
    expect(store.getSnapshot()).toBeNull();
  });

  it('tells subscribers about every change', () => {
    const store = createToastStore(manualTimers().timers);
    const seen: (string | undefined)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()?.title));
    store.show({ title: 'A' });
    store.show({ title: 'B' });
    store.dismiss();
    unsubscribe();
    store.show({ title: 'C' });
    expect(seen).toEqual(['A', 'B', undefined]);
  });
});
