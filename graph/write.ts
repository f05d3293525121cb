/**
 * The graph writer: stores extracted papers (ingest/types.ts) as GRAPH.md
 * describes. A batch is written in one transaction (so each paper's facts land
 * whole or not at all), with a fixed set of UNWIND statements whatever the batch
 * size. Labels and relationship types come from closed lists below, values only
 * from parameters.
 */
import { createHash } from 'node:crypto';
import type { ManagedTransaction, QueryResult, RecordShape } from 'neo4j-driver';
import { idKey, titleAuthorKey } from '../ingest/formats/ids.ts';
import { canonicalName, entityKind, lexiconAliases, normalizeName } from '../ingest/names.ts';
import { ENTITY_KINDS, type ComparisonFact, type EntityKind, type Evidence, type ExtractedPaper, type Mention, type PaperRecord } from '../ingest/types.ts';
import { writeTx, type Db } from './driver.ts';
import { kindOf } from './kinds.ts';
import { addToStored, findStored, mergeBatch } from './merge.ts';
import type { AliasHit, AliasUpsert, ClaimRow, ClaimType, EntityLabel, EntityUpsert, FactRow, FactType, GraphStore, PaperIdRow, PaperMeta, PaperUpsert, ResultRow } from './store.ts';

/** The entity kinds are the entity labels (ingest/types.ts). */
const ENTITY_LABELS: readonly EntityKind[] = ENTITY_KINDS;
const FACT_TYPES: readonly FactType[] = ['PROPOSES', 'EVALUATES_ON', 'INTRODUCES', 'COMPARES_WITH', 'USES_MODEL'];

export interface WriteSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Records read as another record of a paper of the same batch (graph/merge.ts), so not written on their own. */
  merged?: number;
  /** Record id → the id of the paper it was merged into (another record of the batch, or a stored paper). */
  mergedInto?: Map<string, string>;
}

/**
 * The hash that tells whether a stored paper must be rewritten. The metadata
 * added with the formats of issue 11 (ids beyond the primary one, DOI, a year
 * without a date, categories, venue) enters it only when present, so a paper
 * that has none hashes as before and re-ingesting it changes nothing.
 */
export function contentHash(item: ExtractedPaper, extractorVersion: string): string {
  const { paper } = item;
  const base: unknown[] = [extractorVersion, paper.text, paper.title, paper.titleDerived, paper.authors, paper.published, paper.url, paper.arxivId];
  const more = {
    ids: paper.ids.filter((id) => id !== paper.id),
    doi: paper.doi,
    year: paper.published ? null : paper.year,
    categories: paper.categories,
    venue: paper.venue,
  };
  const hasMore = more.ids.length > 0 || more.doi !== null || more.year !== null || more.categories.length > 0 || more.venue !== null;
  return createHash('sha1')
    .update(JSON.stringify(hasMore ? [...base, more] : base))
    .digest('hex');
}

/** Lookup keys of a paper's ids other than its primary id (that one is found by `Paper.id` itself). */
export function paperIdRows(paper: ExtractedPaper['paper']): PaperIdRow[] {
  const rows = new Map<string, PaperIdRow>();
  for (const id of paper.ids) {
    const key = idKey(id);
    if (key !== paper.id && !rows.has(key)) rows.set(key, { paperId: paper.id, key, id });
  }
  return [...rows.values()];
}

/** Group of names that resolve among each other: benchmarks apart from systems. */
type Group = 'benchmark' | 'system';

interface Cluster {
  group: Group;
  /** Display name: the first canonical name seen. */
  name: string;
  longForm: string | null;
  surfaces: Map<string, string>;
  key?: string;
  label?: EntityLabel;
}

/** Union-find over surface keys, per group, so acronym, long form and aliases become one cluster. */
class Resolver {
  private readonly clusterOf = new Map<string, Cluster>();

  private id(group: Group, surfaceKey: string): string {
    return `${group}:${surfaceKey}`;
  }

