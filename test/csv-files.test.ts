import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvFiles } from '../graph/csv-files.ts';
import { MemoryGraph } from '../graph/memory-graph.ts';
import { writeBatch } from '../graph/write.ts';
import type { ExtractedPaper, Extraction, PaperRecord } from '../ingest/types.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n');

describe('CSV files for neo4j-admin database import', () => {
  it('types each column from its values, quotes every string and keeps an empty list aside', async () => {
    const csv = new CsvFiles(path.join(dir, 'a'));
    await csv.node('Paper', 'id', {
      id: 'p1',
      title: 'Say "hi", then go',
      abstract: '',
      year: 2024,
      titleDerived: false,
      authors: ['Ada Lovelace', 'Grace Hopper'],
      categories: [],
    });
    await csv.node('Paper', 'id', { id: 'p2', title: 'Other', abstract: 'x', year: 2024, titleDerived: true, authors: ['B'], categories: [] });
    await csv.node('GraphVersion', 'key', { key: 'graph', version: 3n });
    await csv.rel('OUTPERFORMS', { label: 'Method', id: 'a' }, { label: 'Method', id: 'b' }, { delta: '+1.0%', claimIndex: 0 });
    const out = await csv.close();
    expect(out.nodes.map((n) => n.label)).toEqual(['Paper', 'GraphVersion']);
    const [header, p1, p2] = read(out.nodes[0]?.file as string);
    expect(header).toBe('id:ID(Paper),abstract:string,authors:string[],title:string,titleDerived:boolean,year:double');
    expect(p1).toBe('"p1","","Ada Lovelace\u001fGrace Hopper","Say ""hi"", then go",false,2024');
    expect(p2).toBe('"p2","x","B","Other",true,2024');
    expect(read(out.nodes[1]?.file as string)).toEqual(['key:ID(GraphVersion),version:long', '"graph",3']);
    expect(read(out.relationships[0]?.file as string)).toEqual([':START_ID(Method),:END_ID(Method),claimIndex:double,delta:string', '"a","b",0,"+1.0%"']);
    // Every paper has categories and those left out are empty: set on every paper without them, not by id.
    expect(out.fixups).toEqual([{ label: 'Paper', idProp: 'id', prop: 'categories', rows: null }]);
    expect(out.fixedProperties).toBe(2);
    expect(out.rows).toEqual({ nodes: 3, relationships: 1 });
  });

  it('puts rows with other properties in a file of their own (a missing property is no empty column)', async () => {
    const csv = new CsvFiles(path.join(dir, 'b'));
    await csv.node('Method', 'key', { key: 'grpo', name: 'GRPO', longForm: 'Group Relative Policy Optimization' });
    await csv.node('Method', 'key', { key: 'ppo', name: 'PPO', longForm: null });
    const out = await csv.close();
    expect(out.nodes.map((n) => read(n.file))).toEqual([
      ['key:ID(Method),longForm:string,name:string', '"grpo","Group Relative Policy Optimization","GRPO"'],
      ['key:ID(Method),name:string', '"ppo","PPO"'],
    ]);
  });

  it('keeps the ids of nodes whose list was empty when not every node of the label has that list', async () => {
    const csv = new CsvFiles(path.join(dir, 'd'));
    await csv.node('Paper', 'id', { id: 'p1', categories: [] });
    await csv.node('Paper', 'id', { id: 'p2' });
    await csv.node('Paper', 'id', { id: 'p3', categories: [''] });
    const out = await csv.close();
    expect(out.fixups).toEqual([
      {
        label: 'Paper',
        idProp: 'id',
        prop: 'categories',
        rows: [
          { id: 'p1', value: [] },
          { id: 'p3', value: [''] },
        ],
      },
    ]);
  });

  it('refuses a list item holding the array delimiter', async () => {
    const csv = new CsvFiles(path.join(dir, 'c'));
    await expect(csv.node('Paper', 'id', { id: 'p', authors: ['a\u001fb'] })).rejects.toThrow(/delimiter/);
    await csv.close();
  });
});

const none: Extraction = { methods: [], benchmarks: [], introducedBenchmarks: [], baselines: [], models: [], comparisons: [], results: [] };
const evidence = { sentence: 'S.', start: 0, end: 2, rule: 'test', extractorVersion: 'v' };

function paper(id: string, fields: Partial<PaperRecord>, extraction: Partial<Extraction> = {}): ExtractedPaper {
  return {
    paper: {
      id,
      text: `Abstract of ${id}.`,
      title: `A title for ${id}`,
      titleDerived: false,
      authors: ['Ada Lovelace'],
      published: null,
      url: null,
      arxivId: null,
      ids: [id],
      doi: null,
      year: null,
      categories: [],
      venue: null,
      source: `f.jsonl:${id}`,
      ...fields,
    },
    extraction: { ...none, ...extraction },
  };
}

describe('the bulk load graph in memory (graph/memory-graph.ts) under the writer', () => {
  it('merges a record with a paper of an earlier batch by title and first author, and resolves a name through an alias stored earlier', async () => {
    const graph = new MemoryGraph(path.join(dir, 'm'));
    const first = paper('a1', { title: 'Shared Title Here' }, { methods: [{ name: 'GRPO', aliases: ['Group Relative Policy Optimization'], evidence }] });
    const again = paper('b2', { title: 'Shared Title Here', doi: '10.1/x' });
    const later = paper('c3', {}, { baselines: [{ name: 'Group Relative Policy Optimization', aliases: [], evidence }] });
    expect(await writeBatch(graph, [first], 'v')).toMatchObject({ added: 1 });
    const second = await writeBatch(graph, [again, later], 'v');
    expect(second).toMatchObject({ added: 1, updated: 1 });
    expect(second.mergedInto?.get('b2')).toBe('a1');
    const [meta] = await graph.readMeta(['a1']);
    expect(meta).toMatchObject({ doi: '10.1/x', ids: ['a1', 'b2'] });
    expect(graph.counts()).toMatchObject({ papers: 2, entities: 1, facts: 2 });
    const out = await graph.finish();
    const facts = out.relationships.filter((r) => r.type === 'PROPOSES' || r.type === 'COMPARES_WITH').flatMap((r) => read(r.file).slice(1));
    expect(facts.map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['"a1","grpo"', '"c3","grpo"']);
  });
});
