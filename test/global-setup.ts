/**
 * Before any test: start (or reuse) the test suite's own Neo4j server (home and
 * ports set in vitest.config.ts, never the one `npm start` serves), apply the
 * schema and ingest the bundled corpus, so integration tests can read it. Tests
 * never wipe the database; what they add they scope by id and remove. A server
 * this run started is stopped when the run ends.
 */
import { closeDb } from '../graph/driver.ts';
import { seedFiles } from '../ingest/corpus.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { loadConfig } from '../server/config.ts';
import { ensureDatabase } from '../server/ensure.ts';
import { status, stop } from '../server/neo4j-local.ts';

export default async function setup(): Promise<() => Promise<void>> {
  const config = loadConfig();
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
