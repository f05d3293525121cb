/**
 * The named questions (the .cypher files of this folder, shared with `npm run
 * query` and Neo4j Browser) as typed reads for the API: each runs its file
 * through the driver module and maps the rows to graph/read.ts's row types.
 */
import { readRows, seedWarmRead, type Db } from '../graph/driver.ts';
import { toComparison, toResult, type ClaimColumns, type DateRange, type ComparisonRow, type PaperRow, type ResultColumns, type ResultRow, type SystemRow } from '../graph/read.ts';
import { metricKey } from '../ingest/extract/metrics.ts';
import { bindParams, query } from './load.ts';

/** Runs one of the named query files in queries/ (shared with the CLI and Neo4j Browser); rows typed by their columns. */
async function namedRows<T extends Record<string, unknown>>(db: Db, name: string, params: Record<string, unknown>): Promise<T[]> {
  const q = query(name);
  return readRows<T>(db, q.name, q.cypher, bindParams(q, params));
}

/**
 * The API's headline statements, seeded into the guard's warm-up (graph/driver.ts `Guard.seed`) so that a server
 * restarted before this process served anything is not let in cold. Neo4j plans a statement once per text and
 * parameter types, so placeholder values warm the plan as well as real ones would.
 */
const WARM_UP: [name: string, params: Record<string, unknown>][] = [
  ['methods-that-beat', { baseline: 'warm-up', benchmark: 'warm-up' }],
  ['leaderboard', { benchmark: 'warm-up' }],
];

/** Seeds the warm-up of a restarted server with the headline statements (nothing without a guard). */
export function seedWarmUp(db: Db): void {
  for (const [name, params] of WARM_UP) {
    const q = query(name);
    seedWarmRead(db, q.name, q.cypher, bindParams(q, params));
  }
}

/** Runs queries/methods-that-beat.cypher (the same file Neo4j Browser users paste). */
export async function methodsThatBeat(db: Db, params: { baseline: string; benchmark?: string | null; limit?: number } & DateRange): Promise<ComparisonRow[]> {
  return (await namedRows<ClaimColumns>(db, 'methods-that-beat', params)).map(toComparison);
}

/** Runs queries/leaderboard.cypher. */
export async function leaderboard(db: Db, params: { benchmark: string; metric?: string | null; limit?: number } & DateRange): Promise<ResultRow[]> {
  // The metric is matched by its canonical name ("success rates" finds "task success" rows too).
  return (await namedRows<ResultColumns>(db, 'leaderboard', { ...params, metric: metricKey(params.metric) })).map(toResult);
}

/** One baseline's use across papers (queries/top-baselines.cypher). */
export type BaselineUseRow = {
  system: SystemRow;
  papers: number;
  claims: number;
  winners: number;
  beatenBy: string[];
};

/** Runs queries/top-baselines.cypher: the most-used baselines, optionally among papers on one benchmark. */
export async function topBaselines(db: Db, params: { benchmark?: string | null; limit?: number }): Promise<BaselineUseRow[]> {
  return namedRows<BaselineUseRow>(db, 'top-baselines', params);
}

/** One fact around a method (queries/method-neighbourhood.cypher). */
export type NeighbourRow = {
  relation: string;
  neighbour: string;
  neighbourKind: string;
  benchmark: string | null;
  detail: string | null;
  evidence: string | null;
  paper: PaperRow | null;
};

/** Runs queries/method-neighbourhood.cypher for one method or model (by name or key). */
export async function neighbourhood(db: Db, params: { method: string; limit?: number }): Promise<NeighbourRow[]> {
  return namedRows<NeighbourRow>(db, 'method-neighbourhood', params);
}

/** One side of a contradiction: the claim as one paper states it. */
export type ConflictSideRow = {
  metric: string | null;
  delta: string | null;
  model: string | null;
  evidence: string;
  paper: PaperRow;
};

/** Two claims that contradict each other on one benchmark (queries/conflicting-claims.cypher). */
export type ConflictRow = {
  first: SystemRow;
  second: SystemRow;
  benchmark: string;
  firstBeatsSecond: ConflictSideRow;
  secondBeatsFirst: ConflictSideRow;
};

/** Runs queries/conflicting-claims.cypher: A beats B on X in one paper, B beats A on X in another. */
export async function conflictingClaims(db: Db, params: { benchmark?: string | null; limit?: number }): Promise<ConflictRow[]> {
  return namedRows<ConflictRow>(db, 'conflicting-claims', params);
}

/** One hop of a chain: a claim as its paper states it. */
export type HopRow = ConflictSideRow;

/** A beats B in one paper and B beats C in another, on one benchmark (queries/claim-chains.cypher). */
export type ChainRow = {
  first: SystemRow;
  via: SystemRow;
  last: SystemRow;
  benchmark: string;
  /** No paper says `first` beats `last` on the benchmark. */
  indirect: boolean;
  /** Some paper says `last` beats `first` there. */
  contradicted: boolean;
  /** A hop's sentence names no benchmark; its paper evaluates on this one. */
  inferred: boolean;
  firstHop: HopRow;
  secondHop: HopRow;
};

/** Runs queries/claim-chains.cypher. */
export async function claimChains(db: Db, params: { benchmark?: string | null; method?: string | null; limit?: number }): Promise<ChainRow[]> {
  return namedRows<ChainRow>(db, 'claim-chains', params);
}

/** Two papers on one benchmark whose methods are never compared (queries/comparison-gaps.cypher). */
export type GapRow = {
  benchmark: string;
  firstPaper: PaperRow;
  firstMethods: string[];
  secondPaper: PaperRow;
  secondMethods: string[];
  sharedBenchmarks: string[];
};

/** Runs queries/comparison-gaps.cypher. */
export async function comparisonGaps(db: Db, params: { benchmark: string; limit?: number }): Promise<GapRow[]> {
  return namedRows<GapRow>(db, 'comparison-gaps', params);
}

/** A system that beats a baseline, and the benchmarks the baseline was tested on where it never was (queries/untested-benchmarks.cypher). */
export type UntestedRow = {
  method: SystemRow;
  baseline: SystemRow;
  beatsOn: string[];
  untested: string[];
  claim: ConflictSideRow;
};

/** Runs queries/untested-benchmarks.cypher. */
export async function untestedBenchmarks(db: Db, params: { baseline: string; limit?: number }): Promise<UntestedRow[]> {
  return namedRows<UntestedRow>(db, 'untested-benchmarks', params);
}

/** One step of the state of the art on a benchmark: a dated score better than every earlier one. */
export type StateOfTheArtRow = { date: string; result: ResultRow };

/** Runs queries/state-of-the-art.cypher. */
export async function stateOfTheArt(db: Db, params: { benchmark: string; metric?: string | null; limit?: number }): Promise<StateOfTheArtRow[]> {
  const rows = await namedRows<ResultColumns & { date: string }>(db, 'state-of-the-art', { ...params, metric: metricKey(params.metric) });
  return rows.map((row) => ({ date: row.date, result: toResult(row) }));
}
