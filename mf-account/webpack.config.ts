import { createRemoteConfig, type BuildEnv } from '@inkspell/ui/build/remote-config';

/** mf-account: Login, registration, profile, security and password recovery. Name, folder and exposes come from the area registry. */
export default (env: BuildEnv) => createRemoteConfig('account', env);
