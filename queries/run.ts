/**
 * Running the named queries of this folder outside GraphQL: turning `key=value`
 * words into typed parameters, running a query through the driver module, and
 * printing the rows as a table for people (`npm run query`).
 */
import { isDate, isDateTime, isDuration, isInt, isLocalDateTime, isLocalTime, isNode, isPath, isRelationship, isTime } from 'neo4j-driver';
import { readRows, type Db } from '../graph/driver.ts';
import { bindParams, query, type NamedQuery, type QueryParam } from './load.ts';

/** A plain node as `toPlain` gives it. */
export interface PlainNode {
  elementId: string;
  labels: string[];
  properties: Record<string, unknown>;
}

/** A plain relationship as `toPlain` gives it. */
export interface PlainRelationship {
  elementId: string;
  type: string;
  startElementId: string;
  endElementId: string;
  properties: Record<string, unknown>;
}

/** A plain path: its nodes in order and the relationships between them. */
export interface PlainPath {
  nodes: PlainNode[];
  relationships: PlainRelationship[];
}

/** Thrown when command-line words do not fit a query's parameters. */
export class QueryArgumentError extends Error {
  override name = 'QueryArgumentError';
}

function coerce(q: NamedQuery, p: QueryParam, raw: string): unknown {
  if (raw === 'null') return null;
  switch (p.type) {
    case 'string':
    case 'name':
      return raw;
    case 'int': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isInteger(n)) throw new QueryArgumentError(`${q.name}: ${p.name} must be an integer, got "${raw}"`);
      return n;
    }
    case 'float': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw new QueryArgumentError(`${q.name}: ${p.name} must be a number, got "${raw}"`);
      return n;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw new QueryArgumentError(`${q.name}: ${p.name} must be true or false, got "${raw}"`);
      return raw === 'true';
  }
}

/**
 * Turns `key=value` words into parameters typed by the query's header
 * (`limit=5` becomes the integer 5, `benchmark=null` becomes null). Throws
 * QueryArgumentError for a word without `=`, an unknown key or a value of the
 * wrong type. Missing parameters are left out (defaults come from `bindParams`).
 */
export function parseArgs(q: NamedQuery, words: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq <= 0) throw new QueryArgumentError(`${q.name}: expected key=value, got "${word}"`);
    const key = word.slice(0, eq);
    const p = q.params.find((param) => param.name === key);
    if (!p) {
      const known = q.params.map((param) => param.name).join(', ') || 'none';
      throw new QueryArgumentError(`${q.name}: unknown parameter "${key}" (parameters: ${known})`);
    }
    out[key] = coerce(q, p, word.slice(eq + 1));
  }
  return out;
}

/**
 * Converts driver values to plain JavaScript: nodes, relationships and paths
 * to `PlainNode` / `PlainRelationship` / `PlainPath`, temporal values to ISO
 * strings, Integers to numbers; lists and maps recursively.
 */
export function toPlain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isInt(value)) return value.toNumber();
  if (isNode(value)) {
    return { elementId: value.elementId, labels: [...value.labels], properties: toPlain(value.properties) } as PlainNode;
  }
  if (isRelationship(value)) {
    return {
      elementId: value.elementId,
      type: value.type,
      startElementId: value.startNodeElementId,
      endElementId: value.endNodeElementId,
      properties: toPlain(value.properties),
    } as PlainRelationship;
  }
  if (isPath(value)) {
    const nodes = [toPlain(value.start) as PlainNode];
    const relationships: PlainRelationship[] = [];
    for (const segment of value.segments) {
      relationships.push(toPlain(segment.relationship) as PlainRelationship);
      nodes.push(toPlain(segment.end) as PlainNode);
    }
    return { nodes, relationships } as PlainPath;
  }
  if (isDate(value) || isDateTime(value) || isLocalDateTime(value) || isTime(value) || isLocalTime(value) || isDuration(value)) {
    return value.toString();
  }
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}

/**
 * Runs the named query (or a parsed one) with `given` parameters, defaults
 * filled in and types checked by `bindParams`, in a read transaction named
 * `query:<name>`. Returns plain rows; an empty array when nothing matches.
 */
export async function runQuery(db: Db, nameOrQuery: string | NamedQuery, given: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
  const q = typeof nameOrQuery === 'string' ? query(nameOrQuery) : nameOrQuery;
  // bindParams sends int parameters as driver Integers (LIMIT refuses floats) and names as their keys.
  const rows = await readRows(db, `query:${q.name}`, q.cypher, bindParams(q, given));
  return rows.map((row) => toPlain(row) as Record<string, unknown>);
}

