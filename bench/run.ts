/**
 * `npm run bench`: the scale suite on this machine, against its own Neo4j
 * (bench/out/neo4j, ports 7688/7475, API 4100; BENCH_NEO4J_HOME, BENCH_NEO4J_BOLT_PORT,
 * BENCH_NEO4J_HTTP_PORT and BENCH_API_PORT move them; the developer's graph is never touched).
 * Generates corpora, checks the generator against the extractor, measures
 * ingestion (sizes, batch sizes, naive baseline, variants, incremental), query
 * latency over HTTP, plans, and load under a Neo4j restart; writes the figures
 * to bench/results/*.json and its sections of BENCHMARKS.md.
 *
 *   npm run bench                      1k, 10k, 100k; writes BENCHMARKS.md
 *   npm run bench -- --quick           1k only, short loads; writes bench/out/BENCHMARKS.quick.md
 *   npm run bench -- --adversarial     only extraction on adversarial inputs (no Neo4j; ~30 s); writes its section
 *   npm run bench -- --restart-only    only load under restart (8 and 32 clients) on a fresh 10k graph; writes its section
 *   npm run bench -- --queries-only    the query rows on the graph the bench server holds now (no
 *                                      corpora, no ingestion); writes bench/out/BENCHMARKS.queries.md
 *   npm run bench -- --bulk            normal ingest vs `--bulk-import` vs read + extract alone at 100k (--sizes),
 *                                      the two graphs' SHA-256 compared (bench/bulk.ts)
 *   npm run bench -- --full            `--bulk-import` of 100k and 1M with RSS sampled, then the query rows
 *                                      at both sizes in one table (bench/bulk.ts)
 *   options: --sizes 1000,10000 --seconds 10 --skip-restart --keep-server --write --restart-clients 8,32
 *            --reuse-graph (with --restart-only: the graph the bench server holds, when it has papers)
 *
 * Every loop is bounded, everything listens on loopback, and the bench stops
 * the API process and its Neo4j server when it ends (also on Ctrl-C).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDb, openDb, type Db } from '../graph/driver.ts';
import * as named from '../queries/reads.ts';
import { DEFAULT_BATCH_SIZE, DEFAULT_EXTRACT_WORKERS } from '../ingest/pipeline.ts';
import { repoRoot } from '../server/config.ts';
import { checkCorpus } from './check-corpus.ts';
import { combineSummaries, type CorpusSummary } from './gen-corpus.ts';
import { runIngestOne } from './ingest-child.ts';
import type { IngestRun } from './ingest-one.ts';
import {
  benchConfig,
  benchCorpus,
  benchDir,
  benchEnv,
  fmt,
  graphCounts,
  machineInfo,
  mib,
  outDir,
  startBenchServer,
  stopBenchServer,
  storeBytes,
  waitOnline,
  wipeBenchDatabase,
  type Corpus,
  type GraphCounts,
} from './lib.ts';
import {
  benchQueries,
  inProcessLoad,
  inProcessReads,
  load,
  loadRow,
  NESTED_QUERY,
  nestedBaseline,
  profileAll,
  startApiProcess,
  type ApiProcess,
  type InProcessLoad,
  type InProcessRow,
  type LoadResult,
  type NestedResult,
  type PlanReport,
} from './queries.ts';
import { restartUnderLoad, RESTART_QUERY, type RestartResult } from './restart.ts';
import { serverOptions } from './server-options.ts';
import { adversarialTable, runAdversarialBench, type AdversarialResult } from './adversarial.ts';
import { claimAccess, rewritePlans, type Rewrite } from './rewrites.ts';
import { bulkBench } from './bulk.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    seconds: { type: 'string' },
    'skip-restart': { type: 'boolean', default: false },
    'restart-only': { type: 'boolean', default: false },
    'restart-clients': { type: 'string', default: '8,32' },
    adversarial: { type: 'boolean', default: false },
    'skip-queries': { type: 'boolean', default: false },
    'queries-only': { type: 'boolean', default: false },
    'keep-server': { type: 'boolean', default: false },
    'reuse-graph': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    bulk: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    seed: { type: 'string', default: '42' },
  },
});
const quick = args.quick ?? false;
/** A partial run: one section only, written to BENCHMARKS.md (the other sections stay as they are). */
const only: 'adversarial' | 'restart' | null = args.adversarial ? 'adversarial' : args['restart-only'] ? 'restart' : null;
const restartClients = (args['restart-clients'] ?? '8,32').split(',').map(Number);
const queriesOnly = args['queries-only'] ?? false;
const sizes = (args.sizes ?? (quick ? '1000' : only === 'restart' ? '10000' : '1000,10000,100000')).split(',').map(Number).sort((a, b) => a - b);
const loadSeconds = Number(args.seconds ?? (quick ? 3 : 10));
const seed = Number(args.seed);
const largest = sizes.at(-1) as number;
const sweepSize = sizes.includes(10_000) ? 10_000 : (sizes[0] as number);
const mdFile = queriesOnly && !args.write
  ? path.join(outDir, 'BENCHMARKS.queries.md')
  : quick && !args.write
    ? path.join(outDir, 'BENCHMARKS.quick.md')
    : path.join(repoRoot, 'BENCHMARKS.md');
const resultsFile = queriesOnly
  ? path.join(outDir, 'queries-only.json')
  : path.join(benchDir, 'results', quick ? 'quick.json' : only ? `${only}.json` : 'latest.json');