  add(group: Group, name: string, aliases: readonly string[]): Cluster {
    const names = [name, ...aliases, canonicalName(name)].filter((n) => normalizeName(n) !== '');
    let target: Cluster | undefined;
    for (const n of names) {
      const found = this.clusterOf.get(this.id(group, normalizeName(n)));
      if (!found) continue;
      if (!target) target = found;
      else if (found !== target) {
        for (const [k, v] of found.surfaces) target.surfaces.set(k, v);
        target.longForm ??= found.longForm;
        for (const k of found.surfaces.keys()) this.clusterOf.set(this.id(group, k), target);
      }
    }
    if (!target) target = { group, name: canonicalName(name), longForm: null, surfaces: new Map() };
    for (const n of names) {
      const k = normalizeName(n);
      if (!target.surfaces.has(k)) target.surfaces.set(k, n);
      this.clusterOf.set(this.id(group, k), target);
    }
    target.longForm ??= aliases.find((a) => /\s/.test(a) && a.length > name.length) ?? null;
    return target;
  }

  get(group: Group, name: string): Cluster | undefined {
    return this.clusterOf.get(this.id(group, normalizeName(canonicalName(name)))) ?? this.clusterOf.get(this.id(group, normalizeName(name)));
  }

  clusters(): Cluster[] {
    return [...new Set(this.clusterOf.values())];
  }
}


