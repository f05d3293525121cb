/**
 * How long a restarted Neo4j takes to answer the API's headline read (issue 16):
 * restarts the bench server (its own home and ports, bench/lib.ts) and times,
 * from just before the java process is spawned: the Bolt and HTTP ports open,
 * a fresh driver's `RETURN 1` answered, one methodsThatBeat alone (skipped with
 * --cold32), then 32 concurrent methodsThatBeat (first and last answer).
 *
 *   tsx bench/cold-start.ts --setup            fresh 10,000-paper graph on the bench server (c10000, seed 42)
 *   tsx bench/cold-start.ts --runs 3 [--cold32] [--label X]   one JSON line per run on stdout
 *
 * Variants are set through the environment server/neo4j-local.ts reads when it
 * builds the java command line: NEO4J_JIT=quick, NEO4J_CDS=off (the official
 * scripts' options: NEO4J_CDS=off without NEO4J_JIT). The first start with
 * class-data sharing records the archive (kept at the next clean stop), so
 * the run after it is the first that maps it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDb, openDb, type Db } from '../graph/driver.ts';
import * as named from '../queries/reads.ts';
import { generateCorpus } from './gen-corpus.ts';
import { portOpen } from '../server/neo4j-local.ts';
import { benchConfig, benchDir, benchEnv, outDir, startBenchServer, stopBenchServer, wipeBenchDatabase } from './lib.ts';

const { values: args } = parseArgs({
  options: {
    setup: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    cold32: { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
    clients: { type: 'string', default: '32' },
    stop: { type: 'boolean', default: false },
    steady: { type: 'string', default: '0' },
  },
});
const log = (line: string) => process.stderr.write(`[cold ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const loadAvg = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const PARAMS = { baseline: 'GRPO', benchmark: 'ALFWorld', limit: 100 };

async function setup(): Promise<void> {
  const file = path.join(outDir, 'c10000.jsonl');
  if (!existsSync(file)) await generateCorpus({ n: 10_000, out: file, seed: 42, start: 0 });
  await wipeBenchDatabase(log);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'ingest-one.ts'), '--file', file, '--mode', 'pipeline'], {
      env: benchEnv(),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ingest exited ${code}`))));
  });
}

async function untilAnswers(db: Db): Promise<void> {
  for (const deadline = Date.now() + 180_000; ; ) {
    try {
      await db.driver.executeQuery('RETURN 1', {}, { database: db.database });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** CPU seconds (user + system, all threads) the bench Neo4j has used so far; null when its pid is unknown. */
function neo4jCpu(): number | null {
  try {
    const pid = readFileSync(path.join(benchConfig().neo4jHome, 'neo4j.pid'), 'utf8').trim();
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function run(): Promise<Record<string, unknown>> {
  await stopBenchServer();
  const loadStart = loadAvg();
  const t0 = Date.now();
  const ms = () => Date.now() - t0;
  let bolt: number | null = null;
  const config = benchConfig();
  const watching = (async () => {
    while (bolt === null && ms() < 180_000) {
      if (await portOpen(config.boltPort, '127.0.0.1', 200)) bolt = ms();
      else await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await startBenchServer();
  const ports = ms();
  await watching;
  const cpu: Record<string, number | null> = { ports: neo4jCpu() };
  const db = await openDb(benchConfig(), { verify: false });
  try {
    await untilAnswers(db);
    const return1 = ms();
    cpu.return1 = neo4jCpu();
    let alone: number | null = null;
    if (!args.cold32) {
      const a = Date.now();
      await named.methodsThatBeat(db, PARAMS);
      alone = Date.now() - a;
      cpu.alone = neo4jCpu();
    }
    const c = Date.now();
    let failed = 0;
    const times = await Promise.all(
      Array.from({ length: Number(args.clients) }, async () => {
        await named.methodsThatBeat(db, PARAMS).catch(() => (failed += 1));
        return Date.now() - c;
      }),
    );
    cpu.all32 = neo4jCpu();
    const c2 = Date.now();
    await named.methodsThatBeat(db, PARAMS);
    const after = Date.now() - c2;
    // Steady state: a mixed round of reads repeated for --steady seconds (the first half warms), ms per round.
    let steadyMs: number | null = null;
    const steadyS = Number(args.steady);
    if (steadyS > 0) {
      const round = async () => {
        await named.methodsThatBeat(db, PARAMS);
        await named.methodsThatBeat(db, { baseline: 'GRPO', limit: 100 });
        await named.topBaselines(db, { limit: 20 });
        await named.conflictingClaims(db, { limit: 20 });
        await named.leaderboard(db, { benchmark: 'ALFWorld', limit: 20 });
      };
      const half = Date.now() + (steadyS * 1000) / 2;
      while (Date.now() < half) await round();
      const rounds: number[] = [];
      for (const end = Date.now() + (steadyS * 1000) / 2; Date.now() < end; ) {
        const a = Date.now();
        await round();
        rounds.push(Date.now() - a);
      }
      rounds.sort((x, y) => x - y);
      steadyMs = rounds[Math.floor(rounds.length / 2)] ?? null;
    }
    return {
      label: args.label,
      steadyMs,
      cold32: args.cold32,
      bolt,
      ports,
      return1,
      alone,
      first32: Math.min(...times),
      last32: Math.max(...times),
      failed,
      allDone: ms(),
      cpu,
      after,
      loadStart,
      loadEnd: loadAvg(),
      at: new Date().toISOString().slice(11, 19),
    };
  } finally {
    await closeDb(db);
  }
}

if (args.setup) await setup();
for (let i = 0; i < Number(args.runs); i++) {
  const r = await run();
  process.stdout.write(`${JSON.stringify(r)}\n`);
}
if (args.stop) await stopBenchServer();
