/**
 * Hostile strings in every argument of every Query and Mutation field (and of
 * the nested fields that take arguments), over HTTP against the real Neo4j:
 * Cypher and Lucene injection attempts, regex fragments, quotes, 1 MB strings,
 * NUL, lone surrogates, RTL and emoji. Each must give a clean result or a
 * GraphQL error with a code (never a 500 or an internal error), and the graph
 * must be unchanged afterwards. The argument list is read from the served
 * schema, so a new field or argument is covered (or this test says it is not).
 */
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { startApi, typeDefs, type Api } from '../server/app.ts';
import { config, graphCounts, testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
let api: Api;
let before: { nodes: number; relationships: number };
const tag = uniqueTag();
const ownIds = new Set<string>();

const schema = buildSchema(typeDefs().join('\n'));

/** Strings an attacker or a careless client sends. */
const HOSTILE: [string, string][] = [
  ['empty', ''],
  ['blank', '   '],
  ['double quote', '"'],
  ['single quote', "'"],
  ['backtick', '`'],
  ['backslash', '\\'],
  ['or 1=1', "' OR 1=1 //"],
  ['or ""=""', '" OR ""="'],
  ['close map and delete', '}) DETACH DELETE n //'],
  ['close string, map and delete', "'}) DETACH DELETE n //"],
  ['close double-quoted and delete', '"}) MATCH (n) DETACH DELETE n //'],
  ['backtick label escape', '`) MATCH (n) DETACH DELETE n //'],
  ['union return', "GRPO' RETURN 1 UNION MATCH (n) DETACH DELETE n RETURN 1 //"],
  ['apoc call', "'; CALL dbms.security.createUser('x', 'y', false) //"],
  ['param reference', '$baseline'],
  ['regex any', '.*'],
  ['regex flag', '(?i).*'],
  ['regex flag and name', '(?i)grpo'],
  ['regex open class', '['],
  ['regex unicode class', '\\p{L}+'],
  ['regex blowup', '(a+)+$'],
  ['lucene and paren', 'AND ('],
  ['lucene field wildcard', 'title:*'],
  ['lucene match all', '*:*'],
  ['lucene wildcard', '*'],
  ['lucene fuzzy', 'GRPO~'],
  ['lucene range', '[a TO z]'],
  ['lucene unterminated phrase', '"unterminated'],
  ['lucene regex', '/.*/'],
  ['lucene boolean', 'a && b || !c'],
  ['emoji', '🤖🔥 GRPO'],
  ['rtl override', '\u202Eevil\u202C GRPO'],
  ['hebrew', 'שלום עולם'],
  ['nul inside', 'GR\u0000PO'],
  ['nul only', '\u0000'],
  ['lone surrogate', '\ud800GRPO'],
  ['zero width', 'G\u200bR\u200bP\u200bO'],
  ['combining marks', `e${'\u0301'.repeat(1000)}`],
  ['501 characters', 'x'.repeat(501)],
  ['1 MB', 'x'.repeat(1024 * 1024)],
];

/** Integer arguments out of range or of the wrong kind. */
const HOSTILE_INTS: [string, unknown][] = [
  ['zero', 0],
  ['negative', -1],
  ['max int', 2147483647],
  ['over int', 2147483648],
  ['float', 1.5],
  ['string', '10'],
  ['null', null],
];

/** A value of the right type that the field accepts, for the arguments not under test. */
function benign(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return benign(type.ofType, name);
  if (isListType(type)) return [benign(type.ofType, name)];
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type) || f.name === 'method') out[f.name] = benign(f.type, f.name);
    return out;
  }
  const named = getNamedType(type);
  if (named.name === 'Int') return 5;
  if (name === 'abstract') return `We propose Hostile${tag}Net, a method for tests. Hostile${tag}Net outperforms GRPO on ALFWorld by 1.5%.`;
  if (name === 'benchmark') return 'ALFWorld';
  return 'GRPO';
}

/** How to reach an argument: its path inside the variables (argument, then input fields, list items as 0). */
interface Slot {
  field: string;
  path: (string | number)[];
  kind: 'string' | 'int';
}

