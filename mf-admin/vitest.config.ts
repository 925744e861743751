import { defineConfig } from 'vitest/config';

// Pure rules of the console (filter, tiles, search, prompt cut, user actions, toasts): node environment, no DOM emulation.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
