import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; the browser suite runs on its own (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    // Most files wait on PostgreSQL, NATS or a child process; vitest's default on a 2-core machine is one file at
    // a time. Three at once kept both cores busy and took the phase from 494 s to 338 s (issue 21); each file has
    // its own databases and subject prefixes, so files never share state.
    maxWorkers: 3,
    projects: ['packages/*', 'services/*', 'gateway', 'infra', 'shell', 'mf-*'],
  },
});
