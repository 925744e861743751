import { defineConfig } from 'vitest/config';

// Scratch: screenshots of every account screen against a platform of its own. Deleted after use.
export default defineConfig({
  test: {
    root: '/work/main/e2e',
    dir: '/work/main/mf-account/.screens',
    include: ['**/*.e2e.ts'],
    globalSetup: ['/work/main/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
