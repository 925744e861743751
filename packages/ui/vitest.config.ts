import { defineConfig } from 'vitest/config';

// Node environment on purpose: the API client is tested against a real node:http server and
// the toast rule as pure store logic, so no DOM emulation is needed.
export default defineConfig({
  test: { environment: 'node', include: ['test/**/*.test.ts'] },
});
