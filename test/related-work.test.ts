/**
 * The related-work generator on hand-made contexts: what the sentences say, that
 * every number in them is in the cited paper's evidence, that the BibTeX parses,
 * and that the same context always gives the same draft.
 */
import { describe, expect, it } from 'vitest';
import { appositive, authorPhrase, comparisonAcross, generateRelatedWork, joinList, latexCitations, metricKey } from '../relatedwork/generate.ts';
import { foldPlural, themeTerms } from '../relatedwork/themes.ts';
import { rankCandidates } from '../relatedwork/select.ts';
import { assignKeys, baseKey, bibtexEntry, escapeBibtex } from '../relatedwork/bibtex.ts';
import { checkClaim, checkEntityFact, checkResult, verifyClaim } from '../relatedwork/check.ts';
import { citedSentences, numberProblems, paperEvidence, parseBibtex, unescapedSpecials, verifyDraft } from '../relatedwork/verify.ts';
import type { ComparisonClaim, ContextPaper, EntityFact, EntityKind, EntityRef, RelatedWorkContext, ReportedResult, SelectionReason } from '../relatedwork/types.ts';

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const ent = (name: string, kind: EntityKind = 'Method', longForm: string | null = null): EntityRef => ({ key: key(name), name, longForm, kind });
const ev = (sentence: string, start = 0) => ({ sentence, start, end: start + sentence.length, rule: 'test' });
const fact = (entity: EntityRef, sentence: string, start = 0): EntityFact => ({ entity, evidence: ev(sentence, start) });
const claim = (winner: string, baseline: string, benchmark: string | null, delta: string | null, sentence: string, claimIndex: number, metric: string | null = null): ComparisonClaim => ({
  winner: ent(winner),
  baseline: ent(baseline),
  benchmark,
  benchmarkKey: benchmark ? key(benchmark) : null,
  metric,
  delta,
  claimIndex,
  evidence: ev(sentence, 100),
});
const result = (system: string, benchmark: string, value: string, metric: string | null, sentence: string): ReportedResult => ({
  system: ent(system),
  benchmark: ent(benchmark, 'Benchmark'),
  metric,
  value,
  evidence: ev(sentence, 200),
});

/** The Markdown as a reader sees it: HTML comments (the verifier's report) left out. */
const printed = (markdown: string) => markdown.replace(/<!--[\s\S]*?-->/g, '');

function paper(id: string, over: Partial<ContextPaper> = {}): ContextPaper {
  return {
    id,
    title: `Derived title of ${id}…`,
    titleDerived: true,
    authors: [],
    year: null,
    published: null,
    url: null,
    arxivId: null,
    score: 1,
    reasons: [],
    proposes: [],
    introduces: [],
    evaluatesOn: [],
    comparesWith: [],
    usesModels: [],
    comparisons: [],
    results: [],
    ...over,
  };
}

const TRIAGE_PROPOSE = 'We propose TRIAGE, a role-typed credit assignment framework that adds a semantic role axis to outcome credit.';
const TRIAGE_CLAIM = 'Across ALFWorld, Search-QA, and WebShop, TRIAGE improves success rates over GRPO for two policy models.';
const triage = paper('aaaaaaaaaaa1', {
  score: 9,
  proposes: [fact(ent('TRIAGE'), TRIAGE_PROPOSE)],
  evaluatesOn: ['ALFWorld', 'Search-QA', 'WebShop'].map((b) => fact(ent(b, 'Benchmark'), TRIAGE_CLAIM, 100)),
  comparesWith: [fact(ent('GRPO'), TRIAGE_CLAIM, 100)],
  comparisons: ['ALFWorld', 'Search-QA', 'WebShop'].map((b, i) => claim('TRIAGE', 'GRPO', b, null, TRIAGE_CLAIM, i, 'success rates')),
});

const COG_CLAIM = 'With Qwen2.5-7B, it reaches an 82.3% success rate, outperforming GPT-4o (+40.3%), OpenAI-o3 (+18.3%), and GRPO (+14.0%), while using 62% fewer tokens.';
const cogrouter = paper('bbbbbbbbbbb2', {
  score: 8,
  proposes: [fact(ent('CogRouter'), 'In this paper, we introduce CogRouter, a framework that trains agents to dynamically adapt cognitive depth at each step.')],
  evaluatesOn: [fact(ent('ALFWorld', 'Benchmark'), 'Experiments on ALFWorld and ScienceWorld demonstrate that CogRouter achieves state-of-the-art performance.', 50)],
  comparisons: [
    claim('CogRouter', 'GRPO', 'ALFWorld', '+14.0%', COG_CLAIM, 2, 'success rate'),
    claim('CogRouter', 'GPT-4o', 'ALFWorld', '+40.3%', COG_CLAIM, 0, 'success rate'),
  ],
  results: [result('CogRouter', 'ALFWorld', '82.3%', 'success rate', COG_CLAIM)],
  usesModels: [fact(ent('Qwen2.5-7B', 'Model'), COG_CLAIM)],
});

const GC_CLAIM = 'Using the same original teachers, GC-OPD improves mean success over vanilla OPD from 24.70% to 48.78% on ScienceWorld (4B student), from 53.36% to 85.26% on ALFWorld Unseen, and from 29.10% to 37.65% on WebShop.';
const gcopd = paper('2604.00001', {
  title: 'Graph-Conditioned On-Policy Agent Distillation & Friends',
  titleDerived: false,
  authors: ['Ada Lovelace', 'Alan M. Turing', 'Grace Hopper'],
  year: 2026,
  published: '2026-04-01',
  arxivId: '2604.00001',
  url: 'https://arxiv.org/abs/2604.00001',
  score: 6,
  proposes: [fact(ent('GC-OPD', 'Method', 'Graph-Conditioned On-Policy Agent Distillation'), 'We introduce Graph-Conditioned On-Policy Agent Distillation (GC-OPD), which enriches an off-the-shelf teacher\'s scoring context with execution evidence.')],
  comparisons: [
    claim('GC-OPD', 'vanilla OPD', 'ScienceWorld', 'from 24.70% to 48.78%', GC_CLAIM, 0, 'mean success'),
    claim('GC-OPD', 'vanilla OPD', 'ALFWorld Unseen', 'from 53.36% to 85.26%', GC_CLAIM, 1, 'mean success'),
    claim('GC-OPD', 'vanilla OPD', 'WebShop', 'from 29.10% to 37.65%', GC_CLAIM, 2, 'mean success'),
  ],
});

const STRATA_RESULT = 'StraTA reaches success rates of 93.1% on ALFWorld and 84.2% on WebShop.';
const strata = paper('ccccccccccc3', {
  score: 3,
  proposes: [fact(ent('StraTA', 'Method', 'Strategic Trajectory Abstraction'), 'In this work, we present Strategic Trajectory Abstraction (StraTA), a simple framework that introduces an explicit trajectory-level strategy into agentic reinforcement learning (RL).')],
  evaluatesOn: ['ALFWorld', 'WebShop', 'SciWorld'].map((b) => fact(ent(b, 'Benchmark'), 'Experiments on ALFWorld, WebShop, and SciWorld show that StraTA consistently improves both sample efficiency and final performance over strong baselines.', 40)),
  results: [result('StraTA', 'ALFWorld', '93.1%', 'success rate', STRATA_RESULT), result('StraTA', 'WebShop', '84.2%', 'success rate', STRATA_RESULT)],
});

