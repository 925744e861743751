import { serviceWorkerPath } from '@inkspell/contracts/values';

/**
 * Installs the service worker (ADR 0038) once the page has loaded: its precache downloads the release's
 * files, which must not compete with the first visit's own requests. A browser without service workers,
 * or one that refuses (private windows, storage off), simply stays online-only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerPath).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