function isPlainNode(v: unknown): v is PlainNode {
  return typeof v === 'object' && v !== null && 'labels' in v && 'properties' in v;
}
function isPlainRelationship(v: unknown): v is PlainRelationship {
  return typeof v === 'object' && v !== null && 'type' in v && 'startElementId' in v;
}
function isPlainPath(v: unknown): v is PlainPath {
  return typeof v === 'object' && v !== null && 'nodes' in v && 'relationships' in v;
}

function nodeCaption(n: PlainNode): string {
  const p = n.properties;
  const caption = p.name ?? p.title ?? p.metric ?? p.id ?? p.key ?? n.elementId;
  return `(:${n.labels.join(':')} ${String(caption)})`;
}

function relationshipCaption(r: PlainRelationship): string {
  const delta = r.properties.delta;
  return `-[:${r.type}${delta ? ` ${String(delta)}` : ''}]->`;
}

/**
 * One table cell for people: nodes by name or title, relationships by type
 * (and margin), paths as arrows, maps by their name/title/id, lists joined.
 */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.replace(/\s+/g, ' ');
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(formatCell).join(', ');
  if (isPlainPath(value)) {
    let out = value.nodes[0] ? nodeCaption(value.nodes[0]) : '';
    value.relationships.forEach((r, i) => {
      const next = value.nodes[i + 1];
      out += relationshipCaption(r) + (next ? nodeCaption(next) : '');
    });
    return out;
  }
  if (isPlainNode(value)) return nodeCaption(value);
  if (isPlainRelationship(value)) return relationshipCaption(value);
  const map = value as Record<string, unknown>;
  for (const key of ['name', 'title', 'id', 'key']) {
    if (map[key] !== null && map[key] !== undefined) return formatCell(map[key]);
  }
  return Object.entries(map)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}=${formatCell(v)}`)
    .join(' ');
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(1, width - 1))}…`;
}

/**
 * Renders rows as a plain-text table with a header line; every cell is
 * `formatCell`ed and clipped to `maxWidth` characters (no clipping when 0).
 * `columns` picks and orders columns (unknown names are ignored); with
 * `dropRepeats`, a column that is empty in every row, or shows exactly what an
 * earlier column shows in every row (`winner` beside `method`), is left out. Returns "(no rows)" for an
 * empty result.
 */
export function formatTable(
  rows: Record<string, unknown>[],
  options: { maxWidth?: number; columns?: string[]; dropRepeats?: boolean } = {},
): string {
  const first = rows[0];
  if (!first) return '(no rows)';
  const maxWidth = options.maxWidth ?? 60;
  let columns = options.columns ? options.columns.filter((c) => c in first) : Object.keys(first);
  const text = (row: Record<string, unknown>, c: string) => {
    const t = formatCell(row[c]);
    return maxWidth > 0 ? clip(t, maxWidth) : t;
  };
  if (options.dropRepeats) {
    const kept: string[] = [];
    for (const c of columns) {
      const empty = rows.every((row) => text(row, c) === '');
      if (!empty && !kept.some((k) => rows.every((row) => text(row, k) === text(row, c)))) kept.push(c);
    }
    columns = kept;
  }
  const cells = rows.map((row) => columns.map((c) => text(row, c)));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ').trimEnd();
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('-+-'), ...cells.map(line)].join('\n');
}

/** A paper as rows carry it (`p { .id, .title, … }`): cited by its id in CSV, gathered for BibTeX. */
function isPaperLike(value: unknown): value is { id: string; title: string } {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'string' && 'title' in value;
}

/** One row with nested maps spread into dotted columns ("firstHop.delta"); papers as their id, names as themselves. */
function flatRow(row: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(row)) {
    const key = prefix + k;
    if (isPaperLike(v)) out[key] = v.id;
    else if (v && typeof v === 'object' && !Array.isArray(v) && !isPlainNode(v) && !isPlainPath(v) && !isPlainRelationship(v) && !('name' in v)) flatRow(v as Record<string, unknown>, `${key}.`, out);
    else out[key] = formatCell(v);
  }
  return out;
}

/** RFC 4180 CSV of query rows: a header of every column seen, nested maps as dotted columns, papers by id. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const flat = rows.map((r) => flatRow(r));
  const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [columns.map(cell).join(','), ...flat.map((r) => columns.map((c) => cell(r[c] ?? '')).join(','))];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** Every paper a result set names, at any depth, in order of first appearance. */
export function papersIn(rows: unknown[]): Record<string, unknown>[] {
  const seen = new Map<string, Record<string, unknown>>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isPaperLike(v)) {
      if (!seen.has(v.id)) seen.set(v.id, v as unknown as Record<string, unknown>);
    } else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(rows);
  return [...seen.values()];
}
