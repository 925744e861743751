import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; the browser suite runs on its own (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'gateway', 'infra', 'shell', 'mf-*'],
  },
});
