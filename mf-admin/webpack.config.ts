import { createRemoteConfig, type BuildEnv } from '@inkspell/ui/build/remote-config';

/** mf-admin: The administrator console (loaded by the shell for admins only). Name, folder and exposes come from the area registry. */
export default (env: BuildEnv) => createRemoteConfig('admin', env);
