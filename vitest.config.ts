import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The last reporter says what was skipped and why, and writes the counts .ci/run checks.
    reporters: ['default', './test/skip-reporter.ts'],
  },
});
