import { startService } from '@inkspell/service-kit';
import { storiesService } from './service';

await startService(storiesService);
