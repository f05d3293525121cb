/**
 * Before any test: start (or reuse) the real Neo4j server, apply the schema and
 * ingest the bundled corpus, so integration tests can read it. Tests never wipe
 * the database; what they add they scope by id and remove.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { closeDb } from '../graph/driver.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { loadConfig, repoRoot } from '../server/config.ts';
import { ensureDatabase } from '../server/ensure.ts';

export function seedFiles(): string[] {
  const dir = path.join(repoRoot, 'data', 'seeds');
  return readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => path.join(dir, f));
}

export default async function setup(): Promise<void> {
  const db = await ensureDatabase(loadConfig(), (line) => process.stderr.write(`[global-setup] ${line}\n`));
  try {
    const s = await ingestFiles(db, seedFiles());
    process.stderr.write(`[global-setup] seed corpus: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged, ${s.rejected} rejected\n`);
  } finally {
    await closeDb(db);
  }
}
