import type { FrontendConfig } from '@inkspell/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FrontendConfigProvider } from '../api/frontend-config';
import { PageHead } from '../page/PageHead';
import { ParentPinPrompt } from '../parent-pin/ParentPinPrompt';
import { Toaster } from '../toast/Toaster';

export interface AppProvidersProps {
  queryClient: QueryClient;
  config: FrontendConfig;
  children: ReactNode;
}

/**
 * Everything a page tree needs once: run-time config, the query cache, the page's head tags, the one Toaster and
 * the one parent PIN dialog.
 * The shell mounts it around the whole app; a remote mounts it only when standing alone.
 */
export function AppProviders({ queryClient, config, children }: AppProvidersProps) {
  return (
    <FrontendConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <PageHead />
        {children}
        <Toaster />
        <ParentPinPrompt />
      </QueryClientProvider>
    </FrontendConfigProvider>
  );
}
