/**
 * `npm run ingest -- FILE...`: adds files to the graph, with a progress display
 * and a closing summary. Exits 1 when any record was rejected, unless
 * --allow-rejects is given; exits 2 on usage errors and 3 when Neo4j fails.
 * `--bulk-import` loads an empty database of the local server through
 * `neo4j-admin database import` (server/bulk-import.ts) and exits 4 when the
 * database is not empty or the server is an external one.
 */
import { closeDb } from '../../graph/driver.ts';
import { loadConfig } from '../../server/config.ts';
import { BulkImportRefused, bulkImport } from '../../server/bulk-import.ts';
import { ensureDatabase } from '../../server/ensure.ts';
import { ingestFiles } from '../pipeline.ts';
import { formatSummary } from '../ingest-summary.ts';
import { progressLine } from '../progress.ts';
import { runCli } from './run-cli.ts';

const USAGE = 'usage: npm run ingest -- [--allow-rejects] [--batch-size=N] [--extract-workers=N] [--bulk-import] FILE...';

/** `--bulk-import`: an empty database loaded through neo4j-admin; 4 when it is refused. */
async function bulkMain(files: string[], options: { batchSize?: number; extractWorkers?: number; allowRejects: boolean }): Promise<number> {
  const started = Date.now();
  const bar = progressLine('bulk import');
  try {
    const summary = await bulkImport(loadConfig(), files, {
      batchSize: options.batchSize,
      extractWorkers: options.extractWorkers,
      log: (line) => process.stderr.write(`\r\x1b[2K${line}\n`),
      onProgress: (p) => bar.update(`${p.read} read, ${p.written} built in memory, ${p.rejected} rejected  ${p.file}`),
      onError: (e) => process.stderr.write(`\r\x1b[2Krejected ${e.message}\n`),
    });
    bar.done('finished');
    const t = summary.steps;
    console.log(formatSummary(summary, (Date.now() - started) / 1000, { inMemory: true }));
    console.log(
      `bulk import: read + extract + build ${t.extract.toFixed(1)} s, CSV ${t.csv.toFixed(1)} s (${summary.csv.nodes} nodes, ${summary.csv.relationships} relationships, ${(summary.csv.bytes / 2 ** 20).toFixed(1)} MiB), ` +
        `neo4j-admin ${t.import.toFixed(1)} s, start ${t.start.toFixed(1)} s, schema ${t.schema.toFixed(1)} s, empty lists ${t.fixups.toFixed(1)} s (${summary.csv.fixups})`,
    );
    return summary.rejected > 0 && !options.allowRejects ? 1 : 0;
  } catch (error) {
    if (!(error instanceof BulkImportRefused)) throw error;
    bar.done('refused');
    process.stderr.write(`error: ${error.message}\n`);
    return 4;
  }
}

async function main(argv: string[]): Promise<number> {
  const allowRejects = argv.includes('--allow-rejects');
  const bulk = argv.includes('--bulk-import');
  const batchArg = argv.find((a) => a.startsWith('--batch-size='));
  const workersArg = argv.find((a) => a.startsWith('--extract-workers='));
  const files = argv.filter((a) => !a.startsWith('--'));
  const batchSize = batchArg ? Number(batchArg.slice('--batch-size='.length)) : undefined;
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000)) {
    process.stderr.write(`error: --batch-size takes a whole number from 1 to 100000, not "${batchArg?.slice('--batch-size='.length)}"\n`);
    return 2;
  }
  const extractWorkers = workersArg ? Number(workersArg.slice('--extract-workers='.length)) : undefined;
  if (extractWorkers !== undefined && (!Number.isInteger(extractWorkers) || extractWorkers < 0 || extractWorkers > 16)) {
    process.stderr.write(`error: --extract-workers takes a whole number from 0 to 16, not "${workersArg?.slice('--extract-workers='.length)}"\n`);
    return 2;
  }
  const unknownFlags = argv.filter((a) => a.startsWith('--') && a !== '--allow-rejects' && a !== '--bulk-import' && a !== batchArg && a !== workersArg);
  if (unknownFlags.length) {
    process.stderr.write(`error: unknown option ${unknownFlags.join(' ')}\n${USAGE}\n`);
    return 2;
  }
  if (files.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (bulk) return bulkMain(files, { batchSize, extractWorkers, allowRejects });
  const db = await ensureDatabase(config, (line) => process.stderr.write(`${line}\n`));
  const started = Date.now();
  const bar = progressLine('ingest');
  try {
    const summary = await ingestFiles(db, files, {
      batchSize,
      extractWorkers,
      onProgress: (p) => bar.update(`${p.read} read, ${p.written} written, ${p.rejected} rejected  ${p.file}`),
      onError: (e) => process.stderr.write(`\r\x1b[2Krejected ${e.message}\n`),
      retry: { attempts: config.ingestRetryAttempts, onRetry: (_n, _ms, _e, message) => process.stderr.write(`\r\x1b[2K${message}\n`) },
    });
    bar.done('finished');
    console.log(formatSummary(summary, (Date.now() - started) / 1000));
    return summary.rejected > 0 && !allowRejects ? 1 : 0;
  } finally {
    await closeDb(db);
  }
}

runCli(main, 3);
