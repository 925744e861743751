import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; the browser suite runs on its own (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    // Most files wait on PostgreSQL, NATS or a child process; vitest's default on a 2-core machine is one file at
    // a time. Three at once took the phase from 494 s to 338 s, and with npm test's --no-isolate (a worker keeps
    // the modules it loaded) to 236 s (issue 21). Each file has its own databases and subject prefixes.
    maxWorkers: 3,
    projects: ['packages/*', 'services/*', 'gateway', 'infra', 'shell', 'mf-*'],
  },
});
