import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../server/config.ts';
import { allQueries, bindParams, cypherParams, parseQuery, type NamedQuery } from '../queries/load.ts';
import { formatCell, formatTable, papersIn, parseArgs, QueryArgumentError, toCsv } from '../queries/run.ts';
import { assignKeys, bibtexFile, citablePaper } from '../relatedwork/bibtex.ts';
import neo4j from 'neo4j-driver';

const header = (lines: string[]) => `${lines.join('\n')}\nRETURN 1 AS one\n`;

describe('query header parser', () => {
  it.each([
    {
      line: '// param baseline: string, required -- the beaten method ("GRPO")',
      want: { name: 'baseline', type: 'string', required: true, default: null, description: 'the beaten method ("GRPO")' },
    },
    {
      line: '// param limit: int = 100 -- most rows returned',
      want: { name: 'limit', type: 'int', required: false, default: 100, description: 'most rows returned' },
    },
    {
      line: '// param benchmark: string = null -- any alias',
      want: { name: 'benchmark', type: 'string', required: false, default: null, description: 'any alias' },
    },
    { line: '// param score: float = 0.5', want: { name: 'score', type: 'float', required: false, default: 0.5, description: '' } },
    { line: '// param strict: boolean = true -- x', want: { name: 'strict', type: 'boolean', required: false, default: true, description: 'x' } },
    { line: "// param metric: string = 'success' -- quoted default", want: { name: 'metric', type: 'string', required: false, default: 'success', description: 'quoted default' } },
  ])('$line', ({ line, want }) => {
    const q = parseQuery('t.cypher', header(['// name: t', '// answers: a test', line]));
    expect(q.params).toEqual([want]);
  });

  it('reads name and answers, keeps the whole text as the Cypher', () => {
    const text = header(['// name: top-things', '// answers: Which things are on top?']);
    const q = parseQuery('top-things.cypher', text);
    expect(q).toMatchObject({ name: 'top-things', answers: 'Which things are on top?', params: [], cypher: text, file: 'top-things.cypher' });
  });

  it.each([
    ['no name', ['// answers: something']],
    ['no answers', ['// name: x']],
  ])('rejects a header with %s', (_why, lines) => {
    expect(() => parseQuery('bad.cypher', header(lines))).toThrow(/bad\.cypher: header needs/);
  });

  it('ignores a param line of an unknown type', () => {
    const q = parseQuery('t.cypher', header(['// name: t', '// answers: a', '// param when: date = null']));
    expect(q.params).toEqual([]);
  });
});

describe('the query files in queries/', () => {
  const queries = [...allQueries().values()];

  it('include the questions users ask', () => {
    expect(queries.map((q) => q.name).sort()).toEqual(
      expect.arrayContaining([
        'leaderboard',
        'method-neighbourhood',
        'methods-that-beat',
        'methods-that-beat-graph',
        'papers-sharing-benchmarks',
        'top-baselines',
        'conflicting-claims',
        'claim-chains',
        'comparison-gaps',
        'untested-benchmarks',
        'state-of-the-art',
      ]),
    );
  });

  it.each(queries.map((q) => [q.name, q] as const))('%s: file named after the query, every $param declared and used (a name parameter as its key)', (name, q) => {
    expect(q.file).toBe(`${name}.cypher`);
    const used = new Set([...q.cypher.matchAll(/\$(\w+)/g)].map((m) => m[1]));
    const declared = new Set(cypherParams(q));
    expect([...used].sort()).toEqual([...declared].sort());
    expect(q.answers.length).toBeGreaterThan(20);
    for (const p of q.params) expect(p.description, `${name}: ${p.name} has a description`).not.toBe('');
  });

  it.each(queries.map((q) => [q.name, q] as const))('%s: browser/README.md carries the file verbatim', (name, q) => {
    const readme = readFileSync(path.join(repoRoot, 'browser', 'README.md'), 'utf8');
    expect(readme, `paste queries/${name}.cypher into browser/README.md`).toContain(`\`\`\`cypher\n${q.cypher.trimEnd()}\n\`\`\``);
  });

  it.each(queries.map((q) => [q.name, q] as const))('%s: LIMIT accepts a float (Neo4j Browser :params, JavaScript numbers)', (_name, q) => {
    for (const m of q.cypher.matchAll(/\bLIMIT\s+(\S+)/g)) expect(m[1]).toMatch(/^toInteger\(\$\w+\)$/);
  });
});

describe('command-line parameters', () => {
  const q: NamedQuery = parseQuery(
    'q.cypher',
    header([
      '// name: q',
      '// answers: a test query',
      '// param baseline: string, required -- who',
      '// param benchmark: string = null -- where',
      '// param limit: int = 100 -- how many',
      '// param min: float = 0 -- threshold',
      '// param strict: boolean = false -- flag',
    ]),
  );

  it.each([
    [['baseline=GRPO'], { baseline: 'GRPO' }],
    [['baseline=Group Relative Policy Optimization', 'limit=5'], { baseline: 'Group Relative Policy Optimization', limit: 5 }],
    [['benchmark=null'], { benchmark: null }],
    [['min=0.25', 'strict=true'], { min: 0.25, strict: true }],
    [['baseline=a=b'], { baseline: 'a=b' }],
  ])('%j gives %j', (words, want) => {
    expect(parseArgs(q, words)).toEqual(want);
  });

  it.each([
    [['limit=five'], /limit must be an integer/],
    [['limit=2.5'], /limit must be an integer/],
    [['min=abc'], /min must be a number/],
    [['strict=yes'], /strict must be true or false/],
    [['colour=red'], /unknown parameter "colour"/],
    [['GRPO'], /expected key=value/],
  ])('%j is refused', (words, message) => {
    expect(() => parseArgs(q, words)).toThrow(QueryArgumentError);
    expect(() => parseArgs(q, words)).toThrow(message);
  });

  it('sends int parameters as driver Integers (bindParams, as runQuery does)', () => {
    const out = bindParams(q, { baseline: 'GRPO', limit: 5, min: 0.5 });
    expect(neo4j.isInt(out.limit)).toBe(true);
    expect(out.min).toBe(0.5);
    expect(out.baseline).toBe('GRPO');
  });
});

