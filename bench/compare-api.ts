/**
 * The same GraphQL load against the API of this checkout and the API of another
 * checkout (a worktree of an older commit), both on the graph the bench server
 * holds now, rows alternating so that the machine's load falls on both alike:
 * how much a change moved the latency clients see.
 *
 *   git worktree add /tmp/before <commit> && ln -s $PWD/node_modules /tmp/before/node_modules
 *   npx tsx bench/compare-api.ts --other /tmp/before [--seconds 10] [--query methodsThatBeat]
 *
 * Rows: the other checkout's API; this one's with Cache-Control: no-cache (every
 * request runs its Cypher); this one's answered by its response cache. The
 * other API may predate GET /metrics, so rows are separated by a pause, not by
 * waiting for its requests in flight. Prints a Markdown table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { benchDir, benchEnv, fmt, startBenchServer } from './lib.ts';
import { benchQueries, load, loadRow, type LoadResult } from './queries.ts';

const { values: args } = parseArgs({
  options: {
    other: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    query: { type: 'string', default: 'methodsThatBeat' },
    connections: { type: 'string', default: '1,8,32' },
  },
});
if (!args.other) throw new Error('usage: --other /path/to/another/checkout [--seconds 10] [--query methodsThatBeat] [--connections 1,8,32]');
const seconds = Number(args.seconds);
const q = benchQueries('2001.00001').find((x) => x.name === args.query);
if (!q) throw new Error(`no bench query named ${args.query}`);

/** Starts `<root>/bench/api-server.ts` on `port` with the bench server's environment. */
async function api(root: string, port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'api-server.ts')], {
    cwd: root,
    env: { ...benchEnv(), BENCH_API_PORT: String(port), NODE_ENV: 'development' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${root}: API did not start within 60 s`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^READY (\S+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.once('exit', (code) => reject(new Error(`${root}: API exited (${code}) before READY`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const pause = () => new Promise((r) => setTimeout(r, 3000));

await startBenchServer();
const port = Number(process.env.BENCH_API_PORT ?? 4100);
const other = await api(path.resolve(args.other), port + 1);
const mine = await api(path.dirname(benchDir), port + 2);
const rows: { variant: string; r: LoadResult }[] = [];
try {
  for (const url of [other.url, mine.url]) await load({ name: q.name, url, query: q.query, connections: 8, seconds: 3 });
  for (const connections of args.connections.split(',').map(Number)) {
    await pause();
    rows.push({ variant: `other checkout (${path.basename(path.resolve(args.other))})`, r: await load({ name: q.name, url: other.url, query: q.query, connections, seconds }) });
    rows.push({ variant: 'this checkout, no cache', r: await loadRow({ name: q.name, url: mine.url, query: q.query, connections, seconds, bypass: true }) });
    rows.push({ variant: 'this checkout, cache', r: await loadRow({ name: q.name, url: mine.url, query: q.query, connections, seconds }) });
    for (const { variant, r } of rows.slice(-3)) process.stderr.write(`${q.name} x${connections} ${variant}: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms\n`);
  }
} finally {
  other.stop();
  mine.stop();
}
console.log(`| query | connections | API | p50 | p95 | p99 | req/s | requests | errors |`);
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
for (const { variant, r } of rows) {
  const hit = r.hitRate === null || r.hitRate === undefined ? '' : ` (hits ${fmt(100 * r.hitRate, 1)}%)`;
  console.log(`| ${r.name} | ${r.connections} | ${variant}${hit} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.rps)} | ${fmt(r.requests)} | ${r.errors} |`);
}
process.exit(0);
