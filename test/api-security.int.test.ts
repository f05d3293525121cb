/**
 * Who may do what through the API, and what one request may cost, against the
 * real Neo4j: the ingest mutation needs the API key (x-api-key or Bearer);
 * reads are open unless LITGRAPH_REQUIRE_KEY_FOR_READS; production refuses to
 * start without a password and a key; depth, cost, aliases, list sizes and
 * request bodies are limited; every transaction carries a timeout; Neo4j itself
 * asks for a non-default password and listens on loopback only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import neo4j, { Neo4jError } from 'neo4j-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, DatabaseError, openDb, readRows, writeTx, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { FAMILIES, MAX_ABSTRACT_CHARS } from '../bench/adversarial-inputs.ts';
import { extract } from '../ingest/extract/index.ts';
import { MAX_INGEST } from '../resolvers/mutation.ts';
import { formatError, LIMITS, startApi, type Api } from '../server/app.ts';
import { ConfigError, loadConfig, LOCAL_API_KEY, repoRoot } from '../server/config.ts';
import { foreignServer } from '../server/neo4j-local.ts';
import { config, graphCounts, testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
let api: Api;
let lockedApi: Api;
const tag = uniqueTag();
const ownIds: string[] = [];

beforeAll(async () => {
  db = await testDb();
  api = await startApi(db, { ...config, apiPort: 0 });
  lockedApi = await startApi(db, { ...config, apiPort: 0, requireKeyForReads: true });
});

afterAll(async () => {
  await api?.stop();
  await lockedApi?.stop();
  await deletePapers(db, ownIds);
  await closeDb(db);
});

interface GqlError {
  message: string;
  extensions?: { code?: string; stacktrace?: string[] };
}
interface GqlResponse<T = unknown> {
  status: number;
  data?: T;
  errors?: GqlError[];
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<GqlResponse<T>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  let json: { data?: T; errors?: GqlError[] } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    json = { errors: [{ message: text.slice(0, 200) }] };
  }
  return { status: res.status, ...json };
}

/**
 * POSTs a JSON body and resolves with the status as soon as the server answers.
 * A server refusing a body that is still arriving answers and then closes the
 * connection, so writing the rest may fail (EPIPE, ECONNRESET) after the answer:
 * that is the refusal, not an error. An error before any answer rejects.
 */
function postAnsweredEarly(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const gql = <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, url = api.url) =>
  post<T>(url, { query, variables }, headers);

const INGEST = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added unchanged rejected papers { id } } }';

async function paperExists(id: string): Promise<boolean> {
  const rows = await readRows(db, 'test', 'MATCH (p:Paper {id: $id}) RETURN p.id AS id', { id });
  return rows.length > 0;
}

