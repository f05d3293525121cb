import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests run on a Neo4j of their own: own home (.neo4j-test) and ports (Bolt
// 7689, HTTP 7476), so `npm test` never starts, stops, reads or changes the
// graph that `npm start` serves. A user's NEO4J_URI is ignored here; set
// LITGRAPH_TEST_NEO4J_URI (with NEO4J_PASSWORD) to test against another server.
// Set before the global setup and the test workers start, and inherited by the
// CLIs the tests spawn.
const root = path.dirname(fileURLToPath(import.meta.url));
process.env.NEO4J_HOME_DIR = process.env.LITGRAPH_TEST_NEO4J_HOME ?? path.join(root, '.neo4j-test');
process.env.NEO4J_BOLT_PORT = process.env.LITGRAPH_TEST_BOLT_PORT ?? '7689';
process.env.NEO4J_HTTP_PORT = process.env.LITGRAPH_TEST_HTTP_PORT ?? '7476';
delete process.env.NEO4J_BROWSER_URL;
// The test server runs with the official scripts' JVM options: no class-data archive (server/neo4j-local.ts).
// From a fresh home, the run that records one starts ~50% slower, and a test restarts the server after a
// SIGKILL (no archive kept): faults.int.test.ts's restart ran past its ingest's retries at load average 11.
process.env.NEO4J_CDS = 'off';
if (process.env.LITGRAPH_TEST_NEO4J_URI) process.env.NEO4J_URI = process.env.LITGRAPH_TEST_NEO4J_URI;
else delete process.env.NEO4J_URI;

// The integration tier (`npm run test:int`): *.int.test.ts and *.e2e.test.ts
// share that server, started and loaded with the bundled corpus by
// test/global-setup.ts; files run one after another so that a test that restarts
// the server disturbs no other. The pure tier is vitest.unit.config.ts
// (`npm run test:unit`); `npm test` runs the type check and both.
export default defineConfig({
  test: {
    include: ['test/**/*.int.test.ts', 'test/**/*.e2e.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default'],
  },
});
