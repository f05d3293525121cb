/**
 * The related-work feature's Cypher (the feature itself is relatedwork/select.ts):
 * names to entities, a seed paper, candidate papers by shared facts and by full
 * text, and the selected papers with their facts, each as one typed read. Papers
 * are fetched with their facts in a fixed number of UNWIND statements, whatever
 * the limit.
 *
 * Names are resolved through `:Alias` nodes by their key, computed here with
 * `normalizeName` (the normalization the writer keys aliases with).
 */
import neo4j from 'neo4j-driver';
import { normalizeName } from '../ingest/names.ts';
import type { EntityKind } from '../ingest/types.ts';
import { readRows, type Db } from './driver.ts';
import { kindOf } from './kinds.ts';


/** Role of a focus entity in the selection. */
export type Role = 'method' | 'baseline' | 'benchmark';

/** Why a paper is a candidate: the shared facts the candidates statement looks for. */
export type CandidateReason =
  | 'proposes-method'
  | 'improves-on-method'
  | 'compares-with-method'
  | 'uses-method'
  | 'shares-baseline'
  | 'introduces-benchmark'
  | 'evaluates-on-benchmark'
  | 'reports-on-benchmark';

const CYPHER = {
  /** name: related-work-resolve -- names (with the role asked) to entities through aliases. */
  resolve: `
    UNWIND $names AS item
    MATCH (:Alias {key: item.key})-[:ALIAS_OF]->(e)
    WHERE CASE item.role WHEN 'benchmark' THEN e:Benchmark ELSE (e:Method OR e:Model) END
    RETURN DISTINCT item.role AS role, item.order AS ord, e.key AS key, e.name AS name, e.longForm AS longForm, ${kindOf('e')} AS kind
    ORDER BY ord, key`,
  /** name: related-work-seed-paper -- a paper's own entities and text, to find work related to it. */
  seedPaper: `
    MATCH (p:Paper {id: $paperId})
    RETURN p.id AS id, p.title AS title, p.titleDerived AS titleDerived, p.abstract AS abstract,
      COLLECT {
        MATCH (p)-[r:PROPOSES|COMPARES_WITH|EVALUATES_ON|INTRODUCES]->(e)
        RETURN { type: type(r), key: e.key, name: e.name, longForm: e.longForm, kind: ${kindOf('e')}, start: r.start }
        ORDER BY r.start, e.key
      } AS entities,
      COLLECT {
        MATCH (e)<-[c:OUTPERFORMS {paperId: p.id}]-()
        RETURN { key: e.key, name: e.name, longForm: e.longForm, kind: ${kindOf('e')}, start: c.start }
        ORDER BY c.start, e.key
      } AS beaten`,
  /** name: related-work-candidates -- papers sharing facts with the focus entities, one row per (paper, reason, entity). */
  candidates: `
    UNWIND $focus AS f
    MATCH (:Alias {key: f.key})-[:ALIAS_OF]->(e)
    WHERE e.key = f.key AND ${kindOf('e')} = f.kind
    // Read once per focus entity, not once per candidate row (PROFILE: 1,516 of 6,139 db hits at 10k papers).
    WITH f, e, e.name AS entity, e.key AS entityKey
    // Only papers start these relationships (schema/GRAPH.md), so no label check on p (another 874 hits).
    CALL (f, e) {
      WITH f, e WHERE f.role = 'method'
      MATCH (p)-[:PROPOSES]->(e)
      RETURN p.id AS id, 'proposes-method' AS reason
      UNION
      WITH f, e WHERE f.role = 'method'
      MATCH ()-[c:OUTPERFORMS]->(e)
      RETURN c.paperId AS id, 'improves-on-method' AS reason
      UNION
      WITH f, e WHERE f.role = 'method'
      MATCH (p)-[:COMPARES_WITH]->(e)
      RETURN p.id AS id, 'compares-with-method' AS reason
      UNION
      WITH f, e WHERE f.role = 'method'
      MATCH (e)-[c:OUTPERFORMS]->()
      RETURN c.paperId AS id, 'uses-method' AS reason
      UNION
      WITH f, e WHERE f.role = 'method'
      MATCH (p)-[:REPORTS]->()-[:OF]->(e)
      RETURN p.id AS id, 'uses-method' AS reason
      UNION
      WITH f, e WHERE f.role = 'baseline'
      MATCH (p)-[:COMPARES_WITH]->(e)
      RETURN p.id AS id, 'shares-baseline' AS reason
      UNION
      WITH f, e WHERE f.role = 'baseline'
      MATCH ()-[c:OUTPERFORMS]->(e)
      RETURN c.paperId AS id, 'shares-baseline' AS reason
      UNION
      WITH f, e WHERE f.role = 'benchmark'
      MATCH (p)-[:INTRODUCES]->(e)
      RETURN p.id AS id, 'introduces-benchmark' AS reason
      UNION
      WITH f, e WHERE f.role = 'benchmark'
      MATCH (p)-[:EVALUATES_ON]->(e)
      RETURN p.id AS id, 'evaluates-on-benchmark' AS reason
      UNION
      WITH f, e WHERE f.role = 'benchmark'
      MATCH ()-[c:OUTPERFORMS {benchmarkKey: e.key}]->()
      RETURN c.paperId AS id, 'reports-on-benchmark' AS reason
      UNION
      WITH f, e WHERE f.role = 'benchmark'
      MATCH (p)-[:REPORTS]->()-[:ON]->(e)
      RETURN p.id AS id, 'reports-on-benchmark' AS reason
    }
    WITH DISTINCT id, reason, entity, entityKey
    WHERE id IS NOT NULL AND NOT id IN $exclude
    RETURN id, reason, entity, entityKey
    ORDER BY id, reason, entityKey`,
  /** name: related-work-fulltext -- papers whose title or abstract match the words, best first. */
  fulltext: `
    CALL db.index.fulltext.queryNodes('paperText', $query, {limit: $limit}) YIELD node, score
    WHERE NOT node.id IN $exclude
    RETURN node.id AS id, score
    ORDER BY score DESC, id
    LIMIT $limit`,
  /** name: related-work-facts -- the selected papers with their entity facts and reported results. */
  facts: `
    UNWIND $ids AS id
    MATCH (p:Paper {id: id})
    RETURN p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId, abstract: CASE WHEN $withAbstracts THEN p.abstract END } AS paper,
      COLLECT {
        MATCH (p)-[r:PROPOSES|EVALUATES_ON|INTRODUCES|COMPARES_WITH|USES_MODEL]->(e)
        RETURN {
          type: type(r), key: e.key, name: e.name, longForm: e.longForm, kind: ${kindOf('e')},
          aliases: COLLECT { MATCH (a:Alias)-[:ALIAS_OF]->(e) RETURN a.name ORDER BY a.name },
          sentence: r.evidence, start: r.start, end: r.end, rule: r.rule
        }
        ORDER BY type(r), r.start, e.key
      } AS facts,
      COLLECT {
        MATCH (p)-[:REPORTS]->(r:Result)-[:OF]->(s), (r)-[:ON]->(b:Benchmark)
        RETURN {
          id: r.id, metric: r.metric, value: r.value, model: r.model, lowerIsBetter: coalesce(r.lowerIsBetter, false), sentence: r.evidence, start: r.start, end: r.end, rule: r.rule,
          system: { key: s.key, name: s.name, longForm: s.longForm, kind: ${kindOf('s')}, aliases: COLLECT { MATCH (a:Alias)-[:ALIAS_OF]->(s) RETURN a.name ORDER BY a.name } },
          benchmark: { key: b.key, name: b.name, longForm: b.longForm, kind: 'Benchmark', aliases: COLLECT { MATCH (a:Alias)-[:ALIAS_OF]->(b) RETURN a.name ORDER BY a.name } }
        }
        ORDER BY r.start, r.id
      } AS results`,
  /** name: related-work-claims -- the OUTPERFORMS claims and IMPROVES (base-model) gains the selected papers make. */
  claims: `
    UNWIND $ids AS id
    CALL (id) {
      MATCH (w)-[c:OUTPERFORMS {paperId: id}]->(l) RETURN w, c, l
      UNION
      MATCH (w)-[c:IMPROVES {paperId: id}]->(l) RETURN w, c, l
    }
    RETURN id,
      { key: w.key, name: w.name, longForm: w.longForm, kind: ${kindOf('w')}, aliases: COLLECT { MATCH (a:Alias)-[:ALIAS_OF]->(w) RETURN a.name ORDER BY a.name } } AS winner,
      { key: l.key, name: l.name, longForm: l.longForm, kind: ${kindOf('l')}, aliases: COLLECT { MATCH (a:Alias)-[:ALIAS_OF]->(l) RETURN a.name ORDER BY a.name } } AS loser,
      c.benchmark AS benchmark, c.benchmarkKey AS benchmarkKey, c.metric AS metric, c.delta AS delta, c.claimIndex AS claimIndex,
      c.evidence AS sentence, c.start AS start, c.end AS end, c.rule AS rule,
      c.model AS model, type(c) = 'IMPROVES' OR coalesce(c.baseModel, false) AS baseModel, coalesce(c.lowerIsBetter, false) AS lowerIsBetter,
      COLLECT { MATCH (a:Alias)-[:ALIAS_OF]->(:Benchmark {key: c.benchmarkKey}) RETURN a.name ORDER BY a.name } AS benchmarkAliases
    ORDER BY id, claimIndex, type(c)`,
  /** name: related-work-labels -- for papers left out, a label: the first method each proposes, and its title. */
  labels: `
    UNWIND $ids AS id
    MATCH (p:Paper {id: id})
    RETURN p.id AS id, p.title AS title, coalesce(p.titleDerived, false) AS titleDerived,
      COLLECT { MATCH (p)-[r:PROPOSES]->(m) RETURN m.name ORDER BY r.start, m.key } AS methods`,
} as const;

