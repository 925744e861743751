import { defineConfig } from 'vitest/config';

// The reliability suite: the real platform on loopback (API only), scenarios one after another, a summary at the end.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    // security-headers.test.ts checks the headers the gateway and the shell's static server add.
    include: ['*.reliability.ts', 'security-headers.test.ts'],
    globalSetup: ['./platform-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
