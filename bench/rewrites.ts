/**
 * Statements rewritten for speed, measured against what they replaced on the
 * same graph with the same parameters in one run: PROFILE db hits of each, the
 * operators that find the first rows, sequential in-process latency (the two
 * alternated, so machine load falls on both alike), and a check that both return
 * the same rows. The current statement is captured at run time from the function
 * the API calls (queries/reads.ts runs the queries/ files; graph/read.ts); what it
 * replaced is in bench/reference/ (a whole file) or given here as the changed
 * MATCH part.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../graph/driver.ts';
import * as read from '../graph/read.ts';
import * as named from '../queries/reads.ts';
import { runQuery } from '../queries/run.ts';
import { parseQuery } from '../queries/load.ts';
import { benchDir } from './lib.ts';
import { captureStatements, percentile, planOf, type Captured, type PlanReport } from './queries.ts';

export interface Rewrite {
  name: string;
  /** The parameters both ran with. */
  params: string;
  before: PlanReport;
  after: PlanReport;
  sameRows: boolean;
  /** Sequential in-process calls of each statement (ms): database and driver time. */
  timing: { calls: number; before: { p50: number; p95: number }; after: { p50: number; p95: number } };
  cypher: string;
}

/** The text of a statement as it was before (bench/reference/NAME.before.cypher). */
function reference(name: string): string {
  const file = path.join(benchDir, 'reference', `${name}.before.cypher`);
  return parseQuery(file, readFileSync(file, 'utf8')).cypher;
}

async function rows(db: Db, c: Captured): Promise<string> {
  const session = db.driver.session({ database: db.database });
  try {
    const r = await session.run(c.cypher, c.params);
    // Element ids differ between two runs of a path query only if the graph changed; compare them too.
    return JSON.stringify(r.records.map((x) => x.toObject()));
  } finally {
    await session.close();
  }
}

async function timeBoth(db: Db, before: Captured, after: Captured, calls: number): Promise<Rewrite['timing']> {
  const session = db.driver.session({ database: db.database });
  const run = async (c: Captured) => {
    const t = performance.now();
    await session.executeRead((tx) => tx.run(c.cypher, c.params));
    return performance.now() - t;
  };
  try {
    for (let i = 0; i < 5; i++) {
      await run(before);
      await run(after);
    }
    const tb: number[] = [];
    const ta: number[] = [];
    for (let i = 0; i < calls; i++) {
      tb.push(await run(before));
      ta.push(await run(after));
    }
    tb.sort((a, b) => a - b);
    ta.sort((a, b) => a - b);
    return { calls, before: { p50: percentile(tb, 50), p95: percentile(tb, 95) }, after: { p50: percentile(ta, 50), p95: percentile(ta, 95) } };
  } finally {
    await session.close();
  }
}

const REWRITES: { name: string; params: string; capture: (db: Db) => Promise<unknown>; statement: RegExp; before: (current: string) => string }[] = [
  {
    name: 'methods-that-beat (methodsThatBeat)',
    params: 'baseline GRPO, benchmark ALFWorld, limit 100',
    capture: (db) => named.methodsThatBeat(db, { baseline: 'GRPO', benchmark: 'ALFWorld', limit: 100 }),
    statement: /^methods-that-beat$/,
    before: () => reference('methods-that-beat'),
  },
  {
    name: 'methods-that-beat, no benchmark',
    params: 'baseline GRPO, limit 100',
    capture: (db) => named.methodsThatBeat(db, { baseline: 'GRPO', limit: 100 }),
    statement: /^methods-that-beat$/,
    before: () => reference('methods-that-beat'),
  },
  {
    name: 'methods-that-beat-graph (Neo4j Browser)',
    params: 'baseline GRPO, benchmark ALFWorld, limit 100',
    capture: (db) => runQuery(db, 'methods-that-beat-graph', { baseline: 'GRPO', benchmark: 'ALFWorld', limit: 100 }),
    statement: /methods-that-beat-graph$/,
    before: () => reference('methods-that-beat-graph'),
  },
  {
    name: 'claims-beatenBy (Method.beatenBy(benchmark))',
    params: 'keys [grpo], benchmark ALFWorld',
    capture: (db) => read.claimsOfSystems(db, 'beatenBy', ['grpo'], 'ALFWorld'),
    statement: /^claims-beatenBy$/,
    before: (current) => {
      const at = current.indexOf('WITH key, winner');
      const from = current.indexOf('CALL (self) {');
      if (at < 0 || from < 0) throw new Error('rewrites.ts: claims-beatenBy changed in graph/read.ts; update its "before"');
      return `${current.slice(0, from)}MATCH (winner)-[c:OUTPERFORMS]->(self)
    WHERE $benchmarkKey IS NULL OR c.benchmarkKey = $benchmarkKey
    ${current.slice(at)}`;
    },
  },
];

/** How a plan reaches the claims: each operator that reads OUTPERFORMS relationships, with the rows it produced. */
export function claimAccess(plan: PlanReport): string {
  return plan.operators
    .filter((o) => /OUTPERFORMS/.test(o.details) && /Expand|Seek|Scan/.test(o.op))
    .map((o) => `${o.op} ${o.rows === null ? '' : `(${o.rows.toLocaleString('en-US')} rows)`}`.trim())
    .join(', ');
}

/** PROFILEs and times each rewritten statement next to what it replaced. */
export async function rewritePlans(db: Db, calls = 50): Promise<Rewrite[]> {
  const out: Rewrite[] = [];
  for (const r of REWRITES) {
    const current = (await captureStatements(db, r.capture)).find((c) => r.statement.test(c.name));
    if (!current) throw new Error(`rewrites.ts: no statement named like ${r.statement} captured for ${r.name}`);
    const before: Captured = { ...current, cypher: r.before(current.cypher) };
    const planBefore = await planOf(db, before, r.name);
    const planAfter = await planOf(db, current, r.name);
    out.push({
      name: r.name,
      params: r.params,
      before: planBefore,
      after: planAfter,
      sameRows: (await rows(db, before)) === (await rows(db, current)),
      timing: await timeBoth(db, before, current, calls),
      cypher: current.cypher.trim(),
    });
  }
  return out;
}
