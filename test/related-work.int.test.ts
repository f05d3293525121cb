/**
 * Related work against the real Neo4j, loaded with the bundled corpus by
 * global-setup, plus three made-up papers with titles, authors and arXiv-style
 * ids (test/fixtures/papers-with-authors.jsonl) ingested under fresh ids and
 * removed afterwards. Checks are made against the graph itself, not against the
 * context the generator was given: every cited paper exists, every number in a
 * sentence is in the stored evidence of a paper that sentence cites, the BibTeX
 * parses, and the same input gives the same draft.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, type Db } from '../graph/driver.ts';
import { RelatedWorkInputError, fulltextQuery, relatedWork, relatedWorkContext } from '../relatedwork/select.ts';
import { candidatePapers } from '../graph/related-work.ts';
import { deletePapers } from '../graph/write.ts';
import { ingestRecords } from '../ingest/pipeline.ts';
import type { RelatedWorkDraft } from '../relatedwork/types.ts';
import { numberProblems, parseBibtex, unescapedSpecials } from '../relatedwork/verify.ts';
import { createContext, type Context } from '../resolvers/context.ts';
import { resolvers } from '../resolvers/index.ts';
import { relatedWorkResolvers } from '../resolvers/related-work.ts';
import { repoRoot } from '../server/config.ts';
import { typeDefs } from '../server/app.ts';
import { config, testDb, uniqueArxivId } from './support/db.ts';

let db: Db;
const ownIds: string[] = [];
/** Fixture id as written in the file -> the fresh id it was ingested under. */
const idFor = new Map<string, string>();

interface FixtureRecord {
  id: string;
  title: string;
  authors: string[];
  published: string;
  abstract: string;
}

