import { StandaloneRemote } from '@inkspell/ui';
import { createRoot } from 'react-dom/client';
import AccountRoutes from './exposes/AccountRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the account pages alone. */
const links = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Sign Up' },
  { to: '/profile', label: 'Profile' },
  { to: '/security', label: 'Security' },
  { to: '/forgot-password', label: 'Forgot Password' },
] as const;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneRemote appName="mf-account" links={links}>
      <AccountRoutes />
    </StandaloneRemote>,
  );
}
