import { defineConfig } from 'vitest/config';

// Pure routing rules only (who renders a path): node environment, no DOM emulation.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
