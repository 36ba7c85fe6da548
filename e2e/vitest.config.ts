import { defineConfig } from 'vitest/config';

// Browser journeys: one API+web server per run (global setup), Chromium per test file.
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
