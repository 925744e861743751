import { defaultManifestUrl, frontendConfigSchema, remotes, type FrontendConfig } from '@inkspell/contracts';

/** Where each remote's manifest lives when config.json does not say: behind the gateway. */
export function defaultRemoteUrls(): Record<string, string> {
  return Object.fromEntries(remotes.map((remote) => [remote.key, defaultManifestUrl(remote)]));
}

/**
 * Reads /config.json (served by the shell's static server from its environment) before the
 * first render. If it cannot be read the gateway defaults are used, so the app still starts.
 */
export async function loadFrontendConfig(): Promise<FrontendConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    const config = frontendConfigSchema.parse(await response.json());
    return { ...config, remotes: { ...defaultRemoteUrls(), ...config.remotes } };
  } catch (error) {
    console.warn('Inkspell: using default front-end config', error);
    return frontendConfigSchema.parse({ remotes: defaultRemoteUrls() });
  }
}
