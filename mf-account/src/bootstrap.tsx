import { mountStandalone } from '@inkspell/ui';
import AccountRoutes from './exposes/AccountRoutes';

/** Standalone mount (dist/index.html of this remote) for working on the account pages alone. */
mountStandalone('account', AccountRoutes);
