import { useSyncExternalStore } from 'react';
import { toast, toastStore, type ShownToast, type ToastHandle, type ToastOptions } from './toast-store';

export interface UseToastResult {
  toast: (options: ToastOptions) => ToastHandle;
  dismiss: (id?: number) => void;
  /** The toast on screen, if any. */
  current: ShownToast | null;
}

/** Shows and reads the page's single toast. */
export function useToast(): UseToastResult {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toast, dismiss: toastStore.dismiss, current };
}
