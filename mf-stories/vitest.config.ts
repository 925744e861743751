import { defineConfig } from 'vitest/config';

// Pure rules of the stories pages (paging, phases, reader access, toasts): node environment, no DOM emulation.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
