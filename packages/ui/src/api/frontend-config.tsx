import type { FrontendConfig } from '@inkspell/contracts';
import { defaultFrontendConfig } from '@inkspell/contracts/values';
import { createContext, useContext, type ReactNode } from 'react';
import { setAnalyticsEnabled } from './analytics';

/** Used when no /config.json is available (a remote running on its own). */
export { defaultFrontendConfig };

const FrontendConfigContext = createContext<FrontendConfig>(defaultFrontendConfig);

/** Gives every page (shell and remotes) the run-time config the shell loaded from /config.json. */
export function FrontendConfigProvider({ config, children }: { config: FrontendConfig; children: ReactNode }) {
  // Events sent from outside React (an API call's success) read the switch here; setting it again is harmless.
  setAnalyticsEnabled(config.analyticsEnabled);
  return <FrontendConfigContext.Provider value={config}>{children}</FrontendConfigContext.Provider>;
}

/** The run-time config: remote URLs, Stripe publishable key, analytics switch. */
export function useFrontendConfig(): FrontendConfig {
  return useContext(FrontendConfigContext);
}