const log = (line: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const loadAvg = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

// ---------------------------------------------------------------------------
// Corpora

const corpus = (name: string, n: number, start: number): Promise<Corpus> => benchCorpus(name, n, start, seed);

// ---------------------------------------------------------------------------
// Ingestion runs

interface IngestRow extends IngestRun {
  label: string;
  corpusPapers: number;
  graphPapersBefore: number;
  storeMiB: number;
  txLogMiB: number;
  counts: GraphCounts;
  /** "ok" or the counts that differ from the generator's expectation. */
  check: string;
  loadAvg: string;
}

function checkCounts(c: GraphCounts, expected: CorpusSummary['expected']): string {
  const pairs: [string, number, number][] = [
    ['Paper', c.labels.Paper ?? 0, expected.papers],
    ['Method', c.labels.Method ?? 0, expected.methods],
    ['Model', c.labels.Model ?? 0, expected.models],
    ['Benchmark', c.labels.Benchmark ?? 0, expected.benchmarks],
    ['Result', c.labels.Result ?? 0, expected.results],
    ['PROPOSES', c.types.PROPOSES ?? 0, expected.proposes],
    ['EVALUATES_ON', c.types.EVALUATES_ON ?? 0, expected.evaluatesOn],
    ['USES_MODEL', c.types.USES_MODEL ?? 0, expected.usesModel],
    ['COMPARES_WITH', c.types.COMPARES_WITH ?? 0, expected.comparesWith],
    ['OUTPERFORMS', c.types.OUTPERFORMS ?? 0, expected.outperforms],
    ['REPORTS', c.types.REPORTS ?? 0, expected.results],
    ['INTRODUCES', c.types.INTRODUCES ?? 0, 0],
  ];
  const diffs = pairs.filter(([, got, want]) => got !== want).map(([k, got, want]) => `${k} ${got}≠${want}`);
  return diffs.length === 0 ? 'ok' : diffs.join(', ');
}

let db: Db | null = null;
async function benchDb(): Promise<Db> {
  if (!db) {
    db = await openDb(benchConfig());
    await waitOnline(db);
  }
  return db;
}
async function dropDb(): Promise<void> {
  if (db) await closeDb(db);
  db = null;
}

/**
 * Community Neo4j has no checkpoint procedure, and store files only reach
 * their size on disk at a checkpoint; a clean stop checkpoints. So a row's
 * store size is measured at the next stop of the server (the wipe before the
 * next row, or the stop before the queries).
 */
let storeOwner: IngestRow | null = null;
async function stopAndMeasureStore(): Promise<void> {
  await dropDb();
  await stopBenchServer();
  if (storeOwner) {
    const s = storeBytes();
    storeOwner.storeMiB = mib(s.store);
    storeOwner.txLogMiB = mib(s.txLogs);
    storeOwner = null;
  }
}

/** Empty database, then a small warm-up ingest and delete so the JVM and plan cache are warm. */
async function freshGraph(warmup: Corpus): Promise<void> {
  await stopAndMeasureStore();
  await wipeBenchDatabase(log);
  await runIngestOne(['--file', warmup.file, '--mode', 'pipeline']);
  const d = await benchDb();
  const session = d.driver.session({ database: d.database });
  try {
    await session.run('MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS');
  } finally {
    await session.close();
  }
}

async function ingestRow(label: string, c: Corpus, argv: string[], expected: CorpusSummary['expected']): Promise<IngestRow> {
  const d = await benchDb();
  const before = (await graphCounts(d)).labels.Paper ?? 0;
  const la = loadAvg();
  log(`${label}: ${argv.join(' ')} (load ${la})`);
  const run = await runIngestOne(['--file', c.file, ...argv]);
  const counts = await graphCounts(d);
  const row: IngestRow = {
    ...run,
    label,
    corpusPapers: c.summary.n,
    graphPapersBefore: before,
    storeMiB: NaN,
    txLogMiB: NaN,
    counts,
    check: checkCounts(counts, expected),
    loadAvg: la,
  };
  storeOwner = row;
  log(`  ${fmt(run.perSecond)} abstracts/s, ${run.seconds.toFixed(1)} s, peak RSS ${run.peakRssMiB} MiB, check ${row.check}`);
  return row;
}

// ---------------------------------------------------------------------------
// Queries

const HEADLINE = 'methodsThatBeat';

/** The results file keeps each plan's summary, not its every operator (those only feed the tables). */
const withoutOperators = (key: string, value: unknown) => (key === 'operators' ? undefined : value);

/**
 * The query rows on the graph the bench server holds: every measured GraphQL
 * request over HTTP at 1, 8 and 32 connections, once answered by the API's
 * response cache (the same request repeated: hits after the first) and once
 * with Cache-Control: no-cache (every request runs its Cypher); the headline
 * question in process at the same concurrencies; nested fields; plans; rewrites.
 */
async function runQueries(d: Db, api: ApiProcess): Promise<NonNullable<Results['queries']>> {
  const paperId = '2001.00001';
  const graphPapers = (await graphCounts(d)).labels.Paper ?? 0;
  log(`queries over HTTP at ${fmt(graphPapers)} papers (load ${loadAvg()})`);
  const loads: LoadResult[] = [];
  for (const q of benchQueries(paperId)) {
    await load({ name: q.name, url: api.url, query: q.query, connections: 8, seconds: Math.min(3, loadSeconds) });
    for (const connections of [1, 8, 32]) {
      for (const bypass of [false, true]) {
        const r = await loadRow({ name: q.name, url: api.url, query: q.query, connections, seconds: loadSeconds, bypass });
        const cache = bypass ? 'no cache' : `cache hit rate ${r.hitRate === null || r.hitRate === undefined ? '–' : (100 * r.hitRate).toFixed(1)}%`;
        log(`  ${q.name} x${connections} (${cache}): p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ${r.errors} errors`);
        loads.push(r);
      }
    }
  }
  const nestedHttp: LoadResult[] = [];
  for (const connections of [1, 8]) {
    for (const bypass of [false, true]) nestedHttp.push(await loadRow({ name: 'papers(first: 50) with nested facts', url: api.url, query: NESTED_QUERY, connections, seconds: loadSeconds, bypass }));
  }
  log('in-process calls, nested baseline, plans, rewrites');
  const inProc = await inProcessReads(d, paperId, quick ? 30 : 100);
  const headline = () => named.methodsThatBeat(d, { baseline: 'GRPO', benchmark: 'ALFWorld', limit: 100 });
  const inProcessLoads: InProcessLoad[] = [];
  for (const concurrency of [1, 8, 32]) {
    const r = await inProcessLoad(headline, concurrency, loadSeconds);
    log(`  ${HEADLINE} in process x${concurrency}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms, ${r.rps.toFixed(0)} calls/s`);
    inProcessLoads.push(r);
  }
  const nested = await nestedBaseline(d, quick ? 5 : 20);
  const plans = await profileAll(d, paperId);
  const rewrites = await rewritePlans(d, quick ? 20 : 50);
  return { graphPapers, loads, nestedHttp, inProcess: inProc, inProcessLoads, nested, plans, rewrites };
}

// ---------------------------------------------------------------------------

interface Results {
  date: string;
  command: string;
  machine: ReturnType<typeof machineInfo>;
  loadAvgStart: string;
  loadAvgEnd: string;
  quick: boolean;
  sizes: number[];
  corpora: { name: string; n: number; genSeconds: number | null; bytes: number; expected: CorpusSummary['expected'] }[];
  generatorCheck: { checked: number; mismatches: number; fields: Record<string, number>; msPerAbstract: number };
  extractBench: unknown;
  extractOnly: IngestRun | null;
  ingestion: IngestRow[];
  sweep: IngestRow[];
  naive: IngestRow | null;
  variants: IngestRow[];
  incremental: { empty: IngestRow | null; onto: IngestRow | null };
  queries: {
    graphPapers: number;
    loads: LoadResult[];
    nestedHttp: LoadResult[];
    inProcess: InProcessRow[];
    /** methodsThatBeat in process at the HTTP rows' concurrencies. */
    inProcessLoads: InProcessLoad[];
    nested: NestedResult[];
    plans: PlanReport[];
    rewrites: Rewrite[];
  } | null;
  restart: RestartResult[] | null;
  adversarial: AdversarialResult | null;
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  if (args.bulk || args.full) {
    const mode = args.full ? 'full' : 'bulk';
    const bulkSizes = (args.sizes ?? (mode === 'full' ? '100000,1000000' : '100000')).split(',').map(Number);
    await bulkBench({ mode, sizes: bulkSizes, seed, seconds: Number(args.seconds ?? 10), log });
    return;
  }
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const results: Results = {
    date: new Date().toISOString(),
    command: `${serverOptions()}npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    machine: machineInfo(),
    loadAvgStart: loadAvg(),
    loadAvgEnd: '',
    quick,
    sizes,
    corpora: [],
    generatorCheck: { checked: 0, mismatches: 0, fields: {}, msPerAbstract: 0 },
    extractBench: null,
    extractOnly: null,
    ingestion: [],
    sweep: [],
    naive: null,
    variants: [],
    incremental: { empty: null, onto: null },
    queries: null,
    restart: null,
    adversarial: null,
  };
  if (only === 'adversarial') {
    log('extraction on adversarial inputs (bench/adversarial.ts)');
    results.adversarial = runAdversarialBench({ log });
    results.loadAvgEnd = loadAvg();
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    writeMarkdown(results, ['Extraction on adversarial inputs']);
    log(`figures: ${path.relative(repoRoot, resultsFile)}, ${path.relative(repoRoot, mdFile)}`);
    return;
  }
  if (only === 'restart') {
    await restartOnly(results);
    return;
  }

  if (queriesOnly) {
    await queriesOnlyRun(results);
    return;
  }

  log(`corpora ${sizes.join(', ')} (seed ${seed})`);
  const corpora = new Map<number, Corpus>();
  for (const n of sizes) corpora.set(n, await corpus(`c${n}`, n, 0));
  const inc = await corpus(`inc1k-after-${largest}`, 1000, largest);
  const warmup = await corpus('warmup', 2000, 1_100_000);
  for (const [name, c] of [...[...corpora].map(([n, c]) => [`c${n}`, c] as const), [`inc1k-after-${largest}`, inc] as const]) {
    const { statSync } = await import('node:fs');
    results.corpora.push({ name, n: c.summary.n, genSeconds: c.genSeconds, bytes: statSync(c.file).size, expected: c.summary.expected });
  }

  log('generator vs extractor on 2,000 abstracts');
  const check = checkCorpus({ n: 2000, seed, start: 0 });
  const fields: Record<string, number> = {};
  for (const m of check.mismatches) fields[m.field] = (fields[m.field] ?? 0) + 1;
  results.generatorCheck = { checked: check.checked, mismatches: check.mismatches.length, fields, msPerAbstract: check.ms / check.checked };

  const extractBenchFile = path.join(benchDir, 'extract.bench.ts');
  if (existsSync(extractBenchFile)) {
    log('extraction bench (bench/extract.bench.ts)');
    const mod = (await import(extractBenchFile)) as { runExtractBench?: (o: object) => unknown };
    results.extractBench = mod.runExtractBench?.({ minAbstracts: quick ? 5_000 : 20_000, baselineAbstracts: quick ? 200 : 1_000 }) ?? null;
  }
  log('extraction on adversarial inputs (bench/adversarial.ts)');
  results.adversarial = runAdversarialBench({ log });
  log(`read + extract only, ${fmt(largest)} abstracts`);
  results.extractOnly = await runIngestOne(['--file', (corpora.get(largest) as Corpus).file, '--mode', 'extract']);

  let api: ApiProcess | null = null;
  const cleanup = async () => {
    await api?.stop();
    api = null;
    await dropDb();
    if (!args['keep-server']) await stopBenchServer();
  };
  process.once('SIGINT', () => {
    log('interrupted: stopping the API and the bench Neo4j');
    void cleanup().finally(() => process.exit(130));
  });

  try {
    log(`bench Neo4j (${path.relative(repoRoot, benchConfig().neo4jHome)}, bolt ${benchConfig().boltPort})`);
    await startBenchServer(log);
    const small = corpora.get(sizes[0] as number) as Corpus;
    const sweep = corpora.get(sweepSize) as Corpus;

    await freshGraph(warmup);
    results.naive = await ingestRow(`naive, ${fmt(small.summary.n)}`, small, ['--mode', 'naive'], small.summary.expected);

    for (const b of [50, 1000]) {
      await freshGraph(warmup);
      results.sweep.push(await ingestRow(`batch ${b}, ${fmt(sweepSize)}`, sweep, ['--mode', 'pipeline', '--batch', String(b)], sweep.summary.expected));
    }
    for (const w of [0, 1]) {
      await freshGraph(warmup);
      const what = w === 0 ? 'inline extraction with event-loop yields' : `${w} extraction worker`;
      results.variants.push(await ingestRow(`${what}, ${fmt(sweepSize)}`, sweep, ['--mode', 'parallel', '--workers', String(w)], sweep.summary.expected));
    }
    if (largest >= 100_000) {
      await freshGraph(warmup);
      const big = corpora.get(largest) as Corpus;
      results.variants.push(await ingestRow(`inline extraction with event-loop yields, ${fmt(largest)}`, big, ['--mode', 'parallel', '--workers', '0'], big.summary.expected));
    }
    await freshGraph(warmup);
    results.incremental.empty = await ingestRow('1,000 new into an empty graph', inc, ['--mode', 'pipeline'], inc.summary.expected);

    for (const n of sizes) {
      await freshGraph(warmup);
      const c = corpora.get(n) as Corpus;
      const row = await ingestRow(`pipeline, ${fmt(n)}`, c, ['--mode', 'pipeline'], c.summary.expected);
      results.ingestion.push(row);
      if (n === sweepSize) results.sweep.splice(1, 0, row);
    }
    const big = corpora.get(largest) as Corpus;
    results.incremental.onto = await ingestRow(`1,000 new onto ${fmt(largest)}`, inc, ['--mode', 'pipeline'], combineSummaries(big.summary, inc.summary).expected);

    await stopAndMeasureStore();
    await startBenchServer(log);
    if (!args['skip-queries']) {
      const d = await benchDb();
      api = await startApiProcess();
      results.queries = await runQueries(d, api);
      if (!args['skip-restart']) {
        await api.stop();
        api = null;
        await dropDb();
        restartGraphPapers = results.queries.graphPapers;
        results.restart = await restartRuns();
      }
    }
  } finally {
    await cleanup();
  }
  results.loadAvgEnd = loadAvg();
  writeFileSync(resultsFile, `${JSON.stringify(results, withoutOperators, 2)}\n`);
  writeMarkdown(results);
  log(`figures: ${path.relative(repoRoot, resultsFile)}, ${path.relative(repoRoot, mdFile)}`);
}

/** --queries-only: the query rows on whatever graph the bench server holds (nothing generated, ingested or wiped). */
async function queriesOnlyRun(results: Results): Promise<void> {
  let api: ApiProcess | null = null;
  try {
    log(`bench Neo4j (${path.relative(repoRoot, benchConfig().neo4jHome)}, bolt ${benchConfig().boltPort}), queries only`);
    await startBenchServer(log);
    const d = await benchDb();
    api = await startApiProcess();
    results.queries = await runQueries(d, api);
  } finally {
    await api?.stop();
    await dropDb();
    if (!args['keep-server']) await stopBenchServer();
  }
  results.loadAvgEnd = loadAvg();
  writeFileSync(resultsFile, `${JSON.stringify(results, withoutOperators, 2)}\n`);
  writeMarkdown(results);
  log(`figures: ${path.relative(repoRoot, resultsFile)}, ${path.relative(repoRoot, mdFile)}`);
}

// ---------------------------------------------------------------------------
// Load under restart

/**
 * One restart per client count, each against a fresh API process with the
 * default query timeout (as `npm start` runs it, not the bench's 60 s), warmed
 * with 3 s of the same load first.
 */
async function restartRuns(): Promise<RestartResult[]> {
  const out: RestartResult[] = [];
  for (const connections of restartClients) {
    const api = await startApiProcess(undefined, { LITGRAPH_QUERY_TIMEOUT_MS: '' });
    try {
      await load({ name: 'warm-up', url: api.url, query: RESTART_QUERY, connections, seconds: 3 });
      log(`load under restart: ${connections} connections on methodsThatBeat, Neo4j stopped and started once (load ${loadAvg()})`);
      const r = await restartUnderLoad(api.url, { connections, before: quick ? 5 : 10, after: quick ? 5 : 15, maxSeconds: 150 });
      log(
        `  first answer ${r.recoveryAfterStartRequestedMs} ms after the start was requested, ${r.recoveryAfterStartMs} ms after the ports opened (${r.recoveryAfterDbReadyMs} ms after a fresh driver's), 90% throughput after ${r.recovery90AfterStartMs} ms; errors ${JSON.stringify(r.errorsByCode)}; hung ${r.hung}`,
      );
      out.push(r);
    } finally {
      await api.stop();
    }
  }
  return out;
}

