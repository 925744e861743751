import { serviceWorkerPath } from '@inkspell/contracts/values';

/** How long after the page's load the worker is installed: its precache then meets no work of the first visit. */
export const serviceWorkerDelayMs = 5000;

/**
 * Installs the service worker (ADR 0038) a few seconds after the page has loaded, when the browser is idle:
 * its precache downloads and stores the whole release (about 1.25 MB), which must not compete with the first
 * visit's own requests and scripts (a Lighthouse run that installed it right at load counted twice the blocking
 * time). A browser without service workers, or one that refuses (private windows, storage off), stays online-only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerPath).catch(() => undefined);
  };
  const later = () => setTimeout(() => requestIdleCallback(register, { timeout: serviceWorkerDelayMs }), serviceWorkerDelayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
