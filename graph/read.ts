/**
 * Reads behind the GraphQL API. Every function takes a batch of keys (so
 * DataLoaders make one query per field per request, never one per row) and
 * returns plain objects. Names resolve through `:Alias` nodes; "not found" is
 * an empty list or null, never an error.
 */
import neo4j from 'neo4j-driver';
import { normalizeName } from '../ingest/names.ts';
import { arxivId, canonicalId, idKey } from '../ingest/formats/ids.ts';
import { readOnce, readRows, type Db } from './driver.ts';
import { kindOf } from './kinds.ts';

export interface PaperRow {
  id: string;
  title: string;
  titleDerived: boolean;
  authors: string[];
  published: string | null;
  year: number | null;
  url: string | null;
  arxivId: string | null;
  /** Every id the paper arrived with (absent on papers written before issue 11). */
  ids?: string[];
  doi?: string | null;
  categories?: string[];
  venue?: string | null;
  abstract?: string;
  sources?: string[];
  extractorVersion?: string | null;
}

export interface SystemRow {
  key: string;
  name: string;
  longForm: string | null;
  kind: string;
}

export interface EvidenceRow {
  sentence: string;
  start: number;
  end: number;
  rule: string;
  extractorVersion: string;
}

export interface MentionRow {
  paperId: string;
  type: string;
  key: string;
  name: string;
  kind: string;
  evidence: EvidenceRow;
}

export interface ComparisonRow {
  method: SystemRow;
  baseline: SystemRow;
  benchmark: string | null;
  inferred: boolean;
  metric: string | null;
  delta: string | null;
  margin: { text: string; value: number | null; unit: string | null; from: number | null; to: number | null } | null;
  model: string | null;
  baseModel: boolean;
  lowerIsBetter: boolean;
  evidence: string;
  provenance: EvidenceRow;
  paper: PaperRow;
}

export interface ResultRow {
  method: SystemRow;
  benchmark: string;
  metric: string | null;
  metricKey: string | null;
  lowerIsBetter: boolean;
  value: string;
  number: number | null;
  unit: string | null;
  model: string | null;
  evidence: string;
  provenance: EvidenceRow;
  paper: PaperRow;
}

const PAPER = 'p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId }';
const SYSTEM = (v: string) => `${v} { .key, .name, .longForm, kind: ${kindOf(v)} }`;
const CLAIM_COLUMNS = `
  ${SYSTEM('winner')} AS winner, ${SYSTEM('loser')} AS baseline,
  c.benchmark AS benchmark, false AS inferred, c.metric AS metric, c.delta AS delta,
  c.marginValue AS marginValue, c.marginUnit AS marginUnit, c.marginFrom AS marginFrom, c.marginTo AS marginTo,
  c.model AS model, type(c) = 'IMPROVES' AS baseModel, coalesce(c.lowerIsBetter, false) AS lowerIsBetter,
  c.evidence AS evidence, c { .start, .end, .rule, .extractorVersion } AS provenance, ${PAPER} AS paper`;
const RESULT_COLUMNS = `
  ${SYSTEM('m')} AS system, b.name AS benchmark, r.metric AS metric, r.metricKey AS metricKey, coalesce(r.lowerIsBetter, false) AS lowerIsBetter, r.value AS value, r.number AS number,
  r.unit AS unit, r.model AS model, r.evidence AS evidence, r { .start, .end, .rule, .extractorVersion } AS provenance, ${PAPER} AS paper`;

/**
 * Paper `p` dated within $from..$to (each "2024", "2024-05" or "2024-05-04", or
 * null) and of $year (or null): the same test as the date parameters of
 * queries/methods-that-beat.cypher and queries/leaderboard.cypher. A paper known
 * only by its year counts when that year reaches the range; one without a date
 * or year is left out once a bound is set.
 */
export const PAPER_DATES = `($year IS NULL OR p.year = toInteger($year))
      AND ($from IS NULL OR coalesce(p.published, toString(p.year) + '-12-31') >= CASE size($from) WHEN 4 THEN $from + '-01-01' WHEN 7 THEN $from + '-01' ELSE $from END)
      AND ($to IS NULL OR coalesce(p.published, toString(p.year) + '-01-01') <= CASE size($to) WHEN 4 THEN $to + '-12-31' WHEN 7 THEN $to + '-31' ELSE $to END)`;