const onlyEval = paper('ddddddddddd4', {
  score: 3,
  evaluatesOn: [fact(ent('ALFWorld', 'Benchmark'), 'We evaluate on ALFWorld and TextCraft.'), fact(ent('TextCraft', 'Benchmark'), 'We evaluate on ALFWorld and TextCraft.')],
});

const introducer = paper('eeeeeeeeeee5', {
  score: 4,
  introduces: [fact(ent('AgentBench-X', 'Benchmark'), 'We introduce AgentBench-X, a benchmark of 1,200 household tasks.')],
  evaluatesOn: [fact(ent('ALFWorld', 'Benchmark'), 'Agents trained on ALFWorld transfer poorly to AgentBench-X.')],
});

const grpoFocus: RelatedWorkContext = {
  focus: { methods: [ent('GRPO')], benchmarks: [ent('ALFWorld', 'Benchmark')], baselines: [], topic: null, paperId: null },
  papers: [triage, cogrouter, gcopd, strata, introducer, onlyEval],
  notes: [],
};

const empty: RelatedWorkContext = { focus: { methods: [], benchmarks: [], baselines: [], topic: 'nothing', paperId: null }, papers: [], notes: [] };

describe('generateRelatedWork: sentences', () => {
  const draft = generateRelatedWork(grpoFocus);
  const cases: Array<[string, string]> = [
    ['proposal with quoted description, citation after the name', 'TRIAGE [1], a role-typed credit assignment framework, outperforms GRPO in success rates on ALFWorld, Search-QA and WebShop.'],
    // CogRouter's sentence names no benchmark (ALFWorld is in another sentence): its claims are written without one,
    // the win verb rotates within the paragraph.
    // Wins over two competitors with one metric: one sentence, the theme baseline first, each margin copied verbatim.
    ['wins over several competitors in one sentence', 'CogRouter [2] surpasses GRPO (+14.0%) and GPT-4o (+40.3%) in success rate.'],
    ['theme intro cites its members', 'Several methods are compared against GRPO [1, 2].'],
    ['scores on two benchmarks, long form once', 'StraTA (Strategic Trajectory Abstraction) [3], a simple framework, achieves 93.1% success rate on ALFWorld and 84.2% success rate on WebShop.'],
    ['introduced benchmark', 'The AgentBench-X benchmark is introduced in [4]. Experiments in [4] use ALFWorld.'],
    // All that is known of [5] is that it evaluates on the theme's benchmark: listed in one closing sentence.
    ['paper without a proposal, listed by the theme fact', 'Experiments in [4] use ALFWorld. The work [5] also evaluates on ALFWorld.'],
    ['authors named', 'Lovelace et al. [6] propose GC-OPD (Graph-Conditioned On-Policy Agent Distillation).'],
    // The fixture's sentence writes '(4B student)' after ScienceWorld: the condition goes with its margin.
    ['per-benchmark margins', 'GC-OPD outperforms vanilla OPD in mean success on ScienceWorld (4B student; from 24.70% to 48.78%), on ALFWorld Unseen (from 53.36% to 85.26%) and on WebShop (from 29.10% to 37.65%) [6].'],
  ];
  it.each(cases)('%s', (_, sentence) => {
    expect(draft.markdown).toContain(sentence);
  });

  it('does not print a score on a benchmark its sentence does not name, and reports it', () => {
    expect(printed(draft.markdown)).not.toContain('82.3%');
    expect(draft.dropped).toContainEqual({ paperId: 'bbbbbbbbbbb2', text: 'CogRouter achieves 82.3% success rate on ALFWorld', reason: 'benchmark ALFWorld is not named in the evidence', partial: false });
    expect(draft.markdown).toMatch(/<!--\nFacts not written, because the verifier found them unsupported by their evidence sentence \(1\):\n {2}- \[2\] CogRouter achieves 82\.3% success rate on ALFWorld: benchmark ALFWorld is not named in the evidence\n/);
  });

  it('groups papers into themes by the focus baseline and benchmark, each paper once', () => {
    expect(draft.sections.map((s) => s.title)).toEqual(['Improving on GRPO', 'Evaluation on ALFWorld', 'Other related work']);
    const cited = draft.sections.flatMap((s) => s.citations);
    expect([...cited].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(draft.references.map((r) => r.paperId)).toEqual(['aaaaaaaaaaa1', 'bbbbbbbbbbb2', 'ccccccccccc3', 'eeeeeeeeeee5', 'ddddddddddd4', '2604.00001']);
  });

  it('puts a citation on every sentence and only numbers from the cited evidence', () => {
    const byId = new Map(grpoFocus.papers.map((p) => [p.id, p]));
    expect(numberProblems(draft, (id) => paperEvidence(byId.get(id)!))).toEqual([]);
    expect(citedSentences(draft).length).toBeGreaterThan(8);
    expect(verifyDraft(grpoFocus, draft)).toEqual([]);
  });

  it('flags a number that is not in the cited evidence', () => {
    const forged = { ...draft, sections: [{ title: 'x', paragraphs: ['TRIAGE improves by 99.9% [1].'], citations: [1] }] };
    expect(numberProblems(forged, () => TRIAGE_CLAIM)).toHaveLength(1);
  });

  it('lists references in citation order with honest notes', () => {
    expect(draft.markdown).toContain('[1] “Derived title of aaaaaaaaaaa1…”. Title derived from abstract; authors unknown. Graph paper `aaaaaaaaaaa1`.');
    expect(draft.markdown).toContain('[6] Ada Lovelace, Alan M. Turing, Grace Hopper. *Graph-Conditioned On-Policy Agent Distillation & Friends*. arXiv:2604.00001, 2026. <https://arxiv.org/abs/2604.00001>');
  });
});

describe('generateRelatedWork: only what the evidence supports', () => {
  const AUTO = 'AutoManual significantly improves task success rates, achieving 97.4\\% with GPT-4-turbo and 86.2\\% with GPT-3.5-turbo on ALFWorld benchmark tasks.';
  const auto = paper('auto', {
    proposes: [fact(ent('AutoManual'), 'We introduce AutoManual, a framework enabling LLM agents to autonomously build their understanding.')],
    results: [result('AutoManual', 'ALFWorld', '86.2\\%', 'task success', AUTO), result('AutoManual', 'ALFWorld', '97.4\\%', 'task success', AUTO), result('AutoManual', 'ALFWorld', '12%', null, AUTO)],
  });
  const ELSEWHERE = 'Compared to GRPO, ToMPO enhances strategic decision-making.';
  const tompo = paper('tompo', {
    proposes: [fact(ent('ToMPO', 'Method', '**T**heory **o**f **M**ind Policy Optimization'), 'We propose ToMPO (**T**heory **o**f **M**ind Policy Optimization).')],
    comparisons: [claim('ToMPO', 'GRPO', null, '35%', ELSEWHERE, 0)],
    results: [result('ToMPO', 'MATH', '99%', 'accuracy', ELSEWHERE)],
  });
  const ctx: RelatedWorkContext = { ...empty, papers: [auto, tompo] };
  const draft = generateRelatedWork(ctx);
  const cases: Array<[string, string]> = [
    ['values of one benchmark and metric together, LaTeX escapes undone, in the order written', 'AutoManual [1], a framework enabling LLM agents to autonomously build their understanding, achieves 97.4% and 86.2% task success on ALFWorld.'],
    ['a margin its sentence does not contain is left out, the claim kept; a long form with markup is not printed', 'ToMPO [2] outperforms GRPO.'],
  ];
  it.each(cases)('%s', (_, sentence) => {
    expect(draft.markdown).toContain(sentence);
  });
  it('drops scores without metric or support', () => {
    expect(printed(draft.markdown)).not.toContain('12%');
    expect(printed(draft.markdown)).not.toContain('99%');
    expect(printed(draft.markdown)).not.toContain('35%');
    expect(verifyDraft(ctx, draft)).toEqual([]);
  });
});

describe('generateRelatedWork: BibTeX', () => {
  const draft = generateRelatedWork(grpoFocus);
  const entries = parseBibtex(draft.bibtex);

  it('parses strictly, one entry per reference, keys as in the references', () => {
    expect(entries.map((e) => e.key)).toEqual(draft.references.map((r) => r.key));
    for (const e of entries) {
      expect(e.type).toBe('misc');
      expect(e.fields.title).toBeTruthy();
      for (const [name, value] of Object.entries(e.fields)) if (name !== 'url') expect(unescapedSpecials(value), `${e.key}.${name}`).toEqual([]);
    }
  });

  it('gives a paper with metadata author, year, eprint and url', () => {
    const e = entries.find((x) => x.key === 'lovelace2026graphconditioned');
    expect(e?.fields).toMatchObject({
      title: '{Graph-Conditioned On-Policy Agent Distillation \\& Friends}',
      author: 'Ada Lovelace and Alan M. Turing and Grace Hopper',
      year: '2026',
      eprint: '2604.00001',
      archiveprefix: 'arXiv',
      url: 'https://arxiv.org/abs/2604.00001',
    });
    expect(e?.fields.note).toBeUndefined();
  });

  it('gives a paper without metadata an honest key and note', () => {
    const e = entries.find((x) => x.key === 'paper-aaaaaaaaaaa1');
    expect(e?.fields.note).toBe('Title derived from abstract; authors unknown');
    expect(e?.fields.author).toBeUndefined();
    expect(e?.fields.year).toBeUndefined();
  });

  const keyCases: Array<[string, Partial<ContextPaper>, string]> = [
    ['arXiv id, no authors', { arxivId: '2401.01234', titleDerived: false, title: 'A Title' }, 'arxiv-2401.01234'],
    ['accented surname, stopword skipped', { authors: ['José Müller'], year: 2024, titleDerived: false, title: 'The Art of Things' }, 'muller2024art'],
    ['surname first with comma', { authors: ['Knuth, Donald'], published: '1984-01-01', titleDerived: false, title: 'Literate Programming' }, 'knuth1984literate'],
    ['old-style arXiv id', { arxivId: 'cs.CL/0101001' }, 'arxiv-cs.cl-0101001'],
  ];
  it.each(keyCases)('key for %s', (_, over, expected) => {
    expect(baseKey(paper('fffffffffff6', over))).toBe(expected);
  });

  it('de-duplicates equal keys in citation order', () => {
    const same = { authors: ['A. Smith'], year: 2025, titleDerived: false, title: 'Agents' };
    expect(assignKeys([paper('1', same), paper('2', same), paper('3', same)])).toEqual(['smith2025agents', 'smith2025agentsb', 'smith2025agentsc']);
  });

  it('escapes LaTeX specials so hostile titles still parse', () => {
    const hostile = paper('9999', { titleDerived: false, title: 'Braces } { and 100% of $x_1$ #1 ~ ^ \\', authors: ['O\'Brien & Sons'], year: 2020 });
    const [e] = parseBibtex(bibtexEntry(hostile, 'k'));
    expect(unescapedSpecials(e!.fields.title!)).toEqual([]);
    expect(unescapedSpecials(e!.fields.author!)).toEqual([]);
    expect(escapeBibtex('a_b')).toBe('a\\_b');
  });

  it('drops control characters and bidirectional overrides from titles', () => {
    const sneaky = paper('bidi', { titleDerived: false, title: 'A \u202eevil\u202c title\u0007', authors: ['Eve Example'], year: 2024 });
    const [e] = parseBibtex(bibtexEntry(sneaky, 'k'));
    expect(e!.fields.title).toBe('{A evil title}');
    expect(generateRelatedWork({ ...empty, papers: [{ ...sneaky, evaluatesOn: [fact(ent('ALFWorld', 'Benchmark'), 'On ALFWorld.')] }] }).markdown).toContain('*A evil title*');
  });

  it('rejects malformed BibTeX', () => {
    expect(() => parseBibtex('@misc{k, title = {open}')).toThrow(/unbalanced|expected/);
    expect(() => parseBibtex('@misc{k, title = {a}}\n@misc{k, title = {b}}')).toThrow(/duplicate key/);
    expect(() => parseBibtex('junk')).toThrow(/expected @/);
  });
});

describe('generateRelatedWork: determinism and edge cases', () => {
  it('gives the same output for the same context, and for facts listed in another order', () => {
    const a = generateRelatedWork(grpoFocus);
    const b = generateRelatedWork(structuredClone(grpoFocus));
    expect(b).toEqual(a);
    const shuffled: RelatedWorkContext = {
      ...grpoFocus,
      papers: grpoFocus.papers.map((p) => ({
        ...p,
        comparisons: [...p.comparisons].reverse(),
        results: [...p.results].reverse(),
        evaluatesOn: [...p.evaluatesOn].reverse(),
      })),
    };
    expect(generateRelatedWork(shuffled).markdown).toBe(a.markdown);
  });

  it('says plainly when nothing was found', () => {
    const draft = generateRelatedWork(empty);
    expect(draft.markdown).toContain('The graph holds no papers related to this input.');
    expect(draft.bibtex).toBe('');
    expect(draft.references).toEqual([]);
  });

  it('puts papers sharing nothing under "Related work" without a focus', () => {
    const draft = generateRelatedWork({ ...empty, papers: [onlyEval] });
    expect(draft.sections.map((s) => s.title)).toEqual(['Related work']);
    expect(draft.markdown).toContain('Experiments in [1] use ALFWorld and TextCraft.');
  });

  it('does not cite a paper it can say nothing about', () => {
    const bare = paper('bare', { score: 9, usesModels: [fact(ent('GPT-4o', 'Model'), 'We use GPT-4o.')] });
    const draft = generateRelatedWork({ ...empty, papers: [bare, onlyEval] });
    expect(draft.references.map((r) => r.paperId)).toEqual(['ddddddddddd4']);
    expect(draft.markdown).toContain('Experiments in [1] use ALFWorld and TextCraft.');
  });

  it('keeps the input out of harm in the header comment', () => {
    const draft = generateRelatedWork({ ...empty, focus: { ...empty.focus, topic: 'a --> <script> ---x \u202e' } });
    const header = draft.markdown.split('\n').find((l) => l.startsWith('<!--'))!;
    expect(header.slice(4, -3)).not.toContain('--');
    expect(header).not.toContain('\u202e');
  });

  it('escapes Markdown in names', () => {
    const starry = paper('star', { proposes: [fact(ent('*Star*_Net'), 'We propose *Star*_Net.')] });
    expect(generateRelatedWork({ ...empty, papers: [starry] }).markdown).toContain('\\*Star\\*\\_Net is proposed in [1].');
  });
});

describe('the fact verifier: each sentence checked against its fact', () => {
  const OPSA = 'Compared with the base Qwen3-1.7B, OPSA improves Avg@32 by 35.41 points on AIME24, corresponding to a 263\\% relative gain, and more than doubles Pass@32 across all three benchmarks.';
  const base = (metric: string, i: number): ComparisonClaim => ({ ...claim('OPSA', 'Qwen3-1.7B', 'AIME 2024', '35.41 points', OPSA, i, metric), model: 'Qwen3-1.7B', baseModel: true });
  const opsa = paper('opsa', {
    proposes: [fact(ent('OPSA'), 'We propose OPSA, an on-policy self-alignment method for reasoning.')],
    comparisons: [base('Avg@32', 0), base('Pass@32', 1)],
  });
  const aliases = { aime2024: ['AIME24', 'AIME 2024'] };

  it('writes a gain over the base model as a gain, on the metric the margin is written with, and refuses the other metric', () => {
    const draft = generateRelatedWork({ ...empty, papers: [opsa], aliases });
    expect(printed(draft.markdown)).toContain('OPSA [1], an on-policy self-alignment method for reasoning, raises Qwen3-1.7B’s Avg@32 on AIME 2024 by 35.41 points.');
    expect(printed(draft.markdown)).not.toMatch(/outperforms|Pass@32/);
    expect(draft.dropped).toEqual([{ paperId: 'opsa', text: 'OPSA improves its base model Qwen3-1.7B in Pass@32 on AIME 2024 (35.41 points) with Qwen3-1.7B', reason: 'metric Pass@32 is not written with the margin 35.41 points', partial: false }]);
    // Without the alias the benchmark is not named by the sentence: the gain is written without it.
    expect(verifyClaim(opsa.comparisons[0]!, opsa, {}).fact?.benchmark).toBeNull();
  });

  const COG = 'With Qwen2.5-7B, it reaches an 82.3% success rate on ALFWorld, outperforming GPT-4o (+40.3%), OpenAI-o3 (+18.3%), and GRPO (+14.0%), while using 62% fewer tokens.';
  const cog = paper('cog', {
    proposes: [fact(ent('CogRouter'), 'We introduce CogRouter, a framework that adapts cognitive depth.')],
    comparisons: [
      { ...claim('CogRouter', 'GRPO', 'ALFWorld', '+14.0%', COG, 0, 'success rate'), model: 'Qwen2.5-7B' },
      { ...claim('CogRouter', 'GPT-4o', 'ALFWorld', '+40.3%', COG, 1, 'success rate'), model: 'Qwen2.5-7B' },
    ],
    results: [{ ...result('CogRouter', 'ALFWorld', '82.3%', 'success rate', COG), model: 'Qwen2.5-7B' }],
  });

  it('writes scores and wins with their backbone, the winner called "it" being the paper\'s own method', () => {
    const draft = generateRelatedWork({ ...empty, papers: [cog] });
    expect(draft.dropped).toEqual([]);
    expect(draft.markdown).toContain('CogRouter [1] outperforms GRPO (+14.0%) and GPT-4o (+40.3%) in success rate on ALFWorld with Qwen2.5-7B.');
    expect(draft.markdown).toContain('CogRouter achieves 82.3% success rate on ALFWorld with Qwen2.5-7B [1].');
  });

  it('refuses a margin written in another system\'s parentheses, a winner the sentence does not name, a competitor that is the backbone', () => {
    const swapped = { ...claim('CogRouter', 'GRPO', 'ALFWorld', '+40.3%', COG, 2, 'success rate') };
    expect(checkClaim(swapped, cog)).toBe('margin +40.3% is written for GPT-4o, not GRPO');
    expect(checkClaim(claim('Claude-3.5', 'GRPO', 'ALFWorld', null, COG, 3), cog)).toBe('winner Claude-3.5 is not named in the evidence');
    expect(checkClaim({ ...claim('CogRouter', 'Qwen2.5-7B', null, null, COG, 4), model: 'Qwen2.5-7B' }, cog)).toBe('Qwen2.5-7B is the backbone the result was obtained with, not a competitor');
    expect(checkClaim({ ...claim('CogRouter', 'GRPO', 'ALFWorld', '+14.0%', COG, 0, 'success rate'), model: 'Llama-3-8B' }, cog)).toBe('model Llama-3-8B is not named in the evidence');
  });

  it('refuses a win where the evidence says the method improves the other, and a benchmark its sentence calls a method', () => {
    const SCOUT = 'Across multiple teacher--student configurations, SCOUT also consistently improves the effectiveness of on-policy distillation.';
    const scout = paper('scout', { proposes: [fact(ent('SCOUT'), 'We propose SCOUT, a co-training framework.')], comparisons: [claim('SCOUT', 'on-policy distillation', null, null, SCOUT, 0)] });
    expect(checkClaim(scout.comparisons[0]!, scout)).toBe('the evidence says the method improves on-policy distillation itself (its effectiveness, its performance), not that it beats it');
    expect(printed(generateRelatedWork({ ...empty, papers: [scout] }).markdown)).not.toMatch(/SCOUT \[1\][^.]*(?:outperforms|surpasses|beats)/);
    const ADA = 'It relies on AdaGoal, a novel goal selection scheme that leverages a measure of uncertainty.';
    const ada = paper('ada', { evaluatesOn: [fact(ent('AdaGoal', 'Benchmark'), ADA)] });
    const draft = generateRelatedWork({ ...empty, papers: [ada] });
    expect(printed(draft.markdown)).not.toContain('AdaGoal');
    expect(checkEntityFact(ada.evaluatesOn[0]!)).toBe('AdaGoal is described in the evidence as a method, not a benchmark');
    expect(draft.omitted.map((o) => [o.id, o.why])).toEqual([['ada', 'selected, but none of its stored facts passed the verifier']]);
  });

  it('writes wins over several competitors on several benchmarks as one sentence, and refuses a reduction that names nothing', () => {
    const SD = 'Skill-SD improves both vanilla GRPO (+14.0%/+10.9% on AppWorld/Sokoban) and vanilla OPD (+42.1%/+40.6% on AppWorld/Sokoban).';
    const LO = 'LOPD surpasses GRPO with less than 30% of its rollout budget.';
    const sd = paper('sd', {
      proposes: [fact(ent('Skill-SD'), 'We introduce Skill-SD.')],
      comparisons: [
        claim('Skill-SD', 'GRPO', 'AppWorld', '+14.0%', SD, 0),
        claim('Skill-SD', 'GRPO', 'Sokoban', '+10.9%', SD, 1),
        claim('Skill-SD', 'OPD', 'AppWorld', '+42.1%', SD, 2),
        claim('Skill-SD', 'OPD', 'Sokoban', '+40.6%', SD, 3),
      ],
    });
    const draft = generateRelatedWork({ ...empty, papers: [sd] });
    expect(printed(draft.markdown)).toContain('Skill-SD [1] outperforms GRPO on AppWorld (+14.0%) and on Sokoban (+10.9%), and OPD on AppWorld (+42.1%) and on Sokoban (+40.6%).');
    expect(draft.sentences?.[0]?.facts.map((f) => f.kind)).toEqual(['proposes', 'claim', 'claim', 'claim', 'claim']);
    const lopd = paper('lopd', { proposes: [fact(ent('LOPD'), 'We introduce LOPD.')], comparisons: [{ ...claim('LOPD', 'GRPO', null, null, LO, 0), lowerIsBetter: true }] });
    expect(checkClaim(lopd.comparisons[0]!, lopd)).toBe('a reduction with neither metric nor margin: nothing a reader could check');
  });

  it('writes margins for several backbones "respectively" as the evidence does, without pinning them all on one backbone', () => {
    const N = 'Neighborhood OPSD improves the three-benchmark Average@12 over OPSD by 2.75, 1.67, and 1.94 points on Qwen3-1.7B, 4B, and 8B, respectively.';
    const n = paper('nopsd', { proposes: [fact(ent('N-OPSD'), 'We introduce N-OPSD.')], comparisons: [{ ...claim('N-OPSD', 'OPSD', null, '2.75, 1.67, and 1.94 points', N, 0, 'Average@12'), model: 'Qwen3-1.7B' }] });
    const draft = generateRelatedWork({ ...empty, papers: [n], aliases: { nopsd: ['Neighborhood OPSD'] } });
    // The evidence's own words say which backbone each margin is for.
    expect(printed(draft.markdown)).toContain('N-OPSD [1] outperforms OPSD in Average@12 (2.75, 1.67, and 1.94 points on Qwen3-1.7B, 4B, and 8B, respectively).');
    expect(draft.dropped[0]?.reason).toMatch(/respectively, not all for Qwen3-1.7B/);
  });

  it('writes lower-is-better as a reduction, and refuses a reduction the sentence does not state', () => {
    const TURNS = 'TRIAGE also reduces environment-facing turns by 10.4% on ALFWorld and 14.8% on WebShop relative to GRPO.';
    const lower = (b: string, d: string, i: number): ComparisonClaim => ({ ...claim('TRIAGE', 'GRPO', b, d, TURNS, i, 'environment-facing turns'), lowerIsBetter: true });
    const t = paper('turns', { proposes: [fact(ent('TRIAGE'), TRIAGE_PROPOSE)], comparisons: [lower('ALFWorld', '10.4%', 0), lower('WebShop', '14.8%', 1)] });
    const draft = generateRelatedWork({ ...empty, papers: [t] });
    expect(draft.markdown).toContain('TRIAGE [1], a role-typed credit assignment framework, reduces environment-facing turns by 10.4% on ALFWorld and by 14.8% on WebShop relative to GRPO.');
    expect(draft.dropped).toEqual([]);
    const gain = 'TRIAGE improves success by 10.4% on ALFWorld over GRPO.';
    expect(checkClaim({ ...claim('TRIAGE', 'GRPO', 'ALFWorld', '10.4%', gain, 0, 'success'), lowerIsBetter: true }, t)).toBe('a reduction is claimed but the evidence states none near the margin');
  });

  it('refuses a before-figure as a score of the backbone, keeps it for the system the paper improves on', () => {
    const UNSAFE = 'Notably, it reduces unsafe outputs on the WildJailbreak benchmark from 81.4\\% to 3.6\\% with DeepSeek-V3.';
    const safe = paper('safe', { proposes: [fact(ent('SafeX'), 'We propose SafeX.')], results: [result('DeepSeek-V3', 'WildJailbreak', '81.4\\%', 'unsafe outputs', UNSAFE)] });
    expect(checkResult(safe.results[0]!, safe)).toBe('81.4% is the figure before the change, not a score of DeepSeek-V3');
    expect(printed(generateRelatedWork({ ...empty, papers: [safe] }).markdown)).not.toContain('81.4');
    expect(checkResult(result('vanilla OPD', 'ScienceWorld', '24.70%', 'mean success', GC_CLAIM), gcopd)).toBeNull();
    expect(checkResult(result('GC-OPD', 'ScienceWorld', '48.78%', 'mean success', GC_CLAIM), gcopd)).toBeNull();
  });

  it('does not list the backbone among the baselines', () => {
    const S = 'Built on DeepSeek-V3, SafeX is compared with Llama-Guard and DeepSeek-V3.';
    const p = paper('bb', {
      proposes: [fact(ent('SafeX'), 'We propose SafeX.')],
      comparesWith: [fact(ent('Llama-Guard'), S), fact(ent('DeepSeek-V3'), S)],
      usesModels: [fact(ent('DeepSeek-V3', 'Model'), S)],
    });
    const draft = generateRelatedWork({ ...empty, papers: [p] });
    expect(draft.markdown).toContain('SafeX [1] is compared with Llama-Guard.');
    expect(draft.dropped.map((d) => d.reason)).toEqual(['DeepSeek-V3 is a model the paper builds on, not a baseline']);
  });
});

describe('helpers', () => {
  const appositives: Array<[string, string, string | null]> = [
    [TRIAGE_PROPOSE, 'TRIAGE', 'a role-typed credit assignment framework'],
    ['We introduce UCOB, a framework for learning to utilize and evolve agentic skills via credit-aware on-policy bidirectional self-distillation.', 'UCOB', 'a framework for learning to utilize and evolve agentic skills via credit-aware on-policy bidirectional self-distillation'],
    ['We introduce ReSAIL, a plug-in augmentation for iterative PI-based self-distillation.', 'ReSAIL', 'a plug-in augmentation for iterative PI-based self-distillation'],
    ['We present Strategic Trajectory Abstraction (StraTA), a simple framework that introduces a strategy.', 'StraTA', 'a simple framework'],
    ['We propose TRIAGE to fix credit.', 'TRIAGE', null],
    ['We propose Foo, which is great.', 'Foo', null],
    ['Nothing here.', 'Bar', null],
  ];
  it.each(appositives)('appositive of %s', (sentence, name, expected) => {
    expect(appositive(sentence, name)).toBe(expected);
  });

  it('joins lists and names authors', () => {
    expect(joinList(['A'])).toBe('A');
    expect(joinList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(authorPhrase([])).toBeNull();
    expect(authorPhrase(['Ada Lovelace'])).toBe('Lovelace');
    expect(authorPhrase(['Ada Lovelace', 'Alan Turing'])).toBe('Lovelace and Turing');
  });
});

describe('the user\'s work at the centre (draft abstract)', () => {
  const own = { methods: ['StepWise'], description: 'a turn-level advantage estimator for LLM agents', benchmarks: ['ALFWorld', 'WebShop'], baselines: ['GRPO'], claims: [], contrast: null };
  const ctx: RelatedWorkContext = { ...grpoFocus, focus: { ...grpoFocus.focus, methods: [ent('StepWise'), ...grpoFocus.focus.methods], baselines: [ent('GRPO')], own } };
  const draft = generateRelatedWork(ctx);

  it('ends every theme paragraph by positioning the user\'s method, with a placeholder where the abstract says nothing', () => {
    for (const s of draft.sections) expect(s.paragraphs.at(-1)).toMatch(/StepWise[^.]*\[TODO: how StepWise differs\]\.$/);
    expect(draft.markdown).toContain('Like [1, 2], StepWise is compared against GRPO; unlike them, StepWise [TODO: how StepWise differs].');
    expect(draft.markdown).toContain('Like [3, 4, 5], StepWise is evaluated on ALFWorld; unlike them, StepWise [TODO: how StepWise differs].');
    expect(draft.markdown).toContain('Unlike [6], which addresses a related problem, StepWise, a turn-level advantage estimator for LLM agents, [TODO: how StepWise differs].');
    expect(verifyDraft(ctx, draft)).toEqual([]);
  });

  it('uses the abstract\'s own contrast clause when it has one', () => {
    const withContrast = generateRelatedWork({ ...ctx, focus: { ...ctx.focus, own: { ...own, contrast: 'StepWise estimates a separate advantage for each turn' } } });
    expect(withContrast.markdown).toContain('Like [1, 2], StepWise is compared against GRPO; unlike them, StepWise estimates a separate advantage for each turn.');
    expect(withContrast.markdown).not.toContain('TODO');
  });

  it('reads the user\'s method, benchmarks, baselines and contrast from the abstract', async () => {
    const { ownWork } = await import('../relatedwork/select.ts');
    const { extract } = await import('../ingest/extract/index.ts');
    const text = 'We propose StepWise, a turn-level advantage estimator for LLM agents. Unlike trajectory-level methods that share one advantage across turns, StepWise estimates a separate advantage for each turn. On ALFWorld and WebShop, StepWise outperforms GRPO by 6.2% success rate.';
    const o = ownWork(text, extract(text))!;
    expect(o.methods).toEqual(['StepWise']);
    expect(o.description).toBe('a turn-level advantage estimator for LLM agents');
    expect(o.baselines).toEqual(['GRPO']);
    expect(o.benchmarks).toEqual(['ALFWorld', 'WebShop']);
    expect(o.contrast).toBe('StepWise estimates a separate advantage for each turn');
  });
});

describe('compact context', () => {
  it('keeps each evidence sentence once, referenced by id, at well under half the size', async () => {
    const { compactContext } = await import('../relatedwork/compact.ts');
    const c = compactContext(grpoFocus);
    const sentences = Object.values(c.evidence);
    expect(new Set(sentences).size).toBe(sentences.length);
    const all = new Set(grpoFocus.papers.flatMap((p) => [...p.proposes, ...p.introduces, ...p.evaluatesOn, ...p.comparesWith, ...p.usesModels, ...p.comparisons, ...p.results].map((f) => f.evidence.sentence)));
    expect(new Set(sentences)).toEqual(all);
    const ids = JSON.stringify(c.papers).match(/"ev":"(e\d+)"/g)!.map((m) => m.slice(6, -1));
    for (const id of ids) expect(c.evidence[id]).toBeDefined();
    expect(JSON.stringify(c).length).toBeLessThan(JSON.stringify(grpoFocus).length * 0.5);
    expect(c.papers[1]!.comparisons![0]).toEqual({ winner: 'CogRouter', loser: 'GRPO', benchmark: 'ALFWorld', metric: 'success rate', delta: '+14.0%', ev: c.papers[1]!.comparisons![0]!.ev });
    expect(compactContext(structuredClone(grpoFocus))).toEqual(c);
  });

  it('writes each long form once, by name, and abstracts only when the context carries them', async () => {
    const { compactContext } = await import('../relatedwork/compact.ts');
    const c = compactContext(grpoFocus);
    const longForms = grpoFocus.papers.flatMap((p) => [...p.proposes, ...p.introduces].filter((f) => f.entity.longForm).map((f) => [f.entity.name, f.entity.longForm]));
    expect(longForms.length).toBeGreaterThan(0);
    for (const [name, lf] of longForms) expect(c.entities?.[name!]?.longForm).toBe(lf);
    expect(JSON.stringify(c)).not.toContain('"abstract"');
    const withAbstract = compactContext({ ...grpoFocus, papers: grpoFocus.papers.map((p) => ({ ...p, abstract: `Abstract of ${p.id}.` })) });
    expect(withAbstract.papers.map((p) => p.abstract)).toEqual(grpoFocus.papers.map((p) => `Abstract of ${p.id}.`));
  });
});

describe('coverage and citation styles', () => {
  const alf = ent('ALFWorld', 'Benchmark');
  const bare = (id: string, name: string | null) =>
    paper(id, {
      proposes: name ? [fact(ent(name), `We propose ${name}.`)] : [],
      evaluatesOn: [fact(alf, 'Experiments on ALFWorld and WebShop.', 50)],
    });
  const ctx: RelatedWorkContext = {
    focus: { methods: [], benchmarks: [alf], baselines: [], topic: null, paperId: null },
    papers: [bare('p1', null), bare('p2', 'Skill1'), bare('p3', 'UCOB'), bare('p4', null), paper('p5', { proposes: [fact(ent('Nothing'), 'We study things.')] })],
    notes: [],
    omitted: [{ id: 'p9', label: 'SLIM', score: 3, reasons: ['evaluates-on-benchmark ALFWorld'], why: 'ranked 21, below the limit of 20' }],
  };

  it('lists papers known only by the theme fact in one sentence, named ones first, numbered after the others', () => {
    const draft = generateRelatedWork(ctx);
    expect(draft.sections[0]!.paragraphs[0]).toBe('Skill1 [1], UCOB [2] and the works [3, 4] evaluate on ALFWorld.');
  });

  it('lists the relevant papers it did not cite, with why', () => {
    const draft = generateRelatedWork(ctx);
    expect(draft.omitted.map((o) => [o.id, o.why])).toEqual([
      ['p5', 'selected, but none of its stored facts passed the verifier'],
      ['p9', 'ranked 21, below the limit of 20'],
    ]);
    expect(draft.markdown).toContain('Relevant papers not cited (2; 5 selected; a higher limit cites more):');
    expect(draft.markdown).toContain('  - SLIM (paper p9; evaluates-on-benchmark ALFWorld): ranked 21, below the limit of 20');
  });

  it('writes \\cite{key} with the BibTeX keys when asked, and no numbered reference list', () => {
    const numeric = generateRelatedWork(grpoFocus);
    const latex = generateRelatedWork(grpoFocus, { citations: 'latex' });
    const keys = numeric.references.map((r) => r.key);
    expect(latex.references.map((r) => r.key)).toEqual(keys);
    expect(latex.markdown).toContain(`Several methods are compared against GRPO \\cite{${keys[0]},${keys[1]}}.`);
    expect(latex.markdown).not.toContain('### References');
    expect(latex.markdown).not.toMatch(/\[\d+(?:, \d+)*\]/);
    expect(latex.bibtex).toBe(numeric.bibtex);
    expect(verifyDraft(grpoFocus, latex)).toEqual([]);
  });

  it('leaves escaped brackets and placeholders alone when converting citations', () => {
    const keys = new Map([
      [1, 'a2024x'],
      [2, 'b2025y'],
    ]);
    expect(latexCitations('X [1] and Y [1, 2]; \\[1\\] stays; [TODO: how X differs]; [3] unknown.', keys)).toBe('X \\cite{a2024x} and Y \\cite{a2024x,b2025y}; \\[1\\] stays; [TODO: how X differs]; [3] unknown.');
  });

  it('breaks ties by shared facts, then by text relevance, never first by id', () => {
    const r = (kind: SelectionReason['kind'], entityKey: string, weight: number): SelectionReason => ({ kind, entity: entityKey, entityKey, weight });
    const reasons = new Map<string, SelectionReason[]>([
      ['a', [r('evaluates-on-benchmark', 'alfworld', 3)]],
      ['b', [r('evaluates-on-benchmark', 'alfworld', 3), r('reports-on-benchmark', 'alfworld', 3)]],
      ['c', [r('evaluates-on-benchmark', 'alfworld', 3)]],
      ['d', [r('evaluates-on-benchmark', 'alfworld', 3)]],
    ]);
    expect(rankCandidates(reasons, ['alfworld'], 4, new Map([['c', 2.5], ['a', 0.5]]))).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('themes by idea and comparisons across papers', () => {
  // Two self-distillation papers, two skill-library agent papers, and a robotics paper whose method name carries OPD
  // like one of the distillation papers' baselines: grouped by what they share, never by a name's letters.
  const sd = (id: string, name: string, margin: string) => {
    const winSentence = `On AIME 2024, ${name} improves Avg@12 over OPSD by ${margin} points.`;
    return paper(id, {
      proposes: [fact(ent(name), `We propose ${name}, a method for on-policy self-distillation with a privileged teacher for mathematical reasoning.`)],
      comparesWith: [fact(ent('OPSD'), winSentence, 100)],
      evaluatesOn: [fact(ent('AIME 2024', 'Benchmark'), winSentence, 100)],
      comparisons: [claim(name, 'OPSD', 'AIME 2024', `${margin} points`, winSentence, 0, 'Avg@12')],
    });
  };
  const skill = (id: string, name: string, margin: string) => {
    const winSentence = `On ALFWorld, ${name} outperforms GRPO by ${margin} in success rate.`;
    return paper(id, {
      proposes: [fact(ent(name), `We introduce ${name}, an agent that builds a skill library from past trajectories of language agents.`)],
      comparesWith: [fact(ent('GRPO'), winSentence, 100)],
      evaluatesOn: [fact(ent('ALFWorld', 'Benchmark'), winSentence, 100)],
      comparisons: [claim(name, 'GRPO', 'ALFWorld', `${margin}`, winSentence, 0, 'success rate')],
    });
  };
  const robot = paper('robot', {
    proposes: [fact(ent('RoboOPD'), 'We present RoboOPD, a humanoid controller for whole-body motion imitation.')],
    evaluatesOn: [fact(ent('HumanoidBench', 'Benchmark'), 'RoboOPD is evaluated on HumanoidBench.', 50)],
  });
  const papers = [sd('sd1', 'ATESD', '0.95'), skill('sk1', 'SkillWeaver', '14.0%'), robot, sd('sd2', 'NOPSD', '2.75'), skill('sk2', 'LibAgent', '6.1%')];
  const ctx: RelatedWorkContext = { ...empty, papers };
  const draft = generateRelatedWork(ctx);

  it('groups papers by shared words, baselines and benchmarks, and leaves a paper sharing only letters of a name alone', () => {
    expect(draft.sections.map((s) => s.title)).toEqual(['Improving on OPSD', 'Improving on GRPO', 'Other related work']);
    const ids = (i: number) => draft.sections[i]!.citations.map((n) => draft.references[n - 1]!.paperId);
    expect(ids(0)).toEqual(['sd1', 'sd2']);
    expect(ids(1)).toEqual(['sk1', 'sk2']);
    expect(ids(2)).toEqual(['robot']);
  });

  it('opens each clustered theme with a topic sentence naming what its papers share', () => {
    expect(draft.sections[0]!.paragraphs[0]).toMatch(/^Two works \[1, 2\] share OPSD as a baseline, /);
    expect(draft.sections[0]!.paragraphs[0]).toContain('“on-policy self-distillation”');
    expect(draft.sections[1]!.paragraphs[0]).toMatch(/^Two works \[3, 4\] share GRPO as a baseline, /);
    expect(draft.sections[1]!.paragraphs[0]).toContain('“skill library”');
    // Each quoted term is written in every cited paper's own sentences.
    for (const [i, section] of draft.sections.slice(0, 2).entries()) {
      const quoted = [...section.paragraphs[0]!.split('. ')[0]!.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
      expect(quoted.length, `section ${i}`).toBeGreaterThan(0);
      for (const n of section.citations) {
        const p = papers.find((x) => x.id === draft.references[n - 1]!.paperId)!;
        const terms = new Set(themeTerms([...p.proposes, ...p.comparisons].map((f) => f.evidence.sentence).join(' ')).map(([k]) => k));
        for (const q of quoted) expect(terms.has(q.split(' ').map((w, j, all) => (j === all.length - 1 ? foldPlural(w) : w)).join(' ')), `${q} in ${p.id}`).toBe(true);
      }
    }
  });

  it('compares papers that beat the same baseline on the same benchmark, each margin beside its own citation', () => {
    expect(draft.markdown).toContain('ATESD [1] (by 0.95 points) and NOPSD [2] (by 2.75 points) both report gains over OPSD in Avg@12 on AIME 2024.');
    expect(draft.markdown).toContain('SkillWeaver [3] (by 14.0%) and LibAgent [4] (by 6.1%) both report gains over GRPO in success rate on ALFWorld.');
    const across = draft.sentences!.filter((r) => r.text.includes('both report gains'));
    expect(across.map((r) => r.facts.map((f) => f.paperId))).toEqual([['sd1', 'sd2'], ['sk1', 'sk2']]);
    expect(verifyDraft(ctx, draft)).toEqual([]);
  });

  it('refuses a comparison across papers that a stored fact does not support', () => {
    const [a, b] = [papers[1]!, papers[4]!];
    const good = comparisonAcross([{ paper: a, number: 1, claim: a.comparisons[0]! }, { paper: b, number: 2, claim: b.comparisons[0]! }]);
    expect(good.refused).toBeNull();
    // A margin its evidence sentence does not write.
    const forged = { ...b.comparisons[0]!, delta: '9.9%' };
    const bad = comparisonAcross([{ paper: a, number: 1, claim: a.comparisons[0]! }, { paper: b, number: 2, claim: forged }]);
    expect(bad.refused).toMatch(/9\.9%/);
    // Another paper's winner put on the claim: the part of LibAgent no longer names its own winner.
    const swapped = { ...b.comparisons[0]!, winner: ent('SkillWeaver') };
    expect(comparisonAcross([{ paper: a, number: 1, claim: a.comparisons[0]! }, { paper: b, number: 2, claim: swapped }]).refused).not.toBeNull();
  });

  it('leaves a claim the verifier refuses out of any comparison across papers, and reports it', () => {
    // The stored metric is not written in LibAgent's sentence: the claim is refused, so nothing is compared.
    const wrong = { ...papers[4]!, comparisons: [{ ...papers[4]!.comparisons[0]!, metric: 'pass@1' }] };
    const d = generateRelatedWork({ ...empty, papers: [papers[1]!, wrong] });
    expect(d.markdown).not.toContain('report gains');
    expect(d.dropped.map((x) => x.paperId)).toEqual(['sk2']);
    expect(d.markdown).toContain('SkillWeaver [1] outperforms GRPO in success rate on ALFWorld (14.0%).');
  });

  it('compares metrics without case, plural or a trailing "points"', () => {
    expect(metricKey('Success Rates')).toBe(metricKey('success rate'));
    expect(metricKey('Average@12 points')).toBe('average@12');
    expect(metricKey(null)).toBe('');
  });

  it('positions the user\'s work at the end of every theme, the topic included', () => {
    const own = { methods: ['StepWise'], description: null, benchmarks: ['ALFWorld'], baselines: ['GRPO'], claims: [], contrast: null };
    const d = generateRelatedWork({ ...ctx, focus: { ...ctx.focus, own } });
    expect(d.sections).toHaveLength(3);
    for (const s of d.sections) expect(s.paragraphs.at(-1)).toMatch(/(?:^|\. )(?:Like|Unlike) \[[\d, ]+\][^.]*StepWise \[TODO: how StepWise differs\]\.$/);
    expect(d.markdown).toContain('Like [3, 4], StepWise is compared against GRPO; unlike them, StepWise [TODO: how StepWise differs].');
  });

  it('writes a large theme of the input\'s own in paragraphs by idea, each with its topic sentence, comparison and positioning', () => {
    const sdGrpo = (id: string, name: string, margin: string) => {
      const winSentence = `On AIME 2024, ${name} improves Avg@12 over GRPO by ${margin} points.`;
      return paper(id, {
        proposes: [fact(ent(name), `We propose ${name}, a method for on-policy self-distillation with a privileged teacher for mathematical reasoning.`)],
        comparesWith: [fact(ent('GRPO'), winSentence, 100)],
        comparisons: [claim(name, 'GRPO', 'AIME 2024', `${margin} points`, winSentence, 0, 'Avg@12')],
      });
    };
    const six = [skill('g1', 'SkillWeaver', '14.0%'), sdGrpo('g2', 'ATESD', '0.95'), skill('g3', 'LibAgent', '6.1%'), sdGrpo('g4', 'NOPSD', '2.75'), skill('g5', 'SkillMem', '3.2%'), sdGrpo('g6', 'PAST', '1.5')];
    const focus = { methods: [], benchmarks: [], baselines: [ent('GRPO')], topic: null, paperId: null };
    const d = generateRelatedWork({ ...empty, focus, papers: six });
    expect(d.sections.map((s) => s.title)).toEqual(['Improving on GRPO']);
    const [first, second] = d.sections[0]!.paragraphs;
    expect(d.sections[0]!.paragraphs).toHaveLength(2);
    expect(first).toMatch(/^Several methods are compared against GRPO \[1, 2, 3, 4, 5, 6\]\. Three works \[1, 2, 3\] share [^.]*“skill library”/);
    expect(first).toContain('SkillWeaver [1] (by 14.0%), LibAgent [2] (by 6.1%) and SkillMem [3] (by 3.2%) all report gains over GRPO in success rate on ALFWorld.');
    expect(second).toMatch(/^Three works \[4, 5, 6\] share [^.]*“on-policy self-distillation”/);
    expect(second).toContain('ATESD [4] (by 0.95 points), NOPSD [5] (by 2.75 points) and PAST [6] (by 1.5 points) all report gains over GRPO in Avg@12 on AIME 2024.');
    expect(d.references.map((r) => r.paperId)).toEqual(['g1', 'g3', 'g5', 'g2', 'g4', 'g6']);
    const own = { methods: ['StepWise'], description: null, benchmarks: [], baselines: ['GRPO'], claims: [], contrast: 'StepWise estimates a separate advantage for each turn' };
    const positioned = generateRelatedWork({ ...empty, focus: { ...focus, own }, papers: six });
    const paras = positioned.sections[0]!.paragraphs;
    expect(paras[0]).toMatch(/ Unlike \[1, 2, 3\], which share [^.]+, StepWise estimates a separate advantage for each turn\.$/);
    expect(paras[1]).toMatch(/ Like \[1, 2, 3, 4, 5, 6\], StepWise is compared against GRPO; unlike them, StepWise estimates a separate advantage for each turn\.$/);
    expect(verifyDraft({ ...empty, focus, papers: six }, d)).toEqual([]);
    // A benchmark the user's abstract names too is said as shared: "Like [1, 2, 3], StepWise is evaluated on ALFWorld".
    const alike = generateRelatedWork({ ...empty, focus: { ...focus, own: { ...own, benchmarks: ['ALFWorld'] } }, papers: six });
    expect(alike.sections[0]!.paragraphs[0]).toMatch(/ Like \[1, 2, 3\], StepWise is evaluated on ALFWorld; unlike them, StepWise estimates a separate advantage for each turn\.$/);
  });

  it('names a paragraph only by what no other paper of its theme holds', () => {
    const alf = (id: string, name: string, text: string, webshop: boolean) =>
      paper(id, {
        proposes: [fact(ent(name), `We propose ${name}, ${text}.`)],
        evaluatesOn: [fact(ent('ALFWorld', 'Benchmark'), `${name} is evaluated on ALFWorld${webshop ? ' and WebShop' : ''}.`, 80), ...(webshop ? [fact(ent('WebShop', 'Benchmark'), `${name} is evaluated on ALFWorld and WebShop.`, 80)] : [])],
      });
    // Four papers elsewhere, so that WebShop (held by four of the nine) is rare enough to count.
    const other = (id: string, name: string, bench: string, text: string) =>
      paper(id, { proposes: [fact(ent(name), `We propose ${name}, ${text}.`)], evaluatesOn: [fact(ent(bench, 'Benchmark'), `${name} is evaluated on ${bench}.`, 80)] });
    const five = [
      alf('w1', 'SkillWeaver', 'a memory-based household agent that keeps a skill library of past trajectories', true),
      alf('w2', 'LibAgent', 'a lifelong household agent whose skill library grows from past trajectories', true),
      alf('w3', 'PlanOne', 'a hierarchical embodied planner with learned subgoals for embodied agents', true),
      alf('w4', 'PlanTwo', 'a hierarchical embodied planner that learns subgoals from demonstrations', false),
      alf('w5', 'Reflexa', 'a reflective language agent with verbal critiques of failed episodes', true),
      other('o1', 'ChemNet', 'MoleculeBench', 'a graph network for molecular property prediction'),
      other('o2', 'SpeechX', 'LibriSpeech', 'a streaming speech recognizer with chunked attention'),
      other('o3', 'TabFormer', 'OpenML-CC18', 'a transformer for tabular classification'),
      other('o4', 'VisionY', 'ImageNet', 'a convolutional backbone for image classification'),
    ];
    const d = generateRelatedWork({ ...empty, focus: { methods: [], benchmarks: [ent('ALFWorld', 'Benchmark')], baselines: [], topic: null, paperId: null }, papers: five });
    const topics = d.sections[0]!.paragraphs.map((p) => p.split('. ').find((x) => / works \[[\d, ]+\] share /.test(x)) ?? null);
    expect(topics.filter(Boolean).length).toBeGreaterThan(0);
    for (const t of topics.filter((x): x is string => x !== null)) expect(t).not.toContain('evaluation on WebShop');
    expect(d.markdown).toMatch(/Two works \[1, 2\] share [^.]*“skill library”/);
  });

  it('writes the same draft twice', () => {
    expect(generateRelatedWork(structuredClone(ctx))).toEqual(draft);
  });
});
