import { useEffect, useState } from 'react';

/** How long the search box waits for the next key before asking the server (one request per pause, not per key). */
export const searchDebounceMs = 300;

export interface Debouncer<T> {
  /** Settles `value` once `delayMs` pass without another push; `now` settles it at once and drops a waiting one. */
  push(value: T, now?: boolean): void;
  /** Drops a value still waiting (the box went away). */
  cancel(): void;
}

/** Passes on only the last of a burst of values, `delayMs` after the burst ends. */
export function createDebouncer<T>(delayMs: number, settle: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return {
    push(value, now = false) {
      cancel();
      if (now) settle(value);
      else timer = setTimeout(() => settle(value), delayMs);
    },
    cancel,
  };
}

/**
 * The search a list asks the server for: what was typed, trimmed, once typing pauses. Emptying the box shows the
 * whole list at once, as there is nothing left to wait for.
 */
export function useDebouncedSearch(typed: string, delayMs: number = searchDebounceMs): string {
  const [search, setSearch] = useState(() => typed.trim());
  const [debouncer] = useState(() => createDebouncer<string>(delayMs, setSearch));
  useEffect(() => {
    const term = typed.trim();
    debouncer.push(term, term === '');
  }, [debouncer, typed]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return search;
}