/** Date bounds of a question: "2024", "2024-05" or "2024-05-04" each, and a year; null for none. */
export type DateRange = {
  from?: string | null;
  to?: string | null;
  year?: number | null;
};

function dateParams(d: DateRange = {}): { from: string | null; to: string | null; year: ReturnType<typeof neo4j.int> | null } {
  return { from: d.from ?? null, to: d.to ?? null, year: d.year === undefined || d.year === null ? null : neo4j.int(d.year) };
}

const CYPHER = {
  // A paper by its primary id in any of the spellings asked (rank = position in the list), else by any of its other ids' lookup key.
  papersByIds: `
    UNWIND $asks AS ask
    CALL (ask) {
      UNWIND range(0, size(ask.candidates) - 1) AS i
      WITH ask.candidates[i] AS candidate, i
      MATCH (p:Paper {id: candidate})
      RETURN p, i AS rank
      UNION
      WITH ask.key AS key
      MATCH (:PaperId {key: key})-[:IDENTIFIES]->(p:Paper)
      RETURN p, 1000 AS rank
    }
    RETURN ask.i AS owner, rank, p { .* } AS paper`,
  paperMentions: `
    UNWIND $ids AS id
    MATCH (:Paper {id: id})-[f:PROPOSES|EVALUATES_ON|INTRODUCES|COMPARES_WITH|USES_MODEL]->(e)
    RETURN id AS paperId, type(f) AS type, e.key AS key, e.name AS name,
           ${kindOf('e')} AS kind,
           f { sentence: f.evidence, .start, .end, .rule, .extractorVersion } AS evidence
    ORDER BY paperId, f.start, key`,
  claimsByPaper: `
    UNWIND $ids AS id
    CALL (id) {
      MATCH (winner)-[c:OUTPERFORMS {paperId: id}]->(loser) RETURN winner, c, loser
      UNION
      MATCH (winner)-[c:IMPROVES {paperId: id}]->(loser) RETURN winner, c, loser
    }
    MATCH (p:Paper {id: id})
    RETURN id AS owner, ${CLAIM_COLUMNS}
    ORDER BY owner, c.claimIndex`,
  resultsByPaper: `
    UNWIND $ids AS id
    MATCH (p:Paper {id: id})-[:REPORTS]->(r:Result)-[:OF]->(m), (r)-[:ON]->(b:Benchmark)
    RETURN id AS owner, ${RESULT_COLUMNS}
    ORDER BY owner, r.id`,
  resolve: (labels: string) => `
    MATCH (:Alias {key: $key})-[:ALIAS_OF]->(e)
    WHERE ${labels}
    RETURN e { .key, .name, .longForm, kind: ${kindOf('e')} } AS entity
    ORDER BY entity.key
    LIMIT 1`,
  aliases: `
    UNWIND $keys AS key
    MATCH (:Alias {key: key})-[:ALIAS_OF]->(e)
    WHERE e.key = key
    MATCH (a:Alias)-[:ALIAS_OF]->(e)
    RETURN DISTINCT key AS owner, a.name AS alias
    ORDER BY owner, alias`,
  // The WITH before the Paper match keeps the planner on the unique index
  // (without it, it scanned every Paper and hash-joined: BENCHMARKS.md, Plans).
  // Claims lost on one benchmark are one seek of the lookupKey index (a popular
  // baseline loses thousands of claims, on hundreds of benchmarks); in a CALL, so
  // the seek runs per baseline found (as one MATCH, the planner scanned the index).
  // BENCHMARKS.md, Rewrites.
  claimsOfSystems: (direction: 'beats' | 'beatenBy', byBenchmark: boolean) => `
    UNWIND $keys AS key
    MATCH (:Alias {key: key})-[:ALIAS_OF]->(self)
    WHERE self.key = key AND (self:Method OR self:Model)
    ${
      direction === 'beats'
        ? `MATCH (self)-[c:OUTPERFORMS]->(loser)
    WHERE $benchmarkKey IS NULL OR c.benchmarkKey = $benchmarkKey`
        : byBenchmark
          ? `CALL (self) {
      MATCH (winner)-[c:OUTPERFORMS]->(self)
      USING INDEX c:OUTPERFORMS(lookupKey)
      WHERE c.lookupKey = self.key + '|' + $benchmarkKey
      RETURN winner, c
    }`
          : 'MATCH (winner)-[c:OUTPERFORMS]->(self)'
    }
    WITH key, ${direction === 'beats' ? 'self AS winner, c, loser' : 'winner, c, self AS loser'}
    MATCH (p:Paper {id: c.paperId})
    RETURN key AS owner, ${CLAIM_COLUMNS}
    ORDER BY owner, p.id, c.claimIndex`,
  resultsOfSystems: `
    UNWIND $keys AS key
    MATCH (:Alias {key: key})-[:ALIAS_OF]->(m)
    WHERE m.key = key AND (m:Method OR m:Model)
    MATCH (m)<-[:OF]-(r:Result)-[:ON]->(b:Benchmark)
    MATCH (p:Paper)-[:REPORTS]->(r)
    RETURN key AS owner, ${RESULT_COLUMNS}
    ORDER BY owner, b.name, r.id`,
  papersOf: (pattern: string) => `
    UNWIND $keys AS key
    MATCH ${pattern}
    RETURN DISTINCT key AS owner, ${PAPER} AS paper
    ORDER BY owner, paper.id`,
  searchPapers: `
    CALL db.index.fulltext.queryNodes('paperText', $search) YIELD node AS p, score
    WHERE ${PAPER_DATES}
    RETURN ${PAPER} AS paper, score
    ORDER BY score DESC, paper.id
    SKIP $skip LIMIT $first`,
  searchCount: `
    CALL db.index.fulltext.queryNodes('paperText', $search) YIELD node AS p
    WHERE ${PAPER_DATES}
    RETURN count(p) AS total`,
  listPapers: `
    MATCH (p:Paper)
    WHERE p.id > coalesce($after, '') AND ${PAPER_DATES}
    RETURN ${PAPER} AS paper
    ORDER BY p.id
    LIMIT $first`,
  countPapers: `MATCH (p:Paper) WHERE ${PAPER_DATES} RETURN count(p) AS total`,
} as const;

