import { mountStandalone } from '@inkspell/ui';
import StoriesRoutes from './exposes/StoriesRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the stories pages alone. */
mountStandalone('stories', StoriesRoutes);
