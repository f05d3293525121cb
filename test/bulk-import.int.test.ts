/**
 * `--bulk-import` (server/bulk-import.ts) makes the graph the normal ingest
 * makes: the same input ingested with `ingestFiles` into an empty database and
 * bulk-loaded through `neo4j-admin database import` into another gives the same
 * canonical SHA-256 (graph/digest.ts: every node with its labels and typed
 * properties, every relationship with its type, typed properties and the keys of
 * its ends). The input mixes the seed corpus (duplicate abstracts across files),
 * every input format (records of one paper in several formats, merging by id and
 * by title and first author) and generated abstracts, in batches of 40 so that
 * records merge with papers stored by earlier batches, not only within one.
 *
 * `import full` replaces a whole database and Community has one user database,
 * so this runs a second server of its own (home .neo4j-test-bulk, Bolt and HTTP
 * two above the test server's: LITGRAPH_TEST_BULK_BOLT_PORT and
 * LITGRAPH_TEST_BULK_HTTP_PORT move them); the test server is not touched.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../bench/gen-corpus.ts';
import { graphDigest, type GraphDigest } from '../graph/digest.ts';
import { closeDb, openDb } from '../graph/driver.ts';
import { seedFiles } from '../ingest/corpus.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { applySchema } from '../schema/apply.ts';
import { BulkImportRefused, bulkImport } from '../server/bulk-import.ts';
import { loadConfig, repoRoot } from '../server/config.ts';
import { waitOnline } from '../server/ensure.ts';
import { start, stop } from '../server/neo4j-local.ts';

const home = path.join(repoRoot, '.neo4j-test-bulk');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEO4J_HOME_DIR: home,
  NEO4J_BOLT_PORT: process.env.LITGRAPH_TEST_BULK_BOLT_PORT ?? String(Number(process.env.NEO4J_BOLT_PORT ?? 7689) + 2),
  NEO4J_HTTP_PORT: process.env.LITGRAPH_TEST_BULK_HTTP_PORT ?? String(Number(process.env.NEO4J_HTTP_PORT ?? 7476) + 2),
};
delete env.NEO4J_URI;
const config = loadConfig(env);
const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-bulk-'));
const fixtures = path.join(repoRoot, 'test', 'fixtures');
let files: string[] = [];
let normal: GraphDigest;

beforeAll(async () => {
  await stop(config);
  rmSync(home, { recursive: true, force: true });
  const generated = path.join(dir, 'generated.jsonl');
  await generateCorpus({ n: 300, out: generated, start: 5_000 });
  const merges = path.join(dir, 'merges.jsonl');
  writeFileSync(merges, mergingRecords(readFileSync(generated, 'utf8')));
  files = [
    ...seedFiles(),
    ...readdirSync(path.join(fixtures, 'formats')).map((f) => path.join(fixtures, 'formats', f)),
    path.join(fixtures, 'papers-with-authors.jsonl'),
    generated,
    merges,
  ];
});

/**
 * Records that are other records of papers read before (read after `generated`, so in later batches):
 * the same title and first author under another id with more metadata, the same arXiv id in another
 * spelling with the same text, a DOI given earlier; and pairs of new records of one paper side by side.
 */
function mergingRecords(generated: string): string {
  const papers = generated
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; title: string; authors: string[]; abstract: string });
  const out: object[] = [];
  for (let k = 0; k < 60; k++) {
    const p = papers[k * 5] as (typeof papers)[number];
    if (k % 3 === 0)
      out.push({
        id: `bulk-own-${k}`,
        title: p.title,
        authors: p.authors,
        doi: `10.5555/bulk.${k}`,
        venue: `Venue ${k}`,
        abstract: `${p.abstract} A second version adds one sentence.`,
      });
    if (k % 3 === 1) out.push({ id: `arXiv:${p.id}v2`, title: p.title, authors: p.authors, categories: ['cs.LG'], year: 2024, abstract: p.abstract });
    if (k % 3 === 2) {
      out.push({
        id: `bulk-doi-${k}`,
        doi: `https://doi.org/10.5555/BULK.${k - 2}`,
        title: `Another record ${k}`,
        authors: ['Kim Novak'],
        abstract: `We revisit a result. ${p.abstract}`,
      });
      out.push({
        id: `bulk-pair-${k}-a`,
        title: `A pair of records ${k}`,
        authors: ['Ana Silva', 'Wei Zhang'],
        abstract: `We propose PairNet${k}, a method. PairNet${k} outperforms GRPO on ALFWorld by ${k}.5%.`,
      });
      out.push({
        id: `bulk-pair-${k}-b`,
        title: `A pair of records ${k}`,
        authors: ['Silva, Ana'],
        url: `https://example.org/${k}`,
        abstract: `PairNet${k} (second record) outperforms PPO on WebShop.`,
      });
    }
  }
  return `${out.map((r) => JSON.stringify(r)).join('\n')}\n`;
}