/**
 * The columns of a claim row as the statements return them (CLAIM_COLUMNS,
 * queries/methods-that-beat.cypher); optional values may come back null, and a
 * flag missing from an older graph as null too.
 */
export type ClaimColumns = {
  winner: SystemRow;
  baseline: SystemRow;
  benchmark: string | null;
  inferred: boolean | null;
  metric: string | null;
  delta: string | null;
  marginValue: number | null;
  marginUnit: string | null;
  marginFrom: number | null;
  marginTo: number | null;
  model: string | null;
  baseModel: boolean | null;
  lowerIsBetter: boolean | null;
  evidence: string;
  provenance: Omit<EvidenceRow, 'sentence'>;
  paper: PaperRow;
};

/** The columns of a result row as the statements return them (RESULT_COLUMNS, queries/leaderboard.cypher). */
export type ResultColumns = {
  system: SystemRow;
  benchmark: string;
  metric: string | null;
  metricKey: string | null;
  lowerIsBetter: boolean | null;
  value: string;
  number: number | null;
  unit: string | null;
  model: string | null;
  evidence: string;
  provenance: Omit<EvidenceRow, 'sentence'>;
  paper: PaperRow;
};

/** Rows of a batch read carry the key (or index) they answer. */
type Owned<T> = T & { owner: string };

function margin(row: ClaimColumns): ComparisonRow['margin'] {
  if (row.delta == null) return null;
  return {
    text: row.delta,
    value: row.marginValue ?? null,
    unit: row.marginUnit ?? null,
    from: row.marginFrom ?? null,
    to: row.marginTo ?? null,
  };
}

function provenance(row: { evidence: string; provenance: Omit<EvidenceRow, 'sentence'> }): EvidenceRow {
  return { sentence: row.evidence, ...row.provenance };
}

/** Maps a row with the comparison columns to a ComparisonRow. */
export function toComparison(row: ClaimColumns): ComparisonRow {
  return {
    method: row.winner,
    baseline: row.baseline,
    benchmark: row.benchmark ?? null,
    inferred: Boolean(row.inferred),
    metric: row.metric ?? null,
    delta: row.delta ?? null,
    margin: margin(row),
    model: row.model ?? null,
    baseModel: Boolean(row.baseModel),
    lowerIsBetter: Boolean(row.lowerIsBetter),
    evidence: row.evidence,
    provenance: provenance(row),
    paper: row.paper,
  };
}

