/**
 * Rewrites proposed to the lead for the statements whose plans scan (see
 * BENCHMARKS.md "Plans"), PROFILEd next to the current statement on the same
 * graph with the same parameters, with a check that both return the same rows.
 * The current text is captured from graph/read.ts at run time, so this file
 * only holds the changed MATCH parts.
 */
import type { Db } from '../graph/driver.ts';
import * as read from '../graph/read.ts';
import { normalizeName } from '../ingest/names.ts';
import { methodName } from './gen-corpus.ts';
import { captureStatements, planOf, type Captured, type PlanReport } from './queries.ts';

export interface ProposedPlan {
  name: string;
  before: PlanReport;
  after: PlanReport;
  sameRows: boolean;
  cypher: string;
}

async function rows(db: Db, c: Captured): Promise<string> {
  const session = db.driver.session({ database: db.database });
  try {
    const r = await session.run(c.cypher, c.params);
    return JSON.stringify(r.records.map((x) => x.toObject()));
  } finally {
    await session.close();
  }
}

/** The tail of a statement from its RETURN clause (the column list the rewrite keeps). */
function fromReturn(cypher: string, marker: string): string {
  const i = cypher.indexOf(marker);
  if (i < 0) throw new Error(`proposed.ts: "${marker}" not found in the current statement; graph/read.ts changed`);
  return cypher.slice(i);
}

const REWRITES: { name: string; capture: (db: Db) => Promise<unknown>; rewrite: (current: string) => string }[] = [
  {
    name: 'claims-beats (Method.beats)',
    capture: (db) => read.claimsOfSystems(db, 'beats', [0, 1, 2].map((i) => normalizeName(methodName(i, 42)?.acronym ?? 'grpo')), null),
    rewrite: (current) => `
    UNWIND $keys AS key
    MATCH (:Alias {key: key})-[:ALIAS_OF]->(self)
    WHERE self.key = key AND (self:Method OR self:Model)
    MATCH (self)-[c:OUTPERFORMS]->(loser)
    WHERE $benchmarkKey IS NULL OR c.benchmarkKey = $benchmarkKey
    WITH key, self AS winner, c, loser
    MATCH (p:Paper {id: c.paperId})
    ${fromReturn(current, 'RETURN key AS owner')}`,
  },
  {
    name: 'claims-beatenBy (Method.beatenBy(benchmark))',
    capture: (db) => read.claimsOfSystems(db, 'beatenBy', ['grpo'], 'ALFWorld'),
    rewrite: (current) => `
    UNWIND $keys AS key
    MATCH (:Alias {key: key})-[:ALIAS_OF]->(self)
    WHERE self.key = key AND (self:Method OR self:Model)
    MATCH (winner)-[c:OUTPERFORMS]->(self)
    WHERE $benchmarkKey IS NULL OR c.benchmarkKey = $benchmarkKey
    WITH key, winner, c, self AS loser
    MATCH (p:Paper {id: c.paperId})
    ${fromReturn(current, 'RETURN key AS owner')}`,
  },
  {
    name: 'list-papers (papers(first, after))',
    capture: (db) => read.papersPage(db, null, 50, null),
    rewrite: (current) => `
    MATCH (p:Paper)
    WHERE p.id > coalesce($after, '')
    ${fromReturn(current, 'RETURN')}`,
  },
];

/** PROFILEs each current statement that scans and its rewrite. */
export async function proposedPlans(db: Db): Promise<ProposedPlan[]> {
  const out: ProposedPlan[] = [];
  for (const r of REWRITES) {
    const captured = (await captureStatements(db, r.capture)).filter((c) => /claims-|list-papers/.test(c.name));
    const current = captured[0];
    if (!current) continue;
    const proposed: Captured = { ...current, cypher: r.rewrite(current.cypher) };
    const before = await planOf(db, current, r.name);
    const after = await planOf(db, proposed, r.name);
    out.push({ name: r.name, before, after, sameRows: (await rows(db, current)) === (await rows(db, proposed)), cypher: proposed.cypher.trim() });
  }
  return out;
}
