/**
 * The graph of a fresh bulk load, held in memory (graph/store.ts): each
 * operation does what the writer's Cypher statement of the same name does to
 * Neo4j, so `writeBatch` (graph/write.ts) run batch after batch on it builds the
 * graph the normal ingest would, names resolved and records merged across the
 * whole input. Papers, their other ids, entities and aliases stay in memory
 * (later batches read and change them); facts, claims and results are never
 * changed once made in a fresh load, so they go straight to the CSV files.
 * `finish` writes the rest and returns the files for `neo4j-admin database import`.
 *
 * Only a fresh load: a paper written twice (deleteOwned, deleteOrphans) is refused.
 */
import { randomUUID } from 'node:crypto';
import { CsvFiles, type CsvOutput } from './csv-files.ts';
import type { AliasHit, EntityLabel, GraphStore, PaperMeta } from './store.ts';

type Props = Record<string, unknown>;

/** `SET n += props`: a null removes a property. */
function setAll(node: Props, props: Props): void {
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined) delete node[k];
    else node[k] = Array.isArray(v) ? [...v] : v;
  }
}

/** The properties a `SET r = props` or `CREATE … SET r += props` gives a new node or relationship: nulls dropped. */
function present(props: Props): Props {
  const out: Props = {};
  setAll(out, props);
  return out;
}

const META_FIELDS = ['id', 'title', 'titleDerived', 'authors', 'published', 'year', 'url', 'arxivId', 'ids', 'doi', 'categories', 'venue', 'sources'] as const;

export class MemoryGraph implements GraphStore {
  private readonly papers = new Map<string, Props>();
  private readonly byTitleKey = new Map<string, Set<string>>();
  private readonly paperIds = new Map<string, { id: string; papers: string[] }>();
  /** `label key` → properties. */
  private readonly entities = new Map<string, Props>();
  private readonly aliases = new Map<string, { name: string; targets: { label: EntityLabel; key: string }[] }>();
  private version: { epoch: string; version: bigint } | null = null;
  private readonly csv: CsvFiles;
  private readonly written = { facts: 0, claims: 0, results: 0 };

  constructor(csvDir: string) {
    this.csv = new CsvFiles(csvDir);
  }

  private paper(id: string): Props {
    let p = this.papers.get(id);
    if (!p) {
      p = { id };
      this.papers.set(id, p);
    }
    return p;
  }

  private setPaper(p: Props, props: Props): void {
    const before = p.titleKey;
    setAll(p, props);
    if (p.titleKey === before) return;
    if (typeof before === 'string') this.byTitleKey.get(before)?.delete(p.id as string);
    if (typeof p.titleKey === 'string') {
      const ids = this.byTitleKey.get(p.titleKey) ?? new Set<string>();
      ids.add(p.id as string);
      this.byTitleKey.set(p.titleKey, ids);
    }
  }

  private entity(label: EntityLabel, key: string): Props | undefined {
    return this.entities.get(`${label} ${key}`);
  }

  async findStored(rows: { i: number; keys: string[]; title: string | null }[]): Promise<{ i: number; id: string }[]> {
    const out: { i: number; id: string }[] = [];
    const least = (ids: Iterable<string>) => [...ids].sort()[0];
    for (const row of rows) {
      const byId = row.keys.filter((k) => this.papers.get(k)?.contentHash != null);
      const byOtherId = row.keys.flatMap((k) => this.paperIds.get(k)?.papers ?? []);
      const byTitle = row.title === null ? [] : (this.byTitleKey.get(row.title) ?? []);
      const id = least(byId) ?? least(byOtherId) ?? least(byTitle);
      if (id !== undefined) out.push({ i: row.i, id });
    }
    return out;
  }

  async readMeta(ids: string[]): Promise<PaperMeta[]> {
    const out: PaperMeta[] = [];
    for (const id of ids) {
      const p = this.papers.get(id);
      if (!p) continue;
      const meta: Props = {};
      for (const f of META_FIELDS) meta[f] = Array.isArray(p[f]) ? [...(p[f] as string[])] : (p[f] ?? null);
      out.push(meta as unknown as PaperMeta);
    }
    return out;
  }

  async writeMeta(rows: { id: string; props: Props }[]): Promise<void> {
    for (const row of rows) {
      const p = this.papers.get(row.id);
      if (p) this.setPaper(p, row.props);
    }
  }

  async lockAndReadHashes(ids: string[]): Promise<Map<string, string>> {
    const hashes = new Map<string, string>();
    for (const id of ids) {
      const hash = this.paper(id).contentHash;
      if (typeof hash === 'string') hashes.set(id, hash);
    }
    return hashes;
  }

  async addSources(rows: { id: string; source: string }[]): Promise<boolean> {
    let changed = false;
    for (const row of rows) {
      const p = this.papers.get(row.id);
      if (!p || !Array.isArray(p.sources) || p.sources.includes(row.source)) continue;
      p.sources = [...p.sources, row.source];
      changed = true;
    }
    return changed;
  }

  async deleteOwned(ids: string[]): Promise<Set<string>> {
    if (ids.length > 0) throw new Error(`a bulk load writes each paper once, but ${ids[0]} came back changed in one run`);
    return new Set();
  }

