import { defineConfig } from 'vitest/config';

// Pure rules of the console (tiles, counts, prompt cut, user actions, toasts), its paged lists driven through
// react-query's observers with fake timers, and server-rendered markup: node environment, no DOM emulation.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
