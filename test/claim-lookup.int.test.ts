/**
 * Claims' lookupKey against the real Neo4j: the writer stores it (loser and
 * benchmark, or loser alone when the sentence names no benchmark), the headline
 * question finds direct and inferred claims through it, and the data migration
 * of schema/apply.ts gives it to claims stored without it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, writeTx, type Db } from '../graph/driver.ts';
import { claimsOfSystems, graphVersion } from '../graph/read.ts';
import { deletePapers } from '../graph/write.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { normalizeName } from '../ingest/names.ts';
import { methodsThatBeat } from '../queries/reads.ts';
import { migrate } from '../schema/apply.ts';
import { testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-lookup-'));
const tag = uniqueTag();
const id = uniqueArxivId();
const method = `Lk${tag}Net`;
const named = `Bas${tag}RL`;
const unnamed = `Db${tag}RL`;
const abstract = `We propose ${method}, a planning agent for household tasks. We evaluate ${method} on ALFWorld and WebShop. ${method} outperforms ${named} on ALFWorld by 2.0%. Overall, ${method} outperforms ${unnamed} by 3.1 points.`;

const lookupKeys = () =>
  readRows<{ key: string | null }>(db, 'test', 'MATCH ()-[c:OUTPERFORMS {paperId: $id}]->() RETURN c.lookupKey AS key ORDER BY key', { id }).then((rows) => rows.map((r) => r.key));

beforeAll(async () => {
  db = await testDb();
  const file = path.join(dir, 'lookup.jsonl');
  writeFileSync(file, JSON.stringify({ id, abstract }));
  expect(await ingestFiles(db, [file])).toMatchObject({ added: 1, rejected: 0 });
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await deletePapers(db, [id]);
  await closeDb(db);
});

describe("a claim's lookupKey", () => {
  it('is "<loser>|<benchmark>", with an empty benchmark when the sentence names none', async () => {
    expect(await lookupKeys()).toEqual([`${normalizeName(named)}|alfworld`, `${normalizeName(unnamed)}|`].sort());
  });

  it('finds the direct claim on its benchmark, the benchmark-less one as inferred, and nothing elsewhere', async () => {
    const direct = await methodsThatBeat(db, { baseline: named, benchmark: 'ALFWorld' });
    expect(direct.map((r) => [r.method.name, r.benchmark, r.inferred])).toEqual([[method, 'ALFWorld', false]]);
    // The sentence names ALFWorld: it is no claim about WebShop, although the paper evaluates on both.
    expect(await methodsThatBeat(db, { baseline: named, benchmark: 'WebShop' })).toEqual([]);
    for (const benchmark of ['ALFWorld', 'WebShop']) {
      const inferred = await methodsThatBeat(db, { baseline: unnamed, benchmark });
      expect(inferred.map((r) => [r.method.name, r.benchmark, r.inferred])).toEqual([[method, benchmark, true]]);
    }
    // A benchmark the paper does not evaluate on: no inference.
    expect(await methodsThatBeat(db, { baseline: unnamed, benchmark: 'SciWorld' })).toEqual([]);
    // Method.beatenBy(benchmark:) reads the claims that name the benchmark, through the same key.
    const [beatenOn] = await claimsOfSystems(db, 'beatenBy', [normalizeName(named)], 'ALFWorld');
    expect(beatenOn?.map((r) => [r.method.name, r.benchmark])).toEqual([[method, 'ALFWorld']]);
    expect(await claimsOfSystems(db, 'beatenBy', [normalizeName(unnamed)], 'ALFWorld')).toEqual([[]]);
    // No benchmark asked: every claim against the baseline, none inferred.
    const all = await methodsThatBeat(db, { baseline: unnamed });
    expect(all.map((r) => [r.method.name, r.benchmark, r.inferred])).toEqual([[method, null, false]]);
  });

  it('is given by the data migration to claims stored without it, once', async () => {
    // As a graph written before lookupKey: the claims without it, and the migration not recorded.
    await writeTx(db, 'test', async (tx) => {
      await tx.run('MATCH ()-[c:OUTPERFORMS {paperId: $id}]->() REMOVE c.lookupKey', { id });
      await tx.run("MATCH (v:GraphVersion {key: 'graph'}) SET v.migrations = [m IN v.migrations WHERE m <> 'claim-lookup-key']");
    });
    expect(await lookupKeys()).toEqual([null, null]);
    expect(await methodsThatBeat(db, { baseline: named, benchmark: 'ALFWorld' })).toEqual([]);

    const before = await graphVersion(db);
    expect(await migrate(db)).toEqual(['claim-lookup-key']);
    expect(await lookupKeys()).toEqual([`${normalizeName(named)}|alfworld`, `${normalizeName(unnamed)}|`].sort());
    expect((await methodsThatBeat(db, { baseline: named, benchmark: 'ALFWorld' })).map((r) => r.method.name)).toEqual([method]);
    // It changed what queries answer: the version moved (a cached answer is not served again).
    expect(await graphVersion(db)).not.toBe(before);
    expect(await migrate(db)).toEqual([]);
  });
});
