import { firstPageViewAttribute } from '@inkspell/contracts/values';
import { trackPageView, useFrontendConfig, usePageMeta } from '@inkspell/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeMeta } from './route-meta';

/**
 * What happens on every route change: the route's default metadata (a page refines it with
 * usePageMeta), scroll to the top (from the second page on), and a page view for analytics. Rendered before the pages, and
 * never unmounted, so its claim ranks below any page's (ADR 0010).
 */
/** Whether the page's inline starter reported this first view already (start-on-intent.ts, ADR 0044). */
function firstViewReported(pathname: string): boolean {
  // The claim is the starter's, outside React: read once, then gone.
  const claimed = document.documentElement.getAttribute(firstPageViewAttribute);
  document.documentElement.removeAttribute(firstPageViewAttribute);
  return claimed === pathname;
}

export function RouteEffects() {
  const { pathname } = useLocation();
  const { analyticsEnabled } = useFrontendConfig();
  usePageMeta(routeMeta(pathname));
  // The first page is where the browser put it: a visitor may have scrolled a prerendered page before the app started.
  const arrived = useRef(false);
  useEffect(() => {
    const first = !arrived.current;
    if (!first) window.scrollTo(0, 0);
    arrived.current = true;
    if (analyticsEnabled && !(first && firstViewReported(pathname))) trackPageView(pathname);
  }, [pathname, analyticsEnabled]);
  return null;
}
