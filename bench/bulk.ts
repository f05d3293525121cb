/**
 * The bulk import (`npm run ingest -- --bulk-import`, server/bulk-import.ts)
 * against the normal ingest, and the graph at 1M, on the bench server (its own
 * home and ports: bench/lib.ts). Run through bench/run.ts:
 *
 *   npm run bench -- --bulk [--sizes 100000]   per size: read + extract alone, the normal ingest (after a
 *                                              2,000-abstract warm-up, deleted) and the bulk import, each
 *                                              in its own process, end to end; the two graphs' canonical
 *                                              SHA-256 (graph/digest.ts) compared
 *   npm run bench -- --full [--sizes 100000,1000000]   per size: the bulk import, then the query rows
 *                                              (in process and over HTTP, 8 clients, no cache), in one table
 *
 * Writes bench/results/bulk.json (or full.json) and bench/out/BENCHMARKS.bulk.md (or .full.md); each row
 * carries the load average at its start (the machine is shared). BENCHMARKS.md is not rewritten.
 */
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graphDigest, type GraphDigest } from '../graph/digest.ts';
import { closeDb, openDb, type Db } from '../graph/driver.ts';
import { relatedWorkContext } from '../relatedwork/select.ts';
import { repoRoot } from '../server/config.ts';
import { runIngestOne } from './ingest-child.ts';
import type { IngestRun } from './ingest-one.ts';
import { benchConfig, benchCorpus, benchDir, fmt, graphCounts, outDir, stopBenchServer, waitOnline, wipeBenchDatabase, type GraphCounts } from './lib.ts';
import { benchQueries, inProcessReads, loadRow, NESTED_QUERY, startApiProcess, type LoadResult } from './queries.ts';

const loadAvg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Row {
  label: string;
  run: IngestRun;
  loadAvg: string;
  counts?: GraphCounts;
  digest?: GraphDigest;
}

interface QueryRow {
  name: string;
  where: 'in process' | 'HTTP x8, no cache';
  p50: number;
  p95: number;
  calls: number;
  errors?: number;
}

interface SizeResult {
  n: number;
  extractOnly?: Row;
  normal?: Row;
  bulk: Row;
  sameGraph?: boolean;
  queries?: { loadAvg: string; graphPapers: number; rows: QueryRow[] };
}

async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(benchConfig());
  try {
    await waitOnline(db);
    return await fn(db);
  } finally {
    await closeDb(db);
  }
}

async function queries(seconds: number, log: (line: string) => void): Promise<NonNullable<SizeResult['queries']>> {
  const paperId = '2001.00001';
  const la = loadAvg();
  const { rows, graphPapers } = await withDb(async (db) => {
    const related: [string, () => Promise<unknown>] = [
      'relatedWorkContext',
      () => relatedWorkContext(db, { method: 'GRPO', benchmark: 'ALFWorld', limit: 10 }),
    ];
    const timed = await inProcessReads(db, paperId, 50, [related]);
    return { rows: timed.map((r): QueryRow => ({ ...r, where: 'in process' })), graphPapers: (await graphCounts(db)).labels.Paper ?? 0 };
  });
  const api = await startApiProcess();
  try {
    for (const q of [...benchQueries(paperId), { name: 'papers(first: 50) nested', query: NESTED_QUERY }]) {
      const r: LoadResult = await loadRow({ name: q.name, url: api.url, query: q.query, connections: 8, seconds, bypass: true });
      rows.push({ name: q.name, where: 'HTTP x8, no cache', p50: r.p50, p95: r.p95, calls: r.requests, errors: r.errors });
      log(`  ${q.name} HTTP x8: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms`);
    }
  } finally {
    await api.stop();
  }
  return { loadAvg: la, graphPapers, rows };
}