describe('the ingest mutation needs the API key', () => {
  const abstract = (n: string) => `We propose Sec${tag}${n}, a guarded agent. Sec${tag}${n} outperforms GRPO on WebShop by 2.5%.`;

  it.each([
    ['no key', {}],
    ['a wrong x-api-key', { 'x-api-key': 'not-the-key' }],
    ['an empty x-api-key', { 'x-api-key': '' }],
    ['the key in another case', { 'x-api-key': config.apiKey.toUpperCase() }],
    ['the key with a suffix', { 'x-api-key': `${config.apiKey}x` }],
    ['the key as a prefix only', { 'x-api-key': config.apiKey.slice(0, -1) }],
    ['a wrong bearer token', { authorization: 'Bearer not-the-key' }],
    ['the key under another scheme', { authorization: `Basic ${config.apiKey}` }],
    ['the key as a bare Authorization header', { authorization: `Token ${config.apiKey}` }],
  ])('refuses %s with UNAUTHENTICATED and writes nothing', async (_, headers) => {
    const id = uniqueArxivId();
    const before = await graphCounts(db);
    const r = await gql(INGEST, { a: [{ id, abstract: abstract('R') }] }, headers as Record<string, string>);
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(r.data).toBeNull();
    expect(await paperExists(id)).toBe(false);
    expect(await graphCounts(db)).toEqual(before);
  });

  it.each([
    ['x-api-key', (k: string) => ({ 'x-api-key': k })],
    ['Authorization: Bearer', (k: string) => ({ authorization: `Bearer ${k}` })],
    ['Authorization: bearer (any case)', (k: string) => ({ authorization: `bearer ${k}` })],
  ])('accepts the key in %s', async (name, headers) => {
    const id = uniqueArxivId();
    ownIds.push(id);
    const r = await gql<{ ingestAbstracts: { added: number; papers: { id: string }[] } }>(INGEST, { a: [{ id, abstract: abstract(name.length.toString()) }] }, headers(config.apiKey));
    expect(r.errors).toBeUndefined();
    expect(r.data?.ingestAbstracts).toMatchObject({ added: 1, papers: [{ id }] });
    expect(await paperExists(id)).toBe(true);
  });

  it('refuses a mutation sent with GET', async () => {
    const q = new URLSearchParams({ query: 'mutation { ingestAbstracts(abstracts: [{abstract: "x"}]) { added } }' });
    const res = await fetch(`${api.url}?${q}`, { headers: { 'x-api-key': config.apiKey, 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(405);
  });

  it('refuses a simple cross-site POST (text/plain) before running anything', async () => {
    const res = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: '{ papers(first: 1) { totalCount } }' }) });
    expect(res.status).toBe(400);
  });

  it(`refuses more than ${MAX_INGEST} abstracts in one call`, async () => {
    const a = Array.from({ length: MAX_INGEST + 1 }, (_, i) => ({ abstract: `${abstract('M')} Copy ${i}.` }));
    const r = await gql(INGEST, { a }, { 'x-api-key': config.apiKey });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('reads', () => {
  const READ = '{ papers(first: 1) { totalCount } }';

  it('are open by default', async () => {
    const r = await gql<{ papers: { totalCount: number } }>(READ);
    expect(r.errors).toBeUndefined();
    expect(r.data?.papers.totalCount).toBeGreaterThan(0);
  });

  it('need the key when LITGRAPH_REQUIRE_KEY_FOR_READS=true: 401 UNAUTHENTICATED without it', async () => {
    expect(loadConfig({ LITGRAPH_REQUIRE_KEY_FOR_READS: 'true' }).requireKeyForReads).toBe(true);
    const refused: Record<string, string>[] = [{}, { 'x-api-key': 'wrong' }, { authorization: 'Bearer wrong' }];
    for (const headers of refused) {
      const r = await gql(READ, {}, headers, lockedApi.url);
      expect(r.status).toBe(401);
      expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(r.data).toBeUndefined();
    }
  });

  it('with that setting, answer with the key in either header', async () => {
    const accepted: Record<string, string>[] = [{ 'x-api-key': config.apiKey }, { authorization: `Bearer ${config.apiKey}` }];
    for (const headers of accepted) {
      const r = await gql<{ papers: { totalCount: number } }>(READ, {}, headers, lockedApi.url);
      expect(r.errors).toBeUndefined();
      expect(r.data?.papers.totalCount).toBeGreaterThan(0);
    }
  });
});

describe('configuration', () => {
  it.each([
    ['production without NEO4J_PASSWORD', { NODE_ENV: 'production', LITGRAPH_API_KEY: 'k' }, /NEO4J_PASSWORD must be set/],
    ['production without LITGRAPH_API_KEY', { NODE_ENV: 'production', NEO4J_PASSWORD: 'p' }, /LITGRAPH_API_KEY must be set/],
    ['the default Neo4j password', { NEO4J_PASSWORD: 'neo4j' }, /must not be the default/],
    ['an empty API key', { LITGRAPH_API_KEY: '' }, /LITGRAPH_API_KEY must be set/],
    ['an empty password', { NEO4J_PASSWORD: '' }, /NEO4J_PASSWORD must be set/],
    ['a query timeout of 0', { LITGRAPH_QUERY_TIMEOUT_MS: '0' }, /LITGRAPH_QUERY_TIMEOUT_MS must be a positive integer/],
    ['production with the documented local password', { NODE_ENV: 'production', NEO4J_PASSWORD: 'litgraph-local-dev', LITGRAPH_API_KEY: 'k' }, /must not be the documented local password/],
    ['production with the documented local key', { NODE_ENV: 'production', NEO4J_PASSWORD: 'p', LITGRAPH_API_KEY: 'litgraph-local-key' }, /must not be the documented local key/],
  ])('loadConfig refuses %s with a ConfigError naming the variable', (_, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('production with both set loads, and never uses the local defaults', () => {
    const c = loadConfig({ NODE_ENV: 'production', NEO4J_PASSWORD: 'p', LITGRAPH_API_KEY: 'k' });
    expect(c).toMatchObject({ production: true, neo4jPassword: 'p', apiKey: 'k' });
    expect(c.apiKey).not.toBe(LOCAL_API_KEY);
  });

  it('npm start in production without a password or key exits at once with the variable to set', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.NEO4J_PASSWORD;
    delete env.LITGRAPH_API_KEY;
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn('npm', ['start', '--silent'], { cwd: repoRoot, env });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/NEO4J_PASSWORD must be set in production/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('error responses carry no stack trace unless LITGRAPH_DEBUG asks for one, production or not', async () => {
    expect(loadConfig({}).debug).toBe(false);
    expect(loadConfig({ LITGRAPH_DEBUG: '1' }).debug).toBe(true);
    const r = await gql('{ papers(first: 0) { totalCount } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
    const debug = await startApi(db, { ...config, apiPort: 0, debug: true });
    try {
      const d = await gql('{ papers(first: 0) { totalCount } }', {}, {}, debug.url);
      expect(d.errors?.[0]?.extensions?.stacktrace?.length).toBeGreaterThan(0);
    } finally {
      await debug.stop();
    }
  });

  it('in production, error responses carry no stack trace', async () => {
    const prod = await startApi(db, { ...config, apiPort: 0, production: true });
    try {
      const r = await gql('{ papers(first: 0) { totalCount } }', {}, {}, prod.url);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
    } finally {
      await prod.stop();
    }
  });
});

describe('limits on one request', () => {
  it('rejects a query nested deeper than the limit', async () => {
    const deep = '{ method(name: "GRPO") { beatenBy { method { beatenBy { method { beatenBy { method { beatenBy { method { name } } } } } } } } } }';
    const r = await gql(deep);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects a query whose cost is over the limit', async () => {
    const nested = 'edges { node { methods { name } benchmarks { name } baselines { name } models { name } comparisons { method { name } baseline { name } paper { id } } results { value method { name } } } }';
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: papers(first: 100) { ${nested} }`).join(' ')} }`;
    const r = await gql(query);
    expect(r.status).toBe(400);
    expect(r.errors?.map((e) => e.message).join(' ')).toMatch(/cost/i);
  });

  it(`rejects more than ${LIMITS.aliases} aliases`, async () => {
    const query = `{ ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: paper(id: "x") { id }`).join(' ')} }`;
    const r = await gql(query);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/alias/i);
  });

  it.each([
    ['papers(first: 101)', '{ papers(first: 101) { totalCount } }'],
    ['papers(first: 0)', '{ papers(first: 0) { totalCount } }'],
    ['papers(first: -1)', '{ papers(first: -1) { totalCount } }'],
    ['methodsThatBeat(limit: 501)', '{ methodsThatBeat(baseline: "GRPO", limit: 501) { evidence } }'],
    ['leaderboard(limit: 100000)', '{ leaderboard(benchmark: "ALFWorld", limit: 100000) { value } }'],
    ['Benchmark.leaderboard(limit: 501)', '{ benchmark(name: "ALFWorld") { leaderboard(limit: 501) { value } } }'],
    ['relatedWork(limit: 51)', '{ relatedWork(input: {method: "GRPO", limit: 51}) { markdown } }'],
  ])('caps list sizes: %s is a BAD_USER_INPUT', async (_, query) => {
    const r = await gql(query);
    expect(r.status).toBe(200);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['900k unknown fields', `{ ${'a '.repeat(900_000)} }`],
    ['180k repeated __typename', `{ ${'__typename '.repeat(180_000)} }`],
    ['100k directives on one field', `{ __typename ${'@include(if: true) '.repeat(100_000)} }`],
    ['depth hidden in fragments', 'query { method(name: "GRPO") { ...A } } fragment A on Method { beatenBy { method { ...B } } } fragment B on Method { beatenBy { method { ...C } } } fragment C on Method { beatenBy { method { ...D } } } fragment D on Method { beatenBy { method { name } } }'],
    ['20k operations in one document', Array.from({ length: 20_000 }, (_, i) => `query q${i} { __typename }`).join(' ')],
    ['a list literal nested 300k deep', `{ paper(id: ${'['.repeat(300_000)}"x"${']'.repeat(300_000)}) { id } }`],
  ])('refuses %s with a 400 within seconds', async (_, query) => {
    const started = Date.now();
    const r = await gql(query);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toMatch(/^(GRAPHQL_VALIDATION_FAILED|GRAPHQL_PARSE_FAILED|OPERATION_RESOLUTION_FAILURE)$/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it(`refuses a document of more than ${LIMITS.tokens} tokens while parsing`, async () => {
    const r = await gql(`{ ${'__typename '.repeat(LIMITS.tokens)} }`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(r.errors?.[0]?.message).toMatch(/Document contains more th[a-z]+ \d+ tokens/);
  });

  it('refuses batched requests (an array of operations)', async () => {
    const r = await post(api.url, [{ query: '{ papers(first: 1) { totalCount } }' }, { query: '{ papers(first: 1) { totalCount } }' }]);
    expect(r.status).toBe(400);
  });

  it(`refuses a request body over ${LIMITS.bodyBytes / 1024 / 1024} MB with 413, before running it`, async () => {
    const big = 'x'.repeat(LIMITS.bodyBytes + 1024);
    const r = await gql('query($id: ID!) { paper(id: $id) { id } }', { id: big });
    expect(r.status).toBe(413);
    expect(r.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a 60 MB body with an HTTP error and keeps serving', async () => {
    const res = await postAnsweredEarly(api.url, JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(60 * 1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    const after = await gql<{ papers: { totalCount: number } }>('{ papers(first: 1) { totalCount } }');
    expect(after.data?.papers.totalCount).toBeGreaterThan(0);
  });

  it('answers a body that is not JSON with 400', async () => {
    const r = await post(api.url, '{"query": "{ papers { totalCount } }"');
    expect(r.status).toBe(400);
  });

  /** The raw answer to a POST: status, content type and text. */
  async function raw(body: string | Uint8Array | ReadableStream<Uint8Array>, headers: Record<string, string>): Promise<{ status: number; type: string; text: string }> {
    const res = await fetch(api.url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  it.each([
    ['malformed JSON', '{"query": ', { 'content-type': 'application/json' }, 400, 'BAD_REQUEST'],
    ['a null body', 'null', { 'content-type': 'application/json' }, 400, 'BAD_REQUEST'],
    ['a charset other than UTF-8', '{"query": "{ __typename }"}', { 'content-type': 'application/json; charset=latin1' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a corrupt gzip body', 'not gzip at all', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, 400, 'BAD_REQUEST'],
    ['an unknown content encoding', '{}', { 'content-type': 'application/json', 'content-encoding': 'zstd-ish' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('answers %s in the GraphQL error shape as JSON, with no stack trace or path', async (_, body, headers, status, code) => {
    const r = await raw(body, headers);
    expect(r.status).toBe(status);
    expect(r.type).toMatch(/application\/json/);
    const json = JSON.parse(r.text) as { errors: GqlError[] };
    expect(json.errors[0]?.extensions?.code).toBe(code);
    expect(r.text).not.toMatch(/\bat \S+:\d+|\/work\/|node_modules|<html/i);
  });

  it('reads a gzip body, and caps a chunked body as it arrives (no content-length)', async () => {
    const { gzipSync } = await import('node:zlib');
    const ok = await raw(gzipSync(JSON.stringify({ query: '{ __typename }' })), { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(JSON.parse(ok.text)).toEqual({ data: { __typename: 'Query' } });
    const chunk = new TextEncoder().encode(`{"query": "{ __typename }", "variables": {"x": "${'y'.repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * LIMITS.bodyBytes) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const r = await raw(stream, { 'content-type': 'application/json' }).catch((error: unknown) => error as Error);
    if (!(r instanceof Error)) {
      expect(r.status).toBe(413);
      expect(r.text).toMatch(/PAYLOAD_TOO_LARGE/);
    }
    expect(sent).toBeLessThan(4 * LIMITS.bodyBytes);
    const after = await gql<{ papers: { totalCount: number } }>('{ papers(first: 1) { totalCount } }');
    expect(after.data?.papers.totalCount).toBeGreaterThan(0);
  });

  it('a zip bomb is capped after decoding', async () => {
    const { gzipSync } = await import('node:zlib');
    const bomb = gzipSync(JSON.stringify({ query: '{ __typename }', variables: { x: 'z'.repeat(3 * LIMITS.bodyBytes) } }));
    expect(bomb.length).toBeLessThan(LIMITS.bodyBytes);
    const r = await raw(bomb, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(r.status).toBe(413);
  });
});

describe('one request cannot stall the API', () => {
  /** The slowest draft of the adversarial bench (a list of names as long as an abstract may be), made distinct per request. */
  const names = (FAMILIES.find((f) => f.name === 'many names in one list') as (typeof FAMILIES)[number]).make(MAX_ABSTRACT_CHARS);
  const heavyDraft = (i: number) => `Draft ${i}. ${names}`.slice(0, MAX_ABSTRACT_CHARS);

  it('keeps the event loop free while a heavy extraction request is in flight: a trivial query is answered first, and no pause comes near one extraction', async () => {
    // What one such extraction costs on this machine now, warm (in this thread: the test shares it with the API).
    extract(heavyDraft(98));
    const t = performance.now();
    extract(heavyDraft(99));
    const oneExtraction = performance.now() - t;
    // One ingest of eight such abstracts: in process (before) it held the event loop for all eight at once.
    const roomy = await startApi(db, { ...config, apiPort: 0, extractBudgetMs: 300_000 });
    const ids = Array.from({ length: 8 }, () => uniqueArxivId());
    ownIds.push(...ids);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    try {
      const order: string[] = [];
      lag.enable();
      const heavy = gql<{ ingestAbstracts: { added: number } }>(INGEST, { a: ids.map((id, i) => ({ id, abstract: heavyDraft(i) })) }, { 'x-api-key': config.apiKey }, roomy.url).then((r) => {
        order.push('heavy');
        return r;
      });
      // The ingest is sent first; the trivial query after it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const quick = await gql<{ papers: { totalCount: number } }>('{ papers(first: 1) { totalCount } }', {}, {}, roomy.url);
      order.push('quick');
      expect(quick.data?.papers.totalCount).toBeGreaterThan(0);
      const answer = await heavy;
      lag.disable();
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.ingestAbstracts.added).toBe(8);
      expect(order).toEqual(['quick', 'heavy']);
      // The longest the event loop was held while the request ran, against one of its eight extractions.
      const longest = lag.max / 1e6;
      expect(longest, `longest pause ${longest.toFixed(0)} ms, one extraction ${oneExtraction.toFixed(0)} ms`).toBeLessThan(oneExtraction);
    } finally {
      lag.disable();
      await roomy.stop();
    }
  }, 180_000);

  it('past the budget a request gets EXTRACTION_TIMEOUT (draft abstract or ingest), and the next is served by a fresh worker', async () => {
    // A budget no extraction meets: 1 ms (and a fiftieth of it per abstract).
    const tight = await startApi(db, { ...config, apiPort: 0, extractBudgetMs: 1 });
    try {
      const r = await gql('query($a: String) { relatedWork(input: {abstract: $a}) { markdown } }', { a: `We propose TightNet, a planner. ${'TightNet outperforms GRPO on ALFWorld by 3%. '.repeat(50)}` }, {}, tight.url);
      expect(r.data).toBeNull();
      expect(r.errors).toHaveLength(1);
      expect(r.errors?.[0]?.extensions?.code).toBe('EXTRACTION_TIMEOUT');
      expect(r.errors?.[0]?.message).toMatch(/^extraction took longer than 1 ms \(1 abstract(, .* waiting behind other extraction requests)?\); shorten the text or split the request$/);
      // The pool recovers: the next request gets a fresh worker (and the same verdict under this budget), nothing written.
      const id = uniqueArxivId();
      const again = await gql(INGEST, { a: [{ id, abstract: 'We propose TightNet2, a planner for many tasks and long horizons.' }] }, { 'x-api-key': config.apiKey }, tight.url);
      expect(again.errors?.[0]?.extensions?.code).toBe('EXTRACTION_TIMEOUT');
      expect(await paperExists(id)).toBe(false);
    } finally {
      await tight.stop();
    }
  }, 60_000);
});

describe('query timeouts', () => {
  const SLOW = 'UNWIND range(1, 100000000) AS x WITH x WHERE x % 7 = 99 RETURN count(x) AS n';

  it('LITGRAPH_QUERY_TIMEOUT_MS reaches every transaction: a slow read is stopped', async () => {
    const c = loadConfig({ ...process.env, LITGRAPH_QUERY_TIMEOUT_MS: '300' });
    expect(c.queryTimeoutMs).toBe(300);
    const quick = await openDb(c);
    try {
      expect(quick.timeoutMs).toBe(300);
      const started = Date.now();
      const error = await readRows(quick, 'slow', SLOW).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Neo4jError);
      expect((error as Neo4jError).code).toMatch(/TransactionTimedOut/);
      expect(Date.now() - started).toBeLessThan(10_000);
      // The API reports it as TIMEOUT without database details.
      const formatted = formatError({ message: (error as Error).message }, error);
      expect(formatted).toMatchObject({ message: 'the query took too long and was stopped', extensions: { code: 'TIMEOUT' } });
    } finally {
      await closeDb(quick);
    }
  });

  it.each([
    ['a full connection pool', new Neo4jError('Connection acquisition timed out in 60000 ms. Pool status: Active conn count = 64, Idle conn count = 0.', 'N/A', '50N42', 'general processing exception')],
    ['an unreachable server', new Neo4jError('Could not perform discovery', 'ServiceUnavailable', '08000', 'connection exception')],
    ['a transient error', new Neo4jError('Database is busy', 'Neo.TransientError.General.DatabaseUnavailable', '08000', 'connection exception')],
  ])('answers %s as a retryable SERVICE_UNAVAILABLE, not an internal error', (_, error) => {
    const formatted = formatError({ message: error.message }, error);
    expect(formatted).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 } });
    expect(formatted.message).not.toMatch(/Pool status|conn count/);
  });

  it('and a slow write', async () => {
    const quick = await openDb({ ...config, queryTimeoutMs: 300 });
    try {
      await expect(writeTx(quick, 'slow-write', (tx) => tx.run(SLOW))).rejects.toThrow(/timeout|terminated/i);
    } finally {
      await closeDb(quick);
    }
  });
});

describe('the Neo4j server', () => {
  it("is the tests' own, never the one npm start serves: its own home and Bolt port, and a user's NEO4J_URI ignored (issue 16, item 7)", async () => {
    const own = loadConfig();
    expect(own.neo4jHome).toBe(path.resolve(process.env.LITGRAPH_TEST_NEO4J_HOME ?? path.join(repoRoot, '.neo4j-test')));
    expect(own.neo4jHome).not.toBe(path.join(repoRoot, '.neo4j'));
    expect(own.neo4jUri).toBe(`bolt://127.0.0.1:${process.env.LITGRAPH_TEST_BOLT_PORT ?? '7689'}`);
    expect(own.neo4jUri).not.toBe(loadConfig({}).neo4jUri);
    expect(loadConfig({}).neo4jUri).toBe('bolt://127.0.0.1:7687');
    // The server the tests read is the one at that address.
    const rows = await readRows<{ one: number }>(db, 'test', 'RETURN 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
    expect(config.neo4jUri).toBe(own.neo4jUri);
  });

  it("the global setup refuses a server of another home on the tests' ports (another checkout's, left by a killed run), instead of using it", async () => {
    // Two listeners stand in for a server whose pid file is not in this home.
    const listeners = await Promise.all([0, 0].map(() => new Promise<net.Server>((resolve) => {
      const server = net.createServer((socket) => socket.destroy());
      server.listen(0, '127.0.0.1', () => resolve(server));
    })));
    const [bolt, web] = listeners.map((l) => (l.address() as net.AddressInfo).port);
    const home = mkdtempSync(path.join(tmpdir(), 'litgraph-foreign-'));
    try {
      const other = loadConfig({ NEO4J_HOME_DIR: home, NEO4J_BOLT_PORT: String(bolt), NEO4J_HTTP_PORT: String(web) });
      expect(await foreignServer(other)).toMatch(new RegExp(`Bolt ${bolt} / HTTP ${web}, but it is not the one of home ${home}`));
      // This home's own server (its pid file names a live process) is no stranger; nor is an external NEO4J_URI.
      writeFileSync(path.join(home, 'neo4j.pid'), String(process.pid));
      expect(await foreignServer(other)).toBeNull();
      expect(await foreignServer({ ...other, neo4jExternal: true })).toBeNull();
    } finally {
      for (const l of listeners) l.close();
      rmSync(home, { recursive: true, force: true });
    }
    // And the suite's own server passes the same check.
    expect(await foreignServer(loadConfig())).toBeNull();
  });

  it('refuses a wrong password, the default password and no credentials', async () => {
    for (const password of ['wrong-password', 'neo4j']) {
      const error = await openDb({ ...config, neo4jPassword: password }).then(
        async (d) => {
          await closeDb(d);
          return null;
        },
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseError);
      expect((error as DatabaseError).code).toBe('Neo.ClientError.Security.Unauthorized');
    }
    const anonymous = neo4j.driver(config.neo4jUri, { scheme: 'none', principal: '', credentials: '' });
    try {
      await expect(anonymous.verifyConnectivity()).rejects.toThrow(/unauthorized|authentication/i);
    } finally {
      await anonymous.close();
    }
  });

  it('refuses HTTP API calls without credentials', async () => {
    const res = await fetch(`http://127.0.0.1:${config.httpPort}/db/neo4j/tx/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statements: [{ statement: 'MATCH (n) RETURN count(n)' }] }),
    });
    expect(res.status).toBe(401);
  });

  it.skipIf(config.neo4jExternal)('is configured for auth and loopback only', () => {
    const conf = readFileSync(path.join(config.neo4jHome, 'conf', 'neo4j.conf'), 'utf8');
    expect(conf).toMatch(/^dbms\.security\.auth_enabled=true$/m);
    expect(conf).toMatch(/^server\.default_listen_address=127\.0\.0\.1$/m);
    expect(conf).toMatch(new RegExp(`^server\\.bolt\\.listen_address=127\\.0\\.0\\.1:${config.boltPort}$`, 'm'));
    expect(conf).toMatch(new RegExp(`^server\\.http\\.listen_address=127\\.0\\.0\\.1:${config.httpPort}$`, 'm'));
    expect(conf).toMatch(/^server\.https\.enabled=false$/m);
  });

  it.skipIf(config.neo4jExternal)('does not answer on any non-loopback address of this machine', async () => {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((a): a is NonNullable<typeof a> => a !== undefined && !a.internal)
      .map((a) => a.address);
    const open = (host: string, port: number) =>
      new Promise<boolean>((resolve) => {
        const s = net.connect({ host, port });
        const done = (v: boolean) => {
          s.destroy();
          resolve(v);
        };
        s.setTimeout(1000, () => done(false));
        s.once('connect', () => done(true));
        s.once('error', () => done(false));
      });
    expect(await open('127.0.0.1', config.boltPort)).toBe(true);
    for (const host of addresses) {
      for (const port of [config.boltPort, config.httpPort]) expect(await open(host, port), `${host}:${port}`).toBe(false);
    }
  });
});