/** `--restart-only`: the bench server with a fresh graph of the smallest corpus size, then the restart runs. */
async function restartOnly(results: Results): Promise<void> {
  const n = sizes[0] as number;
  const c = await corpus(`c${n}`, n, 0);
  process.once('SIGINT', () => {
    log('interrupted: stopping the bench Neo4j');
    void dropDb()
      .then(() => (args['keep-server'] ? undefined : stopBenchServer()))
      .finally(() => process.exit(130));
  });
  try {
    const reuse = args['reuse-graph'] && (await startBenchServer(log)) && ((await graphCounts(await benchDb())).labels.Paper ?? 0) > 0;
    if (!reuse) {
      await wipeBenchDatabase(log);
      log(`ingest ${fmt(n)} abstracts`);
      await runIngestOne(['--file', c.file, '--mode', 'pipeline']);
    }
    await dropDb();
    results.restart = await restartRuns();
    const d = await benchDb();
    restartGraphPapers = (await graphCounts(d)).labels.Paper ?? 0;
  } finally {
    await dropDb();
    if (!args['keep-server']) await stopBenchServer();
  }
  results.loadAvgEnd = loadAvg();
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeMarkdown(results, ['Load under restart']);
  log(`figures: ${path.relative(repoRoot, resultsFile)}, ${path.relative(repoRoot, mdFile)}`);
}
let restartGraphPapers: number | null = null;

