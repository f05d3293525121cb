/**
 * `npm run reextract` (ingest/reextract.ts) on the test server: papers stored under
 * another extractor version are re-extracted from their stored abstracts, keeping
 * their metadata, ids and sources; a second run finds nothing to do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, writeTx, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { EXTRACTOR_VERSION } from '../ingest/extract/index.ts';
import { ingestRecords } from '../ingest/pipeline.ts';
import { reextract } from '../ingest/reextract.ts';
import { testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
const tag = uniqueTag();
const id = uniqueArxivId();

beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await deletePapers(db, [id]);
  await closeDb(db);
});

const facts = async () =>
  (await readRows<{ f: string }>(db, 'test', 'MATCH (p:Paper {id: $id})-[r]->(e) RETURN type(r) + ":" + coalesce(e.key, e.id, "") AS f ORDER BY f', { id })).map((r) => r.f);

describe('reextract', () => {
  it('re-extracts papers of an older extractor from their stored abstracts, keeping metadata and sources', async () => {
    const abstract = `We propose Rx${tag}, a planner. Rx${tag} outperforms GRPO on ALFWorld by 4.5%.`;
    await ingestRecords(db, [{ id, title: 'A title', authors: ['A. One'], abstract }], 'first.jsonl');
    await ingestRecords(db, [{ id, title: 'A title', authors: ['A. One'], abstract }], 'second.jsonl');
    const before = await facts();
    expect(before.length).toBeGreaterThan(2);
    // An older extractor wrote it, and one of its facts is gone.
    await writeTx(db, 'test', (tx) => tx.run("MATCH (p:Paper {id: $id}) SET p.extractorVersion = '1.0.0+old', p.contentHash = 'old' WITH p MATCH (p)-[r:EVALUATES_ON]->() DELETE r", { id }));
    expect(await facts()).not.toEqual(before);

    const s = await reextract(db);
    expect(s.reextracted).toBeGreaterThanOrEqual(1);
    expect(await facts()).toEqual(before);
    const [p] = await readRows<{ v: string; title: string; authors: string[]; sources: string[] }>(db, 'test', 'MATCH (p:Paper {id: $id}) RETURN p.extractorVersion AS v, p.title AS title, p.authors AS authors, p.sources AS sources', { id });
    expect(p).toMatchObject({ v: EXTRACTOR_VERSION, title: 'A title', authors: ['A. One'] });
    expect(p?.sources.sort()).toEqual(['first.jsonl:0', 'second.jsonl:0']);

    const again = await reextract(db);
    expect(again).toEqual({ reextracted: 0, changed: 0 });
  });
});