  async deleteOrphans(keys: Set<string>): Promise<void> {
    if (keys.size > 0) throw new Error('a bulk load deletes nothing');
  }

  async resolveAliases(keys: string[]): Promise<AliasHit[]> {
    const out: AliasHit[] = [];
    for (const key of keys) for (const t of this.aliases.get(key)?.targets ?? []) out.push({ key, entityKey: t.key, label: t.label });
    return out.sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.entityKey < b.entityKey ? -1 : a.entityKey > b.entityKey ? 1 : String(a.label).localeCompare(String(b.label)),
    );
  }

  async upsertPapers(rows: { id: string; props: Props }[]): Promise<void> {
    for (const row of rows) this.setPaper(this.paper(row.id), row.props);
  }

  async upsertPaperIds(rows: { paperId: string; key: string; id: string }[]): Promise<void> {
    for (const row of rows) {
      if (!this.papers.has(row.paperId)) continue;
      let k = this.paperIds.get(row.key);
      if (!k) {
        k = { id: row.id, papers: [] };
        this.paperIds.set(row.key, k);
      }
      if (!k.papers.includes(row.paperId)) k.papers.push(row.paperId);
    }
  }

  async upsertEntities(label: EntityLabel, rows: { key: string; name: string; longForm: string | null }[]): Promise<void> {
    for (const row of rows) {
      const e = this.entity(label, row.key);
      if (e) {
        if (e.longForm === undefined && row.longForm !== null) e.longForm = row.longForm;
      } else this.entities.set(`${label} ${row.key}`, present({ key: row.key, name: row.name, longForm: row.longForm }));
    }
  }

  async upsertAliases(label: EntityLabel, rows: { key: string; name: string; entityKey: string }[]): Promise<void> {
    for (const row of rows) {
      if (!this.entity(label, row.entityKey)) continue;
      let a = this.aliases.get(row.key);
      if (!a) {
        a = { name: row.name, targets: [] };
        this.aliases.set(row.key, a);
      }
      if (!a.targets.some((t) => t.label === label && t.key === row.entityKey)) a.targets.push({ label, key: row.entityKey });
    }
  }

  async createFacts(type: string, label: EntityLabel, rows: { paperId: string; key: string; props: Props }[]): Promise<void> {
    for (const row of rows) {
      if (!this.papers.has(row.paperId) || !this.entity(label, row.key)) continue;
      await this.csv.rel(type, { label: 'Paper', id: row.paperId }, { label, id: row.key }, present(row.props));
      this.written.facts += 1;
    }
  }

  async createClaims(type: string, winner: EntityLabel, loser: EntityLabel, rows: { winnerKey: string; loserKey: string; props: Props }[]): Promise<void> {
    for (const row of rows) {
      if (!this.entity(winner, row.winnerKey) || !this.entity(loser, row.loserKey)) continue;
      await this.csv.rel(type, { label: winner, id: row.winnerKey }, { label: loser, id: row.loserKey }, present(row.props));
      this.written.claims += 1;
    }
  }

  async createResults(label: EntityLabel, rows: { id: string; paperId: string; key: string; benchmarkKey: string; props: Props }[]): Promise<void> {
    for (const row of rows) {
      if (!this.papers.has(row.paperId) || !this.entity(label, row.key) || !this.entity('Benchmark', row.benchmarkKey)) continue;
      await this.csv.node('Result', 'id', { ...present(row.props), id: row.id });
      await this.csv.rel('REPORTS', { label: 'Paper', id: row.paperId }, { label: 'Result', id: row.id }, {});
      await this.csv.rel('OF', { label: 'Result', id: row.id }, { label, id: row.key }, {});
      await this.csv.rel('ON', { label: 'Result', id: row.id }, { label: 'Benchmark', id: row.benchmarkKey }, {});
      this.written.results += 1;
    }
  }

  async bumpVersion(): Promise<void> {
    this.version ??= { epoch: randomUUID(), version: 0n };
    this.version.version += 1n;
  }

  /** Papers held, entities and aliases held, facts, claims and results already written to CSV. */
  counts(): { papers: number; entities: number; aliases: number; facts: number; claims: number; results: number } {
    return { papers: this.papers.size, entities: this.entities.size, aliases: this.aliases.size, ...this.written };
  }

  /** Writes the papers, their other ids, the entities, the aliases and the graph's version; closes the files. */
  async finish(): Promise<CsvOutput> {
    for (const p of this.papers.values()) await this.csv.node('Paper', 'id', p);
    for (const [key, k] of this.paperIds) {
      await this.csv.node('PaperId', 'key', { key, id: k.id });
      for (const paperId of k.papers) await this.csv.rel('IDENTIFIES', { label: 'PaperId', id: key }, { label: 'Paper', id: paperId }, {});
    }
    for (const [id, e] of this.entities) await this.csv.node(id.slice(0, id.indexOf(' ')), 'key', e);
    for (const [key, a] of this.aliases) {
      await this.csv.node('Alias', 'key', { key, name: a.name });
      for (const t of a.targets) await this.csv.rel('ALIAS_OF', { label: 'Alias', id: key }, { label: t.label, id: t.key }, {});
    }
    if (this.version) await this.csv.node('GraphVersion', 'key', { key: 'graph', ...this.version });
    return this.csv.close();
  }
}
