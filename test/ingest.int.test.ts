/**
 * Ingestion against the real Neo4j: the seed corpus dedups to 223 papers,
 * ingesting twice changes nothing, re-ingesting a changed paper leaves no stale
 * facts, names resolve across papers, and the graph's version moves with every
 * write that changes something.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, writeTx, type Db } from '../graph/driver.ts';
import { graphVersion } from '../graph/read.ts';
import { deletePapers } from '../graph/write.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { readPapers } from '../ingest/read.ts';
import { seedFiles } from '../ingest/corpus.ts';
import { graphCounts, testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-ingest-'));
const tag = uniqueTag();
const ownIds: string[] = [];

function jsonl(name: string, records: object[]): string {
  const f = path.join(dir, name);
  writeFileSync(f, records.map((r) => JSON.stringify(r)).join('\n'));
  return f;
}

beforeAll(async () => {
  db = await testDb();
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await deletePapers(db, ownIds);
  await closeDb(db);
});

describe('the bundled seed corpus', () => {
  it('holds 240 paragraphs that are 223 distinct papers, all in the graph', async () => {
    const ids: string[] = [];
    for (const f of seedFiles()) for await (const item of readPapers(f)) if (item.kind === 'paper') ids.push(item.paper.id);
    expect(ids).toHaveLength(240);
    const distinct = [...new Set(ids)];
    expect(distinct).toHaveLength(223);
    const [row] = await readRows<{ n: number }>(db, 'test', 'UNWIND $ids AS id MATCH (p:Paper {id: id}) RETURN count(p) AS n', { ids: distinct });
    expect(row?.n).toBe(223);
  });

  it('records both files as sources of an abstract that appears in both', async () => {
    const rows = await readRows<{ n: number }>(db, 'test', 'MATCH (p:Paper) WHERE size(p.sources) > 1 RETURN count(p) AS n');
    expect(rows[0]?.n).toBe(17);
  });

  it('ingesting it again changes no node or relationship count', async () => {
    const before = await graphCounts(db);
    const s = await ingestFiles(db, seedFiles());
    expect(s).toMatchObject({ added: 0, updated: 0, unchanged: 223, duplicates: 17, rejected: 0 });
    expect(await graphCounts(db)).toEqual(before);
  });

  it('resolves GRPO written as acronym and as long form to one node', async () => {
    const rows = await readRows<{ n: number }>(
      db,
      'test',
      "MATCH (a:Alias)-[:ALIAS_OF]->(m) WHERE a.key IN ['grpo', 'grouprelativepolicyoptimization'] RETURN count(DISTINCT m) AS n",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('keeps evidence on every fact: sentence, offsets into the abstract, rule and version', async () => {
    const rows = await readRows<{ abstract: string; evidence: string; start: number; end: number; rule: string; v: string }>(
      db,
      'test',
      `MATCH (p:Paper)-[f:PROPOSES|EVALUATES_ON|COMPARES_WITH|USES_MODEL]->() RETURN p.abstract AS abstract, f.evidence AS evidence, f.start AS start, f.end AS end, f.rule AS rule, f.extractorVersion AS v LIMIT 200`,
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.abstract.slice(r.start, r.end)).toBe(r.evidence);
      expect(r.rule).toMatch(/\S/);
      expect(r.v).toMatch(/\S/);
    }
  });
});

describe('re-ingesting a changed paper', () => {
  const id = uniqueArxivId();
  const v1 = `We propose Zyx${tag}Net, a new agent. Zyx${tag}Net outperforms GRPO on ALFWorld by 5.0%. It uses Qwen2.5-7B as the backbone.`;
  const v2 = `We propose Zyx${tag}Net, a new agent. Zyx${tag}Net is evaluated on WebShop only, with no comparison reported here at all.`;

  it('replaces its facts, leaving no stale edges or orphan entities', async () => {
    ownIds.push(id);
    const first = await ingestFiles(db, [jsonl('v1.jsonl', [{ id, title: 'Zyx v1', abstract: v1 }])]);
    expect(first).toMatchObject({ added: 1, rejected: 0 });
    const again = await ingestFiles(db, [jsonl('v1b.jsonl', [{ id, title: 'Zyx v1', abstract: v1 }])]);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 1 });

    const claims = () =>
      readRows<{ n: number }>(db, 'test', 'MATCH ()-[c:OUTPERFORMS {paperId: $id}]->() RETURN count(c) AS n', { id }).then((r) => r[0]?.n);
    expect(await claims()).toBeGreaterThan(0);

    const second = await ingestFiles(db, [jsonl('v2.jsonl', [{ id, title: 'Zyx v2', abstract: v2 }])]);
    expect(second).toMatchObject({ added: 0, updated: 1 });
    expect(await claims()).toBe(0);
    const facts = await readRows<{ type: string; name: string }>(
      db,
      'test',
      'MATCH (:Paper {id: $id})-[f]->(e) RETURN type(f) AS type, e.name AS name ORDER BY type, name',
      { id },
    );
    expect(facts.map((f) => f.type)).not.toContain('COMPARES_WITH');
    expect(facts.map((f) => f.name)).not.toContain('ALFWorld');
    const [title] = await readRows<{ t: string }>(db, 'test', 'MATCH (p:Paper {id: $id}) RETURN p.title AS t', { id });
    expect(title?.t).toBe('Zyx v2');
  });
});

describe("the graph's version", () => {
  const id = uniqueArxivId();
  const text = `We propose Ver${tag}Net, a planning agent. Ver${tag}Net outperforms GRPO on ALFWorld by 3.0%.`;

  it('moves with every write that changes the graph and stays when nothing changed', async () => {
    ownIds.push(id);
    const v0 = await graphVersion(db);
    expect(await ingestFiles(db, [jsonl('ver.jsonl', [{ id, abstract: text }])])).toMatchObject({ added: 1 });
    const v1 = await graphVersion(db);
    expect(v1).not.toBe(v0);

    // The same record from the same file: unchanged, no new source; the version stays.
    expect(await ingestFiles(db, [jsonl('ver.jsonl', [{ id, abstract: text }])])).toMatchObject({ unchanged: 1 });
    expect(await graphVersion(db)).toBe(v1);

    // From another file: only a source is added, which Paper.sources shows; the version moves.
    expect(await ingestFiles(db, [jsonl('ver-again.jsonl', [{ id, abstract: text }])])).toMatchObject({ unchanged: 1 });
    const v2 = await graphVersion(db);
    expect(v2).not.toBe(v1);

    expect(await deletePapers(db, [uniqueArxivId()])).toBe(0);
    expect(await graphVersion(db)).toBe(v2);
    expect(await deletePapers(db, [id])).toBe(1);
    expect(await graphVersion(db)).not.toBe(v2);
    const [node] = await readRows<{ n: number }>(db, 'test', 'MATCH (v:GraphVersion) RETURN count(v) AS n');
    expect(node?.n).toBe(1);
  });

  it('tells a restored older copy of the graph, written back up to the same count, from the graph first read at it', async () => {
    const restoredId = uniqueArxivId();
    ownIds.push(restoredId);
    const v1 = await graphVersion(db);
    // A dump taken one write earlier is loaded (files run one after another: nothing else writes meanwhile).
    await writeTx(db, 'test', (tx) => tx.run("MATCH (v:GraphVersion {key: 'graph'}) SET v.version = v.version - 1, v.stamp = 'dump'"));
    expect(await ingestFiles(db, [jsonl('restored.jsonl', [{ id: restoredId, abstract: text.replaceAll('Ver', 'Rst') }])])).toMatchObject({ added: 1 });
    const v2 = await graphVersion(db);
    // One write brought the copy's count back to v1's; the version still differs, so the API's cache drops v1's answers.
    expect(v2.split(':').slice(0, 2)).toEqual(v1.split(':').slice(0, 2));
    expect(v2).not.toBe(v1);
  });
});

describe('bad input', () => {
  it('rejects a duplicate id with different text, naming both places, and ingests the rest', async () => {
    const id = uniqueArxivId();
    ownIds.push(id);
    const f = jsonl('dup.jsonl', [
      { id, abstract: `We propose Qrs${tag}, a method that works well on GSM8K and other math benchmarks.` },
      { id, abstract: `A different abstract under the same id, which must not silently replace the first one.` },
    ]);
    const s = await ingestFiles(db, [f]);
    expect(s.added + s.unchanged + s.updated).toBe(1);
    expect(s.rejected).toBe(1);
    expect(s.errors[0]?.message).toMatch(new RegExp(`${path.basename(f)}:2: id ${id} was already read with different text at .*dup.jsonl:1`));
  });
});

describe('extraction in a worker thread, overlapping the writes', () => {
  it('writes the same graph as extraction on this thread, in batches, and names a bad line by file and line', async () => {
    const texts: string[] = [];
    for (const f of seedFiles()) for await (const item of readPapers(f)) if (item.kind === 'paper') texts.push(item.paper.text);
    const ids = Array.from({ length: 250 }, () => uniqueArxivId());
    ownIds.push(...ids);
    const lines = ids.map((id, i) => JSON.stringify({ id, title: `Worker copy ${i}`, abstract: `${texts[i % texts.length]} This copy is number ${i}.` }));
    // Line 131 is no JSON: rejected with its place, the 250 papers around it written.
    lines.splice(130, 0, '{"id": "broken", "abstract": ');
    const f = path.join(dir, 'workers.jsonl');
    writeFileSync(f, `${lines.join('\n')}\n`);

    const snapshot = async () => {
      const facts = await readRows<{ s: string }>(
        db,
        'test',
        `UNWIND $ids AS id MATCH (p:Paper {id: id})-[f]->(e)
         RETURN id + "|" + p.contentHash + "|" + type(f) + "|" + coalesce(e.key, e.id) + "|" + coalesce(f.start, -1) AS s`,
        { ids },
      );
      const claims = await readRows<{ s: string }>(
        db,
        'test',
        `UNWIND $ids AS id MATCH (w)-[c:OUTPERFORMS|IMPROVES {paperId: id}]->(l)
         RETURN id + "|" + c.claimIndex + "|" + w.key + ">" + l.key + "|" + coalesce(c.lookupKey, "-") + "|" + coalesce(c.delta, "-") AS s`,
        { ids },
      );
      return { facts: facts.map((r) => r.s).sort(), claims: claims.map((r) => r.s).sort() };
    };

    const inWorker = await ingestFiles(db, [f], { batchSize: 100, extractWorkers: 1 });
    expect(inWorker).toMatchObject({ added: 250, rejected: 1 });
    expect(inWorker.errors[0]?.message).toMatch(/workers\.jsonl:131: /);
    expect(inWorker.timing).toMatchObject({ batches: 3, largestBatch: 100 });
    const a = await snapshot();
    expect(a.facts.length).toBeGreaterThan(250);
    expect(a.claims.length).toBeGreaterThan(0);

    expect(await deletePapers(db, ids)).toBe(250);
    const inline = await ingestFiles(db, [f], { batchSize: 100, extractWorkers: 0 });
    expect(inline).toMatchObject({ added: 250, rejected: 1 });
    expect(await snapshot()).toEqual(a);

    // Idempotent: the same file again through the worker changes nothing.
    expect(await ingestFiles(db, [f], { batchSize: 100 })).toMatchObject({ added: 0, updated: 0, unchanged: 250 });
  }, 180_000);
});
