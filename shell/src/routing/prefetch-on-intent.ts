import { loadShellPage, shellPageOfPath } from './shell-pages';
import { prefetchRemote } from '../federation/remote-registry';
import { remoteOfPath } from './route-remote';

/** Events that say a visitor is about to follow a link: the pointer on it, keyboard focus, a finger down. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Fetches the remote (or the shell's own page) behind a link as soon as the visitor shows they may
 * follow it, so the page it opens has its code by the time of the click. One listener per event on the document covers every
 * link, the frame's and the remotes' alike; each remote is asked for once (the runtime keeps it).
 */
export function prefetchOnIntent(): void {
  const asked = new Set<string>();
  const prefetchBehind = (element: EventTarget | null) => {
    const link = element instanceof Element ? element.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const remote = remoteOfPath(link.pathname);
    const shellPage = remote ? undefined : shellPageOfPath(link.pathname);
    const target = remote ?? shellPage;
    if (!target || asked.has(target)) return;
    asked.add(target);
    if (remote) prefetchRemote(remote);
    else if (shellPage) void loadShellPage(shellPage).catch(() => asked.delete(target));
  };
  for (const type of intentEvents)
    document.addEventListener(type, (event) => prefetchBehind(event.target), { passive: true, capture: true });
  // A prerendered page's app starts at the visitor's first act (ADR 0044), often the pointer coming to rest on
  // a link: that act came before these listeners, so the link under the pointer, or in focus, is asked for now.
  document.querySelectorAll('a[href]:hover').forEach(prefetchBehind);
  prefetchBehind(document.activeElement);
}
