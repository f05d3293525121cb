/**
 * One ingestion run in its own process, so its peak RSS is its own. Prints one
 * JSON line (IngestRun) as the last line of stdout. Spawned by bench/run.ts.
 *
 *   tsx bench/ingest-one.ts --file F.jsonl --mode pipeline|naive|extract|parallel|bulk [--batch 250] [--workers 1]
 *
 * pipeline: ingestFiles (read, extract in --workers threads, 0 on the main
 * thread, batched writes overlapping extraction);
 * naive: the same papers, one transaction per paper (writePapers with one item);
 * extract: read and extract only, nothing written (where the time goes);
 * parallel: bench/parallel-ingest.ts (extraction in --workers threads, or inline
 * with event-loop yields when --workers 0);
 * bulk: `--bulk-import` (server/bulk-import.ts) into the bench server's empty
 * database: built in memory, CSV, neo4j-admin (its JVM's peak is in `bulk`, not
 * in this process's RSS), server start, schema.
 */
import { parseArgs } from 'node:util';
import { closeDb, openDb } from '../graph/driver.ts';
import { writePapers } from '../graph/write.ts';
import { EXTRACTOR_VERSION } from '../ingest/extract/index.ts';
import { extractPaper } from '../ingest/extract-paper.ts';
import { DEFAULT_BATCH_SIZE, DEFAULT_EXTRACT_WORKERS, ingestFiles, type WriteTiming } from '../ingest/pipeline.ts';
import { readPapers } from '../ingest/read.ts';
import { bulkImport, type BulkImportSummary } from '../server/bulk-import.ts';
import { benchConfig, benchEnv } from './lib.ts';
import { ingestParallel } from './parallel-ingest.ts';

export interface IngestRun {
  mode: 'pipeline' | 'naive' | 'extract' | 'parallel' | 'bulk';
  /** Extraction worker threads (pipeline and parallel modes; 0: on the main thread). */
  workers: number | null;
  file: string;
  batchSize: number | null;
  papers: number;
  rejected: number;
  seconds: number;
  perSecond: number;
  /** Peak resident set size of this process, MiB. */
  peakRssMiB: number;
  /** RSS samples [papers done, MiB], every 2 s. */
  rssTimeline: [number, number][];
  /** The pipeline's write batches and how much of the writing extraction waited for (pipeline mode). */
  timing?: WriteTiming;
  /** A bulk import's steps (bulk mode). */
  bulk?: Pick<BulkImportSummary, 'steps' | 'csv' | 'importTool'>;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, mode: { type: 'string', default: 'pipeline' }, batch: { type: 'string' }, workers: { type: 'string' } },
  });
  const file = values.file;
  const mode = values.mode as IngestRun['mode'];
  if (!file || !['pipeline', 'naive', 'extract', 'parallel', 'bulk'].includes(mode)) throw new Error('usage: --file F.jsonl --mode pipeline|naive|extract|parallel|bulk [--batch N] [--workers N]');
  const workers = values.workers === undefined ? (mode === 'parallel' ? 1 : DEFAULT_EXTRACT_WORKERS) : Number(values.workers);
  let timing: WriteTiming | undefined;
  let bulk: IngestRun['bulk'];
  const batchSize = values.batch ? Number(values.batch) : DEFAULT_BATCH_SIZE;
  let done = 0;
  const timeline: [number, number][] = [];
  const timer = setInterval(() => timeline.push([done, Math.round(process.memoryUsage().rss / 2 ** 20)]), 2000);
  const t0 = performance.now();
  let papers = 0;
  let rejected = 0;
  if (mode === 'bulk') {
    // bulkImport starts and stops the bench server itself; its memory settings come from benchEnv.
    process.env.NEO4J_HEAP_SIZE = benchEnv().NEO4J_HEAP_SIZE;
    process.env.NEO4J_PAGECACHE_SIZE = benchEnv().NEO4J_PAGECACHE_SIZE;
    const s = await bulkImport(benchConfig(), [file], { batchSize, extractWorkers: workers, onProgress: (p) => (done = p.written), log: (line) => process.stderr.write(`${line}\n`) });
    papers = s.added + s.updated + s.unchanged;
    rejected = s.rejected;
    timing = s.timing;
    bulk = { steps: s.steps, csv: s.csv, importTool: s.importTool };
  } else if (mode === 'extract') {
    for await (const item of readPapers(file)) {
      if (item.kind === 'error') rejected += 1;
      else {
        extractPaper(item.paper);
        papers += 1;
        done = papers;
      }
    }
  } else {
    const db = await openDb(benchConfig());
    try {
      if (mode === 'pipeline') {
        const s = await ingestFiles(db, [file], { batchSize, extractWorkers: workers, onProgress: (p) => (done = p.written) });
        papers = s.added + s.updated + s.unchanged;
        timing = s.timing;
        rejected = s.rejected;
      } else if (mode === 'parallel') {
        const s = await ingestParallel(db, [file], { batchSize, workers, onProgress: (w) => (done = w) });
        papers = s.added + s.updated + s.unchanged;
        rejected = s.rejected;
      } else {
        for await (const item of readPapers(file)) {
          if (item.kind === 'error') {
            rejected += 1;
            continue;
          }
          await writePapers(db, [{ paper: item.paper, extraction: extractPaper(item.paper) }], EXTRACTOR_VERSION);
          papers += 1;
          done = papers;
        }
      }
    } finally {
      await closeDb(db);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  const run: IngestRun = {
    mode,
    file,
    batchSize: mode === 'extract' ? null : mode === 'naive' ? 1 : batchSize,
    workers: mode === 'parallel' || mode === 'pipeline' ? workers : null,
    papers,
    rejected,
    seconds,
    perSecond: papers / seconds,
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    rssTimeline: timeline,
    timing,
    bulk,
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

await main();
