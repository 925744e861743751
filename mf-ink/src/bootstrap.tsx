import { mountStandalone } from '@inkspell/ui';
import InkRoutes from './exposes/InkRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the ink pages alone. */
mountStandalone('ink', InkRoutes);