afterAll(async () => {
  await stop(config);
  rmSync(home, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run ingest -- --bulk-import', () => {
  it('the normal ingest of the input, into an empty database of the second server', async () => {
    await start(config);
    const db = await openDb(config);
    try {
      await waitOnline(db);
      await applySchema(db);
      const s = await ingestFiles(db, files, { batchSize: 40 });
      // Records merged within a batch, into papers of earlier batches (updated), and read twice (duplicates).
      expect(s).toMatchObject({ merged: expect.any(Number), updated: expect.any(Number) });
      expect(s.added).toBeGreaterThan(500);
      expect(s.merged).toBeGreaterThan(10);
      expect(s.updated).toBeGreaterThan(10);
      expect(s.duplicates).toBeGreaterThan(25);
      normal = await graphDigest(db);
    } finally {
      await closeDb(db);
    }
    await stop(config);
    // An empty database again: the store and transaction logs go, the users (system database) stay.
    for (const sub of ['databases', 'transactions']) rmSync(path.join(home, 'data', sub, config.neo4jDatabase), { recursive: true, force: true });
  }, 300_000);

  it('bulk-loads the same input into an empty database as the same graph (same canonical SHA-256)', async () => {
    const s = await bulkImport(config, files, { batchSize: 40 });
    expect(s.csv.nodes).toBeGreaterThan(0);
    const db = await openDb(config);
    try {
      const bulk = await graphDigest(db);
      expect(normal.nodes).toBeGreaterThan(2_000);
      expect(bulk.nodes).toBe(normal.nodes);
      expect(bulk.relationships).toBe(normal.relationships);
      expect(bulk.sha256).toBe(normal.sha256);
      // The schema is the normal one: the full-text index answers.
      const session = db.driver.session({ database: db.database });
      try {
        const hits = await session.run("CALL db.index.fulltext.queryNodes('paperText', 'agent') YIELD node RETURN count(node) AS n");
        expect(Number(hits.records[0]?.get('n'))).toBeGreaterThan(0);
        const constraints = await session.run('SHOW CONSTRAINTS YIELD name RETURN collect(name) AS names');
        expect(constraints.records[0]?.get('names')).toEqual(expect.arrayContaining(['paper_id', 'method_key', 'alias_key', 'result_id']));
      } finally {
        await session.close();
      }
    } finally {
      await closeDb(db);
    }
  }, 300_000);

  it('refuses a database that holds anything, and leaves it as it was', async () => {
    const db = await openDb(config);
    try {
      const before = await graphDigest(db);
      await expect(bulkImport(config, files.slice(0, 1))).rejects.toThrow(BulkImportRefused);
      await expect(bulkImport(config, files.slice(0, 1))).rejects.toThrow(/only loads an empty database/);
      expect((await graphDigest(db)).sha256).toBe(before.sha256);
      // The digest sees a single property: one paper's title changed and changed back.
      const session = db.driver.session({ database: db.database });
      try {
        await session.run("MATCH (p:Paper {id: $id}) SET p.title = p.title + '!'", { id: 'bulk-pair-2-a' });
        expect((await graphDigest(db)).sha256).not.toBe(before.sha256);
        await session.run('MATCH (p:Paper {id: $id}) SET p.title = substring(p.title, 0, size(p.title) - 1)', { id: 'bulk-pair-2-a' });
        expect((await graphDigest(db)).sha256).toBe(before.sha256);
      } finally {
        await session.close();
      }
    } finally {
      await closeDb(db);
    }
  }, 120_000);

  it('refuses an external server (NEO4J_URI)', async () => {
    const external = loadConfig({ ...env, NEO4J_URI: config.neo4jUri });
    await expect(bulkImport(external, files.slice(0, 1))).rejects.toThrow(/external server/);
  });
});
