import { defineConfig } from 'vitest/config';
import e2e from './vitest.config';

/**
 * Release tests (issue #27): they rebuild a remote while the platform runs, a few minutes each, so they run on
 * their own (`npm run test:release`) and stay out of `npm test`'s budget. The e2e settings with only these files
 * (mergeConfig would add the e2e files to them).
 */
export default defineConfig({ ...e2e, test: { ...e2e.test, include: ['tests/**/*.release.ts'] } });
