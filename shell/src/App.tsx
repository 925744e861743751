import type { FrontendConfig } from '@inkspell/contracts';
import { AppProviders, createQueryClient } from '@inkspell/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Frame } from './frame/Frame';
import { AppRoutes } from './routing/AppRoutes';
import { RouteEffects } from './routing/RouteEffects';

export interface AppProps {
  config: FrontendConfig;
  /** A cache the caller already filled (the current user, before hydrating a prerendered page). */
  queryClient?: QueryClient;
}

/** Everything inside the router: providers, the frame and whatever page the path asks for. The prerenderer renders the same tree. */
export function AppTree({ config, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient} config={config}>
      <RouteEffects />
      <Frame>
        <AppRoutes />
      </Frame>
    </AppProviders>
  );
}

/** The whole app in the browser. */
export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <AppTree {...props} />
    </BrowserRouter>
  );
}
