/**
 * The GraphQL API over plain HTTP against the real Neo4j, loaded with the
 * bundled corpus: the headline question, name resolution, nested fields,
 * pagination, the ingest mutation and its API key, and request limits.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { startApi, type Api } from '../server/app.ts';
import { repoRoot } from '../server/config.ts';
import { config, testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
let api: Api;
const tag = uniqueTag();
const ownIds: string[] = [];

beforeAll(async () => {
  db = await testDb();
  api = await startApi(db, { ...config, apiPort: 0 as number });
});

afterAll(async () => {
  await api?.stop();
  await deletePapers(db, ownIds);
  await closeDb(db);
});

interface GqlResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GqlResponse<T>> {
  const res = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResponse<T>;
}

interface Beat {
  method: { name: string };
  delta: string | null;
  evidence: string;
  inferred: boolean;
  benchmark: string | null;
  paper: { id: string; abstract: string };
}

describe('methodsThatBeat', () => {
  it('answers "which methods beat GRPO on ALFWorld" with TRIAGE and CogRouter, each with its sentence', async () => {
    const r = await gql<{ methodsThatBeat: Beat[] }>(
      '{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } delta evidence inferred benchmark paper { id abstract } } }',
    );
    expect(r.errors).toBeUndefined();
    const rows = r.data?.methodsThatBeat ?? [];
    const names = rows.map((b) => b.method.name);
    expect(names).toContain('TRIAGE');
    expect(names).toContain('CogRouter');
    for (const b of rows) {
      expect(b.paper.abstract).toContain(b.evidence);
      if (!b.inferred) expect(b.benchmark).toBe('ALFWorld');
    }
    const triage = rows.find((b) => b.method.name === 'TRIAGE');
    expect(triage?.evidence).toMatch(/TRIAGE/);
    expect(triage?.evidence).toMatch(/GRPO/);
  });

  it('resolves the baseline by its long form and case variants', async () => {
    const short = await gql<{ methodsThatBeat: Beat[] }>('{ methodsThatBeat(baseline: "GRPO") { method { name } evidence } }');
    const long = await gql<{ methodsThatBeat: Beat[] }>('{ methodsThatBeat(baseline: "group relative policy-optimization") { method { name } evidence } }');
    expect(long.data?.methodsThatBeat.length).toBeGreaterThan(0);
    expect(long.data?.methodsThatBeat).toEqual(short.data?.methodsThatBeat);
  });

  it('resolves a full-width "ＧＲＰＯ" on "ＡＬＦＷｏｒｌｄ" as GRPO on ALFWorld (NFKC)', async () => {
    const plain = await gql<{ methodsThatBeat: Beat[] }>('{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } evidence } }');
    const wide = await gql<{ methodsThatBeat: Beat[] }>('{ methodsThatBeat(baseline: "ＧＲＰＯ", benchmark: "ＡＬＦＷｏｒｌｄ") { method { name } evidence } }');
    expect(wide.errors).toBeUndefined();
    expect(wide.data?.methodsThatBeat.map((b) => b.method.name)).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter']));
    expect(wide.data?.methodsThatBeat).toEqual(plain.data?.methodsThatBeat);
  });

  it('returns an empty list for an unknown baseline', async () => {
    const r = await gql<{ methodsThatBeat: Beat[] }>('{ methodsThatBeat(baseline: "NoSuchMethodAnywhere") { method { name } } }');
    expect(r.data?.methodsThatBeat).toEqual([]);
  });
});

describe('entities and papers', () => {
  it('method(name) gives aliases, proposing papers and the claims it wins', async () => {
    const r = await gql<{ method: { name: string; kind: string; aliases: string[]; beats: { baseline: { name: string } }[]; proposedBy: { id: string }[] } | null }>(
      '{ method(name: "triage") { name kind aliases beats { baseline { name } } proposedBy { id } } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.method?.name).toBe('TRIAGE');
    expect(r.data?.method?.kind).toBe('METHOD');
    expect(r.data?.method?.beats.map((b) => b.baseline.name)).toContain('GRPO');
    expect(r.data?.method?.proposedBy.length).toBeGreaterThan(0);
  });

  it('benchmark(name) resolves aliases (SciWorld is ScienceWorld)', async () => {
    const a = await gql<{ benchmark: { key: string } | null }>('{ benchmark(name: "SciWorld") { key } }');
    const b = await gql<{ benchmark: { key: string } | null }>('{ benchmark(name: "ScienceWorld") { key } }');
    expect(a.data?.benchmark).not.toBeNull();
    expect(a.data?.benchmark).toEqual(b.data?.benchmark);
  });

  it('pages through papers with a cursor and searches their text', async () => {
    const q = 'query($after: String) { papers(first: 100, after: $after) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } }';
    const seen = new Set<string>();
    let after: string | null = null;
    let total = 0;
    for (let page = 0; page < 10; page++) {
      const r: GqlResponse<{ papers: { totalCount: number; edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }> = await gql(q, { after });
      expect(r.errors).toBeUndefined();
      total = r.data?.papers.totalCount ?? 0;
      for (const e of r.data?.papers.edges ?? []) seen.add(e.node.id);
      if (!r.data?.papers.pageInfo.hasNextPage) break;
      after = r.data.papers.pageInfo.endCursor;
    }
    expect(seen.size).toBe(total);
    expect(total).toBeGreaterThanOrEqual(223);
    const s = await gql<{ papers: { edges: { node: { abstract: string } }[] } }>('{ papers(search: "ALFWorld", first: 5) { edges { node { abstract } } } }');
    expect(s.data?.papers.edges.length).toBeGreaterThan(0);
    for (const e of s.data?.papers.edges ?? []) expect(e.node.abstract).toMatch(/ALFWorld/i);
  });

  it('searches a quoted phrase as written and OR for either term', async () => {
    type Page = { papers: { totalCount: number; edges: { node: { abstract: string } }[] } };
    const count = async (search: string) => (await gql<Page>('query($s: String) { papers(search: $s, first: 100) { totalCount edges { node { abstract } } } }', { s: search })).data?.papers;
    const phrase = await count('"credit assignment"');
    const words = await count('credit assignment');
    expect(phrase?.totalCount).toBeGreaterThan(0);
    expect(phrase?.totalCount).toBeLessThanOrEqual(words?.totalCount ?? 0);
    for (const e of phrase?.edges ?? []) expect(e.node.abstract).toMatch(/credit\W+assignment/i);
    const either = await count('ALFWorld OR WebShop');
    const alf = await count('ALFWorld');
    const shop = await count('WebShop');
    expect(either?.totalCount).toBeGreaterThanOrEqual(Math.max(alf?.totalCount ?? 0, shop?.totalCount ?? 0));
    for (const e of either?.edges ?? []) expect(e.node.abstract).toMatch(/ALFWorld|WebShop/i);
  });

  it('resolves nested facts of many papers without error', async () => {
    const r = await gql<{ papers: { edges: { node: { methods: { name: string; evidence: { sentence: string } }[]; comparisons: { method: { name: string } }[] } }[] } }>(
      '{ papers(first: 100) { edges { node { methods { name evidence { sentence } } benchmarks { name } comparisons { method { name } baseline { name } } results { value } } } } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.papers.edges.some((e) => e.node.methods.length > 0)).toBe(true);
  });
});

describe('ingestAbstracts', () => {
  const abstract = `We propose Vrk${tag}, a planning agent. Vrk${tag} outperforms GRPO on WebShop by 4.2%.`;
  const mutation = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added unchanged rejected errors { index message } papers { id title } } }';

  it('refuses writes without the API key', async () => {
    const r = await gql(mutation, { a: [{ abstract }] });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ingests with the key, reports rejects by index, and is idempotent', async () => {
    const id = uniqueArxivId();
    ownIds.push(id);
    const input = { a: [{ id, title: 'Vrk', authors: ['A. Author'], abstract }, { abstract: '' }] };
    const r = await gql<{ ingestAbstracts: { added: number; rejected: number; errors: { index: number }[]; papers: { id: string }[] } }>(mutation, input, { 'x-api-key': config.apiKey });
    expect(r.errors).toBeUndefined();
    expect(r.data?.ingestAbstracts).toMatchObject({ added: 1, rejected: 1, errors: [{ index: 1 }], papers: [{ id }] });
    const again = await gql<{ ingestAbstracts: { added: number; unchanged: number } }>(mutation, input, { 'x-api-key': config.apiKey });
    expect(again.data?.ingestAbstracts).toMatchObject({ added: 0, unchanged: 1 });
  });
});

describe('claim conditions', () => {
  const mutation = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added rejected } }';
  const name = `Qzt${tag}`;
  const abstract =
    `We propose ${name}, a curriculum for agents. ${name} improves Qwen3-8B by 6.2 points on ALFWorld. ` +
    `${name} reduces environment-facing turns by 10.4% relative to GRPO on ALFWorld.`;

  it('stores a base-model gain apart from wins and says which claims have lower-is-better numbers', async () => {
    const id = uniqueArxivId();
    ownIds.push(id);
    const w = await gql<{ ingestAbstracts: { added: number } }>(mutation, { a: [{ id, abstract }] }, { 'x-api-key': config.apiKey });
    expect(w.data?.ingestAbstracts.added).toBe(1);
    const r = await gql<{ paper: { comparisons: { method: { name: string }; baseline: { name: string }; model: string | null; baseModel: boolean; lowerIsBetter: boolean }[] } }>(
      'query($id: ID!) { paper(id: $id) { comparisons { method { name } baseline { name } model baseModel lowerIsBetter } } }',
      { id },
    );
    expect(r.errors).toBeUndefined();
    const rows = (r.data?.paper.comparisons ?? []).map((c) => `${c.method.name} > ${c.baseline.name} | ${c.model ?? '-'} | base ${c.baseModel} | lower ${c.lowerIsBetter}`);
    expect(rows).toEqual(expect.arrayContaining([`${name} > Qwen3-8B | Qwen3-8B | base true | lower false`, `${name} > GRPO | - | base false | lower true`]));
    // A gain over the method's own base model is not a win over a competitor.
    const beats = await gql<{ methodsThatBeat: { method: { name: string } }[] }>('{ methodsThatBeat(baseline: "Qwen3-8B") { method { name } } }');
    expect(beats.data?.methodsThatBeat.map((b) => b.method.name)).not.toContain(name);
    const grpo = await gql<{ methodsThatBeat: { method: { name: string }; lowerIsBetter: boolean }[] }>('{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } lowerIsBetter } }');
    expect(grpo.data?.methodsThatBeat.find((b) => b.method.name === name)?.lowerIsBetter).toBe(true);
  });
});

describe('limits', () => {
  it('rejects a query nested too deep with a GraphQL error', async () => {
    const deep = '{ method(name: "GRPO") { beatenBy { method { beatenBy { method { beatenBy { method { beatenBy { method { name } } } } } } } } } }';
    const r = await gql(deep);
    expect(r.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects a list size over the cap', async () => {
    const r = await gql('{ papers(first: 101) { totalCount } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('leaderboards rank', () => {
  const mutation = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added rejected } }';
  const bench = `LbBench${tag}`;
  const abstracts = [
    `We propose LbAlpha${tag}, a planner. LbAlpha${tag} reaches success rates of 85.3% on the ${bench} benchmark.`,
    `We propose LbBeta${tag}, a planner. On the ${bench} benchmark, LbBeta${tag} attains a task success of 97.4\\%.`,
    `We propose LbGamma${tag}, a planner. LbGamma${tag} reaches a success rate of 53.4% on the ${bench} benchmark.`,
    `We propose LbDelta${tag}, a language model. LbDelta${tag} achieves 12.1 perplexity on the ${bench} benchmark.`,
    `We propose LbEps${tag}, a language model. LbEps${tag} achieves 9.8 perplexity on the ${bench} benchmark.`,
  ];
  interface Row {
    method: { name: string };
    metric: string | null;
    metricKey: string | null;
    lowerIsBetter: boolean;
    value: string;
  }

  it('groups surface forms under one metric, best first in its direction, without LaTeX in values', async () => {
    const input = abstracts.map((abstract) => {
      const id = uniqueArxivId();
      ownIds.push(id);
      return { id, abstract };
    });
    const w = await gql<{ ingestAbstracts: { added: number } }>(mutation, { a: input }, { 'x-api-key': config.apiKey });
    expect(w.data?.ingestAbstracts.added).toBe(abstracts.length);
    const r = await gql<{ leaderboard: Row[] }>('query($b: String!) { leaderboard(benchmark: $b) { method { name } metric metricKey lowerIsBetter value } }', { b: bench });
    expect(r.errors).toBeUndefined();
    const rows = (r.data?.leaderboard ?? []).map((x) => `${x.metricKey} ${x.value} ${x.lowerIsBetter ? 'lower' : 'higher'}`);
    expect(rows).toEqual(['perplexity 9.8 perplexity lower', 'perplexity 12.1 perplexity lower', 'success rate 97.4% higher', 'success rate 85.3% higher', 'success rate 53.4% higher']);
    // "success rates" finds "task success" and "success rate" too.
    const one = await gql<{ leaderboard: Row[] }>('query($b: String!) { leaderboard(benchmark: $b, metric: "success rates") { value } }', { b: bench });
    expect(one.data?.leaderboard.map((x) => x.value)).toEqual(['97.4%', '85.3%', '53.4%']);
  });
});

describe('ask', () => {
  interface Answer {
    understood: boolean;
    readAs: string | null;
    reading: { intent: string } | null;
    comparisons: { method: { name: string }; benchmark: string | null; evidence: string }[];
    results: { method: { name: string }; value: string }[];
    papers: { id: string; title: string; abstract: string }[];
    entity: { name: string } | null;
    benchmarks: string[];
    suggestions: string[];
    note: string | null;
  }
  const ask = (question: string) =>
    gql<{ ask: Answer }>(
      'query($q: String!) { ask(question: $q) { understood readAs reading { intent } comparisons { method { name } benchmark evidence } results { method { name } value } papers { id title abstract } entity { name } benchmarks suggestions note } }',
      { q: question },
    );

  it('answers "which methods beat GRPO on ALFWorld?" as methodsThatBeat does, with the reading shown', async () => {
    const r = await ask('Which methods outperformed GRPO on ALFWorld?');
    expect(r.errors).toBeUndefined();
    expect(r.data?.ask.readAs).toBe('methods that beat GRPO on ALFWorld');
    const names = r.data?.ask.comparisons.map((c) => c.method.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter']));
    expect(r.data?.ask.comparisons.every((c) => c.evidence.length > 0)).toBe(true);
  });

  it('answers a leaderboard, what a method beats, what it is and where it is evaluated', async () => {
    const board = await ask('best results on ALFWorld');
    expect(board.data?.ask.results.map((x) => x.method.name)).toContain('StraTA');
    const beats = await ask('What does TRIAGE beat?');
    expect(beats.data?.ask.comparisons.length).toBeGreaterThan(0);
    const what = await ask('What is StraTA?');
    expect(what.data?.ask.entity?.name).toBe('StraTA');
    expect(what.data?.ask.papers.length).toBeGreaterThan(0);
    const where = await ask('Which benchmarks does StraTA evaluate on?');
    expect(where.data?.ask.benchmarks).toContain('ALFWorld');
  });

  it('answers the comparisons missing on a benchmark, and says why the state of the art over time is empty on undated papers', async () => {
    const gaps = await gql<{ ask: { readAs: string; gaps: { firstMethods: string[]; secondMethods: string[]; sharedBenchmarks: string[] }[] } }>(
      'query($q: String!) { ask(question: $q) { readAs gaps { firstMethods secondMethods sharedBenchmarks } } }',
      { q: 'What comparisons are missing on ALFWorld?' },
    );
    expect(gaps.errors).toBeUndefined();
    expect(gaps.data?.ask.readAs).toBe('papers on ALFWorld whose methods are never compared');
    expect(gaps.data?.ask.gaps.length).toBeGreaterThan(0);
    for (const g of gaps.data?.ask.gaps ?? []) expect(g.sharedBenchmarks).toContain('ALFWorld');
    const sota = await ask('How has the state of the art on ALFWorld evolved?');
    expect(sota.data?.ask).toMatchObject({ understood: true, readAs: 'state of the art on ALFWorld over time', results: [] });
    expect(sota.data?.ask.note).toMatch(/no dated score on ALFWorld/);
  });

  it('papers about a topic have every word of it', async () => {
    const r = await ask('papers about credit assignment');
    const papers = r.data?.ask.papers ?? [];
    expect(papers.length).toBeGreaterThan(0);
    for (const p of papers) expect(`${p.title} ${p.abstract}`.toLowerCase()).toMatch(/credit[\s\S]*assignment|assignment[\s\S]*credit/);
  });

  it('says what it did not understand, and what it did not find', async () => {
    const r = await ask('how are you today?');
    expect(r.data?.ask).toMatchObject({ understood: false, reading: null });
    expect(r.data?.ask.suggestions.length).toBeGreaterThan(3);
    const unknown = await ask('What beats NoSuchMethodAnywhere?');
    expect(unknown.data?.ask).toMatchObject({ understood: true, comparisons: [] });
    expect(unknown.data?.ask.note).toMatch(/no method or model named "NoSuchMethodAnywhere"/);
  });
});

describe("the graph's answers as fields", () => {
  it('topBaselines: GRPO is among the most-used baselines on ALFWorld, with who beats it', async () => {
    const r = await gql<{ topBaselines: { baseline: { name: string }; papers: number; claims: number; winners: number; beatenBy: string[] }[] }>(
      '{ topBaselines(benchmark: "ALFWorld", limit: 5) { baseline { name } papers claims winners beatenBy } }',
    );
    expect(r.errors).toBeUndefined();
    const grpo = r.data?.topBaselines.find((b) => b.baseline.name === 'GRPO');
    expect(grpo?.papers).toBeGreaterThan(1);
    expect(grpo?.beatenBy).toEqual(expect.arrayContaining(['TRIAGE']));
  });

  it('Method.neighbourhood lists the facts around a method, each with its relation', async () => {
    const r = await gql<{ method: { neighbourhood: { relation: string; neighbour: string; evidence: string | null }[] } }>('{ method(name: "TRIAGE") { neighbourhood { relation neighbour evidence } } }');
    expect(r.errors).toBeUndefined();
    const relations = new Set(r.data?.method.neighbourhood.map((n) => n.relation));
    expect(relations).toContain('proposed in');
    expect(relations).toContain('beats');
  });

  it('benchmarks and methods with counts, searchable and paged', async () => {
    const r = await gql<{ benchmarks: { benchmark: { name: string }; papers: number }[]; methods: { method: { name: string }; papers: number; wins: number }[] }>(
      '{ benchmarks(search: "alf", first: 5) { benchmark { name } papers } methods(first: 3) { method { name } papers wins } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.benchmarks[0]?.benchmark.name).toBe('ALFWorld');
    expect(r.data?.benchmarks[0]?.papers).toBeGreaterThan(5);
    const methods = r.data?.methods ?? [];
    expect(methods).toHaveLength(3);
    expect(methods.map((m) => m.papers)).toEqual([...methods.map((m) => m.papers)].sort((a, b) => b - a));
    const page2 = await gql<{ methods: { method: { name: string } }[] }>('{ methods(first: 3, offset: 3) { method { name } } }');
    expect(page2.data?.methods.map((m) => m.method.name)).not.toContain(methods[0]?.method.name);
    const bad = await gql('{ methods(offset: -1) { papers } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('untested benchmarks (gaps)', () => {
  it('lists, per method that beats GRPO, the benchmarks GRPO was tested on where that method never was', async () => {
    type Row = { method: { name: string }; beatsOn: string[]; untested: string[]; claim: { evidence: string; paper: { id: string } } };
    const r = await gql<{ untestedBenchmarks: Row[]; method: { proposedBy: { benchmarks: { name: string }[] }[]; results: { benchmark: string }[] } }>(
      '{ untestedBenchmarks(baseline: "grpo") { method { name } beatsOn untested claim { evidence paper { id } } } method(name: "TRIAGE") { proposedBy { benchmarks { name } } results { benchmark } } }',
    );
    expect(r.errors).toBeUndefined();
    const rows = r.data?.untestedBenchmarks ?? [];
    const triage = rows.find((x) => x.method.name === 'TRIAGE');
    expect(triage?.beatsOn).toEqual(expect.arrayContaining(['ALFWorld', 'WebShop']));
    // Nothing TRIAGE's own paper evaluates on, or that it has a score on, is a gap.
    const tested = new Set([...(r.data?.method.proposedBy.flatMap((p) => p.benchmarks.map((b) => b.name)) ?? []), ...(r.data?.method.results.map((x) => x.benchmark) ?? [])]);
    expect(tested.has('ALFWorld')).toBe(true);
    expect(triage?.untested.length).toBeGreaterThan(0);
    for (const name of triage?.untested ?? []) expect(tested.has(name), name).toBe(false);
    for (const row of rows) {
      expect(row.claim.evidence).toMatch(/GRPO|group relative/i);
      expect(row.untested).toEqual([...row.untested].sort());
      for (const b of row.beatsOn) expect(row.untested).not.toContain(b);
    }
    // Most gaps first.
    expect(rows.map((x) => x.untested.length)).toEqual([...rows.map((x) => x.untested.length)].sort((a, b) => b - a));
    const none = await gql<{ untestedBenchmarks: Row[] }>('{ untestedBenchmarks(baseline: "NoSuchMethod") { untested } }');
    expect(none.data?.untestedBenchmarks).toEqual([]);
  });
});

describe('conflicting claims', () => {
  const mutation = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added } }';
  it('finds A beats B on X in one paper and B beats A on X in another, each side with its own evidence', async () => {
    const a = `CfAlpha${tag}`;
    const b = `CfBeta${tag}`;
    const bench = `CfBench${tag}`;
    const ids = [uniqueArxivId(), uniqueArxivId()];
    ownIds.push(...ids);
    const w = await gql<{ ingestAbstracts: { added: number } }>(
      mutation,
      {
        a: [
          { id: ids[0], abstract: `We propose ${a}, a planner. On the ${bench} benchmark, ${a} outperforms ${b} by 3.1% in success rate.` },
          { id: ids[1], abstract: `We propose ${b}, a planner. On the ${bench} benchmark, ${b} outperforms ${a} by 2.4% in success rate.` },
        ],
      },
      { 'x-api-key': config.apiKey },
    );
    expect(w.data?.ingestAbstracts.added).toBe(2);
    const r = await gql<{ conflictingClaims: { first: { name: string }; second: { name: string }; benchmark: string; firstBeatsSecond: { delta: string; paper: { id: string } }; secondBeatsFirst: { delta: string; paper: { id: string } } }[] }>(
      'query($b: String) { conflictingClaims(benchmark: $b) { first { name } second { name } benchmark firstBeatsSecond { delta evidence paper { id } } secondBeatsFirst { delta evidence paper { id } } } }',
      { b: bench },
    );
    expect(r.errors).toBeUndefined();
    const rows = r.data?.conflictingClaims ?? [];
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect([row?.first.name, row?.second.name].sort()).toEqual([a, b].sort());
    expect(row?.benchmark).toBe(bench);
    expect(new Set([row?.firstBeatsSecond.paper.id, row?.secondBeatsFirst.paper.id])).toEqual(new Set(ids));
    expect([row?.firstBeatsSecond.delta, row?.secondBeatsFirst.delta].sort()).toEqual(['2.4%', '3.1%']);
  });
});

describe('chains, gaps and the state of the art over time', () => {
  const mutation = 'mutation($a: [AbstractInput!]!) { ingestAbstracts(abstracts: $a) { added } }';
  const key = { 'x-api-key': config.apiKey };
  const [a, b, c, d] = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((n) => `Ch${n}${tag}`) as [string, string, string, string];
  const bench = `ChBench${tag}`;
  const ids = [uniqueArxivId(), uniqueArxivId(), uniqueArxivId(), uniqueArxivId()];

  beforeAll(async () => {
    ownIds.push(...ids);
    const w = await gql<{ ingestAbstracts: { added: number } }>(
      mutation,
      {
        a: [
          // A beats B (2024), B beats C (2023): a chain A > B > C; C's and D's papers never compare each other.
          { id: ids[0], published: '2024-03-01', abstract: `We propose ${a}, a planner. On the ${bench} benchmark, ${a} reaches 71.5% and outperforms ${b} by 3.1%.` },
          { id: ids[1], published: '2023-05-01', abstract: `We propose ${b}, a planner. On the ${bench} benchmark, ${b} reaches 64.0% and outperforms ${c} by 2.0%.` },
          { id: ids[2], published: '2022-01-10', abstract: `We propose ${c}, a planner. On the ${bench} benchmark, ${c} reaches 58.2%.` },
          { id: ids[3], published: '2023-09-01', abstract: `We propose ${d}, a planner. On the ${bench} benchmark, ${d} reaches 60.1%.` },
        ],
      },
      key,
    );
    expect(w.data?.ingestAbstracts.added).toBe(4);
  });

  it('claimChains: A beats B in one paper and B beats C in another, indirect, each hop with its evidence and paper', async () => {
    const r = await gql<{ claimChains: { first: { name: string }; via: { name: string }; last: { name: string }; benchmark: string; indirect: boolean; inferred: boolean; contradicted: boolean; firstHop: { delta: string; evidence: string; paper: { id: string } }; secondHop: { delta: string; evidence: string; paper: { id: string } } }[] }>(
      'query($b: String, $m: String) { claimChains(benchmark: $b, method: $m) { first { name } via { name } last { name } benchmark indirect inferred contradicted firstHop { delta evidence paper { id } } secondHop { delta evidence paper { id } } } }',
      { b: bench, m: a.toUpperCase() },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.claimChains.map((x) => `${x.first.name} > ${x.via.name} > ${x.last.name} @ ${x.benchmark}`)).toEqual([`${a} > ${b} > ${c} @ ${bench}`]);
    const row = r.data?.claimChains[0];
    expect(row).toMatchObject({ indirect: true, inferred: false, contradicted: false });
    expect([row?.firstHop.paper.id, row?.firstHop.delta, row?.secondHop.paper.id, row?.secondHop.delta]).toEqual([ids[0], '3.1%', ids[1], '2.0%']);
    expect(row?.firstHop.evidence).toContain(`outperforms ${b}`);
  });

  it('comparisonGaps: papers on the benchmark whose methods no paper compares', async () => {
    const r = await gql<{ comparisonGaps: { firstPaper: { id: string }; firstMethods: string[]; secondPaper: { id: string }; secondMethods: string[]; sharedBenchmarks: string[] }[] }>(
      'query($b: String!) { comparisonGaps(benchmark: $b) { firstPaper { id } firstMethods secondPaper { id } secondMethods sharedBenchmarks } }',
      { b: bench },
    );
    expect(r.errors).toBeUndefined();
    const pairs = (r.data?.comparisonGaps ?? []).map((g) => [...g.firstMethods, ...g.secondMethods].sort().join(' ~ '));
    // A~B and B~C are compared by a claim; every other pair of the four is a gap.
    expect(pairs.sort()).toEqual([[a, c], [a, d], [b, d], [c, d]].map((p) => p.sort().join(' ~ ')).sort());
    for (const g of r.data?.comparisonGaps ?? []) expect(g.sharedBenchmarks).toEqual([bench]);
  });

  it('stateOfTheArt: each dated score that beats every earlier one, oldest first', async () => {
    const r = await gql<{ stateOfTheArt: { date: string; result: { method: { name: string }; value: string; paper: { id: string } } }[] }>(
      'query($b: String!) { stateOfTheArt(benchmark: $b) { date result { method { name } value paper { id } } } }',
      { b: bench },
    );
    expect(r.errors).toBeUndefined();
    // D (2023-09, 60.1%) is below B's 64.0% of 2023-05: no new state of the art.
    expect(r.data?.stateOfTheArt.map((s) => `${s.date} ${s.result.method.name} ${s.result.value}`)).toEqual([
      `2022-01-10 ${c} 58.2%`,
      `2023-05-01 ${b} 64.0%`,
      `2024-03-01 ${a} 71.5%`,
    ]);
  });

  it('date and year filters: claims, leaderboards and papers keep only papers dated in the range', async () => {
    type Beat = { methodsThatBeat: { method: { name: string }; paper: { id: string; published: string } }[] };
    const beat = async (baseline: string, dates: string) =>
      (await gql<Beat>(`query($l: String!, $b: String) { methodsThatBeat(baseline: $l, benchmark: $b${dates}) { method { name } paper { id published } } }`, { l: baseline, b: bench })).data?.methodsThatBeat.map((r) => r.method.name);
    // A beats B in a 2024-03-01 paper; B beats C in a 2023-05-01 one.
    expect(await beat(b, '')).toEqual([a]);
    expect(await beat(b, ', from: "2024"')).toEqual([a]);
    expect(await beat(b, ', to: "2023"')).toEqual([]);
    expect(await beat(b, ', year: 2024')).toEqual([a]);
    expect(await beat(c, ', from: "2023-05", to: "2023-05-01"')).toEqual([b]);
    expect(await beat(c, ', from: "2023-05-02"')).toEqual([]);

    type Board = { leaderboard: { method: { name: string }; value: string; paper: { published: string } }[] };
    const board = async (dates: string) =>
      (await gql<Board>(`query($b: String!) { leaderboard(benchmark: $b${dates}) { method { name } value paper { published } } }`, { b: bench })).data?.leaderboard.map((r) => `${r.method.name} ${r.value}`);
    expect(await board('')).toEqual([`${a} 71.5%`, `${b} 64.0%`, `${d} 60.1%`, `${c} 58.2%`]);
    expect(await board(', year: 2023')).toEqual([`${b} 64.0%`, `${d} 60.1%`]);
    expect(await board(', from: "2023-06", to: "2024-12-31"')).toEqual([`${a} 71.5%`, `${d} 60.1%`]);
    expect(await board(', to: "2022"')).toEqual([`${c} 58.2%`]);

    type Page = { papers: { totalCount: number; edges: { node: { id: string } }[] } };
    const page = async (args: string) => {
      const r = await gql<Page>(`{ papers(${args}, first: 100) { totalCount edges { node { id } } } }`);
      expect(r.errors).toBeUndefined();
      return r.data?.papers;
    };
    const word = `ChBench${tag}`;
    expect((await page(`search: "${word}"`))?.totalCount).toBe(4);
    const in2023 = await page(`search: "${word}", year: 2023`);
    expect(in2023?.totalCount).toBe(2);
    expect(new Set(in2023?.edges.map((e) => e.node.id))).toEqual(new Set([ids[1], ids[3]]));
    expect((await page(`search: "${word}", from: "2024-03-01"`))?.edges.map((e) => e.node.id)).toEqual([ids[0]]);
    // Without a search: the listing, also by date (the seed corpus carries no dates, so only dated papers count).
    const listed = await page('from: "2022-01-10", to: "2024-03-01"');
    expect(listed?.edges.map((e) => e.node.id)).toEqual(expect.arrayContaining(ids));

    // The real seed graph: its Daily Papers carry no dates, so a date bound leaves out every seed claim and score.
    const seeds = await gql<{ all: unknown[]; dated: unknown[]; board: unknown[] }>(
      '{ all: methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { delta } dated: methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld", from: "1900") { delta } board: leaderboard(benchmark: "ALFWorld", year: 2024) { value } }',
    );
    expect(seeds.data?.all.length).toBeGreaterThan(0);
    expect(seeds.data?.dated).toEqual([]);
    expect(seeds.data?.board).toEqual([]);

    for (const bad of ['from: "2024-13"', 'to: "May 2024"', 'year: 99', 'from: "2024-05", to: "2023"']) {
      const r = await gql(`{ leaderboard(benchmark: "ALFWorld", ${bad}) { value } }`);
      expect(r.errors?.[0]?.extensions?.code, bad).toBe('BAD_USER_INPUT');
    }
  });

  it('npm run query takes the same date parameters (the same Cypher file)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'query', '--', 'leaderboard', `benchmark=${bench}`, 'year=2023', '--csv'], { cwd: repoRoot, env: process.env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(b);
    expect(lines[2]).toContain(d);
  });

  it('answers an unknown or empty benchmark with no rows, like the leaderboard', async () => {
    const r = await gql<{ comparisonGaps: unknown[]; stateOfTheArt: unknown[]; claimChains: unknown[] }>(
      '{ comparisonGaps(benchmark: "") { benchmark } stateOfTheArt(benchmark: "NoSuchBench") { date } claimChains(benchmark: "NoSuchBench") { benchmark } }',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ comparisonGaps: [], stateOfTheArt: [], claimChains: [] });
  });
});
