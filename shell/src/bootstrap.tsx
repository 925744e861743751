import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFrontendConfig } from './config/load-frontend-config';
import { startRemotes } from './federation/remote-registry';

/** Reads the run-time config first, points federation at the remotes, then renders. */
async function start(): Promise<void> {
  const config = await loadFrontendConfig();
  startRemotes(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(<App config={config} />);
}

void start();