/** An entity as the statements return it, with its alias names where asked for. */
export interface RawEntity {
  key: string;
  name: string;
  longForm: string | null;
  kind: EntityKind;
  aliases?: string[];
}

/** A name resolved to an entity, with the role and the index (`ord`) of the name asked. */
export interface ResolvedRow {
  role: Role;
  ord: number;
  key: string;
  name: string;
  longForm: string | null;
  kind: EntityKind;
}

/** Resolves names (each with its role and index) to graph entities through the aliases; a name matching nothing gives no row. */
export async function resolveNames(db: Db, items: Array<{ name: string; role: Role; order: number }>): Promise<ResolvedRow[]> {
  return readRows<ResolvedRow>(db, 'related-work-resolve', CYPHER.resolve, {
    names: items.map((i) => ({ key: normalizeName(i.name), role: i.role, order: neo4j.int(i.order) })),
  });
}

/** A paper's own entities and text. */
export interface SeedPaperRow {
  id: string;
  title: string;
  titleDerived: boolean;
  abstract: string | null;
  entities: Array<RawEntity & { type: string }>;
  beaten: RawEntity[];
}

/** The paper with this id, its entities and the systems it beats; undefined when there is none. */
export async function seedPaper(db: Db, paperId: string): Promise<SeedPaperRow | undefined> {
  const [seed] = await readRows<SeedPaperRow>(db, 'related-work-seed-paper', CYPHER.seedPaper, { paperId });
  return seed;
}

