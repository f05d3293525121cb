/**
 * `tsx scripts/screenshot.ts --ide [URL] [--out FILE]`: opens the API's GraphQL
 * IDE (default http://localhost:4000/graphql; the API must be running), runs the
 * query it opens with and saves a PNG (default docs/graphiql-grpo-alfworld.png).
 *
 * `tsx scripts/screenshot.ts --query NAME [key=value …] [--out FILE]`: draws any
 * graph-returning query of queries/ in Neo4j Browser (default out
 * docs/browser-NAME.png), e.g. `--query conflicting-claims-graph`.
 *
 * `tsx scripts/screenshot.ts [--baseline GRPO] [--benchmark ALFWorld] [--out FILE]`:
 * opens Neo4j Browser in headless Chromium (/usr/bin/chromium, Debian package
 * `chromium`), connects with the configured credentials, loads
 * browser/style.grass, runs queries/methods-that-beat-graph.cypher and saves a
 * PNG (default docs/browser-grpo-alfworld.png). Needs a running server with the
 * corpus ingested (`npm run db:start`, `npm run ingest -- data/seeds/*.txt`).
 * Exit codes: 0 saved, 1 failed, 2 usage error.
 */
import path from 'node:path';
import { loadConfig, repoRoot } from '../server/config.ts';
import { runPreloadedQuery } from '../browser/graphiql.ts';
import { launchChromium, showBeatsGraph, showQueryGraph } from '../browser/neo4j-browser.ts';

const USAGE =
  'usage: tsx scripts/screenshot.ts [--baseline NAME] [--benchmark NAME|null] [--out FILE]\n' +
  '       tsx scripts/screenshot.ts --query NAME [key=value …] [--out FILE]\n' +
  '       tsx scripts/screenshot.ts --ide [URL] [--out FILE]';

async function drawQuery(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name) {
    console.error(USAGE);
    return 2;
  }
  let out = path.join(repoRoot, 'docs', `browser-${name.replace(/-graph$/, '')}.png`);
  const params: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const eq = arg.indexOf('=');
    if (arg === '--out' && rest[i + 1]) out = path.resolve(rest[++i] ?? '');
    else if (eq > 0) params[arg.slice(0, eq)] = /^\d+$/.test(arg.slice(eq + 1)) ? Number(arg.slice(eq + 1)) : arg.slice(eq + 1);
    else {
      console.error(USAGE);
      return 2;
    }
  }
  const session = await launchChromium();
  try {
    const result = await showQueryGraph(session.page, loadConfig(), { query: name, params, screenshotPath: out });
    console.log(`saved ${path.relative(process.cwd(), out) || out}`);
    console.log(`nodes: ${result.graph.nodes.map((n) => n.caption).join(', ') || '(none)'}`);
    console.log(`relationships: ${result.graph.relationships.join(', ') || '(none)'}`);
    return 0;
  } finally {
    await session.close();
  }
}

async function ide(argv: string[]): Promise<number> {
  let url = 'http://localhost:4000/graphql';
  let out = path.join(repoRoot, 'docs', 'graphiql-grpo-alfworld.png');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--out' && argv[i + 1]) out = path.resolve(argv[++i] ?? '');
    else if (/^https?:\/\//.test(arg)) url = arg;
    else {
      console.error(USAGE);
      return 2;
    }
  }
  const session = await launchChromium({ width: 1600, height: 1000 });
  try {
    const run = await runPreloadedQuery(session.page, url, { screenshotPath: out });
    const rows = Object.values(run.response.data ?? {})[0];
    console.log(`saved ${path.relative(process.cwd(), out) || out}`);
    console.log(`rows: ${Array.isArray(rows) ? rows.length : 0}${run.response.errors ? `, errors: ${run.response.errors.map((e) => e.message).join('; ')}` : ''}`);
    return run.response.errors ? 1 : 0;
  } finally {
    await session.close();
  }
}

function parse(argv: string[]): { baseline: string; benchmark: string | null; out: string } | null {
  const opts = { baseline: 'GRPO', benchmark: 'ALFWorld' as string | null, out: path.join(repoRoot, 'docs', 'browser-grpo-alfworld.png') };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) return null;
    if (flag === '--baseline') opts.baseline = value;
    else if (flag === '--benchmark') opts.benchmark = value === 'null' ? null : value;
    else if (flag === '--out') opts.out = path.resolve(value);
    else return null;
  }
  return opts;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--ide') return ide(argv.slice(1));
  if (argv[0] === '--query') return drawQuery(argv.slice(1));
  const opts = parse(argv);
  if (!opts) {
    console.error(USAGE);
    return 2;
  }
  const session = await launchChromium();
  try {
    const result = await showBeatsGraph(session.page, loadConfig(), {
      baseline: opts.baseline,
      benchmark: opts.benchmark,
      screenshotPath: opts.out,
    });
    console.log(`saved ${path.relative(process.cwd(), opts.out) || opts.out}`);
    console.log(`nodes: ${result.graph.nodes.map((n) => n.caption).join(', ') || '(none)'}`);
    console.log(`relationships: ${result.graph.relationships.join(', ') || '(none)'}`);
    return 0;
  } finally {
    await session.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
