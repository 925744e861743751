import { trackPageView, useFrontendConfig, usePageMeta } from '@inkspell/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeMeta } from './route-meta';

/**
 * What happens on every route change: the route's default metadata (a page refines it with
 * usePageMeta), scroll to the top, and a page view for analytics. Rendered before the pages, and
 * never unmounted, so its claim ranks below any page's (ADR 0010).
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const { analyticsEnabled } = useFrontendConfig();
  usePageMeta(routeMeta(pathname));
  useEffect(() => {
    window.scrollTo(0, 0);
    if (analyticsEnabled) trackPageView(pathname);
  }, [pathname, analyticsEnabled]);
  return null;
}