/** Deletes a warm-up ingest, all but the graph's version node (which keeps the migrations applied to it). */
async function deleteWarmup(db: Db): Promise<void> {
  const session = db.driver.session({ database: db.database });
  try {
    await session.run('MATCH ()-[r]->() CALL (r) { DELETE r } IN TRANSACTIONS OF 5000 ROWS');
    await session.run('MATCH (n) WHERE NOT n:GraphVersion CALL (n) { DELETE n } IN TRANSACTIONS OF 5000 ROWS');
  } finally {
    await session.close();
  }
}

async function row(label: string, file: string, argv: string[], log: (line: string) => void): Promise<Row> {
  const la = loadAvg();
  log(`${label} (load ${la})`);
  const run = await runIngestOne(['--file', file, ...argv]);
  log(`  ${run.seconds.toFixed(1)} s, ${fmt(run.perSecond)}/s, peak RSS ${run.peakRssMiB} MiB${run.bulk ? `, steps ${JSON.stringify(run.bulk.steps)}` : ''}`);
  return { label, run, loadAvg: la };
}

export async function bulkBench(opts: { mode: 'bulk' | 'full'; sizes: number[]; seed: number; seconds: number; log: (line: string) => void }): Promise<void> {
  const { log } = opts;
  const results: { date: string; command: string; loadAvgStart: string; loadAvgEnd: string; sizes: SizeResult[] } = {
    date: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`,
    loadAvgStart: loadAvg(),
    loadAvgEnd: '',
    sizes: [],
  };
  const resultsFile = path.join(benchDir, 'results', `${opts.mode}.json`);
  const mdFile = path.join(outDir, `BENCHMARKS.${opts.mode}.md`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const save = () => {
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(mdFile, markdown(results.sizes, opts.mode));
  };
  const warmup = await benchCorpus('warmup', 2000, 1_100_000, opts.seed);
  try {
    for (const n of opts.sizes) {
      const c = await benchCorpus(`c${n}`, n, 0, opts.seed);
      log(`${fmt(n)} abstracts: ${c.file}`);
      const size: Partial<SizeResult> = { n };
      if (opts.mode === 'bulk') {
        size.extractOnly = await row(`read + extract alone, ${fmt(n)}`, c.file, ['--mode', 'extract'], log);
        await wipeBenchDatabase(log);
        await runIngestOne(['--file', warmup.file, '--mode', 'pipeline']);
        await withDb(deleteWarmup);
        size.normal = await row(`normal ingest, ${fmt(n)}`, c.file, ['--mode', 'pipeline'], log);
        size.normal.counts = await withDb(graphCounts);
        size.normal.digest = await withDb(graphDigest);
        log(
          `  digest ${size.normal.digest.sha256.slice(0, 16)} (${fmt(size.normal.digest.nodes)} nodes, ${fmt(size.normal.digest.relationships)} relationships)`,
        );
      }
      await wipeBenchDatabase(log);
      size.bulk = await row(`bulk import, ${fmt(n)}`, c.file, ['--mode', 'bulk'], log);
      size.bulk.counts = await withDb(graphCounts);
      if (opts.mode === 'bulk') {
        size.bulk.digest = await withDb(graphDigest);
        size.sameGraph = size.bulk.digest.sha256 === size.normal?.digest?.sha256;
        log(`  digest ${size.bulk.digest.sha256.slice(0, 16)}: ${size.sameGraph ? 'the same graph' : 'NOT the same graph'}`);
      } else {
        size.queries = await queries(opts.seconds, log);
      }
      results.sizes.push(size as SizeResult);
      save();
    }
  } finally {
    await stopBenchServer();
    rmSync(path.join(benchConfig().neo4jHome, 'import', 'bulk'), { recursive: true, force: true });
  }
  results.loadAvgEnd = loadAvg();
  save();
  log(`figures: ${path.relative(repoRoot, resultsFile)}, ${path.relative(repoRoot, mdFile)}`);
}

const n1 = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '–' : x.toFixed(1));

function markdown(sizes: SizeResult[], mode: 'bulk' | 'full'): string {
  const lines: string[] = [];
  if (mode === 'bulk') {
    lines.push(
      '| abstracts | read + extract alone | normal ingest | bulk import | normal / extract | bulk / extract | normal / bulk | same graph (SHA-256) | peak RSS normal / bulk MiB | load avg (extract / normal / bulk) |',
      '|---:|---:|---:|---:|---:|---:|---:|---|---|---|',
    );
    for (const s of sizes) {
      const e = s.extractOnly?.run.seconds ?? NaN;
      const nm = s.normal?.run.seconds ?? NaN;
      const b = s.bulk.run.seconds;
      lines.push(
        `| ${fmt(s.n)} | ${n1(e)} s | ${n1(nm)} s | ${n1(b)} s | ${(nm / e).toFixed(2)}x | ${(b / e).toFixed(2)}x | ${(nm / b).toFixed(2)}x | ${s.sameGraph ? `yes (${s.bulk.digest?.sha256.slice(0, 12)})` : 'no'} | ${s.normal?.run.peakRssMiB} / ${s.bulk.run.peakRssMiB} | ${s.extractOnly?.loadAvg} / ${s.normal?.loadAvg} / ${s.bulk.loadAvg} |`,
      );
    }
  }
  lines.push(
    '',
    '| abstracts | bulk import s | built in memory s | CSV s (MiB) | neo4j-admin s (its peak) | start s | schema s | empty lists s | papers / nodes / relationships | peak RSS MiB | load avg |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|',
  );
  for (const s of sizes) {
    const st = s.bulk.run.bulk?.steps;
    const csv = s.bulk.run.bulk?.csv;
    lines.push(
      `| ${fmt(s.n)} | ${n1(s.bulk.run.seconds)} | ${n1(st?.extract)} | ${n1(st?.csv)} (${n1((csv?.bytes ?? NaN) / 2 ** 20)}) | ${n1(st?.import)} (${s.bulk.run.bulk?.importTool.peakMemory ?? '–'}) | ${n1(st?.start)} | ${n1(st?.schema)} | ${n1(st?.fixups)} | ${fmt(s.bulk.counts?.labels.Paper ?? 0)} / ${fmt(s.bulk.counts?.nodes ?? 0)} / ${fmt(s.bulk.counts?.relationships ?? 0)} | ${s.bulk.run.peakRssMiB} | ${s.bulk.loadAvg} |`,
    );
  }
  const last = sizes.at(-1);
  if (last) {
    const tl = last.bulk.run.rssTimeline;
    lines.push(
      '',
      `RSS of the ${fmt(last.n)} bulk import's process (papers built, MiB), sampled every 2 s: ${tl
        .filter((_, i) => i % Math.max(1, Math.floor(tl.length / 12)) === 0)
        .map(([p, m]) => `${fmt(p)}: ${m}`)
        .join(', ')}`,
    );
  }
  if (mode === 'full') {
    const names = [...new Map(sizes.flatMap((s) => s.queries?.rows ?? []).map((r) => [`${r.name}|${r.where}`, r])).values()];
    lines.push(
      '',
      `| query | where | ${sizes.map((s) => `${fmt(s.queries?.graphPapers ?? s.n)} papers p50 / p95 ms`).join(' | ')} |`,
      `|---|---|${sizes.map(() => '---:|').join('')}`,
    );
    for (const q of names) {
      const cells = sizes.map((s) => {
        const r = s.queries?.rows.find((x) => x.name === q.name && x.where === q.where);
        return r ? `${n1(r.p50)} / ${n1(r.p95)}${r.errors ? ` (${r.errors} errors)` : ''}` : '–';
      });
      lines.push(`| ${q.name} | ${q.where} | ${cells.join(' | ')} |`);
    }
    lines.push(`| (load avg at the start of the rows) | | ${sizes.map((s) => s.queries?.loadAvg ?? '–').join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
