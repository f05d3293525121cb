/**
 * What writing a batch of papers (graph/write.ts `writeBatch`) reads from the
 * graph and does to it, one named operation per Cypher statement of the writer.
 * Two implementations: a Neo4j write transaction (graph/write.ts `txStore`, the
 * statements themselves) and a graph held in memory for a fresh bulk load
 * (graph/memory-graph.ts, written out as CSV for `neo4j-admin database import`).
 * The decisions (which records are one paper, what changed, how names resolve,
 * which rows to write) are made once, in graph/write.ts and graph/merge.ts, for both.
 */
import type { EntityKind } from '../ingest/types.ts';
import type { PaperRow } from './read.ts';

export type EntityLabel = EntityKind;
export type FactType = 'PROPOSES' | 'EVALUATES_ON' | 'INTRODUCES' | 'COMPARES_WITH' | 'USES_MODEL';
/** A win over a competitor, or a gain the method brings to its own base model (never read as a win). */
export type ClaimType = 'OUTPERFORMS' | 'IMPROVES';

/** What one paper's stored or first record has, as the merge reads and writes it: a paper row without its abstract and extractor version, every field present. */
export type PaperMeta = Required<Omit<PaperRow, 'abstract' | 'extractorVersion'>>;

export interface PaperIdRow {
  paperId: string;
  key: string;
  id: string;
}
export interface PaperUpsert {
  id: string;
  props: Record<string, unknown>;
}
export interface EntityUpsert {
  label: EntityLabel;
  key: string;
  name: string;
  longForm: string | null;
}
export interface AliasUpsert {
  label: EntityLabel;
  key: string;
  name: string;
  entityKey: string;
}
export interface FactRow {
  type: FactType;
  label: EntityLabel;
  paperId: string;
  key: string;
  props: Record<string, unknown>;
}
export interface ClaimRow {
  type: ClaimType;
  winnerLabel: EntityLabel;
  winnerKey: string;
  loserLabel: EntityLabel;
  loserKey: string;
  props: Record<string, unknown>;
}
export interface ResultRow {
  id: string;
  paperId: string;
  label: EntityLabel;
  key: string;
  benchmarkKey: string;
  props: Record<string, unknown>;
}
/** An alias key known to the graph and the entity it names (`label` null for an entity of no known kind). */
export interface AliasHit {
  key: string;
  entityKey: string;
  label: EntityLabel | null;
}

/** The graph as one batch write sees it. Every operation acts as the Cypher statement of the same name in graph/write.ts or graph/merge.ts. */
export interface GraphStore {
  /** Record id → the stored paper it is another record of (by a shared id, then title and first author); graph/merge.ts FIND_STORED. */
  findStored(rows: { i: number; keys: string[]; title: string | null }[]): Promise<{ i: number; id: string }[]>;
  /** The metadata of the stored papers `ids` (absent fields null). */
  readMeta(ids: string[]): Promise<PaperMeta[]>;
  /** Sets properties of stored papers (`SET p += props`: a null removes one). */
  writeMeta(rows: PaperUpsert[]): Promise<void>;
  /** Locks the papers `ids` (creating the missing) and returns the content hash of those that have one. */
  lockAndReadHashes(ids: string[]): Promise<Map<string, string>>;
  /** Adds a source file to papers that lack it; true when any paper changed. */
  addSources(rows: { id: string; source: string }[]): Promise<boolean>;
  /** Deletes what the papers own (other ids, results, facts, claims); returns the keys of the entities they touched. */
  deleteOwned(ids: string[]): Promise<Set<string>>;
  /** Removes entities among `keys` that no fact refers to any more, with their aliases. */
  deleteOrphans(keys: Set<string>): Promise<void>;
  /** The entities the alias keys `keys` name, ordered by key, then entity key. */
  resolveAliases(keys: string[]): Promise<AliasHit[]>;
  upsertPapers(rows: PaperUpsert[]): Promise<void>;
  upsertPaperIds(rows: PaperIdRow[]): Promise<void>;
  upsertEntities(label: EntityLabel, rows: EntityUpsert[]): Promise<void>;
  upsertAliases(label: EntityLabel, rows: AliasUpsert[]): Promise<void>;
  createFacts(type: FactType, label: EntityLabel, rows: FactRow[]): Promise<void>;
  createClaims(type: ClaimType, winner: EntityLabel, loser: EntityLabel, rows: ClaimRow[]): Promise<void>;
  createResults(label: EntityLabel, rows: ResultRow[]): Promise<void>;
  /** Bumps the graph's version (schema/GRAPH.md): last in every batch that changed the graph. */
  bumpVersion(): Promise<void>;
}
