import { StandaloneRemote } from '@inkspell/ui';
import { createRoot } from 'react-dom/client';
import InkRoutes from './exposes/InkRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the ink pages alone. */
const links = [
  { to: '/ink-shop', label: 'Purchase Ink' },
  { to: '/ink-usage', label: 'Ink History' },
  { to: '/refund-request', label: 'Refund Request' },
] as const;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneRemote appName="mf-ink" links={links}>
      <InkRoutes />
    </StandaloneRemote>,
  );
}
