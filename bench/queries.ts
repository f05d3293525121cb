/**
 * Query benches against the bench database: latency over HTTP with autocannon
 * (the API in its own process), the nested-fields baseline (DataLoader batches
 * vs one query per row, in process), and PROFILE / EXPLAIN of every Cypher
 * statement behind the measured fields, with the operators that read the store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { ManagedTransaction, ProfiledPlan, Plan } from 'neo4j-driver';
import type { Db } from '../graph/driver.ts';
import * as read from '../graph/read.ts';
import * as named from '../queries/reads.ts';
import { relatedWorkContext } from '../relatedwork/select.ts';
import { deletePapers, writePapers } from '../graph/write.ts';
import { EXTRACTOR_VERSION } from '../ingest/extract/index.ts';
import { extractPaper } from '../ingest/extract-paper.ts';
import { paperFromJson } from '../ingest/read.ts';
import type { CacheStats } from '../server/cache.ts';
import { benchDir, benchEnv } from './lib.ts';
import { generatePaper } from './gen-corpus.ts';

// ---------------------------------------------------------------------------
// The API process

export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

/** Starts bench/api-server.ts on BENCH_API_PORT (default 4100) and waits for READY. */
export async function startApiProcess(port = Number(process.env.BENCH_API_PORT ?? 4100), env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', `${benchDir}/api-server.ts`], {
    env: { ...benchEnv(), BENCH_API_PORT: String(port), NODE_ENV: 'development', ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error('API process did not start within 60 s')), 60_000);
    lines.on('line', (line) => {
      const m = /^READY (\S+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.once('exit', (code) => reject(new Error(`API process exited (${code}) before READY`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { url, stop };
}

// ---------------------------------------------------------------------------
// Load with autocannon

export interface LoadResult {
  name: string;
  connections: number;
  /** 'on': the API's response cache answers repeats; 'bypassed': every request sent Cache-Control: no-cache. */
  cache?: 'on' | 'bypassed';
  /** Hits / (hits + misses) of the API's cache during the row (GET /metrics before and after); null when bypassed. */
  hitRate?: number | null;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx, bodies with GraphQL errors, connection errors (timeouts included). */
  errors: number;
  /** Of which timeouts (no answer within 30 s). */
  timeouts: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

export interface TimedResponse {
  /** ms since the run started */
  t: number;
  ok: boolean;
  /** For an error: the GraphQL error's extensions.code, else "HTTP <status>", or the connection error (a 30 s timeout is "timeout"). */
  code?: string;
}

/** The code of an error response: the first GraphQL error's extensions.code, else the HTTP status. */
export function errorCode(status: number, body: string): string {
  try {
    const code = (JSON.parse(body) as { errors?: { extensions?: { code?: unknown } }[] }).errors?.[0]?.extensions?.code;
    if (typeof code === 'string') return code;
  } catch {
    // not JSON: the status says what it was
  }
  return `HTTP ${status}`;
}

/**
 * Runs autocannon against `url` with one GraphQL request body; latencies are
 * collected from every response, so p95 is exact. `onTick` runs every 250 ms
 * and may stop the run early by returning true.
 */
export async function load(opts: {
  name: string;
  url: string;
  query: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  timeline?: TimedResponse[];
  /** Every response's latency in ms, with when it was answered (ms since the run started). */
  latencies?: { t: number; ms: number }[];
  onTick?: (elapsedMs: number) => boolean | Promise<boolean>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let badBodies = 0;
  let reqErrors = 0;
  const t0 = Date.now();
  let finish: (r: autocannon.Result) => void = () => {};
  let fail: (e: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: JSON.stringify({ query: opts.query, variables: opts.variables ?? {} }),
    requests: [
      {
        onResponse: (status: number, body: string) => {
          const ok = status === 200 && !body.includes('"errors"');
          if (!ok) badBodies += 1;
          opts.timeline?.push(ok ? { t: Date.now() - t0, ok } : { t: Date.now() - t0, ok, code: errorCode(status, body) });
        },
      },
    ],
  }, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    opts.latencies?.push({ t: Date.now() - t0, ms: responseTime });
  });
  instance.on('reqError', (error: Error & { code?: string }) => {
    reqErrors += 1;
    opts.timeline?.push({ t: Date.now() - t0, ok: false, code: /time(?:d )?out/i.test(`${error?.code ?? ''} ${error?.message ?? ''}`) ? 'timeout' : (error?.code ?? 'connection error') });
  });
  let ticker: NodeJS.Timeout | null = null;
  if (opts.onTick) {
    let busy = false;
    ticker = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        if (await opts.onTick?.(Date.now() - t0)) instance.stop();
      } finally {
        busy = false;
      }
    }, 250);
  }
  const result = await finished;
  if (ticker) clearInterval(ticker);
  latencies.sort((a, b) => a - b);
  const seconds = (Date.now() - t0) / 1000;
  return {
    name: opts.name,
    connections: opts.connections,
    seconds,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors: badBodies + reqErrors,
    timeouts: result.timeouts,
  };
}

/** The API's response-cache counts (GET /metrics). */
export async function cacheStats(url: string): Promise<CacheStats> {
  const res = await fetch(new URL('/metrics', url));
  return ((await res.json()) as { cache: CacheStats }).cache;
}

/**
 * Waits (at most `maxMs`) until the API has no request in flight: requests a
 * finished row left behind (autocannon stops sending, the API still answers)
 * would otherwise be charged to the next row.
 */
export async function drain(url: string, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const res = await fetch(new URL('/metrics', url));
    if (((await res.json()) as { requestsInFlight: number }).requestsInFlight <= 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `load` with the API's cache counts read before and after: the row's hit rate.
 * With `bypass`, every request sends Cache-Control: no-cache (each runs its query).
 */
export async function loadRow(opts: Parameters<typeof load>[0] & { bypass?: boolean }): Promise<LoadResult> {
  await drain(opts.url);
  const before = await cacheStats(opts.url);
  const r = await load({ ...opts, headers: { ...opts.headers, ...(opts.bypass ? { 'cache-control': 'no-cache' } : {}) } });
  await drain(opts.url);
  const after = await cacheStats(opts.url);
  const hits = after.hits - before.hits;
  const lookups = hits + after.misses - before.misses;
  return { ...r, cache: opts.bypass ? 'bypassed' : 'on', hitRate: opts.bypass || lookups === 0 ? null : hits / lookups };
}

export interface InProcessLoad {
  concurrency: number;
  seconds: number;
  calls: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * `concurrency` callers of `fn` in this process for `seconds` (each calls again
 * as soon as its call returns): the database and driver under the same
 * concurrency as an HTTP row, without HTTP, GraphQL or a cache.
 */
export async function inProcessLoad(fn: () => Promise<unknown>, concurrency: number, seconds: number): Promise<InProcessLoad> {
  const times: number[] = [];
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { concurrency, seconds: elapsed, calls: times.length, rps: times.length / elapsed, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

export interface InProcessRow {
  name: string;
  calls: number;
  p50: number;
  p95: number;
}

/**
 * Sequential calls of the graph/read.ts or queries/reads.ts function behind each field (and `extra`):
 * database time plus driver, no HTTP. The costlier ones (claimsOfSystems, papersPage, `extra`) are
 * called at most 20 times.
 */
export async function inProcessReads(d: Db, paperId: string, calls: number, extra: [string, () => Promise<unknown>][] = []): Promise<InProcessRow[]> {
  const fns: [string, () => Promise<unknown>][] = [
    ['methodsThatBeat', () => named.methodsThatBeat(d, { baseline: 'GRPO', benchmark: 'ALFWorld', limit: 100 })],
    ['leaderboard', () => named.leaderboard(d, { benchmark: 'WebShop', limit: 50 })],
    ['papersByIds', () => read.papersByIds(d, [paperId])],
    ['mentionsByPaper', () => read.mentionsByPaper(d, [paperId])],
    ['claimsOfSystems(beats)', () => read.claimsOfSystems(d, 'beats', ['grpo'], null)],
    ['papersPage(first 50)', () => read.papersPage(d, null, 50, null)],
  ];
  const out: InProcessRow[] = [];
  for (const [name, fn] of [...fns, ...extra]) {
    for (let i = 0; i < 5; i++) await fn();
    const times: number[] = [];
    const n = ['methodsThatBeat', 'leaderboard', 'papersByIds', 'mentionsByPaper'].includes(name) ? calls : Math.min(calls, 20);
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out.push({ name, calls: n, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return out;
}

/** The GraphQL requests measured, with arguments chosen to hit busy parts of the generated graph. */
export function benchQueries(paperId: string): { name: string; query: string }[] {
  return [
    {
      name: 'methodsThatBeat',
      query: '{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } delta evidence inferred benchmark paper { id title } } }',
    },
    {
      name: 'leaderboard',
      query: '{ leaderboard(benchmark: "WebShop", limit: 50) { method { name } metric value number paper { id } } }',
    },
    {
      name: 'paper(id)',
      query: `{ paper(id: "${paperId}") { id title authors abstract methods { name evidence { sentence } } benchmarks { name } models { name } comparisons { method { name } baseline { name } benchmark delta } results { method { name } benchmark value } } }`,
    },
    {
      name: 'relatedWorkContext',
      query: '{ relatedWorkContext(input: { method: "GRPO", benchmark: "ALFWorld", limit: 10 }) { papers { id title score } notes } }',
    },
  ];
}

/** A query with nested per-paper fields: one page of papers with their facts. */
export const NESTED_QUERY =
  '{ papers(first: 50) { edges { node { id title methods { name } benchmarks { name } comparisons { method { name } baseline { name } delta } results { value } } } } }';

// ---------------------------------------------------------------------------
// Nested fields: DataLoader batches vs one query per row

export interface NestedResult {
  variant: string;
  papers: number;
  queries: number;
  p50: number;
  p95: number;
}

/**
 * The work behind NESTED_QUERY in process, twice: batched as the DataLoaders do
 * (one query per field for the whole page) and naive (one query per field per
 * paper, via the same graph/read.ts functions with one-element arrays).
 */
export async function nestedBaseline(db: Db, iterations = 30): Promise<NestedResult[]> {
  const page = await read.papersPage(db, null, 50, null);
  const ids = page.papers.map((p) => p.id);
  const run = async (variant: 'batched' | 'per-row'): Promise<NestedResult> => {
    const times: number[] = [];
    let queries = 0;
    for (let i = 0; i < iterations; i++) {
      const t = performance.now();
      queries = 1;
      await read.papersPage(db, null, 50, null);
      if (variant === 'batched') {
        await Promise.all([read.mentionsByPaper(db, ids), read.claimsByPaper(db, ids), read.resultsByPaper(db, ids)]);
        queries += 3;
      } else {
        for (const id of ids) {
          await read.mentionsByPaper(db, [id]);
          await read.claimsByPaper(db, [id]);
          await read.resultsByPaper(db, [id]);
          queries += 3;
        }
      }
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { variant, papers: ids.length, queries, p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  await run('batched');
  return [await run('batched'), await run('per-row')];
}

// ---------------------------------------------------------------------------
// Plans

export interface Captured {
  name: string;
  cypher: string;
  params: Record<string, unknown>;
  write: boolean;
}

/** A Db whose transactions record every statement they run (name from the transaction metadata). */
function recordingDb(db: Db, into: Captured[]): Db {
  const driver = db.driver;
  const wrapTx = (tx: ManagedTransaction, name: string, write: boolean): ManagedTransaction =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop === 'run') {
          return (cypher: string, params: Record<string, unknown> = {}) => {
            into.push({ name, cypher, params, write });
            return target.run(cypher, params);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
  const proxyDriver = new Proxy(driver, {
    get(target, prop, receiver) {
      if (prop !== 'session') return Reflect.get(target, prop, receiver);
      return (config: Parameters<typeof driver.session>[0]) => {
        const session = target.session(config);
        return new Proxy(session, {
          get(s, p, r) {
            if (p === 'executeRead' || p === 'executeWrite') {
              return <T>(work: (tx: ManagedTransaction) => Promise<T>, txConfig?: { metadata?: { query?: string } }) =>
                (p === 'executeRead' ? s.executeRead.bind(s) : s.executeWrite.bind(s))(
                  (tx: ManagedTransaction) => work(wrapTx(tx, txConfig?.metadata?.query ?? 'unnamed', p === 'executeWrite')),
                  txConfig,
                );
            }
            return Reflect.get(s, p, r);
          },
        });
      };
    },
  });
  return { ...db, driver: proxyDriver };
}

const SCANS = /^(AllNodesScan|NodeByLabelScan|NodeIndexScan|NodeIndexContainsScan|NodeIndexEndsWithScan|.*RelationshipTypeScan|.*AllRelationshipsScan|.*RelationshipIndexScan|.*RelationshipIndexContainsScan)$/;
const SEEKS = /(IndexSeek|UniqueIndexSeek|NodeCountFromCountStore|RelationshipCountFromCountStore|NodeByIdSeek|ProcedureCall)/;

export interface PlanReport {
  /** GraphQL field or writer step the statement serves. */
  field: string;
  /** Transaction name (graph/read.ts / graph/write.ts / queries/*.cypher). */
  name: string;
  mode: 'PROFILE' | 'EXPLAIN';
  /** Operators that find the starting rows: seeks, scans, procedure calls. */
  leaves: string[];
  scans: string[];
  dbHits: number | null;
  rows: number | null;
  ms: number | null;
  cypher: string;
  /** Every operator of the plan, in plan order (rows and db hits when PROFILEd). */
  operators: { op: string; details: string; rows: number | null; dbHits: number | null }[];
}

function operatorName(op: string): string {
  return op.replace(/@.*$/, '');
}

function walk(plan: Plan | ProfiledPlan, visit: (p: Plan | ProfiledPlan) => void): void {
  visit(plan);
  for (const child of plan.children ?? []) walk(child as Plan, visit);
}

function leafDetail(p: Plan | ProfiledPlan): string {
  const op = operatorName(p.operatorType);
  const args = p.arguments as Record<string, unknown>;
  const details = typeof args.Details === 'string' ? args.Details : '';
  return details ? `${op} ${details.slice(0, 90)}` : op;
}

/** Runs `fn` against a recording Db and returns the statements it ran. */
export async function captureStatements(db: Db, fn: (rdb: Db) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  await fn(recordingDb(db, captured));
  return captured;
}

/** PROFILE (reads) or EXPLAIN (writes) of one captured statement. */
export async function planOf(db: Db, c: Captured, field: string): Promise<PlanReport> {
  const mode = c.write ? 'EXPLAIN' : 'PROFILE';
  const session = db.driver.session({ database: db.database });
  try {
    const t = performance.now();
    const result = await session.run(`${mode} ${c.cypher}`, c.params);
    const ms = performance.now() - t;
    const plan = (mode === 'PROFILE' ? result.summary.profile : result.summary.plan) as Plan | ProfiledPlan | false;
    const leaves: string[] = [];
    const scans: string[] = [];
    let dbHits = 0;
    let rows: number | null = null;
    const operators: PlanReport['operators'] = [];
    if (plan) {
      rows = 'rows' in plan ? Number(plan.rows) : null;
      walk(plan, (p) => {
        const op = operatorName(p.operatorType);
        const details = (p.arguments as Record<string, unknown>).Details;
        operators.push({ op, details: typeof details === 'string' ? details : '', rows: 'rows' in p ? Number(p.rows) : null, dbHits: 'dbHits' in p ? Number(p.dbHits) : null });
        if ('dbHits' in p) dbHits += Number(p.dbHits);
        if ((p.children ?? []).length === 0 || SEEKS.test(op) || SCANS.test(op)) {
          if (op !== 'Argument' && !leaves.includes(leafDetail(p))) leaves.push(leafDetail(p));
        }
        if (SCANS.test(op)) scans.push(leafDetail(p));
      });
    }
    return { field, name: c.name, mode, leaves, scans, dbHits: mode === 'PROFILE' ? dbHits : null, rows, ms: mode === 'PROFILE' ? ms : null, cypher: c.cypher.trim(), operators };
  } finally {
    await session.close();
  }
}

/**
 * Captures the statements behind each measured field (by running the same
 * graph/read.ts functions the resolvers call) and PROFILEs each; captures the
 * writer's statements on a 50-paper batch (written, then deleted) and EXPLAINs
 * them.
 */
export async function profileAll(db: Db, paperId: string): Promise<PlanReport[]> {
  const fields: [string, (rdb: Db) => Promise<unknown>][] = [
    ['methodsThatBeat', (r) => named.methodsThatBeat(r, { baseline: 'GRPO', benchmark: 'ALFWorld', limit: 100 })],
    ['leaderboard', (r) => named.leaderboard(r, { benchmark: 'WebShop', limit: 50 })],
    ['paper(id)', (r) => read.papersByIds(r, [paperId])],
    ['Paper.methods/benchmarks/models', (r) => read.mentionsByPaper(r, [paperId])],
    ['Paper.comparisons', (r) => read.claimsByPaper(r, [paperId])],
    ['Paper.results', (r) => read.resultsByPaper(r, [paperId])],
    ['papers(first)', (r) => read.papersPage(r, null, 50, null)],
    ['papers(search)', (r) => read.papersPage(r, 'trajectory credit assignment', 20, null)],
    ['method(name)', (r) => read.resolveEntity(r, 'system', 'Group Relative Policy Optimization')],
    ['Method.aliases', (r) => read.aliasesByKeys(r, ['grpo'])],
    ['Method.beats', (r) => read.claimsOfSystems(r, 'beats', ['grpo'], null)],
    ['Method.beatenBy(benchmark)', (r) => read.claimsOfSystems(r, 'beatenBy', ['grpo'], 'ALFWorld')],
    ['Method.results', (r) => read.resultsOfSystems(r, ['grpo'])],
    ['Method.proposedBy', (r) => read.papersOf(r, 'proposedBy', ['grpo'])],
    ['Model.usedBy', (r) => read.papersOf(r, 'usedBy', ['qwen257b'])],
    ['Benchmark.papers', (r) => read.papersOf(r, 'evaluatedBy', ['alfworld'])],
    ['relatedWorkContext', (r) => relatedWorkContext(r, { method: 'GRPO', benchmark: 'ALFWorld', limit: 10 })],
  ];
  const reports: PlanReport[] = [];
  for (const [field, fn] of fields) {
    const captured: Captured[] = [];
    await fn(recordingDb(db, captured));
    const seen = new Set<string>();
    for (const c of captured) {
      if (seen.has(c.cypher)) continue;
      seen.add(c.cypher);
      reports.push(await planOf(db, c, field));
    }
  }
  // The writer, on 50 new papers (ids far past any bench corpus), then removed.
  const batch = Array.from({ length: 50 }, (_, k) => {
    const { record } = generatePaper(5_000_000 + k, 42);
    const paper = paperFromJson(record, `plan:${k}`);
    return { paper, extraction: extractPaper(paper) };
  });
  const captured: Captured[] = [];
  await writePapers(recordingDb(db, captured), batch, EXTRACTOR_VERSION);
  const changed = batch.map((b) => ({ ...b, paper: { ...b.paper, title: `${b.paper.title} (revised)` } }));
  await writePapers(recordingDb(db, captured), changed, EXTRACTOR_VERSION);
  await deletePapers(db, batch.map((b) => b.paper.id));
  const seen = new Set<string>();
  for (const c of captured) {
    if (seen.has(c.cypher)) continue;
    seen.add(c.cypher);
    reports.push(await planOf(db, c, 'writePapers'));
  }
  return reports;
}
