import { createRemoteConfig, type BuildEnv } from '@inkspell/ui/build/remote-config';

/** mf-ink: Purchase Ink, ink history and refund requests. Name, folder and exposes come from the area registry. */
export default (env: BuildEnv) => createRemoteConfig('ink', env);
