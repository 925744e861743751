/**
 * The toast store: at most ONE toast is visible (spec 01 §4); a new toast replaces the current
 * one. Pure logic with injectable timers so the rule is tested without a DOM.
 */

export type ToastVariant = 'default' | 'destructive';

/** Default time a toast stays up (spec 01 §9). */
export const defaultToastDurationMs = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays; Infinity keeps it until dismissed. */
  durationMs?: number;
}

export interface ShownToast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastHandle {
  id: number;
  dismiss: () => void;
}

export interface ToastTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ToastStore {
  show: (options: ToastOptions) => ToastHandle;
  /** Dismisses the toast with this id (ignored if another toast replaced it), or the current one. */
  dismiss: (id?: number) => void;
  getSnapshot: () => ShownToast | null;
  subscribe: (listener: () => void) => () => void;
}

const browserTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Creates an independent store; the app uses the single `toastStore` below. */
export function createToastStore(timers: ToastTimers = browserTimers): ToastStore {
  let current: ShownToast | null = null;
  let timer: unknown = null;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  function dismiss(id?: number) {
    if (!current || (id !== undefined && current.id !== id)) return;
    stopTimer();
    current = null;
    emit();
  }

  function show(options: ToastOptions): ToastHandle {
    stopTimer();
    const id = nextId++;
    const durationMs = options.durationMs ?? defaultToastDurationMs;
    current = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      durationMs,
    };
    if (Number.isFinite(durationMs)) timer = timers.setTimeout(() => dismiss(id), durationMs);
    emit();
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    show,
    dismiss,
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one toast store (one instance for shell and remotes: @inkspell/ui is a singleton). */
export const toastStore = createToastStore();

/** Shows a toast, replacing any toast on screen. */
export function toast(options: ToastOptions): ToastHandle {
  return toastStore.show(options);
}
