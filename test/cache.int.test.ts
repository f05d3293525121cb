/**
 * The API's response cache against the real Neo4j, over HTTP: a repeated query
 * is answered from the cache, and every write is visible to the very next read
 * whoever made it: the API's own mutation, `npm run ingest` in another process,
 * a deletion through another driver. Counts at GET /metrics.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, openDb, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import type { CacheStats } from '../server/cache.ts';
import { startApi, type Api } from '../server/app.ts';
import { repoRoot } from '../server/config.ts';
import { config, testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
let api: Api;
const tag = uniqueTag();
const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-cache-'));
const ownIds: string[] = [];
const baseline = `Cb${tag}RL`;
const QUERY = 'query($b: String!) { methodsThatBeat(baseline: $b, benchmark: "ALFWorld") { method { name } delta paper { id } } }';
const abstract = (method: string, delta: string) => `We propose ${method}, a planning agent for household tasks. ${method} outperforms ${baseline} on ALFWorld by ${delta}.`;

beforeAll(async () => {
  db = await testDb();
  api = await startApi(db, { ...config, apiPort: 0 });
});

afterAll(async () => {
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
  await deletePapers(db, ownIds);
  await closeDb(db);
});

interface Answer {
  cache: string | null;
  winners: string[];
  errors: { extensions?: { code?: string } }[] | undefined;
}

async function post(body: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Who beats this test's baseline on ALFWorld, as the API answers now. */
async function winners(headers: Record<string, string> = {}): Promise<Answer> {
  const res = await post({ query: QUERY, variables: { b: baseline } }, headers);
  const json = (await res.json()) as { data?: { methodsThatBeat: { method: { name: string } }[] }; errors?: Answer['errors'] };
  return { cache: res.headers.get('x-litgraph-cache'), winners: (json.data?.methodsThatBeat ?? []).map((r) => r.method.name).sort(), errors: json.errors };
}

async function metrics(url = api.url, headers: Record<string, string> = {}): Promise<{ status: number; cache?: CacheStats; requestsInFlight?: number }> {
  const res = await fetch(new URL('/metrics', url), { headers });
  return { status: res.status, ...((await res.json()) as { cache?: CacheStats; requestsInFlight?: number }) };
}

/** Runs `npm run ingest -- file` in its own process, as a user would. */
function ingestCli(file: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ingest', '--', file], { cwd: repoRoot, env: process.env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', resolve);
  });
}

describe('the response cache', () => {
  it('answers a repeated query from the cache and counts the hit', async () => {
    const before = (await metrics()).cache as CacheStats;
    expect(before.enabled).toBe(true);
    const first = await winners();
    expect(first).toMatchObject({ cache: 'miss', winners: [], errors: undefined });
    const second = await winners();
    expect(second).toMatchObject({ cache: 'hit', winners: [] });
    const m = await metrics();
    // Nothing else is being answered (the /metrics request itself is not counted).
    expect(m.requestsInFlight).toBe(0);
    const after = m.cache as CacheStats;
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses + 1);
    expect(after.hitRate).toBeGreaterThan(0);
  });

  it('shows what the API ingested at the very next read', async () => {
    await winners();
    expect((await winners()).cache).toBe('hit');
    const id = uniqueArxivId();
    ownIds.push(id);
    const mutation = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added } }';
    const res = await post({ query: mutation, variables: { a: [{ id, abstract: abstract(`Cm${tag}Net`, '2.5%') }] } }, { 'x-api-key': config.apiKey });
    expect(((await res.json()) as { data?: { ingestAbstracts: { added: number } } }).data?.ingestAbstracts.added).toBe(1);
    expect(res.headers.get('x-litgraph-cache')).toBeNull();
    expect(await winners()).toMatchObject({ cache: 'miss', winners: [`Cm${tag}Net`] });
    expect(await winners()).toMatchObject({ cache: 'hit', winners: [`Cm${tag}Net`] });
  });

  it('shows what `npm run ingest` wrote from another process at the very next read', async () => {
    expect((await winners()).cache).toBe('hit');
    const id = uniqueArxivId();
    ownIds.push(id);
    const file = path.join(dir, 'cli.jsonl');
    writeFileSync(file, `${JSON.stringify({ id, abstract: abstract(`Cc${tag}Net`, '3.5%') })}\n`);
    expect(await ingestCli(file)).toBe(0);
    expect(await winners()).toMatchObject({ cache: 'miss', winners: [`Cc${tag}Net`, `Cm${tag}Net`].sort() });
  });

  it('shows a deletion made through another driver at the very next read', async () => {
    expect((await winners()).cache).toBe('hit');
    const other = await openDb(config);
    try {
      expect(await deletePapers(other, [ownIds.at(-1) as string])).toBe(1);
    } finally {
      await closeDb(other);
    }
    expect(await winners()).toMatchObject({ cache: 'miss', winners: [`Cm${tag}Net`] });
  });

  it('answers Cache-Control: no-cache fresh, without storing, and counts it apart', async () => {
    const before = (await metrics()).cache as CacheStats;
    expect(await winners({ 'cache-control': 'no-cache' })).toMatchObject({ cache: 'bypass', winners: [`Cm${tag}Net`] });
    const after = (await metrics()).cache as CacheStats;
    expect(after.bypassed).toBe(before.bypassed + 1);
    expect([after.hits, after.misses]).toEqual([before.hits, before.misses]);
  });

  it('never stores an answer with errors', async () => {
    const bad = { query: '{ methodsThatBeat(baseline: "GRPO", limit: 0) { method { name } } }' };
    for (let i = 0; i < 2; i++) {
      const res = await post(bad);
      const json = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.headers.get('x-litgraph-cache')).toBeNull();
    }
  });

  it('serves /metrics only with the key when reads need it', async () => {
    const locked = await startApi(db, { ...config, apiPort: 0, requireKeyForReads: true });
    try {
      expect((await metrics(locked.url)).status).toBe(401);
      const ok = await metrics(locked.url, { 'x-api-key': config.apiKey });
      expect(ok.status).toBe(200);
      expect(ok.cache?.enabled).toBe(true);
    } finally {
      await locked.stop();
    }
  });

  it('can be turned off (LITGRAPH_CACHE_MB=0): every query runs', async () => {
    const off = await startApi(db, { ...config, apiPort: 0, cacheBytes: 0 });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(off.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables: { b: baseline } }) });
        expect(res.headers.get('x-litgraph-cache')).toBeNull();
      }
      expect((await metrics(off.url)).cache).toMatchObject({ enabled: false, hits: 0, misses: 0 });
    } finally {
      await off.stop();
    }
  });
});
