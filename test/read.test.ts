import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../graph/driver.ts';
import { RecordError } from '../ingest/formats/record.ts';
import { ingestRecords } from '../ingest/pipeline.ts';
import { collapseWhitespace, deriveTitle, paperFromJson, readPapers, splitAuthors, textId, type ReadItem } from '../ingest/read.ts';
import type { Extraction } from '../ingest/types.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ABSTRACT = 'We propose FooNet, a method for testing readers. FooNet improves accuracy over BarNet on GSM8K by 3.1 points.';

function file(name: string, content: string | Buffer): string {
  const f = path.join(dir, name);
  writeFileSync(f, content);
  return f;
}

async function readAll(f: string): Promise<ReadItem[]> {
  const out: ReadItem[] = [];
  for await (const item of readPapers(f)) out.push(item);
  return out;
}

const papers = (items: ReadItem[]) => items.flatMap((i) => (i.kind === 'paper' ? [i.paper] : []));
const errors = (items: ReadItem[]) => items.flatMap((i) => (i.kind === 'error' ? [i.error] : []));

describe('text dumps', () => {
  it('skips the header line and reads one abstract per paragraph, with its line', async () => {
    const items = await readAll(file('dump.txt', `Daily Papers\n\n${ABSTRACT}\n\nSecond abstract that is long enough\nto be read, spanning two lines.\n`));
    const ps = papers(items);
    expect(ps.map((p) => p.source)).toEqual([`${dir}/dump.txt:3`, `${dir}/dump.txt:5`]);
    expect(ps[1]?.text).toBe('Second abstract that is long enough to be read, spanning two lines.');
    expect(ps[0]?.id).toBe(textId(ABSTRACT));
    expect(ps[0]?.titleDerived).toBe(true);
    expect(ps[0]?.title).toBe('We propose FooNet, a method for testing readers');
  });

  it('ids are sha1 of the collapsed text, as in the gold files', () => {
    expect(textId('a  b\n c')).toBe(textId('a b c'));
    expect(textId('a b c')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('names file and line of a line that is not UTF-8 or binary, and keeps the rest', async () => {
    const bad = Buffer.concat([Buffer.from(`Daily Papers\n\n${ABSTRACT}\n\n`), Buffer.from([0xc3, 0x28, 0x0a]), Buffer.from(`\n${ABSTRACT} Again.\n\nbinary\u0000here\n`)]);
    const items = await readAll(file('bad.txt', bad));
    expect(papers(items)).toHaveLength(2);
    expect(errors(items).map((e) => [e.line, e.reason])).toEqual([
      [5, 'not valid UTF-8'],
      [9, 'binary data (NUL bytes)'],
    ]);
  });

  it('reads an empty file as nothing', async () => {
    expect(await readAll(file('empty.txt', ''))).toEqual([]);
  });
});

describe('JSON Lines', () => {
  it('reads records with every field optional but the abstract', async () => {
    const lines = [
      JSON.stringify({ id: '2305.03048', title: 'Personalize SAM', authors: ['A. One', 'B. Two'], published: '2023-05-04', abstract: ABSTRACT }),
      JSON.stringify({ text: `${ABSTRACT} Another.` }),
    ];
    const ps = papers(await readAll(file('ok.jsonl', lines.join('\n'))));
    expect(ps[0]).toMatchObject({ id: '2305.03048', arxivId: '2305.03048', title: 'Personalize SAM', titleDerived: false, authors: ['A. One', 'B. Two'], published: '2023-05-04', url: 'https://arxiv.org/abs/2305.03048' });
    expect(ps[1]).toMatchObject({ id: textId(`${ABSTRACT} Another.`), arxivId: null, titleDerived: true });
  });

  it.each([
    ['{"title": "x"', /malformed JSON/],
    ['{"title": "no abstract"}', /no abstract/],
    ['{"abstract": ""}', /abstract is empty/],
    [JSON.stringify({ abstract: ABSTRACT, title: 'x'.repeat(600) }), /title.*at most 500/],
    [JSON.stringify({ abstract: ABSTRACT, authors: 42 }), /authors/],
    [JSON.stringify({ abstract: ABSTRACT, published: 'yesterday' }), /ISO date/],
    ['[1, 2]', /not a JSON object/],
    [JSON.stringify({ abstract: 'y'.repeat(30_000) }), /at most 20000/],
    [JSON.stringify({ abstract: '\u200b'.repeat(200) }), /abstract has only 0 visible characters/],
    [`{"id": 2305.03040, "abstract": ${JSON.stringify(ABSTRACT)}}`, /"id" is the number 2305\.0304; write it as a string/],
    [`{"id": "\\ud800GRPO", "abstract": ${JSON.stringify(ABSTRACT)}}`, /"id" is not well-formed Unicode/],
    [JSON.stringify({ id: 'x'.repeat(201), abstract: ABSTRACT }), /"id" is 201 characters/],
    [JSON.stringify({ doi: 'not a doi', abstract: ABSTRACT }), /"doi" is not a DOI/],
    [JSON.stringify({ year: 'soon', abstract: ABSTRACT }), /"year" is not a year/],
  ])('rejects %s with file and line, keeping the good lines', async (bad, reason) => {
    const f = file('mixed.jsonl', [JSON.stringify({ abstract: ABSTRACT }), bad, JSON.stringify({ abstract: `${ABSTRACT} Third.` })].join('\n'));
    const items = await readAll(f);
    expect(papers(items)).toHaveLength(2);
    const [error] = errors(items);
    expect(error?.line).toBe(2);
    expect(error?.file).toBe(f);
    expect(error?.reason).toMatch(reason);
  });

  it('rejects a 10 MB single line without holding it', async () => {
    const f = file('huge.jsonl', `${JSON.stringify({ abstract: ABSTRACT })}\n{"abstract": "${'z'.repeat(10 * 1024 * 1024)}"}\n${JSON.stringify({ abstract: `${ABSTRACT} Three.` })}\n`);
    const items = await readAll(f);
    expect(papers(items)).toHaveLength(2);
    expect(errors(items)[0]?.reason).toMatch(/line longer than/);
    expect(errors(items)[0]?.line).toBe(2);
  });
});

describe('JSON documents', () => {
  it('reads an array of records and names the line of a bad one', async () => {
    const f = file('arr.json', `[\n  ${JSON.stringify({ abstract: ABSTRACT })},\n  ${JSON.stringify({ title: 'none' })}\n]\n`);
    const items = await readAll(f);
    expect(papers(items)).toHaveLength(1);
    expect(errors(items)[0]?.line).toBe(3);
  });

  it('reads a single object', async () => {
    expect(papers(await readAll(file('one.json', JSON.stringify({ abstract: ABSTRACT }))))).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('collapses whitespace', () => expect(collapseWhitespace('  a\n\tb  ')).toBe('a b'));
  it('derives a title from a long first sentence at a word boundary', () => {
    const t = deriveTitle(`${'word '.repeat(40)}end. Next.`);
    expect(t.length).toBeLessThanOrEqual(101);
    expect(t.endsWith('…')).toBe(true);
  });
});

it('reports a missing file as one error', async () => {
  const [item] = await readAll(path.join(dir, 'nope.jsonl'));
  expect(item?.kind).toBe('error');
});

describe('author strings', () => {
  it.each([
    ['A. One, B. Two, and C. Three', ['A. One', 'B. Two', 'C. Three']],
    ['A. One and B. Two', ['A. One', 'B. Two']],
    ['Kim, J., Lee, S.', ['J. Kim', 'S. Lee']],
    ['Kim, J.-H., Lee, S. and Park, M.', ['J.-H. Kim', 'S. Lee', 'M. Park']],
    ['Jun-Kun Chen, Jipeng Lyu, Yu-Xiong Wang', ['Jun-Kun Chen', 'Jipeng Lyu', 'Yu-Xiong Wang']],
    ['Single Author', ['Single Author']],
  ])('%s', (raw, want) => expect(splitAuthors(raw)).toEqual(want));
});

describe('input formats (test/fixtures/formats/)', () => {
  const fixture = (name: string) => path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'formats', name);

  it('arXiv Atom feed: one paper per entry with ids, date, categories, DOI, journal ref; an entry without summary rejected at its line', async () => {
    const items = await readAll(fixture('arxiv-feed.xml'));
    const [scdpo, persam] = papers(items);
    expect(scdpo).toMatchObject({ id: '2407.00782', arxivId: '2407.00782', title: 'Step-Controlled DPO: Leveraging Stepwise Error for Enhanced Mathematical Reasoning', authors: ['Zimu Lu', 'Aojun Zhou'], published: '2024-06-30', year: 2024, categories: ['cs.CL', 'cs.AI'], url: 'https://arxiv.org/abs/2407.00782' });
    expect(scdpo?.text.startsWith('Direct Preference Optimization (DPO)')).toBe(true);
    expect(persam).toMatchObject({ id: '2305.03048', authors: ['Renrui Zhang', 'Péter Balázs'], doi: '10.1109/iclr.2024.12345', venue: 'ICLR 2024', ids: ['2305.03048', '10.1109/iclr.2024.12345'] });
    expect(errors(items).map((e) => [e.line, e.reason])).toEqual([[59, 'feed entry has no <summary>']]);
  });

  it('BibTeX: LaTeX accents and braces decoded, the key kept as an id (the primary one without an arXiv id), an entry without abstract rejected at its line', async () => {
    const items = await readAll(fixture('papers.bib'));
    const [persam, graphs] = papers(items);
    expect(persam).toMatchObject({ id: '2305.03048', ids: ['2305.03048', 'zhang2023personalize'], title: 'Personalize Segment Anything Model with One Shot', authors: ['Renrui Zhang', 'Péter Balázs'], year: 2023, categories: ['cs.CV'] });
    expect(persam?.text).toContain('We propose PerSAM, a training-free');
    expect(persam?.text).toContain('reaches 97.4% on');
    expect(graphs).toMatchObject({ id: 'mueller2022graphs', title: "Knowledge Graphs for Müller's Naïve Readers", authors: ['Jörg Müller', 'Ana García'], doi: '10.18653/v1/2022.litgraph-1.7', venue: 'Proceedings of the Workshop on Literature Graphs', year: 2022, published: null });
    expect(errors(items).map((e) => [e.line, e.reason])).toEqual([[22, 'entry "noabstract2021" has no "abstract" field (export with abstracts, or add one)']]);
  });

  it('Kaggle arXiv snapshot: authors_parsed or the author string with LaTeX decoded, first version date, doi, categories, journal-ref', async () => {
    const [persam, old] = papers(await readAll(fixture('kaggle-arxiv.jsonl')));
    expect(persam).toMatchObject({ id: '2305.03048', authors: ['Renrui Zhang', 'Péter Balázs'], published: '2023-05-04', year: 2023, doi: '10.1109/iclr.2024.12345', categories: ['cs.CV', 'cs.AI', 'cs.LG'], venue: 'ICLR 2024' });
    expect(old).toMatchObject({ id: '0704.0001', authors: ['C. Balázs', 'E. L. Berger', 'P. M. Nadolsky', 'C.-P. Yuan'], published: '2007-04-02', doi: '10.1103/physrevd.76.013009', venue: 'Phys.Rev.D76:013009,2007', title: 'Calculation of prompt diphoton production cross sections at Tevatron and LHC energies' });
  });

  it('Semantic Scholar {data: […]}: arXiv id, paperId, DOI, CorpusId, year, authors, venue; a null abstract rejected with its record', async () => {
    const items = await readAll(fixture('semantic-scholar.json'));
    const [scdpo, tab] = papers(items);
    expect(scdpo).toMatchObject({ id: '2407.00782', ids: ['2407.00782', '649def34f8be52c8b66281af98ae884c09aef38b', 'CorpusId:270878612'], year: 2024, published: '2024-06-30', venue: null, authors: ['Zimu Lu', 'Aojun Zhou'] });
    expect(tab).toMatchObject({ id: '0b7a5b9c1e2d3f4a5b6c7d8e9f0a1b2c3d4e5f6a', doi: '10.18653/v1/2023.acl-long.99', year: 2023, venue: 'Annual Meeting of the Association for Computational Linguistics' });
    const [error] = errors(items);
    expect([error?.line, error?.reason]).toEqual([26, expect.stringMatching(/^record 3: Semantic Scholar record has no abstract/)]);
  });

  it('Semantic Scholar single objects and arrays', async () => {
    const one = { paperId: 'a'.repeat(40), externalIds: { ArXiv: '2305.03048' }, abstract: ABSTRACT, year: 2023, authors: [{ authorId: '1', name: 'R. Zhang' }] };
    expect(papers(await readAll(file('s2-one.json', JSON.stringify(one))))[0]).toMatchObject({ id: '2305.03048', year: 2023, authors: ['R. Zhang'] });
    expect(papers(await readAll(file('s2-arr.json', JSON.stringify([one, { ...one, externalIds: {}, paperId: 'b'.repeat(40) }])))).map((p) => p.id)).toEqual(['2305.03048', 'b'.repeat(40)]);
  });

  it('OpenAlex {results: […]}: abstract rebuilt in word order, year, date, DOI, OpenAlex id, arXiv id from the DOI; a null abstract rejected', async () => {
    const items = await readAll(fixture('openalex.json'));
    const [persam] = papers(items);
    expect(persam).toMatchObject({ id: '2305.03048', ids: ['2305.03048', 'W4383108111'], doi: '10.48550/arxiv.2305.03048', year: 2023, published: '2023-05-04', authors: ['Renrui Zhang', 'Péter Balázs'], venue: null, categories: ['Image Segmentation'] });
    expect(persam?.text).toBe('Driven by large-data pre-training, Segment Anything Model (SAM) has been demonstrated as a powerful promptable framework. We propose a PerSAM, which outperforms SegGPT on PerSeg.');
    expect(errors(items).map((e) => [e.line, e.reason])).toEqual([[24, 'record 2: OpenAlex record has no abstract ("abstract_inverted_index" is null or missing)']]);
  });

  it("a record's own id is kept, and is its primary id only without an arXiv id", async () => {
    const [mine, byDoi, arxiv] = papers(await readAll(fixture('own-ids.jsonl')));
    expect(mine).toMatchObject({ id: 'my-paper-1', ids: ['my-paper-1'], year: 2022, venue: 'Workshop on Ids' });
    expect(byDoi).toMatchObject({ id: '10.1145/3580305.abc', doi: '10.1145/3580305.abc', url: 'https://doi.org/10.1145/3580305.abc' });
    expect(arxiv).toMatchObject({ id: '2407.00782', ids: ['2407.00782', '10.5555/scdpo'], categories: ['cs.CL'] });
  });

  it('gzip of any format is streamed, by its magic bytes', async () => {
    const { gzipSync } = await import('node:zlib');
    const { readFileSync } = await import('node:fs');
    expect(papers(await readAll(file('feed.atom.gz', gzipSync(readFileSync(fixture('arxiv-feed.xml'))))))).toHaveLength(2);
    expect(papers(await readAll(file('refs.gz', gzipSync(readFileSync(fixture('papers.bib'))))))).toHaveLength(2);
    const lines = [JSON.stringify({ abstract: ABSTRACT }), JSON.stringify({ abstract: `${ABSTRACT} Two.` })].join('\n');
    expect(papers(await readAll(file('recs.jsonl.gz', gzipSync(lines))))).toHaveLength(2);
    const corrupt = await readAll(file('cut.jsonl.gz', gzipSync(lines).subarray(0, 20)));
    expect(errors(corrupt)[0]?.reason).toMatch(/corrupt gzip/);
  });

  it.each([
    ['page.html', '<!DOCTYPE html>\n<html><body>arXiv listing</body></html>\n', /an HTML page/],
    ['page.txt', '<html>\n<body>x</body></html>\n', /an HTML page/],
    ['table.csv', 'id,title,abstract\n1,A,"We propose"\n', /a CSV table/],
    ['table.txt', 'id,title,abstract\n1,A,"We propose, we"\n2,B,"We show, we"\n', /a table/],
    ['paper.pdf', '%PDF-1.7\n%âãÏÓ\n', /a PDF document/],
    ['noise.txt', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), /binary data/],
    ['rss.xml', '<?xml version="1.0"?>\n<rss><channel/></rss>\n', /XML that is not an Atom feed \(root <rss>\)/],
    ['notes.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), /ZIP archive/],
    ['refs.ris', 'TY  - JOUR\nTI  - A title\nER  -\n', /RIS export/],
    ['utf16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Daily Papers\n\nWe propose a method for many things in this abstract.\n', 'utf16le')]), /UTF-16 text \(save it as UTF-8\)/],
    ['utf16-nobom.jsonl', Buffer.from('{"abstract": "We propose a method for many things in this abstract."}\n', 'utf16le'), /UTF-16 text/],
  ])('refuses %s whole, naming the file and the understood formats', async (name, content, what) => {
    const f = file(name, content);
    const items = await readAll(f);
    expect(papers(items)).toEqual([]);
    expect(errors(items)).toHaveLength(1);
    expect(errors(items)[0]?.message).toContain(f);
    expect(errors(items)[0]?.reason).toMatch(what);
    expect(errors(items)[0]?.reason).toMatch(/understood formats: arXiv Atom feed .* BibTeX .* JSON or JSON Lines .* text dumps .* gzipped/);
  });

  it('names the line of malformed XML, and refuses a DOCTYPE', async () => {
    const bad = await readAll(file('bad.atom', '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<entry><id>x</entry>\n</feed>\n'));
    expect(errors(bad).map((e) => e.line)).toEqual([3]);
    const bomb = await readAll(file('bomb.xml', '<?xml version="1.0"?>\n<!DOCTYPE feed [<!ENTITY a "aaaa">]>\n<feed><entry><summary>&a;</summary></entry></feed>\n'));
    expect(errors(bomb)[0]?.reason).toMatch(/DOCTYPE/);
  });
});

describe('ids in every spelling', () => {
  it.each([
    ['arXiv:2407.00782', '2407.00782'],
    ['2407.00782v1', '2407.00782'],
    ['https://arxiv.org/abs/2407.00782', '2407.00782'],
    ['http://arxiv.org/pdf/2407.00782v2.pdf', '2407.00782'],
    ['ARXIV:2407.00782V1', '2407.00782'],
    ['https://doi.org/10.48550/arXiv.2407.00782', '2407.00782'],
    ['https://doi.org/10.1145/ABC.1', '10.1145/abc.1'],
    ['doi:10.1145/abc.1', '10.1145/abc.1'],
    ['https://openalex.org/W4383108111', 'w4383108111'],
    ['https://www.semanticscholar.org/paper/Some-Title/649def34f8be52c8b66281af98ae884c09aef38b', '649def34f8be52c8b66281af98ae884c09aef38b'],
    ['math.GT/0309136v1', 'math/0309136'],
    ['My-Paper-1', 'my-paper-1'],
  ])('%s has the key %s', async (spelling, key) => {
    const { idKey } = await import('../ingest/formats/ids.ts');
    expect(idKey(spelling)).toBe(key);
  });
});

describe('a crash of the code is an internal error, not a rejected record', () => {
  // The calls fail before they write, so no database is reached.
  const db = {} as Db;
  const good = { id: 'crash-1', title: 'A paper', abstract: ABSTRACT };

  it('ingestRecords: a record builder that throws a TypeError fails the call instead of rejecting the record', async () => {
    const crashing = { id: 'crash-2', title: 'Another paper' };
    Object.defineProperty(crashing, 'abstract', {
      enumerable: true,
      get() {
        throw new TypeError('a bug in the record builder');
      },
    });
    // Before, the call returned { rejected: [{ index: 0, message: 'a bug in the record builder' }] }, blaming the input.
    await expect(ingestRecords(db, [crashing], 'test')).rejects.toThrow(new TypeError('a bug in the record builder'));
  });

  it('ingestRecords: an extractor that crashes fails the call; nothing is reported as rejected input', async () => {
    const crash = async (): Promise<Extraction[]> => {
      throw new Error('the extractor crashed');
    };
    await expect(ingestRecords(db, [good], 'test', crash)).rejects.toThrow('the extractor crashed');
  });

  it('bad input is still a RecordError, the kind that is reported by index', () => {
    expect(() => paperFromJson({ id: 'x', abstract: 'too short' }, 'test:0')).toThrow(RecordError);
    expect(() => paperFromJson([1, 2], 'test:1')).toThrow(RecordError);
    expect(() => paperFromJson({ id: 7, abstract: ABSTRACT }, 'test:2')).toThrow(RecordError);
  });
});
