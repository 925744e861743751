import { defineConfig } from 'vitest/config';

// Pure wording rules only (which toast a failed call gives): node environment, no DOM emulation.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
