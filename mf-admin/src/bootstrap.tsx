import { StandaloneRemote } from '@inkspell/ui';
import { createRoot } from 'react-dom/client';
import AdminRoutes from './exposes/AdminRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the admin pages alone. */
const links = [
  { to: '/admin-management-console', label: 'Admin Console' },
] as const;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneRemote appName="mf-admin" links={links}>
      <AdminRoutes />
    </StandaloneRemote>,
  );
}