beforeAll(async () => {
  db = await testDb();
  const lines = readFileSync(path.join(repoRoot, 'test', 'fixtures', 'papers-with-authors.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '');
  const records = lines.map((l) => JSON.parse(l) as FixtureRecord).map((r) => {
    const id = uniqueArxivId();
    idFor.set(r.id, id);
    return { ...r, id, url: `https://arxiv.org/abs/${id}` };
  });
  const summary = await ingestRecords(db, records, 'papers-with-authors.jsonl');
  expect(summary.rejected).toEqual([]);
  ownIds.push(...summary.ids);
});

afterAll(async () => {
  await deletePapers(db, ownIds);
  await closeDb(db);
});

/** Every evidence sentence stored for each paper, read straight from the graph. */
async function storedEvidence(ids: string[]): Promise<Map<string, string>> {
  const rows = await readRows<{ id: string; sentences: string[] }>(
    db,
    'test-related-work-evidence',
    `UNWIND $ids AS id
     MATCH (p:Paper {id: id})
     RETURN id,
       COLLECT { MATCH (p)-[r:PROPOSES|EVALUATES_ON|INTRODUCES|COMPARES_WITH|USES_MODEL]->() RETURN r.evidence } +
       COLLECT { MATCH (p)-[:REPORTS]->(r:Result) RETURN r.evidence } +
       COLLECT { MATCH ()-[c:OUTPERFORMS {paperId: id}]->() RETURN c.evidence } +
       COLLECT { MATCH (p)-[:PROPOSES|EVALUATES_ON|INTRODUCES|COMPARES_WITH|USES_MODEL]->(e) RETURN e.name } +
       COLLECT { MATCH (p)-[:REPORTS]->(:Result)-[:OF|ON]->(e) RETURN e.name } +
       COLLECT { MATCH (w)-[c:OUTPERFORMS {paperId: id}]->(l) UNWIND [w.name, l.name, coalesce(c.benchmark, '')] AS n RETURN n } AS sentences`,
    { ids },
  );
  return new Map(rows.map((r) => [r.id, r.sentences.join('\n')]));
}

async function checkAgainstGraph(draft: RelatedWorkDraft): Promise<void> {
  const ids = draft.references.map((r) => r.paperId);
  const evidence = await storedEvidence(ids);
  expect([...evidence.keys()].sort(), 'every cited paper exists in the graph').toEqual([...ids].sort());
  expect(numberProblems(draft, (id) => evidence.get(id) ?? '')).toEqual([]);
  const entries = parseBibtex(draft.bibtex);
  expect(entries.map((e) => e.key)).toEqual(draft.references.map((r) => r.key));
  for (const e of entries) {
    expect(e.fields.title, e.key).toBeTruthy();
    for (const [name, value] of Object.entries(e.fields)) if (name !== 'url') expect(unescapedSpecials(value), `${e.key}.${name}`).toEqual([]);
  }
  for (const section of draft.sections) {
    for (const n of section.citations) expect(draft.references.some((r) => r.number === n)).toBe(true);
  }
}

describe('related work for --method GRPO --benchmark ALFWorld', () => {
  const input = { method: 'GRPO', benchmark: 'ALFWorld' };

  it('drafts themes whose every number is in the cited evidence, with BibTeX that parses', async () => {
    // The default limit is 20; 50 keeps both themes present while other test files add papers of their own.
    const draft = await relatedWork(db, { ...input, limit: 50 });
    expect(draft.references.length).toBeGreaterThanOrEqual(10);
    const byDefault = await relatedWork(db, input);
    expect(byDefault.references.length + byDefault.omitted.filter((o) => o.why.startsWith('selected')).length).toBe(20);
    expect(draft.sections.map((s) => s.title)).toContain('Improving on GRPO');
    expect(draft.sections.map((s) => s.title)).toContain('Evaluation on ALFWorld');
    expect(draft.markdown).toMatch(/outperforms GRPO/);
    await checkAgainstGraph(draft);
  });

  it('ranks papers on both GRPO and ALFWorld first and says why each was chosen', async () => {
    const ctx = await relatedWorkContext(db, input);
    expect(ctx.focus.methods.map((m) => m.key)).toEqual(['grpo']);
    expect(ctx.focus.benchmarks.map((b) => b.key)).toEqual(['alfworld']);
    const both = (p: (typeof ctx.papers)[number]) => new Set(p.reasons.map((r) => r.entityKey)).size === 2;
    const firstSingle = ctx.papers.findIndex((p) => !both(p));
    expect(firstSingle).toBeGreaterThan(0);
    expect(ctx.papers.slice(firstSingle).some(both)).toBe(false);
    for (const p of ctx.papers) expect(p.reasons.length).toBeGreaterThan(0);
    // The fixture's two papers that beat GRPO on ALFWorld are among them, with their metadata.
    for (const fixtureId of ['2699.00001', '2699.00002']) expect(ctx.papers.map((p) => p.id)).toContain(idFor.get(fixtureId));
  });

  it('shows its coverage: every relevant paper is cited or listed as left out, with why', async () => {
    const all = await relatedWorkContext(db, { ...input, limit: 50 });
    const relevant = all.papers.filter((p) => p.reasons.some((r) => r.kind !== 'text-similarity')).map((p) => p.id);
    expect(relevant.length).toBeGreaterThan(5);
    const draft = await relatedWork(db, { ...input, limit: 5 });
    const cited = new Set(draft.references.map((r) => r.paperId));
    const omitted = new Map(draft.omitted.map((o) => [o.id, o]));
    for (const id of relevant) expect(cited.has(id) || omitted.has(id), id).toBe(true);
    const below = draft.omitted.filter((o) => o.why.includes('below the limit of 5'));
    expect(below.length).toBeGreaterThan(0);
    for (const o of below) expect(o.reasons.length).toBeGreaterThan(0);
    expect(draft.markdown).toContain(`Relevant papers not cited (${draft.omitted.length};`);
    // Every printed factual sentence carries the facts it states.
    for (const s of draft.sentences ?? []) expect(s.facts.length).toBeGreaterThan(0);
    expect(draft.sentences?.length).toBeGreaterThan(3);
  });

  it('a method given by name also finds papers that only name it in their abstract, ranked after every paper with a fact about it', async () => {
    const ctx = await relatedWorkContext(db, { method: 'GRPO', limit: 50 });
    const byFact = (p: (typeof ctx.papers)[number]) => p.reasons.some((r) => r.kind !== 'text-similarity');
    const firstText = ctx.papers.findIndex((p) => !byFact(p));
    expect(firstText).toBeGreaterThan(0);
    expect(ctx.papers.slice(firstText).some(byFact)).toBe(false);
    // Each such paper names GRPO (or its long form) in its title or abstract.
    const texts = await readRows<{ text: string }>(db, 'test-abstracts', 'MATCH (p:Paper) WHERE p.id IN $ids RETURN p.title + " " + coalesce(p.abstract, "") AS text', { ids: ctx.papers.slice(firstText).map((p) => p.id) });
    expect(texts.length).toBe(ctx.papers.length - firstText);
    for (const r of texts) expect(r.text).toMatch(/GRPO|Group Relative Policy Optimi[sz]ation/i);
  });

  it('is deterministic', async () => {
    const [a, b] = [await relatedWork(db, input), await relatedWork(db, input)];
    expect(b).toEqual(a);
    const [c, d] = [await relatedWorkContext(db, { ...input, limit: 25 }), await relatedWorkContext(db, { ...input, limit: 25 })];
    expect(JSON.stringify(d)).toBe(JSON.stringify(c));
  });

  it('writes BibTeX with authors, year and arXiv id for papers that have them, an honest note for those that do not', async () => {
    const draft = await relatedWork(db, { ...input, limit: 50 });
    const entries = parseBibtex(draft.bibtex);
    const turn = entries.find((e) => e.fields.eprint === idFor.get('2699.00001'));
    expect(turn?.key).toBe('castellanos2026turncredit');
    expect(turn?.fields).toMatchObject({ author: 'Mira Castellanos and Jonas Feld and Priya Raman', year: '2026', archiveprefix: 'arXiv' });
    expect(turn?.fields.title).toBe('{TurnCredit: Turn-Level Credit Assignment for Long-Horizon LLM Agents}');
    const okafor = entries.find((e) => e.fields.eprint === idFor.get('2699.00002'));
    expect(okafor?.fields.author).toBe('Lena Okafor and Tomás Weiß');
    const seed = entries.find((e) => e.key.startsWith('paper-'));
    expect(seed?.fields.note).toBe('Title derived from abstract; authors unknown');
    expect(draft.markdown).toMatch(/Castellanos et al. \[\d+\] propose TurnCredit, a turn-level credit assignment method for LLM agents\. TurnCredit (?:outperforms|surpasses|beats) GRPO in success rate on ALFWorld \(7\.4%\) and on WebShop \(5\.1%\) \[\d+\]\./);
    await checkAgainstGraph(draft);
  });
});

describe('other inputs', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['topic', { topic: 'credit assignment', limit: 8 }],
    ['benchmark alone', { benchmark: 'WebShop' }],
    ['method by its long form', { method: 'Group Relative Policy Optimization', limit: 5 }],
    ['draft abstract', { abstract: 'We propose StepWise, a turn-level advantage estimator for LLM agents. On ALFWorld and WebShop, StepWise outperforms GRPO by 6.2% success rate.', limit: 8 }],
  ];
  it.each(cases)('%s: cited, checked, deterministic', async (_, input) => {
    const draft = await relatedWork(db, input);
    expect(draft.references.length).toBeGreaterThan(0);
    await checkAgainstGraph(draft);
    expect(await relatedWork(db, input)).toEqual(draft);
  });

  it('finds work related to a paper through its facts, without citing it', async () => {
    const seed = idFor.get('2699.00001')!;
    const ctx = await relatedWorkContext(db, { paperId: seed, limit: 6 });
    expect(ctx.focus.paperId).toBe(seed);
    expect(ctx.focus.baselines.map((b) => b.key)).toContain('grpo');
    expect(ctx.papers.map((p) => p.id)).not.toContain(seed);
    expect(ctx.papers.length).toBe(6);
  });

  it('a draft abstract puts the user\'s new method at the centre: kept as focus, every theme positioned against it', async () => {
    const abstract = 'We propose StepWise, a turn-level advantage estimator for LLM agents. On ALFWorld and WebShop, StepWise outperforms GRPO by 6.2% success rate.';
    const ctx = await relatedWorkContext(db, { abstract, limit: 8 });
    expect(ctx.focus.methods[0]?.name).toBe('StepWise');
    expect(ctx.focus.own).toMatchObject({ methods: ['StepWise'], baselines: ['GRPO'], benchmarks: ['ALFWorld', 'WebShop'] });
    const draft = await relatedWork(db, { abstract, limit: 8 });
    expect(draft.sections.length).toBeGreaterThan(0);
    for (const s of draft.sections) expect(s.paragraphs.at(-1)).toMatch(/StepWise[^.]*\.$/);
    expect(draft.markdown).toContain('StepWise is compared against GRPO');
    await checkAgainstGraph(draft);
  });

  it('a draft abstract is matched through its shared facts before its text', async () => {
    const ctx = await relatedWorkContext(db, { abstract: 'We introduce a household benchmark. Agents trained with GRPO are evaluated on HomeBench-Long and ALFWorld.', limit: 5 });
    expect(ctx.focus.benchmarks.map((b) => b.key)).toContain('homebenchlong');
    expect(ctx.papers[0]?.id).toBe(idFor.get('2699.00003'));
  });

  it('resolves a name through its aliases, and says which name matched nothing', async () => {
    const ctx = await relatedWorkContext(db, { method: 'Group Relative Policy Optimization', benchmark: 'NoSuchBenchmarkAnywhere', limit: 3 });
    expect(ctx.focus.methods.map((m) => m.key)).toEqual(['grpo']);
    expect(ctx.notes).toEqual(['No benchmark named "NoSuchBenchmarkAnywhere" in the graph.']);
    expect(ctx.papers).toHaveLength(3);
  });

  it('resolves a full-width name (NFKC) as the writer keyed it', async () => {
    const ctx = await relatedWorkContext(db, { method: 'ＧＲＰＯ', benchmark: 'ＡＬＦＷｏｒｌｄ', limit: 3 });
    expect(ctx.focus.methods.map((m) => m.key)).toEqual(['grpo']);
    expect(ctx.focus.benchmarks.map((b) => b.key)).toEqual(['alfworld']);
    expect(ctx.notes).toEqual([]);
  });

  it('reports names that match nothing and returns an empty draft', async () => {
    const ctx = await relatedWorkContext(db, { method: 'NoSuchMethodAnywhere' });
    expect(ctx.papers).toEqual([]);
    expect(ctx.notes).toEqual(['No method named "NoSuchMethodAnywhere" in the graph.']);
    expect((await relatedWork(db, { method: 'NoSuchMethodAnywhere' })).markdown).toContain('The graph holds no papers related to this input.');
  });

  it('rejects unusable input', async () => {
    await expect(relatedWorkContext(db, {})).rejects.toThrow(RelatedWorkInputError);
    await expect(relatedWorkContext(db, { method: 'GRPO', limit: 0 })).rejects.toThrow(/limit/);
    await expect(relatedWorkContext(db, { method: 'x'.repeat(501) })).rejects.toThrow(/method/);
  });

  it('finds a topic written in other forms of its words, and is not thrown off by one paper repeating the phrase', async () => {
    // RED "evaluates and assigns specific credit to each token"; one seed paper writes "credit assignment" four times.
    const ctx = await relatedWorkContext(db, { topic: 'credit assignment' });
    expect(ctx.papers.some((p) => p.proposes.some((f) => f.entity.name === 'RED'))).toBe(true);
    for (const p of ctx.papers) expect(p.reasons.some((r) => r.kind === 'text-similarity')).toBe(true);
  });

  it('sends only letters and digits to the full-text index', () => {
    expect(fulltextQuery('credit assignment')).toBe(
      '"credit assignment"^3 "assign credit"~3^2 "credit assign"~3^2 "assigns credit"~3^2 "credit assigns"~3^2 "assigned credit"~3^2 "credit assigned"~3^2 "assigning credit"~3^2 "credit assigning"~3^2 credit assignment assign*^0.5',
    );
    // A longer text: repeated adjacent pairs kept as phrases, names with inner capitals boosted, no prefixes.
    expect(fulltextQuery('GUI agents plan over long horizons. Our GUI agents use OSWorld tasks and OSWorld screenshots.')).toBe(
      '"gui agents"^2 gui^2 agents osworld^2 plan long horizons screenshots',
    );
    expect(fulltextQuery('AND OR (x) "y" the of')).toBeNull();
    expect(fulltextQuery('foo:bar* baz~2 OR qux')).toBe('"foo bar baz qux"^3 foo bar baz qux');
  });
});

