import { StandaloneRemote } from '@inkspell/ui';
import { createRoot } from 'react-dom/client';
import StoriesRoutes from './exposes/StoriesRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the stories pages alone. */
const links = [
  { to: '/', label: 'Home' },
  { to: '/story/static-sample-1', label: 'Sample story' },
  { to: '/create', label: 'Create' },
  { to: '/stories', label: 'My Stories' },
] as const;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneRemote appName="mf-stories" links={links}>
      <StoriesRoutes />
    </StandaloneRemote>,
  );
}
