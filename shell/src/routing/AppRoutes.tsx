import { LoadingScreen } from '@inkspell/ui';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminArea } from './AdminArea';
import { RemoteArea } from './RemoteArea';
import { findRoute } from './route-table';
import { shellPageOfPath, shellPages } from './shell-pages';

/**
 * Picks who renders the current path. Remote areas are rendered outside any parent <Route>
 * so each remote's own <Routes> can match the full, absolute paths it declares.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell') {
    const Page = shellPages[shellPageOfPath(pathname) ?? 'notFound'];
    return (
      <Suspense fallback={<LoadingScreen message="Turning the page..." />}>
        <Page />
      </Suspense>
    );
  }
  if (route.adminOnly) return <AdminArea remote={route.owner} />;
  // Keyed by owner: moving to another remote starts that remote's own boundary and loader.
  return <RemoteArea key={route.owner} remote={route.owner} />;
}