describe('GraphQL relatedWork and relatedWorkContext', () => {
  let server: ApolloServer<Context>;
  beforeAll(async () => {
    server = new ApolloServer<Context>({ typeDefs: typeDefs(), resolvers: [...resolvers, relatedWorkResolvers] });
    await server.start();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function run<T>(query: string, variables: Record<string, unknown>) {
    const res = await server.executeOperation<T>({ query, variables }, { contextValue: createContext(db, config, undefined) });
    if (res.body.kind !== 'single') throw new Error('expected a single result');
    return res.body.singleResult;
  }

  it('returns the same draft as the module, with sections and references', async () => {
    const input = { method: 'GRPO', benchmark: 'ALFWorld' };
    const r = await run<{ relatedWork: { markdown: string; bibtex: string; sections: { title: string; citations: number[] }[]; references: { number: number; key: string; paper: { id: string; abstract: string } }[] } }>(
      `query ($input: RelatedWorkInput!) { relatedWork(input: $input) { markdown bibtex sections { title paragraphs citations } references { number key paper { id abstract } } } }`,
      { input },
    );
    expect(r.errors).toBeUndefined();
    const direct = await relatedWork(db, input);
    expect(r.data?.relatedWork.markdown).toBe(direct.markdown);
    expect(r.data?.relatedWork.bibtex).toBe(direct.bibtex);
    expect(r.data?.relatedWork.references.map((x) => x.paper.id)).toEqual(direct.references.map((x) => x.paperId));
    expect(r.data?.relatedWork.references[0]?.paper.abstract.length).toBeGreaterThan(40);
  });

  it('returns the structured context with evidence', async () => {
    const r = await run<{ relatedWorkContext: { focus: { methods: { key: string }[] }; papers: { id: string; paper: { id: string }; comparisons: { baseline: { key: string }; delta: string | null; evidence: { sentence: string } }[] }[] } }>(
      `query ($input: RelatedWorkInput!) { relatedWorkContext(input: $input) {
         focus { methods { key } }
         papers { id paper { id } reasons { kind entity weight } comparisons { winner { name } baseline { key } benchmark delta evidence { sentence start end } } results { value evidence { sentence } } }
       } }`,
      { input: { method: 'GRPO', limit: 5 } },
    );
    expect(r.errors).toBeUndefined();
    const ctx = r.data!.relatedWorkContext;
    expect(ctx.focus.methods.map((m) => m.key)).toEqual(['grpo']);
    expect(ctx.papers).toHaveLength(5);
    for (const p of ctx.papers) expect(p.paper.id).toBe(p.id);
    const claims = ctx.papers.flatMap((p) => p.comparisons).filter((c) => c.baseline.key === 'grpo');
    expect(claims.length).toBeGreaterThan(0);
    for (const c of claims) expect(c.evidence.sentence.length).toBeGreaterThan(0);
  });

  it('cites with \\cite{key} when asked, with the BibTeX keys, and lists what it left out', async () => {
    const input = { method: 'GRPO', benchmark: 'ALFWorld', limit: 5 };
    const r = await run<{ relatedWork: { markdown: string; references: { key: string }[]; omitted: { paperId: string; why: string }[] } }>(
      `query ($input: RelatedWorkInput!) { relatedWork(input: $input) { markdown references { key } omitted { paperId label reasons why } } }`,
      { input: { ...input, citations: 'LATEX' } },
    );
    expect(r.errors).toBeUndefined();
    const draft = r.data!.relatedWork;
    expect(draft.markdown).toContain(`\\cite{${draft.references[0]!.key}`);
    expect(draft.markdown).not.toContain('### References');
    const direct = await relatedWork(db, input);
    expect(draft.references.map((x) => x.key)).toEqual(direct.references.map((x) => x.key));
    expect(draft.omitted.map((o) => o.paperId)).toEqual(direct.omitted.map((o) => o.id));
  });

  it('carries abstracts in the context only when asked', async () => {
    const q = `query ($input: RelatedWorkInput!) { relatedWorkContext(input: $input) { papers { id abstract } omitted { paperId } } }`;
    const without = await run<{ relatedWorkContext: { papers: { abstract: string | null }[] } }>(q, { input: { method: 'GRPO', limit: 3 } });
    expect(without.data?.relatedWorkContext.papers.every((p) => p.abstract === null)).toBe(true);
    const withAbs = await run<{ relatedWorkContext: { papers: { abstract: string | null }[] } }>(q, { input: { method: 'GRPO', limit: 3, withAbstracts: true } });
    expect(withAbs.data?.relatedWorkContext.papers.every((p) => (p.abstract ?? '').length > 40)).toBe(true);
  });

  it('reports bad input as BAD_USER_INPUT', async () => {
    const r = await run(`query { relatedWork(input: {}) { markdown } }`, {});
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const r2 = await run(`query { relatedWorkContext(input: {method: "GRPO", limit: 99}) { notes } }`, {});
    expect(r2.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the candidates statement (issue 14, fourth session: fewer db hits)', () => {
  it('returns the rows the statement before it returned, for every entity of the graph in every role', async () => {
    const before = readFileSync(path.join(repoRoot, 'bench', 'reference', 'related-work-candidates.before.cypher'), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('//'))
      .join('\n');
    const entities = await readRows<{ key: string; kind: 'Method' | 'Model' | 'Benchmark' }>(
      db,
      'test',
      "MATCH (e) WHERE e:Method OR e:Model OR e:Benchmark RETURN e.key AS key, [l IN labels(e) WHERE l IN ['Method', 'Model', 'Benchmark']][0] AS kind ORDER BY key, kind",
    );
    const systems = entities.filter((e) => e.kind !== 'Benchmark');
    const benchmarks = entities.filter((e) => e.kind === 'Benchmark');
    expect(systems.length).toBeGreaterThan(100);
    expect(benchmarks.length).toBeGreaterThan(20);
    const focuses = [
      systems.map((e) => ({ ...e, role: 'method' as const })),
      systems.map((e) => ({ ...e, role: 'baseline' as const })),
      benchmarks.map((e) => ({ ...e, role: 'benchmark' as const })),
      [
        { key: 'grpo', kind: 'Method' as const, role: 'method' as const },
        { key: 'alfworld', kind: 'Benchmark' as const, role: 'benchmark' as const },
      ],
    ];
    let total = 0;
    for (const focus of focuses) {
      const after = await candidatePapers(db, focus, []);
      const old = await readRows(db, 'test', before, { focus, exclude: [] });
      expect(after).toEqual(old);
      total += after.length;
      // Excluded papers are left out the same way.
      const exclude = [...new Set(after.slice(0, 20).map((r) => r.id))];
      expect(await candidatePapers(db, focus, exclude)).toEqual(await readRows(db, 'test', before, { focus, exclude }));
    }
    expect(total).toBeGreaterThan(500);
  });
});
