/** Records of one paper become one paper (graph/merge.ts): the pure part, no database. */
import { describe, expect, it } from 'vitest';
import { mergeBatch, mergeMeta } from '../graph/merge.ts';
import { titleAuthorKey } from '../ingest/formats/ids.ts';
import type { ExtractedPaper, PaperRecord } from '../ingest/types.ts';

const record = (over: Partial<PaperRecord>): PaperRecord => ({
  id: 'x',
  text: 'We propose FooNet. FooNet outperforms GRPO on ALFWorld by 3 points.',
  title: 'FooNet: Planning With Credit',
  titleDerived: false,
  authors: ['Ada Lovelace'],
  published: null,
  url: null,
  arxivId: null,
  ids: [],
  doi: null,
  year: null,
  categories: [],
  venue: null,
  source: 'a.jsonl:1',
  ...over,
});
const item = (over: Partial<PaperRecord>): ExtractedPaper => ({ paper: record(over), extraction: { methods: [], benchmarks: [], introduced: [], baselines: [], models: [], comparisons: [], results: [] } as unknown as ExtractedPaper['extraction'] });

describe('titleAuthorKey', () => {
  it('is one key for one title and first author however written', () => {
    const k = titleAuthorKey('Personalize Segment Anything Model with One Shot', false, ['Renrui Zhang', 'X']);
    expect(k).toBe('personalize segment anything model with one shot|zhang');
    expect(titleAuthorKey('Personalize {Segment} Anything Model With One-Shot', false, ['Zhang, Renrui'])).toBe('personalize segment anything model with one shot|zhang');
    expect(titleAuthorKey('Über Ärger', false, ['Péter Balázs'])).toBe(titleAuthorKey('Uber Arger', false, ['Peter Balazs']));
  });

  it('is null for a derived title, no authors or a title too short to tell papers apart', () => {
    expect(titleAuthorKey('FooNet planning', true, ['Ada Lovelace'])).toBeNull();
    expect(titleAuthorKey('FooNet planning', false, [])).toBeNull();
    expect(titleAuthorKey('Intro', false, ['Ada Lovelace'])).toBeNull();
  });
});

describe('mergeBatch', () => {
  it('merges records sharing an id in any spelling, or title and first author, into the first read', () => {
    const batch = [
      item({ id: '2407.00782', arxivId: '2407.00782', ids: ['2407.00782'], published: '2024-06-30', year: 2024, source: 'feed.xml:3' }),
      item({ id: 'lovelace2024foonet', ids: ['lovelace2024foonet', '10.1234/foo'], doi: '10.1234/foo', venue: 'NeurIPS 2024', authors: ['Lovelace, Ada'], source: 'refs.bib:1' }),
      item({ id: 'abc123', ids: ['abc123', 'https://doi.org/10.1234/FOO'], title: 'Another title entirely', categories: ['cs.LG'], source: 's2.json:1' }),
      item({ id: 'other', ids: ['other'], title: 'A different paper altogether', source: 'x.jsonl:9' }),
    ];
    const { papers, mergedInto, moreSources } = mergeBatch(batch);
    expect(papers.map((p) => p.paper.id)).toEqual(['2407.00782', 'other']);
    const p = papers[0]?.paper;
    expect(p).toMatchObject({ id: '2407.00782', doi: '10.1234/foo', venue: 'NeurIPS 2024', year: 2024, categories: ['cs.LG'], authors: ['Ada Lovelace'] });
    expect(p?.ids).toEqual(['2407.00782', 'lovelace2024foonet', '10.1234/foo', 'abc123']);
    expect(mergedInto).toEqual(new Map([['lovelace2024foonet', '2407.00782'], ['abc123', '2407.00782']]));
    expect(moreSources.get('2407.00782')).toEqual(['refs.bib:1', 's2.json:1']);
  });

  it('leaves records of different papers alone', () => {
    const { papers, mergedInto } = mergeBatch([item({ id: 'a', ids: ['a'] }), item({ id: 'b', ids: ['b'], authors: ['Grace Hopper'] })]);
    expect(papers).toHaveLength(2);
    expect(mergedInto.size).toBe(0);
  });
});

describe('mergeMeta', () => {
  it('keeps what the paper has and fills in what it lacks; a derived title gives way to a real one', () => {
    const into = { ...record({ id: 'h', title: 'We propose FooNet', titleDerived: true, authors: [], ids: [] }), sources: ['seed.txt:4'] };
    const m = mergeMeta(into, record({ id: '2407.00782', arxivId: '2407.00782', ids: ['2407.00782'], year: 2024, source: 'feed.xml:3' }));
    expect(m).toMatchObject({ id: 'h', title: 'FooNet: Planning With Credit', titleDerived: false, authors: ['Ada Lovelace'], arxivId: '2407.00782', year: 2024, ids: ['2407.00782'], sources: ['seed.txt:4', 'feed.xml:3'] });
    expect(mergeMeta(m, record({ id: '2407.00782', ids: ['2407.00782'], source: 'feed.xml:3' }))).toEqual(m);
  });
});
