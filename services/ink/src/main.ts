import { startService } from '@inkspell/service-kit';
import { inkService } from './service';

await startService(inkService);
