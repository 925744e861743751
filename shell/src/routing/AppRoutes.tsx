import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactPage } from '../pages/ContactPage';
import { HelpPage } from '../pages/HelpPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { SafetyPage } from '../pages/SafetyPage';
import { AdminArea } from './AdminArea';
import { RemoteArea } from './RemoteArea';
import { findRoute } from './route-table';

/** The pages the shell renders itself. */
const shellPages: Record<string, ComponentType> = {
  '/help': HelpPage,
  '/safety': SafetyPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
};

/**
 * Picks who renders the current path. Remote areas are rendered outside any parent <Route>
 * so each remote's own <Routes> can match the full, absolute paths it declares.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  if (!route) return <NotFoundPage />;
  if (route.owner === 'shell') {
    const Page = shellPages[route.path] ?? NotFoundPage;
    return <Page />;
  }
  if (route.adminOnly) return <AdminArea remote={route.owner} />;
  // Keyed by owner: moving to another remote starts that remote's own boundary and loader.
  return <RemoteArea key={route.owner} remote={route.owner} />;
}