function evidenceProps(e: Evidence) {
  return { evidence: e.sentence, start: e.start, end: e.end, rule: e.rule, extractorVersion: e.extractorVersion };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Rows for one batch, built in pure code from the extractions and the existing aliases. */
interface BatchRows {
  papers: PaperUpsert[];
  paperIds: PaperIdRow[];
  entities: EntityUpsert[];
  aliases: AliasUpsert[];
  facts: FactRow[];
  claims: ClaimRow[];
  results: ResultRow[];
}

const STATEMENTS = {
  // The stored paper each record is another record of (graph/merge.ts findStored): by its primary id, another id, title and first author.
  findStored: `
    UNWIND $rows AS row
    CALL (row) {
      UNWIND row.keys AS key
      MATCH (p:Paper {id: key})
      WHERE p.contentHash IS NOT NULL
      RETURN p.id AS id, 0 AS rank
      UNION
      UNWIND row.keys AS key
      MATCH (:PaperId {key: key})-[:IDENTIFIES]->(p:Paper)
      RETURN p.id AS id, 1 AS rank
      UNION
      MATCH (p:Paper {titleKey: row.title})
      WHERE row.title IS NOT NULL
      RETURN p.id AS id, 2 AS rank
    }
    RETURN row.i AS i, id, rank
    ORDER BY i, rank, id`,
  readMeta: `
    UNWIND $ids AS id
    MATCH (p:Paper {id: id})
    RETURN p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId, .ids, .doi, .categories, .venue, .sources } AS paper`,
  writeMeta: `
    UNWIND $rows AS row
    MATCH (p:Paper {id: row.id})
    SET p += row.props`,
  // Locks each paper first (MERGE on the unique id, then a write), so concurrent writes of one paper run
  // one after another and each sees the last one's hash; a paper created here has no hash yet.
  lockAndReadHashes: `
    UNWIND $ids AS id
    MERGE (p:Paper {id: id})
    SET p.lock = true
    REMOVE p.lock
    RETURN p.id AS id, p.contentHash AS hash`,
  addSources: `
    UNWIND $rows AS row
    MATCH (p:Paper {id: row.id})
    WHERE NOT row.source IN p.sources
    SET p.sources = p.sources + row.source`,
  resolveAliases: `
    UNWIND $keys AS key
    MATCH (a:Alias {key: key})-[:ALIAS_OF]->(e)
    RETURN key, e.key AS entityKey, ${kindOf('e')} AS label
    ORDER BY key, entityKey`,
  deleteResults: `
    UNWIND $ids AS id
    MATCH (:Paper {id: id})-[:REPORTS]->(r:Result)
    OPTIONAL MATCH (r)-[:OF|ON]->(e)
    WITH r, collect(e.key) AS keys
    DETACH DELETE r
    RETURN keys`,
  deleteFacts: `
    UNWIND $ids AS id
    MATCH (:Paper {id: id})-[f:PROPOSES|EVALUATES_ON|INTRODUCES|COMPARES_WITH|USES_MODEL]->(e)
    WITH f, e.key AS key
    DELETE f
    RETURN key`,
  deleteClaims: `
    UNWIND $ids AS id
    CALL (id) {
      MATCH (w)-[c:OUTPERFORMS {paperId: id}]->(l) RETURN c, w, l
      UNION
      MATCH (w)-[c:IMPROVES {paperId: id}]->(l) RETURN c, w, l
    }
    WITH c, w.key AS wk, l.key AS lk
    DELETE c
    RETURN wk, lk`,
  deleteOrphans: (label: EntityLabel) => `
    UNWIND $keys AS key
    MATCH (e:${label} {key: key})
    WHERE NOT EXISTS { (e)-[r]-() WHERE type(r) <> 'ALIAS_OF' }
    OPTIONAL MATCH (a:Alias)-[:ALIAS_OF]->(e)
    WHERE NOT EXISTS { (a)-[:ALIAS_OF]->(other) WHERE other <> e }
    DETACH DELETE a, e`,
  upsertPapers: `
    UNWIND $rows AS row
    MERGE (p:Paper {id: row.id})
    SET p += row.props`,
  // Every other id a paper arrived with, by its lookup key (ingest/formats/ids.ts), so paper(id:) finds it by any.
  upsertPaperIds: `
    UNWIND $rows AS row
    MATCH (p:Paper {id: row.paperId})
    MERGE (k:PaperId {key: row.key})
    ON CREATE SET k.id = row.id
    MERGE (k)-[:IDENTIFIES]->(p)`,
  deletePaperIds: `
    UNWIND $ids AS id
    MATCH (k:PaperId)-[r:IDENTIFIES]->(:Paper {id: id})
    DELETE r
    WITH DISTINCT k
    WHERE NOT EXISTS { (k)-[:IDENTIFIES]->() }
    DELETE k`,
  upsertEntities: (label: EntityLabel) => `
    UNWIND $rows AS row
    MERGE (e:${label} {key: row.key})
    ON CREATE SET e.name = row.name, e.longForm = row.longForm
    ON MATCH SET e.longForm = coalesce(e.longForm, row.longForm)`,
  upsertAliases: (label: EntityLabel) => `
    UNWIND $rows AS row
    MATCH (e:${label} {key: row.entityKey})
    MERGE (a:Alias {key: row.key})
    ON CREATE SET a.name = row.name
    MERGE (a)-[:ALIAS_OF]->(e)`,
  createFacts: (type: FactType, label: EntityLabel) => `
    UNWIND $rows AS row
    MATCH (p:Paper {id: row.paperId})
    MATCH (e:${label} {key: row.key})
    CREATE (p)-[f:${type}]->(e)
    SET f = row.props`,
  createClaims: (type: ClaimType, winner: EntityLabel, loser: EntityLabel) => `
    UNWIND $rows AS row
    MATCH (w:${winner} {key: row.winnerKey})
    MATCH (l:${loser} {key: row.loserKey})
    CREATE (w)-[c:${type}]->(l)
    SET c = row.props`,
  // The graph's version (schema/GRAPH.md): bumped as the last statement of every write transaction that
  // changes the graph, so a reader (the API's response cache) tells by one indexed read whether anything
  // changed, whichever process wrote. The epoch tells a wiped and rebuilt graph from the old one; the stamp,
  // new at every bump, tells this graph at count N from a restored older copy whose own writes reached N again.
  bumpVersion: `
    MERGE (v:GraphVersion {key: 'graph'})
    ON CREATE SET v.epoch = randomUUID(), v.version = 0
    SET v.version = v.version + 1, v.stamp = randomUUID()`,
  createResults: (label: EntityLabel) => `
    UNWIND $rows AS row
    MATCH (p:Paper {id: row.paperId})
    MATCH (m:${label} {key: row.key})
    MATCH (b:Benchmark {key: row.benchmarkKey})
    CREATE (p)-[:REPORTS]->(r:Result {id: row.id})
    SET r += row.props
    CREATE (r)-[:OF]->(m)
    CREATE (r)-[:ON]->(b)`,
} as const;

/**
 * What Neo4j Browser writes on a claim's arrow: "beats by +14.0%", "improves by
 * 18.7%" (its own base model), "beats: 10.4% lower turns" (smaller is better).
 */
export function claimCaption(c: ComparisonFact): string {
  const verb = c.baseModel ? 'improves' : 'beats';
  if (!c.delta) return c.lowerIsBetter && c.metric ? `${verb}: lower ${c.metric}` : verb;
  if (c.lowerIsBetter) return `${verb}: ${c.delta} lower${c.metric ? ` ${c.metric}` : ''}`;
  return `${verb} by ${c.delta}`;
}

/**
 * A claim's `lookupKey`: `<loser key>|<benchmark key>`, the benchmark part empty
 * when the sentence names none. Keys are letters and digits only, so `|` cannot
 * occur inside one. schema/apply.ts writes the same for claims stored before it.
 */
export function claimLookupKey(loserKey: string, benchmarkKey: string | null): string {
  return `${loserKey}|${benchmarkKey ?? ''}`;
}

function labelFor(cluster: Cluster): EntityLabel {
  if (cluster.label) return cluster.label;
  return cluster.group === 'benchmark' ? 'Benchmark' : entityKind(cluster.name);
}

/**
 * Builds the rows of one batch. `existing` maps surface keys to entities already
 * in the graph, so a name the graph knows resolves to the same node.
 */
function buildRows(
  papers: ExtractedPaper[],
  hashes: Map<string, string>,
  existing: Map<string, { entityKey: string; label: EntityLabel }>,
  resolver: Resolver,
  extractorVersion: string,
): BatchRows {
  const rows: BatchRows = { papers: [], paperIds: [], entities: [], aliases: [], facts: [], claims: [], results: [] };
  for (const cluster of resolver.clusters()) {
    const group = cluster.group;
    const hit = [...cluster.surfaces.keys()]
      .sort()
      .map((k) => existing.get(`${group}:${k}`))
      .find((e) => e !== undefined);
    cluster.key = hit?.entityKey ?? normalizeName(cluster.name);
    cluster.label = hit?.label ?? labelFor(cluster);
    rows.entities.push({ label: cluster.label, key: cluster.key, name: cluster.name, longForm: cluster.longForm });
    const surfaces = new Map(cluster.surfaces);
    for (const alias of lexiconAliases.get(cluster.key) ?? []) surfaces.set(normalizeName(alias), alias);
    for (const [key, name] of surfaces) rows.aliases.push({ label: cluster.label, key, name, entityKey: cluster.key });
  }
  for (const { paper, extraction } of papers) {
    const hash = hashes.get(paper.id) ?? '';
    rows.paperIds.push(...paperIdRows(paper));
    rows.papers.push({
      id: paper.id,
      props: {
        title: paper.title,
        titleDerived: paper.titleDerived,
        authors: paper.authors,
        published: paper.published,
        year: paper.year,
        url: paper.url,
        arxivId: paper.arxivId,
        ids: paper.ids,
        doi: paper.doi,
        categories: paper.categories,
        venue: paper.venue,
        titleKey: titleAuthorKey(paper.title, paper.titleDerived, paper.authors),
        abstract: paper.text,
        contentHash: hash,
        extractorVersion,
        sources: [paper.source],
      },
    });
    const seen = new Set<string>();
    const fact = (type: FactType, group: Group, m: Mention) => {
      const cluster = resolver.get(group, m.name);
      if (!cluster?.key || !cluster.label) return;
      const id = `${type}:${cluster.label}:${cluster.key}`;
      if (seen.has(id)) return;
      seen.add(id);
      rows.facts.push({ type, label: cluster.label, paperId: paper.id, key: cluster.key, props: evidenceProps(m.evidence) });
    };
    for (const m of extraction.methods) fact('PROPOSES', 'system', m);
    for (const m of extraction.benchmarks) fact('EVALUATES_ON', 'benchmark', m);
    for (const m of extraction.introducedBenchmarks) fact('INTRODUCES', 'benchmark', m);
    for (const m of extraction.baselines) fact('COMPARES_WITH', 'system', m);
    for (const m of extraction.models) fact('USES_MODEL', 'system', m);
    extraction.comparisons.forEach((c, claimIndex) => {
      const w = resolver.get('system', c.method);
      const l = resolver.get('system', c.baseline);
      if (!w?.key || !w.label || !l?.key || !l.label || w === l) return;
      const b = c.benchmark ? resolver.get('benchmark', c.benchmark) : undefined;
      const model = c.model ? resolver.get('system', c.model) : undefined;
      rows.claims.push({
        type: c.baseModel ? 'IMPROVES' : 'OUTPERFORMS',
        winnerLabel: w.label,
        winnerKey: w.key,
        loserLabel: l.label,
        loserKey: l.key,
        props: {
          paperId: paper.id,
          claimIndex,
          // Who lost where, as one indexed key: methods-that-beat finds a baseline's claims on a benchmark
          // by one seek instead of expanding every claim the baseline loses (schema/GRAPH.md).
          lookupKey: claimLookupKey(l.key, b?.key ?? null),
          benchmarkKey: b?.key ?? null,
          benchmark: b?.name ?? null,
          metric: c.metric,
          delta: c.delta,
          marginValue: c.margin?.value ?? null,
          marginUnit: c.margin?.unit ?? null,
          marginFrom: c.margin?.from ?? null,
          marginTo: c.margin?.to ?? null,
          model: model?.name ?? c.model,
          baseModel: c.baseModel,
          lowerIsBetter: c.lowerIsBetter,
          caption: claimCaption(c),
          ...evidenceProps(c.evidence),
        },
      });
    });
    extraction.results.forEach((r, i) => {
      const m = resolver.get('system', r.method);
      const b = resolver.get('benchmark', r.benchmark);
      if (!m?.key || !m.label || !b?.key) return;
      rows.results.push({
        id: `${paper.id}#${i}`,
        paperId: paper.id,
        label: m.label,
        key: m.key,
        benchmarkKey: b.key,
        props: { metric: r.metric, metricKey: r.metricKey, lowerIsBetter: r.lowerIsBetter, value: r.value, number: r.number, unit: r.unit, model: r.model, ...evidenceProps(r.evidence) },
      });
    });
  }
  return rows;
}

/** Registers every name a batch mentions with the resolver, comparisons and results included. */
function collectMentions(papers: ExtractedPaper[]): Resolver {
  const resolver = new Resolver();
  for (const { extraction: e } of papers) {
    for (const m of [...e.benchmarks, ...e.introducedBenchmarks]) resolver.add('benchmark', m.name, m.aliases);
    for (const m of [...e.methods, ...e.baselines, ...e.models]) resolver.add('system', m.name, m.aliases);
    for (const c of e.comparisons) {
      if (!resolver.get('system', c.method)) resolver.add('system', c.method, []);
      if (!resolver.get('system', c.baseline)) resolver.add('system', c.baseline, []);
      if (c.benchmark && !resolver.get('benchmark', c.benchmark)) resolver.add('benchmark', c.benchmark, []);
    }
    for (const r of e.results) {
      if (!resolver.get('system', r.method)) resolver.add('system', r.method, []);
      if (!resolver.get('benchmark', r.benchmark)) resolver.add('benchmark', r.benchmark, []);
    }
  }
  return resolver;
}

/** Runs one statement; `T` types the rows it returns. */
async function run<T extends RecordShape = RecordShape>(tx: ManagedTransaction, cypher: string, params: Record<string, unknown>): Promise<QueryResult<T>> {
  return tx.run<T>(cypher, params);
}

/**
 * Bumps the graph's version. Called last in a write transaction, so the version
 * node's lock is held only while that transaction commits: concurrent writers
 * queue there briefly, and a holder asks for no further lock but those its own
 * commit needs (a deadlock there, if ever, is a transient error the driver
 * retries, as for any two writers).
 */
export async function bumpVersion(tx: ManagedTransaction): Promise<void> {
  await run(tx, STATEMENTS.bumpVersion, {});
}

/** The graph as a Neo4j write transaction: each operation one statement above. */
export function txStore(tx: ManagedTransaction): GraphStore {
  return {
    findStored: async (rows) => (await run<{ i: number; id: string }>(tx, STATEMENTS.findStored, { rows })).records.map((r) => ({ i: Number(r.get('i')), id: r.get('id') })),
    readMeta: async (ids) => (await run<{ paper: PaperMeta }>(tx, STATEMENTS.readMeta, { ids })).records.map((r) => r.get('paper')),
    writeMeta: async (rows) => {
      await run(tx, STATEMENTS.writeMeta, { rows });
    },
    lockAndReadHashes: async (ids) => {
      const hashes = new Map<string, string>();
      for (const r of (await run<{ id: string; hash: string | null }>(tx, STATEMENTS.lockAndReadHashes, { ids })).records) {
        const hash = r.get('hash');
        if (hash !== null) hashes.set(r.get('id'), hash);
      }
      return hashes;
    },
    addSources: async (rows) => (await run(tx, STATEMENTS.addSources, { rows })).summary.counters.containsUpdates(),
    deleteOwned: async (ids) => {
      const touched = new Set<string>();
      await run(tx, STATEMENTS.deletePaperIds, { ids });
      for (const r of (await run<{ keys: string[] }>(tx, STATEMENTS.deleteResults, { ids })).records) for (const k of r.get('keys')) touched.add(k);
      for (const r of (await run<{ key: string }>(tx, STATEMENTS.deleteFacts, { ids })).records) touched.add(r.get('key'));
      for (const r of (await run<{ wk: string; lk: string }>(tx, STATEMENTS.deleteClaims, { ids })).records) {
        touched.add(r.get('wk'));
        touched.add(r.get('lk'));
      }
      return touched;
    },
    deleteOrphans: async (keys) => {
      if (keys.size === 0) return;
      for (const label of ENTITY_LABELS) await run(tx, STATEMENTS.deleteOrphans(label), { keys: [...keys] });
    },
    resolveAliases: async (keys) =>
      (await run<{ key: string; entityKey: string; label: EntityLabel | null }>(tx, STATEMENTS.resolveAliases, { keys })).records.map(
        (r): AliasHit => ({ key: r.get('key'), entityKey: r.get('entityKey'), label: r.get('label') }),
      ),
    upsertPapers: async (rows) => {
      await run(tx, STATEMENTS.upsertPapers, { rows });
    },
    upsertPaperIds: async (rows) => {
      await run(tx, STATEMENTS.upsertPaperIds, { rows });
    },
    upsertEntities: async (label, rows) => {
      await run(tx, STATEMENTS.upsertEntities(label), { rows });
    },
    upsertAliases: async (label, rows) => {
      await run(tx, STATEMENTS.upsertAliases(label), { rows });
    },
    createFacts: async (type, label, rows) => {
      await run(tx, STATEMENTS.createFacts(type, label), { rows });
    },
    createClaims: async (type, winner, loser, rows) => {
      await run(tx, STATEMENTS.createClaims(type, winner, loser), { rows });
    },
    createResults: async (label, rows) => {
      await run(tx, STATEMENTS.createResults(label), { rows });
    },
    bumpVersion: () => bumpVersion(tx),
  };
}

/**
 * Writes a batch of papers to `store`, as one transaction of writePapers does:
 * records of one paper are merged first (graph/merge.ts; not with `merge:
 * false`), and a record of a paper stored under another id adds to it. Papers
 * whose content hash is unchanged are skipped (only a new source file is
 * recorded); changed papers have all their old facts replaced; new papers are
 * added. Within the batch, a paper id must appear once (the pipeline dedupes).
 */
export async function writeBatch(store: GraphStore, records: ExtractedPaper[], extractorVersion: string, options: { merge?: boolean } = {}): Promise<WriteSummary> {
  if (records.length === 0) return { added: 0, updated: 0, unchanged: 0 };
  // Records of one paper (a shared id, or the same title and first author) are one paper: graph/merge.ts.
  // Re-extraction writes stored papers back as they are (merge: false): they are papers already.
  const merging = options.merge ?? true;
  const grouped = merging ? mergeBatch(records) : { papers: records, mergedInto: new Map<string, string>(), moreSources: new Map<string, string[]>() };
  const merged = records.length - grouped.papers.length;
  const into = merging ? await findStored(store, grouped.papers.map((p) => p.paper)) : new Map<string, string>();
  const mergedInto = new Map([...grouped.mergedInto].map(([from, to]) => [from, into.get(to) ?? to]));
  for (const [from, to] of into) mergedInto.set(from, to);
  const batch = grouped.papers.filter((p) => !into.has(p.paper.id));
  const toStored = grouped.papers.filter((p) => into.has(p.paper.id)).map((p) => p.paper);
  const added = toStored.length > 0 ? await addToStored(store, toStored, into) : { changed: 0, unchanged: 0 };
  const sourceRows = [...grouped.moreSources].flatMap(([id, sources]) => sources.map((source) => ({ id: into.get(id) ?? id, source })));
  const finish = async (s: { added: number; updated: number; unchanged: number }, wrote: boolean): Promise<WriteSummary> => {
    let more = false;
    if (sourceRows.length > 0) more = await store.addSources(sourceRows);
    if (!wrote && (more || added.changed > 0)) await store.bumpVersion();
    return { added: s.added, updated: s.updated + added.changed, unchanged: s.unchanged + added.unchanged, merged, mergedInto };
  };
  if (batch.length === 0) return finish({ added: 0, updated: 0, unchanged: 0 }, false);
  const hashes = new Map(batch.map((p) => [p.paper.id, contentHash(p, extractorVersion)]));
  const stored = await store.lockAndReadHashes(batch.map((p) => p.paper.id).sort());

  const unchanged = batch.filter((p) => stored.get(p.paper.id) === hashes.get(p.paper.id));
  const changed = batch.filter((p) => stored.get(p.paper.id) !== hashes.get(p.paper.id));
  const updatedIds = changed.filter((p) => stored.has(p.paper.id)).map((p) => p.paper.id);
  let sourcesAdded = false;
  if (unchanged.length > 0) sourcesAdded = await store.addSources(unchanged.map((p) => ({ id: p.paper.id, source: p.paper.source })));
  if (changed.length === 0) {
    // Papers already stored and read from a file they were read from before: nothing changed, the version stays.
    if (sourcesAdded) await store.bumpVersion();
    return finish({ added: 0, updated: 0, unchanged: unchanged.length }, sourcesAdded);
  }

  const touched = updatedIds.length > 0 ? await store.deleteOwned(updatedIds) : new Set<string>();

  const resolver = collectMentions(changed);
  const surfaceKeys = new Set<string>();
  for (const c of resolver.clusters()) for (const k of c.surfaces.keys()) surfaceKeys.add(k);
  const existing = new Map<string, { entityKey: string; label: EntityLabel }>();
  for (const r of await store.resolveAliases([...surfaceKeys])) {
    if (!r.label) continue;
    const group: Group = r.label === 'Benchmark' ? 'benchmark' : 'system';
    const k = `${group}:${r.key}`;
    if (!existing.has(k)) existing.set(k, { entityKey: r.entityKey, label: r.label });
  }

  const rows = buildRows(changed, hashes, existing, resolver, extractorVersion);
  await store.upsertPapers(rows.papers);
  if (rows.paperIds.length > 0) await store.upsertPaperIds(rows.paperIds);
  for (const label of ENTITY_LABELS) {
    const entities = rows.entities.filter((e) => e.label === label);
    if (entities.length > 0) await store.upsertEntities(label, entities);
    const aliases = rows.aliases.filter((a) => a.label === label);
    if (aliases.length > 0) await store.upsertAliases(label, aliases);
  }
  for (const [id, facts] of groupBy(rows.facts, (f) => `${f.type}|${f.label}`)) {
    const [type, label] = id.split('|') as [FactType, EntityLabel];
    if (!FACT_TYPES.includes(type)) continue;
    await store.createFacts(type, label, facts);
  }
  for (const [id, claims] of groupBy(rows.claims, (c) => `${c.type}|${c.winnerLabel}|${c.loserLabel}`)) {
    const [type, winner, loser] = id.split('|') as [ClaimType, EntityLabel, EntityLabel];
    await store.createClaims(type, winner, loser, claims);
  }
  for (const [label, results] of groupBy(rows.results, (r) => r.label)) await store.createResults(label as EntityLabel, results);
  await store.deleteOrphans(touched);
  await store.bumpVersion();
  return finish({ added: changed.length - updatedIds.length, updated: updatedIds.length, unchanged: unchanged.length }, true);
}

/** Writes a batch of papers in one transaction (writeBatch on Neo4j); returns what happened. */
export async function writePapers(db: Db, records: ExtractedPaper[], extractorVersion: string, options: { merge?: boolean } = {}): Promise<WriteSummary> {
  if (records.length === 0) return { added: 0, updated: 0, unchanged: 0 };
  return writeTx(db, 'write-papers', (tx) => writeBatch(txStore(tx), records, extractorVersion, options));
}

/**
 * Adds records of papers already written to them in `store` (see addRecords);
 * the version is bumped when any paper changed.
 */
export async function addStoredRecords(store: GraphStore, records: PaperRecord[]): Promise<void> {
  if (records.length === 0) return;
  const r = await addToStored(store, records, new Map(records.map((p) => [p.id, p.id])));
  if (r.changed > 0) await store.bumpVersion();
}

/** Records further files a paper was read from (the same abstract in two dumps). */
export async function addSources(db: Db, rows: { id: string; source: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await writeTx(db, 'add-sources', async (tx) => {
    const r = await run(tx, STATEMENTS.addSources, { rows });
    if (r.summary.counters.containsUpdates()) await bumpVersion(tx);
  });
}

/**
 * Adds records of papers already written (the same id read again in one run,
 * from another file or format) to those papers: their sources, every id they
 * carry and the metadata the paper lacks (graph/merge.ts). Nothing is extracted
 * or rewritten; a record that adds nothing changes nothing.
 */
export async function addRecords(db: Db, records: PaperRecord[]): Promise<void> {
  if (records.length === 0) return;
  await writeTx(db, 'add-records', (tx) => addStoredRecords(txStore(tx), records));
}

/** Deletes papers by id with everything they own; entities left without facts go too. */
export async function deletePapers(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return writeTx(db, 'delete-papers', async (tx) => {
    const store = txStore(tx);
    const touched = await store.deleteOwned(ids);
    const deleted = await run<{ n: number }>(tx, 'UNWIND $ids AS id MATCH (p:Paper {id: id}) DETACH DELETE p RETURN count(*) AS n', { ids });
    await store.deleteOrphans(touched);
    // count(*) always returns one row.
    const n = deleted.records[0]?.get('n') ?? 0;
    // A paper's facts and claims go with it: when no paper was deleted, nothing was.
    if (n > 0) await bumpVersion(tx);
    return n;
  });
}
