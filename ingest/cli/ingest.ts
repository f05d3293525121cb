/**
 * `npm run ingest -- FILE...`: adds files to the graph, with a progress display
 * and a closing summary. Exits 1 when any record was rejected, unless
 * --allow-rejects is given; exits 2 on usage errors and 3 when Neo4j fails.
 */
import { closeDb } from '../../graph/driver.ts';
import { loadConfig } from '../../server/config.ts';
import { ensureDatabase } from '../../server/ensure.ts';
import { ingestFiles } from '../pipeline.ts';
import { formatSummary } from '../ingest-summary.ts';
import { progressLine } from '../progress.ts';
import { runCli } from './run-cli.ts';

async function main(argv: string[]): Promise<number> {
  const allowRejects = argv.includes('--allow-rejects');
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
  const unknownFlags = argv.filter((a) => a.startsWith('--') && a !== '--allow-rejects' && a !== batchArg && a !== workersArg);
  if (unknownFlags.length) {
    process.stderr.write(`error: unknown option ${unknownFlags.join(' ')}\nusage: npm run ingest -- [--allow-rejects] [--batch-size=N] [--extract-workers=N] FILE...\n`);
    return 2;
  }
  if (files.length === 0) {
    process.stderr.write('usage: npm run ingest -- [--allow-rejects] [--batch-size=N] [--extract-workers=N] FILE...\n');
    return 2;
  }
  const config = loadConfig();
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