/** Maps a row with the result columns to a ResultRow. */
export function toResult(row: ResultColumns): ResultRow {
  return {
    method: row.system,
    benchmark: row.benchmark,
    metric: row.metric ?? null,
    metricKey: row.metricKey ?? null,
    lowerIsBetter: row.lowerIsBetter === true,
    value: row.value,
    number: row.number ?? null,
    unit: row.unit ?? null,
    model: row.model ?? null,
    evidence: row.evidence,
    provenance: provenance(row),
    paper: row.paper,
  };
}

/** Groups rows by their `owner` column, in the order of `keys`. */
function byOwner<R extends { owner: string }, T>(keys: readonly string[], rows: R[], map: (row: R) => T): T[][] {
  const out = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) out.get(row.owner)?.push(map(row));
  return keys.map((k) => out.get(k) ?? []);
}

/**
 * The spellings of an asked id a primary id may have: as asked, the bare arXiv
 * id ("arXiv:2407.00782v1", an abs/pdf URL), the canonical DOI, the lookup key.
 */
export function idCandidates(id: string): string[] {
  return [...new Set([id, id.trim(), arxivId(id), canonicalId(id), idKey(id)].filter((c): c is string => typeof c === 'string' && c !== ''))];
}

/**
 * Full paper rows for `ids`, in order; null where no paper has that id. An id
 * may be any id the paper arrived with, in any common spelling (arXiv prefix,
 * version, abs/pdf URL, doi.org URL, any case); a primary id wins over another
 * paper's secondary id, and among equals the smallest id.
 */
export async function papersByIds(db: Db, ids: readonly string[]): Promise<(PaperRow | null)[]> {
  // Owners by index: a string the database stores differently (a lone surrogate) still finds its row.
  const asks = ids.map((id, i) => ({ i, candidates: idCandidates(id), key: idKey(id) }));
  const rows = await readRows<{ owner: number; rank: number; paper: PaperRow }>(db, 'papers-by-ids', CYPHER.papersByIds, { asks });
  const best = new Map<number, { rank: number; paper: PaperRow }>();
  for (const r of rows) {
    const seen = best.get(r.owner);
    if (!seen || r.rank < seen.rank || (r.rank === seen.rank && r.paper.id < seen.paper.id)) best.set(r.owner, { rank: r.rank, paper: r.paper });
  }
  return ids.map((_, i) => best.get(i)?.paper ?? null);
}

/** Entity mentions (proposes, evaluates on, introduces, compares with, uses) of each paper. */
export async function mentionsByPaper(db: Db, ids: readonly string[]): Promise<MentionRow[][]> {
  const rows = await readRows<MentionRow & Record<string, unknown>>(db, 'paper-mentions', CYPHER.paperMentions, { ids });
  return byOwner(ids, rows.map((r) => ({ ...r, owner: r.paperId })), (r): MentionRow => r);
}

/** Comparison claims made by each paper. */
export async function claimsByPaper(db: Db, ids: readonly string[]): Promise<ComparisonRow[][]> {
  return byOwner(ids, await readRows<Owned<ClaimColumns>>(db, 'claims-by-paper', CYPHER.claimsByPaper, { ids }), toComparison);
}

/** Results reported by each paper. */
export async function resultsByPaper(db: Db, ids: readonly string[]): Promise<ResultRow[][]> {
  return byOwner(ids, await readRows<Owned<ResultColumns>>(db, 'results-by-paper', CYPHER.resultsByPaper, { ids }), toResult);
}

export type EntityRow = SystemRow;

const KIND_FILTER = {
  system: 'e:Method OR e:Model',
  model: 'e:Model',
  benchmark: 'e:Benchmark',
} as const;

/** Resolves a name through the aliases to one entity of `kind`; null when none. */
export async function resolveEntity(db: Db, kind: keyof typeof KIND_FILTER, name: string): Promise<EntityRow | null> {
  const key = normalizeName(name);
  if (key === '') return null;
  const rows = await readRows<{ entity: EntityRow }>(db, `resolve-${kind}`, CYPHER.resolve(KIND_FILTER[kind]), { key });
  return rows[0]?.entity ?? null;
}

/** Every alias name of each entity key. */
export async function aliasesByKeys(db: Db, keys: readonly string[]): Promise<string[][]> {
  return byOwner(keys, await readRows<Owned<{ alias: string }>>(db, 'aliases', CYPHER.aliases, { keys }), (r) => r.alias);
}

