import { defineConfig } from 'vitest/config';

// Pure rules only (history filter, tiles, day groups, payment toasts): node environment, no DOM emulation.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