/** One reason a paper is a candidate: a shared fact with one focus entity. */
export interface CandidateRow {
  id: string;
  reason: CandidateReason;
  entity: string;
  entityKey: string;
}

/** Papers sharing facts with the focus entities (by key, kind and role), one row per (paper, reason, entity); `exclude` ids left out. */
export async function candidatePapers(db: Db, focus: Array<{ key: string; kind: EntityKind; role: Role }>, exclude: string[]): Promise<CandidateRow[]> {
  return readRows<CandidateRow>(db, 'related-work-candidates', CYPHER.candidates, { focus, exclude });
}

/** Papers whose title or abstract match the full-text query, best first; throws the driver's error when the index is missing. */
export async function fulltextPapers(db: Db, query: string, limit: number, exclude: string[]): Promise<Array<{ id: string; score: number }>> {
  return readRows<{ id: string; score: number }>(db, 'related-work-fulltext', CYPHER.fulltext, { query, limit: neo4j.int(limit), exclude });
}

/** A selected paper with its entity facts and reported results. */
export interface FactRow {
  paper: {
    id: string;
    title: string;
    titleDerived: boolean | null;
    authors: string[] | null;
    published: string | null;
    year: number | null;
    url: string | null;
    arxivId: string | null;
    abstract: string | null;
  };
  facts: Array<RawEntity & { type: string; sentence: string | null; start: number | null; end: number | null; rule: string | null }>;
  results: Array<{ metric: string | null; value: string; model: string | null; lowerIsBetter: boolean; sentence: string | null; start: number | null; end: number | null; rule: string | null; system: RawEntity; benchmark: RawEntity }>;
}

/** A claim (OUTPERFORMS) or base-model gain (IMPROVES) a selected paper makes. */
export interface ClaimRow {
  id: string;
  winner: RawEntity;
  loser: RawEntity;
  benchmark: string | null;
  benchmarkKey: string | null;
  metric: string | null;
  delta: string | null;
  claimIndex: number;
  sentence: string | null;
  start: number | null;
  end: number | null;
  rule: string | null;
  model: string | null;
  baseModel: boolean;
  lowerIsBetter: boolean;
  benchmarkAliases: string[];
}

/** The papers of `ids` with their facts and results, and their claims: two statements for any number of ids. */
export async function papersWithFacts(db: Db, ids: string[], withAbstracts = false): Promise<{ papers: FactRow[]; claims: ClaimRow[] }> {
  const [papers, claims] = await Promise.all([
    readRows<FactRow>(db, 'related-work-facts', CYPHER.facts, { ids, withAbstracts }),
    readRows<ClaimRow>(db, 'related-work-claims', CYPHER.claims, { ids }),
  ]);
  return { papers, claims };
}

/** A paper's label material: title and the names of the methods it proposes (in order of mention). */
export interface LabelRow {
  id: string;
  title: string;
  titleDerived: boolean;
  methods: string[];
}

/** Titles and proposed methods of papers, for the list of relevant papers a draft leaves out. */
export async function paperLabels(db: Db, ids: string[]): Promise<LabelRow[]> {
  if (ids.length === 0) return [];
  return readRows<LabelRow>(db, 'related-work-labels', CYPHER.labels, { ids });
}
