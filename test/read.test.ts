import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collapseWhitespace, deriveTitle, readPapers, splitAuthors, textId, type ReadItem } from '../ingest/read.ts';

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
    [`{"id": 2305.03040, "abstract": ${JSON.stringify(ABSTRACT)}}`, /"id" is the number 2305\.0304; write it as a string/],
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
