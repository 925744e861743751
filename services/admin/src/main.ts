import { startService } from '@inkspell/service-kit';
import { adminService } from './service';

await startService(adminService);