/** Every String/ID/Int slot of an argument, walking input objects and lists. */
function slots(field: string, arg: GraphQLArgument): Slot[] {
  const out: Slot[] = [];
  const walk = (type: GraphQLInputType, path: (string | number)[]) => {
    if (isNonNullType(type)) return walk(type.ofType, path);
    if (isListType(type)) return walk(type.ofType, [...path, 0]);
    if (isInputObjectType(type)) {
      for (const f of Object.values(type.getFields())) walk(f.type, [...path, f.name]);
      return;
    }
    if (isScalarType(type) && (type.name === 'String' || type.name === 'ID')) out.push({ field, path, kind: 'string' });
    if (isScalarType(type) && type.name === 'Int') out.push({ field, path, kind: 'int' });
  };
  walk(arg.type, [arg.name]);
  return out;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      if (node[key] === undefined || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
}

function typeString(type: GraphQLInputType): string {
  return type.toString();
}

/** A request for root field `field` with `slot` set to `value` and every other required argument benign. */
function request(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>, slot: Slot, value: unknown) {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (arg.name === slot.path[0]) variables[arg.name] = benign(arg.type, arg.name);
    else if (isNonNullType(arg.type)) variables[arg.name] = benign(arg.type, arg.name);
  }
  setAt(variables, slot.path, value);
  const used = field.args.filter((a) => a.name in variables);
  const decl = used.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
  const call = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const op = root === 'Mutation' ? 'mutation' : 'query';
  const selection = field.name === 'ingestAbstracts' ? '{ added updated unchanged rejected errors { index message } papers { id } }' : '{ __typename }';
  const isObject = !isScalarType(getNamedType(field.type));
  return {
    query: `${op}${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''} ${isObject ? selection : ''} }`,
    variables,
  };
}

interface Gql {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } | null;
}

async function send(payload: { query: string; variables: Record<string, unknown> }, headers: Record<string, string> = {}): Promise<Gql> {
  const res = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Gql['body'] };
  } catch {
    return { status: res.status, body: null };
  }
}

/** What is wrong with a response to a hostile request, or null when it is clean. */
function problem(r: Gql): string | null {
  if (r.status >= 500) return `HTTP ${r.status}`;
  if (r.body === null) return `HTTP ${r.status} with a body that is not JSON`;
  for (const e of r.body.errors ?? []) {
    const code = e.extensions?.code;
    if (!code) return `error without a code: ${e.message.slice(0, 120)}`;
    if (code === 'INTERNAL_SERVER_ERROR') return `internal error: ${e.message.slice(0, 120)}`;
    if (/neo4j|cypher|org\.neo4j|stack/i.test(e.message)) return `error leaks internals: ${e.message.slice(0, 120)}`;
  }
  if (!r.body.errors && !r.body.data) return 'neither data nor errors';
  return null;
}

/** The fields of a root type. */
function root(name: 'Query' | 'Mutation'): GraphQLField<unknown, unknown>[] {
  const type = schema.getType(name);
  return isObjectType(type) ? Object.values(type.getFields()) : [];
}

beforeAll(async () => {
  db = await testDb();
  api = await startApi(db, { ...config, apiPort: 0 });
  before = await graphCounts(db);
});

afterAll(async () => {
  await api?.stop();
  await deletePapers(db, [...ownIds]);
  await closeDb(db);
});

/** Fields below the root that take arguments, reached through a benign parent. */
const NESTED = [
  { field: 'Method.beats', query: () => `query($v: String) { method(name: "GRPO") { beats(benchmark: $v) { evidence } } }`, arg: 'string' },
  { field: 'Method.beatenBy', query: () => `query($v: String) { method(name: "GRPO") { beatenBy(benchmark: $v) { evidence } } }`, arg: 'string' },
  { field: 'Benchmark.leaderboard', query: () => `query($v: String) { benchmark(name: "ALFWorld") { leaderboard(metric: $v) { value } } }`, arg: 'string' },
  { field: 'Benchmark.leaderboard', query: () => `query($v: Int) { benchmark(name: "ALFWorld") { leaderboard(limit: $v) { value } } }`, arg: 'int' },
  { field: 'Method.neighbourhood', query: () => `query($v: Int) { method(name: "GRPO") { neighbourhood(limit: $v) { relation } } }`, arg: 'int' },
] as const;

