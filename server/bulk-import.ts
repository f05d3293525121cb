/**
 * A fresh bulk load (`npm run ingest -- --bulk-import FILE...`): for an empty
 * database of the project's local server only. The whole input is read,
 * extracted and written batch by batch, exactly as `ingestFiles` would, into a
 * graph in memory (graph/memory-graph.ts: the writer's own `writeBatch`, so names
 * resolve and records merge across the whole input as the normal ingest does);
 * that graph goes to CSV files, the server is stopped, `neo4j-admin database
 * import full` builds the store from them, the server is started again and the
 * schema (constraints, range and full-text indexes) built as every start does.
 * What the CSV cannot hold (empty lists) is set last.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { closeDb, openDb, writeTx, type Db } from '../graph/driver.ts';
import { ARRAY_DELIMITER, type FixupGroup } from '../graph/csv-files.ts';
import { MemoryGraph } from '../graph/memory-graph.ts';
import { ingestToStore, type IngestOptions, type IngestSummary } from '../ingest/pipeline.ts';
import { applySchema, awaitIndexesOnline, createSchema } from '../schema/apply.ts';
import type { Config } from './config.ts';
import { waitOnline } from './ensure.ts';
import { adminImport, start, status, stop } from './neo4j-local.ts';

/** The target database is not empty, or not one this process can load. */
export class BulkImportRefused extends Error {
  override name = 'BulkImportRefused';
}

export interface BulkImportSummary extends IngestSummary {
  /** Seconds per step: read + extract + build in memory, CSV, neo4j-admin, server start, schema, empty lists. */
  steps: { extract: number; csv: number; import: number; start: number; schema: number; fixups: number };
  csv: { files: number; bytes: number; nodes: number; relationships: number; fixups: number };
  /** What neo4j-admin reported: its own time and its JVM's peak memory. */
  importTool: { done: string | null; peakMemory: string | null };
}

export interface BulkImportOptions extends IngestOptions {
  /** Where the CSV files go (default: the server's import directory); removed after the import unless keepCsv. */
  csvDir?: string;
  keepCsv?: boolean;
  log?: (line: string) => void;
}

/** A count of nodes other than the graph's version node (which applying the schema creates). */
const ANY_NODE = 'MATCH (n) WHERE NOT n:GraphVersion RETURN count(n) AS n';

/** Refuses unless the database holds no node but its version node; the server is left running. */
async function checkEmpty(config: Config, log: (line: string) => void): Promise<void> {
  await start(config, log);
  const db = await openDb(config);
  try {
    await waitOnline(db);
    const session = db.driver.session({ database: db.database });
    try {
      const n = Number((await session.run(ANY_NODE)).records[0]?.get('n') ?? 0);
      if (n > 0) {
        throw new BulkImportRefused(
          `the database "${config.neo4jDatabase}" of ${config.neo4jUri} (home ${config.neo4jHome}) holds ${n} nodes: --bulk-import only loads an empty database (it replaces the store). Ingest without --bulk-import, or empty it first.`,
        );
      }
    } finally {
      await session.close();
    }
  } finally {
    await closeDb(db);
  }
}

/** Sets what the CSV could not hold, per label and property; labels and properties are the writer's own. */
async function applyFixups(db: Db, groups: FixupGroup[]): Promise<void> {
  const name = /^[A-Za-z]\w*$/;
  for (const { label, idProp, prop, rows } of groups) {
    if (!name.test(label) || !name.test(prop) || !name.test(idProp)) throw new Error(`not a name: ${label}.${idProp}.${prop}`);
    if (rows === null) {
      // Every node of the label has the list; those without it after the import had an empty one.
      const session = db.driver.session({ database: db.database });
      try {
        await session.run(`MATCH (n:${label}) WHERE n.${prop} IS NULL CALL (n) { SET n.${prop} = [] } IN TRANSACTIONS OF 10000 ROWS`);
      } finally {
        await session.close();
      }
      continue;
    }
    const cypher = `UNWIND $rows AS row MATCH (n:${label} {${idProp}: row.id}) SET n.${prop} = row.value`;
    for (let i = 0; i < rows.length; i += 10_000) {
      const batch = rows.slice(i, i + 10_000);
      await writeTx(db, 'bulk-import-fixups', (tx) => tx.run(cypher, { rows: batch }));
    }
  }
}

