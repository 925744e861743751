import type { RemoteKey } from '@inkspell/contracts';
import { LoadingScreen } from '@inkspell/ui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteRoutes } from '../federation/remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * Renders a remote's Routes inside the frame. Each attempt gets its own lazy component,
 * because React.lazy remembers a failed load forever and "Try again" must really retry.
 */
export function RemoteArea({ remote }: { remote: RemoteKey }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = useMemo(() => lazy(() => loadRemoteRoutes(remote)), [remote, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<LoadingScreen message="Opening the storybook..." />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