describe('hostile strings in every Query argument', () => {
  const fields = root('Query');

  it('covers every field that takes arguments, nested ones included', () => {
    const withArgs: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      for (const f of Object.values(type.getFields())) if (f.args.length > 0) withArgs.push(`${type.name}.${f.name}`);
    }
    const covered = [...fields.filter((f) => f.args.length > 0).map((f) => `Query.${f.name}`), ...root('Mutation').map((f) => `Mutation.${f.name}`), ...NESTED.map((n) => n.field)];
    expect(withArgs.sort()).toEqual([...new Set(covered)].sort());
  });

  it.each(fields.filter((f) => f.args.length > 0).map((f) => [f.name, f] as const))('%s: a clean result or a coded error, for every value in every argument', async (_, field) => {
    const failures: string[] = [];
    for (const arg of field.args) {
      for (const slot of slots(field.name, arg)) {
        const values: [string, unknown][] = slot.kind === 'string' ? HOSTILE : HOSTILE_INTS;
        for (const [name, value] of values) {
          const r = await send(request('Query', field, slot, value));
          const p = problem(r);
          if (p) failures.push(`${field.name}(${slot.path.join('.')} = ${name}): ${p}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('hostile strings in nested field arguments', () => {
  it.each(NESTED.map((n) => [`${n.field} (${n.arg})`, n] as const))('%s', async (_, n) => {
    const failures: string[] = [];
    const values: [string, unknown][] = n.arg === 'string' ? HOSTILE : HOSTILE_INTS;
    for (const [name, value] of values) {
      const r = await send({ query: n.query(), variables: { v: value } });
      const p = problem(r);
      if (p) failures.push(`${n.field}(${name}): ${p}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('what hostile text means', () => {
  it('regex fragments are names, not patterns: nothing resolves, nothing matches', async () => {
    for (const v of ['.*', '(?i).*', '(?i)grpo', '\\p{L}+']) {
      const r = await send({ query: 'query($v: String!) { method(name: $v) { key } methodsThatBeat(baseline: $v) { evidence } leaderboard(benchmark: $v) { value } }', variables: { v } });
      expect(r.body?.errors, v).toBeUndefined();
      expect(r.body?.data, v).toEqual({ method: null, methodsThatBeat: [], leaderboard: [] });
    }
  });

  it('Lucene syntax is searched as text: wildcards and fields match no more than plain words', async () => {
    const all = await send({ query: '{ papers(first: 1) { totalCount } }', variables: {} });
    const total = (all.body!.data!.papers as { totalCount: number }).totalCount;
    for (const v of ['*', '*:*', 'title:*', 'abstract:GRPO OR title:*', '/.*/', 'GRPO~', '?']) {
      const r = await send({ query: 'query($v: String) { papers(search: $v, first: 5) { totalCount } }', variables: { v } });
      expect(r.body?.errors, v).toBeUndefined();
      expect((r.body!.data!.papers as { totalCount: number }).totalCount, v).toBeLessThan(total);
    }
  });

  it('a cursor that is not one is refused or ignored, never a crash', async () => {
    const cursors = ['-5', '9'.repeat(400), '1e9', "' OR 1=1 //", '\u0000'].map((c) => Buffer.from(c, 'utf8').toString('base64url'));
    for (const after of [...cursors, '!!!not base64!!!']) {
      for (const search of [null, 'agent']) {
        const r = await send({ query: 'query($a: String, $s: String) { papers(search: $s, first: 2, after: $a) { totalCount edges { node { id } } } }', variables: { a: after, s: search } });
        expect(problem(r), `${after} ${search}`).toBeNull();
      }
    }
  });

  it('reads changed nothing in the graph', async () => {
    expect(await graphCounts(db)).toEqual(before);
  });
});

describe('hostile strings in the ingest mutation (with the API key)', () => {
  const field = root('Mutation').find((f) => f.name === 'ingestAbstracts');
  const headers = { 'x-api-key': config.apiKey };

  it('every field of AbstractInput: a clean result (written or rejected by index) or a coded error', async () => {
    expect(field).toBeDefined();
    const failures: string[] = [];
    for (const arg of field?.args ?? []) {
      for (const slot of slots('ingestAbstracts', arg)) {
        for (const [i, [name, value]] of HOSTILE.entries()) {
          const payload = request('Mutation', field!, slot, value);
          // A distinct valid abstract per request unless the abstract itself is under test, so every write is a new paper.
          const item = (payload.variables.abstracts as Record<string, unknown>[])[0] as Record<string, unknown>;
          if (slot.path.at(-1) !== 'abstract') item.abstract = `${String(item.abstract)} Variant ${i} of ${slot.path.join('.')}.`;
          if (slot.path.at(-1) !== 'id') item.id = uniqueArxivId();
          const r = await send(payload, headers);
          const p = problem(r);
          if (p) failures.push(`ingestAbstracts(${slot.path.join('.')} = ${name}): ${p}`);
          const out = r.body?.data?.ingestAbstracts as { papers: { id: string }[] } | undefined;
          for (const paper of out?.papers ?? []) ownIds.add(paper.id);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('stores hostile text as data, exactly as sent (whitespace collapsed)', async () => {
    const id = uniqueArxivId();
    ownIds.add(id);
    const title = `'}) DETACH DELETE n // \`x\` $baseline 🤖 \u202Eevil\u202C ${tag}`;
    const authors = ["' OR 1=1 //", '"}) MATCH (n) DETACH DELETE n //'];
    const abstract = `We propose Evil${tag}Net ('}) DETACH DELETE n //), which outperforms GRPO on ALFWorld by 2.0%. It uses \`backticks\` and $params.`;
    const r = await send(
      { query: 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added papers { id title authors abstract } } }', variables: { a: [{ id, title, authors, abstract }] } },
      headers,
    );
    expect(problem(r)).toBeNull();
    expect((r.body!.data!.ingestAbstracts as { papers: unknown[] }).papers).toEqual([{ id, title, authors, abstract }]);
    const [stored] = await readRows<{ title: string; authors: string[]; abstract: string }>(db, 'test', 'MATCH (p:Paper {id: $id}) RETURN p.title AS title, p.authors AS authors, p.abstract AS abstract', { id });
    expect(stored).toEqual({ title, authors, abstract });
  });

  it('leaves the graph as it was once its papers are deleted', async () => {
    await deletePapers(db, [...ownIds]);
    ownIds.clear();
    expect(await graphCounts(db)).toEqual(before);
  });
});
