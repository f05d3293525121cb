/**
 * Papers as researchers hold them (issue 11), against the real Neo4j: an arXiv
 * Atom feed, a BibTeX export, Semantic Scholar and OpenAlex answers and records
 * with their own ids ingest with their metadata; `paper(id:)` finds each paper
 * by any id it arrived with in any common spelling; re-ingesting changes
 * nothing; a refused file fails the CLI while the good files of the run stay.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { repoRoot } from '../server/config.ts';
import { startApi, type Api } from '../server/app.ts';
import { config, graphCounts, testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
let api: Api;
const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-formats-'));
const tag = uniqueTag();
const hex40 = () => randomBytes(20).toString('hex');
const abstract = (n: string) => `We propose Fmt${tag}${n}, a reader for tests. Fmt${tag}${n} outperforms GRPO on ALFWorld by ${n.length}.5 points.`;

// The ids this run's papers arrive with.
const atomId = uniqueArxivId();
const s2ArxivId = uniqueArxivId();
const s2PaperId = hex40();
const s2OnlyId = hex40();
const bibKey = `smith2024${tag}`;
const bibDoi = `10.9999/Fmt.${tag}.1`;
const openAlexId = `W9${Array.from(randomBytes(8), (b) => String(b % 10)).join('')}`;
const openAlexDoi = `10.9999/oa.${tag}`;
const ownId = `My-Paper-${tag}`;
const corpusId = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
const ownIds = [atomId, s2ArxivId, s2OnlyId, bibKey, openAlexDoi, openAlexId, ownId, `changed-${tag}`];

function file(name: string, content: string | Buffer): string {
  const f = path.join(dir, name);
  writeFileSync(f, content);
  return f;
}

const atom = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">ArXiv Query</title>
  <entry>
    <id>http://arxiv.org/abs/${atomId}v2</id>
    <published>2024-06-30T18:05:01Z</published>
    <title>Atom Paper ${tag}</title>
    <summary>${abstract('Atom')}</summary>
    <author><name>P\\'eter Bal\\'azs</name></author>
    <arxiv:doi xmlns:arxiv="http://arxiv.org/schemas/atom">10.9999/atom.${tag}</arxiv:doi>
    <arxiv:journal_ref xmlns:arxiv="http://arxiv.org/schemas/atom">NeurIPS 2024</arxiv:journal_ref>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.LG" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
</feed>
`;

const bib = `@inproceedings{${bibKey},
  title = {Bib Paper for M{\\"u}ller ${tag}},
  author = {M{\\"u}ller, J{\\"o}rg and Garc{\\'\\i}a, Ana},
  booktitle = {Proceedings of Tests},
  year = {2024},
  doi = {${bibDoi}},
  abstract = {${abstract('Bib')}},
}
`;

const s2 = {
  total: 2,
  data: [
    { paperId: s2PaperId, externalIds: { ArXiv: s2ArxivId, CorpusId: Number(corpusId) }, title: `S2 Paper ${tag}`, abstract: abstract('SsA'), year: 2023, authors: [{ name: 'Zimu Lu' }], fieldsOfStudy: ['Computer Science'] },
    { paperId: s2OnlyId, externalIds: {}, title: `S2 Only ${tag}`, abstract: abstract('SsB'), year: 2022, venue: 'ACL', authors: [] },
  ],
};

const openAlex = {
  meta: { count: 1 },
  results: [
    {
      id: `https://openalex.org/${openAlexId}`,
      doi: `https://doi.org/${openAlexDoi.toUpperCase()}`,
      display_name: `OpenAlex Paper ${tag}`,
      publication_year: 2021,
      authorships: [{ author: { display_name: 'Ana García' } }],
      abstract_inverted_index: Object.fromEntries(abstract('Oa').split(' ').map((w, _i, all) => [w, all.flatMap((x, j) => (x === w ? [j] : []))])),
    },
  ],
};

let files: string[] = [];

beforeAll(async () => {
  db = await testDb();
  api = await startApi(db, { ...config, apiPort: 0 as number });
  files = [
    file('feed.xml', atom),
    file('refs.bib.gz', gzipSync(bib)),
    file('s2.json', JSON.stringify(s2, null, 2)),
    file('openalex.json', JSON.stringify(openAlex, null, 2)),
    file('own.jsonl', JSON.stringify({ id: ownId, title: `Own ${tag}`, venue: 'Workshop on Ids', categories: 'cs.IR cs.DL', abstract: abstract('Own') })),
  ];
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await api?.stop();
  await deletePapers(db, ownIds);
  await closeDb(db);
});

async function gql<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<{ data?: T; errors?: { message: string }[] }> {
  const res = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: T; errors?: { message: string }[] };
}

interface PaperFields {
  id: string;
  title: string;
  authors: string[];
  ids: string[];
  doi: string | null;
  year: number | null;
  categories: string[];
  venue: string | null;
}

async function paper(id: string): Promise<PaperFields | null> {
  const r = await gql<{ paper: PaperFields | null }>('query($id: ID!) { paper(id: $id) { id title authors ids doi year categories venue } }', { id });
  expect(r.errors).toBeUndefined();
  return r.data?.paper ?? null;
}

const paperIdNodes = async () => (await readRows<{ n: number }>(db, 'test', 'MATCH (k:PaperId) WHERE k.key IN $keys RETURN count(k) AS n', { keys: [s2PaperId, bibKey.toLowerCase(), bibDoi.toLowerCase(), openAlexId.toLowerCase(), ownId.toLowerCase(), `10.9999/atom.${tag}`] }))[0]?.n ?? 0;

describe('every format into the graph', () => {
  it('ingests the feed, the gzipped BibTeX, Semantic Scholar {data}, OpenAlex {results} and own ids', async () => {
    const s = await ingestFiles(db, files);
    expect(s.errors.map((e) => e.message)).toEqual([]);
    expect(s).toMatchObject({ added: 6, rejected: 0 });
  });

  it('keeps each paper\'s metadata and ids', async () => {
    expect(await paper(atomId)).toMatchObject({ id: atomId, authors: ['Péter Balázs'], ids: [atomId, `10.9999/atom.${tag}`], doi: `10.9999/atom.${tag}`, year: 2024, categories: ['cs.CL', 'cs.LG'], venue: 'NeurIPS 2024' });
    expect(await paper(bibKey)).toMatchObject({ id: bibKey, title: `Bib Paper for Müller ${tag}`, authors: ['Jörg Müller', 'Ana García'], doi: bibDoi.toLowerCase(), year: 2024, venue: 'Proceedings of Tests' });
    expect(await paper(s2ArxivId)).toMatchObject({ ids: [s2ArxivId, s2PaperId, `CorpusId:${Number(corpusId)}`], year: 2023, categories: ['Computer Science'] });
    expect(await paper(s2OnlyId)).toMatchObject({ id: s2OnlyId, year: 2022, venue: 'ACL' });
    expect(await paper(openAlexId)).toMatchObject({ id: openAlexId, doi: openAlexDoi, year: 2021, authors: ['Ana García'] });
    expect(await paper(ownId)).toMatchObject({ id: ownId, venue: 'Workshop on Ids', categories: ['cs.IR', 'cs.DL'] });
  });

  it.each([
    () => [`arXiv:${atomId}`, atomId],
    () => [`${atomId}v1`, atomId],
    () => [`https://arxiv.org/abs/${atomId}`, atomId],
    () => [`http://arxiv.org/pdf/${atomId}v2.pdf`, atomId],
    () => [`ARXIV:${atomId}V2`, atomId],
    () => [`https://doi.org/10.9999/ATOM.${tag.toUpperCase()}`, atomId],
    () => [`https://doi.org/10.48550/arXiv.${s2ArxivId}`, s2ArxivId],
    () => [s2PaperId.toUpperCase(), s2ArxivId],
    () => [`https://www.semanticscholar.org/paper/Some-Title/${s2PaperId}`, s2ArxivId],
    () => [`corpusid:${Number(corpusId)}`, s2ArxivId],
    () => [bibKey.toUpperCase(), bibKey],
    () => [`doi:${bibDoi}`, bibKey],
    () => [`https://openalex.org/${openAlexId}`, openAlexId],
    () => [openAlexId.toLowerCase(), openAlexId],
    () => [`https://dx.doi.org/${openAlexDoi}`, openAlexId],
    () => [ownId.toLowerCase(), ownId],
    () => [ownId, ownId],
  ])('paper(id:) finds it by any id in any spelling (%#)', async (pair) => {
    const [asked, want] = pair() as [string, string];
    expect((await paper(asked))?.id).toBe(want);
  });

  it('answers null for an id nobody arrived with', async () => {
    expect(await paper(`no-such-paper-${tag}`)).toBeNull();
    expect(await paper('arXiv:9999.99999')).toBeNull();
  });

  it('ingesting the same files again changes nothing', async () => {
    const before = await graphCounts(db);
    const s = await ingestFiles(db, files);
    expect(s).toMatchObject({ added: 0, updated: 0, unchanged: 6, rejected: 0 });
    expect(await graphCounts(db)).toEqual(before);
  });

  it('a paper whose ids changed is found by the new ones only', async () => {
    const id = `changed-${tag}`;
    await ingestFiles(db, [file('c1.jsonl', JSON.stringify({ id, doi: `10.9999/old.${tag}`, abstract: abstract('Chg') }))]);
    expect((await paper(`10.9999/old.${tag}`))?.id).toBe(id);
    const s = await ingestFiles(db, [file('c2.jsonl', JSON.stringify({ id, doi: `10.9999/new.${tag}`, abstract: abstract('Chg') }))]);
    expect(s).toMatchObject({ updated: 1 });
    expect(await paper(`10.9999/old.${tag}`)).toBeNull();
    expect((await paper(`https://doi.org/10.9999/new.${tag}`))?.id).toBe(id);
  });

  it('deleting papers deletes their id nodes', async () => {
    expect(await paperIdNodes()).toBeGreaterThan(0);
    await deletePapers(db, ownIds);
    expect(await paperIdNodes()).toBe(0);
    expect(await paper(s2PaperId)).toBeNull();
  });
});

describe('the same paper in three formats is one paper', () => {
  // One paper as an arXiv feed, a BibTeX export and a Semantic Scholar answer give it: different ids, spellings and metadata.
  const arxiv = uniqueArxivId();
  const key = `balazs2024same${tag}`;
  const s2Id = hex40();
  const doi = `10.9999/Same.${tag}`;
  const title = `Same Paper Across Formats ${tag}`;
  const text = abstract('Same');
  ownIds.push(arxiv, key);

  const feed = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><entry>
  <id>http://arxiv.org/abs/${arxiv}v3</id><published>2024-06-30T18:05:01Z</published>
  <title>${title}</title><summary>${text}</summary>
  <author><name>P\\'eter Bal\\'azs</name></author><author><name>Ana Garc\\'ia</name></author>
</entry></feed>
`;
  const bibEntry = `@inproceedings{${key},
  title = {{Same} Paper Across Formats ${tag}},
  author = {Bal{\\'a}zs, P{\\'e}ter and Garc{\\'\\i}a, Ana},
  booktitle = {NeurIPS 2024},
  year = {2024},
  doi = {${doi}},
  abstract = {${text}},
}
`;
  const s2Answer = { data: [{ paperId: s2Id, externalIds: { ArXiv: arxiv, DOI: doi }, title, abstract: text, year: 2024, authors: [{ name: 'Péter Balázs' }, { name: 'Ana García' }] }] };

  interface Merged extends PaperFields {
    sources: string[];
    arxivId: string | null;
    published: string | null;
  }
  const merged = async (id: string) => {
    const r = await gql<{ paper: Merged | null }>('query($id: ID!) { paper(id: $id) { id title authors ids doi year categories venue sources arxivId published } }', { id });
    expect(r.errors).toBeUndefined();
    return r.data?.paper ?? null;
  };
  const count = async () => (await readRows<{ n: number }>(db, 'test', 'MATCH (p:Paper) WHERE p.title STARTS WITH $t RETURN count(p) AS n', { t: title }))[0]?.n;

  it('ingested in one run: one paper with every id, every source and the metadata of all three', async () => {
    const three = [file('same.xml', feed), file('same.bib', bibEntry), file('same-s2.json', JSON.stringify(s2Answer))];
    const s = await ingestFiles(db, three);
    expect(s.errors).toEqual([]);
    // The feed and the BibTeX entry share the title and first author (merged); the Semantic Scholar record has the feed's arXiv id (a duplicate of it).
    expect(s).toMatchObject({ added: 1, merged: 1, duplicates: 1, rejected: 0 });
    expect(await count()).toBe(1);
    const p = await merged(arxiv);
    expect(p).toMatchObject({ id: arxiv, title, authors: ['Péter Balázs', 'Ana García'], arxivId: arxiv, doi: doi.toLowerCase(), year: 2024, published: '2024-06-30', venue: 'NeurIPS 2024' });
    expect(p?.ids).toEqual(expect.arrayContaining([arxiv, key, doi.toLowerCase(), s2Id]));
    expect(p?.sources.map((x) => path.basename(x))).toEqual(['same.xml:2', 'same.bib:1', 'same-s2.json:1']);
    for (const id of [key.toUpperCase(), `https://doi.org/${doi}`, s2Id, `arXiv:${arxiv}v1`]) expect((await merged(id))?.id).toBe(arxiv);
    // Again: nothing changes.
    const again = await ingestFiles(db, three);
    expect(again).toMatchObject({ added: 0, updated: 0 });
    expect(await count()).toBe(1);
    await deletePapers(db, [arxiv]);
  });

  it('ingested in separate runs: each record adds to the stored paper (by title and first author, then by DOI), keeping both sources', async () => {
    // No shared id between the BibTeX entry (key, DOI) and the feed (arXiv id): the title and first author tie them.
    const first = await ingestFiles(db, [file('first.bib', bibEntry)]);
    expect(first).toMatchObject({ added: 1 });
    const second = await ingestFiles(db, [file('second.xml', feed)]);
    expect(second).toMatchObject({ added: 0, updated: 1 });
    expect(await count()).toBe(1);
    const p = await merged(arxiv);
    expect(p).toMatchObject({ id: key, arxivId: arxiv, doi: doi.toLowerCase(), published: '2024-06-30', venue: 'NeurIPS 2024' });
    expect(p?.sources.map((x) => path.basename(x))).toEqual(['first.bib:1', 'second.xml:2']);
    // A third source that shares only the DOI, under its own title spelling.
    const third = await gql<{ ingestAbstracts: { added: number; updated: number; papers: { id: string; ids: string[]; sources: string[] }[] } }>(
      'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added updated papers { id ids sources } } }',
      { a: [{ id: `own-${tag}`, doi: `https://doi.org/${doi.toUpperCase()}`, title: 'SAME PAPER (preprint)', abstract: text }] },
      { 'x-api-key': config.apiKey },
    );
    expect(third.data?.ingestAbstracts).toMatchObject({ added: 0, updated: 1 });
    expect(third.data?.ingestAbstracts.papers[0]?.id).toBe(key);
    expect(third.data?.ingestAbstracts.papers[0]?.ids).toEqual(expect.arrayContaining([key, arxiv, `own-${tag}`]));
    expect((await merged(`OWN-${tag}`))?.id).toBe(key);
    expect(await ingestFiles(db, [file('second.xml', feed), file('first.bib', bibEntry)])).toMatchObject({ added: 0, updated: 0 });
    await deletePapers(db, [key]);
    expect(await count()).toBe(0);
  });
});

describe('ingestAbstracts takes the metadata the file formats take', () => {
  it('keeps arXiv id, DOI, year, venue, categories, date, url and the own id', async () => {
    const arxiv = uniqueArxivId();
    const own = `api-own-${tag}`;
    ownIds.push(own);
    const r = await gql<{ ingestAbstracts: { added: number; errors: unknown[]; papers: (PaperFields & { arxivId: string; published: string; url: string })[] } }>(
      'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added errors { message } papers { id title authors ids doi year categories venue arxivId published url } } }',
      {
        a: [
          {
            id: own,
            arxivId: `arXiv:${arxiv}v2`,
            doi: `https://doi.org/10.9999/API.${tag}`,
            title: `Api Paper ${tag}`,
            authors: ['Ada Lovelace'],
            published: '2025-02',
            year: 2025,
            venue: 'ICLR 2025',
            categories: ['cs.LG', 'cs.AI'],
            url: 'https://example.org/api-paper',
            abstract: abstract('Api'),
          },
        ],
      },
      { 'x-api-key': config.apiKey },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.ingestAbstracts.errors).toEqual([]);
    const p = r.data?.ingestAbstracts.papers[0];
    // The arXiv id is the primary id; the own id is one of its ids.
    expect(p).toMatchObject({ id: arxiv, arxivId: arxiv, doi: `10.9999/api.${tag}`, year: 2025, published: '2025-02-01', venue: 'ICLR 2025', categories: ['cs.LG', 'cs.AI'], url: 'https://example.org/api-paper' });
    expect(p?.ids).toEqual(expect.arrayContaining([arxiv, own]));
    expect((await paper(own.toUpperCase()))?.id).toBe(arxiv);
    await deletePapers(db, [arxiv]);
  });
});

describe('a record given twice in one call', () => {
  it('adds the second record\'s ids and metadata to the paper', async () => {
    const own = `twice-${tag}`;
    ownIds.push(own);
    const r = await gql<{ ingestAbstracts: { added: number; papers: { id: string; ids: string[]; doi: string | null; venue: string | null }[] } }>(
      'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added papers { id ids doi venue } } }',
      { a: [{ id: own, abstract: abstract('Twice') }, { id: own, doi: `10.9999/twice.${tag}`, venue: 'Twice Workshop', abstract: abstract('Twice') }] },
      { 'x-api-key': config.apiKey },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.ingestAbstracts.added).toBe(1);
    const p = await paper(`https://doi.org/10.9999/TWICE.${tag}`);
    expect(p).toMatchObject({ id: own, doi: `10.9999/twice.${tag}`, venue: 'Twice Workshop' });
    await deletePapers(db, [own]);
  });
});

describe('the CLI with a file it cannot read', () => {
  it('exits 1 naming each refused file (HTML, CSV, PDF, image, other XML, UTF-16, binary, unknown type) and the understood formats, and keeps the good files of the run', async () => {
    const refused: [string, string][] = [
      [file('listing.html', '<!DOCTYPE html>\n<html><body>arXiv listing</body></html>\n'), 'an HTML page'],
      [file('papers.csv', 'id,title,abstract\n1,A,B\n2,C,D\n3,E,F\n'), 'a CSV table'],
      [file('paper.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200)])), 'a PDF document'],
      [file('figure.json', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)])), 'a PNG image'],
      [file('feed.rss.xml', '<?xml version="1.0"?>\n<rss version="2.0"><channel><title>x</title></channel></rss>\n'), 'XML that is not an Atom feed (root <rss>)'],
      [file('utf16.txt', Buffer.from('\ufeffDaily Papers\n\nWe propose a thing that works well.\n', 'utf16le')), 'UTF-16 text (save it as UTF-8)'],
      [file('dump.txt', Buffer.from(Array.from({ length: 400 }, (_, i) => (i * 7) % 32))), 'binary data'],
      [file('notes.docx', 'PK'), 'a Word document'],
      [file('data.parquet', 'hello'), 'a file of unknown type (.parquet)'],
    ];
    const good = file('good.bib', bib.replace(bibKey, `${bibKey}cli`).replace(abstract('Bib'), abstract('Cli')));
    ownIds.push(`${bibKey}cli`);
    const run = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'ingest', '--', ...refused.map(([f]) => f), good], { cwd: repoRoot, env: process.env });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
      child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out }));
    });
    expect(run.code).toBe(1);
    for (const [f, what] of refused) expect(run.out).toContain(`${f}:1: refused: ${what}`);
    expect(run.out).toMatch(/understood formats: arXiv Atom feed/);
    expect(run.out).toMatch(/1 added/);
    expect((await paper(`${bibKey}CLI`))?.id).toBe(`${bibKey}cli`);
    await deletePapers(db, [`${bibKey}cli`]);
  });
});