/** Claims won (`beats`) or lost (`beatenBy`) by each system, optionally on one benchmark. */
export async function claimsOfSystems(
  db: Db,
  direction: 'beats' | 'beatenBy',
  keys: readonly string[],
  benchmark: string | null,
): Promise<ComparisonRow[][]> {
  let benchmarkKey: string | null = null;
  if (benchmark !== null) {
    const b = await resolveEntity(db, 'benchmark', benchmark);
    if (!b) return keys.map(() => []);
    benchmarkKey = b.key;
  }
  const rows = await readRows<Owned<ClaimColumns>>(db, `claims-${direction}`, CYPHER.claimsOfSystems(direction, benchmarkKey !== null), { keys, benchmarkKey });
  return byOwner(keys, rows, toComparison);
}

/** Results of each system. */
export async function resultsOfSystems(db: Db, keys: readonly string[]): Promise<ResultRow[][]> {
  return byOwner(keys, await readRows<Owned<ResultColumns>>(db, 'results-of-systems', CYPHER.resultsOfSystems, { keys }), toResult);
}

const PAPER_PATTERNS = {
  proposedBy: '(:Alias {key: key})-[:ALIAS_OF]->(e WHERE e.key = key AND (e:Method OR e:Model))<-[:PROPOSES]-(p:Paper)',
  usedBy: '(p:Paper)-[:USES_MODEL]->(e:Model {key: key})',
  evaluatedBy: '(p:Paper)-[:EVALUATES_ON]->(e:Benchmark {key: key})',
  introducedBy: '(p:Paper)-[:INTRODUCES]->(e:Benchmark {key: key})',
} as const;

/** Papers related to each entity key by one relationship kind. */
export async function papersOf(db: Db, relation: keyof typeof PAPER_PATTERNS, keys: readonly string[]): Promise<PaperRow[][]> {
  const rows = await readRows<Owned<{ paper: PaperRow }>>(db, `papers-${relation}`, CYPHER.papersOf(PAPER_PATTERNS[relation]), { keys });
  return byOwner(keys, rows, (r) => r.paper);
}

