import { applyPageMeta, trackPageView, useFrontendConfig } from '@inkspell/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultDescription, findRoute, notFoundMeta } from './route-table';

/**
 * What happens on every route change: default title and description, scroll to the top,
 * and a page view for analytics. Rendered before the page so a page can refine the title.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const { analyticsEnabled } = useFrontendConfig();
  useEffect(() => {
    const route = findRoute(pathname);
    applyPageMeta(route ? { title: route.title, description: route.description ?? defaultDescription } : notFoundMeta);
    window.scrollTo(0, 0);
    if (analyticsEnabled) trackPageView(pathname);
  }, [pathname, analyticsEnabled]);
  return null;
}