describe('table output', () => {
  const node = (labels: string[], properties: Record<string, unknown>) => ({ elementId: 'x', labels, properties });
  const rel = (type: string, properties: Record<string, unknown>) => ({ elementId: 'r', type, startElementId: 'a', endElementId: 'b', properties });

  it.each([
    [null, ''],
    [3, '3'],
    ['two\n lines', 'two lines'],
    [['a', 'b'], 'a, b'],
    [{ key: 'triage', name: 'TRIAGE' }, 'TRIAGE'],
    [{ id: '2601.00001', title: null }, '2601.00001'],
    [node(['Method'], { name: 'TRIAGE' }), '(:Method TRIAGE)'],
    [rel('OUTPERFORMS', { delta: '+14.0%' }), '-[:OUTPERFORMS +14.0%]->'],
    [
      { nodes: [node(['Method'], { name: 'CogRouter' }), node(['Method'], { name: 'GRPO' })], relationships: [rel('OUTPERFORMS', { delta: '+14.0%' })] },
      '(:Method CogRouter)-[:OUTPERFORMS +14.0%]->(:Method GRPO)',
    ],
  ])('%j is shown as %j', (value, want) => {
    expect(formatCell(value)).toBe(want);
  });

  it('aligns columns and clips long cells', () => {
    const table = formatTable([
      { method: 'TRIAGE', evidence: 'x'.repeat(100) },
      { method: 'CogRouter', evidence: 'short' },
    ], { maxWidth: 20 });
    const lines = table.split('\n');
    expect(lines[0]).toBe('method    | evidence');
    expect(lines[2]).toBe(`TRIAGE    | ${'x'.repeat(19)}…`);
    expect(lines[3]).toBe('CogRouter | short');
  });

  it('picks columns and leaves out empty columns and columns that repeat an earlier one', () => {
    const rows = [
      { method: 'TRIAGE', winner: { key: 'triage', name: 'TRIAGE' }, marginTo: null, delta: '14.8%', provenance: { rule: 'comparison/improves', start: 1, end: null } },
      { method: 'CogRouter', winner: { key: 'cogrouter', name: 'CogRouter' }, marginTo: null, delta: '+14.0%', provenance: { rule: 'r', start: 2, end: 3 } },
    ];
    expect(formatTable(rows, { dropRepeats: true }).split('\n')[0]).toBe('method    | delta  | provenance');
    expect(formatTable(rows, { dropRepeats: true }).split('\n')[2]).toBe('TRIAGE    | 14.8%  | rule=comparison/improves start=1');
    expect(formatTable(rows, { columns: ['delta', 'method', 'nope'] }).split('\n')[0]).toBe('delta  | method');
  });

  it('says so when there are no rows', () => {
    expect(formatTable([])).toBe('(no rows)');
  });
});

describe('export: CSV and BibTeX of any result set', () => {
  const paper = (id: string, title: string, authors: string[] = [], published: string | null = null) => ({ id, title, titleDerived: false, authors, published, year: null, url: null, arxivId: id });
  const rows = [
    {
      first: { key: 'a', name: 'Alpha', longForm: null, kind: 'Method' },
      benchmark: 'ALFWorld',
      firstHop: { delta: '3.1%', evidence: 'Alpha beats "Beta", by 3.1%.', paper: paper('2305.03048', 'Personalize Segment Anything', ['Renrui Zhang'], '2023-05-04') },
      secondHop: { delta: null, evidence: 'Beta beats Gamma.\nAgain.', paper: paper('2401.00001', 'Beta') },
    },
    { first: { key: 'b', name: 'Beta', longForm: null, kind: 'Method' }, benchmark: null, firstHop: { delta: '1', evidence: 'x', paper: paper('2305.03048', 'Personalize Segment Anything', ['Renrui Zhang'], '2023-05-04') } },
  ];
  it('spreads nested maps into dotted columns, cites papers by id and quotes as RFC 4180 says', () => {
    const csv = toCsv(rows).split('\r\n');
    expect(csv[0]).toBe('first,benchmark,firstHop.delta,firstHop.evidence,firstHop.paper,secondHop.delta,secondHop.evidence,secondHop.paper');
    expect(csv[1]).toBe('Alpha,ALFWorld,3.1%,"Alpha beats ""Beta"", by 3.1%.",2305.03048,,Beta beats Gamma. Again.,2401.00001');
    expect(csv[2]).toBe('Beta,,1,x,2305.03048,,,');
    expect(csv[3]).toBe('');
  });
  it('gathers every paper once, in order, and writes them as BibTeX with readable keys', () => {
    const papers = papersIn(rows).map(citablePaper);
    expect(papers.map((p) => p.id)).toEqual(['2305.03048', '2401.00001']);
    const bib = bibtexFile(papers, assignKeys(papers));
    expect(bib).toContain('@misc{zhang2023personalize,');
    expect(bib).toContain('eprint        = {2401.00001}');
  });
});
