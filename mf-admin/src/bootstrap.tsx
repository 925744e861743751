import { mountStandalone } from '@inkspell/ui';
import AdminRoutes from './exposes/AdminRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the admin pages alone. */
mountStandalone('admin', AdminRoutes);
