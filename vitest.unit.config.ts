import { defineConfig } from 'vitest/config';

// The pure tier (`npm run test:unit`): extraction tables, F1 floors on the
// repository's copy of the gold, parsers and formatters, the import layers. No
// Neo4j is started (test/layers.test.ts checks that no pure test reaches for
// one); runs in seconds. The integration tier is vitest.config.ts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.int.test.ts', 'test/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    reporters: ['default'],
  },
});