// ---------------------------------------------------------------------------
// BENCHMARKS.md: this script owns the sections between its markers and leaves
// everything else in the file as it is.

const n0 = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? '–' : fmt(n));
const n1 = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? '–' : fmt(n, 1));

function ingestTable(rows: IngestRow[]): string[] {
  const out = [
    '| run | abstracts | graph before | seconds | abstracts/s | peak RSS MiB | store MiB | nodes | relationships | planted facts in graph | load avg |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    out.push(
      `| ${r.label} | ${n0(r.papers)} | ${n0(r.graphPapersBefore)} | ${n1(r.seconds)} | ${n0(r.perSecond)} | ${r.peakRssMiB} | ${n1(r.storeMiB)} | ${n0(r.counts.nodes)} | ${n0(r.counts.relationships)} | ${r.check === 'ok' ? 'all (counts equal)' : r.check} | ${r.loadAvg} |`,
    );
  }
  return out;
}

function section(name: string, body: string[]): string {
  return [`<!-- BEGIN bench/run.ts: ${name} -->`, ...body, `<!-- END bench/run.ts: ${name} -->`].join('\n');
}

function replaceSection(doc: string, name: string, body: string[]): string {
  const begin = `<!-- BEGIN bench/run.ts: ${name} -->`;
  const end = `<!-- END bench/run.ts: ${name} -->`;
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  if (i >= 0 && j > i) return doc.slice(0, i) + section(name, body) + doc.slice(j + end.length);
  return `${doc.trimEnd()}\n\n${section(name, body)}\n`;
}

