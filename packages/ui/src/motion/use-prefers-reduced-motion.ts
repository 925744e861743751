import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the visitor asks for less motion; follows the setting live. Nothing moves on its own then. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** How a scroll the page makes by itself should move: at once for a visitor who asks for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(query).matches ? 'auto' : 'smooth';
}
