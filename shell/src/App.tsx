import type { FrontendConfig } from '@inkspell/contracts';
import { appReadyEvent } from '@inkspell/contracts/values';
import { AppProviders, createQueryClient } from '@inkspell/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** Tells the page's inline starter that the app is on screen and answers (start-on-intent.ts, ADR 0044). */
function AnnounceReady() {
  useEffect(() => {
    window.dispatchEvent(new Event(appReadyEvent));
  }, []);
  return null;
}

/** The whole app in the browser. */
export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <AppTree {...props} />
      <AnnounceReady />
    </BrowserRouter>
  );
}
