import { createRemoteConfig, type BuildEnv } from '@inkspell/ui/build/remote-config';

/** mf-stories: Home, create, library, reader and collections. Name, folder and exposes come from the area registry. */
export default (env: BuildEnv) => createRemoteConfig('stories', env);