/**
 * Loads `files` into the local server's empty database through `neo4j-admin
 * database import`; returns the ingest's summary with the time of each step.
 * Throws BulkImportRefused for an external server or a database that holds
 * anything; the server is running with the schema applied when it returns.
 */
export async function bulkImport(config: Config, files: string[], options: BulkImportOptions = {}): Promise<BulkImportSummary> {
  const log = options.log ?? (() => {});
  if (config.neo4jExternal) {
    throw new BulkImportRefused(
      `NEO4J_URI names an external server (${config.neo4jUri}): --bulk-import writes the store files of the project's own server; ingest without it`,
    );
  }
  await checkEmpty(config, log);
  // Stopped now: nothing can write to the database between the check and the import that replaces it.
  log('Stopping Neo4j for the import…');
  await stop(config);
  const csvDir = options.csvDir ?? path.join(config.neo4jHome, 'import', 'bulk');
  rmSync(csvDir, { recursive: true, force: true });
  const t0 = performance.now();
  const graph = new MemoryGraph(csvDir);
  const summary = await ingestToStore(graph, files, options);
  const t1 = performance.now();
  const csv = await graph.finish();
  const t2 = performance.now();
  log(
    `CSV: ${csv.rows.nodes} nodes, ${csv.rows.relationships} relationships, ${(csv.bytes / 2 ** 20).toFixed(1)} MiB in ${csv.nodes.length + csv.relationships.length} files; running neo4j-admin database import…`,
  );
  const output = adminImport(config, [
    '--overwrite-destination=true',
    `--array-delimiter=U+${ARRAY_DELIMITER.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`,
    `--multiline-fields=${csv.multiline}`,
    `--report-file=${path.join(csvDir, 'import.report')}`,
    ...csv.nodes.map((n) => `--nodes=${n.label}=${n.file}`),
    ...csv.relationships.map((r) => `--relationships=${r.type}=${r.file}`),
  ]);
  const t3 = performance.now();
  if ((await status(config)).running) throw new Error('the server was started during the import');
  await start(config, log);
  const db = await openDb(config);
  try {
    await waitOnline(db);
    const t4 = performance.now();
    // The indexes populate from the loaded store: at 1M abstracts (the full-text index on every one) past
    // the 300 s applySchema waits, so they are created and waited for here first; applySchema then finds
    // them online and runs the migrations, as every start does.
    await createSchema(db);
    await awaitIndexesOnline(db, 6 * 3600_000, log);
    await applySchema(db);
    const t5 = performance.now();
    await applyFixups(db, csv.fixups);
    const t6 = performance.now();
    if (!options.keepCsv) rmSync(csvDir, { recursive: true, force: true });
    const s = (a: number, b: number) => (b - a) / 1000;
    return {
      ...summary,
      steps: { extract: s(t0, t1), csv: s(t1, t2), import: s(t2, t3), start: s(t3, t4), schema: s(t4, t5), fixups: s(t5, t6) },
      importTool: { done: /IMPORT DONE in ([^.\n]+)/.exec(output)?.[1] ?? null, peakMemory: /Peak memory usage: (\S+)/.exec(output)?.[1] ?? null },
      csv: {
        files: csv.nodes.length + csv.relationships.length,
        bytes: csv.bytes,
        nodes: csv.rows.nodes,
        relationships: csv.rows.relationships,
        fixups: csv.fixedProperties,
      },
    };
  } finally {
    await closeDb(db);
  }
}
