import { defineConfig } from 'vitest/config';

// The pure tier: extraction tables, F1 floors on the repository's copy of the
// gold, parsers and formatters. No Neo4j is started; runs in seconds.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.int.test.ts', 'test/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    reporters: ['default'],
  },
});
