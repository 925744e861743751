import { defineConfig, mergeConfig } from 'vitest/config';
import e2e from './vitest.config';

/**
 * Release tests (issue #27): they rebuild a remote while the platform runs, a few minutes each, so they run on
 * their own (`npm run test:release`) and stay out of `npm test`'s budget.
 */
export default mergeConfig(e2e, defineConfig({ test: { include: ['tests/**/*.release.ts'] } }));
