import type { ToastOptions } from '@inkspell/ui';

/**
 * A toast that must survive a full page load: continuing a story loads /story/{id} afresh (spec 01 §4),
 * which would wipe a toast shown before leaving, so it is parked in sessionStorage and shown on arrival.
 */
const storageKey = 'inkspell.toastAfterLoad';

export function toastAfterNextLoad(toast: ToastOptions): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(toast));
  } catch {
    // No storage: the new chapter still opens, just without its toast.
  }
}

/** The parked toast, removed as it is read. */
export function takeToastAfterLoad(): ToastOptions | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<ToastOptions>;
    return typeof parsed.title === 'string' ? (parsed as ToastOptions) : null;
  } catch {
    return null;
  }
}
