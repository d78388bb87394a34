import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits 1 s by default: too short on two shared cores, where a model worker busy
    // with a forward pass answers late (CI once missed its CSP report that way).
    expect: { poll: { timeout: 15_000 } },
    // The last reporter says what was skipped and why, and writes the counts .ci/run checks.
    reporters: ['default', './test/skip-reporter.ts'],
  },
});
