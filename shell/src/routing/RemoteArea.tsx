import type { RemoteKey } from '@inkspell/contracts';
import { LoadingScreen, settledModule } from '@inkspell/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedRemoteRoutes, loadRemoteRoutes } from '../federation/remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Renders a remote's Routes inside the frame; another remote starts afresh. */
export function RemoteArea({ remote }: { remote: RemoteKey }) {
  return <RemoteAttempts key={remote} remote={remote} />;
}

/** Routes already loaded (bootstrap awaited them before hydrating) render at once, without suspending. */
function lazyRoutes(remote: RemoteKey) {
  return lazy(() => {
    const loaded = loadedRemoteRoutes(remote);
    return loaded ? settledModule(loaded) : loadRemoteRoutes(remote);
  });
}

/**
 * Each attempt gets its own lazy component, because React.lazy remembers a failed load forever
 * and "Try again" must really retry. It is made in state, never during render.
 */
function RemoteAttempts({ remote }: { remote: RemoteKey }) {
  const { pathname } = useLocation();
  const [{ attempt, RemoteRoutes }, setCurrent] = useState(() => ({ attempt: 0, RemoteRoutes: lazyRoutes(remote) }));
  const retry = useCallback(() => setCurrent((current) => ({ attempt: current.attempt + 1, RemoteRoutes: lazyRoutes(remote) })), [remote]);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<LoadingScreen message="Opening the storybook..." />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
