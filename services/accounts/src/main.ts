import { startService } from '@inkspell/service-kit';
import { accountsService } from './service';

await startService(accountsService);
