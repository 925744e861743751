import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts real gateway processes; give them room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
