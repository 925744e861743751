import { defaultFrontendConfig, defaultManifestUrl, remotes } from '@inkspell/contracts/values';
import type { FrontendConfig } from '@inkspell/contracts';

/** Where each remote's manifest lives when config.json does not say: behind the gateway. */
export function defaultRemoteUrls(): Record<string, string> {
  return Object.fromEntries(remotes.map((remote) => [remote.key, defaultManifestUrl(remote)]));
}

/**
 * Reads /config.json before the first render. If it cannot be read the gateway defaults are used, so
 * the app still starts. The shell's own static server makes it from its environment and checks it there
 * with the contracts' frontendConfigSchema (frontendConfigFromEnv), so the page does not check it again:
 * its start needs no zod (ADR 0020).
 */
export async function loadFrontendConfig(): Promise<FrontendConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    const config = ((await response.json()) ?? {}) as Partial<FrontendConfig>;
    return { ...defaultFrontendConfig, ...config, remotes: { ...defaultRemoteUrls(), ...config.remotes } };
  } catch (error) {
    console.warn('Inkspell: using default front-end config', error);
    return { ...defaultFrontendConfig, remotes: defaultRemoteUrls() };
  }
}
