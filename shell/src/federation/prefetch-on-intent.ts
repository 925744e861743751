import { prefetchRemote } from './remote-registry';
import { remoteOfPath } from './route-remote';

/** Events that say a visitor is about to follow a link: the pointer on it, keyboard focus, a finger down. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches the remote behind a link as soon as the visitor shows they may follow it, so the page it
 * opens has its code by the time of the click. One listener per event on the document covers every
 * link, the frame's and the remotes' alike; each remote is asked for once (the runtime keeps it).
 */
export function prefetchOnIntent(): void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const remote = remoteOfPath(link.pathname);
    if (!remote || asked.has(remote)) return;
    asked.add(remote);
    prefetchRemote(remote);
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true, capture: true });
}
