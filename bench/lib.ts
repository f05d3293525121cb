/**
 * What every bench shares: its own Neo4j server (separate home under
 * bench/out/, ports 7688/7475, so the developer's graph is never touched),
 * wiping that server's database, graph counts, store size and machine facts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDb, openDb, type Db } from '../graph/driver.ts';
import { applySchema } from '../schema/apply.ts';
import { loadConfig, repoRoot, type Config } from '../server/config.ts';
import { waitOnline } from '../server/ensure.ts';
import { generateCorpus, GENERATOR_VERSION, type CorpusSummary } from './gen-corpus.ts';
import { start, stop } from '../server/neo4j-local.ts';
import { benchQueryTimeout } from './server-options.ts';

export { waitOnline };

export const benchDir = path.join(repoRoot, 'bench');
export const outDir = path.join(benchDir, 'out');

/** The bench server's environment: its own home and ports, never NEO4J_URI. */
export function benchEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEO4J_HOME_DIR: process.env.BENCH_NEO4J_HOME ?? path.join(outDir, 'neo4j'),
    NEO4J_BOLT_PORT: process.env.BENCH_NEO4J_BOLT_PORT ?? '7688',
    NEO4J_HTTP_PORT: process.env.BENCH_NEO4J_HTTP_PORT ?? '7475',
    NEO4J_HEAP_SIZE: process.env.BENCH_NEO4J_HEAP_SIZE ?? '2g',
    NEO4J_PAGECACHE_SIZE: process.env.BENCH_NEO4J_PAGECACHE_SIZE ?? '2g',
    LITGRAPH_QUERY_TIMEOUT_MS: benchQueryTimeout(),
  };
  delete env.NEO4J_URI;
  return env;
}

export interface Corpus {
  file: string;
  summary: CorpusSummary;
  genSeconds: number | null;
}

/** bench/out/NAME.jsonl, generated unless a corpus of the same size, start, seed and generator is there. */
export async function benchCorpus(name: string, n: number, start: number, seed: number): Promise<Corpus> {
  const file = path.join(outDir, `${name}.jsonl`);
  const summaryFile = `${file}.summary.json`;
  if (existsSync(summaryFile) && existsSync(file)) {
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as CorpusSummary;
    if (summary.n === n && summary.start === start && summary.seed === seed && summary.generator === GENERATOR_VERSION) return { file, summary, genSeconds: null };
  }
  const t = performance.now();
  const summary = await generateCorpus({ n, out: file, seed, start });
  return { file, summary, genSeconds: (performance.now() - t) / 1000 };
}

export function benchConfig(): Config {
  return loadConfig(benchEnv());
}

/** Starts the bench server (heap and page cache from benchEnv) unless it runs; returns its config. */
export async function startBenchServer(log: (line: string) => void = () => {}): Promise<Config> {
  const config = benchConfig();
  const env = benchEnv();
  // neo4j-local reads memory settings from process.env when it writes neo4j.conf.
  const saved = { heap: process.env.NEO4J_HEAP_SIZE, pagecache: process.env.NEO4J_PAGECACHE_SIZE };
  process.env.NEO4J_HEAP_SIZE = env.NEO4J_HEAP_SIZE;
  process.env.NEO4J_PAGECACHE_SIZE = env.NEO4J_PAGECACHE_SIZE;
  try {
    await start(config, log);
  } finally {
    restore('NEO4J_HEAP_SIZE', saved.heap);
    restore('NEO4J_PAGECACHE_SIZE', saved.pagecache);
  }
  return config;
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

export async function stopBenchServer(): Promise<boolean> {
  return stop(benchConfig());
}

/** Opens the bench database with the schema applied. */
export async function openBenchDb(config: Config = benchConfig()): Promise<Db> {
  const db = await openDb(config);
  await applySchema(db);
  return db;
}

function databaseDirs(config: Config): string[] {
  const data = path.join(config.neo4jHome, 'data');
  return [path.join(data, 'databases', config.neo4jDatabase), path.join(data, 'transactions', config.neo4jDatabase)];
}

/**
 * Empties the bench server's database: stops the server, deletes the database's
 * store and transaction logs (users and passwords live in `system` and stay),
 * starts it again. Refuses any home outside bench/out/ unless BENCH_NEO4J_HOME
 * names it, so it can never reach the developer's .neo4j.
 */
export async function wipeBenchDatabase(log: (line: string) => void = () => {}): Promise<void> {
  const config = benchConfig();
  const home = path.resolve(config.neo4jHome);
  if (!home.startsWith(outDir + path.sep) && home !== path.resolve(process.env.BENCH_NEO4J_HOME ?? '')) {
    throw new Error(`refusing to wipe ${home}: not the bench server's home`);
  }
  await stop(config);
  for (const dir of databaseDirs(config)) rmSync(dir, { recursive: true, force: true });
  await startBenchServer(log);
  const db = await openDb(config);
  try {
    await waitOnline(db);
    await applySchema(db);
  } finally {
    await closeDb(db);
  }
}

/** Bytes under `dir` (0 when it does not exist). */
export function duBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) total += duBytes(p);
    else if (entry.isFile()) total += statSync(p).size;
  }
  return total;
}

