/**
 * The Cypher files in this folder are the single source of the questions users
 * ask: Neo4j Browser users paste them, `npm run query` runs them, and the GraphQL
 * resolvers call them. Each file starts with a comment header:
 *
 *   // name: methods-that-beat
 *   // answers: Which methods beat a baseline, with margin and evidence.
 *   // param baseline: name, required -- the beaten method (any alias)
 *   // param limit: int = 100 -- most rows returned
 *
 * A parameter of type `name` names an entity ("GRPO", "Group Relative Policy
 * Optimization"): the Cypher receives its key, as `$baselineKey`, computed here by
 * `normalizeName` (ingest/names.ts), the one normalization the writer keys
 * aliases with. In Neo4j Browser, set the key (`:param baselineKey => 'grpo'`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import neo4j from 'neo4j-driver';
import { fileURLToPath } from 'node:url';
import { normalizeName } from '../ingest/names.ts';

export type ParamType = 'string' | 'name' | 'int' | 'float' | 'boolean';

export interface QueryParam {
  name: string;
  type: ParamType;
  required: boolean;
  default: string | number | boolean | null;
  description: string;
}

export interface NamedQuery {
  name: string;
  answers: string;
  params: QueryParam[];
  cypher: string;
  file: string;
}

const dir = fileURLToPath(new URL('.', import.meta.url));
const PARAM = /^\/\/\s*param\s+(\w+)\s*:\s*(string|name|int|float|boolean)\s*(?:,\s*(required)|=\s*(\S+))?\s*(?:--\s*(.*))?$/;

function parseDefault(type: ParamType, raw: string | undefined): string | number | boolean | null {
  if (raw === undefined || raw === 'null') return null;
  if (type === 'int' || type === 'float') return Number(raw);
  if (type === 'boolean') return raw === 'true';
  return raw.replace(/^["']|["']$/g, '');
}

/** Parses one query file's text; throws naming the file when its header is incomplete. */
export function parseQuery(file: string, text: string): NamedQuery {
  const header = text.split('\n').filter((line) => line.startsWith('//'));
  const field = (key: string) => header.map((l) => new RegExp(`^//\\s*${key}:\\s*(.*)$`).exec(l)?.[1]).find(Boolean)?.trim();
  const name = field('name');
  const answers = field('answers');
  if (!name || !answers) throw new Error(`${file}: header needs "// name:" and "// answers:" lines`);
  const params: QueryParam[] = [];
  for (const line of header) {
    const m = PARAM.exec(line);
    if (!m) continue;
    const type = m[2] as ParamType;
    params.push({ name: m[1] ?? '', type, required: m[3] === 'required', default: parseDefault(type, m[4]), description: m[5]?.trim() ?? '' });
  }
  return { name, answers, params, cypher: text, file };
}

let cache: Map<string, NamedQuery> | null = null;

/** All queries in this folder, by name. */
export function allQueries(): Map<string, NamedQuery> {
  if (cache) return cache;
  cache = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cypher')).sort()) {
    const q = parseQuery(file, readFileSync(dir + file, 'utf8'));
    cache.set(q.name, q);
  }
  return cache;
}

/** The query called `name`; throws when there is none. */
export function query(name: string): NamedQuery {
  const q = allQueries().get(name);
  if (!q) throw new Error(`no query named "${name}" in queries/ (have: ${[...allQueries().keys()].join(', ')})`);
  return q;
}

/** The Cypher parameter a `name` parameter is sent as: its key (`baseline` is sent as `$baselineKey`). */
export function keyParam(name: string): string {
  return `${name}Key`;
}

/** The parameters the query's Cypher reads: each declared one, a `name` parameter as its key. */
export function cypherParams(q: NamedQuery): string[] {
  return q.params.map((p) => (p.type === 'name' ? keyParam(p.name) : p.name));
}

/**
 * Fills defaults and checks types of `given` against the query's params; a
 * `name` parameter is sent as its key (`keyParam`, `normalizeName`).
 * Throws an Error naming the parameter when one is missing or of the wrong type.
 */
export function bindParams(q: NamedQuery, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of q.params) {
    const value = given[p.name];
    if (value === undefined || value === null) {
      if (p.required) throw new Error(`query "${q.name}" needs parameter "${p.name}" (${p.type})`);
      if (p.type === 'name') out[keyParam(p.name)] = typeof p.default === 'string' ? normalizeName(p.default) : null;
      else out[p.name] = p.type === 'int' && typeof p.default === 'number' ? neo4j.int(p.default) : p.default;
      continue;
    }
    const ok =
      ((p.type === 'string' || p.type === 'name') && typeof value === 'string') ||
      (p.type === 'int' && Number.isInteger(value)) ||
      (p.type === 'float' && typeof value === 'number') ||
      (p.type === 'boolean' && typeof value === 'boolean');
    if (!ok) throw new Error(`query "${q.name}": parameter "${p.name}" must be ${p.type}`);
    if (p.type === 'name') out[keyParam(p.name)] = normalizeName(value as string);
    // Cypher needs integers, not floats, for LIMIT and SKIP: JS numbers go as floats unless wrapped.
    else out[p.name] = p.type === 'int' ? neo4j.int(value as number) : value;
  }
  return out;
}
