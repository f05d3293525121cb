import { defineConfig } from 'vitest/config';

// Integration tests (*.int.test.ts, *.e2e.test.ts) share one real Neo4j server,
// started and loaded with the bundled corpus by test/global-setup.ts; files run
// one after another so that a test that restarts the server disturbs no other.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default'],
  },
});