/** Escapes Lucene query syntax so user text is searched as plain words. */
export function luceneEscape(text: string): string {
  return text.replace(/[+\-!(){}[\]^"~*?:\\/]|&&|\|\|/g, (m) => m.replace(/./g, (c) => `\\${c}`)).replace(/\b(AND|OR|NOT|TO)\b/g, (w) => w.toLowerCase());
}

/**
 * A full-text query from what a user types: every word is required ("credit
 * assignment" needs both), a "quoted phrase" must appear as written, and OR
 * between terms asks for any of them (`GRPO OR PPO`, `"credit assignment" OR
 * "reward shaping"`). Everything else is escaped, so no input is Lucene syntax.
 */
export function searchQuery(search: string): string {
  const terms: { text: string; or: boolean }[] = [];
  for (const m of search.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (m[2] === 'OR' && terms.length) {
      const last = terms[terms.length - 1];
      if (last) last.or = true;
      continue;
    }
    const phrase = m[1]?.trim().split(/\s+/).filter(Boolean).map(luceneEscape).join(' ');
    const text = phrase !== undefined ? (phrase.includes(' ') ? `"${phrase}"` : phrase) : luceneEscape(m[2] ?? '');
    if (text) terms.push({ text, or: false });
  }
  const out: string[] = [];
  let group: string[] = [];
  for (const t of terms) {
    group.push(t.text);
    if (t.or) continue;
    out.push(group.length > 1 ? `+(${group.join(' ')})` : `+${group[0]}`);
    group = [];
  }
  if (group.length) out.push(group.length > 1 ? `+(${group.join(' ')})` : `+${group[0]}`);
  return out.join(' ');
}

export interface PaperPage {
  papers: PaperRow[];
  total: number;
  hasNextPage: boolean;
  /** Next `after` value: a paper id (listing) or an offset (search). */
  next: string | null;
}

/**
 * One page of papers: full-text search over title and abstract when `search`
 * is given (best first, `after` is an offset), else all papers by id (`after`
 * is the last id seen).
 */
export async function papersPage(db: Db, search: string | null, first: number, after: string | null, dates: DateRange = {}): Promise<PaperPage> {
  const text = search?.trim() ? searchQuery(search) || null : null;
  const d = dateParams(dates);
  if (text) {
    const skip = after ? Number(after) : 0;
    const [rows, count] = await Promise.all([
      readRows<{ paper: PaperRow }>(db, 'search-papers', CYPHER.searchPapers, { search: text, skip: neo4j.int(skip), first: neo4j.int(first + 1), ...d }),
      readRows<{ total: number }>(db, 'search-count', CYPHER.searchCount, { search: text, ...d }),
    ]);
    const papers = rows.slice(0, first).map((r) => r.paper);
    return { papers, total: count[0]?.total ?? 0, hasNextPage: rows.length > first, next: String(skip + papers.length) };
  }
  const [rows, count] = await Promise.all([
    readRows<{ paper: PaperRow }>(db, 'list-papers', CYPHER.listPapers, { after, first: neo4j.int(first + 1), ...d }),
    readRows<{ total: number }>(db, 'count-papers', CYPHER.countPapers, d),
  ]);
  const papers = rows.slice(0, first).map((r) => r.paper);
  return { papers, total: count[0]?.total ?? 0, hasNextPage: rows.length > first, next: papers.at(-1)?.id ?? null };
}

/**
 * The graph's version: `<epoch>:<count>:<stamp>` of the `GraphVersion` node that
 * every write transaction of graph/write.ts bumps (schema/GRAPH.md), or `none`
 * before the first write. One unique-index seek; equal answers mean no write
 * committed in between, whichever process wrote. The stamp (empty on a graph
 * last bumped without one: by hand, or by the bulk importer) is what tells a
 * restored older copy of the graph, written back up to the same count, from the
 * graph the count was first read on.
 */
export async function graphVersion(db: Db): Promise<string> {
  // Read before every API query: one round trip (auto-commit), not a managed transaction's two.
  const rows = await readOnce<{ epoch: string; version: number; stamp: string }>(
    db,
    'graph-version',
    "MATCH (v:GraphVersion {key: 'graph'}) RETURN v.epoch AS epoch, v.version AS version, coalesce(v.stamp, '') AS stamp",
  );
  const row = rows[0];
  return row ? `${row.epoch}:${row.version}:${row.stamp}` : 'none';
}

/** A benchmark or a method with how much the graph says about it. */
export type EntityCountRow = {
  entity: SystemRow;
  papers: number;
  results: number;
  wins: number;
  losses: number;
};

const LIST_CYPHER = {
  benchmarks: `
    MATCH (e:Benchmark)
    WHERE $key IS NULL OR e.key CONTAINS $key
    WITH e, COUNT { (:Paper)-[:EVALUATES_ON]->(e) } AS papers, COUNT { (e)<-[:ON]-(:Result) } AS results
    RETURN ${SYSTEM('e')} AS entity, papers, results, 0 AS wins, 0 AS losses
    ORDER BY papers DESC, results DESC, entity.name, entity.key
    SKIP $offset LIMIT $first`,
  methods: `
    MATCH (e:Method)
    WHERE $key IS NULL OR e.key CONTAINS $key
    WITH e, COUNT { (:Paper)-[:PROPOSES|COMPARES_WITH]->(e) } AS papers, COUNT { (e)<-[:OF]-(:Result) } AS results,
         COUNT { (e)-[:OUTPERFORMS]->() } AS wins, COUNT { ()-[:OUTPERFORMS]->(e) } AS losses
    RETURN ${SYSTEM('e')} AS entity, papers, results, wins, losses
    ORDER BY papers DESC, wins + losses DESC, entity.name, entity.key
    SKIP $offset LIMIT $first`,
} as const;

/** Benchmarks or methods of the graph with their counts, most-studied first; `search` matches part of the name. */
export async function listEntities(db: Db, kind: keyof typeof LIST_CYPHER, params: { search?: string | null; first: number; offset: number }): Promise<EntityCountRow[]> {
  const key = params.search ? normalizeName(params.search) || null : null;
  const rows = await readRows<EntityCountRow>(db, `list-${kind}`, LIST_CYPHER[kind], { key, first: neo4j.int(params.first), offset: neo4j.int(params.offset) });
  return rows.map((r) => ({ entity: r.entity, papers: r.papers, results: r.results, wins: r.wins, losses: r.losses }));
}