/** Writes the sections of `r` to BENCHMARKS.md; `sections` names the only ones to replace (a partial run). */
function writeMarkdown(r: Results, sections?: string[]): void {
  const m = r.machine;
  const header = [
    '## Scale: method and machine',
    '',
    `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC with \`${r.command}\` (figures also in \`${path.relative(repoRoot, resultsFile)}\`).`,
    `Machine: ${m.cpus} cores (\`nproc\`), ${m.cpuModel}, ${m.memGiB} GiB RAM; Node ${m.node}; Neo4j Community ${m.neo4j} (bench server: heap ${benchEnv().NEO4J_HEAP_SIZE}, page cache ${benchEnv().NEO4J_PAGECACHE_SIZE}).`,
    `Load average (1/5/15 min) at start ${r.loadAvgStart}, at end ${r.loadAvgEnd}: the machine is shared with other work, so figures carry that noise; each row gives the load average when it started.`,
    '',
    '```',
    m.freeG,
    '```',
    '',
    `The bench runs its own Neo4j (home \`${path.relative(repoRoot, benchConfig().neo4jHome)}\`, Bolt ${benchConfig().boltPort}, HTTP ${benchConfig().httpPort}; \`BENCH_NEO4J_HOME\`, \`BENCH_NEO4J_BOLT_PORT\`, \`BENCH_NEO4J_HTTP_PORT\` and \`BENCH_API_PORT\` move it) and only ever wipes that one;` +
      ' each ingestion row starts from an empty database warmed with a 2,000-abstract ingest (then deleted), so rows measure steady state, not JVM warm-up. Corpora come from `bench/gen-corpus.ts` (seed ' +
      `${seed}); the "planted facts" column compares node and relationship counts with the generator's expectation (papers, methods, models, benchmarks, results, and every fact relationship).`,
    '',
    `Generator vs extractor: on ${fmt(r.generatorCheck.checked)} generated abstracts, ${r.generatorCheck.mismatches} fields differ between planted and extracted facts${r.generatorCheck.mismatches ? ` (${JSON.stringify(r.generatorCheck.fields)})` : ''} (\`npx tsx bench/check-corpus.ts --n 2000\`).`,
    '',
    '| corpus | abstracts | MiB | generated in s | expected papers / methods / models / benchmarks | expected PROPOSES / EVALUATES_ON / USES_MODEL / COMPARES_WITH / OUTPERFORMS / results |',
    '|---|---:|---:|---:|---|---|',
    ...r.corpora.map(
      (c) =>
        `| ${c.name} | ${fmt(c.n)} | ${n1(mib(c.bytes))} | ${c.genSeconds === null ? 'cached' : n1(c.genSeconds)} | ${fmt(c.expected.papers)} / ${fmt(c.expected.methods)} / ${fmt(c.expected.models)} / ${fmt(c.expected.benchmarks)} | ${fmt(c.expected.proposes)} / ${fmt(c.expected.evaluatesOn)} / ${fmt(c.expected.usesModel)} / ${fmt(c.expected.comparesWith)} / ${fmt(c.expected.outperforms)} / ${fmt(c.expected.results)} |`,
    ),
  ];

  const eb = r.extractBench as { abstractsPerSecond?: number; abstracts?: number; baselineAbstractsPerSecond?: number; speedup?: number; peakRssMb?: number } | null;
  const ingestion = [
    '## Ingestion',
    '',
    'End to end: read JSON Lines, extract, write to Neo4j, each run in its own process (peak RSS is that process\'s). "pipeline" is `ingestFiles` (ingest/pipeline.ts) with its default batch of ' +
      `${DEFAULT_BATCH_SIZE} papers per transaction and ${DEFAULT_EXTRACT_WORKERS} extraction worker thread${DEFAULT_EXTRACT_WORKERS === 1 ? '' : 's'}. Store MiB is the size of the database's store files (\`du\` of data/databases/neo4j, transaction logs apart) after a clean stop, which checkpoints (Community has no checkpoint procedure); the incremental row's store is the whole graph after it.`,
    '',
    '### By corpus size (pipeline)',
    '',
    ...ingestTable(r.ingestion),
    '',
    'RSS over the largest run (papers written, MiB), sampled every 2 s: ' +
      (r.ingestion.at(-1)?.rssTimeline.filter((_, i, a) => i % Math.max(1, Math.floor(a.length / 12)) === 0).map(([p, m]) => `${fmt(p)}: ${m}`).join(', ') ?? '–'),
    '',
    '### Batch size',
    '',
    ...ingestTable(r.sweep),
    '',
    '### Baseline: one transaction per abstract',
    '',
    ...(r.naive ? ingestTable([r.naive]) : ['not run']),
    '',
    '### Where the time goes',
    '',
    `Read + extract only (no database), ${fmt(r.extractOnly?.papers ?? 0)} abstracts: ${n1(r.extractOnly?.seconds)} s, ${n0(r.extractOnly?.perSecond)} abstracts/s, peak RSS ${r.extractOnly?.peakRssMiB ?? '–'} MiB.`,
    eb
      ? `Extraction bench (\`bench/extract.bench.ts\`, seed abstracts, one core): ${n0(eb.abstractsPerSecond)} abstracts per CPU second over ${fmt(eb.abstracts ?? 0)} abstracts, ${n1(eb.speedup)}x a full compromise parse (${n0(eb.baselineAbstractsPerSecond)}/s); peak RSS ${eb.peakRssMb} MB.`
      : 'Extraction bench: `bench/extract.bench.ts` not present when this ran (slot kept).',
    '',
    'Variants (bench/parallel-ingest.ts: same reads, dedupe and `writePapers` batches of ' +
      `${DEFAULT_BATCH_SIZE}, one write in flight; only the extraction scheduling differs):`,
    '',
    ...ingestTable(r.variants),
    '',
    '### Incremental: 1,000 new abstracts',
    '',
    ...ingestTable([r.incremental.empty, r.incremental.onto].filter((x): x is IngestRow => x !== null)),
  ];

  const q = r.queries;
  const queries = [
    '## Queries',
    '',
    ...(q
      ? [
          `Over HTTP (the API in its own process, autocannon in the bench process, all on this machine) at ${fmt(q.graphPapers)} papers; ${loadSeconds} s per row after a 3 s warm-up; latencies in ms from every response (exact percentiles); errors = non-2xx, GraphQL errors in the body, connection errors and timeouts. Each request is measured twice: "cache" rows repeat one request, which the API's response cache answers after the first (hit rate from its GET /metrics over the row); "no cache" rows send \`Cache-Control: no-cache\`, so every request runs its Cypher, as every row did before the cache.`,
          '',
          '| query | connections | cache | p50 | p95 | p99 | max | req/s | requests | errors |',
          '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|',
          ...[...q.loads, ...q.nestedHttp].map(
            (l) =>
              `| ${l.name} | ${l.connections} | ${l.cache === 'bypassed' ? 'no cache' : `hits ${l.hitRate === null || l.hitRate === undefined ? '–' : `${fmt(100 * l.hitRate, 1)}%`}`} | ${n1(l.p50)} | ${n1(l.p95)} | ${n1(l.p99)} | ${n1(l.max)} | ${n0(l.rps)} | ${fmt(l.requests)} | ${l.errors} |`,
          ),
          '',
          `${HEADLINE} (GRPO on ALFWorld), the API over the same call in process (\`queries/reads.ts\` methodsThatBeat: database and driver, no HTTP, GraphQL or cache) at the same concurrency, ${loadSeconds} s each; the ratio is API p95 / in-process p95 (what HTTP, GraphQL and the API process add; at 8 and 32 clients also their share of the 2 cores):`,
          '',
          '| connections | in process p50 | in process p95 | API no cache p50 | API no cache p95 | no cache / in process (p95) | API cache p50 | API cache p95 | cache / in process (p95) | cache hit rate |',
          '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...q.inProcessLoads.map((ip) => {
            const fresh = q.loads.find((l) => l.name === HEADLINE && l.connections === ip.concurrency && l.cache === 'bypassed');
            const cached = q.loads.find((l) => l.name === HEADLINE && l.connections === ip.concurrency && l.cache === 'on');
            const ratio = (l: LoadResult | undefined) => (l ? `${fmt(l.p95 / ip.p95, 2)}` : '–');
            return `| ${ip.concurrency} | ${n1(ip.p50)} | ${n1(ip.p95)} | ${n1(fresh?.p50)} | ${n1(fresh?.p95)} | ${ratio(fresh)} | ${n1(cached?.p50)} | ${n1(cached?.p95)} | ${ratio(cached)} | ${cached?.hitRate === null || cached?.hitRate === undefined ? '–' : `${fmt(100 * cached.hitRate, 1)}%`} |`;
          }),
          '',
          'In process, sequential (database and driver time, no HTTP or GraphQL), ms:',
          '',
          '| graph/read.ts call | calls | p50 | p95 |',
          '|---|---:|---:|---:|',
          ...q.inProcess.map((x) => `| ${x.name} | ${x.calls} | ${n1(x.p50)} | ${n1(x.p95)} |`),
          '',
          'Nested fields, 50 papers with methods, benchmarks, comparisons, results (in process, sequential): batched as the DataLoaders do vs one query per field per paper (the same graph/read.ts functions with one-element arrays):',
          '',
          '| variant | papers | queries per request | p50 ms | p95 ms |',
          '|---|---:|---:|---:|---:|',
          ...q.nested.map((x) => `| ${x.variant} | ${x.papers} | ${x.queries} | ${n1(x.p50)} | ${n1(x.p95)} |`),
          '',
          '### Plans',
          '',
          'Every statement behind the measured fields, PROFILEd with the bench arguments (writer statements EXPLAINed on a 50-paper batch, new and then revised). "Starts from" lists the operators that find the first rows; a scan there reads every node of a label (or every relationship of a type) and grows with the corpus.',
          '',
          '| field | statement | starts from | scans | db hits | rows |',
          '|---|---|---|---|---:|---:|',
          ...q.plans.map(
            (p) =>
              `| ${p.field} | ${p.name} | ${p.leaves.map((l) => `\`${l.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 80)}\``).join('<br>')} | ${p.scans.length ? `**${p.scans.map((s) => s.replace(/\|/g, '\\|').slice(0, 60)).join(', ')}**` : 'none'} | ${p.dbHits === null ? 'EXPLAIN' : fmt(p.dbHits)} | ${p.rows === null ? '' : fmt(p.rows)} |`,
          ),
          '',
          ...(q.rewrites.length
            ? [
                'Rewritten statements next to what they replaced (bench/rewrites.ts; the old text in bench/reference/ or in the script), on this graph with the same parameters: PROFILE db hits, how the plan reaches the claims (the operators reading OUTPERFORMS, with the rows each produced), and sequential in-process latency, the two run alternately (ms):',
                '',
                '| statement | parameters | before: claims reached by | before db hits | after: claims reached by | after db hits | before p50 / p95 | after p50 / p95 | same rows |',
                '|---|---|---|---:|---|---:|---:|---:|---|',
                ...q.rewrites.map(
                  (w) =>
                    `| ${w.name} | ${w.params} | ${claimAccess(w.before)} | ${n0(w.before.dbHits)} | ${claimAccess(w.after)} | ${n0(w.after.dbHits)} | ${n1(w.timing.before.p50)} / ${n1(w.timing.before.p95)} | ${n1(w.timing.after.p50)} / ${n1(w.timing.after.p95)} | ${w.sameRows ? 'yes' : 'NO'} |`,
                ),
              ]
            : []),
        ]
      : ['not run']),
  ];

  const rs = r.restart;
  const sec = (ms: number | null) => (ms === null ? '–' : `${n1(ms / 1000)} s`);
  const msOr = (ms: number | null, none: string) => (ms === null ? none : `${n0(ms)} ms`);
  const restart = [
    '## Load under restart',
    '',
    ...(rs?.length
      ? [
          `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC with \`${r.command}\` (load average at start ${r.loadAvgStart}, at end ${r.loadAvgEnd})${restartGraphPapers !== null ? ` on a graph of ${fmt(restartGraphPapers)} papers` : ''}. autocannon on methodsThatBeat against the API in its own process (a fresh one per row, default 10 s query timeout, warmed with 3 s of the same load); the bench Neo4j stopped (SIGTERM, clean shutdown) and started again right after; the API process was not restarted. While the database is up the response cache answers (each request still reads the graph's version from Neo4j first, so no answer is served while it is away). Times are from the start of the load; "start requested" is when the stopped server's java process is spawned again (right after "stopped"), "ports open" when Neo4j accepts connections on Bolt and HTTP again, "fresh driver" when a new driver's first read answers. Throughput back means the last second held 90% of the ok responses per second before the stop. Hung: responses slower than the API's deadline on a transaction (${n1((rs[0]?.hungAfterMs ?? 0) / 1000)} s: the query timeout plus twice the 3 s connection wait, graph/driver.ts), and requests unanswered in 30 s.`,
          '',
          '| clients | ok/s before | stop requested | stopped | ports open | fresh driver answers | first API answer | first answer after start requested | first answer after ports open | 90% throughput after ports open | outage (stop to first answer) | responses | errors by code | hung | slowest response |',
          '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
          ...rs.map(
            (x) =>
              `| ${x.connections} | ${n0(x.rpsBefore)} | ${sec(x.stopAt)} | ${sec(x.stoppedAt)} | ${sec(x.startedAt)} | ${sec(x.dbReadyAt)} | ${sec(x.firstOkAfterAt)} | ${msOr(x.recoveryAfterStartRequestedMs ?? null, 'did not recover')} | ${msOr(x.recoveryAfterStartMs, 'did not recover')} | ${msOr(x.recovery90AfterStartMs, 'not reached')} | ${sec(x.outageMs)} | ${fmt(x.load.requests)} | ${Object.entries(x.errorsByCode).sort((a, b) => b[1] - a[1]).map(([code, k]) => `${code} ${fmt(k)}`).join(', ') || 'none'} | ${fmt(x.hung)} | ${msOr(x.maxLatencyMs, '–')} |`,
          ),
          '',
          ...rs.map((x) => `Per second at ${x.connections} clients (ok / errors): ${x.perSecond.map(([s, ok, err]) => `${s}s ${ok}/${err}`).join(', ')}`),
        ]
      : ['not run']),
  ];

  const ad = r.adversarial;
  const adversarial = [
    '## Extraction on adversarial inputs',
    '',
    ...(ad
      ? [
          `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC with \`${r.command}\` (load average at start ${r.loadAvgStart}). \`extract()\` on each family of \`bench/adversarial-inputs.ts\` at ${ad.sizes.map((n) => fmt(n)).join(', ')} characters (${fmt(ad.maxChars)} is the largest abstract the ingest and the API accept, MAX_ABSTRACT_CHARS). CPU ms per call, the least of ${ad.reps} rounds (each size extracted for at least 40 ms of CPU per round). Exponent: log2 of the time ratio per doubling (1 linear, 2 quadratic); a family is flagged when its exponent over the range, or over the last doubling (read only from 10 ms up), exceeds ${ad.exponentLimit}, or when one extraction at ${fmt(ad.maxChars)} characters takes more than ${ad.budgetMs} ms (the API's extraction budget per abstract: 5 s / 50). The invariants (no throw, evidence offsets, same output twice) are checked at the largest size by \`test/adversarial.test.ts\`.`,
          '',
          ...adversarialTable(ad),
          '',
          `Flagged: ${ad.flagged.length ? ad.flagged.join(', ') : 'none'}.`,
        ]
      : ['not run']),
  ];

  let doc = existsSync(mdFile)
    ? readFileSync(mdFile, 'utf8')
    : '# Benchmarks\n\nFigures measured on this project\'s own hardware. Sections marked `bench/run.ts` are rewritten by `npm run bench`; other sections are kept as they are.\n';
  if (queriesOnly) {
    doc = replaceSection(doc, 'Queries', [...queries, '', `(\`${r.command}\`, ${r.date.slice(0, 16).replace('T', ' ')} UTC, load average ${r.loadAvgStart} at start, ${r.loadAvgEnd} at end.)`]);
  } else {
    const all: [string, string[]][] = [
      ['Method', header],
      ['Ingestion', ingestion],
      ['Queries', queries],
      ['Load under restart', restart],
      ['Extraction on adversarial inputs', adversarial],
    ];
    for (const [name, body] of all) if (!sections || sections.includes(name)) doc = replaceSection(doc, name, body);
  }
  writeFileSync(mdFile, doc.endsWith('\n') ? doc : `${doc}\n`);
}

await main();
