import type { FrontendConfig } from '@inkspell/contracts';
import { AppProviders, createQueryClient } from '@inkspell/ui';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Frame } from './frame/Frame';
import { AppRoutes } from './routing/AppRoutes';
import { RouteEffects } from './routing/RouteEffects';

/** The whole app: providers, router, the frame and whatever page the path asks for. */
export function App({ config }: { config: FrontendConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} config={config}>
      <BrowserRouter>
        <RouteEffects />
        <Frame>
          <AppRoutes />
        </Frame>
      </BrowserRouter>
    </AppProviders>
  );
}
