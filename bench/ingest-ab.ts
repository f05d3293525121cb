/**
 * Ingestion runs alternated on the bench server, for A/B on a shared machine:
 * before each run every node of the bench database is deleted (the schema
 * stays), a 2,000-abstract corpus is ingested and deleted (a warm JVM and plan
 * cache), then bench/ingest-one.ts ingests FILE in its own process. One JSON
 * line per run: seconds, papers/s, peak RSS, the pipeline's write timing and the
 * load average before and after.
 *
 *   npx tsx bench/ingest-ab.ts FILE pipeline:0 pipeline:1 pipeline:0 pipeline:1 extract
 *
 * A run is MODE[:WORKERS] (bench/ingest-one.ts --mode, --workers). The bench
 * server must be running (BENCH_NEO4J_BOLT_PORT and friends, bench/lib.ts), and
 * the warm-up corpus at bench/out/warmup-ab.jsonl is generated when missing.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDb, openDb } from '../graph/driver.ts';
import { generateCorpus } from './gen-corpus.ts';
import { runIngestOne } from './ingest-child.ts';
import { benchConfig, outDir } from './lib.ts';


async function deleteAll(): Promise<void> {
  const db = await openDb(benchConfig());
  const session = db.driver.session({ database: db.database });
  try {
    await session.run('MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS');
  } finally {
    await session.close();
    await closeDb(db);
  }
}

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const [file, ...runs] = process.argv.slice(2);
if (!file || runs.length === 0) throw new Error('usage: npx tsx bench/ingest-ab.ts FILE MODE[:WORKERS]...');
const warmup = path.join(outDir, 'warmup-ab.jsonl');
if (!existsSync(warmup)) await generateCorpus({ n: 2000, out: warmup, seed: 42, start: 1_100_000 });
for (const run of runs) {
  await deleteAll();
  await runIngestOne(['--file', warmup, '--mode', 'pipeline', '--workers', '0']);
  await deleteAll();
  const [mode, workers] = run.split(':');
  const argv = ['--file', file, '--mode', mode as string, ...(workers === undefined ? [] : ['--workers', workers])];
  const loadBefore = load();
  const r = await runIngestOne(argv);
  console.log(JSON.stringify({ run, seconds: Number(r.seconds.toFixed(1)), perSecond: Math.round(r.perSecond), papers: r.papers, peakRssMiB: r.peakRssMiB, timing: r.timing, loadBefore, loadAfter: load() }));
}
