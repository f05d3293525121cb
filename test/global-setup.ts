/**
 * Before any test: start (or reuse) the test suite's own Neo4j server (home and
 * ports set in vitest.config.ts, never the one `npm start` serves; a server of another home on those ports
 * is refused, not used), apply the
 * schema and ingest the bundled corpus, so integration tests can read it. Tests
 * never wipe the database; what they add they scope by id and remove. A server
 * this run started is stopped when the run ends.
 */
import { closeDb } from '../graph/driver.ts';
import { seedFiles } from '../ingest/corpus.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { loadConfig } from '../server/config.ts';
import { ensureDatabase } from '../server/ensure.ts';
import { foreignServer, status, stop } from '../server/neo4j-local.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const config = loadConfig();
  const foreign = await foreignServer(config);
  if (foreign) {
    throw new Error(
      `The tests run on a Neo4j of their own, and ${foreign}: another checkout's test server, or a graph of a user's. ` +
        'Stop it (for a test server: `npx tsx scripts/neo4j.ts stop` with its NEO4J_HOME_DIR and ports), or give the tests free ports: LITGRAPH_TEST_BOLT_PORT and LITGRAPH_TEST_HTTP_PORT.',
    );
  }
  const wasRunning = config.neo4jExternal || (await status(config)).running;
  const db = await ensureDatabase(config, (line) => process.stderr.write(`[global-setup] ${line}\n`));
  try {
    const s = await ingestFiles(db, seedFiles());
    process.stderr.write(`[global-setup] seed corpus: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged, ${s.rejected} rejected\n`);
  } finally {
    await closeDb(db);
  }
  return async () => {
    if (!wasRunning) await stop(config);
  };
}