/** Store size of the bench database: store files, and transaction logs apart. */
export function storeBytes(config: Config = benchConfig()): { store: number; txLogs: number } {
  const [store, tx] = databaseDirs(config);
  return { store: duBytes(store as string), txLogs: duBytes(tx as string) };
}

export interface GraphCounts {
  nodes: number;
  relationships: number;
  labels: Record<string, number>;
  types: Record<string, number>;
}

const LABELS = ['Paper', 'Method', 'Model', 'Benchmark', 'Alias', 'Result'] as const;
const TYPES = ['PROPOSES', 'EVALUATES_ON', 'INTRODUCES', 'COMPARES_WITH', 'USES_MODEL', 'OUTPERFORMS', 'REPORTS', 'OF', 'ON', 'ALIAS_OF'] as const;

/** Node and relationship counts, total and per label / type (from the count store: fast). */
export async function graphCounts(db: Db): Promise<GraphCounts> {
  const session = db.driver.session({ database: db.database });
  try {
    const one = async (cypher: string) => Number((await session.run(cypher)).records[0]?.get(0) ?? 0);
    const labels: Record<string, number> = {};
    for (const l of LABELS) labels[l] = await one(`MATCH (n:${l}) RETURN count(n)`);
    const types: Record<string, number> = {};
    for (const t of TYPES) types[t] = await one(`MATCH ()-[r:${t}]->() RETURN count(r)`);
    return { nodes: await one('MATCH (n) RETURN count(n)'), relationships: await one('MATCH ()-[r]->() RETURN count(r)'), labels, types };
  } finally {
    await session.close();
  }
}

/** The machine, for the BENCHMARKS.md header. */
export function machineInfo(): { cpus: number; cpuModel: string; memGiB: number; freeG: string; node: string; neo4j: string } {
  let freeG = '';
  try {
    freeG = execFileSync('free', ['-g'], { encoding: 'utf8' }).trimEnd();
  } catch {
    freeG = `${Math.round(os.totalmem() / 2 ** 30)} GiB total`;
  }
  let neo4jVersion = 'unknown';
  try {
    const jar = readdirSync(path.join(repoRoot, 'db', 'lib')).find((f) => /^neo4j-kernel-\d/.test(f));
    neo4jVersion = jar?.replace(/^neo4j-kernel-|\.jar$/g, '') ?? neo4jVersion;
  } catch {
    // no jars: version stays unknown
  }
  let cpus = os.cpus().length;
  try {
    cpus = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    // os.cpus() it is
  }
  return { cpus, cpuModel: os.cpus()[0]?.model ?? 'unknown', memGiB: Math.round(os.totalmem() / 2 ** 30), freeG, node: process.version, neo4j: neo4jVersion };
}

export const mib = (bytes: number) => bytes / 2 ** 20;
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

