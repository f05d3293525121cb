import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { findAcronyms } from '../ingest/extract/acronyms.ts';
import { buildDoc, firstSpanFrom, isNameable, tokenIndexAt } from '../ingest/extract/doc.ts';
import { firstStartingFrom } from '../ingest/extract/tokens.ts';
import { addTitleSpans } from '../ingest/extract/learn/entities.ts';
import { INTRO_RULES, neededWords } from '../ingest/extract/introductions.ts';
import { EXTRACTOR_VERSION, extract as extractWith } from '../ingest/extract/index.ts';
import { extractPaper } from '../ingest/extract-paper.ts';
import { FAMILIES, MAX_ABSTRACT_CHARS } from '../bench/adversarial-inputs.ts';
import { rulesOnlyModel } from '../ingest/extract/learn/model.ts';
import { parseMargin } from '../ingest/extract/numbers.ts';
import { toScoreRecord } from '../ingest/extract/score-format.ts';
import { plainText } from '../ingest/extract/latex.ts';
import { splitSentences } from '../ingest/extract/sentences.ts';
import type { Extraction, Mention } from '../ingest/types.ts';

// These tables pin the rule layer, rule by rule: the learned layer (test/learned.test.ts)
// is switched off so that a table row says what its rule does.
const RULES = rulesOnlyModel();
const extract = (text: string): Extraction => extractWith(text, RULES);

const names = (ms: Mention[]): string[] => ms.map((m) => m.name);
/** A claim as one line: winner, loser, benchmark, margin, and (B) for a gain over the method's own base model. */
const claimLine = (c: Extraction['comparisons'][number]): string => `${c.method}>${c.baseline}@${c.benchmark ?? '-'}:${c.delta ?? '-'}${c.baseModel ? '(B)' : ''}`;
/** What a text says the paper made: its methods, then its introduced benchmarks. */
const ownWork = (e: Extraction): string[][] => [names(e.methods), names(e.introducedBenchmarks)];
const forms = (ms: Mention[]): string[] => ms.flatMap((m) => [m.name, ...m.aliases]);
const claims = (e: Extraction): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} on ${c.benchmark ?? '-'}`);
const scores = (e: Extraction): string[] => e.results.map((r) => `${r.method} on ${r.benchmark} = ${r.value}`);

describe('sentences', () => {
  it.each([
    ['Learning in games (e.g. StarCraft, poker) is hard. We try.', 2],
    ['Scores rise from 3.5 to 4.2. Next sentence here.', 2],
    ['Prior work (Anthony et al. 2017) helps. We go on.', 2],
    ['One sentence without a final period', 1],
  ])('%s has %i sentences', (text, n) => expect(splitSentences(text)).toHaveLength(n));

  it('keeps exact offsets', () => {
    const text = 'First one.  Second one! Third?';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});

describe('acronyms', () => {
  it.each([
    ['we present Strategic Trajectory Abstraction (StraTA), a framework', 'StraTA', 'Strategic Trajectory Abstraction'],
    ['We introduce Neighborhood OPSD (N-OPSD) to turn', 'N-OPSD', 'Neighborhood OPSD'],
    ['we propose DRAG (Distributionally Robust Auto-Encoding for GCRL), a method', 'DRAG', 'Distributionally Robust Auto-Encoding for GCRL'],
    ['architecture "BEhavior generation with ScOre-based Diffusion Policies" (BESO) leverages', 'BESO', 'BEhavior generation with ScOre-based Diffusion Policies'],
    ['we propose **T**heory **o**f **M**ind **P**olicy **O**ptimization **(ToMPO)** algorithm', 'ToMPO', 'T**heory **o**f **M**ind **P**olicy **O**ptimization'],
    ['Large Language Models (LLMs) are used', 'LLMs', 'Large Language Models'],
    // Letters first matched inside a hyphenated word spell out the whole word.
    ['we propose Weight-Decomposed Low-Rank Adaptation (DoRA).', 'DoRA', 'Weight-Decomposed Low-Rank Adaptation'],
    ['(i) Test-time Batch Renormalization (TBR), introduced', 'TBR', 'Test-time Batch Renormalization'],
    ['Its core component is the Difficulty-ADAptive GRPO (AdaGRPO) algorithm', 'AdaGRPO', 'Difficulty-ADAptive GRPO'],
  ])('%s', (text, short, long) => {
    const pair = findAcronyms(text, () => 0).find((p) => p.short === short);
    expect(pair?.long).toBe(long);
    expect(text.slice(pair?.longStart, pair?.longEnd)).toBe(long);
  });
});

describe('margins', () => {
  it.each([
    ['+14.0%', 14, '%', undefined, undefined],
    ['23.5 points', 23.5, 'points', undefined, undefined],
    ['5.6 percentage points', 5.6, 'pp', undefined, undefined],
    ['1.7-2.4x', 2.4, 'x', undefined, undefined],
    ['up to 7x', 7, 'x', undefined, undefined],
    ['more than doubles', 2, 'x', undefined, undefined],
    ['from 24.70% to 48.78%', 24.08, 'pp', 24.7, 48.78],
    ['from 81.4% to 3.6%', -77.8, 'pp', 81.4, 3.6],
  ])('%s', (text, value, unit, from, to) => {
    const m = parseMargin(text);
    expect(m.text).toBe(text);
    expect(m.value).toBeCloseTo(value, 6);
    expect(m.unit).toBe(unit);
    if (from !== undefined) expect([m.from, m.to]).toEqual([from, to]);
  });
});

describe('names that tokenizers break', () => {
  const text =
    'We propose FooRL. We fine-tune Qwen2.5-7B, OLMo-3-7B-Instruct, LLaDA-8B and π0.5 with π_{0.7} as teacher, and evaluate on Search-QA with GPT-4o and OpenAI-o3 as judges.';
  const e = extract(text);
  it.each(['Qwen2.5-7B', 'OLMo-3-7B-Instruct', 'LLaDA-8B', 'π0.5', 'π_{0.7}', 'GPT-4o', 'OpenAI-o3'])('%s is a model', (name) =>
    expect(names(e.models)).toContain(name),
  );
  it('takes a coined name used as a model', () =>
    expect(names(extract('We use a pretrained V-JEPA model and our FooNet model.').models)).toEqual(['V-JEPA']));
  it('keeps Search-QA whole as a benchmark', () => expect(names(e.benchmarks)).toEqual(['Search-QA']));
  it('finds the method', () => expect(names(e.methods)).toEqual(['FooRL']));
});

describe('methods and introduced benchmarks', () => {
  it.each([
    ['In this work, we present Strategic Trajectory Abstraction (StraTA), a simple framework for agents.', ['StraTA'], []],
    ['We propose Attacca, a new approach that trains policies. Attacca uses goal sampling.', ['Attacca'], []],
    ['We introduce CheeseBench, a benchmark that evaluates LLMs on nine paradigms.', [], ['CheeseBench']],
    ['We construct a new dataset called ToolTrace with 10k trajectories.', [], ['ToolTrace']],
    ['We introduce OmniSpeech-1M, a multilingual speech corpus.', [], ['OmniSpeech-1M']],
    ['We present SFT results on GSM8K and implement everything in PyTorch.', [], []],
    ['We introduce Neighborhood OPSD (N-OPSD). MaxPeak selects the anchor token.', ['N-OPSD', 'MaxPeak'], []],
    ['FlashAttention accelerates attention. We propose FooAttn, a kernel.', ['FooAttn'], []],
    ['We propose MBT, a post-training framework with two formulations: MBT-S and MBT-R.', ['MBT', 'MBT-S', 'MBT-R'], []],
    ['We study when personalization helps and propose PerSim, a hybrid policy.', ['PerSim'], []],
    ['We present a novel ILfO framework that masters earlier behaviors.', [], []],
    ['We propose a general-purpose, language-conditioned approach that combines skill priors.', [], []],
    ['We extend Policy Space Response Oracles (PSRO), an online game-solving approach, with uncertainty.', [], []],
  ])('%s', (text, methods, introduced) => {
    const e = extract(text);
    expect(names(e.methods)).toEqual(methods);
    expect(names(e.introducedBenchmarks)).toEqual(introduced);
  });

  it('keeps the long form as an alias', () => {
    const e = extract('In this work, we present Strategic Trajectory Abstraction (StraTA), a simple framework.');
    expect(e.methods[0]?.aliases).toContain('Strategic Trajectory Abstraction');
  });
});

describe('benchmarks, splits and aliases', () => {
  it.each([
    ['Experiments on ALFWorld Unseen show gains.', 'ALFWorld', 'ALFWorld Unseen'],
    ['Experiments on SciWorld show gains.', 'SciWorld', 'ScienceWorld'],
    ['We evaluate on AIME 2024 and HMMT February 2025.', 'AIME 2024', 'AIME 2024'],
    ['On AIME24 our model is strong.', 'AIME24', 'AIME24'],
    ['We evaluate on MuJoCo-based tasks.', 'MuJoCo', 'MuJoCo'],
  ])('%s', (text, name, form) => {
    const e = extract(text);
    expect(names(e.benchmarks)).toContain(name);
    expect(forms(e.benchmarks)).toContain(form);
  });

  it('takes a capitalized name described as a game', () =>
    expect(names(extract('We instantiate the contract in Slay the Spire 2, a closed-rule stochastic deck-building game.').benchmarks)).toEqual(['Slay the Spire 2']));

  it.each([
    'We use multiple behavior policies and math word problems.',
    'Learning in strategy games requires diverse policies.',
  ])('no benchmark in "%s"', (text) => expect(extract(text).benchmarks).toEqual([]));
});

describe('comparisons', () => {
  it.each([
    ['We propose TRIAGE. Across ALFWorld, Search-QA, and WebShop, TRIAGE improves success rates over GRPO.', ['TRIAGE > GRPO on ALFWorld', 'TRIAGE > GRPO on Search-QA', 'TRIAGE > GRPO on WebShop']],
    ['We propose SCOUT. SCOUT outperforms vanilla GRPO and DAPO by 3.1 points.', ['SCOUT > GRPO on -', 'SCOUT > DAPO on -']],
    ['We propose DoC. We show that DoC achieves significantly better performance than DT on stochastic environments.', ['DoC > DT on -']],
    ['We propose ICE. ICE improves Qwen3-1.7B pass@1 by 5.0% relative to training with DAPO.', ['ICE > DAPO on -']],
    ['We propose OPSA. Compared with the base Qwen3-1.7B, OPSA improves Avg@32 by 35.41 points on AIME24.', ['OPSA > Qwen3-1.7B on AIME24']],
    ['We propose CaT. CaT improves Gemma 3 4B and Llama 3.1 8B (up to +27% on MATH-500).', ['CaT > Gemma 3 4B on MATH-500', 'CaT > Llama 3.1 8B on MATH-500']],
    ['We propose Foo. Foo matches GRPO on GSM8K.', []],
    ['We propose Foo. Foo is comparable to PPO and competitive with DPO.', []],
    ['We propose Foo. Foo performs comparably to existing baselines.', []],
    ['We propose Foo. Foo outperforms strong baselines and prior methods on WebShop.', []],
    ['We propose Foo. Foo exceeds GPT-4o on 6 of 10 tasks.', []],
    ['We propose Foo. In some cases Foo outperforms GRPO.', []],
    ['We present Mol. Mol outperforms GIN, SchNet and DimeNet++ on 8 of 10 MoleculeNet tasks.', []],
    ['We introduce SparseMix. SparseMix reaches a perplexity of 6.2 on WikiText-103, lower than GPT-2 XL.', ['SparseMix > GPT-2 XL on WikiText-103']],
    ['We propose Foo. Models trained on our data reduce WER on FLEURS by 18% relative to Whisper-large-v3, and our model Foo outperforms MMS.', ['Foo > MMS on -']],
    ['We propose Foo. Foo reaches 80.1% on WebShop, while GRPO scores 71.0% on WebShop.', []],
    ['We propose Plan. On WebArena, Plan achieves 38.2%, compared with 26.1% for ReAct and 29.4% for Reflexion.', ['Plan > ReAct on WebArena', 'Plan > Reflexion on WebArena']],
    ['We present ViTDet-X. ViTDet-X achieves 58.7 AP on COCO, outperforming Mask R-CNN by 4.2 AP.', ['ViTDet-X > Mask R-CNN on COCO']],
    ['We introduce SPIRAL, a self-play framework. Training Qwen3-4B-Base on TicTacToe alone achieves 8.6% improvement on math, outperforming SFT.', ['SPIRAL > SFT on -', 'SPIRAL > Qwen3-4B-Base on -']],
    ['We release MedSynth, a dataset of notes. Fine-tuning Mistral-7B on MedSynth raises MedQA accuracy from 51.3% to 60.8%, outperforming Meditron-70B.', ['Mistral-7B > Meditron-70B on MedQA']],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));

  it('keeps tie baselines as baselines without a claim', () => {
    const e = extract('We propose Foo. Foo achieves performance comparable to Upper Confidence Bound (UCB) and Thompson Sampling.');
    expect(names(e.baselines)).toEqual(['UCB', 'Thompson Sampling']);
    expect(e.comparisons).toEqual([]);
  });

  it('parses the margin of a claim', () => {
    const [c] = extract('We propose GC-OPD. GC-OPD improves mean success over vanilla OPD from 24.70% to 48.78% on ScienceWorld.').comparisons;
    expect(c?.delta).toBe('from 24.70% to 48.78%');
    expect(c?.margin).toMatchObject({ unit: 'pp', from: 24.7, to: 48.78 });
    expect(c?.metric).toBe('mean success');
  });

  it('records a lower-is-better reduction with its from and to', () => {
    const e = extract('We propose Pivot. With π0.5 as base policy, Pivot reduces collision rate on LIBERO from 81.4% to 3.6%.');
    expect(claims(e)).toEqual(['Pivot > π0.5 on LIBERO']);
    expect(e.comparisons[0]?.margin).toMatchObject({ from: 81.4, to: 3.6 });
    expect(scores(e)).toEqual(['π0.5 on LIBERO = 81.4%', 'Pivot on LIBERO = 3.6%']);
  });
});

describe('results', () => {
  it.each([
    ['We present StraTA. StraTA reaches success rates of 93.1% on ALFWorld and 84.2% on WebShop.', ['StraTA on ALFWorld = 93.1%', 'StraTA on WebShop = 84.2%']],
    ['We present StraTA. On SciWorld, StraTA attains a 63.5% overall score.', ['StraTA on SciWorld = 63.5% overall score']],
    ['We present Foo. Foo improves accuracy by 12.5% on GSM8K.', []],
    ['We present Foo. Foo reaches 88% accuracy on unseen tasks.', []],
    ['We present Foo. Our best model (Qwen2.5-7B) reaches 52.6% on MMLU, compared to 32.1% for random agents.', ['Qwen2.5-7B on MMLU = 52.6%']],
    ['We present Plan. On WebArena, Plan achieves 38.2%, compared with 26.1% for ReAct.', ['Plan on WebArena = 38.2%', 'ReAct on WebArena = 26.1%']],
    ['We present ViTDet-X. ViTDet-X achieves 58.7 AP on COCO and 49.1 AP on LVIS.', ['ViTDet-X on COCO = 58.7 AP', 'ViTDet-X on LVIS = 49.1 AP']],
    ['We present Mem. On LongBench, Mem surpasses GPT-3.5-turbo (45.2% vs. 41.0%).', ['Mem on LongBench = 45.2%', 'GPT-3.5-turbo on LongBench = 41.0%']],
    ['We present Foo. We evaluate on ALFWorld. In real-world experiments, Foo reaches 80% success.', []],
    ['We propose CDAS. On ImageNet, CDAS achieves an FID of 2.31 with 4 steps.', ['CDAS on ImageNet = 2.31']],
    ['We introduce SparseMix. Trained on The Pile, SparseMix reaches a perplexity of 6.2 on WikiText-103, lower than GPT-2 XL (8.1).', ['GPT-2 XL on WikiText-103 = 8.1', 'SparseMix on WikiText-103 = 6.2']],
    ['We present FooNet. FooNet reaches 92.3% and 85.1% accuracy on CIFAR-10 and CIFAR-100, respectively.', ['FooNet on CIFAR-10 = 92.3%', 'FooNet on CIFAR-100 = 85.1%']],
    ['We present Foo. Foo achieves 85.2% on ImageNet with only 10% of the labels.', ['Foo on ImageNet = 85.2%']],
    ['We present Foo. Foo reaches higher success than every PPO baseline on WebShop; the strongest such baseline reaches 46.7%.', []],
    ['We present Foo. On WebShop, PPO stalls early; Foo reaches 80.1%.', ['Foo on WebShop = 80.1%']],
  ])('%s', (text, expected) => expect(scores(extract(text))).toEqual(expected));
});

describe('sentences that state no claim', () => {
  it.each([
    'Reinforcement learning from human feedback (RLHF) has become the standard approach for alignment.',
    'Prior work such as ReAct and Reflexion relies on prompting. We build on GRPO and extend it with a critic.',
    'Our code is available at https://github.com/foo/BarNet and https://bar.github.io/BazRL.',
    'We propose Zeta. Unlike DPO, Zeta needs no reference model. Zeta uses Llama-2-7B as the backbone and GPT-4 as the judge.',
  ])('%s', (text) => {
    const e = extract(text);
    expect(e.baselines).toEqual([]);
    expect(e.comparisons).toEqual([]);
    expect(e.results).toEqual([]);
    expect(names(e.methods).every((n) => n === 'Zeta')).toBe(true);
  });
});

describe('evidence', () => {
  const text =
    'We propose TRIAGE, a credit assignment method.  Across ALFWorld and WebShop, TRIAGE improves success rates over GRPO by +14.0%. TRIAGE reaches 93.1% on ALFWorld.'.replace(/\s+/g, ' ');
  const e = extract(text);
  const all = [...e.methods, ...e.benchmarks, ...e.baselines, ...e.comparisons, ...e.results].map((x) => x.evidence);
  it('indexes every fact into the text exactly', () => {
    expect(all.length).toBeGreaterThan(5);
    for (const ev of all) {
      expect(text.slice(ev.start, ev.end)).toBe(ev.sentence);
      expect(ev.extractorVersion).toBe(EXTRACTOR_VERSION);
      expect(ev.rule).toMatch(/^[a-z-]+\/[a-z-]+$/);
    }
  });
  it('converts to the scorer format', () => {
    const r = toScoreRecord('x1', text, e);
    expect(r.methods).toEqual([{ name: 'TRIAGE', aliases: [] }]);
    expect(r.comparisons[0]).toEqual({
      method: 'TRIAGE',
      baseline: 'GRPO',
      benchmark: 'ALFWorld',
      metric: 'success rates',
      delta: '+14.0%',
      model: null,
      base_model: false,
      lower_is_better: false,
    });
    expect(r.results).toEqual([{ method: 'TRIAGE', benchmark: 'ALFWorld', metric: null, value: '93.1%', model: null }]);
  });
  it('gives empty lists for text without names', () => {
    expect(extract('')).toEqual({ methods: [], benchmarks: [], introducedBenchmarks: [], baselines: [], models: [], comparisons: [], results: [] });
  });
});

describe('claims with their own margins (1.2.0)', () => {
  const full = (e: Extraction): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} on ${c.benchmark ?? '-'} | ${c.metric ?? '-'} | ${c.delta ?? '-'}`);
  it.each([
    [
      'a pronoun subject after a backbone phrase is the paper method; each listed baseline keeps its own margin, and the cost after them is a second win',
      'We introduce PathFinder, a planner for agents. Experiments on ALFWorld and WebShop show strong gains. Using Llama-3.1-8B, it attains a 71.5% success rate, outperforming GPT-4o (+22.1%), Claude-3.5-Sonnet (+9.4%), and PPO (+6.2%), while using 40% fewer steps.',
      [
        'PathFinder > GPT-4o on - | success rate | +22.1%',
        'PathFinder > GPT-4o on - | steps | 40%',
        'PathFinder > Claude-3.5-Sonnet on - | success rate | +9.4%',
        'PathFinder > Claude-3.5-Sonnet on - | steps | 40%',
        'PathFinder > PPO on - | success rate | +6.2%',
        'PathFinder > PPO on - | steps | 40%',
      ],
    ],
    [
      'margins in parentheses with arrows, spaces and points',
      'We propose Kite. Using Llama-3.1-8B, it reaches 61.0% success, outperforming GPT-4o (↑21.3%), ReAct (+8.3 pp) and PPO (+4.0 %).',
      ['Kite > GPT-4o on - | - | 21.3%', 'Kite > ReAct on - | - | +8.3 pp', 'Kite > PPO on - | - | +4.0 %'],
    ],
    [
      'a backbone named after the subject is not the winner either',
      'We propose Kite. It reaches 82.3% with Qwen2.5-7B, outperforming GPT-4o (+40.3%) and GRPO (+14.0%).',
      ['Kite > GPT-4o on - | - | +40.3%', 'Kite > GRPO on - | - | +14.0%'],
    ],
    [
      'the same claim on another metric is a second record, and "A and B … by x and y" pairs in order',
      'We propose Tally, a credit method. On BabyAI, Crafter, and WebShop, Tally raises success rates over PPO for three backbones. On finished BabyAI and WebShop episodes, Tally also shortens dialogue turns by 7.5% and 12.0% relative to PPO.',
      [
        'Tally > PPO on BabyAI | success rates | -',
        'Tally > PPO on Crafter | success rates | -',
        'Tally > PPO on WebShop | success rates | -',
        'Tally > PPO on BabyAI | dialogue turns | 7.5%',
        'Tally > PPO on WebShop | dialogue turns | 12.0%',
      ],
    ],
    [
      'respectively: one margin per benchmark',
      'We present Nimbus. Nimbus improves over DAPO by 3.2 and 4.1 points on ALFWorld and ScienceWorld, respectively.',
      ['Nimbus > DAPO on ALFWorld | - | 3.2', 'Nimbus > DAPO on ScienceWorld | - | 4.1 points'],
    ],
    [
      'respectively: one margin per listed baseline',
      'We present Nimbus. Nimbus outperforms PPO, DAPO and RLOO by 1.5, 2.5, and 3.5 points, respectively.',
      ['Nimbus > PPO on - | - | 1.5', 'Nimbus > DAPO on - | - | 2.5', 'Nimbus > RLOO on - | - | 3.5 points'],
    ],
    [
      'a restated claim on the same metric stays one record, with the margin given',
      'We propose Kite. Kite improves success rates over GRPO on ALFWorld. On ALFWorld, Kite raises the success rate over GRPO by 4.2 points.',
      ['Kite > GRPO on ALFWorld | success rates | 4.2 points'],
    ],
    [
      'respectively: one margin per metric, one record per metric',
      'We propose Kite. On ALFWorld, Kite improves success rate and reduces latency relative to GRPO by 5.5% and 21%, respectively.',
      ['Kite > GRPO on ALFWorld | success rate | 5.5%', 'Kite > GRPO on ALFWorld | latency | 21%'],
    ],
    [
      '"A by x and B by y": each loser with its own margin',
      'We propose Kite. Kite achieves 82.3% on ALFWorld, outperforming GPT-4o by 40.3% and GRPO by 14.0%.',
      ['Kite > GPT-4o on ALFWorld | - | 40.3%', 'Kite > GRPO on ALFWorld | - | 14.0%'],
    ],
    [
      'a margin per benchmark, written after the loser',
      'We propose Kite. Kite improves accuracy over GRPO by 4.1% on AIME 2024 and 3.2% on MATH-500.',
      ['Kite > GRPO on AIME 2024 | accuracy | 4.1%', 'Kite > GRPO on MATH-500 | accuracy | 3.2%'],
    ],
    [
      'a margin written before its benchmark stays with that benchmark',
      'We propose Echo. Echo improves Gemma 3 4B and Llama 3.1 8B (up to +21% on MATH-500; +9% on HealthBench).',
      [
        'Echo > Gemma 3 4B on MATH-500 | - | up to +21%',
        'Echo > Gemma 3 4B on HealthBench | - | +9%',
        'Echo > Llama 3.1 8B on MATH-500 | - | up to +21%',
        'Echo > Llama 3.1 8B on HealthBench | - | +9%',
      ],
    ],
    [
      'each improved base model keeps its own margins and benchmarks',
      'We propose Forge. Forge yields large gains, boosting Gemma 3 4B by 6.2% on OSWorld and Llama 3.1 8B by 15.3% and 10.8% on ALFWorld and WebShop, respectively.',
      ['Forge > Gemma 3 4B on OSWorld | - | 6.2%', 'Forge > Llama 3.1 8B on ALFWorld | - | 15.3%', 'Forge > Llama 3.1 8B on WebShop | - | 10.8%'],
    ],
    [
      'a range margin stays whole, each benchmark with its own metric',
      'We propose Relay. Across Qwen2.5 models from 1.5B to 7B, Relay improves ALFWorld success rate over GRPO by 12.5% to 17.9% and WebShop accuracy by 10.2% to 16.4%.',
      ['Relay > GRPO on ALFWorld | success rate | 12.5% to 17.9%', 'Relay > GRPO on WebShop | accuracy | 10.2% to 16.4%'],
    ],
    [
      '"by between x and y" is a range margin',
      'We propose Relay. On ALFWorld, Relay improves success rate over GRPO by between 12.5% and 17.9%.',
      ['Relay > GRPO on ALFWorld | success rate | between 12.5% and 17.9%'],
    ],
    [
      'possessives are no part of a name',
      'We propose Lumen, a replay method. Lumen’s final policies outperform PPO\'s best checkpoints on Crafter.',
      ['Lumen > PPO on Crafter | - | -'],
    ],
  ])('%s', (_why, text, expected) => expect(full(extract(text))).toEqual(expected));

  it('a range margin gives no scores and the model family compared across is no baseline', () => {
    const e = extract('We propose Relay. Across Qwen2.5 models from 1.5B to 7B, Relay improves ALFWorld success rate over GRPO by 12.5% to 17.9% and WebShop accuracy by 10.2% to 16.4%.');
    expect(e.results).toEqual([]);
    expect(names(e.baselines)).toEqual(['GRPO']);
    expect(names(e.models)).toEqual(['Qwen2.5']);
    expect(e.comparisons[0]?.margin).toMatchObject({ value: 17.9, unit: '%' });
  });

  it('ties a score to the only benchmark, owned by the paper method rather than its backbone', () => {
    const e = extract('We introduce PathFinder, a planner for agents. We evaluate on WebArena. With Llama-3.1-8B as the backbone, it attains a 41.5% success rate, outperforming GPT-4o (+12.1%).');
    expect(scores(e)).toEqual(['PathFinder on WebArena = 41.5%']);
    // The win is stated with that score, so it holds there too (2.14).
    expect(claims(e)).toEqual(['PathFinder > GPT-4o on WebArena']);
  });

  it('gives no score without a benchmark to tie it to', () =>
    expect(extract('We introduce PathFinder. Experiments on ALFWorld and WebShop show gains. With Llama-3.1-8B, it attains a 71.5% success rate, outperforming PPO (+6.2%).').results).toEqual([]));

  it('finds a lexicon name written with a possessive', () => {
    const e = extract("We propose Kite. We evaluate on Minecraft's open world and Crafter.");
    expect(names(e.benchmarks)).toEqual(['Minecraft', 'Crafter']);
  });

  it('keeps possessives out of every entity name', () => {
    const e = extract('We propose Lumen, a replay method. Lumen’s final policies outperform PPO\'s best checkpoints on Crafter.');
    expect([...forms(e.methods), ...forms(e.baselines)].filter((n) => /['’]s\b/.test(n))).toEqual([]);
  });
});

describe('what the paper introduces (1.2.0)', () => {
  it.each([
    ['We propose a staged Group Relative Policy Optimization (GRPO) training paradigm for web agents.', []],
    ['We propose a two-phase Gi-PO (Group-interleaved Policy Optimization) training recipe for agents. Our recipe outperforms Gi-PO on WebShop.', []],
    ['We present Group Relative Policy Optimization (GRPO), a new method for reasoning.', ['GRPO']],
    ['We propose FooRL for agents. GiGPO collapses on long tasks. FooRL outperforms GiGPO by 5 points on WebShop.', ['FooRL']],
    ['We propose a novel framework, Kite, for web agents. Compared with Kite, PPO is slower.', ['Kite']],
    ['We propose a new training recipe, Qwen2.5-7B, for agents.', []],
    ['Supervised learning (SL) is simple but cannot stitch. We introduce Q-weighted maximization supervised learning for offline RL. Concretely, we propose Goal-Weighted Supervised Learning (GWSL), a method with two parts. Our method outperforms prior SL approaches.', ['GWSL']],
    ['We introduce Compass, a router. Our two-stage training approach includes Depth-aware Imitation Tuning (DAIT) to seed the levels, and Depth-aware Credit Optimization (DACO) for step-level credit.', ['Compass', 'DAIT', 'DACO']],
    ['Self-play fine-tuning (SPF) is popular. We introduce Guided Self-Play Fine-Tuning (GSPF), which adds a critic. GSPF outperforms SPF.', ['GSPF']],
    ['Reward modeling (RM) is costly. We develop a recipe termed Contrastive Reward Modeling (CRM) for agents.', ['CRM']],
    ['On-policy distillation (OPD) is common. We propose a variant, dubbed Success-Keeping On-Policy Distillation, or SKOD, that masks supervision.', ['SKOD']],
  ])('%s', (text, methods) => expect(names(extract(text).methods)).toEqual(methods));

  it.each([
    ['We propose Loom. It has two components: (1) Goal Memory, which stores goals, and (2) Skill Router, which picks skills.', ['Loom', 'Goal Memory', 'Skill Router']],
    ['We propose Loom, which adopts Staged Unfreezing: layers thaw once the loss plateaus.', ['Loom', 'Staged Unfreezing']],
    ['We propose Loom, which leverages Soft Actor-Critic, Bayesian Optimization and Large Language Models.', ['Loom']],
    ['We propose Loom, which uses Monte Carlo Tree Search and a novel Graph Planner module.', ['Loom']],
  ])('named components: %s', (text, methods) => expect(names(extract(text).methods)).toEqual(methods));

  it('keeps an acronym and its long form as one method', () => {
    const e = extract('Self-play fine-tuning (SPF) is popular. We introduce Guided Self-Play Fine-Tuning (GSPF), which adds a critic.');
    expect(e.methods).toHaveLength(1);
    expect(e.methods[0]?.aliases).toContain('Guided Self-Play Fine-Tuning');
    expect(names(e.baselines)).toEqual([]);
  });

  it('does not take the examples of a method class as benchmarks', () => {
    const e = extract('We propose Prism. Prism outperforms representative distillation methods including OPSD, NovaSD, and Skill-XD across tool use and coding.');
    expect(e.benchmarks).toEqual([]);
    expect(names(e.baselines)).toEqual(['OPSD', 'NovaSD', 'Skill-XD']);
  });
});

describe('models (1.2.0)', () => {
  it.each([
    ['Recent vision-language models, such as CLIP, generalize well. We propose Kite, a reward learner trained on Meta-World.', []],
    ['We train long-CoT models and multi-GRPO policies with Qwen2.5-7B as the student.', ['Qwen2.5-7B']],
    ['We propose Kite. Kite uses CLIP as its visual encoder.', ['CLIP']],
  ])('%s', (text, models) => expect(names(extract(text).models)).toEqual(models));
});

describe('ordinary words are no benchmarks (1.2.0)', () => {
  it.each([
    ['We propose FooRL. FooRL improves math and behavior accuracy over PPO on GSM8K.', ['GSM8K']],
    ['We study countdown timers, sudoku-like puzzles, math and behavior.', []],
    ['We evaluate on Countdown, Sudoku and MATH.', ['Countdown', 'Sudoku', 'MATH']],
    ['Math and Behavior matter. We evaluate on math problems.', []],
  ])('%s', (text, benchmarks) => expect(names(extract(text).benchmarks)).toEqual(benchmarks));
});

describe('2.0 rule rows', () => {
  it.each([
    ['NaturalSpeech 3', 'We propose NaturalSpeech 3, a speech model. NaturalSpeech 3 outperforms VALL-E on LibriSpeech.', 'NaturalSpeech 3'],
    ['AlpacaEval 2', 'We propose Tally. Tally reaches a 39.4% win rate on AlpacaEval 2.', 'AlpacaEval 2'],
  ])('a version word written after a name is part of it: %s', (_name, text, want) => {
    const e = extract(text);
    expect([...names(e.methods), ...names(e.benchmarks)]).toContain(want);
    expect(e.results.map((r) => r.value)).not.toContain('2');
  });
  it('a number with a unit after a name is no version word', () => {
    const e = extract('We propose Tally. Tally reaches 93.1% on ALFWorld 93.1% of the time.');
    expect(names(e.benchmarks)).toEqual(['ALFWorld']);
  });
  it('"this unsupervised approach" stands for the paper method, like "our method"', () => {
    const e = extract('We propose Meta-Rewarding, a self-rewarding step. This unsupervised approach improves Llama-3-8B-Instruct from 22.9% to 39.4% on AlpacaEval 2.');
    expect(claims(e)).toEqual(['Meta-Rewarding > Llama-3-8B-Instruct on AlpacaEval 2']);
  });
  it('a from-to pair elided after a first one keeps its own numbers ("…, and 20.6% to 29.1% on Arena-Hard")', () => {
    const e = extract(
      'We propose Meta-Rewarding, a self-rewarding step. This approach improves Llama-3-8B-Instruct from 22.9% to 39.4% on AlpacaEval 2, and 20.6% to 29.1% on Arena-Hard.',
    );
    expect(e.comparisons.map((c) => `${c.benchmark} ${c.delta} ${c.margin?.from}->${c.margin?.to}`)).toEqual(['AlpacaEval 2 from 22.9% to 39.4% 22.9->39.4', 'Arena-Hard 20.6% to 29.1% 20.6->29.1']);
    expect(scores(e)).toContain('Meta-Rewarding on Arena-Hard = 29.1%');
  });
  it('"3 to 5 points" without a from-to before it stays a range', () => expect(parseMargin('3 to 5 points')).toMatchObject({ value: 5 }));
});

describe('2.0: examples of a beaten class are baselines, not benchmarks', () => {
  it.each([
    ['We propose TAPIR, a tracker. TAPIR outperforms previous self-supervised tracking methods, such as DIFT, on TapVid.', ['TAPIR > DIFT on TapVid']],
    ['We propose Lumen. Lumen outperforms prior works (e.g., InstaFlow) on COCO.', ['Lumen > InstaFlow on COCO']],
  ])('%s', (text, want) => {
    const e = extract(text);
    expect(claims(e)).toEqual(want);
    expect(names(e.benchmarks)).not.toContain(want[0]?.split(' ')[2]);
  });
});

describe('2.0: naming cues and links', () => {
  it.each([
    ['This paper introduces a novel intelligent framework, referred to as OlaGPT.', 'OlaGPT'],
    ['We propose a novel methodology termed as FlowGuard for OOD detection.', 'FlowGuard'],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toContain(want));
  it('words inside a link are no names', () => {
    const e = extract('We propose Husky, an agent. Our code and models are available at https://github.com/agent-husky/Husky-v1.');
    expect(names(e.methods)).toEqual(['Husky']);
  });
});

describe('2.0: settings, hedges and editions', () => {
  it.each([
    ['a backbone setting is not the improved model', 'We propose SCRIT. Implemented with Qwen2.5-72B-Instruct, SCRIT achieves up to a 10.3% improvement on CriticBench.', []],
    ['a scope of models is improved', 'We propose LIT. Across four architectures (Pi0.5, MolmoAct2, and ImageWAM), LIT improves overall LIBERO-Plus success by 3.1 points.', ['LIT > Pi0.5 on LIBERO-Plus', 'LIT > MolmoAct2 on LIBERO-Plus', 'LIT > ImageWAM on LIBERO-Plus']],
    ['"matches or even exceeds" is a hedge', 'We propose Husky. Husky matches or even exceeds frontier LMs such as GPT-4 on these tasks.', []],
  ])('%s', (_why, text, want) => expect(claims(extract(text))).toEqual(want));
  it('a size after a benchmark name is no edition', () => {
    const e = extract('We propose GC-OPD. The strongest such ScienceWorld 4B baseline reaches 46.7%.');
    expect(names(e.benchmarks)).toEqual(['ScienceWorld']);
  });
});

describe('2.0: an introduced dataset named after its noun phrase is a benchmark', () => {
  it.each([
    ['We propose a versatile real-world dataset of tabletop scenes for object-centric learning called OCTScenes, which is carefully designed.', 'OCTScenes'],
    ['In this work, we present DNA-Rendering, a large-scale, high-fidelity repository of human performance data.', 'DNA-Rendering'],
  ])('%s', (text, want) => {
    const e = extract(text);
    expect(names(e.introducedBenchmarks)).toContain(want);
    expect(names(e.methods)).not.toContain(want);
  });
});

describe('2.0: scores', () => {
  it('"accuracies of 51.2%" gives 51.2%, never a truncated 51', () => {
    const e = extract('We propose Skywork-Math. Skywork-Math 7B has achieved accuracies of 51.2% on the MATH benchmark.');
    expect(e.results.map((r) => r.value)).not.toContain('51');
  });
});

describe('2.0: input no abstract has', () => {
  it('a 20,000-digit run is no number list', () => {
    const e = extract('1'.repeat(20000));
    expect(e.results).toEqual([]);
    expect(e.comparisons).toEqual([]);
  });
  it('a run-on sentence of hundreds of claims reads its first comparison cues only', () => {
    const e = extract('MethodA outperforms MethodB on ALFWorld by 12.3% and '.repeat(200));
    expect(e.comparisons.length).toBeGreaterThan(0);
    expect(e.comparisons.length).toBeLessThanOrEqual(16);
  });
});

describe('2.0: a name described as the first of its kind is the contribution', () => {
  it.each([
    ['Results suggest a gap. We describe GreekLM-7B, the first open language model for Greek.', 'methods', 'GreekLM-7B'],
    ['Tool use is hard to measure. ToolHop, the first benchmark of multi-hop tool use, has 995 queries.', 'introducedBenchmarks', 'ToolHop'],
  ] as const)('%s', (text, field, want) => expect(names(extract(text)[field])).toContain(want));
  it('not a known name', () => expect(names(extract('GPT-4, the first model to pass the bar exam, is strong.').methods)).toEqual([]));
});

describe('2.1: LaTeX markup is read as it renders, evidence stays in the text as written', () => {
  const text = String.raw`We introduce \textbf{F}aithful \textbf{L}ogic-\textbf{A}ided \textbf{R}easoning (\textbf{FLARE}), a novel approach. FLARE outperforms CoT by 13.5$\times$ on GSM8K and reaches 97.4\% on MATH.`;
  it('names, margins and scores lose their markup', () => {
    const e = extract(text);
    expect(forms(e.methods)).toEqual(['FLARE', 'Faithful Logic-Aided Reasoning']);
    expect(claims(e)).toContain('FLARE > CoT on GSM8K');
    expect(e.comparisons[0]?.delta).toBe('13.5×');
    expect(scores(e)).toContain('FLARE on MATH = 97.4%');
  });
  it('every evidence span is the sentence as written', () => {
    const e = extract(text);
    for (const f of [...e.methods, ...e.comparisons, ...e.results]) expect(text.slice(f.evidence.start, f.evidence.end)).toBe(f.evidence.sentence);
    expect(e.results[0]?.evidence.sentence).toContain(String.raw`97.4\%`);
  });
  it.each([
    [String.raw`Bal\'azs and {\"o}zg`, 'Balázs and özg'],
    ['costs $5 per hour', 'costs $5 per hour'],
    [String.raw`an unknown \ours macro stays`, String.raw`an unknown \ours macro stays`],
    [String.raw`$10^{-3}$ and $\sim$50\%`, '10^-3 and ~50%'],
  ])('%s reads as %s', (raw, plain) => expect(plainText(raw).text).toBe(plain));
});

describe('2.1: introductions', () => {
  it.each([
    ['In this paper, we introduce 2DGS-Room, a novel method for indoor scene reconstruction.', ['2DGS-Room']],
    ['To bridge the gap, we propose a simple and scalable approach UltraIF for building LLMs.', ['UltraIF']],
    ['First, we propose a Feature Alignment module, which incorporates semantic features.', ['Feature Alignment']],
    ['Results show that our DEMO agent has superior performance in both tasks.', ['DEMO']],
    ['We train a 7B model on 2D images with 128K context.', []],
    ['We study agents. Results show that our GRPO agent outperforms PPO.', []],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.1: claims', () => {
  it.each([
    [
      'We propose CodeV. CodeV surpasses the previous SOTA by 14.4% (BetterV in VerilogEval) and 11.3% (RTLCoder in RTLLM) respectively, and also outperforms GPT-4 by 22.1% in VerilogEval.',
      // the systems the class stands for, each on its own benchmark (ANNOTATION.md gold for 2407.10424), and GPT-4 on VerilogEval only
      ['CodeV > BetterV on VerilogEval', 'CodeV > RTLCoder on RTLLM', 'CodeV > GPT-4 on VerilogEval'],
    ],
    [
      'We introduce Skywork-Math. Skywork-Math 7B achieves 51.2% on MATH and 83.9% on GSM8K, outperforming GPT-4 on MATH.',
      ['Skywork-Math 7B > GPT-4 on MATH'],
    ],
    ['We propose FooNet. On ALFWorld and WebShop, FooNet outperforms GRPO by 3% on average.', ['FooNet > GRPO on ALFWorld', 'FooNet > GRPO on WebShop']],
    [
      'We develop TraceVLA. Evaluations of TraceVLA across 137 configurations in SimplerEnv and 4 tasks on a physical WidowX robot demonstrate state-of-the-art performance, outperforming OpenVLA by 10% on SimplerEnv.',
      ['TraceVLA > OpenVLA on SimplerEnv'],
    ],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.1: claim conditions from the rest of the abstract', () => {
  it('a claim whose sentence names no model takes the one model the method is built from', () => {
    const e = extract('We propose RATIONALYST, a rationale model. Fine-tuned from LLaMa-3-8B, RATIONALYST improves reasoning accuracy. RATIONALYST outperforms GPT-4 on GSM8K.');
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline}: ${c.model}`)).toEqual(['RATIONALYST > GPT-4: LLaMa-3-8B']);
  });
  it('not when the abstract builds on two models', () => {
    const e = extract('We propose RATIONALYST. Fine-tuned from LLaMa-3-8B and Qwen2.5-7B, RATIONALYST works. RATIONALYST outperforms GPT-4 on GSM8K.');
    expect(e.comparisons.map((c) => c.model)).toEqual([null]);
  });
  it("a method's score in a base-model gain was obtained on that model", () => {
    const e = extract(String.raw`We introduce Meta-Rewarding. This unsupervised approach improves the ability to judge {\em and} follow instructions, as shown by a win rate improvement of Llama-3-8B-Instruct from 22.9% to 39.4% on AlpacaEval 2.`);
    expect(e.results.map((r) => `${r.method} = ${r.value}: ${r.model}`)).toContain('Meta-Rewarding = 39.4%: Llama-3-8B-Instruct');
    expect(e.results[0]?.evidence.sentence).toContain(String.raw`{\em and}`);
  });
});

describe('2.1: results', () => {
  it.each([
    // from-to with no named loser: the subject's method reaches the second score, after a fronted setting
    ['We present FooDet. With a ViT-L backbone, FooDet improves AP on LVIS from 31.2% to 44.6%.', ['FooDet on LVIS = 44.6%']],
    ['We present FooDet. On LVIS, the AP of GPT-4 drops from 31.2% to 24.6% under noise.', []],
    // a subject that remakes a named model with the paper's recipe stands for the paper's method
    ['We propose FooAttn. Converting a pretrained GPT-2 into a linear attention variant achieves 16.7 perplexity on WikiText-103.', ['FooAttn on WikiText-103 = 16.7 perplexity']],
    ['We propose FooAttn. Prompting GPT-2 with examples achieves 30.1 perplexity on WikiText-103.', ['GPT-2 on WikiText-103 = 30.1 perplexity']],
    // an unnamed stand-in ("leads to a model that") for the paper's method; a non-% score with its metric after it
    ['We present FooCoder. Finetuning on our data leads to a model that achieves a 67.1 pass@1 on HumanEval+.', ['FooCoder on HumanEval+ = 67.1 pass@1']],
    ['We present FooCoder. A model trained without filtering achieves a 52.3 pass@1 on HumanEval+.', []],
    // a parenthesized list of scores after as many names: one each
    ['We present FooLM. FooLM is comparable to Mistral-7B and Llama-3-8B on MMLU (63% & 66%).', ['Mistral-7B on MMLU = 63%', 'Llama-3-8B on MMLU = 66%']],
    ['We present FooLM. FooLM reaches 64% on MMLU, comparable to Mistral-7B (63%).', ['FooLM on MMLU = 64%', 'Mistral-7B on MMLU = 63%']],
    // "X-1B and 7B … respectively": the bare size is the family's other size, never X-1B again
    ['We present Foo. Foo-1B and 7B reach 40.6% and 51.8% on MATH, respectively.', ['Foo-1B on MATH = 40.6%', 'Foo on MATH = 51.8%']],
    ['We present Bar. Foo-1B and 7B reach 40.6% and 51.8% on MATH, respectively.', ['Foo-1B on MATH = 40.6%']],
    // "by a margin of" states a gain, not a score
    ['We present Foo. Foo beats ResNet-50 by a large margin of 5.6% accuracy on ImageNet.', []],
    // a score stated before ", but Foo achieves" belongs to the earlier clause, not to Foo
    ['We present Foo. On WikiText-103, prior pruning reaches a perplexity of 10, but Foo achieves a significantly lower 6.72 PPL.', ['Foo on WikiText-103 = 6.72 PPL']],
  ])('%s', (text, expected) => expect(scores(extract(text))).toEqual(expected));
});

describe('2.1: entities', () => {
  it.each([
    ['We propose QuickDistill, a distillation method. We apply QuickDistill to a base model to obtain SD-Flash, a fast model.', ['QuickDistill', 'SD-Flash']],
    ['Prior work applied DPO to obtain strong results on chat.', []],
    ['Large multimodal models (LMMs) read charts. We develop a new LMM system for charts.', []],
    ['We propose ToolAgent, a GUI agent. It employs an Agent-Tool Interface (ATI) to call tools.', ['ToolAgent', 'ATI']],
    ['We propose LightVid, a relighting method. It blends frames using a Progressive Light Blending (PLB) strategy.', ['LightVid', 'PLB']],
    ['We develop a new TraceBot model by finetuning a policy on our data.', ['TraceBot']],
    ['Imitation from observation (IfO) is hard. We present a novel IfO framework for it.', []],
    ['We describe the development and capabilities of Aurora 7B, the first open LLM for Icelandic.', ['Aurora 7B']],
    ['We propose a general approach to using VLMs as reward models, which we call VLM-RMs.', ['VLM-RM']],
    ['We propose SelfAlign, a pipeline for code. SelfAlign has also led to the creation of StarCoder2-Instruct, the first fully transparent code LLM.', ['SelfAlign', 'StarCoder2-Instruct']],
    ['GPT-4, the first model of its kind, changed the field. We study prompting.', []],
  ])('methods: %s', (text, want) => expect(names(extract(text).methods)).toEqual(want));

  it.each([
    ['The model is learned from Objaverse-Motion-HQ, a new dataset of part-level motion clips.', ['Objaverse-Motion-HQ']],
    ['Frame retrieval results on our specialized Needle in a Video Haystack (NIAVH) benchmark validate it.', ['NIAVH']],
    ['We introduce the Visual Document Retrieval Benchmark ViDoRe, composed of page-level retrieval tasks.', ['ViDoRe']],
    ['We evaluate on WebShop, a challenging environment for agents.', []],
    ['We propose a method for tool use. ToolTrace contains 12K annotated trajectories from real users.', ['ToolTrace']],
    ['We propose a method for tool use. ToolTrace selects the next tool for each step.', []],
  ])('introduced: %s', (text, want) => expect(names(extract(text).introducedBenchmarks)).toEqual(want));

  it.each([
    ['We evaluate on WebShop, a challenging environment for agents.', ['WebShop']],
    ['Our model improves over prior work across three VideoQA benchmarks.', []],
    ['Many providers rely on Group Query Attention (GQA) in their models.', []],
    ['Our recipes are based on the OpenLM framework and evaluated on MMLU.', ['MMLU']],
    ['When continual pretraining on the OpenWebMath corpus, the model improves on MATH.', ['MATH']],
  ])('benchmarks: %s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));

  it.each([
    ['We work with a model based on the RWKV-6 architecture.', []],
    ['Experiments on LLaMA-1/2 and GPT-3.5/4 verify the principles.', ['LLaMA-1/2', 'GPT-3.5/4']],
    ['We fine-tune Qwen2.5-7B on math data.', ['Qwen2.5-7B']],
  ])('models: %s', (text, want) => expect(names(extract(text).models)).toEqual(want));
});

describe('2.1: more claims', () => {
  it.each([
    // an unnamed stand-in ("leads to a model that") is the winner of a participle clause
    ['We present FooCoder. Finetuning on our data leads to a model that achieves a 67.1 pass@1 on HumanEval+, surpassing CodeLlama-70B-Instruct.', ['FooCoder > CodeLlama-70B-Instruct on HumanEval+']],
    ['We present FooCoder. A model trained without filtering achieves a 52.3 pass@1 on HumanEval+, surpassing CodeLlama-70B-Instruct.', []],
    // a direct object of "improve" followed by how ("through", "via"); the means is no loser
    ['We propose FooIF, a self-alignment recipe. FooIF could further improve LLaMA-3.1-8B-Instruct through self-alignment.', ['FooIF > LLaMA-3.1-8B-Instruct on -']],
    ['We propose FooIF, a self-alignment recipe. FooIF could further improve LLaMA-3.1-8B-Instruct via iterative DPO.', ['FooIF > LLaMA-3.1-8B-Instruct on -']],
    // a parallel clause whose method states its own margin shares the comparator; no margin, or a subject that is no method of the paper, gives none
    [
      'We propose FooMamba, with variants FooMamba-linear and FooMamba-hybrid. FooMamba-linear demonstrates 20.6× speedup compared to HoVLE, while FooMamba-hybrid achieves 13.5× speedup.',
      ['FooMamba-linear > HoVLE on -', 'FooMamba-hybrid > HoVLE on -'],
    ],
    [
      'We propose FooMamba, with variants FooMamba-linear and FooMamba-hybrid. FooMamba-linear demonstrates 20.6× speedup compared to HoVLE, while FooMamba-hybrid achieves competitive accuracy.',
      ['FooMamba-linear > HoVLE on -'],
    ],
    ['We propose FooMamba. FooMamba demonstrates 20.6× speedup compared to HoVLE, while GPT-4o achieves 13.5× speedup.', ['FooMamba > HoVLE on -']],
    // a plural acronym after a generic determiner is a class, never a loser
    ['We present FooVLM. FooVLM converges 3.5x faster than existing 3D LMMs.', []],
    ['We present FooVLM. FooVLM converges 3.5x faster than LLaVA-1.5.', ['FooVLM > LLaVA-1.5 on -']],
    // efficiency: "N× less compute than X" is a win; "less than 10%" is no comparison
    ['We present FooLM. FooLM is trained with 6.6x less compute than Llama-3-8B.', ['FooLM > Llama-3-8B on -']],
    ['We present FooLM. FooLM needs less than 10% of the data of Llama-3-8B.', []],
    // a name on the losing side of an earlier tie is not the subject of a later cue
    ['We present FooLM. FooLM is comparable to Mistral-7B and Llama-3-8B, while being trained with 6.6x less compute than Llama-3-8B.', ['FooLM > Llama-3-8B on -']],
    ['We present FooLM. FooLM is comparable to Mistral-7B and Llama-3-8B and uses less memory.', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.1: benchmark typing and margins written ahead of their comparator', () => {
  const margins = (e: Extraction): string[] => e.comparisons.map((c) => `${c.baseline}: ${c.delta ?? '-'}`);
  it('gives each comparator the margin written right before "over" it', () =>
    expect(margins(extract('We propose FooNet. FooNet yields gains of 12.3% over PPO and 8.1% over DPO on WebShop.'))).toEqual(['PPO: 12.3%', 'DPO: 8.1%']));
  it('keeps a list of margins paired with its benchmarks', () =>
    expect(margins(extract('We propose FooNet. FooNet outperforms PPO by 3.1 and 4.2 points on ALFWorld and WebShop, respectively.'))).toEqual(['PPO: 3.1', 'PPO: 4.2 points']));
  it('reads "beats … on X" as an evaluation on X', () =>
    expect(claims(extract('We propose FooNet. FooNet beats the previous state of the art, ReflAct, by 5.2% on TravelPlanner.'))).toEqual(['FooNet > ReflAct on TravelPlanner']));
  it('types a parenthesized name by the noun before its parentheses', () => {
    const e = extract('We introduce a novel multi-label intent detection dataset (MLMCID-dataset) curated from existing benchmarks. We also propose a pointer network-based architecture (PNIX) to extract intent spans.');
    expect(names(e.benchmarks)).toEqual(['MLMCID-dataset']);
    expect(names(e.methods)).toEqual(['PNIX']);
  });
});

describe('2.1: bare scores after a verb of scoring', () => {
  it.each([
    ['We propose FooNet. FooNet scores 81.2 on MMLU, 65.4 on GPQA and 90.1 on GSM8K.', ['FooNet on MMLU = 81.2', 'FooNet on GPQA = 65.4', 'FooNet on GSM8K = 90.1']],
    ['We propose FooNet. FooNet achieves 45.3 on MT-Bench, outperforming Llama-2-70B.', ['FooNet on MT-Bench = 45.3']],
    ['We propose FooNet. FooNet achieves 2.5 on MMLU gains over PPO.', []],
    ['We propose FooNet. FooNet was trained for 3.5 on MMLU-style data.', []],
  ])('%s', (text, want) => expect(scores(extract(text))).toEqual(want));
});

describe('2.1: what a name is, read from the noun that names it', () => {
  it.each([
    // a verb right after the name ends its description ("decomposes tasks" does not make it a benchmark)
    ['Planning is hard. Our method, Zephyrus, decomposes tasks into subgoals.', ['Zephyrus'], []],
    // no description after the name: the noun of the naming phrase decides
    ['Models can judge themselves. Our method, called SelfEval, uses the generative model to score images.', ['SelfEval'], []],
    // the noun right before the parentheses decides, not the purpose phrase after them
    ['Planning is hard. We present a hierarchical planning framework (Zephyrus) for long-horizon tasks.', ['Zephyrus'], []],
    // a verb of content still describes a data set
    ['Agents lack tests. We introduce ZephyrBench, which contains 500 planning tasks.', [], ['ZephyrBench']],
  ])('%s', (text, methods, benchmarks) => {
    const e = extract(text);
    expect(names(e.methods)).toEqual(methods);
    expect(names(e.benchmarks)).toEqual(benchmarks);
  });
});

describe('2.1: a neutral "compared with" after a verb of lowering', () => {
  it.each([
    ['We propose FooNet. FooNet lowers perplexity on WikiText-103 from 18.2 to 15.1 compared with Transformer-XL.', ['FooNet > Transformer-XL on WikiText-103']],
    ['We propose FooNet. Compared with Transformer-XL, FooNet lowers perplexity on WikiText-103.', ['FooNet > Transformer-XL on WikiText-103']],
    ['We propose FooNet. Compared with Transformer-XL, FooNet studies perplexity on WikiText-103.', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe("2.31: a value written for people, in parentheses or after their verb, is no system's score", () => {
  const results = (text: string) => extract(text).results.map((r) => `${r.method} on ${r.benchmark} = ${r.value}`);
  const BENCH = 'We introduce PlanBench, a benchmark of 2,000 planning tasks. ';
  it.each([
    [`${BENCH}The top model, GPT-4o, reaches an accuracy of 45.2% on PlanBench, far below human performance (92%).`, ['GPT-4o on PlanBench = 45.2%']],
    [`${BENCH}GPT-4o reaches 45.2% on PlanBench, far below human experts (89.6%).`, ['GPT-4o on PlanBench = 45.2%']],
    [`${BENCH}GPT-4o reaches 45.2% on PlanBench, whereas human participants succeed 86.1% of the time.`, ['GPT-4o on PlanBench = 45.2%']],
    // people named, but the value is the system's
    [`${BENCH}GPT-4o predicts human moves with 55.0% accuracy on PlanBench.`, ['GPT-4o on PlanBench = 55.0%']],
  ])('%s', (text, want) => expect(results(text)).toEqual(want));
});

describe('2.33: scores of a compared system written after it, in the past tense, under a second condition, or by "The method"', () => {
  const results = (text: string) => extract(text).results.map((r) => `${r.method}@${r.benchmark}:${r.value}`);
  it.each([
    ['We propose FooBench. Using FooBench, we found that Zorb-L is the best model with a score of 71.8, slightly outperforming GPT-4o which scored 71.0.', ['Zorb-L@FooBench:71.8', 'GPT-4o@FooBench:71.0']],
    ['We propose FooCLIP. On the CheXpert dataset, FooCLIP achieves an average AUC of 0.750 compared to ZeroX (0.746).', ['FooCLIP@CheXpert:0.750', 'ZeroX@CheXpert:0.746']],
    ['We propose FooCLIP. On the CheXpert dataset, FooCLIP achieves an average AUC of 0.750 compared to ZeroX with 0.746 AUC.', ['FooCLIP@CheXpert:0.750', 'ZeroX@CheXpert:0.746']],
    ['We propose FooDet. The method was evaluated on the nuScenes test set, achieving an NDS score of 73.9 without Test-Time Augmentation (TTA) and 74.5 with TTA.', ['FooDet@nuScenes:73.9', 'FooDet@nuScenes:74.5']],
    // a size in parentheses or after "with" is no score
    ['We propose FooCLIP. On the CheXpert dataset, FooCLIP achieves an accuracy of 75.0% compared to ZeroX (7B).', ['FooCLIP@CheXpert:75.0%']],
    ['We propose FooCLIP. On the CheXpert dataset, FooCLIP achieves an accuracy of 75.0% compared to ZeroX with 7B parameters.', ['FooCLIP@CheXpert:75.0%']],
  ])('%s', (text, want) => expect(results(text).sort()).toEqual([...want].sort()));
});

describe('2.33: a benchmark named only as an example of prior work, before the paper speaks of itself, is none of its benchmarks', () => {
  const benchmarks = (text: string) => extract(text).benchmarks.map((b) => b.name);
  it.each([
    ['Recently, repository-level benchmarks such as ZorbEval and QuixBench have emerged. To address their limits, we create FooCod, a benchmark of 980 tasks. We evaluate ten LLMs on FooCod.', ['FooCod']],
    // an example of the one setting the paper works in stays
    ['In a game such as ZorbCraft, agents need to manage resources. We propose FooPlan, which we evaluate on ZorbCraft.', ['ZorbCraft']],
  ])('%s', (text, want) => expect(benchmarks(text)).toEqual(want));
});

describe('2.33: "We propose X" stands whatever the scorer says; an eponym inside a described phrase names nothing', () => {
  it.each([
    ['We propose ZorbAgent, enabling fine-grained motion control for text-guided image-to-video generation. The key technique is the motion field agent.', ['ZorbAgent']],
    ['Reward over-optimization is an open challenge. Building on this, we introduce the behavior-supported Bellman operator to regularize the value function.', []],
  ])('%s', (text, want) => expect(extractWith(text).methods.map((m) => m.name)).toEqual(want));
});

describe('2.33: a compared system trained by others ("outperforms a fine-tuned X") is no model the paper builds on', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}:${c.model ?? '-'}${c.baseModel ? '(B)' : ''}`);
  it.each([
    ['We introduce FooVLA, an end-to-end VLA model. On SimplerEnv, FooVLA outperforms a fine-tuned ZorbVLA by 92%.', ['FooVLA>ZorbVLA:-'], []],
    ['We introduce FooSeg. FooSeg improves mIoU by 2.2% over the fully fine-tuned ZorbFormer.', ['FooSeg>ZorbFormer:-'], []],
    // the paper fine-tuning a model still builds on it
    ['We introduce FooVLA. We fine-tune a pretrained ZorbVLA and it improves by 92% on SimplerEnv.', ['FooVLA>ZorbVLA:ZorbVLA(B)'], ['ZorbVLA']],
  ])('%s', (text, want, models) => {
    expect(claims(text)).toEqual(want);
    expect(extract(text).models.map((m) => m.name)).toEqual(models);
  });
});

describe('2.33: what an introduction calls its name, before it or at the head of a longer phrase', () => {
  it.each([
    // a data noun modifying the method noun that heads the description ("task automation agent")
    ['We propose Zorb-Droid, a mobile GUI task automation agent. Zorb-Droid sets a new state of the art.', ['Zorb-Droid'], []],
    // "evaluation" and "benchmark" before "framework" still make data, as the gold of train reads them
    ['We propose ZorbX, a unified benchmark framework that enables head-to-head comparison of methods.', [], ['ZorbX']],
    // a capitalized run before a lowercase "-ing" noun modifies it, naming no part
    ['We propose ZorbVC, a voice conversion framework that leverages Content-aware Timbre Ensemble modeling and Flow Matching.', ['ZorbVC'], []],
  ])('%s', (text, methods, introduced) => {
    const e = extract(text);
    expect(ownWork(e)).toEqual([methods, introduced]);
  });
  it('a title that calls the name data gives way to "a novel method, X" in the abstract', () => {
    const text = 'This work introduces a novel method, Zorbian Reverse Instructions (ZRI), which generates high-quality instruction tuning datasets for low-resource languages without requiring human annotators. Utilizing reverse instructions and a translation pipeline, ZRI produces instruction-output pairs from existing human-written texts in low-resource languages.';
    const e = extractWith(text, RULES, { title: 'ZRI: High-Quality Instruction Tuning Datasets for Low-Resource Languages via Reverse Instructions' });
    expect(ownWork(e)).toEqual([['ZRI'], []]);
  });
});

describe('2.33: introductions by "the paper", an evaluation method, a description with an aside', () => {
  it.each([
    ['To address this issue, the paper introduces a dataset, Zorb-V, containing 7200 program-generated images. Zorb-V comprises very basic tasks.', [], ['Zorb-V']],
    ['We propose ZETVA, a novel Evaluation method of Text-to-Video Alignment via fine-grained question answering.', ['ZETVA'], []],
    ['This paper introduces ZorbViTU, a large-scale (~121k QA pairs, ~900h videos), automatically generated dataset for long-form video understanding.', [], ['ZorbViTU']],
    // an evaluation framework stays data, as the gold of train reads it
    ['We propose ZorbEval, a dynamic evaluation framework for agents.', [], ['ZorbEval']],
  ])('%s', (text, methods, introduced) => {
    const e = extract(text);
    expect(ownWork(e)).toEqual([methods, introduced]);
  });
});

describe('2.33: "achieving up to 12.20% on X" is a score, "by up to 12.2%" a margin', () => {
  const read = (text: string) => {
    const e = extract(text);
    return [...e.results.map((r) => `${r.method}@${r.benchmark}:${r.value}`), ...e.comparisons.map((c) => `${c.method}>${c.baseline}:${c.delta}`)];
  };
  it.each([
    ['We propose FooPO. Fine-tuning Phi-2 with FooPO surpasses larger models, achieving up to 12.20% on AlpacaEval 2.0 and 66.19% on IFEval.', ['FooPO@AlpacaEval 2.0:12.20%', 'FooPO@IFEval:66.19%']],
    ['We propose FooPO. FooPO achieves up to 12.2% improvement over DPO on AlpacaEval 2.0.', ['FooPO>DPO:up to 12.2%']],
    ['We propose FooPO. FooPO outperforms DPO by up to 12.2% on AlpacaEval 2.0.', ['FooPO>DPO:up to 12.2%']],
  ])('%s', (text, want) => expect(read(text)).toEqual(want));
});

describe('2.33: "improves the performance of both X and Y"; gains written for models "over zero-shot baselines" are over those models', () => {
  const claims = (text: string) => extract(text).comparisons.map(claimLine);
  it.each([
    ['In this work, we propose Pre-DPO. Experiments on AlpacaEval 2.0 show that Pre-DPO consistently improves the performance of both DPO and SimPO.', ['Pre-DPO>DPO@AlpacaEval 2.0:-', 'Pre-DPO>SimPO@AlpacaEval 2.0:-']],
    ['This paper introduces Prochemy, a method for refining prompts. Results indicate Prochemy enhances existing methods, improving performance by 5.0% for GPT-3.5-Turbo and 1.9% for GPT-4o over zero-shot baselines on HumanEval.', ['Prochemy>GPT-3.5-Turbo@HumanEval:5.0%(B)', 'Prochemy>GPT-4o@HumanEval:1.9%(B)']],
  ])('%s', (text, want) => expect(claims(text)).toEqual(want));
});

describe('2.33: an acronym of class words the paper defines for its own work; what others have introduced; a class after a name', () => {
  it.each([
    // "RM" and "RL" are class words, but the paper names its framework so
    ['We introduce a Role-Model Reinforcement Learning (RM-RL) framework that unifies online and offline training. RM-RL reformulates policy learning as supervised training.', ['RM-RL']],
    // what others "have introduced", in a sentence that does not speak of the paper, is no part of it
    ['Recently, major AI providers have introduced Finetuning-as-a-Service (FaaS), which lets users customize LLMs. We propose Zorb-Teacher, a finetuning method.', ['Zorb-Teacher']],
  ])('%s', (text, want) => expect(extract(text).methods.map((m) => m.name)).toEqual(want));
  it('"surpasses existing image-to-3D frameworks" names a class, no baseline', () => {
    const e = extract('We introduce ZorbGS, a diffusion model for splatting. Experiments show that ZorbGS substantially surpasses existing image-to-3D frameworks.');
    expect([e.baselines.map((b) => b.name), e.comparisons.length]).toEqual([[], 0]);
  });
});

describe('2.33: what something is needed for states no gain', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark ?? '-'}`);
  it.each([
    ['We propose Value-Calibrated PPO (VC-PPO). Experiments on AIME show that VC-PPO significantly boosts PPO performance. Ablation studies show that techniques in VC-PPO are essential in enhancing PPO for long CoT tasks.', ['VC-PPO>PPO@AIME']],
    ['We propose Value-Calibrated PPO (VC-PPO). Experiments on AIME show that VC-PPO significantly boosts PPO performance. VC-PPO also enhances PPO on long CoT tasks.', ['VC-PPO>PPO@AIME', 'VC-PPO>PPO@-']],
  ])('%s', (text, want) => expect(claims(text)).toEqual(want));
});

describe('2.33: a change written after a benchmark, its measure and a verb, is that benchmark\'s margin', () => {
  const margins = (text: string) => extract(text).comparisons.map((c) => `${c.benchmark}:${c.delta}`);
  it.each([
    ['We propose FooDPO. Notably, the MiniGPT-4 model, when enhanced with FooDPO, demonstrated a substantial improvement: POPE accuracy rose from 51.13% to 86.13% (an absolute improvement of 35%), and the MME score surged from 932.00 to 1326.46 (a relative improvement of 42.32%).', ['POPE:from 51.13% to 86.13%', 'MME:from 932.00 to 1326.46']],
    // "and" opens the next item: a change after "on HarmBench and" is not HarmBench's
    ['We propose FooLens. Applied to Llama-3-8B-Instruct, FooLens cuts the attack success rate of the undefended model from 41.7% to 6.3% on HarmBench and from 58.2% to 9.8% on JailMix-2K.', ['HarmBench:from 41.7% to 6.3%', 'JailMix-2K:from 58.2% to 9.8%']],
  ])('%s', (text, want) => expect(margins(text)).toEqual(want));
});

describe('2.33: a task spelled out in capitals names a kind of data, not a data set', () => {
  it.each([
    ['Zorb Relation Extraction (ZRE) is a crucial technology. The corpora are constructed by translating the original English ZRE datasets (NYT10, FewRel and CrossRE).', ['NYT10', 'FewRel', 'CrossRE']],
    ['Most Zorbian Fine-Tuning (ZFT) datasets are in English. We propose a method for collecting them; on summarization, LLMs using our ZFT dataset improve by 17.57%.', []],
    ['Medical Zorb Question Answering (MedZQA) offers language responses. We build new benchmark MedZQA datasets R-Foo and R-Bar.', ['R-Foo', 'R-Bar']],
  ])('%s', (text, want) => expect(extract(text).benchmarks.map((b) => b.name)).toEqual(want));
  it('nor a system: "VLIT models", "all VLIT datasets" are kinds', () => {
    const text = 'We evaluate the Vision-Zorb Instruction-Tuning (VZIT) datasets and seek a way of building an all-powerful VZIT model. We propose FooLion. The model trained on FooLion achieves performance comparable to simply adding all VZIT datasets up.';
    const e = extract(text);
    expect([e.baselines.map((b) => b.name), e.models.map((m) => m.name)]).toEqual([[], []]);
  });
});

describe('2.33: coined names listed under a model noun the paper applies its work to are models', () => {
  const models = (text: string) => extract(text).models.map((m) => m.name);
  it.each([
    ['We propose FooSolve, a sampler. We demonstrate this for different state-of-the-art models (ZLM and QMU) and solvers.', ['ZLM', 'QMU']],
    ['We propose FooPrune. FooPrune generalizes across diverse architectures, such as ZiTs, QAR-B, and WiTs.', ['ZiTs', 'QAR-B', 'WiTs']],
    // the list as its sentence's subject is background; the paper's own models are methods; policies are methods as often
    ['Equivariant diffusion models such as ZLM and QMU have made progress. We propose FooMol.', []],
    ['We propose our two models (ZLM and QMU) for retrieval.', []],
    ['We study FooKV on eviction policies such as ZLM and QMU.', []],
  ])('%s', (text, want) => expect(models(text)).toEqual(want));
});

describe('2.32: two scores set side by side are no margin, and a parenthesis between a margin and its cue keeps them together', () => {
  const margins = (text: string) => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}: ${c.delta ?? '-'}`);
  it.each([
    ['We propose FooNet. FooNet yields an average boost of 3.6% (85.1% vs. 81.5%) on ALFWorld over ReflAct.', ['FooNet > ReflAct: 3.6%']],
    ['We propose FooNet. FooNet improves over ReflAct by 3.6% (85.1% vs. 81.5%) on ALFWorld.', ['FooNet > ReflAct: 3.6%']],
    // a bare margin at the end of its sentence is still one ("by 0.04.")
    ['We propose FooNet. FooNet reaches a GenEval score of 0.71, surpassing ReflAct by 0.04.', ['FooNet > ReflAct: 0.04']],
    ['We propose FooNet. On MT-Bench, FooNet beats ReflAct by 0.3.', ['FooNet > ReflAct: 0.3']],
  ])('%s', (text, want) => expect(margins(text)).toEqual(want));
});

describe('2.32: a later clause that states a gain on a benchmark of its own, after a gain over the base model', () => {
  const gains = (text: string) => extract(text).comparisons.map(claimLine);
  it.each([
    ['We propose FooRL. Starting from OpenVLA-7B, FooRL raises the average success rate on LIBERO from 76.5% to 91.2%, and improves SimplerEnv performance by 14.3 points.', ['FooRL>OpenVLA-7B@LIBERO:from 76.5% to 91.2%(B)', 'FooRL>OpenVLA-7B@SimplerEnv:14.3 points(B)']],
    ['We propose FooRL. Starting from OpenVLA-7B, FooRL improves LIBERO success by 14.7 points, and improves SimplerEnv performance by 14.3 points.', ['FooRL>OpenVLA-7B@LIBERO:14.7 points(B)', 'FooRL>OpenVLA-7B@SimplerEnv:14.3 points(B)']],
    // a later clause with no margin, or a win over a competitor before it, adds nothing
    ['We propose FooRL. Starting from OpenVLA-7B, FooRL improves LIBERO success by 14.7 points, and improves SimplerEnv performance.', ['FooRL>OpenVLA-7B@LIBERO:14.7 points(B)']],
    ['We propose FooRL. FooRL outperforms PPO on LIBERO by 14.7 points, and improves SimplerEnv performance by 14.3 points.', ['FooRL>PPO@LIBERO:14.7 points']],
  ])('%s', (text, want) => expect(gains(text)).toEqual(want));
});

describe('2.32: what a recipe results in, of any kind, is named in apposition', () => {
  it.each([
    ['Planning is hard. The resulting method, FooPlan, decomposes tasks into subgoals.', ['FooPlan'], []],
    ['Planning is hard. The resulting framework, FooPlan, decomposes tasks into subgoals.', ['FooPlan'], []],
    ['Data is scarce. The resulting dataset, FooSet, contains 12K problems.', [], ['FooSet']],
  ])('%s', (text, methods, introduced) => {
    const e = extract(text);
    expect(ownWork(e)).toEqual([methods, introduced]);
  });
});

describe('2.32: a name listed with methods the lexicon knows is applied, not the paper\'s own (shipped weights)', () => {
  it('"using Direct Preference Optimization (DPO), Contrastive Preference Optimization (CPO), and …": CPO owns no "our approach" score', () => {
    const text = 'We propose using a perceptual objective in the U-Net embedding space of the diffusion model. Our approach involves fine-tuning Stable Diffusion 1.5 and XL using Direct Preference Optimization (DPO), Contrastive Preference Optimization (CPO), and supervised fine-tuning (SFT) within this embedding space. For SDXL, our approach provides 60.8% general preference against SDXL-DPO on the PartiPrompts dataset.';
    expect(extractWith(text).results).toEqual([]);
  });
});

describe('2.32: the long form of a class acronym is a class, not a named method (shipped weights)', () => {
  it.each([
    ['However, empowering Large Language Models to perceive images end-to-end remains challenging. To address this gap, we propose FooVox (Foo Omni-present Voice Assistant), to enable Large Language Models with end-to-end speech capabilities.', ['FooVox']],
  ])('%s', (text, want) => expect(extractWith(text).methods.map((m) => m.name)).toEqual(want));
});

describe('2.31: a number in a clause of its own after "but" is no margin of the win before it', () => {
  const margins = (text: string) => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}: ${c.delta ?? '-'}`);
  it.each([
    ['We propose FooNet. FooNet outperforms ReflAct but is 3x slower.', ['FooNet > ReflAct: -']],
    ['We propose FooNet. FooNet outperforms ReflAct by 4% but requires 2x more memory.', ['FooNet > ReflAct: 4%']],
    ['We propose FooNet. FooNet outperforms ReflAct by 4% and is 3x faster.', ['FooNet > ReflAct: 4%', 'FooNet > ReflAct: 3x']],
  ])('%s', (text, want) => expect(margins(text)).toEqual(want));
});

describe('2.31: more of a quality, or a stronger or greater one, is the win a neutral "compared to" needs', () => {
  it.each([
    ['We propose FooNet. FooNet is 23% more effective compared to recent models such as ActionPiece.', ['FooNet > ActionPiece on -']],
    ['We propose FooNet. Compared to ActionPiece, FooNet simulates cloud structures more realistically.', ['FooNet > ActionPiece on -']],
    ['We propose FooNet. FooNet shows stronger performance relative to ActionPiece.', ['FooNet > ActionPiece on -']],
    ['We propose FooNet. FooNet is more expensive compared to ActionPiece.', []],
    ['We propose FooNet. FooNet uses more parameters compared to ActionPiece.', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.1: more ways to say "beats"', () => {
  it.each([
    ['We propose FooNet. In comparison with ReflAct, FooNet improves accuracy by 4.5% on TravelPlanner.', ['FooNet > ReflAct on TravelPlanner']],
    ['We propose FooNet. FooNet is 2.3 times more sample-efficient than TreeRL.', ['FooNet > TreeRL on -']],
    ['We propose FooNet. FooNet uses 10 times more data than TreeRL.', []],
    ['We propose FooNet. In comparison to prior work, we study TreeRL on TravelPlanner.', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe("2.1: a long form's head noun types the name it defines", () => {
  it.each([
    ['Agents lack tests. We introduce the Zephyr Planning Benchmark (ZPB), which covers 30 domains.', [], ['ZPB']],
    ['Agents are slow. We introduce SMART (Self-learning Meta-strategy Agent for Reasoning Tasks), which selects strategies.', ['SMART'], []],
    // the head is the word before the prepositional phrase, and a description after the name still counts
    ['Data matters. We introduce DataComp for Language Models (DCLM), a testbed for controlled dataset experiments.', [], ['DCLM']],
  ])('%s', (text, methods, benchmarks) => {
    const e = extract(text);
    expect(names(e.methods)).toEqual(methods);
    expect(names(e.benchmarks)).toEqual(benchmarks);
  });
  it('a bare size is no model', () => expect(names(extract('We collect a corpus of 2M planning traces with 7B models.').models)).toEqual([]));
});

describe('2.1: scores with thousands separators and averages over several benchmarks', () => {
  it.each([
    ['We propose FooNet. FooNet reaches 1,850 Elo on Chatbot Arena.', ['FooNet on Chatbot Arena = 1,850 Elo']],
    ['We propose FooNet. FooNet attains an average success rate of 76.5% across ALFWorld and WebShop.', []],
    ['We propose FooNet. FooNet attains a success rate of 76.5% across the ALFWorld tasks.', ['FooNet on ALFWorld = 76.5%']],
  ])('%s', (text, want) => expect(scores(extract(text))).toEqual(want));
  it('keeps the number of a separated value', () => expect(extract('We propose FooNet. FooNet reaches 1,850 Elo on Chatbot Arena.').results[0]?.number).toBe(1850));
});

describe('2.1: names introduced together, and what the recipe produces', () => {
  it.each([
    ['Planning is hard. We propose two algorithms, FastPlan and SafePlan, for constrained planning.', ['FastPlan', 'SafePlan']],
    ['Planning is hard. We propose FastPlan, SafePlan, and RiskPlan.', ['FastPlan', 'SafePlan', 'RiskPlan']],
    ['Planning is hard. We present Zephyr-7B and Zephyr-70B, two open models trained with our recipe.', ['Zephyr-7B', 'Zephyr-70B']],
    ['Planning is hard. We propose FastPlan and compare it with PPO.', ['FastPlan']],
    ['Math is hard. We train on our data. The resulting model, ZephyrMath, achieves 55.2% on MATH.', ['ZephyrMath']],
    ['Math is hard. We train Qwen2.5-7B on our data; the resulting model outperforms GPT-4o.', []],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.1: a negated win states none', () => {
  it.each([
    ['We propose FooNet. FooNet fails to outperform ReflAct on WebShop.', []],
    ['We propose FooNet. FooNet does not consistently outperform ReflAct on WebShop.', []],
    ['We propose FooNet. FooNet cannot beat ReflAct on WebShop.', []],
    ['We propose FooNet. FooNet not only outperforms ReflAct on WebShop but also runs faster.', ['FooNet > ReflAct on WebShop']],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.1: what a name is made of describes it', () => {
  it.each([
    ['Evaluating agents remains difficult. In this work, we construct LongPlan, which consists of 300 long-horizon tasks.', [], ['LongPlan']],
    ['Evaluating agents remains difficult. We propose FastPlan, which consists of two modules for planning.', ['FastPlan'], []],
  ])('%s', (text, methods, benchmarks) => {
    const e = extract(text);
    expect(names(e.methods)).toEqual(methods);
    expect(names(e.benchmarks)).toEqual(benchmarks);
  });
});

describe('2.1: a class as the object, the systems it stands for in parentheses', () => {
  it.each([
    [
      'We propose CodeV. CodeV surpasses the previous open-source SOTA by 14.4% (BetterV in VerilogEval) and 11.3% (RTLCoder in RTLLM) respectively.',
      ['CodeV > BetterV on VerilogEval', 'CodeV > RTLCoder on RTLLM'],
    ],
    ['We propose CodeV. CodeV surpasses the previous state of the art by 14.4% (ReflAct on TravelPlanner).', ['CodeV > ReflAct on TravelPlanner']],
    // no margin before the parentheses: an aside, not the comparator
    ['We propose CodeV. CodeV surpasses prior methods on TravelPlanner (see ReflAct for details).', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
  it('prefers and wins against are wins', () =>
    expect(claims(extract('We propose FooNet. Raters prefer FooNet 81% vs. ReflAct and 90% vs. TreeRL. FooNet wins against StepCoder 65% of the time.'))).toEqual([
      'FooNet > ReflAct on -',
      'FooNet > TreeRL on -',
      'FooNet > StepCoder on -',
    ]));
});

describe('2.1: naming verbs with "as"', () => {
  it.each([
    ['Training is unstable. Our approach, dubbed as ZePO, stabilizes training.', ['ZePO']],
    ['Training is unstable. We propose a method named as ZePO for stable training.', ['ZePO']],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.1: the best among a class that names its members', () => {
  it.each([
    ['We propose FooNet. FooNet achieves the best performance among all methods, including ReflAct and TreeRL.', ['FooNet > ReflAct on -', 'FooNet > TreeRL on -']],
    ['We propose FooNet. FooNet achieves the highest success rate among the compared baselines, such as ReflAct, on ALFWorld.', ['FooNet > ReflAct on ALFWorld']],
    ['We propose FooNet. FooNet ranks among the best methods, including ReflAct.', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.2: a capitalized name where a win puts its loser is a name', () => {
  it.each([
    ['We propose FooNet. FooNet outperforms Glimmer.', ['FooNet > Glimmer on -']],
    ['We propose FooNet. FooNet outperforms Quix-Tune and Make-A-Plan on WebShop.', ['FooNet > Quix-Tune on WebShop', 'FooNet > Make-A-Plan on WebShop']],
    ['We propose FooNet. FooNet outperforms both direct fine-tuning and strong RL methods, such as ZorbRL and Quix-Tune.', ['FooNet > ZorbRL on -', 'FooNet > Quix-Tune on -']],
    // a capitalized qualifier of a known name, a class: no new loser; a name after "on" is the setting
    ['We propose FooNet. FooNet improves over Vanilla GRPO by 5.6 points.', ['FooNet > GRPO on -']],
    ['We propose FooNet. FooNet outperforms Transformer models.', []],
    ['We propose FooNet. FooNet outperforms GRPO on Glimmer Bench.', ['FooNet > GRPO on Glimmer Bench']],
    // a size letter after a name makes a model name
    ['We present BarNet. BarNet-T obtains 83.4% on ImageNet, 2.1% higher than Swin-T with similar FLOPs.', ['BarNet-T > Swin-T on ImageNet']],
    ['We present BarNet. On COCO, BarNet surpasses Swin-T by 1.8 box AP.', ['BarNet > Swin-T on COCO']],
    // more verbs and comparatives of a win
    ['We propose FooNet. FooNet outpaces ReflAct in sample efficiency.', ['FooNet > ReflAct on -']],
    ['We propose FooNet. FooNet achieves a higher success rate on WebShop than ReflAct.', ['FooNet > ReflAct on WebShop']],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.2: a capitalized name where an evaluation puts its setting is a name', () => {
  const benchmarks = (text: string): string[] => names(extract(text).benchmarks);
  it.each([
    ['We propose FooNet. We evaluate FooNet on Glimmer, a suite of realistic shopping tasks.', ['Glimmer']],
    ['We propose FooNet. Experiments on Quix Arena and Make-A-Task show consistent gains.', ['Quix Arena', 'Make-A-Task']],
    ['We propose FooNet. On the Glimmer benchmark, FooNet achieves 85.1% success.', ['Glimmer']],
    ['We propose FooNet. FooNet outperforms PPO on Glimmer and Quix Arena.', ['Glimmer', 'Quix Arena']],
    // capitalized common nouns in a list of properties, a framework after "on": no settings
    ['We propose FooNet. We evaluate FooNet on Efficacy, Generalization and Robustness.', []],
    ['We propose FooNet. We evaluate FooNet on Glimmer. FooNet is built on the Quix framework.', ['Glimmer']],
  ])('%s', (text, want) => expect(benchmarks(text)).toEqual(want));
  it('keeps a score read on such a name', () =>
    expect(scores(extract('We propose FooNet. FooNet reaches 85.1% accuracy on Glimmer.'))).toEqual(['FooNet on Glimmer = 85.1%']));
});

describe('2.2: "X, our new … method," names the paper\'s own', () => {
  it.each([
    ['Diffusion models are slow. Lumen, our new distillation method, produces one-step generators. Lumen reaches an FID of 2.1.', ['Lumen']],
    ['Diffusion models are slow. We study Quix Gen, our proposed framework, on ImageNet.', ['Quix Gen']],
    // a fronted phrase before a main clause, an adverb: not an appositive
    ['Diffusion models are slow. Compared with Medusa, our approach adopts a single model.', []],
    ['Diffusion models are slow. Furthermore, our method, unlike others, needs no teacher.', []],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.2: a name in the role of a backbone is a model', () => {
  it.each([
    ['We propose FooNet. Using ZephyrixLM as the backbone, FooNet outperforms PPO on WebShop.', ['ZephyrixLM']],
    ['We propose FooNet. Using Zephyrix as the backbone, FooNet outperforms PPO on WebShop.', ['Zephyrix']],
    ['We propose FooNet. We use ZephyrixLM as our base model.', ['ZephyrixLM']],
    ['We propose FooNet. We use ZephyrixLM as a tool.', []],
  ])('%s', (text, want) => expect(names(extract(text).models)).toEqual(want));
});

describe('2.2: "N points above X" is a win by N', () => {
  it('reads the margin and the loser', () => {
    const [c] = extract('We propose FooNet. FooNet achieves 85.1% on WebShop, 7.2 points above ReflAct.').comparisons;
    expect(c).toMatchObject({ method: 'FooNet', baseline: 'ReflAct', benchmark: 'WebShop', delta: '7.2 points' });
  });
});

describe('2.2: "X and a new benchmark, Y" describes Y, not X', () => {
  it('keeps X a method and Y an introduced benchmark', () => {
    const e = extract('Evaluating web agents is hard. We propose FooAgent and a new benchmark, GlimmerBench. FooAgent achieves 45% on GlimmerBench.');
    expect(names(e.methods)).toEqual(['FooAgent']);
    expect(names(e.introducedBenchmarks)).toEqual(['GlimmerBench']);
  });
});

describe('2.2: compared systems', () => {
  it.each([
    ['We propose FooNet, a novel agent. We compare FooNet against ZorbRL and QuixPO on WebShop.', ['ZorbRL', 'QuixPO'], []],
    ['We propose FooNet, a novel agent. Baselines include ZorbRL and QuixPO.', ['ZorbRL', 'QuixPO'], []],
    ['We propose FooNet, a novel agent. Compared to the strongest baseline, ZorbRL, FooNet improves success by 7.2%.', ['ZorbRL'], ['FooNet > ZorbRL on -']],
  ])('%s', (text, baselines, wins) => {
    const e = extract(text);
    expect(names(e.baselines)).toEqual(baselines);
    expect(claims(e)).toEqual(wins);
  });
});

describe('2.2: a clause of its own after a win', () => {
  it('gives the win neither its margin nor its direction', () => {
    const all = extract('We propose Lantern. Lantern surpasses Reflexion and ReAct on Glimmer while using 35% fewer environment steps.').comparisons;
    const [a, b] = all.filter((c) => c.metric === null);
    const cost = all.filter((c) => c.metric !== null);
    expect([a?.baseline, b?.baseline]).toEqual(['Reflexion', 'ReAct']);
    for (const c of [a, b]) expect(c).toMatchObject({ delta: null, lowerIsBetter: false });
    // The clause is a win of its own, on its cost (2.12; train's DCLM-Baseline "… improvement on MMLU while being trained with 40% less compute" is annotated so).
    expect(cost.map((c) => [c.baseline, c.metric, c.delta, c.lowerIsBetter])).toEqual([
      ['Reflexion', 'environment steps', '35%', true],
      ['ReAct', 'environment steps', '35%', true],
    ]);
  });
});

describe('2.2: each clause its own benchmark and hedge; a name inside another name', () => {
  it('a hedge qualifies only the nearest win before it', () => {
    const e = extract('We introduce Chorus, a speech model. Chorus reduces the word error rate on FLEURS by 21% relative to Whisper-large-v3 and outperforms MMS on 95 of 102 languages.');
    expect(claims(e)).toEqual(['Chorus > Whisper-large-v3 on FLEURS']);
    expect(e.comparisons[0]?.lowerIsBetter).toBe(true);
  });
  it('a score before ", and …" is not on the benchmark of the next clause', () =>
    expect(scores(extract('We propose RPO. Fine-tuning Llama-3-8B-Instruct with RPO improves the win rate on AlpacaEval 2 from 22.9% to 39.4%, and RPO outperforms DPO on Arena-Hard by 4.1 points.'))).toEqual([
      'Llama-3-8B-Instruct on AlpacaEval 2 = 22.9%',
      'RPO on AlpacaEval 2 = 39.4%',
    ]));
  it('"Chorus-Eval" is no mention of Chorus, and a score on it is on it', () =>
    expect(scores(extract('We introduce Chorus, a speech model. Chorus reduces WER on FLEURS by 21%. We also release Chorus-Eval, a test set in 30 languages, on which Chorus achieves an average WER of 18.2%.'))).toEqual([
      'Chorus on Chorus-Eval = 18.2%',
    ]));
});

describe('2.2: clauses and openers', () => {
  it('a clause of its own keeps its metric, margin and direction to itself; "Across 57 datasets" is no name', () => {
    const e = extract('We introduce TabMax, a transformer. Across 57 datasets from the OpenML-CC18 suite, TabMax ranks first on average, beating XGBoost, CatBoost and TabPFN, and it reduces inference time by 5x compared to TabPFN.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta, c.metric, c.lowerIsBetter])).toEqual([
      ['XGBoost', 'OpenML-CC18', null, null, false],
      ['CatBoost', 'OpenML-CC18', null, null, false],
      ['TabPFN', 'OpenML-CC18', '5x', 'inference time', true],
    ]);
  });
});

describe('2.2: a compared system\'s score has no backbone of the paper\'s', () => {
  it('keeps the model condition for the method only', () => {
    const e = extract('We present Grasp-VLA, built on OpenVLA. On LIBERO, Grasp-VLA achieves an average success rate of 96.1%, compared to 76.5% for OpenVLA and 94.2% for RT-2X.');
    expect(e.results.map((r) => [r.method, r.value, r.model])).toEqual([
      ['Grasp-VLA', '96.1%', 'OpenVLA'],
      ['OpenVLA', '76.5%', null],
      ['RT-2X', '94.2%', null],
    ]);
  });
});

describe('2.2: "N% above X" is a win whose margin is N', () => {
  it('and the margin is not also given to an earlier win of the sentence', () =>
    expect(extract('We propose Ripple. Ripple outperforms GCN and GAT, and a deep Ripple attains 74.8% accuracy on Cora, 2.1% above GCNII.').comparisons.map((c) => [c.baseline, c.delta])).toEqual([
      ['GCN', null],
      ['GAT', null],
      ['GCNII', '2.1%'],
    ]));
});

describe('2.2: a bare number after "by" is a margin in the metric\'s units', () => {
  it.each([
    ['We present Prism. On COCO, Prism-B improves box AP by 1.9 over Swin-B.', '1.9'],
    ['We present Prism. Prism outperforms Swin-B by a large margin of 2.4 mIoU on ADE20K.', '2.4'],
    ['We present Prism. Prism outperforms Swin-B on ADE20K by 2025 standards.', null],
  ])('%s', (text, delta) => expect(extract(text).comparisons[0]?.delta ?? null).toBe(delta));
});

describe('2.2: one cue\'s object is read for its first names only', () => {
  it('a list of thousands of compared names keeps the first 24', () => {
    const names = Array.from({ length: 500 }, (_, i) => `Net${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`);
    const e = extract(`We propose FooNet. We compare against ${names.join(', ')}.`);
    expect(e.baselines.length).toBe(24);
  });
});

describe('2.3: the words a win\'s object may hold before its names', () => {
  it.each([
    ['We propose Zorbit. Zorbit consistently outperforms strong baselines including Quix.', ['Zorbit > Quix on -']],
    ['We present Aligna. Aligna outperforms both direct distillation and leading GPT-3.5-based distillation methods, such as OSS-Instruct and Evol-Instruct.', ['Aligna > OSS-Instruct on -', 'Aligna > Evol-Instruct on -']],
    ['We propose Zorbit. Zorbit sets a new state of the art on Glimmer, beating the prior best Quix by 3 points.', ['Zorbit > Quix on Glimmer']],
    ['We propose Zorbit. Zorbit achieves state-of-the-art results on Glimmer, surpassing the previous best method, Quix, by 2.3%.', ['Zorbit > Quix on Glimmer']],
    ['We propose Zorbit. Zorbit outperforms the recently proposed Quix on Glimmer.', ['Zorbit > Quix on Glimmer']],
    ['We propose Zorbit. Zorbit achieves 71.2% accuracy on Glimmer, compared with 65.0% for Quix.', ['Zorbit > Quix on Glimmer']],
    ['We propose Zorbit. Zorbit yields a relative improvement of 12% over Quix on Glimmer.', ['Zorbit > Quix on Glimmer']],
    // (a list of capitalized words only names no benchmarks since 2.55: one name here has a benchmark's shape)
    ['We propose Zorbit. Zorbit outperforms Quix on both Glimmer and VexaQA.', ['Zorbit > Quix on Glimmer', 'Zorbit > Quix on VexaQA']],
    ['We present Vidmo. Our model outperforms commercial solutions such as Runway\'s Genix and Pika Labs.', ['Vidmo > Genix on -', 'Vidmo > Pika Labs on -']],
    // More than three other words, a setting ("using"), an English word in capitals: no name.
    ['We propose Zorbit. Notably, Zorbit even surpasses its much larger counterpart Quix.', []],
    ['We propose Zorbit. When compared with EWC using Computer Vision and sentiment analysis datasets, Zorbit demonstrates superior accuracy.', ['Zorbit > EWC on -']],
    ['We propose Zorbit. Zorbit and Quix outperform industry standard practices (Supervised finetuning followed by RL).', []],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));

  it('a number with its unit ends a name: "Quix 70% of the time" names Quix', () =>
    expect(names(extract('We propose Zorbit. In human evaluations, raters preferred Zorbit over Quix 70% of the time.').baselines)).toEqual(['Quix']));
});

describe('2.3: the name before a title\'s colon', () => {
  const withTitle = (title: string, text: string): Extraction => extractWith(text, RULES, { title });
  it('is the paper\'s method when the abstract uses it and no rule read it', () => {
    const text = 'We study sparse mixtures for video understanding. Quillet routes tokens to experts and outperforms ViT-B on Kinetics-400.';
    expect(names(extract(text).methods)).toEqual([]);
    expect(names(withTitle('Quillet: Routing Video Tokens to Experts', text).methods)).toEqual(['Quillet']);
  });
  it('is an introduced benchmark when the title or the abstract says it is data', () => {
    const e = withTitle('Vriplet: A Video Is Worth Thousands of Words', 'We collect Vriplet, a fine-grained video-text dataset of 12K videos. Models trained on Vriplet caption better.');
    expect(names(e.introducedBenchmarks)).toEqual(['Vriplet']);
    expect(names(e.methods)).toEqual([]);
  });
  it.each([
    ['a name the abstract never writes', 'Beyond Quillet: Routing Tokens', 'We propose TokRoute, a router for video tokens.', ['TokRoute']],
    ['a name the abstract compares against', 'Quillet: Why Routing Fails', 'We propose TokRoute, a router that outperforms Quillet on Kinetics-400.', ['TokRoute']],
    ['a title with no colon', 'Quillet Routes Video Tokens', 'Quillet routes video tokens to experts.', []],
  ])('leaves %s alone', (_, title, text, methods) => expect(names(withTitle(title, text).methods)).toEqual(methods));
});

describe('2.3: scores and settings in more of the words abstracts use', () => {
  it.each([
    ['We propose Zorbit. On Glimmer, Zorbit obtains an F1 of 0.81.', ['Zorbit on Glimmer = 0.81']],
    ['We propose Zorbit. Zorbit sets a new state of the art on Glimmer with an FID of 2.3.', ['Zorbit on Glimmer = 2.3']],
    ['We propose Zorbit. Zorbit achieves a word error rate of 12.4 on Glimmer, outperforming Quix.', ['Zorbit on Glimmer = 12.4']],
    ['We propose Zorbit. Zorbit resolves 33.1% of issues on Glimmer Verified.', ['Zorbit on Glimmer Verified = 33.1%']],
  ])('%s', (text, expected) => expect(scores(extract(text))).toEqual(expected));
});

describe('2.3: more ways an abstract names its own work and its settings', () => {
  it.each([
    ['We refer to this method as Quillet.', ['Quillet']],
    ['We refer to our routing scheme as Quillet.', ['Quillet']],
    ['Our key contribution is Quillet, a router that balances load across experts.', ['Quillet']],
    ['We describe Quillet, a router that balances load across experts.', []],
  ])('%s', (text, expected) => expect(names(extract(text).methods)).toEqual(expected));
  it('"two benchmarks, Glimmer and Vexa" names two settings', () =>
    expect(names(extract('We propose Quillet. Our experiments span two benchmarks, Glimmer and Vexa.').benchmarks)).toEqual(['Glimmer', 'Vexa']));
});

describe('2.3: losers each with a margin, counts after a name', () => {
  it.each([
    ['We propose Zorbit. On Glimmer, Zorbit outperforms Quix by 4.1% and Blen by 2.2%.', ['Zorbit > Quix on Glimmer', 'Zorbit > Blen on Glimmer']],
    // a win in some of the settings is hedged, "on" or "in" (2.34: the gold has no claim in all four read abstracts of this shape)
    ['We propose Zorbit. Zorbit beats Quix in 8 out of 10 games.', []],
    ['We propose Zorbit. Zorbit reduces the error rate on Glimmer by 20% relative to Quix.', ['Zorbit > Quix on Glimmer']],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));
});

describe('2.3: a paper is extracted with its own title, not a derived one', () => {
  const text = 'We study sparse mixtures for video understanding. Quillet routes tokens to experts and outperforms ViT-B on Kinetics-400.';
  it.each([
    [false, ['Quillet']],
    [true, []],
  ])('titleDerived %s', (titleDerived, methods) =>
    expect(names(extractPaper({ text, title: 'Quillet: Routing Video Tokens to Experts', titleDerived }).methods)).toEqual(methods));
});

describe('2.3: agentic RL phrasings', () => {
  it.each([
    ['We propose FooRL. On WebShop, FooRL scores 72.4, compared with 61.0 for ReAct and 64.8 for Reflexion.', ['FooRL > ReAct on WebShop', 'FooRL > Reflexion on WebShop']],
    ['We propose FooRL. Our 8B agent trained with FooRL outperforms GPT-4o on BFCL-v3.', ['FooRL > GPT-4o on BFCL-v3']],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));
  it('"lifts X by N, outperforming Y": N is the gain over X, not the margin over Y', () =>
    expect(extract('We propose FooRL. FooRL lifts Llama-3.1-8B-Instruct by 9.8 points on MATH500, outperforming SFT.').comparisons.map((c) => [c.baseline, c.delta, c.baseModel])).toEqual([
      ['SFT', null, false],
      ['Llama-3.1-8B-Instruct', '9.8 points', true],
    ]));
});

describe('2.3: a qualified metric unit, the paper\'s own benchmark in apposition', () => {
  it('"52.1 box AP" is a score', () => expect(scores(extract('We propose Zorbit, a detector. On COCO, Zorbit achieves 52.1 box AP.'))).toEqual(['Zorbit on COCO = 52.1 box AP']));
  it('"Our benchmark, Glimmer," introduces Glimmer', () =>
    expect(names(extract('Our benchmark, Glimmer, contains 3,000 questions across 8 disciplines.').introducedBenchmarks)).toEqual(['Glimmer']));
});

describe('2.3: a whole synthetic abstract in recommendation, forecasting and 3D editing', () => {
  it('"over SASRec by 23.5% and over TIGER by 9.7%": each margin with its loser', () =>
    expect(extract('We introduce RecoLens. Experiments show that RecoLens improves NDCG@10 over SASRec by 23.5% and over TIGER by 9.7%.').comparisons.map((c) => [c.baseline, c.delta, c.metric])).toEqual([
      ['SASRec', '23.5%', 'NDCG@10'],
      ['TIGER', '9.7%', 'NDCG@10'],
    ]));
  it.each([
    ['We introduce RecoLens. On Beauty, RecoLens reaches a Recall@10 of 0.0912.', ['RecoLens on Beauty = 0.0912']],
    ['We propose TempoMix. On the Traffic dataset, TempoMix attains an MSE of 0.391, compared with 0.418 for iTransformer.', ['iTransformer on Traffic = 0.418', 'TempoMix on Traffic = 0.391']],
    ['We present SplatEdit. On the IN2N benchmark, SplatEdit achieves a CLIP directional similarity of 0.214.', ['SplatEdit on IN2N = 0.214']],
    // A margin named like a measure is no score.
    ['We present SplatEdit. On the IN2N benchmark, SplatEdit achieves an average improvement of 0.05.', []],
  ])('%s', (text, expected) => expect(scores(extract(text))).toEqual(expected));
  it('"three Amazon review datasets (Beauty, Sports and Toys)" names three settings', () =>
    expect(names(extract('We introduce RecoLens. Experiments on three Amazon review datasets (Beauty, Sports and Toys) show that RecoLens improves NDCG@10 over SASRec.').benchmarks)).toEqual(['Beauty', 'Sports', 'Toys']));
  it('MAE stays a name (masked autoencoders), not a metric', () =>
    expect(claims(extract('We propose CrossMAE. CrossMAE surpasses MAE on ImageNet.'))).toEqual(['CrossMAE > MAE on ImageNet']));
});

describe('2.3: "ahead of"', () => {
  it.each([
    ['We present TabFuse. On the 45 datasets of the TabZilla suite, TabFuse ranks first on average, ahead of XGBoost and CatBoost.', ['TabFuse > XGBoost on TabZilla', 'TabFuse > CatBoost on TabZilla']],
    ['We present TabFuse. TabFuse compiles its kernels ahead of time with XLA.', []],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));
});

describe('2.4: comparators in parentheses and in the systems a method made', () => {
  it.each([
    ['We propose Zorbit. Zorbit outperforms Quix (+6.1%) and Vexa (+3.4%) on Glimmer.', ['Zorbit > Quix on Glimmer', 'Zorbit > Vexa on Glimmer']],
    ['We propose Zorbit. Agents trained with Zorbit outperform those trained with GRPO.', ['Zorbit > GRPO on -']],
    ['We propose Zorbit. Zorbit improves the success rate on ALFWorld from 41.2% (GRPO) to 55.6%.', ['Zorbit > GRPO on ALFWorld']],
    // A parenthesis that names nothing.
    ['We propose Zorbit. Zorbit improves the success rate on ALFWorld from 41.2% (on average) to 55.6%.', []],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));

  it('the margin of "from 41.2% (GRPO) to 55.6%" is the difference of the two scores', () =>
    expect(parseMargin('from 41.2% (GRPO) to 55.6%')).toMatchObject({ value: 14.4, unit: 'pp', from: 41.2, to: 55.6 }));
});

describe('2.4: margins with measures or settings of their own are one claim each', () => {
  const rows = (e: Extraction): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} on ${c.benchmark ?? '-'}: ${c.metric ?? '-'} ${c.delta ?? '-'}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it.each([
    ['We propose Zorbit. Zorbit demonstrates 20.6x speedup and 75.8% GPU memory reduction compared to HoVLE.', ['Zorbit > HoVLE on -: speedup 20.6x', 'Zorbit > HoVLE on -: GPU memory 75.8% (lower)']],
    ['We propose Zorbit. On ALFWorld, Zorbit achieves a 2.1x speedup and a 35% memory reduction over GRPO.', ['Zorbit > GRPO on ALFWorld: speedup 2.1x', 'Zorbit > GRPO on ALFWorld: memory 35% (lower)']],
    ['We propose Zorbit. Zorbit yields 12% higher accuracy and 30% lower latency than GRPO.', ['Zorbit > GRPO on -: accuracy 12%', 'Zorbit > GRPO on -: latency 30% (lower)']],
    // A setting of its own: a claim on the benchmark it names, or on none; two unnamed settings are two records.
    ['We propose Zorbit. Zorbit outperforms OpenVLA by 10% on SimplerEnv and 3.5x on real-robot tasks.', ['Zorbit > OpenVLA on SimplerEnv: - 10%', 'Zorbit > OpenVLA on -: - 3.5x']],
    ['We propose Zorbit. Zorbit improves over GPT-4o, yielding an average gain of 11.0% on table tasks and 6.8% on chart tasks.', ['Zorbit > GPT-4o on -: - 11.0%', 'Zorbit > GPT-4o on -: - 6.8%']],
    // Margins a comma sets off before the cue are the earlier clause's.
    ['We propose Zorbit. Zorbit achieves 8.6% on math and 8.4% on general reasoning, outperforming SFT.', ['Zorbit > SFT on -: - -']],
    // Margins that all name their benchmarks, or a list of numbers, keep the usual pairing.
    ['We propose Zorbit. Zorbit outperforms GRPO by 4.1% and 2.0% on ALFWorld and WebShop, respectively.', ['Zorbit > GRPO on ALFWorld: - 4.1%', 'Zorbit > GRPO on WebShop: - 2.0%']],
    ['We propose Zorbit. Zorbit outperforms GRPO by 5.1% on ALFWorld and 3.3% on WebShop.', ['Zorbit > GRPO on ALFWorld: - 5.1%', 'Zorbit > GRPO on WebShop: - 3.3%']],
    // "while using 30% fewer steps" is a second win, on that cost, with its own margin (2.23: before, the decimal of 12.4% hid it).
    ['We propose Zorbit. Zorbit outperforms GRPO by 12.4% in success rate while using 30% fewer steps.', ['Zorbit > GRPO on -: success rate 12.4%', 'Zorbit > GRPO on -: steps 30% (lower)']],
  ])('%s', (text, expected) => expect(rows(extract(text))).toEqual(expected));
});

describe('2.4: "close to" names a baseline without a win', () => {
  it.each([
    ['We propose Zorbit. Zorbit extends the context window to 128k, achieving performance close to GPT-4 with one day of training.', ['GPT-4']],
    ['We propose Zorbit. Zorbit reaches accuracy close to 100% on Glimmer.', []],
  ])('%s', (text, expected) => {
    const e = extract(text);
    expect(names(e.baselines)).toEqual(expected);
    expect(e.comparisons).toEqual([]);
  });
});

describe('2.4: a second contribution of an introducing sentence, a score\'s own benchmark and model', () => {
  it('"We introduce A, a benchmark …, and B, a planning agent …" introduces both, each as its noun says', () => {
    const e = extract('We introduce RepoQuest, a benchmark of 1,204 multi-file tasks drawn from 87 repositories, and RQ-Agent, a planning agent that keeps a repository map. On RepoQuest, RQ-Agent resolves 31.5% of tasks.');
    expect(names(e.methods)).toEqual(['RQ-Agent']);
    expect(names(e.benchmarks)).toEqual(['RepoQuest']);
    expect(scores(e)).toEqual(['RQ-Agent on RepoQuest = 31.5%']);
  });

  it('a name already compared elsewhere, or one with no describing noun, is not introduced', () => {
    const e = extract('We introduce RepoQuest, a benchmark of tasks, and GRPO, a baseline algorithm. We also present FooNet, a model, and Quix, which we study.');
    expect(names(e.methods)).toEqual(['FooNet']);
  });

  it.each([
    ['We propose Spark. Spark raises the win rate on AlpacaEval 2 from 22.9% to 41.7% and improves MT-Bench score by 0.6.', ['Spark on AlpacaEval 2 = 41.7%']],
    ['We propose Spark. Spark reaches 41.7% and outperforms DPO on AlpacaEval 2.', ['Spark on AlpacaEval 2 = 41.7%']],
  ])('%s', (text, expected) => expect(scores(extract(text))).toEqual(expected));

  it('"31.5% of tasks with Claude-3.5-Sonnet" binds the score to the model', () =>
    expect(extract('We propose RQ-Agent. On RepoQuest, RQ-Agent resolves 31.5% of tasks with Claude-3.5-Sonnet and 24.8% with GPT-4o.').results.map((r) => `${r.value} ${r.model}`)).toEqual(['31.5% Claude-3.5-Sonnet', '24.8% GPT-4o']));
});

describe('2.4: lowercase lexicon benchmarks, list mates and "improves the score of X by N"', () => {
  it('"experiments on ZINC, ogbg-molhiv and Peptides-func" names three benchmarks', () =>
    expect(names(extract('We propose HyperRing. Extensive experiments on ZINC, ogbg-molhiv and Peptides-func show that HyperRing outperforms GIN.').benchmarks)).toEqual(['ZINC', 'ogbg-molhiv', 'Peptides-func']));

  it.each([
    ['We present Q-Shaper. On D4RL, Q-Shaper improves the normalized score of IQL by 9.3 and of CQL by 12.1 on average.', ['Q-Shaper > IQL on D4RL', 'Q-Shaper > CQL on D4RL']],
    ['We present Q-Shaper. On D4RL, Q-Shaper improves the performance of IQL.', ['Q-Shaper > IQL on D4RL']],
    // Improving a measure of an unnamed thing names no loser.
    ['We present Q-Shaper. On D4RL, Q-Shaper improves the normalized score of offline agents by 9.3.', []],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));
});

describe('2.4: found with a second set of synthetic abstracts', () => {
  const rows = (e: Extraction): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} on ${c.benchmark ?? '-'}: ${c.metric ?? '-'} ${c.delta ?? '-'}`);
  it('"COCO-30K" is the COCO benchmark with a size glued on', () =>
    expect(claims(extract('We propose FlashDistill. On COCO-30K, FlashDistill achieves an FID of 18.4, compared with 22.1 for LCM.'))).toEqual(['FlashDistill > LCM on COCO-30K']));

  it('"up from 76.5% for OpenVLA" compares with OpenVLA, whose score is its own', () => {
    const e = extract('We introduce SpatialVLA-R. On the LIBERO benchmark, SpatialVLA-R reaches an average success rate of 91.2%, up from 76.5% for OpenVLA.');
    expect(claims(e)).toEqual(['SpatialVLA-R > OpenVLA on LIBERO']);
    expect(scores(e)).toEqual(['SpatialVLA-R on LIBERO = 91.2%', 'OpenVLA on LIBERO = 76.5%']);
  });

  it('", achieving 31.8 F1" after a win is the winner\'s score, not the last loser\'s', () =>
    expect(scores(extract('We propose IterRAG, a framework. It also surpasses Self-RAG and IRCoT on MuSiQue, achieving 31.8 F1.'))).toEqual(['IterRAG on MuSiQue = 31.8 F1']));

  it('a contrast clause after a later win of the sentence keeps its measure from the earlier win', () =>
    expect(rows(extract('We propose WaveMixer. On ETTh1, WaveMixer reduces MSE by 11.2% compared to PatchTST and by 6.8% compared to iTransformer, while using 5x less memory.'))).toEqual([
      'WaveMixer > PatchTST on ETTh1: MSE 11.2%',
      'WaveMixer > iTransformer on ETTh1: MSE 6.8%',
      // 2.12: the clause is a win of its own on memory, over the comparator of the win it follows.
      'WaveMixer > iTransformer on ETTh1: memory 5x',
    ]));

  it('"Applied to A and B, X reduces … by 27% and 19%, respectively": one margin per improved model', () =>
    expect(extract('We present GroundCheck. Applied to LLaVA-1.5-7B and Qwen2-VL-7B, GroundCheck reduces the hallucination rate on POPE by 27% and 19%, respectively.').comparisons.map((c) => `${c.baseline} ${c.delta}`)).toEqual(['LLaVA-1.5-7B 27%', 'Qwen2-VL-7B 19%']));
});

describe('2.4: found with a third set of synthetic abstracts', () => {
  it('a list of datasets in a fronted setting is no list of the names after its comma', () => {
    const e = extract('This paper presents TextRec, a recommender. On the Amazon Beauty, Sports and Toys datasets, TextRec improves NDCG@10 by 14.3%, 11.8% and 12.5% over SASRec, respectively, and outperforms UniSRec.');
    expect(names(e.benchmarks)).toEqual(['Amazon Beauty', 'Sports', 'Toys']);
    expect(names(e.baselines)).toEqual(['SASRec', 'UniSRec']);
  });

  it.each([
    ['We introduce WebPilot-RL. On WebArena, WebPilot-RL attains a success rate of 42.7%, a relative improvement of 31% over SteP, and it surpasses WebRL by 4.5 points.', ['WebPilot-RL > SteP on WebArena', 'WebPilot-RL > WebRL on WebArena']],
    ['We propose TimeAlign-TTA. TimeAlign-TTA achieves an FAD of 1.21 on AudioCaps, outperforming AudioLDM 2 (1.86) and Tango 2 (1.74).', ['TimeAlign-TTA > AudioLDM 2 on AudioCaps', 'TimeAlign-TTA > Tango 2 on AudioCaps']],
    ['We propose Zorbit. Zorbit reaches a success rate 5 points higher than that of Quix on Glimmer.', ['Zorbit > Quix on Glimmer']],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));

  it('FAD is a lower-is-better measure', () =>
    expect(extract('We propose TimeAlign-TTA. TimeAlign-TTA achieves an FAD of 1.21 on AudioCaps, outperforming AudioLDM 2 (1.86).').comparisons.map((c) => [c.metric, c.lowerIsBetter])).toEqual([['FAD', true]]));
});

describe('2.4: found with a fourth set of synthetic abstracts', () => {
  const rows = (e: Extraction): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} on ${c.benchmark ?? '-'}: ${c.metric ?? '-'} ${c.delta ?? '-'}`);
  it('"self-consistency" is the known Self-Consistency, and a capitalized mention names the entity', () => {
    expect(claims(extract('We propose SparseDebate. Across GSM8K, SparseDebate beats self-consistency with the same budget by 2.8% on average.'))).toEqual(['SparseDebate > self-consistency on GSM8K']);
    expect(names(extract('We propose Zorbit. Unlike self-consistency, Zorbit outperforms Self-Consistency on GSM8K.').baselines)).toEqual(['Self-Consistency']);
  });

  it('a coordinated verb opens a clause of its own: benchmarks and measures do not cross it', () =>
    expect(rows(extract('We propose ChronoLLM. ChronoLLM sets a new state of the art on Charades-STA, surpassing TimeChat by 11.4 points, and improves mIoU on ActivityNet by 6.1 over VTimeLLM.'))).toEqual([
      'ChronoLLM > TimeChat on Charades-STA: - 11.4 points',
      'ChronoLLM > VTimeLLM on ActivityNet: mIoU 6.1',
    ]));

  it('"raises the agreement of GPT-4o … from 68.4% to 79.1%" improves GPT-4o', () =>
    expect(claims(extract('We introduce DebiasJudge, a calibration method. On JudgeBench, DebiasJudge raises the agreement of GPT-4o with human labels from 68.4% to 79.1%.'))).toEqual(['DebiasJudge > GPT-4o on JudgeBench']));

  it('"on PCN by 9.6% and on ShapeNet-55 by 12.3%": each margin goes to the benchmark before its "by"', () =>
    expect(rows(extract('We present OccluNet. OccluNet lowers the Chamfer distance on PCN by 9.6% and on ShapeNet-55 by 12.3% relative to AdaPoinTr.'))).toEqual([
      'OccluNet > AdaPoinTr on PCN: Chamfer distance 9.6%',
      'OccluNet > AdaPoinTr on ShapeNet-55: Chamfer distance 12.3%',
    ]));
});

describe('2.4: found with a fifth set of synthetic abstracts (agentic RL, in the seed corpus\'s style)', () => {
  const rows = (e: Extraction): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} on ${c.benchmark ?? '-'}: ${c.metric ?? '-'}`);
  it('a win that names its own benchmark after a fronted list keeps only that one', () =>
    expect(claims(extract('We propose TRD. On ALFWorld and WebShop, TRD improves the success rate over vanilla OPD by 7.8 and 5.1 points, respectively, and even surpasses its Qwen3-32B teacher on ALFWorld.'))).toEqual([
      'TRD > OPD on ALFWorld',
      'TRD > OPD on WebShop',
      'TRD > Qwen3-32B on ALFWorld',
    ]));

  it('"those trained with DreamerV3 (52%)": the score is DreamerV3\'s, not the winner\'s', () =>
    expect(scores(extract('We introduce ActWM, a world model. Policies trained in ActWM reach 71% success on the RoboCasa tasks, outperforming those trained with DreamerV3 (52%) and IRIS (47%).'))).toEqual([
      'ActWM on RoboCasa = 71%',
      'DreamerV3 on RoboCasa = 52%',
      'IRIS on RoboCasa = 47%',
    ]));

  it('"improves exact match over X by 3.9 points and reduces the number of search calls by 27%": two measures', () =>
    expect(rows(extract('We propose QueryCritic. On HotpotQA, QueryCritic improves exact match over Search-R1 by 3.9 points and reduces the number of search calls by 27%.'))).toEqual([
      'QueryCritic > Search-R1 on HotpotQA: exact match',
      'QueryCritic > Search-R1 on HotpotQA: search calls',
    ]));
});

describe('2.4: found with a sixth set of synthetic abstracts', () => {
  const T = 'We propose PhonemeGuard, a decoding scheme. Built on VALL-E 2, PhonemeGuard reduces the word error rate on LibriSpeech test-clean from 3.1% to 1.9% and on a new benchmark of rare words, RareWords-1K, from 14.6% to 6.2%.';
  it('"Built on VALL-E 2," names a model; "a new benchmark of rare words, RareWords-1K," introduces a benchmark', () => {
    const e = extract(T);
    expect(names(e.models)).toEqual(['VALL-E 2']);
    expect(names(e.introducedBenchmarks)).toEqual(['RareWords-1K']);
  });
  it('"reduces … on LibriSpeech test-clean from 3.1% to 1.9%": the method reaches the second value, on the benchmark before it', () =>
    expect(scores(extract(T))).toEqual(['PhonemeGuard on LibriSpeech = 1.9%', 'PhonemeGuard on RareWords-1K = 6.2%']));
  it('"outperforming A by 2.2 F1 and GPT-4 zero-shot prompting by 14.5 F1" compares with both', () =>
    expect(claims(extract('We propose XNER-Distill. On the MasakhaNER 2.0 benchmark, XNER-Distill reaches an F1 of 81.3, outperforming AfroXLMR-large by 2.2 F1 and GPT-4 zero-shot prompting by 14.5 F1.'))).toEqual([
      'XNER-Distill > AfroXLMR-large on MasakhaNER 2.0',
      'XNER-Distill > GPT-4 on MasakhaNER 2.0',
    ]));
});

describe('2.4: found with a seventh set of synthetic abstracts', () => {
  it('"… yields a model, MixTral-Chat, that achieves …" after a sentence building on the paper\'s dataset introduces a method', () =>
    expect(names(extract('We introduce MixInstruct-50K, a dataset of 50,000 instructions. Fine-tuning Mistral-7B on MixInstruct-50K yields a model, MixTral-Chat, that achieves a 28.4% win rate on AlpacaEval 2.0.').methods)).toEqual(['MixTral-Chat']));

  it('a model improved "from 0.61 to 0.78" in "the identity consistency score of CogVideoX" is the base model', () =>
    expect(extract('We propose ShotBridge, an adapter. On MultiShot-Bench, ShotBridge improves the identity consistency score of CogVideoX from 0.61 to 0.78.').comparisons.map((c) => `${c.baseline} ${c.baseModel}`)).toEqual(['CogVideoX true']));
});

describe('2.4: found with an eighth set of synthetic abstracts', () => {
  it('"In closed-loop evaluation on nuPlan, SafePlan reduces …": the name after the comma is the subject, not a second benchmark', () =>
    expect(claims(extract('We train a planner, SafePlan. In closed-loop evaluation on nuPlan, SafePlan reduces the collision rate by 42% relative to PDM-Closed.'))).toEqual(['SafePlan > PDM-Closed on nuPlan']));
  it('"On CIFAR10-DVS, it reaches 84.7% accuracy": a fronted setting with digits is a benchmark', () =>
    expect(scores(extract('We propose SpikeFormer-V, a spiking transformer. On CIFAR10-DVS, it reaches 84.7% accuracy.'))).toEqual(['SpikeFormer-V on CIFAR10-DVS = 84.7%']));
  it('"transfers zero-shot to ODinW-35, where it outperforms GLIP": the destination is no winner (since 2.11 ODinW is a known benchmark, so it is where the win holds)', () =>
    expect(claims(extract('We present RareDet, a detector. It also transfers zero-shot to ODinW-35, where it outperforms GLIP.'))).toEqual(['RareDet > GLIP on ODinW-35']));
  it('"OWL-ViT v2 and 4.2 AP over …": a "v2" is a version whatever follows', () =>
    expect(names(extract('We present RareDet. On LVIS, RareDet improves AP over OWL-ViT v2 and 4.2 AP over GLIP.').baselines)).toContain('OWL-ViT v2'));
  it('"closing 71% of the gap" is no score', () =>
    expect(scores(extract('We present ExecRM. On HumanEval, ExecRM raises pass@1 to 63.4%, closing 71% of the gap to an oracle.'))).toEqual(['ExecRM on HumanEval = 63.4%']));
});

describe('2.4: found with a ninth set of synthetic abstracts', () => {
  it('", and on OSWorld it improves …" opens a clause: the earlier win keeps its fronted benchmark, the base model its own score', () => {
    const e = extract('We introduce UI-Adapt, a GUI agent. On AndroidWorld, UI-Adapt reaches a 46.5% task success rate, an absolute gain of 12.1% over the M3A agent, and on OSWorld it improves the success rate of UI-TARS-7B from 18.7% to 24.3%.');
    expect(claims(e)).toContain('UI-Adapt > M3A on AndroidWorld');
    expect(claims(e)).not.toContain('UI-Adapt > M3A on OSWorld');
    expect(scores(e)).toContain('UI-TARS-7B on OSWorld = 18.7%');
  });
  it('"the best LPIPS and MUSIQ scores among all compared methods, including A and B" wins over both', () =>
    expect(claims(extract('We present RealSR-Diff. On RealSR, RealSR-Diff achieves the best LPIPS and MUSIQ scores among all compared methods, including StableSR and DiffBIR.'))).toEqual(['RealSR-Diff > StableSR on RealSR', 'RealSR-Diff > DiffBIR on RealSR']));
  it('"trailing GPT-4o by only 2.1 points" names a baseline without a win', () => {
    const e = extract('We introduce ChartMind-7B. ChartMind-7B scores 51.3 on CharXiv, trailing GPT-4o by only 2.1 points.');
    expect(names(e.baselines)).toEqual(['GPT-4o']);
    expect(e.comparisons).toEqual([]);
  });
});

describe('2.5: found with a tenth set of synthetic abstracts (detection, federated learning, forecasting, personalization, graphs, segmentation)', () => {
  it('"outperforming Grounding DINO": a title-case word before a known name is part of the name', () =>
    expect(names(extract('We present LexiDet, a detector. LexiDet outperforms Grounding DINO by 3.4 AP on LVIS.').baselines)).toEqual(['Grounding DINO']));
  it('a sentence\'s first word, a maker and a qualifier are not part of the name after them', () => {
    expect(names(extract('We propose Zorbit. Zorbit outperforms Vanilla GRPO on ALFWorld.').baselines)).toEqual(['GRPO']);
    expect(names(extract('We propose Zorbit. DINO features help. Zorbit beats Google DINO on LVIS.').baselines)).toEqual(['DINO']);
  });
  it('"Stable Diffusion v1-5 and Stable Diffusion XL": a known model family with its version is a model', () =>
    expect(names(extract('We propose InstaPersona, an encoder. We validate InstaPersona on Stable Diffusion v1-5 and Stable Diffusion XL.').models)).toEqual(['Stable Diffusion v1-5', 'Stable Diffusion XL']));
  it('"On DRIVE and CHASE_DB1, …": every name of a fronted list is a setting, digits and all', () =>
    expect(claims(extract('We propose TopoSeg. On DRIVE and CHASE_DB1, TopoSeg improves clDice by 4.3 and 3.8 points over nnU-Net, respectively.'))).toEqual(['TopoSeg > nnU-Net on DRIVE', 'TopoSeg > nnU-Net on CHASE_DB1']));
  it('"the Long Range Graph Benchmark (LRGB)": an acronym of a benchmark-headed long form is a benchmark', () =>
    expect(names(extract('We introduce GraphWeave. It outperforms GPS on the Long Range Graph Benchmark (LRGB).').benchmarks)).toEqual(['LRGB']));
  it('"…, reaching 0.7312 AP on Peptides-func": a score after the win\'s own benchmark is not where the win was', () =>
    expect(claims(extract('We introduce GraphWeave. It outperforms GPS and Exphormer on the Long Range Graph Benchmark (LRGB), reaching 0.7312 AP on Peptides-func.'))).toEqual(['GraphWeave > GPS on LRGB', 'GraphWeave > Exphormer on LRGB']));
  it('"Built on a Swin-T backbone, …": a fronted phrase without a benchmark does not keep earlier benchmarks in a later win', () =>
    expect(claims(extract('We present LexiDet. Built on a Swin-T backbone, LexiDet reaches 48.7 AP on LVIS and 52.1 AP on COCO, outperforming Grounding DINO by 3.4 AP on LVIS rare categories.'))).toEqual(['LexiDet > Grounding DINO on LVIS']));
  it('"…, while cutting communication rounds by 40% relative to SCAFFOLD": a win in a clause of its own reads its own measure and direction', () => {
    const e = extract('We propose FedAnchor. On CIFAR-10, FedAnchor attains 78.3% accuracy, 6.1 points above FedAvg, while cutting communication rounds by 40% relative to SCAFFOLD.');
    expect(e.comparisons.map((c) => [c.baseline, c.metric, c.lowerIsBetter])).toEqual([['FedAvg', 'accuracy', false], ['SCAFFOLD', 'communication rounds', true]]);
  });
  it('"improves clDice … over nnU-Net, respectively, and reduces errors by 37% compared with the clDice loss": each claim keeps its own direction', () => {
    const e = extract('We propose TopoSeg. On DRIVE, TopoSeg improves clDice by 4.3 points over nnU-Net, and reduces Betti number errors by 37% compared with the clDice loss.');
    expect(e.comparisons.map((c) => [c.baseline, c.lowerIsBetter])).toEqual([['nnU-Net', false], ['clDice', true]]);
  });
  it('"on ZINC with a test MAE of 0.058 and on ogbg-molpcba with 31.4 AP": each value goes to the benchmark its phrase names', () =>
    expect(scores(extract('We introduce GraphWeave. GraphWeave sets a new state of the art on ZINC with a test MAE of 0.058 and on ogbg-molpcba with 31.4 AP.'))).toEqual(['GraphWeave on ogbg-molpcba = 31.4 AP', 'GraphWeave on ZINC = 0.058']));
  it('"raises DINO similarity to 0.721, 0.053 above DreamBooth": a score reached and a bare margin above a baseline', () => {
    const e = extract('We propose InstaPersona. On DreamBench, InstaPersona raises DINO similarity to 0.721, 0.053 above DreamBooth.');
    expect(scores(e)).toEqual(['InstaPersona on DreamBench = 0.721']);
    expect(claims(e)).toEqual(['InstaPersona > DreamBooth on DreamBench']);
  });
  it('"improves accuracy from 60 to 70" is no score reached "to 70" by the measure "accuracy from 60"', () =>
    expect(scores(extract('We propose Zorbit. On Glimmer, Zorbit improves the score from 60 to 70.')).filter((s) => s.includes('= 60'))).toEqual([]));
});

describe('2.5: found with an eleventh set of synthetic abstracts (instruction tuning, RAG, speech, decoding, hallucination, video)', () => {
  it('"reaches parity with ChatGPT on BBH" names a baseline without a win', () => {
    const e = extract('We present Narwhal-13B. It reaches parity with ChatGPT on BBH.');
    expect(names(e.baselines)).toEqual(['ChatGPT']);
    expect(e.comparisons).toEqual([]);
  });
  it('"In subjective tests, … a MOS of 4.21, compared with 3.95 for VoiceBox": scores of a listening test are on no benchmark', () =>
    expect(scores(extract('We introduce VoiceLoom. On LibriSpeech, VoiceLoom achieves a word error rate of 1.9%. In subjective tests, VoiceLoom obtains a MOS of 4.21, compared with 3.95 for VoiceBox.'))).toEqual(['VoiceLoom on LibriSpeech = 1.9%']));
  it('"achieves a word error rate of 1.9% and a speaker similarity of 0.67": a second measure of one score verb', () =>
    expect(scores(extract('We introduce VoiceLoom. On LibriSpeech, VoiceLoom achieves a word error rate of 1.9% and a speaker similarity of 0.67.'))).toEqual(['VoiceLoom on LibriSpeech = 1.9%', 'VoiceLoom on LibriSpeech = 0.67']));
  it('a measure after a clause break is not the score verb\'s', () =>
    expect(scores(extract('We introduce VoiceLoom. On LibriSpeech, VoiceLoom achieves a word error rate of 1.9%, while the teacher has a speaker similarity of 0.61.'))).toEqual(['VoiceLoom on LibriSpeech = 1.9%']));
  it('"professional exams such as the SAT and LSAT" are benchmarks', () =>
    expect(names(extract('We present Narwhal-13B. It shows strong performance on professional exams such as the SAT and LSAT.').benchmarks)).toEqual(['SAT', 'LSAT']));
});

describe('2.5: found with a twelfth set of synthetic abstracts (recommendation, math, robotics, quantization, multilingual, 3D)', () => {
  it('"On Gowalla, Yelp2018 and Amazon-Book, …, and it also outperforms SimGCL": a fronted list holds for every clause', () =>
    expect(claims(extract('We propose SpectraRec. On Gowalla, Yelp2018 and Amazon-Book, SpectraRec improves Recall@20 by 12.3% over LightGCN, and it also outperforms SimGCL.')).filter((c) => c.includes('SimGCL'))).toEqual(['SpectraRec > SimGCL on Gowalla', 'SpectraRec > SimGCL on Yelp2018', 'SpectraRec > SimGCL on Amazon-Book']));
  it('a kept claim\'s benchmark is a benchmark of the paper', () =>
    expect(names(extract('We propose SpectraRec. On Gowalla, Yelp2018 and Amazon-Book, SpectraRec outperforms LightGCN.').benchmarks)).toEqual(['Gowalla', 'Yelp2018', 'Amazon-Book']));
  it('"closes the gap to GPT-4" names a baseline without a win', () => {
    const e = extract('We introduce MathSage-34B. MathSage-34B closes the gap to GPT-4 on MATH.');
    expect(names(e.baselines)).toEqual(['GPT-4']);
    expect(e.comparisons).toEqual([]);
  });
  it('"improves over LaBSE for 87% of the language pairs" is a win on a share of the cases, no claim and no score', () => {
    const e = extract('We present XLM-Glot. On Tatoeba, XLM-Glot improves over LaBSE for 87% of the language pairs.');
    expect(e.comparisons).toEqual([]);
    expect(e.results).toEqual([]);
  });
  it('a preference "in 64% of cases" stays a win', () =>
    expect(claims(extract('We propose FlashDistill. In a user study, raters preferred FlashDistill images over those of SDXL-Lightning in 64% of cases.'))).toEqual(['FlashDistill > SDXL-Lightning on -']));
  it('"matching 3D Gaussian Splatting in quality": a known name led by digits is a name', () =>
    expect(names(extract('We introduce SplatLite. On Mip-NeRF 360, SplatLite reaches a PSNR of 27.6 dB, matching 3D Gaussian Splatting in quality.').baselines)).toEqual(['3D Gaussian Splatting']));
});

describe('2.5: found with a thirteenth set of synthetic abstracts (papers that release benchmarks and data, with titles)', () => {
  const withTitle = (title: string, text: string): Extraction => extractWith(text, RULES, { title });
  it('"PolyMath-Ko: A Korean Mathematical Reasoning Benchmark": a title headed by a data noun makes the introduced name a benchmark', () => {
    const e = withTitle('PolyMath-Ko: A Korean Mathematical Reasoning Benchmark', 'This paper presents PolyMath-Ko, 2,400 competition problems verified by teachers.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.introducedBenchmarks)).toEqual(['PolyMath-Ko']);
  });
  it('a title about a framework for benchmarks, or an abstract that calls the name a method, leaves it a method', () => {
    expect(names(withTitle('Quillet: A Framework for Benchmark Construction', 'We present Quillet, which writes test questions.').methods)).toEqual(['Quillet']);
    expect(names(withTitle('Quillet: A Benchmark and a Baseline', 'We present Quillet, a framework that writes test questions.').methods)).toEqual(['Quillet']);
  });
  it('"achieves 38.2 R@1 on EgoGround": a recall at k is a measure', () =>
    expect(scores(extract('We propose GroundFormer. GroundFormer achieves 38.2 R@1 on EgoGround.'))).toEqual(['GroundFormer on EgoGround = 38.2 R@1']));
  it('"…, where the best reaches only 31% accuracy": a value whose subject no name gives has no owner', () =>
    expect(scores(extract('We introduce LongCodeArena, a benchmark. Experiments with GPT-4o and DeepSeek-Coder-V2 show that all models struggle on LongCodeArena, where the best reaches only 31% accuracy.'))).toEqual([]));
  it('"with 0.5% of its trainable parameters" is a share, no score', () =>
    expect(scores(extract('We propose MoLE. On GLUE, MoLE matches full fine-tuning with 0.5% of its trainable parameters.'))).toEqual([]));
  it('"fails in 23.9% of risky cases" is a score', () =>
    expect(scores(extract('We present ToolEmu-Zero, a benchmark. On ToolEmu-Zero, the GPT-4 agent fails in 23.9% of risky cases.'))).toEqual(['GPT-4 on ToolEmu-Zero = 23.9%']));
  it('"On the GLUE benchmark, …, and on SuperGLUE it outperforms LoRA": the clause\'s own benchmark replaces the fronted one', () =>
    expect(claims(extract('We propose MoLE. On the GLUE benchmark, MoLE matches full fine-tuning of RoBERTa-large, and on SuperGLUE it outperforms LoRA by 1.9 points.'))).toEqual(['MoLE > LoRA on SuperGLUE']));
  it('"matches full fine-tuning of RoBERTa-large": the model a compared recipe runs on is a model, not a baseline', () => {
    const e = extract('We propose MoLE. On GLUE, MoLE matches full fine-tuning of RoBERTa-large.');
    expect(names(e.baselines)).toEqual([]);
    expect(names(e.models)).toEqual(['RoBERTa-large']);
  });
});

describe('2.5: found with a fourteenth set of synthetic abstracts (more benchmark and data papers)', () => {
  it('"we curate DocVQA-Pro, comprising 5,000 multi-page documents": counted data items make an introduced benchmark', () =>
    expect(names(extract('We curate DocVQA-Pro, comprising 5,000 multi-page documents and 21,000 questions.').introducedBenchmarks)).toEqual(['DocVQA-Pro']));
  it('a description counting parameters or steps is no data set', () =>
    expect(names(extract('We propose Zorbit, with 7 billion parameters trained for 3 epochs.').methods)).toEqual(['Zorbit']));
  it('"introduces MedHalluBench — a benchmark … — and MedGuard, a retrieval-based verifier": a second contribution after a dash', () => {
    const e = extract('This work introduces MedHalluBench — a benchmark of 4,200 question-answer pairs — and MedGuard, a retrieval-based verifier.');
    expect(names(e.introducedBenchmarks)).toEqual(['MedHalluBench']);
    expect(names(e.methods)).toEqual(['MedGuard']);
  });
  it('"as in our MemPlanner agent" introduces a method; "in our WebShop experiments" does not', () => {
    expect(names(extract('Our benchmark has long tasks. We find that subgoal memory, as in our MemPlanner agent, helps.').methods)).toEqual(['MemPlanner']);
    expect(names(extract('We study agents. In our WebShop experiments, memory helps.').methods)).toEqual([]);
  });
  it('"open models such as LLaVA-NeXT-34B stay below 20%": a bound is no score', () =>
    expect(scores(extract('We curate DocVQA-Pro, a benchmark. On DocVQA-Pro, Claude 3 Opus achieves 38.2% accuracy, and open models such as LLaVA-NeXT-34B stay below 20%.'))).toEqual(['Claude 3 Opus on DocVQA-Pro = 38.2%']));
  it('"reduces the hallucination rate of GPT-4 from 17.3% to 6.1% and outperforms SelfCheckGPT": a lowered measure of a base model, and each win its own direction', () => {
    const e = extract('We propose MedGuard, a verifier. On MedHalluBench, MedGuard reduces the hallucination rate of GPT-4 from 17.3% to 6.1% and outperforms SelfCheckGPT by 8.4 points in detection F1.');
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel, c.lowerIsBetter])).toEqual([['SelfCheckGPT', false, false], ['GPT-4', true, true]]);
  });
  it('"use it to continue pretraining Mistral-7B": the model a method continues to train is its base model', () => {
    const e = extract('We release FinCorpus-10K, a dataset, and use it to continue pretraining Mistral-7B. The resulting model, FinMistral, improves over Mistral-7B by 7.9 points on FinQA.');
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel])).toEqual([['Mistral-7B', true]]);
  });
});

describe('2.5: found with a fifteenth set of synthetic abstracts (ways of introducing a method)', () => {
  it('"We introduce a family of open models, Whisperer-S and Whisperer-L": a collective noun\'s "of" continues the description', () =>
    expect(names(extract('We introduce a family of open models, Whisperer-S and Whisperer-L, trained on audio.').methods)).toEqual(['Whisperer-S', 'Whisperer-L']));
  it('"FlashDecode-2 is a new attention kernel …": a subject the sentence calls new is introduced, before any "we propose"', () =>
    expect(names(extract('Decoding is slow. FlashDecode-2 is a new attention kernel that splits the KV cache.').methods)).toEqual(['FlashDecode-2']));
  it('"GRPO is a popular algorithm" introduces nothing', () =>
    expect(names(extract('Decoding is slow. Quix is a popular attention kernel. We study it.').methods)).toEqual([]));
  it('"it speeds up decoding of Llama-2-70B by 2.3x over FlashAttention-2": the model after the paper\'s subject and verb is no winner', () =>
    expect(claims(extract('FlashDecode-2 is a new attention kernel. On an H100 GPU, it speeds up decoding of Llama-2-70B by 2.3x over FlashAttention-2.'))).toEqual(['FlashDecode-2 > FlashAttention-2 on -']));
  it('"Whisper large-v3", "Whisper medium": a model family\'s lowercase size is part of its name; "Gemma large language models" is not', () => {
    expect(names(extract('We introduce Whisperer-L. Whisperer-L lowers the word error rate on FLEURS by 18% relative to Whisper large-v3.').baselines)).toEqual(['Whisper large-v3']);
    expect(names(extract('We propose Zorbit. With Gemma large language models, Zorbit helps.').models)).toEqual(['Gemma']);
  });
});

describe('2.5: found with a sixteenth set of synthetic abstracts (ways of stating a win)', () => {
  it('"When applied to Mistral-7B, our approach improves accuracy from 52.2% to 61.0%, surpassing Llama-2-70B": the fronted model is improved, the later one beaten', () => {
    const e = extract('We propose VeriStep, a recipe. When applied to Mistral-7B, our approach improves accuracy on GSM8K from 52.2% to 61.0%, surpassing the much larger Llama-2-70B.');
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel, c.delta])).toEqual([['Llama-2-70B', false, null], ['Mistral-7B', true, 'from 52.2% to 61.0%']]);
  });
  it('"preferred over those from Vicuna-13B 68% of the time": "those from X" is X, and a number with a unit is no version', () =>
    expect(claims(extract('We release Koala-Chat, a model. Responses from Koala-Chat are preferred over those from Vicuna-13B 68% of the time and over Alpaca-13B 81% of the time.'))).toEqual(['Koala-Chat > Vicuna-13B on -', 'Koala-Chat > Alpaca-13B on -']));
  it('"improves NDS by 3.2 over BEVFormer and mAP by 2.8 over BEVDet": each win takes the measure of its own stretch, and mAP is no loser', () => {
    const e = extract('We present TempDet, a detector. On nuScenes, TempDet improves NDS by 3.2 over BEVFormer and mAP by 2.8 over BEVDet.');
    expect(e.comparisons.map((c) => [c.baseline, c.metric])).toEqual([['BEVFormer', 'NDS'], ['BEVDet', 'mAP']]);
  });
  it('"We present ExecCoder-7B, trained with …": a sized name of no known family is the paper\'s own; "We present Qwen2.5-7B results" is not', () => {
    expect(names(extract('We present ExecCoder-7B, trained with reinforcement learning from unit-test feedback.').methods)).toEqual(['ExecCoder-7B']);
    expect(names(extract('We present Qwen2.5-7B, trained with reinforcement learning.').methods)).toEqual([]);
  });
});

describe('2.5: found with a seventeenth set of synthetic abstracts (scores beside names, unnamed winners)', () => {
  it('"on ADE20K (49.8 mIoU), Cityscapes (82.4 mIoU) and COCO-Stuff (45.1 mIoU)": a value in parentheses is the benchmark\'s before it', () =>
    expect(scores(extract('We propose SegLite. SegLite achieves new state-of-the-art results on ADE20K (49.8 mIoU), Cityscapes (82.4 mIoU) and COCO-Stuff (45.1 mIoU).'))).toEqual(['SegLite on ADE20K = 49.8 mIoU', 'SegLite on Cityscapes = 82.4 mIoU', 'SegLite on COCO-Stuff = 45.1 mIoU']));
  it('"tuned on UltraChat (17.2%)": a data set trained on gets no score from its parentheses', () =>
    expect(scores(extract('We introduce MixInstruct, a dataset. Tuning Mistral-7B on MixInstruct yields MixTral-Chat, which achieves 28.4% on AlpacaEval 2.0, surpassing the same model tuned on UltraChat (17.2%).')).some((r) => r.includes('on UltraChat'))).toBe(false));
  it('"Our 1.5B model … surpasses both Qwen-VL-Chat and InstructBLIP on MMBench": "our 1.5B model" is the paper\'s method', () =>
    expect(claims(extract('We present TinyLlava-1.5B. Our 1.5B model matches 7B models such as LLaVA-1.5-7B on VQAv2 and surpasses both Qwen-VL-Chat and InstructBLIP on MMBench.'))).toEqual(['TinyLlava-1.5B > Qwen-VL-Chat on MMBench', 'TinyLlava-1.5B > InstructBLIP on MMBench']));
  it('"answers 71.2% correctly (vs. 63.5% for naive RAG …) at one tenth of the indexing cost": higher scores win; a cost elsewhere in the sentence does not turn them', () =>
    expect(claims(extract('We propose GraphRAG-Lite. On MultiHop-RAG, GraphRAG-Lite answers 71.2% of questions correctly (vs. 63.5% for naive RAG and 68.0% for GraphRAG) at one tenth of the indexing cost.'))).toEqual(['GraphRAG-Lite > RAG on MultiHop-RAG', 'GraphRAG-Lite > GraphRAG on MultiHop-RAG']));
  it('"used in the ACEGEN repository": a repository is no evaluation setting', () =>
    expect(names(extract('We propose Zorbit. We share our models used in the ACEGEN repository, and hope the experiments help.').benchmarks)).toEqual([]));
});

describe('2.5: found with an eighteenth set of synthetic abstracts (how baselines are named)', () => {
  it('"We benchmark against three strong baselines: PPO, SAC and DreamerV3": a colon list of baselines', () =>
    expect(names(extract('We propose DriftGuard. We benchmark against three strong baselines: PPO, SAC and DreamerV3.').baselines)).toEqual(['PPO', 'SAC', 'DreamerV3']));
  it('"reduces the imputation error of the widely used KNNImpute by 35%": a lowered error of a named method is a win over it', () => {
    const e = extract('We present ImputeFormer, a transformer. ImputeFormer reduces the imputation error of the widely used KNNImpute by 35% on PhysioNet.');
    expect(e.comparisons.map((c) => [c.baseline, c.lowerIsBetter, c.baseModel])).toEqual([['KNNImpute', true, false]]);
  });
  it('"a higher average nDCG@10 on BEIR (51.2) than both BM25 and Contriever": a score in parentheses inside the comparative', () =>
    expect(claims(extract('We propose SelfRet. SelfRet achieves a higher average nDCG@10 on BEIR (51.2) than both BM25 and Contriever.'))).toEqual(['SelfRet > BM25 on BEIR', 'SelfRet > Contriever on BEIR']));
  it('"We train MaiaZero, a chess agent …" introduces it; "We train Llama-3-8B with GRPO" does not', () => {
    expect(names(extract('We train MaiaZero, a chess agent that learns from human games.').methods)).toEqual(['MaiaZero']);
    expect(names(extract('We train Llama-3-8B with GRPO on math problems.').methods)).toEqual([]);
  });
  it('"on the Lichess test set": a test set names a benchmark', () =>
    expect(names(extract('We train MaiaZero, a chess agent. MaiaZero predicts human moves with 55% accuracy on the Lichess test set.').benchmarks)).toEqual(['Lichess']));
});

describe('2.5: an appositive that calls a name a method', () => {
  it('"It relies on AdaGoal, a novel goal selection scheme that …": no evaluation setting', () =>
    expect(names(extract('We introduce a strategy for exploration. It relies on AdaGoal, a novel goal selection scheme that targets goals of reaching states.').benchmarks)).toEqual([]));
  it('"experiments on Glimmer, a benchmark for web agents": an appositive headed by a data noun keeps the setting', () =>
    expect(names(extract('We propose Zorbit. Experiments on Glimmer, a benchmark for web agents, show that Zorbit improves success.').benchmarks)).toEqual(['Glimmer']));
  it('"experiments on Glimmer, a suite of tasks": still a setting', () =>
    expect(names(extract('We propose Zorbit. Experiments on Glimmer, a suite of navigation tasks, show gains.').benchmarks)).toEqual(['Glimmer']));
});

describe('2.5: found with a nineteenth set of synthetic abstracts (qualitative wins, partial wins, juxtaposed scores)', () => {
  it('"surpasses LLaMA-2-13B on six of eight tasks" is a partial win, no claim', () =>
    expect(extract('We present Nimble-3B. Nimble-3B surpasses LLaMA-2-13B on six of eight tasks of the Open LLM Leaderboard.').comparisons).toEqual([]));
  it('"beats prior art, including ControlNet and T2I-Adapter, on …": names after "prior art, including" are compared methods, not settings', () =>
    expect(claims(extract('We introduce UniControl-X. UniControl-X consistently beats prior art, including ControlNet and T2I-Adapter, on the COCO and ADE20K conditioning tasks.'))).toEqual(['UniControl-X > ControlNet on COCO', 'UniControl-X > ControlNet on ADE20K', 'UniControl-X > T2I-Adapter on COCO', 'UniControl-X > T2I-Adapter on ADE20K']));
  it('"…, whereas ReAct solves 71% and 52%": the other side\'s values, paired in order with the benchmarks before, and no claim', () => {
    const e = extract('Our agent, PlanAct, writes plans. PlanAct solves 91% of ALFWorld tasks and 67% of WebShop tasks, whereas ReAct solves 71% and 52%.');
    expect(scores(e)).toEqual(['PlanAct on ALFWorld = 91%', 'PlanAct on WebShop = 67%', 'ReAct on ALFWorld = 71%', 'ReAct on WebShop = 52%']);
    expect(names(e.baselines)).toEqual(['ReAct']);
    expect(e.comparisons).toEqual([]);
  });
  it('scores listed after "compared with" keep their own owners', () =>
    expect(scores(extract('We propose FooRL. On WebShop, FooRL scores 72.4%, compared with 61.0% for ReAct and 64.8% for Reflexion.'))).toEqual(['FooRL on WebShop = 72.4%', 'ReAct on WebShop = 61.0%', 'Reflexion on WebShop = 64.8%']));
});

describe('2.5: found with a twentieth set of synthetic abstracts (more data papers)', () => {
  it('"This paper describes OpenCodeMentor, a family of …" introduces it', () =>
    expect(names(extract('This paper describes OpenCodeMentor, a family of open-source code models.').methods)).toEqual(['OpenCodeMentor']));
  it('"improves dense video captioning on YouCook2 by 6.1 CIDEr": a name with digits where a margin is measured is a setting', () =>
    expect(names(extract('We present VidChapters-3M, a dataset. A model pretrained on it improves dense video captioning on YouCook2 by 6.1 CIDEr.').benchmarks)).toContain('YouCook2'));
  it('data introduced once stays data: "we present DNA-Rendering, a … repository … we describe our DNA-Rendering effort"', () => {
    const e = extract('In this work, we present DNA-Rendering, a large-scale repository of human performance data. In this manuscript, we describe our DNA-Rendering effort.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.introducedBenchmarks)).toEqual(['DNA-Rendering']);
  });
  it('"our fine-tuned EgoPlanner raises this to 53.1%": a model the paper says it trained is its own', () =>
    expect(names(extract('We construct EgoPlanBench, a benchmark. GPT-4V answers only 38.5% correctly, and our fine-tuned EgoPlanner raises this to 53.1%.').methods)).toEqual(['EgoPlanner']));
});

describe('2.6: found with a twenty-first set of synthetic abstracts (ways of stating a win, again)', () => {
  it('"MAD-X is outperformed by SMAdapt": a passive win names its winner after "by", its loser as the subject', () => {
    expect(claims(extract('We propose SMAdapt, an adapter. Prior adapter methods such as MAD-X are outperformed by SMAdapt on all 12 low-resource pairs.'))).toEqual(['SMAdapt > MAD-X on -']);
    expect(claims(extract('We propose SMAdapt, an adapter. On FLORES-200, LoRA and MAD-X are consistently surpassed by our method.'))).toEqual(['SMAdapt > LoRA on FLORES-200', 'SMAdapt > MAD-X on FLORES-200']);
  });
  it('a passive win with no named winner, or negated, states none; the active voice is unchanged', () => {
    expect(claims(extract('We propose SMAdapt, an adapter. MAD-X is outperformed by larger models.'))).toEqual([]);
    expect(claims(extract('We propose SMAdapt, an adapter. MAD-X is not outperformed by SMAdapt on FLORES-200.'))).toEqual([]);
    expect(claims(extract('We propose SMAdapt, an adapter. SMAdapt outperformed MAD-X on FLORES-200.'))).toEqual(['SMAdapt > MAD-X on FLORES-200']);
  });
  it('"Applied to Mistral-7B, VeriCorrect yields an average gain of 4.7 points over the base model": the base model is the fronted one', () => {
    const e = extract('We propose VeriCorrect, a training recipe. Applied to Mistral-7B, VeriCorrect yields an average gain of 4.7 points over the base model on GSM8K.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['VeriCorrect', 'Mistral-7B', 'GSM8K', true]]);
  });
  it('CoNLL-2003 and ACE05 are known benchmarks', () =>
    expect(names(extract('We introduce SpanCL, an objective. SpanCL attains an F1 of 78.3 on CoNLL-2003, and 71.2 F1 on ACE05.').benchmarks)).toEqual(['CoNLL-2003', 'ACE05']));
});

describe('2.6: found with a twenty-second set of synthetic abstracts (detection, offline RL, graphs, forecasting, KV caches, audio)', () => {
  it('"2.1 AP above YOLOv8-S": a margin in a named measure, then "above", is a win', () =>
    expect(claims(extract('We present DetFormer-Lite, a detector. On COCO, DetFormer-Lite reaches 47.3 AP, 2.1 AP above YOLOv8-S.'))).toEqual(['DetFormer-Lite > YOLOv8-S on COCO']));
  it('"improves the node classification accuracy of GCN by 3.5%": a raised score of a named method, with its margin, is a win over it', () => {
    expect(claims(extract('We introduce CurvRewire, a rewiring algorithm. CurvRewire improves the node classification accuracy of GCN by 3.5% on Cornell.'))).toEqual(['CurvRewire > GCN on Cornell']);
    // Without a margin the object may be a setting ("the accuracy of PolyNet on …"), so no claim.
    expect(claims(extract('We introduce CurvRewire, a rewiring algorithm. CurvRewire improves the accuracy of PolyNet on Cornell.'))).toEqual([]);
  });
  it('"Qwen2-Audio achieves the best CIDEr of 0.52, while SALMONN reaches 0.41": a name scored beside a model is a model', () => {
    expect(names(extract('We release AudioCaps-Pro, a benchmark. We find that Qwen2-Audio achieves the best CIDEr of 0.52, while SALMONN reaches 0.41.').models)).toEqual(['Qwen2-Audio', 'SALMONN']);
    expect(names(extract('We release AudioCaps-Pro, a benchmark. We find that accuracy is low, while SALMONN reaches 0.41.').models)).toEqual([]);
  });
});

describe('2.6: found with a twenty-third and twenty-fourth set of synthetic abstracts (ways of naming a method; scores in many shapes)', () => {
  it('"Multi-Query Attention (MQA)": letters spelled out as a method are no benchmark, though they end in QA', () => {
    expect(names(extract('We propose GLA, an attention variant. GLA outperforms Multi-Query Attention (MQA) by 0.8 points on average.').benchmarks)).toEqual([]);
    expect(names(extract('We propose GLA, a retriever. GLA outperforms BM25 on SearchQA.').benchmarks)).toEqual(['SearchQA']);
  });
  it('"On LIBERO, X achieves 94.1%; on CALVIN it completes …, compared with 3.6 for OpenVLA": the clause after a semicolon keeps its own benchmark', () =>
    expect(claims(extract('We propose FlowVLA, a policy. On LIBERO, FlowVLA achieves a 94.1% average success rate; on CALVIN it completes 4.2 tasks in a row on average, compared with 3.6 for OpenVLA.'))).toEqual(['FlowVLA > OpenVLA on CALVIN']));
  it('"Training Qwen2.5-Math-7B with ERPO yields …, improving over GRPO": no gain over the trained model; "achieves 8.6% improvement …, outperforming SFT" keeps both', () => {
    expect(claims(extract('We propose ERPO, an RL algorithm. Training Qwen2.5-Math-7B with ERPO yields 48.2% on AIME 2024 and 79.6% on MATH-500, improving over GRPO by 5.1 and 2.3 points, respectively.'))).toEqual(['ERPO > GRPO on AIME 2024', 'ERPO > GRPO on MATH-500']);
    expect(claims(extract('We introduce SPIRAL, a self-play framework. Training Qwen3-4B-Base on Kuhn Poker alone achieves 8.6% improvement on math, outperforming SFT on expert trajectories.'))).toEqual(['SPIRAL > SFT on -', 'SPIRAL > Qwen3-4B-Base on -']);
  });
  it('"outperforms LLaVA-1.5-13B on VQAv2 (82.1 vs. 80.0)": the pair after a benchmark is the winner\'s score, then the loser\'s', () =>
    expect(scores(extract('We present PixieVL-B, a small model. PixieVL-B outperforms LLaVA-1.5-13B on VQAv2 (82.1 vs. 80.0) and TextVQA (64.3 vs. 61.3).'))).toEqual([
      'PixieVL-B on VQAv2 = 82.1',
      'LLaVA-1.5-13B on VQAv2 = 80.0',
      'PixieVL-B on TextVQA = 64.3',
      'LLaVA-1.5-13B on TextVQA = 61.3',
    ]));
  it('"We distill … into JudgeLite, a 3B-parameter evaluator": what the paper distills into, described as a method, is its own', () => {
    expect(names(extract('We distill the judgments of several frontier models into JudgeLite, a 3B-parameter evaluator.').methods)).toEqual(['JudgeLite']);
    expect(names(extract('We distill GPT-4 into a smaller model for math.').methods)).toEqual([]);
  });
  it('"we propose Weight-Decomposed Low-Rank Adaptation (LoRA)": a known name in parentheses right after the introduced method is its short name', () =>
    expect(names(extract('In this paper, we propose Weight-Decomposed Low-Rank Adaptation (LoRA). It is efficient.').methods)).toContain('LoRA'));
  it('"scores 72.0 on LiveCodeBench, 6.5 points above X, and solves 41% of SWE-bench Lite": the later clause\'s benchmark is not the win\'s', () =>
    expect(claims(extract('We present Hermes-Coder-1.5-7B, a code model. Hermes-Coder-1.5-7B scores 72.0 on LiveCodeBench, 6.5 points above Qwen2.5-Coder-7B-Instruct, and solves 41% of SWE-bench Lite issues.'))).toEqual(['Hermes-Coder-1.5-7B > Qwen2.5-Coder-7B-Instruct on LiveCodeBench']));
});

describe('2.6: found with a twenty-fifth and twenty-sixth set of synthetic abstracts (data and analysis papers; how baselines are named)', () => {
  it('"The best model, o1-preview, solves only 7.7%": a model family\'s preview is a model', () =>
    expect(names(extract('We introduce SciCode-Lite, a benchmark. The best model, o1-preview, solves only 7.7% of the main problems.').models)).toEqual(['o1-preview']));
  it('"We train Vireo-7B, a vision-language model": a sized name of no known family the paper trains is its own; "We train Qwen2.5-7B, a model" is not', () => {
    expect(names(extract('We train Vireo-7B, a vision-language model, on verified chains.').methods)).toEqual(['Vireo-7B']);
    expect(names(extract('We train Qwen2.5-7B, a language model, on verified chains.').methods)).toEqual([]);
  });
  it('"We release X, half a million instruction-solution pairs": counts in words make counted data items', () =>
    expect(names(extract('We release CodeInstruct-500K, half a million instruction-solution pairs whose solutions pass their tests.').introducedBenchmarks)).toEqual(['CodeInstruct-500K']));
  it('"Fine-tuning StarCoder2-15B on … yields CodeInstruct-SC, which reaches …": what the recipe yields is the paper\'s own', () => {
    const e = extract('We release CodeInstruct-500K, a dataset. Fine-tuning StarCoder2-15B on CodeInstruct-500K yields CodeInstruct-SC, which reaches 68.9% pass@1 on HumanEval+, surpassing StarCoder2-15B-Instruct by 4.1 points.');
    expect(names(e.methods)).toEqual(['CodeInstruct-SC']);
    expect(claims(e)).toEqual(['CodeInstruct-SC > StarCoder2-15B-Instruct on HumanEval+']);
    // Not without a description or a score after the name.
    expect(names(extract('Fine-tuning StarCoder2-15B on our data yields GainMax improvements.').methods)).toEqual([]);
  });
  it('"Compared to its backbone, Qwen2.5-VL-7B, X improves …": the backbone in apposition is the loser, and a base model', () => {
    const e = extract('We introduce ChartGround, a training recipe. Compared to its backbone, Qwen2.5-VL-7B, ChartGround improves accuracy on ChartQA by 4.6 points.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['ChartGround', 'Qwen2.5-VL-7B', 'ChartQA', true]]);
  });
});

describe('2.6: found with a twenty-seventh set of synthetic abstracts (agents, tools, forecasting)', () => {
  it('"surpassing GPT-3.5-Turbo (80.1%) and approaching GPT-4 (85.9%)": approaching is no win', () =>
    expect(claims(extract('We introduce ToolFlow, a pipeline. Llama-3-8B fine-tuned on ToolFlow data reaches 85.3% on BFCL, surpassing GPT-3.5-Turbo (80.1%) and approaching GPT-4 (85.9%).'))).toEqual(['ToolFlow > GPT-3.5-Turbo on BFCL']));
  it('"On the Electricity, Traffic and Weather datasets": every name of a list a plural benchmark noun closes is a benchmark, English words too', () => {
    expect(names(extract('We propose TimeFlow, a forecaster. On the Electricity, Traffic and Weather datasets, TimeFlow reduces MSE by 6.2% relative to iTransformer.').benchmarks)).toEqual(['Electricity', 'Traffic', 'Weather']);
    // Without "the" before the list, or without the plural noun, nothing is read.
    expect(names(extract('We propose TimeFlow, a forecaster. TimeFlow handles Electricity and Traffic well.').benchmarks)).toEqual([]);
  });
});

describe('2.6: found with a twenty-eighth set of synthetic abstracts (generation, safety, optimizers, medicine, proving, speech)', () => {
  it('"62.7% of miniF2F-test theorems": a lexicon benchmark written in lowercase with its split glued on is a name', () =>
    expect(names(extract('We propose LemmaProver, a prover. LemmaProver proves 62.7% of miniF2F-test theorems.').benchmarks)).toEqual(['miniF2F-test']));
});

describe('2.6: the twenty-eighth set, second pass', () => {
  it('"outperforms Llama Guard 2": a family\'s bare name, one capitalized word and its version are one model', () =>
    expect(names(extract('We introduce RefusalGuard, a classifier. On XSTest, RefusalGuard outperforms Llama Guard 2 by 11 points in F1.').baselines)).toEqual(['Llama Guard 2']));
  it('"improving on its base model by 9.8 points": the one model the abstract builds the method from is the base model beaten', () => {
    const e = extract('We build MedTutor-8B by training Llama-3.1-8B on 120K reasoning traces. MedTutor-8B scores 78.4% on MedQA, improving on its base model by 9.8 points.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['MedTutor-8B', 'Llama-3.1-8B', 'MedQA', true]]);
    // No model named as what the method is built from: no claim ("a 36% improvement over the base model").
    expect(claims(extract('We present DITTO, a model trained with verbal feedback. DITTO achieves an average 36% improvement over the base model.'))).toEqual([]);
  });
});

describe('2.7: read from the tuning part of train (naming cues, metric names)', () => {
  it('"we propose a … technique, namely SRepair": the name after "namely" in an introducing sentence is the method', () => {
    expect(names(extract('Inspired by our findings, we propose an LLM-based function-level APR technique, namely SRepair, which adopts a dual-LLM framework.').methods)).toEqual(['SRepair']);
    // "namely" after what others made names theirs, not the paper's.
    const e = extract('We evaluate on two benchmarks, namely MMLU and GSM8K.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.benchmarks)).toEqual(['MMLU', 'GSM8K']);
  });
  it('"termed as attention head masking (AHM)": a lowercase long form a naming verb names is named by its acronym', () => {
    const e = extract('We propose a novel methodology termed as attention head masking (AHM) for multi-modal OOD tasks.');
    expect(names(e.methods)).toEqual(['AHM']);
    expect(names(e.benchmarks)).toEqual([]);
  });
  it('"X, a benchmark for …" is a benchmark, but "X for multi-modal OOD tasks" names what X serves, not what it is', () => {
    expect(names(extract('We introduce GlimmerBench, a benchmark for long-horizon planning tasks.').benchmarks)).toEqual(['GlimmerBench']);
    expect(names(extract('We introduce a method called Glint for long-horizon planning tasks.').methods)).toEqual(['Glint']);
  });
  it('"MAP-Neo" is a model, not the metric mAP; "decreases the false positive rate (FPR)" names a metric, not a baseline', () => {
    const e = extract('We introduce DCLM-Baseline. Compared to MAP-Neo, the previous state-of-the-art in open-data language models, DCLM-Baseline represents a 6.6 percentage point improvement on MMLU.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.metric])).toEqual([['DCLM-Baseline', 'MAP-Neo', 'MMLU', null]]);
    const f = extract('We propose AHM for OOD detection. AHM significantly decreases the false positive rate (FPR) compared to existing solutions up to 7.5%.');
    expect(names(f.baselines)).toEqual([]);
  });
  it('"Imagen Video", "Llama 3.2 Vision Instruct": a family name and a modality word are one model', () => {
    expect(names(extract("Our videos are preferred over Google's Imagen Video and Meta's Make-A-Video.").baselines)).toEqual(['Imagen Video', 'Make-A-Video']);
    expect(names(extract('We evaluate Llama 3.2 Vision Instruct and Molmo on the task.').models)).toEqual(['Llama 3.2 Vision Instruct', 'Molmo']);
  });
  it('"28.1 higher ROUGE-1 points": a number a comparative follows is a margin, and "ROUGE-1" is a metric whose "1" is no number', () => {
    const e = extract('We propose Hedgehog. Hedgehog achieves 28.1 higher ROUGE-1 points than FooNet.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.metric, c.delta])).toEqual([['Hedgehog', 'FooNet', 'ROUGE-1', '28.1 higher ROUGE-1 points']]);
    const f = extract('We introduce Quill, an optimizer. Pretraining GPT-2 on OpenWebText, Quill ends 0.05 lower in loss than Lion.');
    expect(f.comparisons.map((c) => [c.baseline, c.delta])).toEqual([['Lion', '0.05']]);
  });
  it('"… over the base standard attention model": the base model is the last model the abstract built from before the claim', () => {
    const e = extract(
      'We propose Hedgehog, a linear attention. Converting a pretrained GPT-2 into a linear attention variant achieves 16.7 perplexity on WikiText-103. We finally turn a pretrained Llama-2 7B into a viable linear attention Llama. With low-rank adaptation, Hedgehog-Llama2 7B achieves 28.1 higher ROUGE-1 points over the base standard attention model.',
    );
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.baseModel])).toEqual([['Hedgehog-Llama2 7B', 'Llama-2 7B', true]]);
  });
  it('"HumanEval+", "ScanNet++", "ControlNet++": a trailing "+" names another thing than the name without it', () => {
    expect(names(extract('We propose Foo. Foo scores well on HumanEval and HumanEval+.').benchmarks)).toEqual(['HumanEval', 'HumanEval+']);
    expect(names(extract('We propose FooRecon. Extensive experiments on ScanNet and ScanNet++ datasets demonstrate that our method works.').benchmarks)).toEqual(['ScanNet', 'ScanNet++']);
    const e = extract('We propose ControlNet++, which improves controllability over ControlNet.');
    expect([names(e.methods), names(e.baselines)]).toEqual([['ControlNet++'], ['ControlNet']]);
    // A "+" edition of a known benchmark is a benchmark under its own name.
    expect(names(extract('We have expanded the FLORES+ evaluation set to include Emakhuwa.').benchmarks)).toEqual(['FLORES+']);
  });
  it('"on Humans-5K (pose) by 7.6 mAP, Humans-2K (part-seg) by 17.1 mIoU, and …": each item of a list that carries its margin is a benchmark', () => {
    const e = extract(
      'We present Sapiens. We achieve significant improvements over the prior state-of-the-art on Humans-5K (pose) by 7.6 mAP, Humans-2K (part-seg) by 17.1 mIoU, Hi4D (depth) by 22.4% relative RMSE, and THuman2 (normal) by 53.5% relative angular error.',
    );
    expect(names(e.benchmarks)).toEqual(['Humans-5K', 'Humans-2K', 'Hi4D', 'THuman2']);
    // Without a margin after each, a name after a bare comma is no list item.
    expect(names(extract('In closed-loop evaluation on nuPlan, SafePlan reduces collisions by 12%.').benchmarks)).toEqual(['nuPlan']);
  });
  it('"preferred … 81% vs. Google\'s Imagen Video, 90% vs. Nvidia\'s PYOCO": a preference rate above one half over a named system is a win by that rate', () => {
    const e = extract(
      "We present Emu Video, a text-to-video model. In human evaluations, our generated videos are strongly preferred in quality compared to all prior work--81% vs. Google's Imagen Video, 90% vs. Nvidia's PYOCO, and 96% vs. Meta's Make-A-Video.",
    );
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.delta])).toEqual([
      ['Emu Video', 'Imagen Video', '81%'],
      ['Emu Video', 'PYOCO', '90%'],
      ['Emu Video', 'Make-A-Video', '96%'],
    ]);
    // Below one half it is no win, and without a preference cue "vs." compares scores.
    expect(claims(extract('We present Emu Video. Our videos are preferred in 41% vs. Imagen Video.'))).toEqual([]);
  });
  it('"outperforms both direct distillation from GPT-4o and leading … methods, such as OSS-Instruct and Evol-Instruct": "both" reads on to its second conjunct, and the model a recipe distills from is not compared', () => {
    const e = extract('We propose SelfCodeAlign. We show that SelfCodeAlign outperforms both direct distillation from GPT-4o and leading GPT-3.5-based distillation methods, such as OSS-Instruct and Evol-Instruct.');
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([
      ['SelfCodeAlign', 'OSS-Instruct'],
      ['SelfCodeAlign', 'Evol-Instruct'],
    ]);
  });
  it('"from 50% for GRPO to 71%", "from 50% of BC pre-training to 95%": the name after the first score of a change is its comparator', () => {
    const e = extract('We introduce FooBot. FooBot improves accuracy from 50% for GRPO to 71% on MATH.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta])).toEqual([['FooBot', 'GRPO', 'MATH', 'from 50% for GRPO to 71%']]);
    expect(names(extract('We introduce FooBot. The system increases success rate from 50% of BC pre-training to 95% using online adaptation.').baselines)).toEqual(['BC']);
  });
  it('"our EfficientVMamba-S … improves Vim-Ti with 1.5G FLOPs by a large margin of 5.6%": a named method raised past by a margin is beaten; a measure is not', () => {
    const e = extract('We propose EfficientVMamba. For example, our EfficientVMamba-S with 1.3G FLOPs improves Vim-Ti with 1.5G FLOPs by a large margin of 5.6% accuracy on ImageNet.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta])).toEqual([['EfficientVMamba-S', 'Vim-Ti', 'ImageNet', '5.6%']]);
    // "attains 71.3 clDice … improves clDice by 4.7 points": written after a score, clDice is a measure.
    expect(names(extract('We introduce ThinSeg, a decoder. ThinSeg attains 71.3 clDice on DRIVE. ThinSeg improves clDice by 4.7 points on DRIVE.').baselines)).toEqual([]);
  });
  it('"the top three models -- o1, o1-preview, and Claude-3.5-Sonnet-1022 -- achieved … 75%": one value a coordinated subject shares is each one\'s', () => {
    const e = extract('We introduce the HackerRank-ASTRA Benchmark. Initial evaluations on 65 problems show that the top three models -- o1, o1-preview, and Claude-3.5-Sonnet-1022 -- achieved comparable average scores of 75%.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value])).toEqual([
      ['o1', 'HackerRank-ASTRA', '75%'],
      ['o1-preview', 'HackerRank-ASTRA', '75%'],
      ['Claude-3.5-Sonnet-1022', 'HackerRank-ASTRA', '75%'],
    ]);
    // A fronted setting before the subject is no coordination.
    const f = extract('We propose StepGRPO. Starting from Qwen2.5-Math-7B, StepGRPO achieves 48.3% on AIME 2024.');
    expect(f.results.map((r) => [r.method, r.value])).toEqual([['StepGRPO', '48.3%']]);
  });
  it('"Our newly developed Octopus v4 model": a capitalized word with its "v" version is a name, and "newly developed" introduces it', () => {
    expect(names(extract('Our newly developed Octopus v4 model leverages functional tokens to route queries.').methods)).toEqual(['Octopus v4']);
    expect(names(extract('We compare against Mamba v2 on LRA.').baselines)).toEqual(['Mamba v2']);
  });
});

describe('2.8: read from the tuning part of train (weights trained without held)', () => {
  it.each([
    [String.raw`at \href{https://github.com/a/B-1}{https://github.com/a/B-1}, \href{https://x.org}{FooNet}.`, 'at https://github.com/a/B-1, https://x.org.'],
    [String.raw`see \url{https://hf.co/M-7B}.`, 'see https://hf.co/M-7B.'],
  ])('"\\href{target}{label}" reads as its target, "\\url{x}" as x: %s', (raw, plain) => expect(plainText(raw).text).toBe(plain));
  it('a name inside a LaTeX link or its label is no name ("\\href{…/ARWKV-7B-Preview-0.1}{…}", "{FasterDiffusion}")', () => {
    const text = String.raw`We present ARWKV, distilled from Qwen 2.5. Checkpoints: \href{https://huggingface.co/R/ARWKV-7B-Preview-0.1}{https://huggingface.co/R/ARWKV-7B-Preview-0.1}. Our code is available in \href{https://github.com/h/Faster-Diffusion}{FasterDiffusion}.`;
    expect(names(extract(text).methods)).toEqual(['ARWKV']);
  });
  it.each([
    ['We propose MMStar, an elite vision-indispensable multi-modal benchmark comprising 1,500 samples.', 'MMStar'],
    ['Towards this goal, we carefully design WebShop-Plus, a simulated e-commerce environment with 1.2M products.', 'WebShop-Plus'],
  ])('a benchmark the paper presents right after its verb is introduced, though known or after an adverb: %s', (text, want) => {
    const e = extract(text);
    expect(names(e.benchmarks)).toEqual([want]);
    expect(e.benchmarks[0]?.evidence.rule).toBe('intro/we-propose');
  });
  it.each([
    ['We propose Omega and evaluate it with Swin-T and ResNet-50.', ['Swin-T', 'ResNet-50']],
    ['We propose ZorbNet. We fine-tune YOLOv8 with ZorbNet on COCO.', ['YOLOv8']],
    ['We propose ZorbNet, initialized from a pretrained EVA02.', ['EVA02']],
    // "an LMM" spelled out in lowercase words is a class of models, not one.
    ['Large multimodal models (LMMs) are popular. We fine-tune an LMM with ZorbNet.', []],
  ])('a size letter after a family ("Swin-T") and the object of fine-tuning are models: %s', (text, want) => expect(names(extract(text).models)).toEqual(want));
  it('"achieves state-of-the-art results, with 63.2 on MathVista and 58.1 on MMMU": what it achieves, then the values', () => {
    const e = extract('We propose FooVLM. FooVLM achieves state-of-the-art results, with 63.2 on MathVista and 58.1 on MMMU.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value])).toEqual([
      ['FooVLM', 'MathVista', '63.2'],
      ['FooVLM', 'MMMU', '58.1'],
    ]);
  });
  it.each([
    ['We term this approach Skua and show it scales to 70B parameters.', ['Skua']],
    ['Motivated by this, we propose to learn a reward model from preferences, and name it PrefRM.', ['PrefRM']],
    ['We call our method Skua.', ['Skua']],
    // "a new family of models" before sized names of no known family: the paper's own models.
    ['We present a new family of models, Grebe-1B and Grebe-7B, trained on 2T tokens.', ['Grebe-1B', 'Grebe-7B']],
    ['We present a family of open models, built on Llama-3-8B, that outperform GPT-4.', []],
  ])('naming verbs after "this approach", "and name it", and a family of models named after its noun: %s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
  it('"lowers the attack success rate from 45% to 3%": a margin written as a change gives the direction, whatever the measure is called', () => {
    const lower = (text: string) => extract(text).comparisons.map((c) => [c.baseline, c.lowerIsBetter]);
    expect(lower('We propose FooSafe. FooSafe lowers the attack success rate from 45% to 3% relative to SFT on HarmBench.')).toEqual([['SFT', true]]);
    expect(lower('We introduce FooBot. FooBot improves accuracy from 50% for GRPO to 71% on MATH.')).toEqual([['GRPO', false]]);
  });
  it('"Flickr30k-CN", "MMLU-Pro", "COCO-Stuff": a capitalized edition of a known benchmark is a benchmark; "FLAN-T5" is a model', () => {
    const e = extract('FLAN-T5 outperforms LLaMA. We evaluate on Flickr30k-CN and MMLU-Pro and COCO-Stuff.');
    expect(names(e.benchmarks)).toEqual(['Flickr30k-CN', 'MMLU-Pro', 'COCO-Stuff']);
  });
  it('"…, and train AfriWhisper by fine-tuning Whisper-large-v3": how a trained name was made introduces it', () => {
    const e = extract('We release AfriSpeech-2, a 1,200-hour corpus, and train AfriWhisper by fine-tuning Whisper-large-v3 on it.');
    expect(names(e.methods)).toEqual(['AfriWhisper']);
    expect(names(e.models)).toEqual(['Whisper-large-v3']);
    expect(names(extract('We train GPT-2 by distilling GPT-4.').methods)).toEqual([]);
  });
  it('"on KITTI, NYUv2 and ETH3D": a name with digits listed beside a known benchmark is one; a sized name is not', () => {
    expect(names(extract('We introduce CamDepth. CamDepth is evaluated on KITTI, NYUv2 and ETH3D.').benchmarks)).toEqual(['KITTI', 'NYUv2', 'ETH3D']);
    expect(names(extract('We introduce CamDepth. Experiments on KITTI, NYUv2 and Foo-7B show gains.').benchmarks)).toEqual(['KITTI', 'NYUv2']);
  });
  it('"with GPT-3.5-turbo as the agent model": the model a claim runs with is its setting, not a loser', () => {
    const e = extract('We propose SparseDebate. On MATH it outperforms both Self-Consistency and full debate with GPT-3.5-turbo as the agent model.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.model])).toEqual([['SparseDebate', 'Self-Consistency', 'MATH', 'GPT-3.5-turbo']]);
  });
  it.each([
    ['We introduce CamDepth. CamDepth reduces the AbsRel error of ZoeDepth by 18% on KITTI.', ['CamDepth', 'ZoeDepth', 'KITTI', false]],
    ["We propose SciAgent. SciAgent improves o1's accuracy by 8.5 points on SciCode.", ['SciAgent', 'o1', 'SciCode', true]],
    ['We propose GRASP, a rewiring algorithm. On Peptides-func, GRASP improves the AP of GatedGCN by 4.1 points.', ['GRASP', 'GatedGCN', 'Peptides-func', false]],
  ])('a named measure of the object ("the AbsRel error of", "o1\'s accuracy", "the AP of"): %s', (text, want) => {
    expect(extract(text).comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([want]);
  });
  it('"the distilled Phi-3-mini outperforms GPT-3.5-turbo": a model named as the product of the method stands for it, and is its model', () => {
    const e = extract('We investigate tool use. Our method, ToolDistill, distills trajectories from GPT-4 into Phi-3-mini. On API-Bank, the distilled Phi-3-mini even outperforms GPT-3.5-turbo.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.model])).toEqual([['ToolDistill', 'GPT-3.5-turbo', 'API-Bank', 'Phi-3-mini']]);
  });
  it.each([
    ['We propose FooRL. FooRL-trained Qwen3-4B achieves 71.2% on GPQA.', ['FooRL', 'GPQA', '71.2%', 'Qwen3-4B']],
    ['We propose FooRL. Our Qwen2.5-Math-7B model trained with FooRL achieves 40.0% on AIME 2024.', ['FooRL', 'AIME 2024', '40.0%', 'Qwen2.5-Math-7B']],
  ])('a score of a model the method trained is the method\'s, with that model: %s', (text, want) => {
    expect(extract(text).results.map((r) => [r.method, r.benchmark, r.value, r.model])).toEqual([want]);
  });
  it('"Starting from Llama-3.1-8B-Instruct, SPAR improves GSM8K accuracy from 84.5% to 90.1% and MATH accuracy from 51.9% to 58.3%"', () => {
    const e = extract('We present SPAR, a self-play framework. Starting from Llama-3.1-8B-Instruct, SPAR improves GSM8K accuracy from 84.5% to 90.1% and MATH accuracy from 51.9% to 58.3%.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta, c.baseModel])).toEqual([
      ['Llama-3.1-8B-Instruct', 'GSM8K', 'from 84.5% to 90.1%', true],
      ['Llama-3.1-8B-Instruct', 'MATH', 'from 51.9% to 58.3%', true],
    ]);
    expect(e.results.filter((r) => r.method === 'SPAR').map((r) => [r.benchmark, r.value])).toEqual([
      ['GSM8K', '90.1%'],
      ['MATH', '58.3%'],
    ]);
  });
  it('"Across A, B and C, X beats GRPO, with the largest gain of 9.4% on C": a win on every benchmark, the margin on C only', () => {
    const e = extract('We propose TIR-PO. Across ToolBench, BFCL and τ-bench, TIR-PO consistently beats GRPO, with the largest gain of 9.4% on τ-bench.');
    expect(e.comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['ToolBench', null],
      ['BFCL', null],
      ['τ-bench', '9.4%'],
    ]);
  });
  it('"a new benchmark with 5,000 human-verified questions, which we name TempHallu": the benchmark noun before the naming verb', () => {
    const e = extract('To measure this, we construct a new benchmark with 5,000 human-verified questions, which we name TempHallu.');
    expect(names(e.benchmarks)).toEqual(['TempHallu']);
    expect(names(e.methods)).toEqual([]);
  });
  it('"in MASE", "the Monash archive": forecasting measures are metrics, an archive of data sets is a benchmark', () => {
    const e = extract('We propose Chronos-Lite. Evaluated on 27 datasets from the Monash archive, Chronos-Lite outperforms TimesFM and Moirai in MASE.');
    expect(names(e.benchmarks)).toEqual(['Monash']);
    expect(e.comparisons.map((c) => [c.baseline, c.metric])).toEqual([
      ['TimesFM', 'MASE'],
      ['Moirai', 'MASE'],
    ]);
  });
  it.each([
    ['We propose Hydra. Its key component, Adaptive Token Merging (ATM), reduces memory by 40%.', ['Hydra', 'ATM']],
    ['We propose Hydra, and its variant Hydra-Lite for edge devices.', ['Hydra', 'Hydra-Lite']],
    ['OpenAI released GPT-4 and its variant GPT-4o.', []],
  ])('"its key component, X", "its variant X": a named part of the paper\'s method is one of its methods: %s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
  it.each([
    ['We propose FooSR. FooSR achieves a PSNR of 32.5 dB on Urban200.', [['FooSR', 'Urban200', '32.5']]],
    ['We propose FooVLM. FooVLM achieves 45.2, 38.1 and 52.3 on MMMU, MathVista and MMBench, respectively.', [['FooVLM', 'MMMU', '45.2'], ['FooVLM', 'MathVista', '38.1'], ['FooVLM', 'MMBench', '52.3']]],
    ['We propose FooVLM. FooVLM obtains strong results (MMMU: 45.2, MathVista: 38.1).', [['FooVLM', 'MMMU', '45.2'], ['FooVLM', 'MathVista', '38.1']]],
    ['We propose FooGen. FooGen achieves FID 2.05 on ImageNet 256x256.', [['FooGen', 'ImageNet 256x256', '2.05']]],
    ['We propose FooLM. On MMLU, FooLM scores 68.2, a 4.1-point gain over Llama-2-13B.', [['FooLM', 'MMLU', '68.2']]],
    // A bare number with a word after it may be a margin ("4.1 higher accuracy"): no score.
    ['We propose FooLM. FooLM achieves 4.1 higher accuracy than Llama-2-13B on MMLU.', []],
  ])('bare scores in the shapes of vision and language tables: %s', (text, want) => {
    expect(extract(text).results.map((r) => [r.method, r.benchmark, r.value.replace(/\s.*$/, '')])).toEqual(want);
  });
  it.each([
    ['Since the release of ChatGPT, instruction tuning has attracted attention. We propose Zeta, a tuning method.', []],
    ['Large language models such as GPT-4 and LLaMA have shown strong reasoning. We propose Zeta, a prompting method.', []],
    // Once the paper speaks of itself, a model it names is one it uses.
    ['In this study, we measure the moral reasoning of GPT-3 and ChatGPT with a psychometric test.', ['GPT-3', 'ChatGPT']],
  ])('a model named only before the paper first speaks of itself is background, not a model it uses: %s', (text, want) => expect(names(extract(text).models)).toEqual(want));
  it.each([
    ['We propose Zeta. We evaluate our approach on Jetson Orin Nano and RTX 2080 to show efficiency gains.', []],
    ['We propose Zeta. The benchmark spans 10 applications, including PowerPoint, VSCode, and Adobe Acrobat.', []],
    ['Existing LVLM benchmarks focus on single-choice questions. We propose Zeta.', []],
  ])('hardware, software applications and a class of models before "benchmarks" name no benchmark: %s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
  it('"boosts RetinaNet with a ResNet-50 backbone from 37.4 to 40.7 mAP on COCO": a change from-to raises the named detector, not its backbone', () => {
    const e = extract('We propose FD. With a ResNet-101 teacher, FD boosts RetinaNet with a ResNet-50 backbone from 37.4 to 40.7 mAP on COCO, and it consistently outperforms previous distillation methods such as FGD and MGD.');
    // The clause opened after COCO (", and it …") keeps no benchmark of the one before it.
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta])).toEqual([
      ['FGD', null, null],
      ['MGD', null, null],
      ['RetinaNet', 'COCO', 'from 37.4 to 40.7'],
    ]);
  });
  it('"reduces AbsRel by 12% compared with DepthCrafter": AbsRel is a metric, not a loser', () => {
    const e = extract('We present UniDepth-Video. On Sintel, UniDepth-Video reduces AbsRel by 12% compared with DepthCrafter.');
    expect(e.comparisons.map((c) => [c.baseline, c.metric, c.lowerIsBetter])).toEqual([['DepthCrafter', 'AbsRel', true]]);
  });
  it('"InternVL Chat V1.5": a capital "V" version is part of a model\'s name; "WMT14 En-De": a translation direction joins its benchmark', () => {
    expect(names(extract('We evaluate InternVL Chat V1.5 and Yi-VL on our benchmark.').models)).toEqual(['InternVL Chat V1.5', 'Yi-VL']);
    const e = extract('We propose Zeta. Zeta achieves 41.3 BLEU on WMT14 En-De, 1.2 BLEU higher than Transformer-Big.');
    expect(e.benchmarks.map((b) => [b.name, b.aliases])).toEqual([['WMT14', ['WMT14 En-De']]]);
  });
  it('"On RealEstate10K and ACID, X achieves a PSNR of 27.1 and 28.4 dB": a "K" counts data, not parameters, and each value is read once', () => {
    const e = extract('We present InstantSplat-HD, a feed-forward model. On RealEstate10K and ACID, InstantSplat-HD achieves a PSNR of 27.1 and 28.4 dB, outperforming pixelSplat.');
    expect(names(e.benchmarks)).toEqual(['RealEstate10K', 'ACID']);
    expect(e.results.map((r) => [r.benchmark, r.value])).toEqual([
      ['RealEstate10K', '27.1'],
      ['ACID', '28.4'],
    ]);
    expect(e.comparisons.map((c) => c.benchmark)).toEqual(['RealEstate10K', 'ACID']);
  });
  it.each([
    'We propose Zeta. Whether Zeta outperforms Reflexion remains an open question.',
    'We propose Zeta. Zeta could potentially outperform PPO on MuJoCo in future work.',
  ])('a win asked about or only possible is no claim: %s', (text) => expect(extract(text).comparisons).toEqual([]));
  it.each([
    'We propose Zeta. Zeta improves the previous best, ReAct, by 14 points on ALFWorld.',
    'We propose Zeta. Zeta leads ReAct by 14 points on ALFWorld.',
  ])('"improves the previous best, X, by", "leads X by": a win over X: %s', (text) => {
    expect(extract(text).comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['Zeta', 'ReAct', 'ALFWorld']]);
  });
  it('"leads to gains" is no win', () => expect(extract('We propose Zeta. This leads to gains by 5 points on GSM8K.').comparisons).toEqual([]));
});

describe('2.9: read from a seventh round of probes and short abstracts (issue 10)', () => {
  const wins = (text: string): string[][] => extract(text).comparisons.map((c) => [c.method, c.baseline, c.benchmark ?? '-']);
  it.each([
    // A second predicate of the same subject keeps its own benchmarks.
    ['We propose Zeta. Zeta beats Video-LLaVA on MSVD-QA and is competitive with LLaVA-NeXT-Video on Video-MME.', [['Zeta', 'Video-LLaVA', 'MSVD-QA']]],
    ['We propose Zeta. Zeta improves CIDEr on NoCaps by 4.2 over BLIP-2 and achieves 82.1 accuracy on VQAv2.', [['Zeta', 'BLIP-2', 'NoCaps']]],
    // An improvement named after "and" is the same win on another benchmark, not a second predicate.
    ['We propose Zeta. Applied to Llama-3-8B, Zeta raises the win rate on AlpacaEval 2 from 22.9% to 41.7% and improves MT-Bench score by 0.6.', [['Zeta', 'Llama-3-8B', 'AlpacaEval 2'], ['Zeta', 'Llama-3-8B', 'MT-Bench']]],
  ])('"… on A and is competitive with Y on C": a second predicate keeps its benchmark: %s', (text, want) => expect(wins(text)).toEqual(want));
  it.each([
    ['We propose Zeta. On UCF-101, Zeta achieves an FVD of 45, compared with 98 for MAGVIT-v2.', [['Zeta', 'MAGVIT-v2', 'UCF-101']]],
    ['We propose Zeta. On MT-Bench, Zeta achieves speedups of 3.5x over autoregressive decoding and 1.4x over Medusa.', [['Zeta', 'Medusa', 'MT-Bench']]],
    ['We propose Zeta. Zeta wins 70% of head-to-head comparisons against Vicuna-13B on MT-Bench.', [['Zeta', 'Vicuna-13B', 'MT-Bench']]],
    ['We propose Zeta. Zeta halves the error rate of ResNet-50 on ImageNet-C.', [['Zeta', 'ResNet-50', 'ImageNet-C']]],
    ['We propose Zeta. Zeta consistently ranks above DPO and KTO on AlpacaEval 2.', [['Zeta', 'DPO', 'AlpacaEval 2'], ['Zeta', 'KTO', 'AlpacaEval 2']]],
    ['We propose Zeta. Zeta shows clear advantages over ReAct on ALFWorld.', [['Zeta', 'ReAct', 'ALFWorld']]],
    ["We propose Zeta. Zeta raises o1's solve rate on FrontierMath to 27.0%.", [['Zeta', 'o1', 'FrontierMath']]],
  ])('wins in the words of more fields: %s', (text, want) => expect(wins(text)).toEqual(want));
  it('"an FVD of 45, compared with 98 for X": the smaller value wins where the measure is lower-is-better', () => {
    expect(extract('We propose Zeta. On UCF-101, Zeta achieves an FVD of 45, compared with 98 for MAGVIT-v2.').comparisons.map((c) => c.lowerIsBetter)).toEqual([true]);
    // A whole number counts only when a measure names it ("of 45"): "45 tasks" is no score.
    expect(wins('We propose Zeta. On UCF-101, Zeta solves 45 tasks, compared with 98 for MAGVIT-v2.')).toEqual([]);
  });
  it.each([
    ['We propose Zeta. The gains over ReAct are 14 points on ALFWorld.', [['Zeta', 'ReAct', 'ALFWorld', '14 points']]],
    ['We propose Zeta. Relative improvements over ReAct reach 14% on ALFWorld.', [['Zeta', 'ReAct', 'ALFWorld', '14%']]],
    // With no size, an extent is no claim.
    ['We propose Zeta. Zeta beats ReAct on ALFWorld. The gains over Reflexion are largest on long tasks.', [['Zeta', 'ReAct', 'ALFWorld', '-']]],
  ])('"The gains over X are N": a gain as the subject, with its size, is the paper\'s win over X: %s', (text, want) => {
    expect(extract(text).comparisons.map((c) => [c.method, c.baseline, c.benchmark ?? '-', c.delta ?? '-'])).toEqual(want);
  });
  it('"improvements over X reach 14%": the number is a margin, not a score of X', () => {
    expect(extract('We propose Zeta. Relative improvements over ReAct reach 14% on ALFWorld.').results).toEqual([]);
  });
  it.each([
    ['We propose Zeta. Zeta achieves 82.1 VQAv2 accuracy.', [['Zeta', 'VQAv2', '82.1']]],
    // "up to 8.7 GLUE score points" is a gain.
    ['We propose Zeta. Zeta outperforms prior linear attentions by up to 8.7 GLUE score points.', []],
  ])('"82.1 VQAv2 accuracy": a value, the benchmark, then its measure: %s', (text, want) => {
    expect(extract(text).results.map((r) => [r.method, r.benchmark, r.value])).toEqual(want);
  });
  it.each([
    ['We train AgileNet. AgileNet achieves an 87% success rate on a parkour course, versus 42% for the prior learned policy RMA.', [['AgileNet', 'RMA', '-']]],
    ['We propose RobustCLIP. RobustCLIP improves robust accuracy on ImageNet from 1.2% for the original CLIP to 38.7%.', [['RobustCLIP', 'CLIP', 'ImageNet']]],
    ['We propose FactPO. FactPO increases AlignScore by 7.3 points over the SFT baseline BART-large on XSum.', [['FactPO', 'BART-large', 'XSum']]],
    ['We propose Zeta. Zeta outperforms HRES on 89% of 1,380 verification targets.', []],
    ['We propose Zeta. In head-to-head comparisons with Stable Diffusion 3, Zeta achieves higher scores on GenEval.', [['Zeta', 'Stable Diffusion 3', 'GenEval']]],
  ])('a score "for the prior learned policy X", "for the original X", "the SFT baseline X", "on 89% of … targets": %s', (text, want) => expect(wins(text)).toEqual(want));
  it('"higher than the built-in MPC controller": "in" inside "built-in" opens no evaluation setting', () => {
    expect(names(extract('We train AgileNet. AgileNet climbs obstacles 1.5x higher than the built-in MPC controller.').benchmarks)).toEqual([]);
  });
  it('"evaluated against competitive methods including MAML and ProtoNet": the listed methods are baselines', () => {
    expect(names(extract('We propose Zeta. Zeta is evaluated against competitive methods including MAML and ProtoNet.').baselines)).toEqual(['MAML', 'ProtoNet']);
  });
  it.each([
    ['We propose MedSAM-Adapter. On BTCV and ACDC, MedSAM-Adapter attains Dice scores of 84.1% and 91.3%.', [['BTCV', '84.1%'], ['ACDC', '91.3%']]],
    ['We propose KG-LLaMA. KG-LLaMA achieves a Hits@10 of 0.62 on FB15k-237 and 0.71 on WN18RR.', [['FB15k-237', '0.62'], ['WN18RR', '0.71']]],
  ])('values after a fronted list of as many benchmarks, and "a Hits@10 of A on X and B on Y": %s', (text, want) => {
    expect(extract(text).results.map((r) => [r.benchmark, r.value])).toEqual(want);
  });
  it.each([
    ['We propose Zeta. Zeta reduces the perplexity of Mamba-1.4B on WikiText-103 by 0.8 relative to Hyena.', ['Zeta', 'Hyena', 'Mamba-1.4B', false]],
    ['We propose Zeta. Fine-tuning Mistral-7B with Zeta yields a 6.2-point gain over standard SFT on MT-Bench.', ['Zeta', 'SFT', 'Mistral-7B', false]],
  ])('the model a measure is taken of, or a sentence opens by training, is its claim\'s model when it names no other: %s', (text, want) => {
    expect(extract(text).comparisons.map((c) => [c.method, c.baseline, c.model, c.baseModel])).toEqual([want]);
  });
  it('"Applying our method to vanilla GPT-3, we demonstrate a 33% improvement over the original model": a gain over the model the paper applies its method to', () => {
    const e = extract('We propose Zeta. Applying our method to vanilla GPT-3, we demonstrate a 33% absolute improvement over the original model on Super-NaturalInstructions.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['Zeta', 'GPT-3', 'Super-NaturalInstructions', true]]);
  });
  it.each([
    ['We propose Zeta. Zeta reduces the error rate by 19% across all VQA tasks.', []],
    ['We propose Zeta. We use VQA-based generators for information enhancement.', []],
  ])('"across all VQA tasks": a short task acronym used as a modifier is no benchmark: %s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
  it('"a better supervision than standard VQA data, reaching 2.6% over CoT": data named after a task is not compared; CoT is', () => {
    const e = extract('We propose ReFocus. Training with ReFocus offers a better supervision than standard VQA data, reaching 2.6% over CoT.');
    // Which benchmark the claim is on is not settled here ("VQA data" may name a data set, as "NBLS data" does).
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([['ReFocus', 'CoT']]);
  });
  it('"Our benchmark, called VisualAgentBench (VAB)": one CamelCase word whose capitals spell the short form defines it', () => {
    const e = extract('Our benchmark, called VisualAgentBench (VAB), consists of five distinct environments.');
    expect(e.introducedBenchmarks.map((b) => [b.name, b.aliases])).toEqual([['VAB', ['VisualAgentBench']]]);
  });
  it.each([
    ['We present RoboCasa, a large-scale simulation framework for training generalist robots.', ['RoboCasa']],
    ['We then benchmark 20 LLMs on our newly proposed TravelPlanner.', ['TravelPlanner']],
  ])('"a simulation framework", "on our newly proposed X": a benchmark the paper introduces: %s', (text, want) => expect(names(extract(text).introducedBenchmarks)).toEqual(want));
  it.each([
    ['We propose Zeta. Zeta obtains state-of-the-art results on SQuAD 2.0 (F1 = 91.4) and CoQA (F1 = 88.0).', [['SQuAD 2.0', '91.4'], ['CoQA', '88.0']]],
    ['We propose Zeta. Zeta improves the average score on Open LLM Leaderboard to 74.3.', [['Open LLM Leaderboard', '74.3']]],
  ])('"on A (F1 = 91.4)", "improves the average score on A to 74.3": scores in more shapes: %s', (text, want) => {
    expect(extract(text).results.map((r) => [r.benchmark, r.value])).toEqual(want);
  });
  it('"a higher MT-Bench score than LoRA (5.9 vs. 5.6)": the first of the pair is the winner\'s score, the second the loser\'s', () => {
    const e = extract('We introduce VeRA-Plus. VeRA-Plus achieves a higher MT-Bench score than LoRA (5.9 vs. 5.6).');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value])).toEqual([
      ['LoRA', 'MT-Bench', '5.6'],
      ['VeRA-Plus', 'MT-Bench', '5.9'],
    ]);
  });
  it('"outperforms the original MMS model on 85% of them": a share of cases is a hedge, and no score', () => {
    const e = extract('We present MMS-Zero. On FLEURS, MMS-Zero outperforms the original MMS model on 85% of them.');
    expect(e.comparisons).toEqual([]);
    expect(e.results).toEqual([]);
  });
  it('"reduces CHAIR_S on MSCOCO from 48.2 to 37.5 for LLaVA-1.5 and beats VCD on POPE": a change written for a named model is a gain over that model, on its own benchmark', () => {
    const e = extract('We present OPERA-2, a decoding method. OPERA-2 reduces CHAIR_S on MSCOCO from 48.2 to 37.5 for LLaVA-1.5 and consistently beats VCD on POPE.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel]).sort()).toEqual([
      ['LLaVA-1.5', 'MSCOCO', true],
      ['VCD', 'POPE', false],
    ]);
  });
  it('"within 0.3% of the optimum" is a bound, not a score', () => {
    expect(extract('We propose ZeroNAS. ZeroNAS finds architectures on NAS-Bench-201 that are within 0.3% of the optimum.').results).toEqual([]);
  });
  it('"a Fréchet Audio Distance of 3.1, compared with 4.5 for MusicGen": a distance is lower-is-better', () => {
    const e = extract('We propose MusicFlow. On MusicCaps, MusicFlow achieves a Fréchet Audio Distance of 3.1, compared with 4.5 for MusicGen.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.lowerIsBetter])).toEqual([['MusicFlow', 'MusicGen', 'MusicCaps', true]]);
  });
  it('"We train WebDreamer-7B with a learned world model": a sized name of no known family that the paper trains is its own method', () => {
    expect(names(extract('We train WebDreamer-7B with a learned world model. WebDreamer-7B improves success rates by 33.1% on VisualWebArena relative to SeeAct.').methods)).toEqual(['WebDreamer-7B']);
    // A model of a known family the paper trains stays a model.
    const e = extract('We train Llama-3-8B with a learned world model on WebArena.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.models)).toEqual(['Llama-3-8B']);
  });
});

describe('2.10: read from an eighth round of probes and short abstracts (issue 10)', () => {
  const triples = (text: string) => extract(text).comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta]);
  it('"a 3.1x speedup, compared with 2.4x for Medusa": speed factors are compared as factors (higher wins) and are no scores', () => {
    const e = extract('We propose TreeSpec. On MT-Bench, TreeSpec yields a 3.1x speedup, compared with 2.4x for Medusa and 3.5x for EAGLE.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['TreeSpec', 'Medusa', 'MT-Bench']]);
    expect(names(e.baselines)).toEqual(['Medusa', 'EAGLE']);
    expect(e.results).toEqual([]);
  });
  it('"beating A by 8.4 points and even the larger B": a second loser after the first one\'s margin, with no margin of its own', () => {
    expect(triples('We present ExecRL. ExecRL-7B beats Qwen2.5-Coder-7B-Instruct by 8.4 points and even the larger DeepSeek-Coder-33B-Instruct on LiveCodeBench.')).toEqual([
      ['ExecRL-7B', 'Qwen2.5-Coder-7B-Instruct', 'LiveCodeBench', '8.4 points'],
      ['ExecRL-7B', 'DeepSeek-Coder-33B-Instruct', 'LiveCodeBench', null],
    ]);
    // Each loser with its own margin keeps its own, as before.
    expect(triples('We present FooRL. FooRL outperforms ReAct by 8.4% and Reflexion by 3.1% on ALFWorld.')).toEqual([
      ['FooRL', 'ReAct', 'ALFWorld', '8.4%'],
      ['FooRL', 'Reflexion', 'ALFWorld', '3.1%'],
    ]);
    // A model named after the margin as the judge is no loser.
    expect(triples('We present FooRL. FooRL outperforms ReAct by 8.4% and GPT-4 as the judge prefers it.')).toEqual([['FooRL', 'ReAct', null, '8.4%']]);
  });
  it('"On A, X …, exceeding B by 31.8 points; on C it completes 32.1%": a semicolon clause with its own setting keeps its benchmarks', () => {
    expect(triples('We present PixelPilot. On ScreenSpot, PixelPilot achieves 85.2% grounding accuracy, exceeding SeeClick by 31.8 points; on AndroidWorld it completes 32.1% of tasks.')).toEqual([
      ['PixelPilot', 'SeeClick', 'ScreenSpot', '31.8 points'],
    ]);
    const e = extract('We introduce GraspVLA-2. On LIBERO, GraspVLA-2 achieves 94.1% average success, outperforming OpenVLA by 17.6%; on a real Franka arm it beats pi0 by 9% and succeeds in 81% of trials.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['OpenVLA', 'LIBERO'],
      ['pi0', null],
    ]);
    expect(e.results.map((r) => r.value)).toEqual(['94.1%']);
    // A semicolon inside parentheses opens no clause: "(up to +27% on A; +12% on B)".
    expect(extract('We propose CaT. As a test-time procedure, CaT improves Gemma 3 4B (up to +27% on MATH-500; +12% on HealthBench).').comparisons.map((c) => c.benchmark)).toEqual(['MATH-500', 'HealthBench']);
  });
  it('"Trained on X, M … while improving accuracy over the original model by 1.3 points": a gain over the fronted backbone, with its own margin', () => {
    const e = extract('We propose AdaThink. Trained on DeepSeek-R1-Distill-Qwen-7B, AdaThink cuts the average response length by 42% on GSM8K while improving accuracy over the original model by 1.3 points.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.baseModel])).toEqual([['AdaThink', 'DeepSeek-R1-Distill-Qwen-7B', 'GSM8K', '1.3 points', true]]);
    // A fronted backbone with a win over a competitor is the claim's model, not a loser.
    expect(extract('We propose AdaThink. With GPT-4o, AdaThink improves accuracy on GSM8K by 2.1 points over ReAct.').comparisons.map((c) => [c.baseline, c.model, c.baseModel])).toEqual([['ReAct', 'GPT-4o', false]]);
  });
  it('"on Object HalBench": a title-case word standing alone before a coined name is part of it', () => {
    expect(names(extract('We present mDPO-Plus. mDPO-Plus reduces hallucination on AMBER and Object HalBench.').benchmarks)).toEqual(['AMBER', 'Object HalBench']);
    // Not the end of a long form written before it, and not a size.
    expect(names(extract('We introduce the Visual Document Retrieval Benchmark ViDoRe, on which current systems struggle.').benchmarks)).toEqual(['ViDoRe']);
  });
  it('"on par with GPT-4": a model a score is compared with is not the model it was obtained with', () => {
    const e = extract('We present OpenCodeMentor, a family of code models. OpenCodeMentor-33B reaches 83.2% pass@1 on HumanEval, on par with GPT-4 Turbo.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value, r.model ?? null])).toEqual([['OpenCodeMentor-33B', 'HumanEval', '83.2%', null]]);
  });
  it('"preferred over B in 68% of comparisons": a preference share is no score on a benchmark', () => {
    expect(extract('We present Aya-Lite. Human raters preferred Aya-Lite over Gemma-2-2B in 68% of comparisons, and it outperforms Llama-3.2-3B on FLORES-200 by 4.1 chrF++.').results).toEqual([]);
  });
  it('", and the resulting model outperforms B on C and D": a new clause keeps its own benchmarks', () => {
    const e = extract('We propose FormatRL. FormatRL raises the IFEval strict accuracy of Llama-3.1-8B-Instruct from 71.3% to 82.6%, and the resulting model outperforms Tulu-3-8B on both IFEval and FollowBench.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark]).sort()).toEqual([
      ['Llama-3.1-8B-Instruct', 'IFEval'],
      ['Tulu-3-8B', 'FollowBench'],
      ['Tulu-3-8B', 'IFEval'],
    ]);
  });
  it('"CLIP ViT-L/14": a model and the vision backbone written right after it are one model', () => {
    const e = extract('We propose SigLoRA. Compared to the baseline CLIP ViT-L/14, SigLoRA improves zero-shot accuracy on ImageNet by 2.3%.');
    expect(names(e.baselines)).toEqual(['CLIP ViT-L/14']);
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['CLIP ViT-L/14']);
    // Two backbones in a list stay two.
    expect(names(extract('We propose FooNet. FooNet beats ResNet-50 and ViT-B/16 on ImageNet.').baselines)).toEqual(['ResNet-50', 'ViT-B/16']);
  });
  it('"Distilled from the Transformer-based decoder-only HoVLE": the teacher a method is distilled from is a model, and gains over it are base-model gains', () => {
    const e = extract('We propose mmMamba. Distilled from the Transformer-based decoder-only HoVLE, mmMamba-linear achieves competitive performance. At 103K tokens, mmMamba-linear demonstrates 20.6x speedup compared to HoVLE.');
    expect(names(e.models)).toEqual(['HoVLE']);
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel, c.model])).toEqual([['HoVLE', true, 'HoVLE']]);
  });
  it('"improves performance over GPT-4o without visual editing": the model run without the method is its base model, and a model', () => {
    const e = extract('We introduce ReFocus, a visual editing framework. ReFocus largely improves performance on all tasks over GPT-4o without visual editing, yielding an average gain of 11.0% on table tasks.');
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel, c.model])).toEqual([['GPT-4o', true, 'GPT-4o']]);
    expect(names(e.models)).toEqual(['GPT-4o']);
    // A model compared as a competitor is a baseline only.
    expect(names(extract('We introduce ReFocus. ReFocus outperforms GPT-4o on ChartQA.').models)).toEqual([]);
  });
  it('"VQA data", "KBQA": a short acronym ending in QA names a kind of question answering, not a benchmark', () => {
    expect(names(extract('We propose ReFocus. ReFocus offers a better supervision than standard VQA data and improves KBQA accuracy over CoT.').benchmarks)).toEqual([]);
  });
  it('"reaches an F1 score of 88.4, above LLaVA-1.5-7B (85.9)": "above" after a score is a win cue', () => {
    expect(triples('We propose TinyVLM-R. On POPE, TinyVLM-R reaches an F1 score of 88.4, above LLaVA-1.5-7B (85.9) and MiniCPM-V 2 (86.3).')).toEqual([
      ['TinyVLM-R', 'LLaVA-1.5-7B', 'POPE', null],
      ['TinyVLM-R', 'MiniCPM-V 2', 'POPE', null],
    ]);
  });
  it('"Quantizing Llama-3-70B to 4 bits keeps perplexity at 3.41, versus 3.67 for GPTQ": the paper\'s recipe applied to a model is the subject, and lower perplexity wins', () => {
    const e = extract('We introduce QuantSpec-4, a quantization method. Quantizing Llama-3-70B to 4 bits keeps WikiText-2 perplexity at 3.41, versus 3.67 for GPTQ.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.model, c.lowerIsBetter])).toEqual([['QuantSpec-4', 'GPTQ', 'WikiText-2', 'Llama-3-70B', true]]);
  });
  it('"improves over RankGPT with GPT-4": a model right after a compared system with "with" is its backbone, not a second loser', () => {
    expect(triples('We propose ReasonRank. On BRIGHT, ReasonRank improves over RankGPT with GPT-4 by 5.3 points.')).toEqual([['ReasonRank', 'RankGPT', 'BRIGHT', '5.3 points']]);
    // Two listed models both lose.
    expect(triples('We propose FooRL. FooRL outperforms ReAct, GPT-4 and Llama-3-8B on ALFWorld.').map((c) => c[1])).toEqual(['ReAct', 'GPT-4', 'Llama-3-8B']);
  });
  it('"lifts the success rate of a Llama-3.1-8B agent on A from 54.5% to 79.1% and on B from …, surpassing Reflexion": each change is its benchmark\'s base-model gain, none a competitor\'s margin', () => {
    const e = extract('We present MemAgent-X. MemAgent-X lifts the success rate of a Llama-3.1-8B agent on ALFWorld from 54.5% to 79.1% and on WebShop from 31.2% to 46.8%, surpassing Reflexion on both.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel, c.delta]).sort()).toEqual([
      ['Llama-3.1-8B', 'ALFWorld', true, 'from 54.5% to 79.1%'],
      ['Llama-3.1-8B', 'WebShop', true, 'from 31.2% to 46.8%'],
      ['Reflexion', 'ALFWorld', false, null],
      ['Reflexion', 'WebShop', false, null],
    ]);
  });
  it.each([
    ['We propose a new training algorithm, Dual-Clip PPO (DC-PPO), and a testbed, MazeGen, for procedurally generated mazes.', ['DC-PPO'], ['MazeGen']],
    ['Our contributions are twofold: a new training algorithm, DC-PPO, and a testbed, MazeGen, for mazes.', ['DC-PPO'], ['MazeGen']],
    ['We formulate retrieval as a game and solve it with a new algorithm, MinMax-RAG.', ['MinMax-RAG'], []],
    ['In this paper, we take a step towards this goal with PhysGen, a physics-grounded image-to-video framework.', ['PhysGen'], []],
    ['We design TaskCraft, an automated workflow for generating agentic tasks.', ['TaskCraft'], []],
    ['We release ToolBench-V2 along with a tool-use model.', [], ['ToolBench-V2']],
  ])('introductions in more shapes: %s', (text, methods, introduced) => {
    const e = extract(text);
    expect([names(e.methods), names(e.introducedBenchmarks)]).toEqual([methods, introduced]);
  });
  it('a method the paper works with is its own only when the abstract introduces nothing else, and never one compared elsewhere', () => {
    expect(names(extract('We propose FooNet. We train FooNet with Glimmer, a recent optimization algorithm.').methods)).toEqual(['FooNet']);
    // FooNet, the coined name that wins, is (2.28); Glimmer, which it beats, is not.
    expect(names(extract('We take a step towards this goal with Glimmer, a planning framework. FooNet outperforms Glimmer.').methods)).toEqual(['FooNet']);
  });
  it('"metrics such as CLIP-score", "applications such as Retrieval Augmented Generation": examples of a class that is no data are no benchmarks', () => {
    expect(names(extract('We propose FooJudge. We show drawbacks of standard automated metrics such as CLIP-score to measure faithfulness on benchmarks such as DrawBench.').benchmarks)).toEqual(['DrawBench']);
    // Examples of tasks may be benchmarks.
    expect(names(extract('We propose UCOB. Experiments on tasks such as ALFWorld and WebShop show gains.').benchmarks)).toEqual(['ALFWorld', 'WebShop']);
  });
  it('"Prompt2Perturb (P2P)", "Generalized Instruction Tuning (called GLAN)": one entity under both names', () => {
    const p2p = extract('We propose Prompt2Perturb (P2P), a novel language-guided attack method.').methods;
    expect(p2p.map((m) => [m.name, m.aliases])).toEqual([['P2P', ['Prompt2Perturb']]]);
    const glan = extract('We introduce Generalized Instruction Tuning (called GLAN), a general and scalable method for instruction tuning.').methods;
    expect(glan.map((m) => [m.name, m.aliases])).toEqual([['GLAN', ['Generalized Instruction Tuning']]]);
  });
  it.each([
    ['We construct a large-scale dataset, Chart-1M, containing one million chart-table pairs.', [], ['Chart-1M']],
    ['This paper introduces the task of procedural video question answering and a corresponding benchmark, ProcQA.', [], ['ProcQA']],
    ['Our benchmark, named AgentHarm, contains 110 explicitly malicious agent tasks.', [], ['AgentHarm']],
  ])('data the paper introduces, in more shapes: %s', (text, methods, introduced) => {
    const e = extract(text);
    expect([names(e.methods), names(e.introducedBenchmarks), names(e.models)]).toEqual([methods, introduced, []]);
  });
  it('"(2.75, 1.67, and 1.94 points)" after three models: one claim per model, each with its margin (ANNOTATION.md)', () => {
    const e = extract('We propose FooPO. FooPO outperforms GRPO on Qwen2.5-1.5B, Qwen2.5-3B and Qwen2.5-7B on MATH500 (2.75, 1.67, and 1.94 points).');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.model, c.margin?.value])).toEqual([
      ['GRPO', 'MATH500', 'Qwen2.5-1.5B', 2.75],
      ['GRPO', 'MATH500', 'Qwen2.5-3B', 1.67],
      ['GRPO', 'MATH500', 'Qwen2.5-7B', 1.94],
    ]);
    const r = extract('We propose SimPO-X. With Llama-3-8B and Mistral-7B as backbones, SimPO-X improves over DPO by 3.1 and 2.4 points on AlpacaEval 2, respectively.');
    expect(r.comparisons.map((c) => [c.model, c.margin?.value])).toEqual([
      ['Llama-3-8B', 3.1],
      ['Mistral-7B', 2.4],
    ]);
    // Margins as many as the benchmarks stay per benchmark.
    expect(extract('We propose FooPO. FooPO outperforms GRPO on MATH500, AIME24 and GPQA (2.75, 1.67, and 1.94 points).').comparisons.map((c) => [c.benchmark, c.model])).toEqual([
      ['MATH500', null],
      ['AIME24', null],
      ['GPQA', null],
    ]);
  });
  it('"improves AUROC on CheXpert … relative to DenseNet-121 and outperforms BioViL on MIMIC-CXR": a claim with a benchmark of its own leaves the second win\'s to it', () => {
    expect(triples('We propose Aurora-Med. Aurora-Med improves the macro AUROC on CheXpert from 0.87 to 0.91 relative to a supervised DenseNet-121 and outperforms BioViL on MIMIC-CXR report retrieval.').map((c) => [c[1], c[2]])).toEqual([
      ['DenseNet-121', 'CheXpert'],
      ['BioViL', 'MIMIC-CXR'],
    ]);
    // With no benchmark of its own, a trailing benchmark holds for both wins.
    expect(triples('We propose FooNet. FooNet outperforms ReAct and surpasses Reflexion on ALFWorld.').map((c) => [c[1], c[2]])).toEqual([
      ['ReAct', 'ALFWorld'],
      ['Reflexion', 'ALFWorld'],
    ]);
  });
  it('"outperforms Dr. GRPO": a known name written with an abbreviation\'s period is one name, and the period ends no object', () => {
    expect(triples('We propose FooRL. FooRL outperforms Dr. GRPO on AIME24.')).toEqual([['FooRL', 'Dr. GRPO', 'AIME24', null]]);
  });
  it('"Gemini Robotics", "Claude Code": a family\'s bare name and one capitalized word that ends the name are one model', () => {
    expect(triples('We propose FooVLA. FooVLA outperforms Gemini Robotics on ALOHA tasks.').map((c) => c[1])).toEqual(['Gemini Robotics']);
    // Not a generic word, nor the start of a longer title.
    expect(names(extract('We propose FooAgent. FooAgent outperforms GPT-4 and Claude on SWE-bench.').baselines)).toEqual(['GPT-4', 'Claude']);
  });
  it('"sets a new state of the art of 88.2% on A, previously held by TabPFN (86.9%)": the previous holder loses, and the score in parentheses is its own', () => {
    const e = extract('We present HyperTab. HyperTab sets a new state of the art of 88.2% mean accuracy on the OpenML-CC18 suite, previously held by TabPFN (86.9%).');
    expect(triples('We present HyperTab. HyperTab sets a new state of the art of 88.2% mean accuracy on the OpenML-CC18 suite, previously held by TabPFN (86.9%).')).toEqual([['HyperTab', 'TabPFN', 'OpenML-CC18', null]]);
    expect(e.results.map((r) => [r.method, r.value])).toEqual([
      ['HyperTab', '88.2%'],
      ['TabPFN', '86.9%'],
    ]);
  });
  it('"an average rank of 1.3, compared with 2.8 for Uni-Mol": a lower average rank wins', () => {
    expect(triples('We introduce GraphFormer-XL. Across the 12 MoleculeNet tasks, GraphFormer-XL achieves an average rank of 1.3, compared with 2.8 for Uni-Mol and 3.4 for GEM.').map((c) => c[1])).toEqual(['Uni-Mol', 'GEM']);
    expect(triples('We introduce GraphFormer-XL. On MoleculeNet, GraphFormer-XL achieves an average rank of 3.1, compared with 2.8 for Uni-Mol.')).toEqual([]);
  });
  it('"Against AutoDAN attacks on X, M reduces the attack success rate to 2.1%, compared with 9.8% for Y": a rate lowered to wins lower, and a fronted "against" is no score cue', () => {
    const e = extract('We propose SafeDecode-2. Against AutoDAN and PAIR attacks on Llama-2-7B-Chat, SafeDecode-2 reduces the attack success rate to 2.1%, compared with 9.8% for SafeDecoding and 15.4% for Self-Reminder.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.lowerIsBetter])).toEqual([
      ['SafeDecode-2', 'SafeDecoding', true],
      ['SafeDecode-2', 'Self-Reminder', true],
    ]);
    // Raised to a higher score, the higher one wins as before.
    expect(triples('We propose FooRL. FooRL raises the success rate to 62.1%, compared with 58.0% for ReAct.').map((c) => c[1])).toEqual(['ReAct']);
  });
  it('"scores of 45.2 (MMLU-Pro), 38.1 (GPQA) and 71.0 (MATH)": each value with its benchmark in parentheses after it; margins so written are no scores', () => {
    expect(extract('We propose FooLM. FooLM obtains scores of 45.2 (MMLU-Pro), 38.1 (GPQA) and 71.0 (MATH).').results.map((r) => [r.benchmark, r.value])).toEqual([
      ['MMLU-Pro', '45.2'],
      ['GPQA', '38.1'],
      ['MATH', '71.0'],
    ]);
    expect(extract('We propose FooLM. FooLM improves over GRPO by 3.2 (MMLU-Pro) and 1.1 (GPQA).').results).toEqual([]);
  });
  it('"two modules: a Task Planner and a Tool Executor": a second component after "and a"', () => {
    expect(names(extract('We propose AgentFlow, which consists of two modules: a Task Planner and a Tool Executor.').methods)).toEqual(['AgentFlow', 'Task Planner', 'Tool Executor']);
  });
  it('"lowers the attack success rate of GCG": the object of an attack\'s success rate is the attack, not a system beaten', () => {
    const e = extract('We propose SmoothGuard. SmoothGuard lowers the attack success rate of GCG on Vicuna-13B from 98% to 2% on AdvBench.');
    expect(e.comparisons).toEqual([]);
    expect(names(e.baselines)).toEqual([]);
    // A model whose error rate the method lowers is still its base model.
    expect(extract('We propose SmoothGuard. SmoothGuard reduces the hallucination rate of GPT-4 by 30% on TruthfulQA.').comparisons.map((c) => [c.baseline, c.baseModel])).toEqual([['GPT-4', true]]);
  });
  it('"boosting A by 9.1% on X and B by 18.7% on Y", "improves A\'s accuracy … and B\'s by 4.4 points": every model an improvement verb takes as its object is a base model, with its own margin', () => {
    const e = extract('We propose ReflectTune. ReflectTune improves Mistral-7B\'s accuracy on GSM8K by 5.2 points and Llama-3-8B\'s by 4.4 points.');
    expect(e.comparisons.map((c) => [c.baseline, c.delta, c.baseModel, c.model])).toEqual([
      ['Mistral-7B', '5.2 points', true, 'Mistral-7B'],
      ['Llama-3-8B', '4.4 points', true, 'Llama-3-8B'],
    ]);
    const r = extract('We propose RLBoost. RLBoost is effective, boosting Qwen3-VL-8B-Thinking by 9.1% on OSWorld and Qwen2.5-7B-Instruct by 18.7% on AlfWorld.');
    expect(r.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel, c.model])).toEqual([
      ['Qwen3-VL-8B-Thinking', 'OSWorld', true, 'Qwen3-VL-8B-Thinking'],
      ['Qwen2.5-7B-Instruct', 'AlfWorld', true, 'Qwen2.5-7B-Instruct'],
    ]);
  });
  it('known benchmarks of fields the lexicon covered thinly: MVTec AD, VisA, Nr3D, ScanRefer, MS COCO', () => {
    expect(names(extract('We propose PatchDiff. Experiments on MVTec AD, VisA, Nr3D, ScanRefer and MS COCO show gains.').benchmarks)).toEqual(['MVTec AD', 'VisA', 'Nr3D', 'ScanRefer', 'MS COCO']);
    expect(names(extract('We propose SparseGPT-2. SparseGPT-2 yields a WikiText2 perplexity of 9.8.').benchmarks)).toEqual(['WikiText2']);
  });
});

describe('2.11: read from a ninth round of probes (issue 10)', () => {
  it('"Whisper-small", "ViT-base": a lowercase size after a name is a model of that size, not a kind of the known name', () => {
    const e = extract('We propose SpeechLM-Mini. SpeechLM-Mini outperforms Whisper-small, ViT-base and RoBERTa-large on LibriSpeech.');
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['Whisper-small', 'ViT-base', 'RoBERTa-large']);
    // A lowercase word on a known name that is no size still describes a kind of it.
    expect(names(extract('We study long-CoT and multi-GRPO training.').methods)).toEqual([]);
  });
  it('"outperforms A on VSI-Bench and achieves 62.3% on Video-MME, surpassing GPT-4o": a win after a second predicate holds where that predicate does', () => {
    const e = extract('We introduce Video-Reasoner. Video-Reasoner outperforms Qwen2.5-VL-72B on VSI-Bench and achieves 62.3% on Video-MME, surpassing GPT-4o.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['Qwen2.5-VL-72B', 'VSI-Bench'],
      ['GPT-4o', 'Video-MME'],
    ]);
    // With no benchmark of its own after the second predicate, the win keeps the sentence's.
    expect(extract('We introduce Video-Reasoner. Video-Reasoner outperforms Qwen2.5-VL-72B on VSI-Bench and achieves the best score, surpassing GPT-4o.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['Qwen2.5-VL-72B', 'VSI-Bench'],
      ['GPT-4o', 'VSI-Bench'],
    ]);
  });
  it('"our IterRet retrieves at every step": a new name after "our" that a verb follows is the paper\'s own, as one a noun follows is', () => {
    expect(names(extract('In contrast to RAG, which retrieves once, our IterRet retrieves at every reasoning step.').methods)).toEqual(['IterRet']);
    // "our X results" names no method: the word after it is a noun of the study.
    expect(names(extract('Our IterRet results show gains on HotpotQA.').methods)).toEqual([]);
  });
  it('known benchmarks with digits, which the evaluated-on slot reads as model sizes: 3DMatch, CRC-100K, Caltech101', () => {
    expect(names(extract('We propose GeoFormer. GeoFormer outperforms GeoTransformer on 3DMatch, 3DLoMatch, CRC-100K and Caltech101.').benchmarks)).toEqual(['3DMatch', '3DLoMatch', 'CRC-100K', 'Caltech101']);
  });
  it('"compared to GPT-4\'s 35%": a score written after its owner in the possessive is that system\'s, and decides the win', () => {
    const e = extract("We propose PlanAgent. On Blocksworld, PlanAgent solves 92% of instances, compared to GPT-4's 35%.");
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['PlanAgent', 'GPT-4', 'Blocksworld']]);
    expect(e.results.map((r) => [r.method, r.value])).toEqual([
      ['PlanAgent', '92%'],
      ['GPT-4', '35%'],
    ]);
    expect(extract("We propose PlanAgent. On Blocksworld, PlanAgent solves 32% of instances, compared to GPT-4's 35%.").comparisons).toEqual([]);
  });
  it('"PlanBench-Agent": a system named after the benchmark it was built for is no edition of that benchmark', () => {
    const e = extract('We propose PlanBench-Agent. On Blocksworld, PlanBench-Agent solves 92% of instances.');
    expect(names(e.methods)).toEqual(['PlanBench-Agent']);
    expect(names(e.benchmarks)).toEqual(['Blocksworld']);
    expect(names(extract('Results on MMLU-Pro, ImageNet-Sketch and COCO-Stuff.').benchmarks)).toEqual(['MMLU-Pro', 'ImageNet-Sketch', 'COCO-Stuff']);
  });
  it('"wins against X with a 68% win rate on MedDialog", "in 78% of cases on CATH, compared with …": wins and comparisons are evaluation cues for the setting', () => {
    expect(extract('We introduce ChatDoctor-2. ChatDoctor-2 wins against ChatDoctor with a 68% win rate on MedDialog.').comparisons.map((c) => c.benchmark)).toEqual(['MedDialog']);
    expect(extract('We introduce ProtDiff. ProtDiff designs backbones with a scRMSD below 2 Å in 78% of cases on CATH, compared with 61% for RFdiffusion.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['RFdiffusion', 'CATH']]);
  });
  it('"improves AUC-PR by 6.1 points": the measure is no system beaten; Code Llama, Minerva and Segment Anything are systems', () => {
    const e = extract('We propose SelfCheck-Plus. Relative to the previous best method, SelfCheckGPT, SelfCheck-Plus improves AUC-PR by 6.1 points on WikiBio.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['SelfCheckGPT', 'WikiBio']]);
    expect(names(extract('We propose Llemma-X, a math model. On MATH, Llemma-X outperforms Code Llama as well as Minerva.').baselines)).toEqual(['Code Llama', 'Minerva']);
    expect(names(extract('We propose X-SAM. X-SAM beats Segment Anything on COCO.').baselines)).toEqual(['Segment Anything']);
  });
  it('"On A and B, X improves … by 4.6% and 3.1% over PairNorm, and it reaches 73.9% on A": a mention in a later clause of its own does not narrow the win to it', () => {
    const e = extract('We propose GraphNorm++. On ogbn-arxiv and ogbn-products, GraphNorm++ improves the accuracy of deep GCNs by 4.6% and 3.1% over PairNorm, and it reaches 73.9% on ogbn-arxiv.');
    expect(e.comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['ogbn-arxiv', '4.6%'],
      ['ogbn-products', '3.1%'],
    ]);
  });
  it('"matches the accuracy of Llama-2-70B while reducing latency by 2.4x": a model a tie is stated with is a peer, not a base model improved', () => {
    // Since 2.80 the latency the tie is held at is a win on that cost (as "while using 2.4x less compute" was), over a peer.
    expect(extract('We introduce SpecRAG. On HotpotQA, SpecRAG matches the accuracy of Llama-2-70B while reducing latency by 2.4x.').comparisons.map((c) => [c.baseline, c.baseModel, c.lowerIsBetter])).toEqual([['Llama-2-70B', false, true]]);
    expect(extract('We introduce SpecRAG. SpecRAG reduces the latency of Llama-2-70B by 2.4x on HotpotQA.').comparisons.map((c) => [c.baseline, c.baseModel])).toEqual([['Llama-2-70B', true]]);
  });
  it('"solves 41% of data analysis tasks": a share of tasks is a score, though a resource noun modifies them ("41% of the data" is not)', () => {
    expect(extract('We build DS-Agent-Pro. On DSBench, DS-Agent-Pro solves 41% of data analysis tasks.').results.map((r) => [r.method, r.value])).toEqual([['DS-Agent-Pro', '41%']]);
    expect(extract('We build DS-Agent-Pro. On DSBench, DS-Agent-Pro trained on 41% of the data matches GPT-4.').results).toEqual([]);
  });
  it('"lower than those of GLIGEN (21.0 and 24.9)": a compared system\'s values in parentheses pair with the benchmarks named before, in order', () => {
    const e = extract('We present LayoutDiff-XL. LayoutDiff-XL obtains a FID of 17.2 on COCO-Stuff and 20.5 on Visual Genome, lower than those of GLIGEN (21.0 and 24.9).');
    expect(e.results.filter((r) => r.method === 'GLIGEN').map((r) => [r.benchmark, r.value])).toEqual([
      ['COCO-Stuff', '21.0'],
      ['Visual Genome', '24.9'],
    ]);
    // As many values as benchmarks, or none is read.
    expect(extract('We present LayoutDiff-XL. LayoutDiff-XL obtains a FID of 17.2 on COCO-Stuff, lower than GLIGEN (21.0 and 24.9).').results.filter((r) => r.method === 'GLIGEN')).toEqual([]);
  });
  it('"and it outperforms GPT-4o on the same benchmark": the benchmark named last before; "improving accuracy by 37% over the base model": that margin', () => {
    const e = extract('We propose SMART-Tool. Fine-tuned from Llama-3.1-8B-Instruct, SMART-Tool reduces tool calls by 24% while improving accuracy by 37% over the base model on SMART-ER, and it outperforms GPT-4o on the same benchmark.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel, c.delta])).toEqual([
      ['GPT-4o', 'SMART-ER', false, null],
      ['Llama-3.1-8B-Instruct', 'SMART-ER', true, '37%'],
    ]);
  });
  it('more known names: AntMaze, Adroit, iNaturalist 2018, and ASR-BLEU as a measure', () => {
    expect(names(extract('We propose Cal-QL-2. On the hardest AntMaze-Large tasks and on Adroit, it improves over Cal-QL by 14 points.').benchmarks)).toEqual(['AntMaze-Large', 'Adroit']);
    expect(names(extract('We propose DeiT-Lite. DeiT-Lite outperforms ConvNeXt-T on iNaturalist 2018.').benchmarks)).toEqual(['iNaturalist 2018']);
    expect(extract('We propose UnitY-Lite. On CVSS-C, UnitY-Lite achieves 27.4 ASR-BLEU, 3.1 points higher than Translatotron 2.').results.map((r) => [r.method, r.value])).toEqual([['UnitY-Lite', '27.4 ASR-BLEU']]);
  });
  it('", and ranks first on the Spider 2.0 leaderboard": a clause of its own; the wins before it keep their own benchmark', () => {
    const e = extract('We present CHESS-2. CHESS-2 achieves 71.1% execution accuracy on the BIRD development set, surpassing DIN-SQL (50.7%) and MAC-SQL (57.6%), and ranks first on the Spider 2.0 leaderboard.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['DIN-SQL', 'BIRD'],
      ['MAC-SQL', 'BIRD'],
    ]);
  });
  it('"improves RetinaNet from 37.4 to 40.9 mAP and Faster R-CNN from 38.4 to 41.2 mAP": each improved model with its own change', () => {
    const e = extract('We propose FGD-Plus. FGD-Plus improves RetinaNet from 37.4 to 40.9 mAP and Faster R-CNN from 38.4 to 41.2 mAP on COCO.');
    expect(e.comparisons.map((c) => [c.baseline, c.delta])).toEqual([
      ['RetinaNet', 'from 37.4 to 40.9'],
      ['Faster R-CNN', 'from 38.4 to 41.2'],
    ]);
  });
  it('"On NaturalQuestions with GPT-3.5-Turbo, X improves accuracy by 17.1%": a model the fronted setting runs with is no base model improved ("With π0.5 as base policy" is)', () => {
    expect(extract('We propose LongLLMLingua-2. On NaturalQuestions with GPT-3.5-Turbo, LongLLMLingua-2 improves accuracy by 17.1% while using 4x fewer tokens.').comparisons).toEqual([]);
    expect(extract('We propose Pivot-X. With π0.5 as base policy, Pivot-X reduces failures by 30% on LIBERO.').comparisons.map((c) => [c.baseline, c.baseModel])).toEqual([['π0.5', true]]);
  });
  it('"far below human experts at 82.0%", "the best ROC-AUC on 6 of 8 tasks": scores of people, and counts of tasks, are no results', () => {
    expect(extract('We introduce MMMU-Vision. The best open model, InternVL2-76B, reaches 38.5% on MMMU-Vision, far below human experts at 82.0%.').results.map((r) => r.value)).toEqual(['38.5%']);
    expect(extract('We present MolCLR-2. On MoleculeNet, MolCLR-2 achieves the best ROC-AUC on 6 of 8 classification tasks.').results).toEqual([]);
    expect(extract('We present X-Net. On ZINC, X-Net achieves a test MAE of 0.058.').results.map((r) => r.value)).toEqual(['0.058']);
  });
  it('"Fine-tuned on LIBERO, it achieves 76.5%, exceeding Diffusion Policy": a set a sentence is fronted by, naming no other, is what its result is on', () => {
    const e = extract('We introduce OpenVLA-2, a vision-language-action model. Fine-tuned on LIBERO, it achieves an average success rate of 76.5%, exceeding Diffusion Policy by 4.2%.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['Diffusion Policy', 'LIBERO']]);
    // With another benchmark named, the fronted one stays training data.
    expect(names(extract('We introduce OpenVLA-2, a vision-language-action model. Fine-tuned on LIBERO, it achieves 76.5% on CALVIN.').benchmarks)).toEqual(['CALVIN']);
  });
  it('"…, and it outperforms SeViLA on both": the benchmarks the sentence named before, with no margin from the clauses before its own', () => {
    const e = extract('We propose FrameSelect. Plugged into LLaVA-NeXT-Video-7B, FrameSelect improves accuracy on EgoSchema by 5.2% and on NExT-QA by 3.9%, and it outperforms SeViLA on both.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta])).toEqual([
      ['SeViLA', 'EgoSchema', null],
      ['SeViLA', 'NExT-QA', null],
    ]);
  });
  it('"45.3 answer F1", "LSUN Bedroom" read as written', () => {
    expect(extract('We introduce SciBERT-Long. On Qasper, it achieves 45.3 answer F1, outperforming LED by 6.1 points.').results.map((r) => r.value)).toEqual(['45.3 answer F1']);
    expect(names(extract('We propose DPM-Solver-v3. DPM-Solver-v3 achieves an FID of 3.75 on LSUN Bedroom.').benchmarks)).toEqual(['LSUN Bedroom']);
  });
  it('"surpassing UniChart by 6.5 points on ChartQA and Matcha by 3.1 BLEU on Chart-to-text", "outperforms A on X and B on Y": each loser keeps the benchmark written after it', () => {
    expect(extract('We present ChartLlama-2. ChartLlama-2 surpasses UniChart by 6.5 points on ChartQA and Matcha by 3.1 BLEU on Chart-to-text.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['UniChart', 'ChartQA'],
      ['Matcha', 'Chart-to-text'],
    ]);
    const e = extract('We present ChartLlama-2. ChartLlama-2 outperforms UniChart on ChartQA and Matcha on Chart-to-text.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['UniChart', 'ChartQA'],
      ['Matcha', 'Chart-to-text'],
    ]);
    expect(names(e.benchmarks)).toEqual(['ChartQA', 'Chart-to-text']);
    // One loser over a list of benchmarks keeps them all.
    expect(extract('We propose X-Net. X-Net outperforms GRPO on ALFWorld and WebShop.').comparisons.map((c) => c.benchmark)).toEqual(['ALFWorld', 'WebShop']);
  });
  it('"80.7 ANLS on DocVQA, 8.4 points above X, and 41.0 ANLS on InfographicVQA": the next score of the list keeps its benchmark; ANLS and AP3D are measures; "10-45% speedups" no score', () => {
    const e = extract('We build DocOwl-2. DocOwl-2 achieves 80.7 ANLS on DocVQA, 8.4 points above mPLUG-DocOwl, and 41.0 ANLS on InfographicVQA.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['mPLUG-DocOwl', 'DocVQA']]);
    expect(e.results.map((r) => [r.benchmark, r.value])).toEqual([
      ['DocVQA', '80.7 ANLS'],
      ['InfographicVQA', '41.0 ANLS'],
    ]);
    expect(extract('We propose MonoDETR-2. On the KITTI test set, MonoDETR-2 achieves 26.1 AP3D on the moderate car category.').results.map((r) => r.value)).toEqual(['26.1 AP3D']);
    expect(extract('We propose DistillSpec-2. Across XSum and GSM8K, DistillSpec-2 yields 10-45% speedups over standard speculative decoding.').results).toEqual([]);
  });
  it('"outperforms open-source models of comparable size, such as OPT-1.3B": comparable size qualifies the class, it states no tie', () => {
    const e = extract('We introduce TinyLlama-2, a 1.1B language model. TinyLlama-2 outperforms open-source models of comparable size, such as OPT-1.3B and Pythia-1.4B, on HellaSwag and PIQA.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['OPT-1.3B', 'HellaSwag'],
      ['OPT-1.3B', 'PIQA'],
      ['Pythia-1.4B', 'HellaSwag'],
      ['Pythia-1.4B', 'PIQA'],
    ]);
    expect(extract('We propose X-Net. X-Net achieves comparable accuracy to GRPO on ALFWorld.').comparisons).toEqual([]);
  });
  it('"…; for LLaMA-2-70B, it raises GSM8K accuracy to 83.5%": a clause after a semicolon may open with its own setting; the score is the method\'s, with that model', () => {
    const e = extract('We propose LEMA-2. Across five backbones, LEMA-2 consistently improves over fine-tuning on chain-of-thought data alone; for LLaMA-2-70B, it raises GSM8K accuracy to 83.5% and MATH accuracy to 25.0%.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value, r.model])).toEqual([
      ['LEMA-2', 'GSM8K', '83.5%', 'LLaMA-2-70B'],
      ['LEMA-2', 'MATH', '25.0%', 'LLaMA-2-70B'],
    ]);
  });
  it('"outperforms human-engineered prompts by up to 25% and the automatic method APE by up to 14%": a second object with its own margin, after a class', () => {
    expect(extract('We introduce EvoPrompt-2. On BIG-Bench Hard, EvoPrompt-2 outperforms human-engineered prompts by up to 25% and the automatic method APE by up to 14%.').comparisons.map((c) => [c.baseline, c.benchmark, c.delta])).toEqual([['APE', 'BIG-Bench Hard', 'up to 14%']]);
  });
  it('"rated more factual than those of BlenderBot 3 and GPT-3.5": more of a quality than a named system is a win', () => {
    expect(extract('We propose KnowBot. In human evaluation on the Wizard of Wikipedia test set, KnowBot responses are rated more factual than those of BlenderBot 3 and GPT-3.5.').comparisons.map((c) => c.baseline)).toEqual(['BlenderBot 3', 'GPT-3.5']);
  });
  it('"On LLaMA-2-70B at 50% unstructured sparsity": a value that sets the condition of the scores is none of them', () => {
    expect(extract('We propose Wanda-2. On LLaMA-2-70B at 50% unstructured sparsity, Wanda-2 attains a WikiText perplexity of 3.98, better than SparseGPT (4.15).').results.map((r) => [r.method, r.value])).toEqual([
      ['SparseGPT', '4.15'],
      ['Wanda-2', '3.98'],
    ]);
  });
  it('"On DeepSeek-R1-Distill-Qwen-1.5B, X … improves accuracy over the original model by 1.1 points": the model the sentence is set on is the base; "a 2% drop in accuracy" is no score', () => {
    const e = extract('We propose ThinkPrune. On DeepSeek-R1-Distill-Qwen-1.5B, ThinkPrune halves the reasoning length on AIME24 with only a 2% drop in accuracy, and on MATH500 it even improves accuracy over the original model by 1.1 points.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel, c.delta])).toEqual([['DeepSeek-R1-Distill-Qwen-1.5B', 'MATH500', true, '1.1 points']]);
    expect(e.results).toEqual([]);
  });
  it('"24.6% on OSWorld, outperforming A (22.0%), and 46.6% on AndroidWorld, outperforming B (34.5%)": each win keeps the benchmark named since the cue before it', () => {
    const e = extract('We present UI-TARS-Lite. UI-TARS-Lite-7B achieves 24.6% on OSWorld with 50 steps, outperforming OpenCUA (22.0%), and 46.6% on AndroidWorld, outperforming GPT-4o (34.5%).');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['OpenCUA', 'OSWorld'],
      ['GPT-4o', 'AndroidWorld'],
    ]);
  });
  it('"preferred by designers over LIVE in 73% of cases": a preference rate is no score of the benchmark ("succeeds in 81% of trials" is)', () => {
    expect(extract('We introduce StarVector-2. StarVector-2 outperforms DeepSVG on SVG-Bench, and it is preferred by designers over LIVE in 73% of cases.').results).toEqual([]);
    expect(extract('We propose RoboX. On LIBERO, RoboX succeeds in 81% of trials.').results.map((r) => r.value)).toEqual(['81%']);
  });
  it('"improves … over PPOCoder, though it lags behind GPT-4": a concession ends the object; "a 0.38% accuracy drop" is no score', () => {
    expect(extract('We propose StepCoder. StepCoder improves pass@1 on APPS+ over PPOCoder, though it lags behind GPT-4 on the hardest problems.').comparisons.map((c) => c.baseline)).toEqual(['PPOCoder']);
    expect(extract('We propose ZipCache. With LLaMA-3-8B, ZipCache achieves a 4.98x compression ratio with only a 0.38% accuracy drop on GSM8K.').results).toEqual([]);
  });
  it('"On the UltraFeedback dataset with X, GPO achieves 32.1% on AlpacaEval 2, compared with 26.8% for DPO …, and it improves the MT-Bench score from 7.1 to 7.6 over DPO": each clause its own claim over DPO, on its own benchmark', () => {
    const e = extract('We propose GPO. On the UltraFeedback dataset with Mistral-7B-Instruct, GPO achieves a length-controlled win rate of 32.1% on AlpacaEval 2, compared with 26.8% for DPO and 28.5% for SimPO, and it improves the MT-Bench score from 7.1 to 7.6 over DPO.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['DPO', 'MT-Bench'],
      ['DPO', 'AlpacaEval 2'],
      ['SimPO', 'AlpacaEval 2'],
    ]);
    // The start of the change is the score of the loser named right after it.
    expect(e.results.filter((r) => r.benchmark === 'MT-Bench').map((r) => [r.method, r.value])).toEqual([
      ['DPO', '7.1'],
      ['GPO', '7.6'],
    ]);
  });
  it('"by 6.3%, 8.1% and 4.9% over IRCoT on the three datasets, respectively": the benchmarks the count refers to, each with its margin', () => {
    const e = extract('We propose CoKR. Experiments on HotpotQA, 2WikiMultiHopQA and MuSiQue show gains. CoKR improves exact match by 6.3%, 8.1% and 4.9% over IRCoT on the three datasets, respectively.');
    expect(e.comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['HotpotQA', '6.3%'],
      ['2WikiMultiHopQA', '8.1%'],
      ['MuSiQue', '4.9%'],
    ]);
  });
  it('"66.1%, slightly above EmoBERTa", "fixes 186 bugs, 42 more than ChatRepair": wins by an adverbed "above" and by a count', () => {
    expect(extract('We propose DialogueGCN-2. On MELD, it reaches 66.1%, slightly above EmoBERTa.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['EmoBERTa', 'MELD']]);
    expect(extract('We propose RepairAgent-2. On Defects4J, RepairAgent-2 fixes 186 bugs, 42 more than ChatRepair.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['ChatRepair', 'Defects4J']]);
  });
  it('"84.1% fine-tuning accuracy on ImageNet-1K": a measure after "fine-tuning" makes the set an evaluation; "by 0.5% and 1.2 AP" lists margins, no score', () => {
    const e = extract('We propose MoCo-v4. With a ViT-B backbone, MoCo-v4 reaches 84.1% fine-tuning accuracy on ImageNet-1K and 51.8 box AP on COCO, exceeding MAE by 0.5% and 1.2 AP, respectively.');
    expect(e.comparisons.map((c) => c.benchmark)).toEqual(['ImageNet-1K', 'COCO']);
    expect(e.results.map((r) => [r.benchmark, r.value])).toEqual([
      ['ImageNet-1K', '84.1%'],
      ['COCO', '51.8 box AP'],
    ]);
  });
  it('"below 10% for 78% of the 102 languages": a share of languages is no score', () => {
    expect(extract('We present OmniASR. On FLEURS, OmniASR achieves a character error rate below 10% for 78% of the 102 languages.').results).toEqual([]);
  });
  it('ActivityNet Captions and ActivityNet-QA are data sets of their own, not ActivityNet', () => {
    expect(names(extract('We propose Vid2Seq-2. It also outperforms PDVC on ActivityNet Captions and ActivityNet-QA.').benchmarks)).toEqual(['ActivityNet Captions', 'ActivityNet-QA']);
  });
  it('"we propose Self-Explore (SE)": an acronym of the class vocabulary is a name where the abstract defines it for its own contribution; "Large Language Models (LLMs)" still is not', () => {
    const e = extract('In this work, we propose Self-Explore (SE), a method that rewards the first pit. SE achieves 11.57% and 2.89% average improvements over supervised fine-tuning (SFT) on GSM8K and MATH, respectively.');
    expect(names(e.methods)).toEqual(['SE']);
    // "over supervised fine-tuning (SFT) on GSM8K": a training recipe compared against names no training set.
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta])).toEqual([
      ['SE', 'SFT', 'GSM8K', '11.57%'],
      ['SE', 'SFT', 'MATH', '2.89%'],
    ]);
    expect(names(extract('Large Language Models (LLMs) are strong. Reinforcement Learning (RL) helps. We propose FooRL.').methods)).toEqual(['FooRL']);
  });
  it('"+2.7% in average recall@1 over ALBEF", "reduces the storage of 3DGS by 15x", "improves the rendering speed of 3DGS": a signed gain is a win cue; storage and speed are measures of the system improved', () => {
    expect(extract('We present BLIP-3-Lite, a model. BLIP-3-Lite achieves +2.7% recall over ALBEF on COCO.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['ALBEF', 'COCO']]);
    expect(extract('We propose LightGS-2. LightGS-2 reduces the storage of 3DGS by 15x on Mip-NeRF 360.').comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['3DGS', 'Mip-NeRF 360']]);
    expect(extract('We propose LightGS-2. LightGS-2 improves the rendering speed of 3DGS by 2x on Mip-NeRF 360.').comparisons.map((c) => c.baseline)).toEqual(['3DGS']);
  });
  it('"ReAct\\footnote{Code: …}", "\\cite{x}": a footnote or citation reads as nothing, not as a name', () => {
    const e = extract('We propose RAP. RAP improves success rates on ALFWorld by 12.6\\% over ReAct\\footnote{Code: https://github.com/x/rap}, as in \\cite{yao2023}.');
    expect(names(e.baselines)).toEqual(['ReAct']);
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['ReAct', 'ALFWorld']]);
  });
  it('"GBDTs such as XGBoost and CatBoost": boosted-tree libraries are systems compared, not settings; "… and 4.2 APr over Grounding DINO" is a margin', () => {
    const e = extract('We present TabM-X, an MLP ensemble. On 46 datasets, TabM-X outperforms both attention-based architectures (e.g., FT-Transformer) and GBDTs such as XGBoost and CatBoost.');
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['FT-Transformer', 'XGBoost', 'CatBoost']);
    expect(names(e.benchmarks)).toEqual([]);
    const r = extract('We present RareDet. On LVIS, RareDet obtains 38.9 AP on rare classes (APr), an improvement of 7.5 APr over OWL-ViT v2 and 4.2 APr over Grounding DINO. It also transfers zero-shot to ODinW-35, where it outperforms GLIP.');
    expect(r.results.map((x) => x.value)).toEqual(['38.9 AP']);
    expect(r.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['OWL-ViT v2', 'LVIS'],
      ['Grounding DINO', 'LVIS'],
      ['GLIP', 'ODinW-35'],
    ]);
  });
  it('"… over Qwen2.5-VL-3B and outperforms the 7B variant on VSR and TallyQA": the second win keeps its benchmarks, though its loser has no name; "0.8 dB higher" names no system', () => {
    const e = extract('We propose GRIT-VLM. GRIT-VLM-3B improves grounding accuracy on RefCOCO by 12.3 points over Qwen2.5-VL-3B and outperforms the 7B variant on VSR and TallyQA.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['Qwen2.5-VL-3B', 'RefCOCO']]);
    const n = extract('We introduce Instant-NGP-2. Instant-NGP-2 reaches 33.9 dB PSNR on Blender, 0.8 dB higher than Instant-NGP.');
    expect(n.comparisons.map((c) => c.baseline)).toEqual(['Instant-NGP']);
    expect(n.results.map((r) => r.value)).toEqual(['33.9 dB PSNR']);
  });
});

describe('2.12: read from a tenth round of probes (issue 10)', () => {
  it('"matches MAE with 2.5x less decoding compute", "comparable to GRPO while using 40% fewer tokens": a tie held at a smaller cost is a lower-is-better win on that cost', () => {
    const c = extract('We propose CrossMAE-2, a masked autoencoder. CrossMAE-2 matches MAE in accuracy with 2.5 to 3.7x less decoding compute.').comparisons;
    expect(c.map((x) => [x.method, x.baseline, x.metric, x.delta, x.lowerIsBetter])).toEqual([['CrossMAE-2', 'MAE', 'decoding compute', '2.5 to 3.7x', true]]);
    expect(extract('We propose FooRL. FooRL achieves accuracy comparable to GRPO while using 40% fewer tokens.').comparisons.map((x) => [x.baseline, x.metric, x.delta, x.lowerIsBetter])).toEqual([['GRPO', 'tokens', '40%', true]]);
    // "while running 3x faster": a speed win, higher is better.
    expect(extract('We propose FooRL. On GSM8K, FooRL matches DPO while running 3x faster.').comparisons.map((x) => [x.baseline, x.benchmark, x.metric, x.lowerIsBetter])).toEqual([['DPO', 'GSM8K', 'speed', false]]);
    // No number and no degree: "with fewer parameters" says the tie is cheaper but not by how much; kept as a tie.
    expect(extract('We propose FooRL. FooRL matches DPO on GSM8K with fewer parameters.').comparisons).toEqual([]);
    // "… fewer steps than X" is a win of its own, read once.
    expect(extract('We propose FooRL. FooRL is competitive with DPO while using 30% fewer steps than PPO.').comparisons.map((x) => x.baseline)).toEqual(['PPO']);
  });
  it('"Rho-1 employs Selective Language Modeling (SLM)": a coined name giving its own part a name defines an acronym the class vocabulary would discard; "GPT-4 uses … (RLHF)" and "… Large Language Model (LLM) planners" do not', () => {
    expect(names(extract('We introduce a new language model called Rho-1. Rho-1 employs Selective Language Modeling (SLM), which trains on useful tokens.').methods)).toEqual(['Rho-1', 'SLM']);
    expect(names(extract('We present VidLM-2. VidLM-2 employs Large Language Model (LLM) planners.').methods)).toEqual(['VidLM-2']);
    expect(names(extract('We propose FooNet. GPT-4 uses Reinforcement Learning from Human Feedback (RLHF).').methods)).toEqual(['FooNet']);
  });
  it('"COCO-style benchmarks" are benchmarks like COCO, not COCO; "MuJoCo-based tasks" still run on MuJoCo', () => {
    expect(names(extract('We propose TokMix. We find that COCO-style benchmarks only need around 9 visual tokens with TokMix.').benchmarks)).toEqual([]);
    expect(names(extract('We propose TokMix. TokMix outperforms SAC on MuJoCo-based tasks.').benchmarks)).toEqual(['MuJoCo']);
  });
  it('"74.1±0.2%", "74.1$\\pm$0.2\\%": a spread after a score is read as nothing, so the score keeps its unit and the spread is no score', () => {
    const e = extract('We propose HopFormer. On ogbn-arxiv and ogbn-products, HopFormer achieves 74.1±0.2% and 84.6$\\pm$0.3\\% test accuracy, respectively.');
    expect(e.results.map((r) => [r.benchmark, r.value])).toEqual([
      ['ogbn-arxiv', '74.1%'],
      ['ogbn-products', '84.6%'],
    ]);
  });
  it('"(Zou et al., 2024)", "Radhakrishnan et al. [29]", "[5]": citations name authors, never systems', () => {
    const e = extract('We propose RefuseLens. RefuseLens lowers ASR on JailMix-2K by 12.5 and 4.1 points relative to SmoothLLM and Circuit Breakers (Zou et al., 2024), respectively.');
    expect(e.comparisons.map((c) => [c.baseline, c.delta])).toEqual([
      ['SmoothLLM', '12.5'],
      ['Circuit Breakers', '4.1 points'],
    ]);
    expect(names(extract('We propose ALM. ALM outperforms full fine-tuning and the adapter-based approach of Radhakrishnan et al. [29] on ASCEND.').baselines)).toEqual([]);
    expect(extract('We propose SparQ. SparQ outperforms Mask2Former [5] by 2.1 mIoU on ADE20K [52].').comparisons.map((c) => [c.baseline, c.benchmark, c.delta])).toEqual([['Mask2Former', 'ADE20K', '2.1']]);
  });
  it('"on par with OneFormer (50.5 mIoU)": a score with its measure in parentheses after a compared name is that name\'s', () => {
    expect(extract('We propose SparQ-Seg. On COCO-Stuff-164K, SparQ-Seg achieves 50.4 mIoU, on par with OneFormer (50.5 mIoU).').results.map((r) => [r.method, r.value])).toEqual([
      ['SparQ-Seg', '50.4 mIoU'],
      ['OneFormer', '50.5 mIoU'],
    ]);
  });
  it('", together with TrimKL, an adaptive length regularizer", "…, and HindSight-Tune, a post-training stage": further contributions of an introducing sentence', () => {
    expect(names(extract('We introduce SARPO, a critic-free algorithm that redistributes the advantage, together with TrimKL, an adaptive length regularizer that penalizes redundant checks.').methods)).toEqual(['SARPO', 'TrimKL']);
    expect(names(extract('We introduce KinoVLA, which augments a backbone with an action expert, and HindSight-Tune, a post-training stage that relabels failed demonstrations.').methods)).toEqual(['KinoVLA', 'HindSight-Tune']);
  });
  it('"Tanks&Temples", "Deep Blending": benchmarks of their own; "I&S-ViT" is one name', () => {
    expect(names(extract('We introduce GauZip. On Tanks&Temples and Deep Blending it achieves 23.9 dB and 30.1 dB PSNR, respectively.').benchmarks)).toEqual(['Tanks&Temples', 'Deep Blending']);
    expect(names(extract('We propose I&S-ViT, a novel method that regulates quantization.').methods)).toEqual(['I&S-ViT']);
  });
  it('"…, and is on par with X on HarmBench", "…, while … on XSTest rises": a benchmark past a second predicate or a contrast is not the win\'s', () => {
    expect(extract('We propose RefuseLens. RefuseLens lowers ASR on JailMix-2K by 12.5 points relative to SmoothLLM, and is on par with SmoothLLM on HarmBench.').comparisons.map((c) => c.benchmark)).toEqual(['JailMix-2K']);
    const e = extract('We propose RefuseLens. Applied to Llama-3-8B-Instruct, RefuseLens cuts the attack success rate of the undefended model from 41.7% to 6.3% on HarmBench, while the over-refusal rate on XSTest rises by only 0.4 points.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel, c.lowerIsBetter])).toEqual([['Llama-3-8B-Instruct', 'HarmBench', true, true]]);
  });
  it('"when continual pretraining on 15B OpenWebMath corpus": a corpus trained on after a token count is training data; "6.8% average enhancement" is a gain, no score', () => {
    const e = extract('We introduce Rho-1. When continual pretraining on 15B OpenWebMath corpus, Rho-1 improves few-shot accuracy. Rho-1 reaches 51.8% on MATH. Rho-1 achieves 6.8% average enhancement across 15 tasks.');
    expect(names(e.benchmarks)).toEqual(['MATH']);
    expect(e.results.map((r) => r.value)).toEqual(['51.8%']);
  });
});

describe('2.12: the messy probes (issue 10)', () => {
  it('"Built on X, Y improves its base model by 9.3% on MathVista": the fronted backbone is the base model improved', () => {
    const e = extract('We propose GLIMPSE-R1, a recipe. Built on Qwen2.5-VL-7B-Instruct, GLIMPSE-R1 improves its base model by 9.3% on MathVista.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta, c.baseModel])).toEqual([['Qwen2.5-VL-7B-Instruct', 'MathVista', '9.3%', true]]);
  });
  it('"outperforms A on MathVista (74.2 vs. 71.9) and surpasses B": the pair after a benchmark is the winner\'s and the loser named before it', () => {
    const e = extract('We propose GLIMPSE-R1. It outperforms InternVL2.5-38B on MathVista (74.2 vs. 71.9) and surpasses Vision-R1 on WeMath.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value])).toEqual([
      ['GLIMPSE-R1', 'MathVista', '74.2'],
      ['InternVL2.5-38B', 'MathVista', '71.9'],
    ]);
  });
  it('"in terms of both HPSv2 and PickScore": reward scores are measures, not benchmarks or systems', () => {
    const e = extract('We introduce PrismAlign, an objective. It also outperforms Diffusion-DPO and SPO on PartiPrompts in terms of both HPSv2 and PickScore.');
    expect(names(e.benchmarks)).toEqual(['PartiPrompts']);
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.metric])).toEqual([
      ['PrismAlign', 'Diffusion-DPO', 'HPSv2'],
      ['PrismAlign', 'Diffusion-DPO', 'PickScore'],
      ['PrismAlign', 'SPO', 'HPSv2'],
      ['PrismAlign', 'SPO', 'PickScore'],
    ]);
  });
  it('"Its final test accuracy … is 57.3%, versus 49.8% for FedAvg and 53.1% for FedProx": "its" opening a sentence is the method; each value written for a name is that name\'s', () => {
    const e = extract('We propose FedMoMo, an aggregation rule. Its final test accuracy on CIFAR-100 is 57.3%, versus 49.8% for FedAvg and 53.1% for FedProx.');
    expect(e.results.map((r) => [r.method, r.value])).toEqual([
      ['FedMoMo', '57.3%'],
      ['FedAvg', '49.8%'],
      ['FedProx', '53.1%'],
    ]);
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['FedAvg', 'FedProx']);
  });
  it('"Compared with OWLv2 (ViT-B/16)", "GLIP (Swin-T)": a model alone in parentheses after a compared system is its backbone, not a second loser', () => {
    expect(extract('We present LexiDet, a detector. Compared with OWLv2 (ViT-B/16), LexiDet is 2.4x faster at inference.').comparisons.map((c) => c.baseline)).toEqual(['OWLv2']);
    expect(extract('We present LexiDet, a detector. LexiDet outperforms GLIP (Swin-T) and Grounding DINO (Swin-L) on LVIS.').comparisons.map((c) => c.baseline)).toEqual(['GLIP', 'Grounding DINO']);
  });
  it('"on Peptides-struct from the Long Range Graph Benchmark (LRGB)", "on BACE and BBBP from MoleculeNet": claims and scores are on the member, not on its suite', () => {
    const e = extract('We propose HopFormer. On Peptides-struct from the Long Range Graph Benchmark (LRGB), it reaches an MAE of 0.2436, improving over Exphormer (0.2481).');
    expect(e.comparisons.map((c) => c.benchmark)).toEqual(['Peptides-struct']);
    expect(e.results.map((r) => [r.method, r.benchmark, r.value])).toEqual([
      ['Exphormer', 'Peptides-struct', '0.2481'],
      ['HopFormer', 'Peptides-struct', '0.2436'],
    ]);
  });
  it('"… with a Pareto-aware scheduler (PAS)", "(2) entropy-constrained opacity pruning (ECOP)": an acronym an introducing sentence defines for a new part is a method, however far on; "a large language model (LLM)" is not', () => {
    expect(names(extract('We introduce PrismAlign, a reward-weighted flow-matching objective that decomposes preference feedback into compositional, aesthetic and fidelity axes and balances them with a Pareto-aware scheduler (PAS).').methods)).toEqual(['PrismAlign', 'PAS']);
    expect(names(extract('We introduce GauZip, a compact representation that combines (1) a learnable hash-grid attribute predictor, (2) entropy-constrained opacity pruning (ECOP), and (3) post-hoc codebook quantization.').methods)).toEqual(['GauZip', 'ECOP']);
    expect(names(extract('We propose FooRL, which trains a policy with a large language model (LLM) and a reward model (RM).').methods)).toEqual(['FooRL']);
  });
  it('"termed the Milestone Critic", "… by a monotonic aligner, MonoAlign.", "CodecLite, a 12.5 Hz codec that we design": parts the paper names; "a pretrained model, Zephyr-7B" is none', () => {
    expect(names(extract('We present ReNav, an agent framework that interleaves action execution with a learned verifier, termed the Milestone Critic, which predicts progress.').methods)).toEqual(['ReNav', 'Milestone Critic']);
    expect(names(extract('We propose VoxWeave, a TTS model conditioned on a duration-free alignment learned by a monotonic aligner, MonoAlign.').methods)).toEqual(['VoxWeave', 'MonoAlign']);
    expect(names(extract('We propose VoxWeave. VoxWeave operates on tokens from CodecLite, a 12.5 Hz neural audio codec that we design for low token rates.').methods)).toEqual(['VoxWeave', 'CodecLite']);
    expect(names(extract('We propose VoxWeave, which is distilled from a pretrained model, Zephyr-7B.').methods)).toEqual(['VoxWeave']);
  });
  it('"we train Forge-Coder-14B from Qwen2.5-Coder-14B-Instruct": a sized name the paper trains from a base is its own', () => {
    const e = extract('We construct CodeTrace-90K, a dataset. Using CodeTrace-90K, we train Forge-Coder-14B from Qwen2.5-Coder-14B-Instruct with a two-phase curriculum.');
    expect(names(e.methods)).toEqual(['Forge-Coder-14B']);
    expect(names(e.models)).toEqual(['Qwen2.5-Coder-14B-Instruct']);
  });
  it('"outperforms SiT-XL (FID 2.06)": a measure and its value are no name; "74.9 $\\pm$ 0.2%" keeps its score', () => {
    const e = extract('We propose SiLK-XL. On ImageNet, SiLK-XL achieves an FID of 1.87, also outperforms SiT-XL (FID 2.06), and converges faster.');
    expect(names(e.baselines)).toEqual(['SiT-XL']);
    expect(extract('We propose HopGate. HopGate achieves 74.9 $\\pm$ 0.2% test accuracy on ogbn-arxiv.').results.map((r) => r.value)).toEqual(['74.9%']);
  });
  it('"CoRE-Scale" is a name (a capitalized head is no adjectival suffix); "large-scale" is not', () => {
    expect(extract('We propose CoRE-Scale. CoRE-Scale outperforms YaRN on RULER.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['CoRE-Scale', 'YaRN']]);
  });
  it('"We benchmark representative architectures, including PointNet++, KPConv … (PTv3). PTv3 achieves …": examples of others\' systems are neither benchmarks nor the paper\'s method', () => {
    const e = extract('We introduce MarsScape, a dataset of 41k annotated LiDAR scans. We benchmark representative architectures, including PointNet++, KPConv, MinkowskiNet and Point Transformer V3 (PTv3). PTv3 achieves the best result with 61.3 mIoU.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.benchmarks)).toEqual(['MarsScape']);
  });
  it('"the Synapse multi-organ CT dataset", "prior CNN- and transformer-based methods": an imaging modality and a model class are no names', () => {
    const e = extract('We propose VoxelWeave. On the Synapse multi-organ CT dataset, VoxelWeave surpasses nnU-Net by 1.4% Dice, and on ACDC it outperforms prior CNN- and transformer-based methods.');
    expect(names(e.baselines)).toEqual(['nnU-Net']);
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['nnU-Net']);
  });
  it('"on par with TD-MPC2 while using ~3x fewer parameters": an approximate factor of a cost win', () => {
    expect(extract('We propose TESSERA. TESSERA performs on par with TD-MPC2 while using $\\sim$3$\\times$ fewer world-model parameters.').comparisons.map((c) => [c.baseline, c.metric, c.lowerIsBetter])).toEqual([['TD-MPC2', 'world-model parameters', true]]);
  });
  it('"seven real-world benchmarks (ETTh1, …, Weather, Electricity and Traffic)": a parenthesized list after a benchmark noun names benchmarks, English words too', () => {
    expect(names(extract('We propose TIDAL. Experiments on seven real-world benchmarks (ETTh1, ETTh2, Weather, Electricity and Traffic) show that TIDAL is accurate.').benchmarks)).toEqual(['ETTh1', 'ETTh2', 'Weather', 'Electricity', 'Traffic']);
  });
});

describe('2.12: the probes of other fields (issue 10)', () => {
  it('"SwinIR-light", "MobileNet-lite": a size or weight after a known name is a variant of it; "by 0.21 dB and 0.17 dB PSNR" lists margins, no score', () => {
    const e = extract('We propose LumaSR. For $\\times$4 upscaling, LumaSR outperforms SwinIR-light by 0.21 dB and 0.17 dB PSNR on Urban100 and Manga109, respectively.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['SwinIR-light', 'Urban100'],
      ['SwinIR-light', 'Manga109'],
    ]);
    expect(e.results).toEqual([]);
  });
  it('"Compared to MoE-Infinity, it serves Mixtral-8x7B with …": a pronoun subject after a fronted comparison is the method, not the model it serves', () => {
    expect(extract('We propose ExpertFlow-Serve. Compared to MoE-Infinity, it serves Mixtral-8x7B with 1.6x lower latency.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['ExpertFlow-Serve', 'MoE-Infinity']]);
  });
  it('"four datasets, Amazon Beauty, Amazon Sports … on Beauty and Sports": a one-word benchmark ending one longer benchmark name is that benchmark', () => {
    const e = extract('We propose LoomRec. Experiments on four public datasets, Amazon Beauty, Amazon Sports and MovieLens-1M, show that LoomRec improves NDCG@10 over SASRec by 12.4%, 9.8% and 7.1% on Beauty, Sports and MovieLens-1M, respectively.');
    expect(names(e.benchmarks)).toEqual(['Amazon Beauty', 'Amazon Sports', 'MovieLens-1M']);
    expect(e.comparisons.map((c) => c.benchmark)).toEqual(['Amazon Beauty', 'Amazon Sports', 'MovieLens-1M']);
    // "ImageNet" of "Tiny ImageNet" is a benchmark of its own.
    expect(names(extract('We propose FooNet. FooNet outperforms ResNet-50 on Tiny ImageNet and ImageNet.').benchmarks)).toEqual(['Tiny ImageNet', 'ImageNet']);
  });
  it('a benchmark paper with no method of its own: "The best model, Gemini 1.5 Pro, reaches only 47.2%" scores on the benchmark it introduces', () => {
    const e = extract('Benchmarks such as EgoSchema use short clips. We introduce EgoLoop, a benchmark of 1,200 hour-long egocentric videos. The best model, Gemini 1.5 Pro, reaches only 47.2% accuracy.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value])).toEqual([['Gemini 1.5 Pro', 'EgoLoop', '47.2%']]);
  });
  it('"completes an average of 4.02 consecutive tasks", "96.2% across the four LIBERO suites and … 4.31 on CALVIN": scores of their own benchmark', () => {
    expect(extract('We propose ChronoVLA. On CALVIN, it completes an average of 4.02 consecutive tasks, versus 3.27 for GR-1.').results.map((r) => [r.method, r.value])).toEqual([
      ['GR-1', '3.27'],
      ['ChronoVLA', '4.02'],
    ]);
    expect(extract('We propose FlowVLA-Mini. FlowVLA-Mini achieves an average success rate of 96.2% across the four LIBERO suites and an average length of 4.31 on CALVIN.').results.map((r) => [r.benchmark, r.value])).toEqual([
      ['LIBERO', '96.2%'],
      ['CALVIN', '4.31'],
    ]);
  });
  it('"we train Forge-Coder-14B from Qwen2.5-Coder-14B-Instruct": its scores were obtained with that base model', () => {
    const e = extract('We propose CodeTrace. Using CodeTrace, we train Forge-Coder-14B from Qwen2.5-Coder-14B-Instruct. Forge-Coder-14B achieves 52.7% pass@1 on LiveCodeBench.');
    expect(e.results.map((r) => [r.method, r.model])).toEqual([['Forge-Coder-14B', 'Qwen2.5-Coder-14B-Instruct']]);
  });
  it('"we construct ToolSmith-60K, a dataset of …": data the method made is no variant of the method', () => {
    const e = extract('To this end, we introduce ToolSmith, an automatic pipeline. Using ToolSmith, we construct ToolSmith-60K, a dataset of 60K multi-turn trajectories.');
    expect(names(e.methods)).toEqual(['ToolSmith']);
    expect(names(e.introducedBenchmarks)).toEqual(['ToolSmith-60K']);
  });
  it('"DuoCodec, a new … speech codec", "TimeZip consists of a lightweight Temporal Saliency Scorer (TSS)": parts the paper makes', () => {
    expect(names(extract('We introduce VoxLM-2, a speech language model that models acoustic tokens produced by DuoCodec, a new single-codebook neural speech codec.').methods)).toEqual(['VoxLM-2', 'DuoCodec']);
    expect(names(extract('We propose TimeZip. TimeZip consists of a lightweight Temporal Saliency Scorer (TSS) and a merge-then-prune module.').methods)).toEqual(['TimeZip', 'TSS']);
  });
  it('"On FEMNIST and Shakespeare FedMoMo performs …": two names each written alone elsewhere are not one name; Stack Overflow is a data set', () => {
    const e = extract('We propose FedMoMo, an aggregation rule. We evaluate on FEMNIST, Shakespeare and Stack Overflow. On FEMNIST and Shakespeare FedMoMo performs on par with FedAdam.');
    expect(names(e.benchmarks)).toEqual(['FEMNIST', 'Shakespeare', 'Stack Overflow']);
    expect(names(e.methods)).toEqual(['FedMoMo']);
  });
  it('"the Swin-T model achieves …, outperforming GLIP-T": the paper\'s model on a backbone it names elsewhere wins, not the backbone', () => {
    const e = extract('We present LexiDet, a detector. Compared with Grounding DINO using the same Swin-T backbone, LexiDet improves box AP on LVIS. On ODinW-35, the Swin-T model outperforms GLIP-T by 6.1 AP.');
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([
      ['LexiDet', 'Grounding DINO'],
      ['LexiDet', 'GLIP-T'],
    ]);
    const r = extract('We present LexiDet, a detector. Compared with Grounding DINO using the same Swin-T backbone, LexiDet improves box AP on LVIS. On ODinW-35, the Swin-T model achieves 26.8 average AP.');
    expect(r.results.map((x) => [x.method, x.value])).toEqual([['LexiDet', '26.8 average AP']]);
  });
  it('"… via Information-Gain Advantage Estimation (IGAE)", "we employ a compact Neural Transformation Cache (NTC)": an acronym a sentence about the method defines by a capitalized long form is a part of it', () => {
    expect(names(extract('We present Prism-Search, a reinforcement learning framework that assigns step-level credit to each search action via Information-Gain Advantage Estimation (IGAE).').methods)).toEqual(['Prism-Search', 'IGAE']);
    expect(names(extract('We propose 3DGStream. Instead of optimizing each frame, we employ a compact Neural Transformation Cache (NTC) to model the translations.').methods)).toEqual(['3DGStream', 'NTC']);
    // Not a task, a field, a setting, a notion the paper builds on, or an existing thing it uses.
    expect(names(extract('In this paper, we present TAPTRv2, a Transformer-based approach for solving the Tracking Any Point (TAP) task.').methods)).toEqual(['TAPTRv2']);
    expect(names(extract('We propose REML. We found a lack of integration with foundational Information Retrieval (IR) research.').methods)).toEqual(['REML']);
    expect(names(extract('We propose CAS. For locomotion, we utilize the Probability Annealing Selection (PAS) method to train a policy.').methods)).toEqual(['CAS']);
    expect(names(extract('We propose SPO. We build upon the concept of a Minimax Winner (MW), a notion of preference aggregation.').methods)).toEqual(['SPO']);
    expect(names(extract('We propose DecRM. Our key insight is to represent preferences as vectors and analyze them using Principal Component Analysis (PCA).').methods)).toEqual(['DecRM']);
  });
});

describe('2.13: read from three more probe sets (issue 10)', () => {
  it('"Something-Something V2 (SSv2)": a long form the lexicons know keeps its kind, and so does its acronym', () => {
    const e = extract('We introduce TubeSkip, a token reduction method. On Something-Something V2 (SSv2), TubeSkip reaches 70.2% top-1 accuracy.');
    expect(names(e.methods)).toEqual(['TubeSkip']);
    expect(e.benchmarks).toHaveLength(1);
    // A long form no lexicon knows is still the method's part.
    expect(names(extract('We introduce TubeSkip. A Motion-Aware Token Scorer (MATS) decides which tokens to skip.').methods)).toEqual(['TubeSkip', 'MATS']);
  });
  it('"an MAE of 13.21", "13.21 MAE": a measure\'s name beside its value is the measure, though the lexicon knows MAE as a method', () => {
    const e = extract('We propose STAR-Former. It outperforms baselines including AGCRN and STAEformer, wherein an MAE of 13.21 is achieved on PEMS08.');
    expect(names(e.baselines)).toEqual(['AGCRN', 'STAEformer']);
    expect(names(extract('We propose FooMAE. FooMAE outperforms MAE on ImageNet-1K.').baselines)).toEqual(['MAE']);
  });
  it('"A lightweight Frequency Gate Unit (FGU) further modulates …": after the method\'s first sentence, a part defined by its long form needs no pronoun; an example of others\' systems is none', () => {
    expect(names(extract('We present StripeFormer, a hierarchical backbone. A lightweight Frequency Gate Unit (FGU) further modulates the features of each stage.').methods)).toEqual(['StripeFormer', 'FGU']);
    expect(names(extract('We present FLARE, an approach. On the other end, neuro-symbolic methods such as Faithful CoT (F-CoT) combine LLMs with solvers.').methods)).toEqual(['FLARE']);
    // Before the method is named, a defined acronym is background.
    expect(names(extract('Multi-Head Latent Attention (MLA) reduces the cache. We present StripeFormer, a hierarchical backbone.').methods)).toEqual(['StripeFormer']);
  });
  it('"by 2.1 box AP and 1.8 mask AP on COCO": margins that each name their measure are a claim each, and the second is no score', () => {
    const e = extract('We propose StripeFormer. StripeFormer-B surpasses Swin-B by 2.1 box AP and 1.8 mask AP on COCO with Mask R-CNN.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.metric, c.delta])).toEqual([
      ['Swin-B', 'COCO', 'box AP', '2.1'],
      ['Swin-B', 'COCO', 'mask AP', '1.8'],
    ]);
    expect(e.results).toEqual([]);
    // One measure after the list of margins stays one measure.
    expect(extract('We propose FooNet. FooNet surpasses Swin-B by 2.1 and 1.8 points on COCO and ADE20K, respectively.').comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['COCO', '2.1'],
      ['ADE20K', '1.8 points'],
    ]);
  });
  it('", and on LongBench it beats PI by 3.6 points": a clause with its own setting borrows no measure from the clause before', () => {
    const c = extract('We propose HeadScale. On PG-19, HeadScale lowers perplexity by 0.41 relative to YaRN, and on LongBench it beats Position Interpolation by 3.6 points on average.').comparisons;
    expect(c.map((x) => [x.baseline, x.benchmark, x.metric, x.lowerIsBetter])).toEqual([
      ['YaRN', 'PG-19', 'perplexity', true],
      ['Position Interpolation', 'LongBench', null, false],
    ]);
  });
  it('"improves from 54.0 for YaRN to 69.3": a change that says whose the first score was is a win over that system, not over the model the method was applied to', () => {
    const e = extract('We propose HeadScale, a method. Applying HeadScale to Mistral-7B-v0.1 yields similar trends: RULER accuracy improves from 54.0 for YaRN to 69.3.');
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel, c.model])).toEqual([['YaRN', false, 'Mistral-7B-v0.1']]);
    expect(e.results.map((r) => [r.method, r.value])).toEqual([
      ['YaRN', '54.0'],
      ['HeadScale', '69.3'],
    ]);
    // Without a named first score, the model applied to is the base model improved.
    expect(extract('We propose HeadScale, a method. Applying HeadScale to Mistral-7B-v0.1, RULER accuracy improves from 54.0 to 69.3.').comparisons.map((c) => [c.baseline, c.baseModel])).toEqual([['Mistral-7B-v0.1', true]]);
  });
  it('"Distill-Embed-Base", "DINOv2 ViT-g/14": a variant written with capitals after hyphens, and a lowercase size before a patch size, are whole names', () => {
    const e = extract('We introduce Distill-Embed, a family of compact embedding models. Distill-Embed-Base achieves 55.3 nDCG@10 on BEIR, outperforming Contriever by 8.9 points.');
    expect(names(e.methods)).toEqual(['Distill-Embed', 'Distill-Embed-Base']);
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([['Distill-Embed-Base', 'Contriever']]);
    // An adjectival compound is no variant.
    expect(names(extract('We introduce Distill-Embed. Distill-Embed-Based retrieval is fast.').methods)).toEqual(['Distill-Embed']);
    expect(names(extract('We propose UNI. UNI outperforms DINOv2 ViT-g/14 on CRC-100K.').baselines)).toEqual(['DINOv2 ViT-g/14']);
  });
});

describe('2.13: lists of bare margins and scores, and the passive (issue 10)', () => {
  it('"by 1.6, 0.9 and 2.3 mIoU": a list of bare margins with their measure after it is one margin per benchmark of a respectively list', () => {
    const e = extract('We present TerraSeg. TerraSeg achieves 54.8, 79.6 and 70.2 mIoU on LoveDA, Potsdam and iSAID, respectively, surpassing RSPrompter by 1.6, 0.9 and 2.3 mIoU.');
    expect(e.comparisons.map((c) => [c.benchmark, c.metric, c.delta])).toEqual([
      ['LoveDA', 'mIoU', '1.6'],
      ['Potsdam', 'mIoU', '0.9'],
      ['iSAID', 'mIoU', '2.3'],
    ]);
    // "54.8, 79.6 and 70.2 mIoU on …, respectively": the values in order, the measure written once after them.
    expect(e.results.map((r) => [r.benchmark, r.metric, r.value])).toEqual([
      ['LoveDA', 'mIoU', '54.8'],
      ['Potsdam', 'mIoU', '79.6'],
      ['iSAID', 'mIoU', '70.2'],
    ]);
    // Without "respectively" a list of scores is not spread over benchmarks by order.
    expect(extract('We present TerraSeg. TerraSeg achieves 54.8, 79.6 and 70.2 mIoU on LoveDA, Potsdam and iSAID.').results.map((r) => r.value)).not.toContain('54.8');
  });
  it('"an MAE of 13.21 is achieved on PEMS08": a score stated in the passive with no agent is the paper\'s own; with "by X" it is X\'s', () => {
    expect(extract('We propose STAR-Former. It outperforms baselines including AGCRN and STAEformer, wherein an MAE of 13.21 is achieved on PEMS08.').results.map((r) => [r.method, r.value])).toEqual([['STAR-Former', '13.21']]);
    expect(extract('We propose STAR-Former. It outperforms AGCRN and STAEformer on PEMS08, where an MAE of 14.10 is achieved by STAEformer.').results.map((r) => r.method)).not.toContain('STAR-Former');
  });
  it('"the accuracy on X is improved by 3.2% over B": a measure changed in the passive, by a size, with no agent, is the method\'s win', () => {
    expect(extract('We propose STAR-Former. The accuracy is improved by 3.2% over STAEformer.').comparisons.map((c) => [c.method, c.baseline, c.delta])).toEqual([['STAR-Former', 'STAEformer', '3.2%']]);
    // No size, no claim of the method's: "is improved over B" alone is not read as a win.
    expect(extract('We propose STAR-Former. The accuracy of GRU is improved over STAEformer.').comparisons.map((c) => c.method)).not.toContain('STAR-Former');
  });
  it('"On the chat track of AIR-Bench, judged by GPT-4, it outperforms SALMONN": a pronoun subject right before the cue is the method, not a model of the setting', () => {
    expect(extract('We present AudioMind-v2. On the chat track of AIR-Bench, judged by GPT-4, it outperforms SALMONN by 1.1 points.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['AudioMind-v2', 'SALMONN']]);
    // A named subject still wins: "GPT-4 outperforms SALMONN" is GPT-4's.
    expect(extract('We present AudioMind-v2. On AIR-Bench, GPT-4 outperforms SALMONN by 1.1 points.').comparisons.map((c) => c.method)).not.toContain('AudioMind-v2');
  });
  it('"We apply StepWeaver to M … improving over its base model by 5.8, 6.3 and 1.1 points": the model the method is applied to is the base model a later sentence improves', () => {
    const e = extract('We propose StepWeaver. We apply StepWeaver to DeepSeek-R1-Distill-Qwen-7B. StepWeaver-7B attains 61.5%, 47.9% and 94.2% accuracy on AIME 2024, AIME 2025 and MATH-500, respectively, improving over its base model by 5.8, 6.3 and 1.1 points.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta, c.baseModel])).toEqual([
      ['DeepSeek-R1-Distill-Qwen-7B', 'AIME 2024', '5.8', true],
      ['DeepSeek-R1-Distill-Qwen-7B', 'AIME 2025', '6.3', true],
      ['DeepSeek-R1-Distill-Qwen-7B', 'MATH-500', '1.1 points', true],
    ]);
  });
  it('"Applied to A and B, LEAP reduces … by 39.5% and 47.2%, respectively, while improving accuracy … over the original models": a win over the base models does not block them', () => {
    const c = extract('We propose LEAP. Applied to DeepSeek-R1-Distill-Qwen-1.5B and DeepSeek-R1-Distill-Qwen-7B, LEAP reduces the average response length by 39.5% and 47.2%, respectively, while improving average accuracy by 2.3 and 1.8 points over the original models.').comparisons;
    expect(c.map((x) => [x.baseline, x.delta, x.baseModel])).toEqual([
      ['DeepSeek-R1-Distill-Qwen-1.5B', '39.5%', true],
      ['DeepSeek-R1-Distill-Qwen-7B', '47.2%', true],
    ]);
    // A win over a named competitor still keeps the models from being read as improved.
    expect(extract('We propose LEAP. Applied to DeepSeek-R1-Distill-Qwen-1.5B and DeepSeek-R1-Distill-Qwen-7B, LEAP reduces the response length by 39.5% and 47.2%, respectively, outperforming ThinkPrune.').comparisons.map((x) => x.baseModel)).not.toContain(true);
  });
  it('"HMMT Feb 2025": an alias the lexicon lists is read once its canonical name is a benchmark', () => {
    expect(names(extract('We propose DeepBranch. DeepBranch reaches 54.2% on HMMT Feb 2025, outperforming DeepConf.').benchmarks)).toEqual(['HMMT Feb 2025']);
  });
  it('"Dice similarity coefficient (DSC)", "Hausdorff distance (HD95)": a measure spelled out is a measure under either name, never the winner of "92.12% DSC, compared with 89.71% for TransUNet"', () => {
    const e = extract('We propose GLANCE. On Synapse, GLANCE reaches an average Dice similarity coefficient (DSC) of 83.47%. On ACDC, it obtains 92.12% DSC, compared with 89.71% for TransUNet.');
    expect(names(e.methods)).toEqual(['GLANCE']);
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['GLANCE', 'TransUNet', 'ACDC']]);
    // A part named with a measure-like long form but not ending in a measure's noun is still a part.
    expect(names(extract('We propose GLANCE. A Temporal Saliency Scorer (TSS) ranks the frames.').methods)).toEqual(['GLANCE', 'TSS']);
  });
  it('"CARE lowers the attack success rate of Llama-3-8B-Instruct from 38.5% to 4.2% and that of Gemma-2-9B-it …": a lowered measure of a model is a gain over that model', () => {
    const c = extract('We propose CARE. On HarmBench, CARE lowers the attack success rate of Llama-3-8B-Instruct from 38.5% to 4.2% and that of Gemma-2-9B-it from 27.9% to 3.6%.').comparisons;
    expect(c.map((x) => [x.baseline, x.benchmark, x.baseModel, x.lowerIsBetter])).toEqual([
      ['Llama-3-8B-Instruct', 'HarmBench', true, true],
      ['Gemma-2-9B-it', 'HarmBench', true, true],
    ]);
  });
  it('"ScreenSage-72B … ScreenSage-7B", built from a 72B and a 7B model: of several models the method is built from, a claim of a sized variant takes the one of its size', () => {
    const e = extract('We present ScreenSage, trained from Qwen2.5-VL-72B-Instruct and Qwen2.5-VL-7B-Instruct. ScreenSage-72B reaches 42.9% on OSWorld, surpassing UI-TARS-1.5. ScreenSage-7B reaches 58.3% on AndroidWorld, surpassing UI-TARS-72B.');
    expect(e.comparisons.map((c) => [c.method, c.model])).toEqual([
      ['ScreenSage-72B', 'Qwen2.5-VL-72B-Instruct'],
      ['ScreenSage-7B', 'Qwen2.5-VL-7B-Instruct'],
    ]);
    // A method with no size of its own gets none of several.
    expect(extract('We present ScreenSage, trained from Qwen2.5-VL-72B-Instruct and Qwen2.5-VL-7B-Instruct. ScreenSage reaches 42.9% on OSWorld, surpassing UI-TARS-1.5.').comparisons.map((c) => c.model)).toEqual([null]);
  });
});

describe('2.13: named parts written without an acronym (issue 10)', () => {
  it('"further applies Facet Balancing, a clustering step", "together with Consensus Filtering, which …", "A key component, the Difficulty Thermostat,": a part named after a cue of the method\'s', () => {
    expect(names(extract('We present PrismSelect, a data selection method. PrismSelect further applies Facet Balancing, a clustering step that preserves task diversity.').methods)).toEqual(['PrismSelect', 'Facet Balancing']);
    expect(names(extract('We propose StepJudge. StepJudge is trained together with Consensus Filtering, which discards noisy labels.').methods)).toEqual(['StepJudge', 'Consensus Filtering']);
    expect(names(extract('We propose CurriRL. A key component, the Difficulty Thermostat, estimates per-problem solve rates online.').methods)).toEqual(['CurriRL', 'Difficulty Thermostat']);
    // After the method's first sentence, no pronoun is needed: "A visibility-aware pruning scheme, Ghost Culling, further removes …".
    expect(names(extract('We propose Slim3DGS. A visibility-aware pruning scheme, Ghost Culling, further removes Gaussians that contribute little.').methods)).toEqual(['Slim3DGS', 'Ghost Culling']);
    // A known technique applied is no part of the method; nor is a part named before the method is.
    expect(names(extract('We propose StepJudge. StepJudge applies Monte Carlo Tree Search to the labels.').methods)).toEqual(['StepJudge']);
    expect(names(extract('A pruning scheme, Ghost Culling, removes Gaussians. We propose Slim3DGS, a compact representation.').methods)).toEqual(['Slim3DGS']);
  });
});

describe('2.14: read from the sixteenth session\'s probe sets (issue 10)', () => {
  it('"by 0.21 dB and 0.17 dB PSNR on Rain100L and Rain100H, respectively": margins in order, not the one nearest each benchmark', () => {
    const e = extract('We propose DeepRest, a restoration network. DeepRest outperforms Restormer by 0.21 dB and 0.17 dB PSNR on Rain100L and Rain100H, respectively.');
    expect(e.comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['Rain100L', '0.21 dB'],
      ['Rain100H', '0.17 dB'],
    ]);
    // Without "respectively" the margin written before a benchmark is still that benchmark's own; decibels are a unit, as points are.
    expect(extract('We propose DeepRest. DeepRest outperforms Restormer by 0.21 dB on Rain100L and 0.17 dB on Rain100H.').comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['Rain100L', '0.21 dB'],
      ['Rain100H', '0.17 dB'],
    ]);
  });
  it('"the attack success rate is reduced by 52% compared with SmoothLLM": a passive gain before its comparator is the method\'s win, not a fronted comparison', () => {
    const e = extract('We propose ShieldX, a defense for LLMs. The attack success rate is reduced by 52% compared with SmoothLLM on AdvBench.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.lowerIsBetter])).toEqual([['ShieldX', 'SmoothLLM', 'AdvBench', '52%', true]]);
    // A comparison that does open the sentence still takes the subject after its comma.
    expect(extract('We propose ShieldX. Moreover, compared with SmoothLLM, ShieldX lowers the attack success rate on AdvBench by 52%.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['ShieldX', 'SmoothLLM']]);
  });
  it('"ALFWorld 84.3 / WebShop 68.0": a number between the cells of a table written in prose is a score, not the version of a name', () => {
    const e = extract('We propose AgentBlend. AgentBlend reaches ALFWorld 84.3 / WebShop 68.0 / HotpotQA 47.2, improving over AgentTuning on every task.');
    expect(names(e.benchmarks)).toEqual(['ALFWorld', 'WebShop', 'HotpotQA']);
    // A version written before no slash stays part of the name.
    expect(names(extract('We propose FooLM. FooLM outperforms BarLM on AlpacaEval 2.0 and on Common Voice 16.1.').benchmarks)).toEqual(['AlpacaEval 2.0', 'Common Voice 16.1']);
  });
  it('"Averaged over six math benchmarks, PrefixMix exceeds GRPO by 5.8 points and LUFFY by 1.9 points": a comma after a benchmark noun opens no list of benchmarks', () => {
    const e = extract('We propose PrefixMix. Averaged over six math benchmarks, PrefixMix exceeds GRPO by 5.8 points and LUFFY by 1.9 points.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta])).toEqual([
      ['GRPO', null, '5.8 points'],
      ['LUFFY', null, '1.9 points'],
    ]);
    expect(e.benchmarks).toEqual([]);
    // A list of names after the comma still is one.
    expect(names(extract('We propose FooNet. We evaluate it on three benchmarks, Glimmer, Quix and Blen.').benchmarks)).toEqual(['Glimmer', 'Quix', 'Blen']);
  });
  it('"…, respectively, with consistent gains as well; on Amazon-Book it reaches …": a benchmark after a semicolon is the next clause\'s, not the win\'s', () => {
    const e = extract('We propose HiCoRec. Experiments on Gowalla, Yelp2018 and Amazon-Book show that HiCoRec improves Recall@20 over XSimGCL by 6.8%, 5.1% and 9.4% (relative), respectively, with consistent gains in NDCG@20 as well; on Amazon-Book it reaches a Recall@20 of 0.0583.');
    expect(e.comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['Gowalla', '6.8%'],
      ['Yelp2018', '5.1%'],
      ['Amazon-Book', '9.4%'],
    ]);
  });
  it('"EvoTune reaches 0.482, a score that surpasses SaProt (0.457)": a win stated with a score that the only benchmark holds is on that benchmark; an average over unnamed tasks is on none', () => {
    const e = extract('We propose EvoTune. Applied to ESM-2 650M, it lifts the Spearman correlation on ProteinGym from 0.414 to 0.468. With ESM-2 3B, EvoTune reaches 0.482, a score that surpasses SaProt (0.457) and ProtSSN (0.449).');
    expect(e.comparisons.filter((c) => !c.baseModel).map((c) => [c.baseline, c.benchmark])).toEqual([
      ['SaProt', 'ProteinGym'],
      ['ProtSSN', 'ProteinGym'],
    ]);
    const avg = extract('We propose EPIC, an expert pruning method. EPIC keeps the perplexity on WikiText-2 at 3.9. EPIC keeps an average zero-shot accuracy of 67.2% over eight tasks, beating NAEE by 2.5 points.');
    expect(avg.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['NAEE', null]]);
    expect(avg.results.map((r) => r.value)).not.toContain('67.2%');
  });
  it('"This exceeds SWE-Gym-32B by 32.6 points", "These numbers represent … over VideoAgent": a demonstrative subject resumes the method of the sentence before', () => {
    const e = extract('We propose SWE-Scout. SWE-Scout resolves 52.3% of SWE-bench Verified issues. This exceeds SWE-Gym-32B by 32.6 points and SWE-smith-LM-32B by 12.2 points.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta])).toEqual([
      ['SWE-Scout', 'SWE-Gym-32B', 'SWE-bench Verified', '32.6 points'],
      ['SWE-Scout', 'SWE-smith-LM-32B', 'SWE-bench Verified', '12.2 points'],
    ]);
    // A sentence that does not resume the method (the one before names another system) gives no winner.
    expect(extract('We propose SWE-Scout. Prior agents such as SWE-agent resolve 20% of issues. This exceeds SWE-Gym-32B by 3 points.').comparisons).toEqual([]);
  });
  it('"improving on Mask DINO by 0.9 AP", "and on FedProx by 4.9 points": what a method improves on by a margin is a loser, not a benchmark; "tops Chat-Scene" is a win', () => {
    const e = extract('We propose FedProtoMix. On DermFed-12, FedProtoMix reaches a balanced accuracy of 71.8%, improving on FedAvg by 6.3 points and on FedProx by 4.9 points.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.delta])).toEqual([
      ['FedAvg', 'DermFed-12', '6.3 points'],
      ['FedProx', 'DermFed-12', '4.9 points'],
    ]);
    expect(names(e.benchmarks)).toEqual(['DermFed-12']);
    expect(extract('We propose ObjLoom. It also tops Chat-Scene on SQA3D.').comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['ObjLoom', 'Chat-Scene', 'SQA3D']]);
    // "tops the leaderboard" names no loser.
    expect(extract('We propose ObjLoom. ObjLoom tops the leaderboard of SQA3D.').comparisons).toEqual([]);
  });
  it('"Averaged over all datasets, it reduces MSE by 8.3% relative to PatchTST": one average, on no benchmark; "on all datasets" is on each', () => {
    const text = 'We propose TideMixer. We evaluate on ETTh1, ETTm1 and Weather.';
    expect(extract(`${text} Averaged over all datasets, it reduces MSE by 8.3% relative to PatchTST.`).comparisons.map((c) => c.benchmark)).toEqual([null]);
    expect(extract(`${text} It outperforms PatchTST on all datasets.`).comparisons.map((c) => c.benchmark)).toEqual(['ETTh1', 'ETTm1', 'Weather']);
  });
  it('"against 26% for Voyager and 18% for DEPS": a capitalized word that owns a score set against the method\'s is a compared system', () => {
    const e = extract('We propose HoloPlan. In Minecraft, HoloPlan obtains diamonds in 31% of episodes, against 26% for Voyager and 18% for DEPS.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['Voyager', 'Minecraft'],
      ['DEPS', 'Minecraft'],
    ]);
    // Without a score cue before it, "26% for Voyager" names nothing.
    expect(names(extract('We propose HoloPlan. HoloPlan spends 26% for Voyager tasks.').baselines)).toEqual([]);
  });
  it('"reduces the MSE of iTransformer by 7.2% on ETTh1": a measure of another method lowered by a margin is a win over it, lower being better', () => {
    const e = extract('We propose TimeLattice. TimeLattice reduces the MSE of iTransformer by 7.2% on ETTh1 and by 4.5% on Weather.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.lowerIsBetter, c.baseModel])).toEqual([
      ['TimeLattice', 'iTransformer', 'ETTh1', '7.2%', true, false],
      ['TimeLattice', 'iTransformer', 'Weather', '4.5%', true, false],
    ]);
  });
  it('"The trained model outperforms GPT-4o": the model the paper trained stands for its method', () => {
    expect(extract('We propose DialogGym-RL. The trained model outperforms GPT-4o on tau-bench.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['DialogGym-RL', 'GPT-4o']]);
  });
  it('"…, whereas Mem0 and MemGPT obtain 66.9 and 48.4": subjects that score lower in a contrasting clause are beaten, one value each', () => {
    const e = extract('We propose Engram. On LoCoMo, Engram reaches a judge score of 68.9, whereas Mem0 and MemGPT obtain 66.9 and 48.4.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['Mem0', 'LoCoMo'],
      ['MemGPT', 'LoCoMo'],
    ]);
    // A subject that scores higher is not beaten.
    expect(extract('We propose Engram. On LoCoMo, Engram reaches a judge score of 68.9, whereas Mem0 obtains 72.9.').comparisons).toEqual([]);
  });
  it('"GPQA Diamond" is the GPQA-Diamond subset, not GPQA', () => {
    expect(names(extract('We propose Sieve. Sieve outperforms s1 on GPQA Diamond.').benchmarks)).toEqual(['GPQA Diamond']);
  });
  it('"GlanceKV scores 1,796 on MME, 63.9 on MMBench": a grouped whole number is a score like a decimal; "scores" before a value is the verb, no measure', () => {
    const e = extract('We propose GlanceKV. GlanceKV scores 1,796 on MME, 63.9 on MMBench and 76.4 on VQAv2.');
    expect(e.results.map((r) => [r.benchmark, r.value, r.metric])).toEqual([
      ['MME', '1,796', null],
      ['MMBench', '63.9', null],
      ['VQAv2', '76.4', null],
    ]);
    expect(e.results[0]?.number).toBe(1796);
    // "improves scores on MMLU" still names the measure.
    expect(extract('We propose Foo. Foo improves scores on MMLU by 3 points over Bar.').comparisons.map((c) => c.metric)).toEqual(['scores']);
  });
  it('"improving over SDXL-Turbo (FID 23.2)": a value in parentheses after a compared system is that system\'s, its measure written first', () => {
    const e = extract('We propose RectiFlash. On COCO-30K, RectiFlash attains an FID of 17.9, improving over SDXL-Turbo (FID 23.2) and DMD2 (FID 19.3).');
    expect(e.results.map((r) => [r.method, r.value])).toEqual([
      ['SDXL-Turbo', '23.2'],
      ['DMD2', '19.3'],
      ['RectiFlash', '17.9'],
    ]);
  });
  it('"Our 14B model, fine-tuned from DeepSeek-R1-Distill-Qwen-14B, scores 91.2": the model an appositive names as the start is not the subject', () => {
    const e = extract('We propose DeliberRM. Our 14B model, fine-tuned from DeepSeek-R1-Distill-Qwen-14B, scores 91.2 on RewardBench.');
    expect(e.results.map((r) => [r.method, r.benchmark, r.value, r.model])).toEqual([['DeliberRM', 'RewardBench', '91.2', 'DeepSeek-R1-Distill-Qwen-14B']]);
  });
  it('"74.62% and 83.10% on A and B, respectively, and 87.95% on C": a list pairs with the benchmarks before its "respectively"', () => {
    const e = extract('We propose HopMix. HopMix obtains accuracies of 74.62% and 83.10% on ogbn-arxiv and ogbn-products, respectively, and a ROC-AUC of 87.95% on ogbn-proteins.');
    expect(e.results.map((r) => [r.benchmark, r.value])).toEqual([
      ['ogbn-arxiv', '74.62%'],
      ['ogbn-products', '83.10%'],
      ['ogbn-proteins', '87.95%'],
    ]);
  });
  it('"from 38.5% to 24.9% without degrading captioning quality on Clotho": a "without" clause names its own benchmark', () => {
    const e = extract('We propose LTD. On AbsentSound, LTD lowers the hallucination rate of Qwen2-Audio-7B-Instruct from 38.5% to 24.9% without degrading captioning quality on Clotho.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark, c.baseModel])).toEqual([['Qwen2-Audio-7B-Instruct', 'AbsentSound', true]]);
    expect(e.results.map((r) => r.benchmark)).toEqual(['AbsentSound', 'AbsentSound']);
  });
  it('"For LLaVA-1.5-7B, the CHAIR_S score on AMBER falls from 51.2 to 34.6": a change written for a fronted model, with no subject, is the method\'s gain over it', () => {
    const e = extract('We propose ReGaze, a decoding method. For LLaVA-1.5-7B, the CHAIR_S score on AMBER falls from 51.2 to 34.6, and POPE F1 rises from 81.3 to 85.9.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.baseModel, c.lowerIsBetter])).toEqual([
      ['ReGaze', 'LLaVA-1.5-7B', 'AMBER', 'from 51.2 to 34.6', true, true],
      ['ReGaze', 'LLaVA-1.5-7B', 'POPE', 'from 81.3 to 85.9', true, false],
    ]);
    // A sentence whose subject is another system is that system's.
    expect(extract('We propose ReGaze. For LLaVA-1.5-7B, VCD lowers the CHAIR_S score on AMBER from 51.2 to 44.0.').comparisons.map((c) => c.method)).not.toContain('ReGaze');
    // "Compared with the untuned X, HitRatio@1 climbs from A to B": so is a fronted comparison with no subject.
    expect(extract('We propose ListPO. Compared with the untuned Llama-3-8B-Instruct, HitRatio@1 on MovieLens-1M climbs from 0.0421 to 0.4973.').comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['ListPO', 'Llama-3-8B-Instruct', 'MovieLens-1M']]);
  });
  it('"Students fine-tuned from A and B on the edited traces outperform X": models the paper\'s recipe trains stand for its method', () => {
    expect(extract('We propose TraceSurgeon, a data method. Students fine-tuned from Qwen2.5-Math-1.5B and Qwen2.5-7B-Instruct on the edited traces outperform DeepSeek-R1-Distill-Qwen-7B on LiveCodeBench.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['TraceSurgeon', 'DeepSeek-R1-Distill-Qwen-7B']]);
    // A model named as the subject itself wins for itself.
    expect(extract('We propose TraceSurgeon. Qwen2.5-7B-Instruct outperforms DeepSeek-R1-Distill-Qwen-7B on LiveCodeBench.').comparisons.map((c) => c.method)).toEqual(['Qwen2.5-7B-Instruct']);
  });
  it('"… by 4.7 and 6.2 points on the same two datasets": the benchmarks its sentence named before, decimals and all', () => {
    const e = extract('We propose FedGLoRe. FedGLoRe needs fewer rounds than SCAFFOLD on FEMNIST and CIFAR-10, and its final accuracy exceeds that of FedProx by 4.7 and 6.2 points on the same two datasets.');
    expect(e.comparisons.filter((c) => c.baseline === 'FedProx').map((c) => [c.benchmark, c.delta])).toEqual([
      ['FEMNIST', '4.7'],
      ['CIFAR-10', '6.2 points'],
    ]);
    // "on the same benchmark" after a decimal margin still reads the benchmark before.
    expect(extract('We propose SonicRF. On AudioCaps, SonicRF reaches an FD of 1.2. Relative to Tango, SonicRF lowers FD by 18.5% on the same benchmark.').comparisons.map((c) => c.benchmark)).toEqual(['AudioCaps']);
  });
  it('"our pruned Whisper-large-v3 is more accurate than Distil-Whisper": a model named as the product of the paper\'s pruning stands for its method', () => {
    expect(extract('We propose EchoDrop, a token pruning method. Our pruned Whisper-large-v3 is more accurate than Distil-Whisper on TED-LIUM.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['EchoDrop', 'Distil-Whisper']]);
  });
  it('"the extended model scores 71.4, a 9.6-point improvement over YaRN", "the pruned model improves over the unpruned X": the paper\'s model named by what was done to it', () => {
    expect(extract('We propose SpectraRoPE. On RULER at 64K, the extended model scores 71.4, a 9.6-point improvement over YaRN.').comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['SpectraRoPE', 'YaRN', 'RULER']]);
    expect(extract('We propose GlimpseDrop. On POPE the pruned model even improves over the unpruned LLaVA-1.5-7B (86.9 vs. 85.9 F1).').comparisons.map((c) => [c.method, c.baseline])).toEqual([['GlimpseDrop', 'LLaVA-1.5-7B']]);
    // "The unpruned model", "the pretrained model" are not the paper's.
    expect(extract('We propose GlimpseDrop. The unpruned model outperforms FastV on POPE.').comparisons).toEqual([]);
  });
  it('"whereas ShortGPT and SliceGPT retain 78% and 83%, respectively": subjects that keep less are beaten', () => {
    expect(extract('We propose LayerFold. LayerFold retains 91% of the average accuracy, whereas ShortGPT and SliceGPT retain 78% and 83%, respectively.').comparisons.map((c) => c.baseline)).toEqual(['ShortGPT', 'SliceGPT']);
  });
});

describe('2.15: read from the seventeenth session\'s probe sets (issue 10)', () => {
  const scores = (e: Extraction) => e.results.map((r) => [r.method, r.benchmark, r.value]);
  it('"outperforms GR-2 in average task length (4.12 vs. 3.06)": a pair of scores is the winner\'s and the loser\'s, wherever the loser is named', () => {
    const e = extract('We propose PivotVLA, a policy. On the CALVIN ABC→D split, PivotVLA outperforms GR-2 in average task length (4.12 vs. 3.06).');
    expect(scores(e)).toEqual([
      ['PivotVLA', 'CALVIN', '4.12'],
      ['GR-2', 'CALVIN', '3.06'],
    ]);
    // A measure inside the parenthesis, before or after the values, and two pairs split by a semicolon.
    const two = extract('We propose CleanSR. It also outperforms the 50-step DiffSR on DRealSR in both LPIPS and PSNR (0.259 vs. 0.306 LPIPS; 27.4 vs. 26.9 PSNR).');
    expect(scores(two)).toEqual([
      ['CleanSR', 'DRealSR', '0.259'],
      ['DiffSR', 'DRealSR', '0.306'],
      ['CleanSR', 'DRealSR', '27.4'],
      ['DiffSR', 'DRealSR', '26.9'],
    ]);
    // With no comparison in the sentence, a pair is nobody's.
    expect(extract('We propose PivotVLA. On CALVIN, the average task length differs across seeds (4.12 vs. 3.06).').results).toEqual([]);
  });
  it('"(EM 41.7 vs. 36.2)": a measure\'s name with a number after it is no versioned name', () => {
    const e = extract('We propose SieveRAG. It also outperforms Self-RAG on HotpotQA (EM 41.7 vs. 36.2) and RECOMP on NQ.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([
      ['SieveRAG', 'Self-RAG', 'HotpotQA'],
      ['SieveRAG', 'RECOMP', 'NQ'],
    ]);
    expect(scores(e)).toEqual([
      ['SieveRAG', 'HotpotQA', '41.7'],
      ['Self-RAG', 'HotpotQA', '36.2'],
    ]);
    // A name's version stays part of it.
    expect(names(extract('We propose FooNet. FooNet outperforms BarNet on SQuAD 2.0.').benchmarks)).toEqual(['SQuAD 2.0']);
  });
  it('"achieves 48.3 exact match on Natural Questions and 69.5 on TriviaQA": a measure may stand between a value and its benchmark', () => {
    const e = extract('We introduce GateRAG, a reader. With Llama-2-7B as the reader, GateRAG achieves 48.3 exact match on Natural Questions and 69.5 on TriviaQA.');
    expect(scores(e).sort()).toEqual([
      ['GateRAG', 'Natural Questions', '48.3'],
      ['GateRAG', 'TriviaQA', '69.5'],
    ]);
    // A margin is no score.
    expect(extract('We introduce GateRAG. GateRAG outperforms Self-RAG by 3.2 exact match on Natural Questions.').results).toEqual([]);
  });
  it('"compared with 57.6% and 73.9% for D4ST": values listed for one name pair with the subject\'s benchmarks in order', () => {
    const e = extract('We propose SlotDraw, a state tracker. SlotDraw reaches a joint goal accuracy of 58.7% on CrossWOZ and 76.4% on MultiWOZ, compared with 57.6% and 73.9% for D4ST of the same size.');
    expect(scores(e)).toEqual([
      ['SlotDraw', 'CrossWOZ', '58.7%'],
      ['SlotDraw', 'MultiWOZ', '76.4%'],
      ['D4ST', 'CrossWOZ', '57.6%'],
      ['D4ST', 'MultiWOZ', '73.9%'],
    ]);
    // Two lists for two names; each pairs in order.
    const two = extract('We propose SwiftSolver. With 5 NFE, SwiftSolver obtains FIDs of 4.37 on CIFAR-10 and 6.82 on FFHQ, compared with 12.4 and 17.9 for DPM-Solver++ and 7.95 and 10.6 for UniPC.');
    expect(scores(two).filter((r) => r[0] !== 'SwiftSolver')).toEqual([
      ['DPM-Solver++', 'CIFAR-10', '12.4'],
      ['DPM-Solver++', 'FFHQ', '17.9'],
      ['UniPC', 'CIFAR-10', '7.95'],
      ['UniPC', 'FFHQ', '10.6'],
    ]);
  });
  it('"58.2% on AlpacaEval 2, surpassing A (55.0%) and B (40.5%), and a score of 61.4 on Arena-Hard": the next measure of a list of scores keeps its benchmark', () => {
    const e = extract('We propose SPIRAL-X, a self-play method. SPIRAL-X reaches a length-controlled win rate of 58.2% on AlpacaEval 2, surpassing GPT-4 Turbo (55.0%) and Claude 3 Opus (40.5%), and a score of 61.4 on Arena-Hard.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['GPT-4 Turbo', 'AlpacaEval 2'],
      ['Claude 3 Opus', 'AlpacaEval 2'],
    ]);
    // A win written after the benchmark it names keeps that one.
    expect(extract('We propose SPIRAL-X. SPIRAL-X reaches 58.2% on AlpacaEval 2, and surpasses GPT-4 Turbo on Arena-Hard.').comparisons.map((c) => c.benchmark)).toEqual(['Arena-Hard']);
  });
  it('"outperforming SDXL and PixArt-Σ on both benchmarks and matching SD3-Medium on GenEval": a win said to hold on both keeps both', () => {
    const e = extract('We propose Tessellate, an image generator. Tessellate achieves 0.74 on GenEval and 84.1 on DPG-Bench, outperforming SDXL and PixArt-Σ on both benchmarks and matching SD3-Medium on GenEval.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([
      ['SDXL', 'GenEval'],
      ['SDXL', 'DPG-Bench'],
      ['PixArt-Σ', 'GenEval'],
      ['PixArt-Σ', 'DPG-Bench'],
    ]);
    // Without "on both", a win that names its own benchmark keeps that one.
    expect(extract('We propose Tessellate. Tessellate achieves 0.74 on GenEval and 84.1 on DPG-Bench, and outperforms SDXL on DPG-Bench.').comparisons.map((c) => c.benchmark)).toEqual(['DPG-Bench']);
  });
  it('"improves the base model\'s pass@1 from 61.6% to 84.1% on HumanEval": a measure of the base model the method changes is a gain over that model', () => {
    const e = extract('We propose ExecTune. Applying three rounds of ExecTune to Qwen2.5-Coder-7B yields 112K verified pairs. The resulting model, ExecTune-7B, improves the base model\'s pass@1 from 61.6% to 84.1% on HumanEval.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel, c.model])).toEqual([['ExecTune-7B', 'Qwen2.5-Coder-7B', 'HumanEval', true, 'Qwen2.5-Coder-7B']]);
    expect(scores(e)).toEqual([
      ['Qwen2.5-Coder-7B', 'HumanEval', '61.6%'],
      ['ExecTune-7B', 'HumanEval', '84.1%'],
    ]);
    // "of its base model": the base is still the model the paper fine-tunes, and a competitor keeps it as its condition.
    const of = extract('We propose RepoSmith. We fine-tune Qwen2.5-Coder-32B-Instruct on 5,200 trajectories. The resulting agent, Smith-32B, improves the SWE-bench Verified resolve rate of its base model from 7.0% to 41.8%, surpassing SWE-Gym-32B (20.6%).');
    expect(of.comparisons.map((c) => [c.baseline, c.baseModel, c.model])).toEqual([
      ['SWE-Gym-32B', false, 'Qwen2.5-Coder-32B-Instruct'],
      ['Qwen2.5-Coder-32B-Instruct', true, 'Qwen2.5-Coder-32B-Instruct'],
    ]);
    // A model the abstract never builds from is no base.
    expect(extract('We propose ExecTune. The resulting model improves the base model\'s pass@1 from 61.6% to 84.1% on HumanEval.').comparisons).toEqual([]);
  });
  it('"CLIP-T 0.318", "3.1 COMET points": a number of three decimals is no model\'s version, and common measures are measures', () => {
    const e = extract('We propose MirageID. On DreamBench it obtains CLIP-I 0.823 and CLIP-T 0.318, exceeding IP-Adapter on both metrics.');
    expect(names(e.models)).toEqual([]);
    expect(scores(e)).toEqual([
      ['MirageID', 'DreamBench', '0.823'],
      ['MirageID', 'DreamBench', '0.318'],
    ]);
    expect(extract('We propose TermPin. On WMT22 it outperforms NLLB-200 by 3.1 COMET points.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['TermPin', 'NLLB-200']]);
    // A version stays part of a model's name.
    expect(names(extract('We propose FooLM. FooLM outperforms Llama 3.1 8B on MMLU.').baselines)).toEqual(['Llama 3.1 8B']);
  });
  it('"accelerates DeepSeek-Coder-33B by 2.9x on HumanEval": a speedup of a named model is a gain over that model', () => {
    const e = extract('We propose SynSpec, a drafting method. SynSpec accelerates DeepSeek-Coder-33B by 2.9x on HumanEval.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.baseModel])).toEqual([['SynSpec', 'DeepSeek-Coder-33B', 'HumanEval', '2.9x', true]]);
    // A speedup with no named object is no comparison.
    expect(extract('We propose SynSpec. SynSpec accelerates decoding by 2.9x on HumanEval.').comparisons).toEqual([]);
  });
  it('"the largest improvements on Swahili, Telugu and Yoruba", "the WMT23 English-German test set": a natural language is no benchmark', () => {
    const e = extract('We propose PolyRet, a retriever. PolyRet outperforms mE5-large by 3.8 points on MIRACL, with the largest improvements on Swahili, Telugu and Yoruba. On the WMT23 English-German test set it also helps.');
    expect(names(e.benchmarks)).toEqual(['MIRACL', 'WMT23']);
    // A benchmark named for a language keeps its name.
    expect(names(extract('We propose PolyRet. PolyRet outperforms BM25 on C-Eval and on XNLI.').benchmarks)).toEqual(['C-Eval', 'XNLI']);
  });
  it('"HopPlan is trained from Qwen2.5-7B-Instruct … improves the F1 of the Qwen2.5-7B-Instruct base model": a model built from stays the condition of other claims, though one claim beats it', () => {
    const e = extract('We propose HopPlan, a planner. HopPlan is trained from Qwen2.5-7B-Instruct on synthetic trajectories. On MuSiQue, it improves the answer F1 of the Qwen2.5-7B-Instruct base model by 9.4 points. Compared with IRCoT, HopPlan issues 45% fewer retrieval calls on MuSiQue.');
    expect(e.comparisons.map((c) => [c.baseline, c.baseModel, c.model])).toEqual([
      ['Qwen2.5-7B-Instruct', true, 'Qwen2.5-7B-Instruct'],
      ['IRCoT', false, 'Qwen2.5-7B-Instruct'],
    ]);
    // A model that is only a competitor is no condition.
    expect(extract('We propose HopPlan. HopPlan outperforms Qwen2.5-7B-Instruct on MuSiQue. Compared with IRCoT, HopPlan issues 45% fewer retrieval calls on MuSiQue.').comparisons.map((c) => c.model)).toEqual([null, null]);
  });
  it('"Converting a pretrained GPT-2 into … achieves 16.7 perplexity", then "turn a pretrained Llama-2 7B into …": of several models built from, a score takes the one its own sentence builds from', () => {
    const e = extract('We propose FooAttn, a linear attention. Converting a pretrained GPT-2 into a linear attention variant achieves 16.7 perplexity on WikiText-103. We finally turn a pretrained Llama-2 7B into a linear Llama. FooAttn-Llama2 7B achieves 28.1 higher ROUGE-1 points over the base standard attention model.');
    expect(e.results.map((r) => [r.method, r.value, r.model])).toEqual([['FooAttn', '16.7 perplexity', 'GPT-2']]);
  });
});

describe('2.16: measures never win; "comparable", "matched" and "among" name settings, not ties or subjects (issue 10)', () => {
  it('"it lowers CHAIR_I from 13.9 to 9.2, outperforming VCD": a measure before its own change of value is not the winner', () => {
    const e = extract('We propose GazeFix, a decoding method. With LLaVA-1.5-7B, it lowers CHAIR_S from 48.0 to 31.6 and CHAIR_I from 13.9 to 9.2 on MSCOCO, outperforming VCD and OPERA.');
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([
      ['GazeFix', 'VCD'],
      ['GazeFix', 'OPERA'],
    ]);
    // A system named before the cue still wins.
    expect(extract('We propose GazeFix. On MSCOCO, GazeFix outperforms VCD.').comparisons.map((c) => [c.method, c.baseline])).toEqual([['GazeFix', 'VCD']]);
  });
  it('"a 2.7% CTR lift over DeepFM", "7.8 meV, lower than NequIP (23.2 meV)": a name written after a score is a measure, neither winner nor loser', () => {
    const lift = extract('We propose GateMix, a ranking model. An online test yields a 2.7% CTR lift over the production DeepFM model.');
    expect(lift.comparisons.map((c) => c.method)).not.toContain('CTR');
    const e = extract('We propose ForceNet, an interatomic potential. On 3BPA it yields an energy error of 7.8 meV, lower than NequIP (23.2 meV) and Allegro (16.8 meV).');
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([
      ['ForceNet', 'NequIP'],
      ['ForceNet', 'Allegro'],
    ]);
    expect(names(e.baselines)).not.toContain('meV');
  });
  it('"Despite a fraction of the compute of comparable diffusion models, X outperforms Y": "comparable" before a class of systems is an adjective, not a tie', () => {
    const e = extract('We propose Mosaic, an image generator. Despite using a fraction of the training compute of comparable diffusion models, Mosaic achieves 0.74 on GenEval, outperforming SDXL.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['Mosaic', 'SDXL', 'GenEval']]);
    // "comparable to", "comparable performance" stay ties.
    expect(extract('We propose Mosaic. Mosaic achieves performance comparable to SDXL on GenEval.').comparisons).toEqual([]);
    expect(extract('We propose Mosaic. Mosaic achieves comparable performance with SDXL on GenEval.').comparisons).toEqual([]);
  });
  it('"At matched token budgets, X achieves higher accuracy than Y": "matched" after "at"/"with"/"under" names a setting, not a tie', () => {
    const e = extract('We propose TrimRL, a pruning method. At matched token budgets, TrimRL achieves higher accuracy than L1-Max and ThinkPrune on AIME 2024.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([
      ['TrimRL', 'L1-Max', 'AIME 2024'],
      ['TrimRL', 'ThinkPrune', 'AIME 2024'],
    ]);
    // "matches" and "matched" as verbs stay ties.
    expect(extract('We propose TrimRL. TrimRL matched L1-Max on AIME 2024.').comparisons).toEqual([]);
    expect(extract('We propose TrimRL. TrimRL matches L1-Max on AIME 2024.').comparisons).toEqual([]);
  });
  it('"It sets a new state of the art among Video-LLMs …, and outperforms TimeChat": a name after "among" is the field, not the winner', () => {
    const e = extract('We propose TimeLens, a video model. It sets a new state of the art among Video-LLMs on Charades-STA, and outperforms TimeChat on ActivityNet Captions.');
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([['TimeLens', 'TimeChat']]);
  });
});

describe('2.16: slash names of the lexicon, named parts, and benchmark lists after a colon (issue 10)', () => {
  it('"CNN/DailyMail", "CNN/DM": a slash joins a name the lexicon lists, and nothing else', () => {
    const e = extract('We propose BriefSum. BriefSum obtains a ROUGE-1 of 45.1 on CNN/DailyMail and outperforms PEGASUS on CNN/DM.');
    // One benchmark under both names (aliases.tsv).
    expect(names(e.benchmarks)).toEqual(['CNN/DailyMail']);
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['PEGASUS', 'CNN/DailyMail']]);
    // Two names with a slash between them stay two.
    expect(names(extract('We propose BriefSum. BriefSum outperforms GPT-3.5/GPT-4 on XSum.').baselines)).toEqual(['GPT-3.5', 'GPT-4']);
  });
  it('"A lightweight acceptance predictor, GateLen, adapts …": a part named in apposition after "a … predictor/module/component" is a method', () => {
    const e = extract('We propose QuickDraft, a speculative decoding scheme. A lightweight acceptance predictor, DraftGate, adapts the draft length. QuickDraft accelerates decoding by 2.9x on HumanEval.');
    expect(names(e.methods)).toEqual(['QuickDraft', 'DraftGate']);
    // "a strong baseline, IRCoT," names what others made.
    expect(names(extract('We propose HopPlan. Compared with a strong baseline, IRCoT, HopPlan improves F1 on MuSiQue by 4 points.').methods)).toEqual(['HopPlan']);
  });
  it('"evaluated on five standard benchmarks: Set5, Set14, B100, …": a list after "benchmarks:" is where the method is evaluated', () => {
    const e = extract('We propose SharpNet. Trained on DIV2K, SharpNet is evaluated on five standard benchmarks: Set5, Set14, B100, Urban100 and Manga109.');
    expect(names(e.benchmarks)).toEqual(['Set5', 'Set14', 'B100', 'Urban100', 'Manga109']);
  });
});

describe('2.16: measures with a cutoff after a value, and a fronted "Against X," (issue 10)', () => {
  it('"attains 78.2 nDCG@10", "41.0 MRR@10": a value before any lexicon measure with its cutoff is a score', () => {
    const e = extract('We propose NegMine, a retriever. On TREC-COVID, NegMine attains 78.2 nDCG@10, and on MS MARCO it reaches 41.0 MRR@10.');
    expect(scores(e)).toEqual(['NegMine on TREC-COVID = 78.2 nDCG@10', 'NegMine on MS MARCO = 41.0 MRR@10']);
    // A value the sentence gives as a gain is no score.
    expect(scores(extract('We propose NegMine. On TREC-COVID, NegMine improves over BM25 by 4.1 nDCG@10.'))).toEqual([]);
  });
  it('"Against a GRPO baseline trained with identical data, PercepRL yields gains of 3.1 points": a fronted "Against X," compares the subject with X', () => {
    const e = extract('We propose VisCredit, an RL method. Against a GRPO baseline trained with identical data, VisCredit yields gains of 3.1 points on MathVista.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta])).toEqual([['VisCredit', 'GRPO', 'MathVista', '3.1 points']]);
    // "against" inside a sentence is no comparison.
    expect(extract('We propose ShieldX. ShieldX is robust against GCG attacks on AdvBench.').comparisons).toEqual([]);
  });
});

describe('2.16: the subject of "improves the X of M", measures written with their values, "It" after a named variant (issue 10)', () => {
  it('"RepoForge improves the resolve rate of A, B and C": a coined subject that is no model or benchmark beats the models it improves, though it was never introduced', () => {
    const e = extract('We construct TaskDojo, a collection of 9,340 executable task instances. On top of TaskDojo we train agents with RepoForge, a reinforcement learning recipe. RepoForge improves the resolve rate of Qwen2.5-Coder-7B-Instruct, Qwen2.5-Coder-14B-Instruct and Qwen2.5-Coder-32B-Instruct on SWE-bench Verified.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.baseModel])).toEqual([
      ['RepoForge', 'Qwen2.5-Coder-7B-Instruct', true],
      ['RepoForge', 'Qwen2.5-Coder-14B-Instruct', true],
      ['RepoForge', 'Qwen2.5-Coder-32B-Instruct', true],
    ]);
    // A benchmark as the subject beats nothing.
    expect(extract('We construct TaskDojo, a benchmark. TaskDojo improves the resolve rate of Qwen2.5-Coder-7B-Instruct on SWE-bench Verified.').comparisons).toEqual([]);
  });
  it('"a generation FID (gFID) of 1.79, outperforming …", "(HD95) from 10.4 mm to 7.1 mm relative to X": a measure before its value never wins', () => {
    const e = extract('We propose SpecTok, a tokenizer. Paired with a 775M-parameter transformer, our generator attains a generation FID (gFID) of 1.79 on ImageNet, outperforming LlamaGen-XL (2.62) and VAR-d24 (2.09).');
    expect(e.comparisons.map((c) => c.method)).not.toContain('gFID');
    const hd = extract('We propose HelixNet, a segmentation network. On Synapse, it outperforms nnU-Net by 1.9% Dice, while reducing the 95% Hausdorff distance (HD95) from 10.4 mm to 7.1 mm relative to nnU-Net.');
    expect(hd.comparisons.map((c) => c.method)).not.toContain('HD95');
    expect(hd.comparisons.map((c) => c.method)).toContain('HelixNet');
  });
  it('"The resulting model, ExecTune-Coder-7B, improves … It also outperforms X": "It" resumes the named variant of the sentence before', () => {
    const e = extract('We propose ExecTune, a data recipe. The resulting model, ExecTune-Coder-7B, improves pass@1 on HumanEval from 61.6% to 84.1%. It also outperforms Magicoder-S-DS-6.7B on HumanEval and MBPP.');
    expect(e.comparisons.filter((c) => c.baseline === 'Magicoder-S-DS-6.7B').map((c) => [c.method, c.benchmark])).toEqual([
      ['ExecTune-Coder-7B', 'HumanEval'],
      ['ExecTune-Coder-7B', 'MBPP'],
    ]);
    // With no variant named before, "It" is the paper's method.
    expect(extract('We propose ExecTune, a data recipe. ExecTune improves pass@1 on HumanEval from 61.6% to 84.1%. It also outperforms Magicoder-S-DS-6.7B on MBPP.').comparisons.filter((c) => c.baseline === 'Magicoder-S-DS-6.7B').map((c) => c.method)).toEqual(['ExecTune']);
  });
});

describe('2.16: gains over "the same base model" and "its backbone" (issue 10)', () => {
  it('"improves LiveCodeBench accuracy by 4.9 points over the same base model", "improves over its backbone by 6.3 points": a gain over the model built from', () => {
    const same = extract('We propose TraceTune. Built on DeepSeek-Coder-6.7B-Instruct, TraceTune improves LiveCodeBench accuracy by 4.9 points over the same base model.');
    expect(same.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['TraceTune', 'DeepSeek-Coder-6.7B-Instruct', 'LiveCodeBench', true]]);
    const backbone = extract('We propose FocusLM. Built on LLaVA-1.5-7B with only 0.6M additional samples, FocusLM improves over its backbone by 6.3 points on TextVQA.');
    expect(backbone.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['FocusLM', 'LLaVA-1.5-7B', 'TextVQA', true]]);
    // With no model built from, there is no base to beat.
    expect(extract('We propose FocusLM. FocusLM improves over its backbone by 6.3 points on TextVQA.').comparisons).toEqual([]);
  });
});

describe('2.16: a score is not the other side\'s, "our student", task acronyms and more data sets (issue 10)', () => {
  it('"Our student attains an FID of 17.42 on COCO-30K, lower than SDXL-Turbo": the score is the subject\'s, never the name after "than"', () => {
    const e = extract('We propose StepDistill, a distillation method. Our student attains an FID of 17.42 on COCO-30K, lower than SDXL-Turbo.');
    expect(scores(e)).toEqual(['StepDistill on COCO-30K = 17.42']);
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.lowerIsBetter])).toEqual([['StepDistill', 'SDXL-Turbo', true]]);
    // With no subject at all the score has no owner, rather than the wrong one.
    expect(scores(extract('We propose StepDistill. An FID of 17.42 on COCO-30K is obtained, lower than SDXL-Turbo.')).filter((r) => r.startsWith('SDXL-Turbo'))).toEqual([]);
  });
  it('"named entity recognition (NER)" is a task, and CrossNER, Re-DocRED, OVIS, TED-LIUM 3, CHiME-6, WebVid-10M, RealEstate10K are data sets', () => {
    const e = extract('We propose NerLift for named entity recognition (NER). Trained only on CoNLL-2003, NerLift transfers to the five target domains of CrossNER and reaches an average F1 of 63.8, outperforming UniversalNER-7B by 2.9 F1.');
    expect(names(e.methods)).toEqual(['NerLift']);
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['NerLift', 'UniversalNER-7B', 'CrossNER']]);
    expect(names(extract('We propose ClipTrack. ClipTrack outperforms MinVIS on OVIS and on TED-LIUM 3.').benchmarks)).toEqual(['OVIS', 'TED-LIUM 3']);
  });
});

describe('2.17: comparatives with a hyphenated or adverb head, "ahead of" a name, common measures, model editions and gains over the model started from (issue 10)', () => {
  it('"higher-fidelity textures than A and B", "follows instructions more faithfully than A": a comparative head with a suffix still compares', () => {
    const hyphen = extract('We propose VarSDS, a score distillation method. VarSDS yields higher-fidelity textures than DreamFusion and ProlificDreamer.');
    expect(hyphen.comparisons.map((c) => [c.method, c.baseline])).toEqual([
      ['VarSDS', 'DreamFusion'],
      ['VarSDS', 'ProlificDreamer'],
    ]);
    const adverb = extract('We propose CraftEdit, an image editor. CraftEdit follows instructions more faithfully than InstructPix2Pix on PIE-Bench.');
    expect(adverb.comparisons.map((c) => [c.method, c.baseline, c.benchmark])).toEqual([['CraftEdit', 'InstructPix2Pix', 'PIE-Bench']]);
    // "more … than" with no name after it compares nothing.
    expect(extract('We propose CraftEdit, an image editor. CraftEdit follows instructions more faithfully than prior editors.').comparisons).toEqual([]);
  });
  it('"…, ahead of TimesFM (0.505 CRPS) and Chronos-Large": a name that starts like "time" is no "ahead of time"; a lower-is-better win for CRPS', () => {
    const e = extract('We propose Tidal-1, a forecasting model. Zero-shot, Tidal-1 obtains a CRPS of 0.471 on GIFT-Eval, ahead of TimesFM (0.505 CRPS) and Chronos-Large (0.544 CRPS).');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.lowerIsBetter])).toEqual([
      ['Tidal-1', 'TimesFM', 'GIFT-Eval', true],
      ['Tidal-1', 'Chronos-Large', 'GIFT-Eval', true],
    ]);
    expect(extract('We propose Tidal-1, a forecasting model. Forecasts are computed ahead of time on GIFT-Eval.').comparisons).toEqual([]);
  });
  it('"it lowers the EER relative to ECAPA-TDNN from 9.6% to 7.8%": EER, PESQ, minDCF and the like are measures, never a winner', () => {
    const e = extract('We propose LayerMix-SV, a speaker verification back-end. On CN-Celeb, it lowers the EER relative to ECAPA-TDNN from 9.6% to 7.8%.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.lowerIsBetter])).toEqual([['LayerMix-SV', 'ECAPA-TDNN', 'CN-Celeb', true]]);
    expect(names(e.methods)).toEqual(['LayerMix-SV']);
  });
  it('"Stable Diffusion 3.5 Medium", "Whisper Large": a known model takes its edition word, after a version too', () => {
    const e = extract('We propose CompoRL, a reward fine-tuning method. CompoRL outperforms Stable Diffusion 3.5 Medium and Whisper Large on GenEval by 2.1 points.');
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['Stable Diffusion 3.5 Medium', 'Whisper Large']);
    // A size word that opens a phrase is not the model's edition.
    expect(names(extract('We propose CompoRL. CompoRL outperforms Stable Diffusion 3.5 Large language models on GenEval.').baselines)).not.toContain('Stable Diffusion 3.5 Large');
  });
  it('"Starting from X, M improves accuracy by 6.3%", "When applied to X, M yields gains of 4.2 points": gains over the model started from', () => {
    const started = extract('We propose PerceptRL, a reinforcement learning recipe. Starting from Qwen2.5-VL-7B-Instruct, PerceptRL improves accuracy by 6.3% on MathVista.');
    expect(started.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.baseModel])).toEqual([['PerceptRL', 'Qwen2.5-VL-7B-Instruct', 'MathVista', '6.3%', true]]);
    const applied = extract('We propose ZeroTune, a data selection method. When applied to Llama-3.1-8B, ZeroTune yields gains of 4.2 points on GSM8K.');
    expect(applied.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.baseModel])).toEqual([['ZeroTune', 'Llama-3.1-8B', 'GSM8K', true]]);
    // A margin over a named competitor is that competitor's.
    const over = extract('We propose PerceptRL, a reinforcement learning recipe. Starting from Qwen2.5-VL-7B-Instruct, PerceptRL improves accuracy by 6.3% on MathVista over GRPO.');
    expect(over.comparisons.map((c) => [c.method, c.baseline, c.baseModel])).toEqual([['PerceptRL', 'GRPO', false]]);
  });
  it('TREC-COVID, Ego-Exo4D, Human3.6M, BANKING77, Covertype and Room-to-Room are data sets of the lexicon, named anywhere; LAION-2B, a training corpus, is not', () => {
    const e = extract('We propose RecAgent. Experiments use TREC-COVID, Ego-Exo4D, Human3.6M, BANKING77, Covertype and Room-to-Room.');
    expect(names(e.benchmarks)).toEqual(['TREC-COVID', 'Ego-Exo4D', 'Human3.6M', 'BANKING77', 'Covertype', 'Room-to-Room']);
    expect(names(extract('We propose RecAgent, pretrained on LAION-2B. RecAgent outperforms CLIP on MSCOCO.').benchmarks)).not.toContain('LAION-2B');
  });
});

describe('2.17: a measure never wins a fronted comparison (issue 10)', () => {
  it('"Compared with ECAPA-TDNN, CNX improves by 12%": a name written after a score is a measure, and its change is the paper\'s method\'s', () => {
    const e = extract('We propose LayerMix-SV, a speaker verification back-end. LayerMix-SV attains 7.8 CNX on CN-Celeb. Compared with ECAPA-TDNN, CNX improves by 12% on CN-Celeb.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta])).toEqual([['LayerMix-SV', 'ECAPA-TDNN', 'CN-Celeb', '12%']]);
    expect(extract('We propose LayerMix-SV, a speaker verification back-end. Compared with ECAPA-TDNN, accuracy improves by 2.1 points on CN-Celeb.').comparisons.map((c) => [c.method, c.baseline, c.delta])).toEqual([['LayerMix-SV', 'ECAPA-TDNN', '2.1 points']]);
    // A named subject after the comparison is still the winner.
    expect(extract('We propose LayerMix-SV. Compared with ECAPA-TDNN, WavLM-SV improves by 12% on CN-Celeb.').comparisons.map((c) => c.method)).toEqual(['WavLM-SV']);
  });
});

describe('2.17: margins of the objects of one improvement verb (issue 10)', () => {
  it('"improves A, B and C by 3.1, 2.4 and 1.9 points, respectively": each object takes its own margin, in order', () => {
    const e = extract('We propose FooRL, a reinforcement learning recipe. FooRL improves Qwen2.5-7B, Llama-3.1-8B and Mistral-7B by 3.1, 2.4 and 1.9 points on GSM8K, respectively.');
    expect(e.comparisons.map((c) => [c.baseline, c.delta, c.baseModel])).toEqual([
      ['Qwen2.5-7B', '3.1', true],
      ['Llama-3.1-8B', '2.4', true],
      ['Mistral-7B', '1.9 points', true],
    ]);
    // Without "respectively" one margin after two objects stays the last object's.
    expect(extract('We propose FooRL, a reinforcement learning recipe. FooRL improves Qwen2.5-7B and Llama-3.1-8B by 3.1% on GSM8K.').comparisons.map((c) => [c.baseline, c.delta])).toEqual([
      ['Qwen2.5-7B', null],
      ['Llama-3.1-8B', '3.1%'],
    ]);
  });
});


describe('2.18: the letters of a task or a property are no setting (issue 10)', () => {
  it('"prior works in MedVLP": an acronym spelled out as a method or a task ("Medical Vision-Language Pretraining") is not evaluated on', () => {
    const e = extract('Medical Vision-Language Pretraining (MedVLP) learns transferable features. We propose BenchY, a unified benchmark. Using BenchY, we establish baselines for nine MedVLP methods and find that early methods surpass recent ones, revisiting conclusions from prior works in MedVLP.');
    expect(names(e.benchmarks)).toEqual(['BenchY']);
    // An acronym spelled out as a benchmark still is one.
    const lrgb = extract('The Long Range Graph Benchmark (LRGB) tests long-range interactions. We propose GraphFoo, a graph transformer. Experiments show that GraphFoo improves accuracy on LRGB.');
    expect(names(lrgb.benchmarks)).toContain('LRGB');
  });
  it('"on LDR and HDR NVS": a short acronym right before another names a kind of the second, not a setting', () => {
    const e = extract('High dynamic range (HDR) novel view synthesis (NVS) renders scenes from new views. We propose HDR-GS, a splatting method. Experiments show that HDR-GS surpasses the best NeRF-based method by 3.84 and 1.91 dB on LDR and HDR NVS.');
    expect(names(e.benchmarks)).not.toContain('HDR');
    expect(names(extract('We propose HDR-GS, a splatting method. Experiments show that HDR-GS surpasses the best NeRF-based method by 3.84 and 1.91 dB on LLFF and DTU.').benchmarks)).toEqual(['LLFF', 'DTU']);
  });
});

describe('2.18: a class of models heads a description, and the title\'s method has its sized variants (issue 10)', () => {
  it('"we propose FooVL, an MLLM designed for … tasks": the class of models heads the description, not the tasks it serves', () => {
    const e = extract('To address these challenges, we propose FooVL, an MLLM designed specifically for handling vision-language tasks involving multiple text-rich images. Experiments demonstrate our model\'s superior capabilities.');
    expect(names(e.methods)).toEqual(['FooVL']);
    expect(names(e.introducedBenchmarks)).toEqual([]);
  });
  it('"Skywork-Math: …" then "Skywork-Math 7B achieves …": a sized variant of the method the title names is the paper\'s own', () => {
    const title = 'Skywork-Math: Data Scaling Laws for Mathematical Reasoning';
    const e = extractWith('We introduce the Skywork-Math model series, fine-tuned on common 7B LLMs. Skywork-Math 7B achieves 51.2% on MATH, outperforming an early version of GPT-4 on MATH.', RULES, { title });
    expect(names(e.methods)).toEqual(['Skywork-Math', 'Skywork-Math 7B']);
    expect(names(e.models)).toEqual([]);
    // Only sized ones: "Vript-HAL" after a title "Vript: …" may be one of the data's benchmarks.
    const data = extractWith('Vript addresses this issue with an annotated corpus of 12K videos. We introduce Vript-Hard, a benchmark: Vript-HAL evaluates hallucinations and Vript-RR combines reasoning with retrieval.', RULES, { title: 'Vript: A Video Is Worth Thousands of Words' });
    expect(names(data.methods)).not.toContain('Vript-HAL');
    expect(names(data.methods)).not.toContain('Vript-RR');
  });
});

describe('2.18: data trained on, and languages and tools, are no benchmark (issue 10)', () => {
  it('"trained on 95K hours of the multilingual Emilia corpus": a corpus counted in hours or items it is trained on is training data', () => {
    expect(names(extract('We propose VoxWeave, a speech synthesis model. VoxWeave is trained on 95K hours of the multilingual Emilia corpus. On LibriSpeech test-clean, VoxWeave reaches a WER of 1.8%.').benchmarks)).toEqual(['LibriSpeech']);
    expect(names(extract('We propose VoxWeave, a speech synthesis model. Trained on 100K hours of multilingual speech from the Emilia dataset, VoxWeave reaches a WER of 1.8% on LibriSpeech.').benchmarks)).toEqual(['LibriSpeech']);
    // Counted items it is evaluated on are an evaluation.
    expect(names(extract('We propose VoxWeave, a speech synthesis model. We evaluate VoxWeave on 500 utterances from the Emilia dataset and on LibriSpeech.').benchmarks)).toEqual(['Emilia', 'LibriSpeech']);
  });
  it('"on Rust and C++ repositories", "reproducible Docker environments": programming languages and tools are settings, not benchmarks', () => {
    expect(names(extract('We propose RepoFix, a coding agent. RepoFix resolves 29.4% of tasks on PolyRepo-Bench, and its resolve rate on Rust and C++ repositories falls to 12%.').benchmarks)).toEqual(['PolyRepo-Bench']);
    expect(names(extract('We present SWE-Forge, a pipeline that converts pull requests into reproducible Docker environments. Agents trained on SWE-Forge data improve on SWE-bench Verified.').benchmarks)).toEqual(['SWE-bench Verified']);
  });
});

describe('2.18: a model named as where data came from is no backbone (issue 10)', () => {
  it('"the LLaMA training dataset", "ChatGPT conversations": the model the data came from is not one the paper uses', () => {
    expect(names(extract('To address these challenges, we release RedPajama-V1, an open reproduction of the LLaMA training dataset. Models trained on it match strong baselines.').models)).toEqual([]);
    expect(names(extract('We fine-tune Vicuna-7B on ChatGPT conversations and call the result FooChat. FooChat outperforms Alpaca on MT-Bench.').models)).toEqual(['Vicuna-7B']);
    expect(names(extract('We propose FooLMM, trained with GPT-4 generated training data. FooLMM outperforms LLaVA on MMBench.').models)).toEqual([]);
    // The model fine-tuned stays one.
    expect(names(extract('We propose FooChat, fine-tuned from LLaMA-7B on our data. FooChat outperforms Alpaca on MT-Bench.').models)).toEqual(['LLaMA-7B']);
  });
});

describe('2.19: where a score names its setting (issue 10)', () => {
  it('"obtains 32.96 dB PSNR on REDS7 and 28.71 dB on Vid9": a name with digits a value and its measure are reported on is a setting', () => {
    const e = extract('We propose FooVSR, a recurrent video super-resolution network. FooVSR obtains 32.96 dB PSNR on REDS7 and 28.71 dB on Vid9, outperforming BarVSR by 0.57 dB and 0.92 dB, respectively.');
    expect(names(e.benchmarks)).toEqual(['REDS7', 'Vid9']);
    expect(e.comparisons.map((c) => `${c.baseline}@${c.benchmark} ${c.delta}`)).toEqual(['BarVSR@REDS7 0.57 dB', 'BarVSR@Vid9 0.92 dB']);
    // A gain written as "higher" is no score: what follows "0.04 higher GenEval on" is the model it was obtained with.
    const gain = extract('We propose FooReward, a grounded reward. Compared with BarRL, FooReward yields 0.04 higher GenEval overall on SD3.5-Medium.');
    expect(names(gain.benchmarks)).not.toContain('SD3.5-Medium');
  });
  it('"On the Neural 3D Video (N3DV) dataset": an acronym in parentheses after its capitalized long form heads the data set noun too', () => {
    const e = extract('We propose FooGS, a dynamic Gaussian splatting method. On the Neural 3D Video (N3DV) dataset, FooGS achieves 32.61 dB PSNR, improving PSNR over BarGS by 0.63 dB.');
    expect(names(e.benchmarks)).toEqual(['N3DV']);
    expect(e.comparisons.map((c) => `${c.baseline}@${c.benchmark}`)).toEqual(['BarGS@N3DV']);
    // A task spelled out in lower case is no data set: "human object interaction (HOI) datasets".
    expect(names(extract('Existing 3D human object interaction (HOI) datasets are small. We propose FooHOI, a generator. FooHOI improves realism over BarHOI on BEHAVE.').benchmarks)).toEqual(['BEHAVE']);
  });
});

describe('2.19: lists and editions of benchmarks, and lists that spell nothing out (issue 10)', () => {
  it('"outdoor (KITTI, DDAX, nuScenes) and indoor (NYUv2) benchmarks": an unknown coined name listed between known benchmarks is one', () => {
    const e = extract('We propose ZeroFoo, a metric depth model. We evaluated ZeroFoo targeting both outdoor (KITTI, DDAX, nuScenes) and indoor (NYUv2) benchmarks, and achieved a new state of the art.');
    expect(names(e.benchmarks)).toEqual(['KITTI', 'DDAX', 'nuScenes', 'NYUv2']);
    // One known benchmark is not enough to make a list of benchmarks.
    expect(names(extract('We propose ZeroFoo, a depth model. We train ZeroFoo with FooNet, BarNet and KITTI labels.').benchmarks)).not.toContain('FooNet');
  });
  it('"on the heterophilous Roman-empire and Amazon-ratings datasets": a list a plural benchmark noun closes, after "the" and its adjectives', () => {
    const e = extract('We propose FooRG, a report generator. We conduct experiments on the heterophilous Roman-empire and Amazon-ratings datasets.');
    expect(names(e.benchmarks)).toEqual(['Roman-empire', 'Amazon-ratings']);
  });
  it('"HumanEval Pro", "SWE-Bench Verified": an edition after a known benchmark is a benchmark of its own, in any case of its hyphenated word', () => {
    const e = extract('We propose FooCoder, a code model. FooCoder is evaluated on HumanEval Pro, MBPP Plus and SWE-Bench Verified.');
    expect(names(e.benchmarks)).toEqual(['HumanEval Pro', 'MBPP Plus', 'SWE-Bench Verified']);
    // A lowercase compound stays the method it names ("self-instruct"), not the benchmark of the same letters.
    expect(names(extract('We fine-tune Llama-2-7B with self-instruct data and evaluate on MMLU.').benchmarks)).toEqual(['MMLU']);
  });
  it('"surpassing Point Transformer V2": a capital V version continues the name', () => {
    const e = extract('We propose FooSeg, a point cloud network. On ScanNet, FooSeg obtains 77.0 mIoU, surpassing Point Transformer V2 by 1.6 mIoU.');
    expect(e.comparisons.map((c) => `${c.baseline}@${c.benchmark}`)).toEqual(['Point Transformer V2@ScanNet']);
  });
  it('"on the Pareto frontier": a name before "frontier" is no setting', () => {
    const e = extract('We propose LC-Foo, a length-compression method. Experiments on multiple reasoning benchmarks demonstrate that LC-Foo reaches a favorable trade-off point on the Pareto frontier.');
    expect(names(e.benchmarks)).toEqual([]);
  });
  it('"two open-source LLMs (i.e., Llama2-13B-Chat and Mistral-7B)": examples or a list of names in parentheses spell out no acronym', () => {
    for (const paren of ['(i.e., Llama2-13B-Chat and Mistral-7B)', '(Llama2-13B-Chat and Mistral-7B)']) {
      const e = extract(`We propose FooRAG, a retrieval method. Experimental results with two open-source LLMs ${paren} show its superiority on Natural Questions.`);
      expect(names(e.models)).toEqual(['Llama2-13B-Chat', 'Mistral-7B']);
    }
    // A spelled-out long form still is one.
    expect(extract('We propose CAPO (Curriculum Advantage Policy Optimization), a policy method. CAPO outperforms GRPO on MATH.').methods[0]?.aliases).toContain('Curriculum Advantage Policy Optimization');
  });
  it('"on MoleculeNet (BBBP, BACE, …), X outperforms Y by 2.4% on average": a list in parentheses after a benchmark names its parts; the claim is on the whole', () => {
    const e = extract('We present MolFoo, a graph Transformer. On eight classification tasks from MoleculeNet (BBBP, BACE, ClinTox, Tox21, ToxCast, SIDER, HIV and MUV), MolFoo achieves an average ROC-AUC of 76.8%, outperforming GraphMVP by 2.4% on average.');
    expect(e.comparisons.map((c) => `${c.baseline}@${c.benchmark}`)).toEqual(['GraphMVP@MoleculeNet']);
  });
});

describe('2.19: task acronyms, ties and speed-ups (issue 10)', () => {
  it('"existing IR benchmarks": benchmarks of a task its acronym spells out in lower case are many, none of them named', () => {
    const e = extract('Information retrieval (IR) models are instruction-tuned on many tasks. However, existing IR benchmarks cover few tasks. We propose Mair, a heterogeneous benchmark of 126 retrieval tasks.');
    expect(names(e.benchmarks)).not.toContain('IR');
    // A capitalized long form names a data set: "the Long Range Arena (LRA) benchmarks".
    expect(names(extract('We propose FooFormer, an efficient Transformer. We evaluate FooFormer on the Long Range Arena (LRA) benchmarks and it outperforms S4 on them.').benchmarks)).toContain('LRA');
  });
  it('"natural language inference~(AfriXNLI)": a LaTeX tie before a parenthesis is a space, so the acronym is read', () => {
    const e = extract('We propose Stochastic Weight Averaging~(SWA), a training method. SWA outperforms SGD by 1.2 points on CIFAR-100.');
    expect(e.methods.map((m) => [m.name, m.aliases])).toEqual([['SWA', ['Stochastic Weight Averaging']]]);
    // A tie between two words of a name keeps the name ("GPT~5.6~Sol" is tied on purpose).
    expect(names(extract('We evaluate GPT~5.6~Sol and Command~R on WebShop, where GPT~5.6~Sol outperforms Command~R.').baselines)).toEqual(['Command~R']);
  });
  it('"a 2x speed-up compared with Adam": a hyphenated speed-up is a win cue', () => {
    const e = extract('We propose Sophia, a second-order optimizer. On language modeling with GPT-2 models, Sophia achieves a 2x speed-up compared with Adam in the number of steps.');
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.delta}`)).toEqual(['Sophia>Adam 2x']);
  });
});

describe('2.19: a field spelled out is no method, and release codes continue a family name (issue 10)', () => {
  it('"training software engineering (SWE) agents": a lower-case task whose acronym sits inside a plural noun phrase is no method', () => {
    const e = extract('We present SWE-Gym, the first environment for training software engineering (SWE) agents. When combined with our fine-tuned SWE agents, we achieve 32.0% on SWE-Bench Verified.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.benchmarks)).toContain('SWE-Bench Verified');
    const ar = extract('Autoregressive (AR) image generation models have lagged behind diffusion. We introduce FooGen, an image tokenizer. FooGen outperforms LlamaGen on ImageNet.');
    expect(names(ar.methods)).toEqual(['FooGen']);
    // A singular head introduces the paper's own thing: "a dictionary-aligned pre-training (DAP) framework".
    expect(names(extract('We propose a novel dictionary-aligned pre-training (DAP) framework for cross-lingual transfer. DAP outperforms mBERT on XNLI.').methods)).toContain('DAP');
    // A lower-case long form the paper names as its own stays a method: "factorized vector quantization (FVQ), which …".
    expect(names(extract('We propose factorized vector quantization (FVQ), which splits a large codebook into small ones. FVQ outperforms VQGAN on ImageNet.').methods)).toContain('FVQ');
  });
  it('"Skywork R1V", "Kimi K1.5": a release code of capitals and digits after a family\'s bare name is part of the name', () => {
    const e = extract('We introduce Skywork R1V, a multimodal reasoning model. Skywork R1V achieves a score of 69.0 on the MMMU benchmark, outperforming Kimi K1.5.');
    expect(names(e.methods)).toEqual(['Skywork R1V']);
    expect(names(e.baselines)).toEqual(['Kimi K1.5']);
  });
});

describe('2.20: short forms, lists of values and lists of benchmarks read from real abstracts (issue 10)', () => {
  it('"a generic vision backbone with bidirectional Mamba blocks (Vim)": a plain capitalized short form is a name wherever it recurs', () => {
    const e = extract('We propose a new generic vision backbone with bidirectional Mamba blocks (Vim). On ImageNet, Vim achieves higher accuracy than DeiT. For example, Vim is 2.8x faster than DeiT.');
    expect(names(e.methods)).toEqual(['Vim']);
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark} ${c.delta}`)).toEqual(['Vim>DeiT@ImageNet null', 'Vim>DeiT@null 2.8x']);
    // So is a plain word introduced in parentheses after the noun that says what it is ("backbone", "transformer").
    const noun = extract('We present a new vision backbone (Zorn). Zorn is 2.1x faster than DeiT.');
    expect(noun.comparisons.map((c) => `${c.method}>${c.baseline}`)).toEqual(['Zorn>DeiT']);
  });
  it('"Valley-to-Peak (V2P)": a digit between the letters of a short form stands for "to" or "for"', () => {
    const e = extract('We propose the Valley-to-Peak (V2P) method for GUI grounding. V2P reaches 92.4% on ScreenSpot-v2.');
    expect(e.methods.map((m) => [m.name, m.aliases])).toEqual([['V2P', ['Valley-to-Peak']]]);
    // A digit of the long form still matches itself: "Prompt2Perturb (P2P)".
    expect(extract('We propose Prompt2Perturb (P2P), an attack. P2P beats PGD on CIFAR-10.').methods[0]?.aliases).toEqual(['Prompt2Perturb']);
  });
  it('"92.4% and 52.5% on two benchmarks ScreenSpot-v2 and ScreenSpot-Pro": values right before as many benchmarks pair in order, without "respectively"', () => {
    const e = extract('We propose FooGround, a grounding model. FooGround achieves 92.4% and 52.5% on two benchmarks ScreenSpot-v2 and ScreenSpot-Pro.');
    expect(e.results.map((r) => `${r.benchmark} ${r.value}`)).toEqual(['ScreenSpot-v2 92.4%', 'ScreenSpot-Pro 52.5%']);
    // One value before two benchmarks is no pair.
    expect(extract('We propose FooGround, a grounding model. FooGround achieves 92.4% on ScreenSpot-v2 and ScreenSpot-Pro.').results.map((r) => r.benchmark)).not.toContain('ScreenSpot-Pro');
  });
  it('"outperforming A, B and C by 18.0/19.6/6.6 AP, respectively": a slash list of margins is a list', () => {
    const e = extract('We propose FooDet, an open-vocabulary detector. FooDet achieves 47.0 AP on LVIS, outperforming GLIPv2, BarDINO, and DetFoo by 18.0/19.6/6.6 AP, respectively.');
    expect(e.comparisons.map((c) => `${c.baseline} ${c.delta}`)).toEqual(['GLIPv2 18.0', 'BarDINO 19.6', 'DetFoo 6.6']);
  });
  it('"AIME24, AMC, MATH500, OlympiadBench, Minerva, and Geometry3K": a name that is a model by its shape alone is a benchmark among three known ones', () => {
    const e = extract('We propose FooPO, a policy optimization method. FooPO is evaluated on math benchmarks, including AIME24, AMC, MATH500, OlympiadBench, Minerva, and Geometry3K.');
    expect(names(e.benchmarks)).toEqual(['AIME24', 'AMC', 'MATH500', 'OlympiadBench', 'Minerva', 'Geometry3K']);
    expect(names(e.models)).toEqual([]);
    // Beside one known benchmark a model stays a model.
    expect(names(extract('We fine-tune Minerva and Llama-2-7B with FooPO and evaluate on MATH.').models)).toContain('Minerva');
  });
  it('"PASCAL VOC 2012", "LVIS minival": a known name set in capitals, and a split after a name, are read', () => {
    const e = extract('We propose FooSeg, a weakly supervised segmenter. FooSeg achieves 72.7% mIoU on the PASCAL VOC 2012 dataset and 40.1 AP on LVIS minival.');
    expect(e.benchmarks.map((b) => [b.name, b.aliases])).toEqual([['PASCAL VOC 2012', []], ['LVIS', ['LVIS minival']]]);
  });
  it('"108 FPS on T4 GPU", "21 times in FPS": a device and a frame rate are no benchmarks', () => {
    const e = extract('We propose FooDETR, a real-time detector. FooDETR achieves 53.1% AP on COCO and 108 FPS on T4 GPU. FooDETR outperforms DINO-R50 by 2.2% AP in accuracy and about 21 times in FPS.');
    expect(names(e.benchmarks)).toEqual(['COCO']);
  });
  it('"outperform models trained through DPO supplemented with extra GPT-4 preference data": the recipe loses, not the model its data came from', () => {
    const e = extract('We propose SPIN, a self-play fine-tuning method. SPIN can even outperform models trained through direct preference optimization (DPO) supplemented with extra GPT-4 preference data.');
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}`)).toEqual(['SPIN>DPO']);
    // "and samples" is a verb of the next clause, not data: "reduces MSE relative to iTransformer and samples ten times faster".
    const verb = extract('We propose TimeFoo, a forecaster. On the Electricity dataset, TimeFoo reduces MSE by 6.2% relative to iTransformer and samples ten times faster than TimeGrad.');
    expect(verb.comparisons.map((c) => c.baseline)).toContain('iTransformer');
  });
});

describe('2.20: who a score or a win credits, and where a list of measures ends (issue 10)', () => {
  it('"The Qwen1.5-72B model, fine-tuned on FooPlus, achieves 87.0%": in a paper with no method of its own, the data set a model was trained on owns the score, the model is its condition', () => {
    const e = extract('We create the FooMath-2 dataset of 14M question-solution pairs. Finetuning the Llama-3.1-8B-Base using FooMath-2 reaches 67.8% on MATH.');
    expect(e.results.map((r) => `${r.method} ${r.value} model=${r.model}`)).toEqual(['FooMath-2 67.8% model=Llama-3.1-8B-Base']);
    const appositive = extract('We present FooPlus, a synthetic dataset of 800K math problems. The Qwen1.5-72B model, fine-tuned on FooPlus, achieves 87.0% accuracy on GSM8K and 58.3% on MATH.');
    expect(appositive.results.map((r) => `${r.method}@${r.benchmark} model=${r.model}`)).toEqual(['FooPlus@GSM8K model=Qwen1.5-72B', 'FooPlus@MATH model=Qwen1.5-72B']);
    // A paper with a method credits the method.
    const own = extract('We present FooForge, a data engine. The resulting corpus, FooCalls-68K, contains 68K dialogues. Fine-tuning Qwen2.5-7B-Instruct on FooCalls-68K yields 63.9% on BFCL.');
    expect(own.results.map((r) => r.method)).toEqual(['FooForge']);
  });
  it('"by an absolute 15.9%", "by a relative 18.7%": a margin may say which kind it is', () => {
    const e = extract('We propose FooRL, a policy optimization method. FooRL outperforms GRPO on MATH by an absolute 15.9%, and on WebShop it raises the reward of GPT-4o-mini by a relative 18.7%.');
    expect(e.comparisons.map((c) => `${c.baseline}@${c.benchmark} ${c.delta}`)).toEqual(['GRPO@MATH 15.9%', 'GPT-4o-mini@WebShop 18.7%']);
  });
  it('"(51.9% → 67.8%)": an arrow between two values is a before-and-after pair', () => {
    const e = extract('We propose FooRL, a policy optimization method. FooRL outperforms GRPO on MATH by 15.9% (51.9% → 67.8%).');
    expect(e.results.map((r) => `${r.method} ${r.value}`)).toEqual(['GRPO 51.9%', 'FooRL 67.8%']);
    // Without percentages an arrow more often changes a resolution or a bit width than a score.
    expect(extract('We propose FooSR, a super-resolution model. FooSR upsamples 256 → 1024 on DIV2K and beats SwinIR.').results).toEqual([]);
  });
  it('"73.9 without Test-Time Augmentation (TTA)": a technique toggled off is no part of the method', () => {
    const e = extract('We present a novel transformer-based detector, termed Spatial Expansion Group Transformer (SEGT). SEGT was evaluated on the nuScenes test set, achieving an NDS of 73.9 without Test-Time Augmentation (TTA) and 74.5 with TTA.');
    expect(names(e.methods)).toEqual(['SEGT']);
  });
  it('"faster SegEvery than the original SAM is termed MobileSAMv2", "faster than SAM is BarSeg": a copula ends the compared object', () => {
    const e = extract('We propose FooSeg, a promptable segmenter. The segmenter that runs faster than SAM is BarSeg.');
    expect(names(e.baselines)).toEqual(['SAM']);
  });
  it('"in terms of accuracy and/or speed on image classification": the measures end where the setting begins', () => {
    const e = extract('We propose FooNet, a mobile backbone. FooNet outperforms MobileViT in terms of accuracy and/or speed on image classification and object detection.');
    expect(e.comparisons.map((c) => c.metric)).toEqual(['accuracy and/or speed']);
    const clause = extract('We propose FooCL, a continual learner. On ImageNet-R, FooCL outperforms L2P in terms of final average accuracy and forgetting, and performs on par with CODA-Prompt.');
    // Since 2.21 a list of measure words after "in terms of" is one claim per measure (the guide's "different metrics are two records").
    expect(clause.comparisons.map((c) => c.metric)).toEqual(['final average accuracy', 'forgetting']);
  });
});

describe('2.20: introductions a description or the lexicon hid (issue 10)', () => {
  it('"Its core component is the Difficulty-ADAptive GRPO (AdaGRPO) algorithm": the part a sentence names as the core of the method is one, "the" and all', () => {
    const e = extract('We present FooViT, a lightweight vision transformer. The core of FooViT is the Efficient Single Head Attention (ESHA) mechanism, which processes a fraction of the channels.');
    expect(names(e.methods)).toEqual(['FooViT', 'ESHA']);
    // An existing thing the paper uses stays out: "we utilize the Probability Annealing Selection (PAS) method".
    expect(names(extract('We present FooViT, a vision transformer. We utilize the Probability Annealing Selection (PAS) method to pick tokens.').methods)).toEqual(['FooViT']);
  });
  it('"an online agentic reinforcement learning framework MobileRL": the lower-case long form of a class acronym is part of the description', () => {
    const e = extract('Developing mobile agents with reinforcement learning (RL) is hard. We present an online agentic reinforcement learning framework FooRL to enhance GUI agents.');
    expect(names(e.methods)).toEqual(['FooRL']);
  });
  it('"We introduce ORPO, an alignment algorithm", "We call this approach KTO": a name the lexicon knows is the paper\'s own when the paper introduces it so', () => {
    expect(names(extract('We introduce ORPO, a reference model-free preference optimization algorithm. ORPO achieves 12.20% on AlpacaEval.').methods)).toEqual(['ORPO']);
    expect(names(extract('We propose a loss that directly maximizes the utility of generations. We call this approach KTO, and it matches DPO on MMLU.').methods)).toContain('KTO');
    // A known name the paper compares with is not its own: "we introduce GRPO, a baseline, and FooRL outperforms GRPO".
    expect(names(extract('We study GRPO, a policy optimization algorithm, and propose FooRL. FooRL outperforms GRPO on MATH.').methods)).toEqual(['FooRL']);
  });
});

describe('2.20: margins that name their measure after the change (issue 10)', () => {
  it('"a 41x reduction in storage and 9x faster rasterization speed": each margin is a claim on its own measure, a reduction lower-is-better', () => {
    const e = extract('We present FooGS, a dynamic splatting method. Compared to vanilla 4DGS, our method achieves a 41x reduction in storage and 9x faster rasterization speed.');
    expect(e.comparisons.map((c) => `${c.metric} ${c.delta} lower=${c.lowerIsBetter}`)).toEqual(['storage 41x lower=true', 'rasterization speed 9x lower=false']);
  });
  it('"achieves a 41% reduction in peak GPU memory compared to 4DGS": the margin stands before its measure and the cue', () => {
    const e = extract('We present FooGS, a dynamic splatting method. FooGS achieves a 41% reduction in peak GPU memory compared to 4DGS.');
    expect(e.comparisons.map((c) => `${c.metric} ${c.delta} lower=${c.lowerIsBetter}`)).toEqual(['memory 41% lower=true']);
  });
});

describe('2.20: a capitalized description before its name (issue 10)', () => {
  it('"we proposed an Object-Centric query-BEV detector OCBEV": a capitalized description, its head noun, then the name', () => {
    const e = extract('In this paper, we proposed an Object-Centric query-BEV detector FooBEV, which carves temporal cues. Our approach surpasses BEVFormer by 1.5 NDS points on nuScenes.');
    expect(names(e.methods)).toEqual(['FooBEV']);
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}`)).toEqual(['FooBEV>BEVFormer']);
  });
});

describe('2.20: the paper\'s own noun and its name in parentheses (issue 10)', () => {
  it('"our latent diffusion model (LDM)-based approach (Tango) outperforms AudioLDM": the name after "our … approach" is the method, the modifier acronym is not', () => {
    const e = extract('We adopt an instruction-tuned LLM as the text encoder. Consequently, our latent diffusion model (LDM)-based approach (Fandango) outperforms the state-of-the-art AudioLDM on the AudioCaps test set.');
    expect(names(e.methods)).toEqual(['Fandango']);
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark}`)).toEqual(['Fandango>AudioLDM@AudioCaps']);
  });
});

describe('2.20: scores of a model the paper treated, and shares of a resource (issue 10)', () => {
  it('"Our 4-bit quantized LLaMa2-70B model loses at most 0.47 perplexity": a model the paper quantized scores for the paper\'s method, the model its condition', () => {
    const e = extract('We introduce FooRot, a rotation-based quantization scheme. Our 4-bit quantized LLaMa2-70B model loses at most 0.47 perplexity on WikiText-2.');
    expect(e.results.map((r) => `${r.method} ${r.value} model=${r.model}`)).toEqual(['FooRot 0.47 perplexity model=LLaMa2-70B']);
  });
  it('"with 10% of the pre-training data", "keeps 5% of the key-value pairs": a share of a hyphenated resource is no score', () => {
    expect(extract('We propose FooLM, a language model. On MMLU, FooLM matches BarLM with 10% of the pre-training data.').results).toEqual([]);
    expect(extract('We propose FooKV, a cache method. On LongBench, FooKV keeps 5% of the key-value pairs.').results).toEqual([]);
  });
});

describe('2.20: makers in parentheses (issue 10)', () => {
  it('"outperforming larger models including TabPFN-TS (Prior Labs), Chronos Bolt (Amazon) and Moirai (Salesforce)": a maker in parentheses is no loser and spells out nothing', () => {
    const e = extract('We introduce FooRex, a recurrent forecaster. FooRex sets a new state of the art on GiftEval, outperforming significantly larger models including TabPFN-TS (Prior Labs), Chronos Bolt (Amazon), TimesFM (Google), and Moirai (Salesforce).');
    expect(names(e.baselines)).toEqual(['TabPFN-TS', 'Chronos Bolt', 'TimesFM', 'Moirai']);
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['TabPFN-TS', 'Chronos Bolt', 'TimesFM', 'Moirai']);
  });
});

describe('2.21: measures listed after "in terms of" (issue 10)', () => {
  const of = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.metric}`);
  it('"outperforms MLPs in terms of accuracy and interpretability": one claim per measure, as the guide counts them', () =>
    expect(of(extract('We propose FooNet, a network with learnable activations. FooNet outperforms BarNet in terms of accuracy and interpretability.'))).toEqual([
      'FooNet>BarNet accuracy',
      'FooNet>BarNet interpretability',
    ]));
  it('"in terms of naturalness and speaker similarity in zero-shot scenarios": the list ends where the setting begins', () =>
    expect(of(extract('We introduce FooTTS. FooTTS outperforms BarTTS in terms of naturalness and speaker similarity in zero-shot scenarios.'))).toEqual([
      'FooTTS>BarTTS naturalness',
      'FooTTS>BarTTS speaker similarity',
    ]));
  it('"by 35% in terms of compliance and cooperative outcomes": one margin for the list is one claim', () =>
    expect(of(extract('We propose FooPO. FooPO outperforms GRPO by 35% in terms of output compliance and cooperative outcomes.'))).toEqual([
      'FooPO>GRPO output compliance and cooperative outcomes',
    ]));
  it('"in terms of the data and the model": no measure words, no split', () =>
    expect(of(extract('We propose FooPO. FooPO outperforms GRPO in terms of the data and the model.'))).toHaveLength(1));
});

describe('2.21: a metric with "-score" after it (issue 10)', () => {
  it('"a 6.80% biased word F1-score increase compared with the base Conformer": F1-score is a measure, never the winner', () => {
    const e = extract('We propose FooNet to improve biased word recognition. Experiments indicate that our proposed method brings a 15.34% character error rate reduction and a 6.80% biased word F1-score increase compared with the base Conformer.');
    expect([...new Set(e.comparisons.map((c) => `${c.method}>${c.baseline}`))]).toEqual(['FooNet>Conformer']);
    expect(names(e.methods)).toEqual(['FooNet']);
  });
});

describe('2.21: a fronted "Without …," or "By …," clause is no subject (issue 10)', () => {
  it.each([
    ['We introduce FooSAM, an extension of SAM. Without retraining the SAM backbone, our approach achieves gains on LoveDA, outperforming zero-shot SAM.', ['FooSAM > SAM on LoveDA']],
    ['We introduce FooSAM, an extension of SAM. By freezing the SAM encoder, our approach achieves gains on LoveDA, outperforming zero-shot SAM.', ['FooSAM > SAM on LoveDA']],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));
  it('"Unlike GPT-4, FooLM outperforms Llama-2": a fronted clause is no setting, so GPT-4 is not the claim\'s model', () =>
    expect(extract('We propose FooLM. Unlike GPT-4, FooLM outperforms Llama-2 on MMLU.').comparisons.map((c) => `${c.method}>${c.baseline} model=${c.model}`)).toEqual(['FooLM>Llama-2 model=null']));
});

describe('2.21: a method that extends or builds on a model (issue 10)', () => {
  const of = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} model=${c.model} base=${c.baseModel}`);
  it('"FooSAM, an extension of SAM … outperforming zero-shot SAM": a win over the model it extends is a gain over its base model', () =>
    expect(of(extract('We introduce FooSAM, a terrain-aware extension of SAM for remote sensing. Without retraining the SAM backbone, FooSAM outperforms zero-shot SAM on LoveDA.')))
      .toEqual(['FooSAM>SAM model=SAM base=true']));
  it('"We build on a ViT-B/16 pre-trained on ImageNet-21K": the model a paper builds on is the condition of its claims', () =>
    expect(of(extract('We propose FooCL, a continual learner. We build on a ViT-B/16 pre-trained on ImageNet-21K. On ImageNet-R, FooCL outperforms L2P.')))
      .toEqual(['FooCL>L2P model=ViT-B/16 base=false']));
});

describe('2.21: objects that run on past a hyphenated preposition or a second class with examples (issue 10)', () => {
  it.each([
    ['We propose FooVLA. FooVLA outperforms expressive from-scratch imitation learning methods such as Diffusion Policy.', ['FooVLA > Diffusion Policy on -']],
    ['We propose FooAgent. FooAgent outperforms in-context learning baselines such as ReAct.', ['FooAgent > ReAct on -']],
    ['We propose FooLM. FooLM achieves 87.0% on GSM8K, surpassing competitors in the 7B to 70B range and best commercial models like GPT-4.', ['FooLM > GPT-4 on GSM8K']],
    ['We propose FooLM. FooLM outperforms baselines in the 7B range and commercial models such as GPT-4 and Claude 3 on MATH.', ['FooLM > GPT-4 on MATH', 'FooLM > Claude 3 on MATH']],
  ])('%s', (text, expected) => expect(claims(extract(text))).toEqual(expected));
  it('"outperforms ReAct in the 7B range and beats Reflexion": no class with examples, no second object read so', () =>
    expect(claims(extract('We propose FooAgent. FooAgent outperforms ReAct in the 7B range and models of its size on WebShop.')).map((c) => c.split(' on ')[0])).toEqual(['FooAgent > ReAct']));
});

describe('2.21: a one-word name and the suite word after it (issue 10)', () => {
  it('"(MT Bench, Vicuna Bench, Flask Eval)": each is one benchmark, not a name and a stray word, and Vicuna Bench is no model', () => {
    const e = extract('We propose FooJudge. FooJudge correlates with GPT-4 across three benchmarks (MT Bench, Vicuna Bench, Flask Eval).');
    expect(names(e.benchmarks)).toEqual(['MT Bench', 'Vicuna Bench', 'Flask Eval']);
    expect(names(e.models)).toEqual(['GPT-4']);
  });
  it('"The HackerRank-ASTRA Benchmark introduces …": "Benchmark" stays a head noun, outside the name', () =>
    expect(names(extract('The FooRank-ASTRA Benchmark introduces project-based coding problems that mirror real-world scenarios.').benchmarks)).toEqual(['FooRank-ASTRA']));
});

describe('2.22: models coordinated in a claim\'s setting (issue 10)', () => {
  const of = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} model=${c.model}`);
  it('"… by up to 3× on OPT-6.7B and OPT-30B": two models named without a binding leave the claim\'s model null', () =>
    expect(of(extract('We propose FooKV, a cache eviction policy. FooKV improves the throughput over FlexGen by up to 3× on OPT-6.7B and OPT-30B.'))).toEqual(['FooKV>FlexGen model=null']));
  it('"… by 3× on OPT-6.7B": one model is still the claim\'s model', () =>
    expect(of(extract('We propose FooKV, a cache eviction policy. FooKV improves the throughput over FlexGen by up to 3× on OPT-6.7B.'))).toEqual(['FooKV>FlexGen model=OPT-6.7B']));
  it('"with Qwen2.5-7B, Llama-3-8B and Mistral-7B": a list of three is several models too', () =>
    expect(of(extract('We propose FooPO. With Qwen2.5-7B, Llama-3-8B and Mistral-7B, FooPO outperforms GRPO on MATH.'))).toEqual(['FooPO>GRPO model=null']));
});

describe('2.22: a value listed after a score and its benchmark (issue 10)', () => {
  it('"a final score of 0.78 on GenEval and 85.19 on DPG-Bench": the second value is the same name\'s score on the second benchmark', () =>
    expect(scores(extract('We present FooGen, a unified multimodal model. FooGen achieves strong performance on a range of generation benchmarks, with a final score of 0.78 on GenEval and 85.19 on DPG-Bench.')))
      .toEqual(['FooGen on GenEval = 0.78', 'FooGen on DPG-Bench = 85.19']));
  it('"by 0.5 on GenEval and 1.2 on DPG-Bench": margins listed so stay margins', () =>
    expect(scores(extract('We present FooGen, a unified multimodal model. FooGen outperforms BarGen by 0.5 on GenEval and 1.2 on DPG-Bench.')))
      .toEqual([]));
});

describe('2.22: an introduced name of several words at a sentence\'s start (issue 10)', () => {
  it('"Sparse DINO achieves a 52.5 AP on COCO": the whole introduced name owns the score, not its coined part', () => {
    const e = extract('We propose Sparse DINO, an open-set detector. Sparse DINO achieves a 52.5 AP on the COCO benchmark.');
    expect(scores(e)).toEqual(['Sparse DINO on COCO = 52.5 AP']);
    expect(names(e.methods)).toEqual(['Sparse DINO']);
  });
});

describe('2.22: an acronym inside the description of a name just introduced (issue 10)', () => {
  it('"FooBench, a novel visual question answering (VQA) benchmark": FooBench is the benchmark introduced, VQA only its kind', () => {
    const e = extract('We propose FOOBENCH, a novel visual question answering (VQA) benchmark that employs contextual reasoning prompts as hallucination attacks.');
    expect(names(e.introducedBenchmarks)).toEqual(['FOOBENCH']);
    expect(names(e.methods)).toEqual([]);
  });
  it('"a new domain-adaptive pre-training (DAP) framework" with no name before it: the acronym still names the paper\'s own thing', () =>
    expect(names(extract('We propose a new domain-adaptive pre-training (DAP) framework.').methods)).toEqual(['DAP']));
});

describe('2.22: a long description after an introduced name (issue 10)', () => {
  it('"FooData-400, a manually audited, general domain 3T token monolingual dataset": the head noun nine words on still says what it is', () => {
    const e = extract('We introduce FooData-400, a manually audited, general domain 3T token monolingual dataset based on CommonCrawl, spanning 419 languages.');
    expect(names(e.introducedBenchmarks)).toEqual(['FooData-400']);
    expect(names(e.methods)).toEqual([]);
  });
});

describe('2.23: measures listed for a claim (issue 10)', () => {
  const of = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.metric}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('"in terms of OCR accuracy, CLIP score, and FID": a serial comma goes on with the list', () =>
    expect(of(extract('We propose FooControl. FooControl outperforms BarNet in terms of OCR accuracy, CLIP score, and FID, highlighting the efficacy of our method.'))).toEqual([
      'FooControl>BarNet OCR accuracy',
      'FooControl>BarNet CLIP score',
      'FooControl>BarNet FID (lower)',
    ]));
  it('"in both perplexity and memory consumption": measures after "both" are one claim each', () =>
    expect(of(extract('We propose FooOpt. FooOpt outperforms BarOpt in both perplexity and memory consumption.'))).toEqual(['FooOpt>BarOpt perplexity (lower)', 'FooOpt>BarOpt memory consumption (lower)']));
  it('"in both training and inference": words with no direction after "both" are no measures', () =>
    expect(of(extract('We propose FooOpt. FooOpt outperforms BarOpt in both training and inference.'))).toEqual(['FooOpt>BarOpt null']));
  it('"achieving higher speaker similarity and lower word error rates": each measure after its own comparative', () =>
    expect(of(extract('We propose FooVC. Experiments demonstrate that FooVC outperforms BarVoice, achieving higher speaker similarity and lower word error rates in zero-shot voice conversion tasks.'))).toEqual([
      'FooVC>BarVoice speaker similarity',
      'FooVC>BarVoice word error rates (lower)',
    ]));
});

describe('2.23: an introduced name of several words read whole by a rule (issue 10)', () => {
  it('"Our Multi-encoder nnU-Net surpasses SegResNet": the whole name is the winner, not the known name inside it', () => {
    const e = extract('We propose a novel self-supervised Multi-encoder nnU-Net architecture that processes MRI modalities separately. Our Multi-encoder nnU-Net surpasses SegResNet and Swin UNETR.');
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}`)).toEqual(['Multi-encoder nnU-Net>SegResNet', 'Multi-encoder nnU-Net>Swin UNETR']);
    expect(names(e.methods)).toEqual(['Multi-encoder nnU-Net']);
  });
});

describe('2.23: benchmarks the paper makes, named in more ways (issue 10)', () => {
  it('"a new benchmark FooEval, and design a detection method": ", and" after the name opens the next clause, not its description', () => {
    const e = extract('Specially, we construct a new hallucination benchmark FooEval, and design a simple yet effective detection method.');
    expect(names(e.introducedBenchmarks)).toEqual(['FooEval']);
    expect(names(e.methods)).toEqual([]);
  });
  it('"FooQR, a newly introduced benchmark proposed in this work": a benchmark evaluated on that the paper calls newly made is its own', () =>
    expect(names(extract('We validate FooJudge on FooQR, a newly introduced benchmark proposed in this work, consisting of 400 annotated pairs.').introducedBenchmarks)).toEqual(['FooQR']));
  it('"FooQR, a benchmark for jailbreak judges": a benchmark evaluated on and not called new is not the paper\'s', () =>
    expect(names(extract('We validate FooJudge on FooQR, a benchmark for jailbreak judges.').introducedBenchmarks)).toEqual([]));
  it('"resulting in three new benchmarks: A, B, and C": what the paper\'s recipe results in is introduced', () =>
    expect(names(extract('We propose a recipe for harder versions of existing tests, resulting in three new benchmarks: FooEval, BarEval, and BazEval.').introducedBenchmarks)).toEqual(['FooEval', 'BarEval', 'BazEval']));
  it('"prior work resulted in new benchmarks: FooEval": not without the paper as the subject', () =>
    expect(names(extract('Prior efforts resulted in two new benchmarks: FooEval and BarEval.').introducedBenchmarks)).toEqual([]));
});

describe('2.23: a win held at a smaller cost, after scores written in the object (issue 10)', () => {
  const of = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.metric} ${c.delta}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('"… (5.9% vs 1.9% word error rates) … while being up to 20 times faster": decimals and a "vs" in parentheses end no clause', () =>
    expect(of(extract('We propose FooBox. In particular, FooBox outperforms VALL-E on intelligibility (5.9% vs 1.9% word error rates) and audio similarity (0.580 vs 0.681) while being up to 20 times faster.'))).toEqual([
      'FooBox>VALL-E null null',
      'FooBox>VALL-E speed up to 20 times',
    ]));
  it('"improves the Dice score by 4.7 points … while using 30% fewer parameters": the cost takes its own margin, not the win\'s', () =>
    expect(of(extract('We propose FooSeg. Compared with the strongest baseline, BarNet, FooSeg improves the Dice score by 4.7 points on DRIVE while using 30% fewer parameters.'))).toEqual([
      'FooSeg>BarNet Dice score 4.7 points',
      'FooSeg>BarNet parameters 30% (lower)',
    ]));
});

describe('2.23: one comparative before a list of measures (issue 10)', () => {
  const of = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.metric}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('"achieves a better word error rate, speaker similarity, and mean opinion score … compared with VALL-E": one claim per measure', () =>
    expect(of(extract('We propose FooLM. The proposed FooLM achieves a better word error rate, speaker similarity, and mean opinion score, compared with VALL-E.'))).toEqual([
      'FooLM>VALL-E word error rate (lower)',
      'FooLM>VALL-E speaker similarity',
      'FooLM>VALL-E mean opinion score',
    ]));
  it('"achieves a higher accuracy and F1 than BarLM": named metrics with digits', () =>
    expect(of(extract('We propose FooLM. FooLM achieves a higher accuracy and F1 than BarLM on SQuAD.'))).toEqual(['FooLM>BarLM accuracy', 'FooLM>BarLM F1']));
  it('"achieves better performance and efficiency than BarLM": words that name no measure stay one claim', () =>
    expect(of(extract('We propose FooLM. FooLM achieves better performance and efficiency than BarLM.'))).toEqual(['FooLM>BarLM null']));
});

describe('2.23: model names (issue 10)', () => {
  it('"text-to-image (T2I) models", "a speech-to-text (STT) model": an acronym of lowercase words names a class of models, not one', () => {
    expect(names(extract('The most advanced text-to-image (T2I) models require significant training costs. We propose FooGen, whose T2I model trains in 10% of the time.').models)).toEqual([]);
    expect(names(extract('We propose FooSpeech. It leads to a new state-of-the-art speech-to-text (STT) model for Swiss German, and our STT model beats Whisper.').models)).not.toContain('STT');
  });
  it('"a CLIP score of 32.1": a model\'s name that opens a measure\'s name is part of the measure, not a model', () => {
    const e = extract('We propose FooGen. Distilling SD3-Medium yields a one-step model with a CLIP score of 32.1 on COCO-30K, and FooGen reaches a CLIP score of 0.331.');
    expect(names(e.models)).not.toContain('CLIP');
    expect(names(extract('We propose FooGen, which uses CLIP as the text encoder.').models)).toEqual(['CLIP']);
  });
  it('"Llama 2-7B", "Qwen 2.5-7B": a family\'s name, a space, then its version and size is one model', () =>
    expect(names(extract('We propose FooOpt. FooOpt achieves 49.6% higher throughput than AdamW when pre-training Llama 2-7B and Qwen 2.5-7B.').models)).toEqual(['Llama 2-7B', 'Qwen 2.5-7B']));
});

describe('2.23: what a loser is run with or described by is no loser (issue 10)', () => {
  const pairs = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline}`);
  it('"1.8x faster than DiT with CUDA-optimized FlashAttention-2": the part a compared system runs with is not compared', () =>
    expect(pairs(extract('We propose FooDiG. With the same model size, FooDiG is 1.8x faster than DiT with CUDA-optimized FlashAttention-2 under the 2048 resolution.'))).toEqual(['FooDiG>DiT']));
  it('"outperforms Llama2-13B with RAG": nor is a technique it is run with', () =>
    expect(pairs(extract('We propose FooMed. FooMed outperforms Meditron-70B and Llama2-13B with RAG on a medical question-answering dataset.'))).toEqual(['FooMed>Meditron-70B', 'FooMed>Llama2-13B']));
  it('"surpasses diffusion policies (DP-T) that use AdaLN blocks": a name in a relative clause describes the loser', () =>
    expect(pairs(extract('We propose FooDiT. In simulation, FooDiT surpasses Transformer-based diffusion policies (DP-T) that use AdaLN blocks by 6%.'))).toEqual(['FooDiT>DP-T']));
  it('"outperforms GRPO, PPO with KL and DPO": a list goes on after a "with" phrase', () =>
    expect(pairs(extract('We propose FooRL. FooRL outperforms GRPO, PPO with KL and DPO.'))).toEqual(['FooRL>GRPO', 'FooRL>PPO', 'FooRL>DPO']));
});

describe('2.23: an evaluation setting fronted by a participle, a list value after "a", one instance of a class (issue 10)', () => {
  const claims = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark ?? '-'}${c.model ? `|${c.model}` : ''}`);
  it('"Evaluated on A with M as the underlying LLM, X …": a fronted evaluation setting names the backbone "the same backbone" resumes', () =>
    expect(claims(extract('We introduce FooMem, a memory architecture. Evaluated on LoCoMo with GPT-4o-mini as the underlying LLM, FooMem reaches a judge score of 68.9. On LongMemEval, FooMem with the same backbone improves accuracy over MemGPT by 17.5 points.'))).toEqual(['FooMem>MemGPT@LongMemEval|GPT-4o-mini']));
  it('"Evaluated on A and B, X achieves … on A, outperforming Y, and a 97% win rate on B": the first win keeps its own benchmark', () =>
    expect(claims(extract('We propose FooChem. Evaluated on 58 benchmark datasets from Polaris and MoleculeACE, FooChem achieves a win rate of 79% on Polaris tasks, outperforming baselines like Chemprop (36%), and a 97% win rate on MoleculeACE assays.'))).toEqual(['FooChem>Chemprop@Polaris']));
  it('"the strong fine-tuned method, i.e., GLaMM": the one instance of a method class is a loser, not a benchmark', () => {
    const e = extract('We propose FooSeg. FooSeg achieves an average cIoU of 81.2% on the RefCOCO benchmark, outperforming the strong fine-tuned method, i.e., GLaMM, by up to 5.6%.');
    expect(claims(e)).toEqual(['FooSeg>GLaMM@RefCOCO']);
    expect(names(e.benchmarks)).toEqual(['RefCOCO']);
  });
  it('"three benchmarks, i.e., A, B and C" stays a list of benchmarks', () =>
    expect(names(extract('We propose FooRAG. We evaluate FooRAG on three benchmarks, i.e., HotpotQA, MuSiQue and 2WikiMultiHopQA, where it outperforms IRCoT.').benchmarks)).toEqual(['HotpotQA', 'MuSiQue', '2WikiMultiHopQA']));
});

describe('2.23: "We conducted experiments on MODEL, …, outperforming X": the paper wins, not the model it ran on (issue 10)', () => {
  const pairs = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline}`);
  it('a model named after "we" and its verb is where the experiments ran', () =>
    expect([...new Set(pairs(extract('We propose FooPO. We conducted experiments on the open-source models Qwen2 and Llama3, achieving improvements of 1.7% and 0.9% on the GSM8K dataset, outperforming DPO and other DPO variant methods.')))]).toEqual(['FooPO>DPO']));
  it('"we find that GPT-4 outperforms Claude 2": a reported clause keeps its own subject', () =>
    expect(pairs(extract('We propose FooBench, a benchmark for long-context recall. We find that GPT-4 outperforms Claude 2 on FooBench.'))).toEqual(['GPT-4>Claude 2']));
});

describe('2.23: a plain capitalized name where the paper names what it makes; "increases MODEL performance" (issue 10)', () => {
  const claims = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline}${c.baseModel ? ' (base)' : ''}`);
  it('"we train Lynx, a tool-augmented LLM initialized from Alpaca": Lynx is the method, and its gain over Alpaca a base-model one', () => {
    const e = extract('Using this dataset, we train Lynx, a tool-augmented LLM initialized from Alpaca. Moreover, Lynx surpasses Alpaca by more than 26 pts.');
    expect(names(e.methods)).toEqual(['Lynx']);
    expect(claims(e)).toEqual(['Lynx>Alpaca (base)']);
  });
  it('"We present Voicebox, the most versatile …": so is a name the paper presents', () =>
    expect(claims(extract('We present Voicebox, the most versatile text-guided generative model for speech at scale. Voicebox outperforms VALL-E on zero-shot TTS.'))).toEqual(['Voicebox>VALL-E']));
  it('"we train a classifier on Wikipedia, a large corpus": a capitalized word there that is no new name stays out', () =>
    expect(names(extract('We train a classifier on Wikipedia, a large corpus of articles, and study its errors.').methods)).toEqual([]));
  it('"significantly increases GPT-4o performance": the model the method raises is its base model', () =>
    expect(claims(extract('We propose FooNest. Empirical results show that FooNest with an importance sampling policy significantly increases GPT-4o performance on Olympiad-level problems.'))).toEqual(['FooNest>GPT-4o (base)']));
});

describe('2.23: a plural set noun right before names opens a list of settings (issue 10)', () => {
  it('"on the HuggingFace benchmarks GiftEval and Chronos-ZS": both are benchmarks, and the win holds on both', () => {
    const e = extract('We propose FooRex. FooRex sets a new state of the art in zero-shot forecasting on the HuggingFace benchmarks GiftEval and Chronos-ZS, outperforming TabPFN-TS.');
    expect(names(e.benchmarks)).toEqual(['GiftEval', 'Chronos-ZS']);
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark}`)).toEqual(['FooRex>TabPFN-TS@GiftEval', 'FooRex>TabPFN-TS@Chronos-ZS']);
  });
  it('"the datasets MoleculeNet-X and Tox-Y": so does "datasets"', () =>
    expect(names(extract('We propose FooMol and evaluate it on the datasets MoleculeNet-X and Tox-Y, where it outperforms Chemprop.').benchmarks)).toEqual(['MoleculeNet-X', 'Tox-Y']));
});

describe('2.23: a pair of scores in parentheses with its measure around it (issue 10)', () => {
  const results = (e: Extraction) => e.results.map((r) => `${r.method}@${r.benchmark}=${r.value}`);
  it('"surpasses ChatGPT on HumanEval+ (66.5 vs. 65.9 in pass@1)": one score each', () =>
    expect(results(extract('We propose FooCoder. Notably, FooCoder-7B even surpasses the prominent ChatGPT on HumanEval+ (66.5 vs. 65.9 in pass@1).'))).toEqual(['FooCoder-7B@HumanEval+=66.5', 'ChatGPT@HumanEval+=65.9']));
  it('"outperforming SOTA models on the external OpenI dataset (AUC: 0.923 vs. 0.836)": with no named loser, the first is the winner\'s own', () =>
    expect(results(extract('We propose FooAlign. FooAlign also demonstrates strong generalization, outperforming SOTA foundation and specialized models on the external OpenI dataset (AUC: 0.923 vs. 0.836).'))).toEqual(['FooAlign@OpenI=0.923']));
  it('"(2 vs. 3 in 10 runs)" names no measure, so no score', () =>
    expect(results(extract('We propose FooAlign. FooAlign outperforms BarNet on OpenI (2 vs. 3 of the 10 runs failed).'))).toEqual([]));
});

describe('2.23: a measure the paper makes is its method; an evaluation framework stays data (issue 10)', () => {
  it('"we present FOOSCORE, an open-source, explainable evaluation metric": a method', () => {
    const e = extract('To address this limitation, we present FOOSCORE, an open-source, explainable evaluation metric for text generation.');
    expect(names(e.methods)).toEqual(['FOOSCORE']);
    expect(names(e.benchmarks)).toEqual([]);
  });
  it('"we introduce Scylla, a dynamic evaluation framework": a benchmark, as train\'s gold reads it', () => {
    const e = extract('To address this challenge, we introduce Scylla, a dynamic evaluation framework that quantitatively measures the generalization abilities of LLMs.');
    expect(names(e.benchmarks)).toEqual(['Scylla']);
    expect(names(e.methods)).toEqual([]);
  });
});

describe('2.23: a benchmark at a resolution is named with it (issue 10)', () => {
  it('"an FID of 2.62 on ImageNet 64x64": the benchmark is ImageNet 64x64, and so is the score\'s', () => {
    const e = extract('We propose FooDiT. FooDiT reaches an FID of 2.62 on ImageNet 64x64, outperforming DiT.');
    expect(names(e.benchmarks)).toEqual(['ImageNet 64x64']);
    expect(e.results.map((r) => `${r.method}@${r.benchmark}=${r.value}`)).toEqual(['FooDiT@ImageNet 64x64=2.62']);
  });
  it('"On ImageNet 512x512, …": a win there is on it', () =>
    expect(extract('We propose FooDiT. On ImageNet 512x512, FooDiT outperforms DiT by 0.4 FID.').comparisons.map((c) => c.benchmark)).toEqual(['ImageNet 512x512']));
});

describe('2.23: a named method whose score the paper raises from one value to another (issue 10)', () => {
  it('"improves the AUROC of DeepSets from 0.81 to 0.89": a win over DeepSets, with its change', () =>
    expect(extract('We propose FooSet. FooSet improves the AUROC of DeepSets from 0.81 to 0.89.').comparisons.map((c) => `${c.method}>${c.baseline} ${c.delta}`)).toEqual(['FooSet>DeepSets from 0.81 to 0.89']));
});

describe('2.23: a measure held equal is the claim\'s condition, not its measure (issue 10)', () => {
  const claims = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.metric ?? '-'} ${c.lowerIsBetter ? 'lower' : 'higher'}`);
  it('"outperforms YOLOv8-L by 2.3 AP on COCO at the same latency": one claim, on AP', () =>
    expect(claims(extract('We propose FooDet. FooDet-L outperforms YOLOv8-L by 2.3 AP on COCO at the same latency.'))).toEqual(['FooDet-L>YOLOv8-L AP higher']));
  it('"outperforms H2O and PyramidKV under the same memory budget": higher is better, and no measure', () =>
    expect(claims(extract('We propose FooKV. Experiments on LongBench show that FooKV consistently outperforms H2O and PyramidKV under the same memory budget.'))).toEqual(['FooKV>H2O - higher', 'FooKV>PyramidKV - higher']));
});

describe('2.23: the owner of a compared score is no setting model (issue 10)', () => {
  it('"compared with 52% for OpenVLA and 61% for pi0": neither claim was obtained with the other loser', () =>
    expect(extract('We propose FooVLA. In real-world experiments on a Franka arm, FooVLA achieves a 78% success rate, compared with 52% for OpenVLA and 61% for pi0.').comparisons.map((c) => `${c.baseline}|${c.model}`)).toEqual(['OpenVLA|null', 'pi0|null']));
  it('"With Qwen2.5-7B as the base model, … compared with 42.1 for Skywork-PRM-7B": the named backbone still is', () =>
    expect(extract('We propose FooPRM. With Qwen2.5-Math-7B-Instruct as the base model, FooPRM-7B attains an average F1 of 68.2 on ProcessBench, compared with 42.1 for Skywork-PRM-7B.').comparisons.map((c) => `${c.baseline}|${c.model}`)).toEqual(['Skywork-PRM-7B|Qwen2.5-Math-7B-Instruct']));
});

describe('2.23: "improves M1 by a and M2 by b over Y": one claim per measure, each with its margin (issue 10)', () => {
  it('"improves MRR by 3.4 points and Hits@10 by 2.9 points over RotatE"', () =>
    expect(extract('We propose FooKG. On FB15k-237, FooKG improves MRR by 3.4 points and Hits@10 by 2.9 points over RotatE.').comparisons.map((c) => `${c.metric} ${c.delta}`)).toEqual(['MRR 3.4 points', 'Hits@10 2.9 points']));
});

describe('2.23: "CLIP-T score" is one measure (issue 10)', () => {
  it('"improves CLIP-T score from 0.284 to 0.301 … compared to InstructPix2Pix": one claim, not one per word', () =>
    expect(extract('We propose FooEdit. FooEdit improves CLIP-T score from 0.284 to 0.301 on EditBench compared to InstructPix2Pix.').comparisons.map((c) => c.metric)).toEqual(['CLIP-T']));
});

describe('2.23: "Applied to M, X improves over Y": the gain is over Y, with M its backbone (issue 10)', () => {
  it('no base-model claim when the verb names its own comparator', () =>
    expect(extract('We propose FooRL. Applied to Qwen2.5-7B, FooRL improves over GRPO by 4.2 points on MATH500.').comparisons.map((c) => `${c.baseline}|${c.model}|${c.baseModel}`)).toEqual(['GRPO|Qwen2.5-7B|false']));
  it('"Applied to M, X improves accuracy by 5.2%" still improves M', () =>
    expect(extract('We propose FooRL. Applied to Qwen2.5-7B, FooRL improves accuracy by 5.2% on MATH500.').comparisons.map((c) => `${c.baseline}|${c.baseModel}`)).toEqual(['Qwen2.5-7B|true']));
});

describe('2.24: a fronted comparison with a list of losers (issue 10)', () => {
  const claims = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline}`);
  it('"Compared with PatchTST, DLinear, and TimesNet, FlowMix …": a win over each', () =>
    expect(claims(extract('We introduce FlowMix. Compared with PatchTST, DLinear, and TimesNet, FlowMix reduces MSE by 7.2% on ETTh1.'))).toEqual(['FlowMix>PatchTST', 'FlowMix>DLinear', 'FlowMix>TimesNet']));
  it('"Compared with PatchTST, DLinear and TimesNet, …": the same without the last comma', () =>
    expect(claims(extract('We introduce FlowMix. Compared with PatchTST, DLinear and TimesNet, FlowMix reduces MSE by 7.2% on ETTh1.'))).toEqual(['FlowMix>PatchTST', 'FlowMix>DLinear', 'FlowMix>TimesNet']));
  it('"Compared with PatchTST, FlowMix, a graph model, …": the subject in apposition is no loser', () =>
    expect(claims(extract('We introduce FlowMix. Compared with PatchTST, FlowMix, a graph model, reduces MSE by 7.2% on ETTh1.'))).toEqual(['FlowMix>PatchTST']));
  it('"Compared with PatchTST, FlowMix and FlowMix-L, …": the paper\'s own names are the subject', () =>
    expect(claims(extract('We introduce FlowMix and FlowMix-L. Compared with PatchTST, FlowMix and FlowMix-L, which share one encoder, reduce MSE by 7.2% on ETTh1.'))).not.toContain('FlowMix-L>FlowMix'));
});

describe('2.24: a measure of other methods changed by a margin (issue 10)', () => {
  const claims = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.delta}`);
  it('"improves the MSE of PatchTST and DLinear by 8.2% and 6.1%": a win over each, with its margin', () =>
    expect(claims(extract('We introduce FlowMix. FlowMix improves the MSE of PatchTST and DLinear by 8.2% and 6.1% on ETTh1.'))).toEqual(['FlowMix>PatchTST 8.2%', 'FlowMix>DLinear 6.1%']));
  it('"reduces the MSE of strong baselines such as PatchTST by 9%": the named instance of the class', () =>
    expect(claims(extract('We introduce FlowMix. FlowMix reduces the MSE of strong baselines such as PatchTST by 9% on ETTh1.'))).toEqual(['FlowMix>PatchTST 9%']));
  it('"reduces the MSE of PatchTST, DLinear and TimesNet" with no margin is no claim', () =>
    expect(claims(extract('We introduce FlowMix. FlowMix reduces the MSE of PatchTST, DLinear and TimesNet on ETTh1.'))).toEqual([]));
  it('a backbone\'s measure improved is the base-model gain, not a win over a competitor', () =>
    expect(extract('We introduce FooTune. FooTune improves the accuracy of Llama-3-8B by 5% on GSM8K.').comparisons.map((c) => `${c.baseline}|${c.baseModel}`)).toEqual(['Llama-3-8B|true']));
});

describe('2.24: a gain or speedup "against" a named system (issue 10)', () => {
  const claims = (e: Extraction) => e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.delta}`);
  it('"achieves a 3x speedup against PatchTST"', () =>
    expect(claims(extract('We introduce FlowMix. FlowMix achieves a 3x speedup against PatchTST on ETTh1.'))).toEqual(['FlowMix>PatchTST 3x']));
  it('"robustness gains against PGD attacks": an attack is no loser', () =>
    expect(claims(extract('We introduce FooDef. FooDef yields robustness gains against PGD attacks on CIFAR-10.'))).toEqual([]));
});

describe('2.24: benchmark editions written in lower case or with an apostrophe year (issue 10)', () => {
  const names = (e: Extraction) => e.benchmarks.map((b) => b.name);
  it('"HumanEval-plus", "MBPP-plus": editions of known benchmarks, each scored', () => {
    const e = extract('We propose FooCoder. FooCoder achieves 70.1% on HumanEval-plus and 60.2% on MBPP-plus.');
    expect(names(e)).toEqual(['HumanEval-plus', 'MBPP-plus']);
    expect(e.results.map((r) => `${r.benchmark} ${r.value}`)).toEqual(['HumanEval-plus 70.1%', 'MBPP-plus 60.2%']);
  });
  it('"AIME \'24": the edition year is part of the name, and no score of 24', () => {
    const e = extract("We propose FooRL, which reaches 40.0% on AIME '24 and 35.1% on AIME ’25.");
    expect(names(e)).toEqual(["AIME '24", 'AIME ’25']);
    expect(e.results.map((r) => r.value)).toEqual(['40.0%', '35.1%']);
  });
  it('a lowercase descriptor on a known name is still no name ("long-CoT", "GRPO-style")', () =>
    expect(extract('We propose FooCoder. FooCoder outperforms long-CoT and GRPO-style training on MATH.').baselines).toEqual([]));
});

describe('2.24: an abstract hard-wrapped or spaced unevenly reads as its one-line copy (issue 10)', () => {
  const oneLine = 'We propose Retentive and Selective Augmentation for Iterative Self-Distillation (ReSAIL). On ALFWorld, ReSAIL outperforms GRPO by 12.3% with Qwen2.5-7B.';
  const wrapped = 'We propose Retentive and Selective Augmentation\n  for Iterative Self-Distillation (ReSAIL). On ALFWorld,\n  ReSAIL outperforms GRPO by 12.3%  with Qwen2.5-7B.\n';
  const facts = (e: Extraction) => JSON.stringify([e.methods.map((m) => [m.name, [...m.aliases]]), e.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.delta, c.model])]);
  it('the same names (a long form broken across lines has no line break in it) and the same claims', () =>
    expect(facts(extract(wrapped))).toEqual(facts(extract(oneLine))));
  it('evidence points into the text as written', () => {
    for (const text of [wrapped, 'We propose 𝒜-Agent.\nOn ALFWorld, FooRL outperforms\n  GRPO by 12.3%.', 'We propose 𝒜-Agent. On ALFWorld, FooRL outperforms GRPO by 12.3\\%.']) {
      const e = extract(text);
      expect(e.comparisons.length).toBe(1);
      for (const ev of [...e.comparisons.map((c) => c.evidence), ...e.methods.map((m) => m.evidence)]) expect(text.slice(ev.start, ev.end)).toBe(ev.sentence);
    }
  });
});

describe('2.24: what the paper introduces, listed after a colon (issue 10)', () => {
  it('"We present three new benchmarks: FooQA, BarQA, and BazQA": each is introduced', () =>
    expect(extract('We present three new benchmarks: FooQA, BarQA, and BazQA, designed to assess LLMs.').introducedBenchmarks.map((b) => b.name)).toEqual(['FooQA', 'BarQA', 'BazQA']));
  it('a colon after words that are not the noun of what is introduced opens nothing ("we present results: FooQA …")', () =>
    expect(extract('We present our results: FooQA remains hard for every model we test.').introducedBenchmarks).toEqual([]));
});

describe('2.24: hyphens as web pages write them (issue 10)', () => {
  it('"GPT‑4o" with a non-breaking hyphen, "Qwen2.5‐7B" with a hyphen: the names as with "-", evidence as written', () => {
    for (const text of ['We propose FooRL. With Qwen2.5\u20117B, FooRL outperforms GRPO on ALFWorld by 12.3%, and beats GPT\u20114o.', 'We propose FooRL. With Qwen2.5\u20107B, FooRL outperforms GRPO on ALFWorld by 12.3%, and beats GPT\u20104o \\cite{x}.']) {
      const e = extract(text);
      expect(e.models.map((m) => m.name)).toEqual(['Qwen2.5-7B']);
      expect(e.comparisons.map((c) => `${c.baseline}|${c.model}`)).toEqual(['GRPO|Qwen2.5-7B', 'GPT-4o|Qwen2.5-7B']);
      for (const c of e.comparisons) expect(text.slice(c.evidence.start, c.evidence.end)).toBe(c.evidence.sentence);
    }
  });
  it('a soft hyphen inside a name is read as nothing ("Fal\\u00adcon-7B")', () =>
    expect(extract('We propose FooTune. FooTune improves Fal\u00adcon-7B by 4.1% on GSM8K.').models.map((m) => m.name)).toEqual(['Falcon-7B']));
});

describe('2.24: a line broken after a word\'s hyphen, as a PDF copy breaks it (issue 10)', () => {
  it('"Qwen2.5-\\n7B", "GPT-\\n4o": the names whole, evidence as written', () => {
    const text = 'We propose FooRL. With Qwen2.5-\n7B, FooRL outperforms GRPO on ALFWorld by 12.3%, and beats GPT-\n4o.';
    const e = extract(text);
    expect(e.comparisons.map((c) => `${c.baseline}|${c.model}`)).toEqual(['GRPO|Qwen2.5-7B', 'GPT-4o|Qwen2.5-7B']);
    for (const c of e.comparisons) expect(text.slice(c.evidence.start, c.evidence.end)).toBe(c.evidence.sentence);
  });
  it('a spaced dash at a line end stays a dash ("methods -\\nsuch as"): read as on one line', () =>
    expect(JSON.stringify(extract('We propose FooRL. FooRL outperforms GRPO -\nand PPO - on ALFWorld.').comparisons.map((c) => c.baseline))).toBe(JSON.stringify(extract('We propose FooRL. FooRL outperforms GRPO - and PPO - on ALFWorld.').comparisons.map((c) => c.baseline))));
});

describe('2.25: a class noun after a list of compared systems (issue 10)', () => {
  const losers = (text: string) => extract(text).comparisons.map((c) => c.baseline);
  it('"outperforms Llama3-ChatQA-1.5 and GPT-4 models": the noun is the list\'s, both are compared', () =>
    expect(losers('We propose FooRAG. FooRAG outperforms Llama3-ChatQA-1.5 and GPT-4 models on nine benchmarks.')).toEqual(['Llama3-ChatQA-1.5', 'GPT-4']));
  it('"the LLaVA-1.5 and InstructBLIP baselines": the same with an article', () =>
    expect(losers('We propose FooVLM. FooVLM outperforms the LLaVA-1.5 and InstructBLIP baselines on MMBench.')).toEqual(['LLaVA-1.5', 'InstructBLIP']));
  it('a family after a named method stays a family ("GRPO and RL-based methods", "GRPO and PPO-style baselines")', () => {
    expect(losers('We propose FooRL. FooRL outperforms GRPO and RL-based methods on ALFWorld.')).toEqual(['GRPO']);
    expect(losers('We propose FooRL. FooRL outperforms GRPO and PPO-style baselines on ALFWorld.')).toEqual(['GRPO']);
  });
  it('a class noun after one name alone still names a family ("outperforms Transformer models")', () =>
    expect(losers('We propose FooNet. FooNet outperforms Transformer models on ImageNet.')).toEqual([]));
});

describe('2.25: "than" before a number bounds a quantity and opens no other side (issue 10)', () => {
  const results = (text: string) => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('"By activating models less than 10B parameters, we achieved SOTA MMLU score of 74.8": the paper\'s own score', () =>
    expect(results('We propose FooLM. By activating models less than 10B parameters, we achieved SOTA MMLU score of 74.8 among models of the same level.')).toEqual(['FooLM MMLU 74.8']));
  it('"With fewer than 10B parameters, FooLM reaches 80.1% on MMLU"', () =>
    expect(results('We propose FooLM. With fewer than 10B parameters, FooLM reaches 80.1% on MMLU.')).toEqual(['FooLM MMLU 80.1%']));
  it('"than" before a name still opens the other side: in "more accurate than BarNet with 70.2%" the value is not the subject\'s', () =>
    expect(results('We propose FooLM. FooLM is more accurate than BarNet with 70.2% on MMLU.')).not.toContain('FooLM MMLU 70.2%'));
});

describe('2.25: a paper that presents a model of a known family (issue 10)', () => {
  it('"we present WizardMath, which enhances …": the relative clause describes it, so the paper introduces it and wins with it', () => {
    const e = extract('In this paper, we present WizardMath, which enhances the mathematical reasoning abilities of Llama-2. Furthermore, our model even outperforms ChatGPT-3.5 and PaLM-2 on GSM8k.');
    expect(e.methods.map((m) => m.name)).toEqual(['WizardMath']);
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}`)).toEqual(['WizardMath>ChatGPT-3.5', 'WizardMath>PaLM-2']);
  });
  it('a known model named with no description is still used, not introduced ("we present GPT-4, which is …")', () =>
    expect(extract('In this paper, we present GPT-4, which is prompted with our puzzles.').methods).toEqual([]));
});

describe('2.25: a named edition of a model with its release number (issue 10)', () => {
  it('"Claude Instant-1" is one name', () =>
    expect(extract('We propose FooLM. FooLM outperforms Claude Instant-1 and PaLM-2 on GSM8K.').baselines.map((b) => b.name)).toEqual(['Claude Instant-1', 'PaLM-2']));
  it('a release number glued to a word that is no edition stays apart ("Claude Foo-1" is two names)', () =>
    expect(extract('We propose FooLM. FooLM outperforms Claude Foo-1 on GSM8K.').baselines.map((b) => b.name)).not.toContain('Claude Foo-1'));
});

describe('2.25: "compared against" reads as "compared to" (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.method}>${c.baseline} ${c.delta ?? ''}`.trim());
  it('"attains superior forecast skill when compared against IFS"', () =>
    expect(claims('We propose FooCast. FooCast attains superior forecast skill when compared against IFS.')).toEqual(['FooCast>IFS']));
  it('"reduces RMSE by 12% compared against IFS": the margin with it', () =>
    expect(claims('We propose FooCast. FooCast reduces RMSE by 12% compared against IFS on ERA5.')).toEqual(['FooCast>IFS 12%']));
  it('"evaluated against" with no win states none', () =>
    expect(claims('We propose FooCast. We evaluate FooCast against IFS on ERA5.')).toEqual([]));
});

describe('2.25: a cost lowered by a second verb joined by "and" is a win of its own (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.baseline}|${c.metric}|${c.delta}|${c.lowerIsBetter}`);
  it('"outperforms BarNet by 3.1 points and reduces latency by 40%": the margin without a measure, and the latency win', () =>
    expect(claims('We propose FooNet. FooNet outperforms BarNet by 3.1 points and reduces latency by 40%.')).toEqual(['BarNet|null|3.1 points|false', 'BarNet|latency|40%|true']));
  it('"2.8x faster than DeiT and saves 86.8% GPU memory": the speed-up is not a memory claim', () =>
    expect(claims('We propose Vim. Vim is 2.8x faster than DeiT and saves 86.8% GPU memory.')).toEqual(['DeiT|null|2.8x|false', 'DeiT|memory|86.8%|true']));
  it('"… and uses 40% less memory"', () =>
    expect(claims('We propose FooNet. FooNet outperforms BarNet by 3.1 points and uses 40% less memory.')).toEqual(['BarNet|null|3.1 points|false', 'BarNet|memory|40%|true']));
  it('a second verb with a comparator of its own is another win ("… and lowers the MAE relative to BRITS by 12%")', () =>
    expect(claims('We propose ImputeFormer. ImputeFormer reduces the imputation error of KNNImpute by 35% on PhysioNet and lowers the mean absolute error relative to BRITS by 12% on MIMIC-III.')).not.toContain('KNNImpute|mean absolute error|12%|true'));
  it('measures listed after comparatives stay one list ("higher speaker similarity and lower word error rates")', () =>
    expect(claims('We propose FooVC. FooVC outperforms OpenVoice, achieving higher speaker similarity and lower word error rates.')).toEqual(['OpenVoice|speaker similarity|null|false', 'OpenVoice|word error rates|null|true']));
});

describe('2.26: a description whose head is a measure wins over the long form (issue 10)', () => {
  const roles = (text: string) => { const e = extract(text); return { methods: e.methods.map((m) => m.name), benchmarks: e.benchmarks.map((b) => b.name) }; };
  it('"MACE (Multimodal Audio-Caption Evaluation), a novel metric" is the paper\'s method, not a benchmark', () =>
    expect(roles('In this work, we propose MACE (Multimodal Audio-Caption Evaluation), a novel metric that integrates audio. MACE outperforms FENSE on AudioCaps-Eval.')).toEqual({ methods: ['MACE'], benchmarks: ['AudioCaps-Eval'] }));
  it('the long form still decides against another description ("ZBench (Zephyr Benchmark), a novel framework for evaluating agents")', () =>
    expect(roles('We introduce ZBench (Zephyr Benchmark), a novel framework for evaluating agents.').benchmarks).toEqual(['ZBench']));
});

describe('2.26: a model whose abilities the method enhances is the model its claims were obtained with (issue 10)', () => {
  const models = (text: string) => extract(text).comparisons.map((c) => `${c.baseline}|${c.model}|${c.baseModel}`);
  it('"WizardMath, which enhances the mathematical reasoning abilities of Llama-2": its wins are with Llama-2', () =>
    expect(models('In this paper, we present WizardMath, which enhances the mathematical reasoning abilities of Llama-2. WizardMath outperforms ChatGPT-3.5 and PaLM-2 on GSM8k.')).toEqual(['ChatGPT-3.5|Llama-2|false', 'PaLM-2|Llama-2|false']));
  it('a model named after a measure of its own ("the accuracy of Llama-2") is not built from', () =>
    expect(models('We propose FooMath. FooMath improves the accuracy of Llama-2 answers. FooMath outperforms ChatGPT-3.5 on GSM8k.')).toEqual(['ChatGPT-3.5|null|false']));
});

describe('2.26: a capitalized participle is no naming verb (issue 10)', () => {
  it('"Named Entity Recognition (NER) is essential" introduces nothing', () =>
    expect(extract('Named Entity Recognition (NER) is essential in EHRs. This paper explores prompt-based entity recognition using GPT-4o.').methods).toEqual([]));
  it('"the state of the art in Named Entity Recognition" introduces nothing mid-sentence either', () =>
    expect(extract('These methods remain far from the state of the art in Named Entity Recognition (NER). We introduce PromptNER, a new algorithm.').methods.map((m) => m.name)).toEqual(['PromptNER']));
  it('"We call it X" at the start of a sentence still names', () =>
    expect(extract('We design a planning agent with a learned critic. We call it Zephyrus.').methods.map((m) => m.name)).toEqual(['Zephyrus']));
  it('"an assistant named Dromedary-2" still names', () =>
    expect(extract('We developed an AI assistant named Dromedary-2 with minimal human supervision.').methods.map((m) => m.name)).toEqual(['Dromedary-2']));
});

describe('2.26: acronyms of general techniques and fields are no entity (issue 10)', () => {
  it.each([
    ['We introduce KALL-E, a novel autoregressive (AR) language modeling approach for text-to-speech synthesis.', ['KALL-E']],
    ['As an independent contribution, we present a method for setting the exponential moving average (EMA) parameters post-hoc.', []],
    ['Structure-based drug design (SBDD) aims to generate potential drugs that can bind to a target protein.', []],
    ['Furthermore, we introduce an efficient longest common subsequence (LCS) matching algorithm.', []],
  ])('%s', (text, methods) => expect(extract(text).methods.map((m) => m.name)).toEqual(methods));
});

describe('2.26: a single capital before a capitalized word is a coined name (issue 10)', () => {
  it('"outperforms leading models such as nnUNet, CoTr, and U-Mamba": all three are beaten', () =>
    expect(extract('We propose FooNet. FooNet outperforms leading models such as nnUNet, CoTr, and U-Mamba.').baselines.map((b) => b.name)).toEqual(['nnUNet', 'CoTr', 'U-Mamba']));
  it('"an encoder built on E-Branchformer" names it', () =>
    expect(extract('We propose FooASR. FooASR outperforms E-Branchformer on LibriSpeech.').baselines.map((b) => b.name)).toEqual(['E-Branchformer']));
  it('"chest X-Ray images" names no benchmark', () =>
    expect(extract('We propose FooMed. FooMed classifies chest X-Ray images from MIMIC-CXR.').benchmarks.map((b) => b.name)).toEqual(['MIMIC-CXR']));
});

describe('2.26: each measure takes the margin written beside it (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.baseline}|${c.metric}|${c.delta}`);
  it('"reduces decoding latency by 2.3x and peak GPU memory by 5.8x compared with FlashAttention-2"', () =>
    expect(claims('We propose ShardKV. ShardKV reduces decoding latency by 2.3x and peak GPU memory by 5.8x compared with FlashAttention-2.')).toEqual(['FlashAttention-2|latency|2.3x', 'FlashAttention-2|memory|5.8x']));
  it('"a 4% reduction in minADE, a 5% decrease in minFDE, and a 1.16% reduction in the miss rate compared to QCNet"', () =>
    expect(claims('We propose FooTraj. On Argoverse 2, FooTraj shows a 4% reduction in minADE, a 5% decrease in minFDE, and a 1.16% reduction in the miss rate compared to QCNet.')).toEqual(['QCNet|minADE|4%', 'QCNet|minFDE|5%', 'QCNet|miss rate|1.16%']));
  it('one margin for two measures is not split ("improves accuracy and F1 by 3.2 points over X")', () =>
    expect(claims('We propose FooNet. FooNet improves accuracy and F1 by 3.2 points over BarNet on SQuAD.')).toEqual(['BarNet|accuracy|3.2 points', 'BarNet|F1|3.2 points']));
});

describe('2.26: two coined names written one after the other are one name (issue 10)', () => {
  const losers = (text: string) => extract(text).baselines.map((b) => b.name);
  it('"outperforms the recent DeepFloyd IF approach"', () =>
    expect(losers('We propose GlyphControl. GlyphControl outperforms the recent DeepFloyd IF approach in terms of OCR accuracy.')).toEqual(['DeepFloyd IF']));
  it('"we introduce StepChain GraphRAG, a framework" introduces one method', () =>
    expect(extract('To address this, we introduce StepChain GraphRAG, a framework that unites question decomposition with retrieval.').methods.map((m) => m.name)).toEqual(['StepChain GraphRAG']));
  it('a list keeps its items apart ("outperforms DeepFloyd, SDXL and IF-XL")', () =>
    expect(losers('We propose GlyphControl. GlyphControl outperforms DeepFloyd, SDXL and IF-XL.')).toEqual(['DeepFloyd', 'SDXL', 'IF-XL']));
  it('a size before a name is no part of it ("the 7B OpenVLA-OFT model")', () =>
    expect(losers('We propose RIPT-VLA. RIPT-VLA outperforms the 7B OpenVLA-OFT model on LIBERO.')).toEqual(['OpenVLA-OFT']));
});

describe('2.26: "similar to" a system is a tie only when it says of a measure (issue 10)', () => {
  const losers = (text: string) => extract(text).baselines.map((b) => b.name);
  it.each([
    'Similar to GPT, Voicebox can perform many different tasks through in-context learning.',
    'In few shot settings, similar to NeRF, 3DGS tends to overfit to training views.',
    'This forms an architecture similar to SwinUNet with an additional temporal component.',
  ])('a design likeness names no baseline: %s', (text) => expect(losers(`We propose Voicebox. ${text}`)).toEqual([]));
  it('"achieves performance similar to GPT-4" still names GPT-4 as compared', () =>
    expect(losers('We propose FooLM. FooLM achieves performance similar to GPT-4 on MMLU.')).toEqual(['GPT-4']));
});

describe('2.26: a passive win set off by a comma reads its winner after "by" (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}`);
  it('"they often struggle, surpassed by simple heuristics such as Common Neighbor (CN)" is no win of the paper over CN', () =>
    expect(claims('We propose MPLP. However, when it comes to link prediction, they often struggle, surpassed by simple heuristics such as Common Neighbor (CN).')).toEqual([]));
  it('", outperformed by SMAdapt": the agent wins over the subject', () =>
    expect(claims('We propose SMAdapt, an adapter. Prior adapter methods such as MAD-X lag behind, outperformed by SMAdapt on FLORES-200.')).toEqual(['SMAdapt>MAD-X']));
  it('a margin after "by" is no agent (", surpassed by 2 points")', () =>
    expect(claims('We propose FooNet. FooNet surpasses BarNet on GSM8K, surpassed by 2 points only by GPT-4.')).toContain('FooNet>BarNet'));
});

describe('2.26: a margin with its measure between it and the change is no score (issue 10)', () => {
  const results = (text: string) => extract(text).results.map((r) => `${r.benchmark}=${r.value}`);
  it('"a 4% (absolute) improvement in F1 score on the ConLL dataset" reports no score', () =>
    expect(results('We propose PromptNER. PromptNER achieves a 4% (absolute) improvement in F1 score on the ConLL dataset and a 9% (absolute) improvement on the GENIA dataset.')).toEqual([]));
  it('"a 15.34% character error rate reduction … compared with the base Conformer" reports no score', () =>
    expect(results('We propose CB-Conformer. On WenetSpeech, CB-Conformer brings a 15.34% character error rate reduction compared with the base Conformer.')).toEqual([]));
  it('a score followed by a comparison in other words stays a score ("95.3% on UCF101 and higher accuracy on HMDB51")', () =>
    expect(results('We propose FooAct. FooAct reaches 95.3% on UCF101 and higher accuracy on HMDB51 than BarAct.')).toEqual(['UCF101=95.3%']));
});

describe('2.26: a parenthesized measure may carry its qualifier (issue 10)', () => {
  it('"on MIMIC-CXR (average AUC: 0.885)" is a score', () =>
    expect(extract('We propose RadAlign. RadAlign achieves superior disease classification on MIMIC-CXR (average AUC: 0.885).').results.map((r) => `${r.benchmark} ${r.metric} ${r.value}`)).toEqual(['MIMIC-CXR AUC 0.885']));
});

describe('2.26: what a recipe results in is introduced (issue 10)', () => {
  it('"resulting in our proposed model, MoCoCLIP": the rules know it before its scores are read', () =>
    expect(extract('In this paper, we integrate CLIP with MoCo, resulting in our proposed model, MoCoCLIP. On the CheXpert dataset, MoCoCLIP demonstrates superior zero-shot performance, achieving an average AUC of 0.750.').results.map((r) => `${r.method} ${r.benchmark} ${r.value}`)).toEqual(['MoCoCLIP CheXpert 0.750']));
});

describe('2.26: a method only the learned layer keeps is the paper\'s own for the rules too (issue 10; shipped weights)', () => {
  const text = "We build Sieve-2K, a dataset of 2,048 math problems. We fine-tune Qwen2.5-32B-Instruct on Sieve-2K for three epochs to obtain Sieve-32B, which scores 60.0% on AIME 2024 and 66.2% on GPQA Diamond. Sieve-32B outperforms s1.1-32B on AIME 2024, and it lifts the base model's AIME 2024 score by 43.3 absolute points.";
  it('"it lifts the base model\'s score" is its gain over the model it was made from, and its claims carry that model', () => {
    const e = extractWith(text);
    expect(e.methods.map((m) => `${m.name} ${m.evidence.rule}`)).toEqual(['Sieve-32B learned/methods']);
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline} ${c.model} ${c.baseModel}`)).toEqual(['Sieve-32B>s1.1-32B Qwen2.5-32B-Instruct false', 'Sieve-32B>Qwen2.5-32B-Instruct Qwen2.5-32B-Instruct true']);
    expect(e.models.map((m) => m.name)).toEqual(['Qwen2.5-32B-Instruct']);
  });
  it('a method the rules introduce is read once, as before', () =>
    expect(extractWith('We propose FooNet. FooNet outperforms BarNet on ImageNet.').methods.map((m) => m.evidence.rule)).toEqual(['intro/we-propose']));
});

describe('2.26: a paper that introduces no method compares known ones (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}`);
  it('"With Mistral-7B-v0.3, DPO even outperforms SimPO on Arena-Hard by 2.3 points" in a controlled study', () =>
    expect(claims('In this work, we conduct a controlled study of DPO, IPO and SimPO. With Mistral-7B-v0.3, DPO even outperforms SimPO on Arena-Hard by 2.3 points.')).toEqual(['DPO>SimPO']));
  it('a paper with a method of its own keeps known systems from winning ("PPO outperforms DPO" is background)', () =>
    expect(claims('We propose FooRL. Prior work shows that PPO outperforms DPO on LIBERO. FooRL outperforms PPO on LIBERO.')).toEqual(['FooRL>PPO']));
});

describe('2.26: a fronted setting may name its model in apposition (issue 10)', () => {
  it('"Using a publicly available vision-language model, i.e., Qwen2.5-VL-3B-Instruct, FooSeg achieves …": the claim and the score carry the model', () => {
    const e = extract('We propose FooSeg. Using a publicly available vision-language model, i.e., Qwen2.5-VL-3B-Instruct, FooSeg achieves an average cIoU of 81.2% on RefCOCO, outperforming GLaMM by up to 5.6%.');
    expect(e.comparisons.map((c) => `${c.baseline} ${c.model}`)).toEqual(['GLaMM Qwen2.5-VL-3B-Instruct']);
    expect(e.results.map((r) => `${r.value} ${r.model}`)).toEqual(['81.2% Qwen2.5-VL-3B-Instruct']);
  });
});

describe('2.26: a resolution at the end of a sentence is still the benchmark\'s (issue 10)', () => {
  it('"… on ImageNet 256x256 and 2.62 on ImageNet 512x512." names both', () =>
    expect(extract('We propose FooNet. FooNet achieves an FID of 2.06 on ImageNet 256x256 and 2.62 on ImageNet 512x512.').results.map((r) => `${r.benchmark}=${r.value}`)).toEqual(['ImageNet 256x256=2.06', 'ImageNet 512x512=2.62']));
});

describe('2.26: GAN and VAE are classes of models, as CNN and RNN are (issue 10)', () => {
  it('"outperforms existing few-step methods (GANs, Latent Consistency Models)" names no GAN baseline', () =>
    expect(extract('We introduce ADD, a distillation approach. Our model clearly outperforms existing few-step methods (GANs, LCM-LoRA) in a single step.').baselines.map((b) => b.name)).not.toContain('GAN'));
  it('"in the latent space of a high-compression audio VAE" names nothing', () =>
    expect(extract('We present SonicRF, a text-to-audio generator in the latent space of a high-compression audio VAE. SonicRF outperforms Tango on AudioCaps.').baselines.map((b) => b.name)).toEqual(['Tango']));
});

describe('2.26: digits in a name shaped as a benchmark\'s mark an edition, not a model (issue 10)', () => {
  it('"91.2%, 84.7% and 53.9% on VStar, HR-Bench 4K and MME-RealWorld-Lite, respectively": one score each', () =>
    expect(extract('We introduce FooR1. Built on Qwen2.5-VL-7B, FooR1 achieves 91.2%, 84.7% and 53.9% on VStar, HR-Bench 4K and MME-RealWorld-Lite, respectively.').results.map((r) => `${r.benchmark}=${r.value}`)).toEqual(['VStar=91.2%', 'HR-Bench 4K=84.7%', 'MME-RealWorld-Lite=53.9%']));
  it('a sized name stays a model ("on Foo-7B and BarBench")', () =>
    expect(extract('We introduce FooR1. FooR1 improves accuracy on Qwen-7B and GSM8K.').benchmarks.map((b) => b.name)).not.toContain('Qwen-7B'));
});

describe('2.26: a value "improving from" and a rank "top N%" are no scores of the subject (issue 10)', () => {
  const results = (text: string) => extract(text).results.map((r) => `${r.method} ${r.benchmark}=${r.value}`);
  it('"94.8% on MATH, improving from previous SFT-based models\' 6.5% and 59.2% respectively": only the own scores', () =>
    expect(results('We present LIMO. LIMO achieves 57.1% accuracy on AIME and 94.8% on MATH, improving from previous SFT-based models\' 6.5% and 59.2% respectively.')).toEqual(['LIMO AIME=57.1%', 'LIMO MATH=94.8%']));
  it('"solves 53.3% of problems, ranking among the top 20% of students": the rank is no score', () =>
    expect(results('We present rStar-Math. On AIME, rStar-Math solves an average of 53.3% of problems, ranking among the top 20% of high school math students.')).toEqual(['rStar-Math AIME=53.3%']));
});

describe('2.27: a benchmark edition with its subset size or split is the benchmark named (issue 10)', () => {
  const benchmarks = (text: string) => extract(text).benchmarks.map((b) => [b.name, ...b.aliases].join('|'));
  it('"MS COCO 2017-5k" and "MS COCO 2014-30k" are two benchmarks', () =>
    expect(benchmarks('We propose FooFlow. FooFlow reaches an FID of 23.3 on MS COCO 2017-5k and 13.1 on MS COCO 2014-30k.')).toEqual(['MS COCO 2017-5k', 'MS COCO 2014-30k']));
  it('"LibriSpeech test-clean" keeps its split as an alias of LibriSpeech', () =>
    expect(benchmarks('We propose FooASR. FooASR reaches 2.1% WER on LibriSpeech test-clean.')).toEqual(['LibriSpeech|LibriSpeech test-clean']));
  it('a year alone is still an edition ("COCO 2017")', () =>
    expect(benchmarks('We propose FooDet. FooDet reaches 51.2 AP on COCO 2017.')).toEqual(['COCO 2017']));
});

describe('2.27: a measure spelled out is a measure, accents or not (issue 10)', () => {
  const text = 'We propose FooFlow, a one-step generator. FooFlow achieves an FID (Frechet Inception Distance) of 23.3 on MS COCO.';
  const titles = (t: string) => { const doc = buildDoc(t); addTitleSpans(doc); return [...doc.entities.values()].map((e) => e.name); };
  it('"Frechet Inception Distance" is no candidate name of the learned layer', () => expect(titles(text)).toEqual(['FooFlow', 'MS COCO']));
  it('the value after "an FID (Frechet Inception Distance) of" is a score', () =>
    expect(extract(text).results.map((r) => `${r.method}|${r.benchmark}|${r.value}`)).toEqual(['FooFlow|MS COCO|23.3']));
  it('a capitalized title that is not a measure stays a candidate ("Frechet Flow Matching")', () =>
    expect(titles('Unlike Frechet Flow Matching, FooFlow needs one step.')).toContain('Frechet Flow Matching'));
});

describe('2.27: a model the method improves is a model its other wins were obtained with (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.filter((c) => !c.baseModel).map((c) => `${c.baseline}|${c.delta}|${c.model}`);
  it('"improves A from … and B from …, surpassing X by +4.5% and +0.9%": one claim per model, each with its margin', () =>
    expect(claims('We present FooMath. On the MATH benchmark, it improves Qwen2.5-Math-7B from 58.8% to 90.0% and Phi3-mini-3.8B from 41.4% to 86.4%, surpassing o1-preview by +4.5% and +0.9%.')).toEqual(['o1-preview|+4.5%|Qwen2.5-Math-7B', 'o1-preview|+0.9%|Phi3-mini-3.8B']));
  it('a model that is only beaten is no condition ("surpassing Qwen2.5-Math-7B and o1-preview by +4.5% and +0.9%")', () =>
    expect(claims('We present FooMath. On the MATH benchmark, FooMath surpasses Qwen2.5-Math-7B and o1-preview by +4.5% and +0.9%, respectively.')).toEqual(['Qwen2.5-Math-7B|+4.5%|null', 'o1-preview|+0.9%|null']));
});

describe('2.27: "with the same X backbone" names the claim\'s model (issue 10)', () => {
  const models = (text: string) => extract(text).comparisons.map((c) => `${c.baseline}|${c.model}`);
  it('"improves over BEVFormer by +2.3 NDS with the same ResNet-101 backbone"', () =>
    expect(models('We propose FooBEV. On nuScenes, FooBEV improves over BEVFormer by +2.3 NDS with the same ResNet-101 backbone.')).toEqual(['BEVFormer|ResNet-101']));
  it('"compared with Grounding DINO using the same Swin-T backbone"', () =>
    expect(models('We propose FooDet. Compared with Grounding DINO using the same Swin-T backbone, FooDet improves box AP on LVIS from 34.5 to 41.2.')).toEqual(['Grounding DINO|Swin-T']));
});

describe('2.27: classic games and racing simulators are benchmarks (issue 10)', () => {
  it.each([
    ["We evaluate FooAgent on the iterated Prisoner's Dilemma and the Battle of the Sexes.", ["Prisoner's Dilemma", 'Battle of the Sexes']],
    ['FooAgent is tested on the board game Settlers of Catan.', ['Settlers of Catan']],
    ['We train FooDriver in the racing simulator Assetto Corsa.', ['Assetto Corsa']],
  ])('%s', (text, benchmarks) => expect(extract(text).benchmarks.map((b) => b.name)).toEqual(benchmarks));
});

describe('2.27: every name listed after "new benchmarks:" is introduced (issue 10)', () => {
  const text = 'We propose a recipe for harder versions of existing benchmarks, resulting in three new benchmarks: HumanEval Pro, MBPP Pro, and BigCodeBench-Lite Pro.';
  it('editions of known benchmarks in the list are new too', () =>
    expect(extract(text).introducedBenchmarks.map((b) => b.name)).toEqual(['HumanEval Pro', 'MBPP Pro', 'BigCodeBench-Lite Pro']));
  it('an edition word after a glued edition is part of the name ("BigCodeBench-Lite Pro")', () =>
    expect(extract('We evaluate FooCoder on BigCodeBench-Lite Pro.').benchmarks.map((b) => b.name)).toEqual(['BigCodeBench-Lite Pro']));
  it('a known benchmark coordinated with a name the paper introduces otherwise is not new ("We introduce FooBench and evaluate on MBPP")', () =>
    expect(extract('We introduce FooBench, MBPP Pro and HumanEval, and evaluate FooCoder on them.').introducedBenchmarks.map((b) => b.name)).toEqual(['FooBench']));
});

describe('2.27: spelled-out measures are measures (issue 10)', () => {
  it('"based on Word Error Rate (WER), Character Error Rate (CER)" names no benchmark', () =>
    expect(extractWith('We propose FooASR. We have compared the models based on Word Error Rate (WER), Character Error Rate (CER) on LibriSpeech.').benchmarks.map((b) => b.name)).toEqual(['LibriSpeech']));
  it('"a 4.8% character error rate (CER)" is the score\'s metric, lower is better', () =>
    expect(extract('We propose FooASR. On AISHELL-1, FooASR achieves a 4.8% character error rate (CER), outperforming U2++ (5.3%).').comparisons.map((c) => `${c.metric}|${c.lowerIsBetter}`)).toEqual(['character error rate|true']));
});

describe('2.28: a coined name that wins a claim is a method (issue 10)', () => {
  const methods = (text: string) => extract(text).methods.map((m) => m.name);
  it('"Combining both leads to FLUXOpt …; FLUXOpt outperforms GaLore": the winner no rule introduced is a method', () =>
    expect(methods('Combining these two techniques leads to FLUXOpt, a simple optimizer for memory-efficient pretraining. FLUXOpt consistently outperforms GaLore and Fira on C4.')).toEqual(['FLUXOpt']));
  it('a model that wins is no method ("Llama-3-8B outperforms GPT-3.5")', () =>
    expect(methods('We study instruction tuning. Llama-3-8B outperforms GPT-3.5 on MMLU.')).toEqual([]));
  it('a known method that wins is no method of the paper ("PPO outperforms DPO")', () =>
    expect(methods('We compare RL algorithms for VLAs. PPO outperforms DPO on LIBERO.')).toEqual([]));
});

describe('2.28: an acronym of a task in lowercase words is no benchmark (issue 10)', () => {
  const benchmarks = (text: string) => extract(text).benchmarks.map((b) => b.name);
  it('"… including video instance segmentation (VIS), … . … on six benchmarks, including the VIS, VSS, and VPS datasets" names tasks', () =>
    expect(benchmarks('We present FooSeg, a novel approach for the task of universal video segmentation, including video instance segmentation (VIS), video semantic segmentation (VSS), and video panoptic segmentation (VPS). We conduct extensive experiments on six mainstream benchmarks, including the VIS, VSS, and VPS datasets.')).toEqual([]));
  it('"evaluates two tasks, i.e., click-through rate prediction (CTR) and sequential recommendation (SeqRec)" names tasks', () =>
    expect(benchmarks('We introduce FooBench, which evaluates two primary recommendation tasks, i.e., click-through rate prediction (CTR) and sequential recommendation (SeqRec). LLM recommenders achieve up to a 5% AUC improvement in the CTR scenario.')).toEqual(['FooBench']));
  it('a data set the paper introduces under a task\'s acronym is still a benchmark', () =>
    expect(extract('We introduce a new benchmark, conditioned comment prediction (CCP), with 10K examples.').introducedBenchmarks.map((b) => b.name)).toEqual(['CCP']));
});

describe('2.28: classic methods of other fields are known names (issue 10)', () => {
  it.each([
    ['We propose FooCast. FooCast outperforms ECMWF HRES and GraphCast on 90% of targets.', ['ECMWF HRES', 'GraphCast']],
    ['We propose FooTS. FooTS outperforms TCN and PatchTST on ETTh1.', ['TCN', 'PatchTST']],
    ['We propose FooDock. FooDock exceeds AutoDock Vina on PDBBind.', ['AutoDock Vina']],
  ])('%s', (text, baselines) => expect(extract(text).baselines.map((b) => b.name)).toEqual(baselines));
  it('a known speaker model compared against is a baseline, not a benchmark ("the ECAPA-TDNN is one of the state-of-the-art models")', () =>
    expect(extractWith('Time Delay Neural Networks are the mainstream architecture for speaker verification, in which the ECAPA-TDNN is one of the state-of-the-art models. We propose FooNet, which outperforms ECAPA-TDNN on VoxCeleb1-O.').benchmarks.map((b) => b.name)).toEqual(['VoxCeleb1-O']));
});

describe('2.28: a known architecture used as a backbone or fine-tuned is a model (issue 10)', () => {
  const models = (text: string) => extract(text).models.map((m) => m.name);
  it('"uses StyleGAN2 as the backbone"', () => expect(models('We propose FooAvatar, which uses StyleGAN2 as the backbone.')).toEqual(['StyleGAN2']));
  it('"we fine-tune a pretrained SASRec"', () => expect(models('We propose FooRec. We fine-tune a pretrained SASRec with FooLoss.')).toEqual(['SASRec']));
  it('a known algorithm that is only compared against is no model', () => expect(models('We propose FooRec. FooRec outperforms SASRec on MovieLens-1M.')).toEqual([]));
});

describe('2.28: objects of one improvement verb share as many margins as they number (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.baseline} ${c.delta}`);
  it('"improves the accuracy of GCN, GAT and GIN by 3.1, 2.4 and 1.9 points" (known names, no "respectively")', () =>
    expect(claims('We introduce FlowMix. FlowMix improves the accuracy of GCN, GAT and GIN by 3.1, 2.4 and 1.9 points on Cora.')).toEqual(['GCN 3.1', 'GAT 2.4', 'GIN 1.9 points']));
  it('one margin for two objects is no list to share ("improves GCN and GAT by 3.1 points")', () =>
    expect(claims('We introduce FlowMix. FlowMix improves the accuracy of GCN and GAT by 3.1 points on Cora.')).not.toContain('GCN 3.1'));
});

describe('2.28: a pretrained model\'s name, then the method\'s, is the method (issue 10)', () => {
  const names = (text: string) => { const x = extract(text); return { methods: x.methods.map((m) => m.name), models: x.models.map((m) => m.name) }; };
  it('"our Llama3-FooRAG significantly outperforms GPT-4" is a variant of FooRAG, no model', () =>
    expect(names('We propose FooRAG, a framework that instruction-tunes a single LLM for ranking and generation. Our Llama3-FooRAG significantly outperforms GPT-4 on nine benchmarks.').methods).toContain('Llama3-FooRAG'));
  it('a model named after the method is not what the method trains on ("Llama3-FooRAG" is no model)', () =>
    expect(names('We propose FooRAG, a framework that instruction-tunes a single LLM for ranking and generation. Our Llama3-FooRAG significantly outperforms GPT-4 on nine benchmarks.').models).not.toContain('Llama3-FooRAG'));
  it('a pretrained model that only shares letters with the method stays a model ("Qwen2.5-Math" beside "Math-Shepherd")', () =>
    expect(names('We propose Math-Shepherd, a process reward model. We fine-tune Qwen2.5-Math-7B with Math-Shepherd.').methods).not.toContain('Qwen2.5-Math-7B'));
});

describe('2.28: a name the rules introduced that wins a kept claim is a method, however doubtful its shape (issue 10)', () => {
  it('"The resulting system, Wordle, cuts the cost … relative to always calling GPT-4" (a benchmark\'s name too, shipped weights)', () =>
    expect(extractWith('No single language model is best for every query. We train a small router that predicts which of several models will answer a query best. The resulting system, Wordle, cuts the cost of answering MT-Bench queries by 3x relative to always calling GPT-4, while keeping 94% of its quality.').methods.map((m) => m.name)).toEqual(['Wordle']));
});

describe('2.28: data sets named after "we build new … datasets" are introduced (issue 10)', () => {
  const introduced = (text: string) => extract(text).introducedBenchmarks.map((b) => b.name);
  it('"build new benchmark MedVQA datasets R-RAD, R-SLAKE and R-Path"', () =>
    expect(introduced('We devise a semi-automated annotation process and build new benchmark MedVQA datasets R-RAD, R-SLAKE and R-Path.')).toEqual(['R-RAD', 'R-SLAKE', 'R-Path']));
  it('"we construct two new datasets, FooQA and BarQA"', () =>
    expect(introduced('To study this, we construct two new datasets, FooQA and BarQA, from clinical notes.')).toEqual(['FooQA', 'BarQA']));
});

describe('2.29: a hyphenated "10-point" is a margin in points (issue 10)', () => {
  it.each([
    ['10-point', { value: 10, unit: 'points' }],
    ['a 6.3-percentage-point', { value: 6.3, unit: 'pp' }],
  ])('parseMargin(%s)', (text, margin) => expect(parseMargin(text)).toMatchObject(margin));
  it('"an average of 10-point improvement for A and 5-point improvement for B" gains over both models', () =>
    expect(extract('We propose FooRL, a reinforcement learning method. It shows an average of 10-point improvement for Llama-3.1-8B-Instruct and 5-point improvement for Qwen2.5-Coder-7B-Instruct.').comparisons.map((c) => `${c.baseline} ${c.margin?.value} ${c.baseModel}`)).toEqual(['Llama-3.1-8B-Instruct 10 true', 'Qwen2.5-Coder-7B-Instruct 5 true']));
  it('"a 6.1-point gain over VideoTree" carries its margin', () =>
    expect(extract('We propose FooAgent. FooAgent achieves a 6.1-point gain over VideoTree on Video-MME.').comparisons.map((c) => c.delta)).toEqual(['6.1-point']));
});

describe('2.29: a model every sentence naming it compares with is a competitor, not a model (issue 10)', () => {
  const models = (text: string) => extract(text).models.map((m) => m.name);
  it('"the first LLM to surpass GPT-4o on HumanEval … also outperforms GPT-4o on MBPP"', () =>
    expect(models('We introduce FooCoder, the first open LLM to surpass GPT-4o on HumanEval. FooCoder also outperforms GPT-4o on MBPP by 2.1 points.')).toEqual([]));
  it('"outperforms the state-of-the-art CheXZero model …; … improvement over CheXZero"', () =>
    expect(models('We propose FooCLIP. FooCLIP outperforms the state-of-the-art CheXZero model on ChestX-ray14. Compared with CheXZero, FooCLIP improves AUC by 6.5%.')).toEqual([]));
  it('a model also named as the backbone stays a model', () =>
    expect(models('We propose FooTune, which fine-tunes Llama-3-8B. FooTune outperforms Llama-3-8B on GSM8K by 4 points.')).toContain('Llama-3-8B'));
});

describe('2.29: pretrained models of other fields are model families (issue 10)', () => {
  const models = (text: string) => extract(text).models.map((m) => m.name);
  it.each([
    ['We validate FooKV with OPT, LLaMA, and GPT-NeoX across a wide range of tasks.', 'GPT-NeoX'],
    ["FooASR's architecture integrates the w2v-BERT self-supervised model and a joint CTC-attention decoder.", 'w2v-BERT'],
    ['We train FooAT with two networks (PreActResNet18 and WideResNet28-10) on CIFAR-10.', 'WideResNet28-10'],
    ['We pretrain VideoMAEv2 on FooActions and fine-tune it on UCF101.', 'VideoMAEv2'],
  ])('%s', (text, model) => expect(models(text)).toContain(model));
  it('"DeepFloyd IF" stays one name', () =>
    expect(extract('We propose FooGlyph. FooGlyph outperforms DeepFloyd IF in OCR accuracy.').baselines.map((b) => b.name)).toEqual(['DeepFloyd IF']));
});

describe('2.29: an acronym whose long form ends in a task-only noun is no method (issue 10)', () => {
  const methods = (text: string) => extract(text).methods.map((m) => m.name);
  it('"SparseTSF, a novel, extremely lightweight model for Long-term Time Series Forecasting (LTSF)"', () =>
    expect(methods('This paper introduces SparseTSF, a novel, extremely lightweight model for Long-term Time Series Forecasting (LTSF), designed to address the challenges of modeling complex temporal dependencies.')).toEqual(['SparseTSF']));
  it('"a simple Language-based Long-range Video question-answering (LVQA) framework"', () =>
    expect(methods('We present LLoVi, a simple yet effective Language-based Long-range Video question-answering (LVQA) framework.')).toEqual(['LLoVi']));
  it('a method whose long form ends in "Learning" or "Estimation" is still one', () =>
    expect(methods('We propose Latent Class Reinforcement Learning (LCRL), which outperforms GRPO on ALFWorld.')).toEqual(['LCRL']));
});

describe('2.29: with no introducing verb, the paper\'s own voice is where it turns to its work (issue 10)', () => {
  const text = 'Open-vocabulary detectors rely on heavy cross-modal fusion. We argue that much of this fusion can be moved offline. LexiDet couples a lightweight detector with a frozen CLIP text encoder. On LVIS, LexiDet-L reaches 38.4 AP at 61 FPS.';
  it('"We argue … . LexiDet couples …" introduces LexiDet', () => expect(extract(text).methods.map((m) => m.name)).toContain('LexiDet'));
  it('and its variant\'s score has an owner', () => expect(extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`)).toContain('LexiDet-L LVIS 38.4 AP'));
  it('a sentence subject before the paper speaks of itself is prior work', () =>
    expect(extract('FooDet couples a detector with a text encoder. We argue that fusion can be moved offline.').methods.map((m) => m.name)).toEqual([]));
});

describe('2.29: a capitalized name listed with two known benchmarks is a benchmark too (issue 10)', () => {
  const x = (text: string) => extract(text);
  const text = 'We introduce FooPlay, a self-play framework. Multi-game training (TicTacToe, Kuhn Poker, Simple Negotiation) further enhances performance.';
  it('"(TicTacToe, Kuhn Poker, Simple Negotiation)"', () => expect(x(text).benchmarks.map((b) => b.name)).toContain('Simple Negotiation'));
  it('and no method', () => expect(x(text).methods.map((m) => m.name)).toEqual(['FooPlay']));
  it('beside one known benchmark only, it is not read as one', () =>
    expect(x('We introduce FooPlay, a self-play framework. Multi-game training (Kuhn Poker, Simple Negotiation) further enhances performance.').benchmarks.map((b) => b.name)).not.toContain('Simple Negotiation'));
});

describe('2.29: the models a series of the paper\'s holds are its own variants (issue 10)', () => {
  const x = (text: string) => extract(text);
  const text = 'We introduce FooLM-1M, a series of models that extend the context length to 1 million tokens. The FooLM-1M series currently includes the open-source models Qwen2.5-7B-Instruct-1M and Qwen2.5-14B-Instruct-1M, as well as the API-accessed model Qwen2.5-Turbo.';
  it('"The FooLM-1M series currently includes … Qwen2.5-7B-Instruct-1M and …, as well as … Qwen2.5-Turbo"', () =>
    expect(x(text).methods.map((m) => m.name)).toEqual(['FooLM-1M', 'Qwen2.5-7B-Instruct-1M', 'Qwen2.5-14B-Instruct-1M', 'Qwen2.5-Turbo']));
  it('and none of them is a backbone', () => expect(x(text).models).toEqual([]));
  it('a family that is not the paper\'s holds others\' models', () =>
    expect(x('We propose FooTune. The Qwen2.5 family includes Qwen2.5-7B-Instruct and Qwen2.5-72B-Instruct; we fine-tune both with FooTune.').methods.map((m) => m.name)).toEqual(['FooTune']));
});

describe('introduction rules as data: the needed-word filter in one pass (issue 10)', () => {
  it.each(INTRO_RULES.map((r) => [r.name, r] as const))('%s: its example holds one of its needed words, and its pattern reads the example', (_, rule) => {
    expect(rule.needs.some((w) => neededWords(rule.example).has(w))).toBe(true);
    const pattern = new RegExp(rule.pattern.source, rule.pattern.flags);
    expect(pattern.test(rule.example)).toBe(true);
  });
  it('sees needed words that overlap or begin with one another', () => {
    const found = neededWords('Resulting in our work, We call it Foo.');
    for (const w of ['resulting in', 'resulting', 'our work', 'our ', 'our', 'we', ' call ']) expect(found.has(w), w).toBe(true);
    expect(found.has('namely')).toBe(false);
  });
  it('agrees with a substring search per word on every sentence of the dev gold', () => {
    const words = [...new Set(INTRO_RULES.flatMap((r) => r.needs))];
    for (const line of readFileSync(new URL('../data/eval/seeds-dev.gold.jsonl', import.meta.url), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      for (const s of splitSentences(JSON.parse(line).text)) {
        const lower = s.text.toLowerCase();
        const found = neededWords(s.text);
        expect(words.filter((w) => found.has(w))).toEqual(words.filter((w) => lower.includes(w)));
      }
    }
  });
});

describe('2.30: the named parts of a benchmark the paper introduces (issue 10)', () => {
  const introduced = (text: string) => names(extract(text).introducedBenchmarks);
  it('"a suite of three benchmarks … – A, B, and C": each part is introduced too', () =>
    expect(introduced('In this paper, we introduce Glimmer-Bench, a suite of three benchmarks with satellite imagery that adapt existing datasets – Quix-L, Blen-L, and Zorb-L. Models pretrained on Glimmer-Bench transfer well.')).toEqual(['Glimmer-Bench', 'Quix-L', 'Blen-L', 'Zorb-L']));
  it('"covering three tasks: inference (A), reasoning (B), …": so is each named task', () =>
    expect(introduced('We introduce FooBench -- a human-translated benchmark for 12 languages covering three tasks: natural language inference (FooXNLI), mathematical reasoning (FooMGSM), and question answering (FooQA).')).toEqual(['FooBench', 'FooXNLI', 'FooMGSM', 'FooQA']));
  it('and a score that names no part is on the whole', () =>
    expect(extract('We introduce FooBench -- a benchmark for 12 languages covering three tasks: natural language inference (FooXNLI), mathematical reasoning (FooMGSM), and question answering (FooQA). The best model, GPT-4o, reaches only 47.2% accuracy.').results.map((r) => `${r.method} ${r.benchmark} ${r.value}`)).toEqual(['GPT-4o FooBench 47.2%']));
  it('a known benchmark the suite borrows is not introduced', () =>
    expect(introduced('We introduce FooBench, a suite of four benchmarks for reasoning: GSM8K, MATH, FooLogic, and FooPlan.')).toEqual(['FooBench', 'FooLogic', 'FooPlan']));
  it('the parts of a method, or of a set the paper does not introduce, are not', () => {
    expect(introduced('We propose FooNet. FooNet comprises three modules: FooEnc, FooMix, and FooDec.')).toEqual([]);
    expect(introduced('We evaluate FooNet on BarSuite, a suite of three benchmarks: Quix-L, Blen-L, and Zorb-L.')).toEqual([]);
  });
});

describe('2.30: a claim winner the rules did not introduce owns "it"; no measure in a clause on what a win implies (issue 10)', () => {
  const claims = (text: string) => extractWith(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric ?? '-'}`);
  it('"Combining these two techniques leads to FooOpt, … It also consistently outperforms …": the one coined winner of the rules\' claims is the paper\'s own, read again as such', () =>
    expect(claims('Combining these two techniques lead to FooOpt, a simple optimizer for memory efficient pretraining. Across multiple models, FooOpt matches or exceeds the performance of Adam. It also consistently outperforms optimizers such as GaLore and Fira. For LLaMA 7B, FooOpt outperforms Muon in perplexity.')).toEqual([
      'FooOpt > GaLore -',
      'FooOpt > Fira -',
      'FooOpt > Muon perplexity',
    ]));
  it('", making it a strong candidate … under memory constraints": nor is one in a clause on what the win implies', () =>
    expect(claims('We propose FooOpt. It outperforms GaLore and Fira, making it a strong candidate for pretraining under memory constraints.')).toEqual(['FooOpt > GaLore -', 'FooOpt > Fira -']));
  it('a measure the claim names before that clause is kept', () =>
    expect(claims('We propose FooOpt. It outperforms GaLore in memory, making it a strong candidate for pretraining.')).toEqual(['FooOpt > GaLore memory']));
});

describe('2.30: a claim with no measure restated with one in a later sentence takes the measure (issue 10)', () => {
  const claims = (text: string) => extractWith(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric ?? '-'} (${c.evidence.sentence.slice(0, 12)})`);
  it('"FooOpt consistently outperforms GaLore. … FooOpt outperforms GaLore in perplexity": one record, with the measure and the sentence that names it', () =>
    expect(claims('We propose FooOpt. FooOpt consistently outperforms GaLore and Fira. For LLaMA 7B, FooOpt outperforms GaLore in perplexity.')).toEqual([
      'FooOpt > Fira - (FooOpt consi)',
      'FooOpt > GaLore perplexity (For LLaMA 7B)',
    ]));
  it('a claim with a margin keeps its own sentence', () =>
    expect(claims('We propose FooOpt. FooOpt outperforms GaLore by 3.1 points. For LLaMA 7B, FooOpt outperforms GaLore in perplexity.')).toEqual(['FooOpt > GaLore - (FooOpt outpe)']));
});

describe('2.30: a name after a comma that a verb follows ends a win\'s object (issue 10)', () => {
  const claims = (text: string) => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}`);
  it('"In addition to better performance than DiT, DiG-S/2 exhibits 2.5× higher training speed than DiT-S/2": DiG-S/2 opens the next clause', () =>
    expect(claims('We propose DiG. In addition to better performance than DiT, DiG-S/2 exhibits 2.5× higher training speed than DiT-S/2.')).toContain('DiG-S/2 > DiT-S/2'));
  it('a list of losers stays a list', () => {
    expect(claims('We propose DiG. DiG outperforms DiT, SiT, and U-ViT on ImageNet.')).toEqual(['DiG > DiT', 'DiG > SiT', 'DiG > U-ViT']);
    expect(claims('We propose DiG. DiG outperforms DiT, SiT on ImageNet.')).toEqual(['DiG > DiT', 'DiG > SiT']);
  });
});

describe('2.30: "respectively" pairs a list of the paper\'s methods with its losers in order (issue 10)', () => {
  const claims = (text: string) => extractWith(text).comparisons.map((c) => `${c.method} > ${c.baseline}`);
  it('"two models, A and B, achieving … (30x faster than X) and … (60x faster than Y) …, respectively"', () =>
    expect(claims('We present two models, FooXS-512 and FooXS-1024, achieving speeds of about 100 FPS (30x faster than SD v1.5) and 30 FPS (60x faster than SDXL) on a single GPU, respectively.')).toEqual(['FooXS-512 > SD v1.5', 'FooXS-1024 > SDXL']));
  it('"A and B, trained from X and Y respectively, … improving over their base models"', () =>
    expect(claims('We present FooGround. FooGround-7B and FooGround-32B, trained from Qwen2.5-VL-7B-Instruct and Qwen2.5-VL-32B-Instruct respectively, reach 49.7% and 56.1% accuracy on ScreenSpot-Pro, improving over their base models by large margins (+22.8 and +17.3 points).')).toEqual([
      'FooGround-7B > Qwen2.5-VL-7B-Instruct',
      'FooGround-32B > Qwen2.5-VL-32B-Instruct',
    ]));
  it('without "respectively", or with as many losers as no list of methods, the winner stays', () => {
    expect(claims('We present two models, FooXS-512 and FooXS-1024, achieving speeds of about 100 FPS (30x faster than SD v1.5) and 30 FPS (60x faster than SDXL) on a single GPU.')).toEqual(['FooXS-1024 > SD v1.5', 'FooXS-1024 > SDXL']);
    expect(claims('We present two models, FooXS-512 and FooXS-1024. FooXS-1024 is 30x, 40x and 60x faster than SD v1.5, SDXL and PixArt, respectively.')).toEqual(['FooXS-1024 > SD v1.5', 'FooXS-1024 > SDXL', 'FooXS-1024 > PixArt']);
  });
});

describe('firstStartingFrom: the one binary search over things in text order (tokens, spans, long forms)', () => {
  const at = (starts: number[], offset: number) => firstStartingFrom(starts.map((start) => ({ start })), offset);
  it.each([
    [[], 3, 0],
    [[0, 5, 9], -1, 0],
    [[0, 5, 9], 0, 0],
    [[0, 5, 9], 1, 1],
    [[0, 5, 9], 5, 1],
    [[0, 5, 9], 6, 2],
    [[0, 5, 9], 9, 2],
    [[0, 5, 9], 10, 3],
  ])('in %j, the first starting at or after %i is #%i', (starts, offset, want) => expect(at(starts, offset)).toBe(want));
  it('tokenIndexAt and firstSpanFrom agree with a linear scan at every offset of an abstract', () => {
    const doc = buildDoc('We propose Attacca (ATC), a new approach for GRPO-trained agents. Attacca outperforms ReAct by 4.1% on ALFWorld and WebShop.');
    const scan = <T extends { start: number }>(items: T[], offset: number) => {
      const i = items.findIndex((x) => x.start >= offset);
      return i < 0 ? items.length : i;
    };
    for (let offset = 0; offset <= doc.text.length; offset++) {
      expect(tokenIndexAt(doc, offset)).toBe(scan(doc.tokens, offset));
      expect(firstSpanFrom(doc, offset)).toBe(scan(doc.spans, offset));
    }
  });
});

describe('2.34: a name and the capitalized words after it, up to a singular data noun, are one benchmark', () => {
  it.each([
    ['We propose FooNet. Experiments on the COCO Quix14 dataset show that FooNet outperforms BarNet by 6.5%.', ['COCO Quix14'], ['FooNet>BarNet@COCO Quix14:6.5%']],
    ['We propose FooDrive. FooDrive beats BarDrive by 41.3 points on the Zorb05 Long benchmark.', ['Zorb05 Long'], ['FooDrive>BarDrive@Zorb05 Long:41.3 points']],
    ['We propose FooAgent, evaluated in both the VirtualHome WAH-NL benchmark and the QuixWorld benchmark.', ['VirtualHome WAH-NL', 'QuixWorld'], []],
    // a list before a plural data noun stays a list
    ['We propose FooDrive. FooDrive beats BarDrive on the ZorbBench and QuixBench datasets.', ['ZorbBench', 'QuixBench'], ['FooDrive>BarDrive@ZorbBench:-', 'FooDrive>BarDrive@QuixBench:-']],
  ])('%s', (text, benchmarks, wins) => {
    const e = extract(text);
    expect(names(e.benchmarks)).toEqual(benchmarks);
    expect(e.comparisons.map(claimLine)).toEqual(wins);
  });
});

describe("2.34: before the paper speaks of itself, a win of another system is prior work's, and a name only there is no baseline", () => {
  it.each([
    ['Interestingly, encoder models such as ZorbT5 continue to outperform decoder models such as QuixLM. In this report, we propose FooLM, which outperforms BarLM on ZorbBench.'],
    ['Recently, ZorbT5 was shown to outperform QuixLM on reasoning. We propose FooLM, which beats BarLM on ZorbBench.'],
  ])('%s', (text) => {
    const e = extract(text);
    expect(e.comparisons.map(claimLine)).toEqual(['FooLM>BarLM@ZorbBench:-']);
    expect(names(e.methods)).toEqual(['FooLM']);
    expect(names(e.baselines)).toEqual(['BarLM']);
  });
  it('an abstract that presents its method in the third person speaks of itself from the method\'s first mention: its models stay', () => {
    const e = extract('Existing scaffolds let the model wander through the repository. FooWright takes a middle road: a planner localizes functions first. On ZorbBench, FooWright powered by Qwen2.5-7B resolves 55.8% of issues, beating BarHands (53.0%). We release the code.');
    expect(names(e.models)).toEqual(['Qwen2.5-7B']);
    expect(names(e.baselines)).toEqual(['BarHands']);
  });
});

describe('2.34: hedged wins are none, and a system the method stays behind is a baseline, not a loser', () => {
  it.each([
    ['We propose FooRL. FooRL achieves comparable or superior performance compared to BarDT on ZorbBench.', [], ['BarDT']],
    ['We propose FooRL. FooRL achieves competitive or superior performance compared to BarDT on ZorbBench.', [], ['BarDT']],
    ['We propose FooRL. FooRL can rival or even surpass BarLM on ZorbBench.', [], ['BarLM']],
    ['We propose FooRL. Against BarLM, FooRL is better in 22 of the 28 settings on ZorbBench.', [], ['BarLM']],
    ['We propose FooRL. FooRL scores 67.1 on ZorbBench, ahead of BarLM (66.8) but behind QuixLM (68.8).', ['FooRL>BarLM@ZorbBench:-'], ['BarLM', 'QuixLM']],
    ['We propose FooRL. FooRL narrows the gap to QuixLM on ZorbBench.', [], ['QuixLM']],
    ['We propose FooRL. FooRL still falls short of QuixLM on ZorbBench.', [], ['QuixLM']],
    // an unhedged win stays, and so does a loser list with "but also"
    ['We propose FooRL. FooRL achieves superior performance compared to BarDT on ZorbBench.', ['FooRL>BarDT@ZorbBench:-'], ['BarDT']],
    ['We propose FooRL. FooRL outperforms not only BarLM but also QuixLM on ZorbBench.', ['FooRL>BarLM@ZorbBench:-', 'FooRL>QuixLM@ZorbBench:-'], ['BarLM', 'QuixLM']],
  ])('%s', (text, wins, baselines) => {
    const e = extract(text);
    expect(e.comparisons.map(claimLine)).toEqual(wins);
    expect(names(e.baselines)).toEqual(baselines);
  });
});

describe('2.34: an acronym defined for what the paper uses or builds on is no part of it; "MoE training" is no setting', () => {
  it.each([
    ['We introduce FooLM, a fully open language model leveraging sparse Mixture-of-Zorbs (MoZ). We present experiments on MoZ training.', ['FooLM'], []],
    ['Distillation methods, like the recently introduced adversarial zorb distillation (AZD) aim to shift the model to one step. We introduce Latent Zorb Distillation (LZD), a novel approach overcoming the limitations of AZD.', ['LZD'], []],
    ['We propose FooGen, a fast generator inspired by Zorb Consistency Models (ZCM).', ['FooGen'], []],
    ['We present experiments on MoZ training with FooLM, a language model we propose.', ['FooLM'], []],
    // a new part stays the method's
    ['We propose FooNet, which balances them with a novel Pareto-aware scheduler (PAS).', ['FooNet', 'PAS'], []],
  ])('%s', (text, methods, benchmarks) => {
    const e = extract(text);
    expect(names(e.methods)).toEqual(methods);
    expect(names(e.benchmarks)).toEqual(benchmarks);
  });
});

describe('2.34: a fronted training phrase with "When" or "-ing" names training data; a benchmark named after the paper\'s own is introduced', () => {
  it.each([
    ['We propose FooDet. When fine-tuned on ZorbCOCO, FooDet obtains 63.0 AP on QuixLVIS.', ['QuixLVIS'], []],
    ['We propose FooDet. After fine-tuning on COCO, FooDet reaches 63.0 AP.', ['COCO'], []],
    ['We propose FooDet. Trained on ImageNet-1K alone at 224 resolution, FooDet achieves 84.3% top-1 accuracy.', ['ImageNet-1K'], []],
    ['We propose FooCVA, a verifier. Experiments on FooCVABench show that it beats BarNet.', ['FooCVABench'], ['FooCVABench']],
    ['We introduce ZorbMaze, a benchmark of 2,000 mazes. We evaluate ten models on ZorbMaze-Lite, its hard subset.', ['ZorbMaze', 'ZorbMaze-Lite'], ['ZorbMaze', 'ZorbMaze-Lite']],
  ])('%s', (text, benchmarks, introduced) => {
    const e = extract(text);
    expect(names(e.benchmarks)).toEqual(benchmarks);
    expect(names(e.introducedBenchmarks)).toEqual(introduced);
  });
  it('a score under a fronted training phrase is on the data set named', () =>
    expect(scores(extract('We propose FooDet. After fine-tuning on COCO, FooDet reaches 63.0 AP.'))).toEqual(['FooDet on COCO = 63.0 AP']));
});

describe('2.34: a baseline compared only before the paper speaks of itself is prior work\'s; "equivalent to X, but with a reduced cost" is a cost win', () => {
  it('"… such as FLAN-T5, continue to outperform … such as Llama-2 … Vicuna-13B, a model based on Llama-2": Llama-2 is no baseline', () => {
    const e = extract('Interestingly, T5-based LLMs, such as FLAN-T5, continue to outperform the latest decoder-based LLMs, such as Llama-2, on hard tasks. In this report, we propose FooLM, which fine-tunes Vicuna-13B, a model based on Llama-2, and beats BarLM on ZorbBench.');
    expect(names(e.baselines)).toEqual(['BarLM']);
    expect(e.comparisons.map(claimLine)).toEqual(['FooLM>BarLM@ZorbBench:-']);
  });
  it('one compared again in the paper\'s own sentences stays', () =>
    expect(names(extract('Interestingly, encoder models continue to outperform decoder models such as QuixLM. We propose FooLM, which beats QuixLM on ZorbBench.').baselines)).toEqual(['QuixLM']));
  it('"performance equivalent to using BarLM-4 for both roles, but with a significantly reduced inference cost"', () =>
    expect(extract('We propose FooTM. With BarLM-4 as the tool maker, FooTM demonstrates performance equivalent to using BarLM-4 for both roles, but with a significantly reduced inference cost.').comparisons.map(claimLine)).toEqual(['FooTM>BarLM-4@-:-']));
});

describe('2.34: where data came from is no benchmark; a setting multiple is no margin; "improves the base model from a to b"', () => {
  it.each([
    ['We introduce FooQA, a benchmark of questions grounded in 212 hours of video sourced from Ego4D and EPIC-KITCHENS-100. We evaluate ten models on FooQA.', ['FooQA']],
    ['We introduce FooBind, a dataset of 9,000 complexes curated from PDBbind. Models reach at most 61.2% on FooBind.', ['FooBind']],
    ['We propose FooPO. Using only 60k prompts (without responses) from the UltraFeedback dataset, FooPO reaches a 28.5% win rate on AlpacaEval 2.0.', ['AlpacaEval 2.0']],
    // an evaluation on what was drawn keeps it
    ['We present FooLedger and demonstrate it on case studies drawn from AgentDojo.', ['AgentDojo']],
  ])('%s', (text, benchmarks) => expect(names(extract(text).benchmarks)).toEqual(benchmarks));
  it('"by 2.1 box AP and 1.8 mask AP on COCO with Mask R-CNN (3× schedule)": two margins, the schedule none', () =>
    expect(extract('We propose StripeFoo. StripeFoo-B surpasses Swin-B by 2.1 box AP and 1.8 mask AP on COCO with Mask R-CNN (3× schedule).').comparisons.map((c) => `${claimLine(c)} ${c.metric}`)).toEqual([
      'StripeFoo-B>Swin-B@COCO:2.1 box AP',
      'StripeFoo-B>Swin-B@COCO:1.8 mask AP',
    ]));
  it('"FooRL improves the base model from 52.4% to 83.8%" after "fine-tuned from Qwen2.5-Math-7B": a gain over the base model', () =>
    expect(extract('We propose FooRL. FooRL is fine-tuned from Qwen2.5-Math-7B. On MATH-500, FooRL improves the base model from 52.4% to 83.8%.').comparisons.map(claimLine)).toEqual([
      'FooRL>Qwen2.5-Math-7B@MATH-500:from 52.4% to 83.8%(B)',
    ]));
});

describe('2.34: a known benchmark and the capitalized word after it; a measure of a model changed from a to b beside other wins', () => {
  it.each([
    ['We propose FooDex. We demonstrate dexterity in 24 DoF Adroit Hand.', [['Adroit', 'Adroit Hand']]],
    ['We propose FooSWE. FooSWE resolves 41.2% of the issues of SWE-bench Multilingual.', [['SWE-bench', 'SWE-bench Multilingual']]],
    // not into a longer capitalized run, nor into a name of its own
    ['We propose FooSWE. FooSWE is evaluated on SWE-bench Verified.', [['SWE-bench Verified']]],
  ])('%s', (text, want) => expect(extract(text).benchmarks.map((m) => forms([m]))).toEqual(want));
  it('"FooCARE lowers the attack success rate of Llama-3-8B-Instruct from 38.5% to 4.2% on HarmBench, surpassing Circuit Breakers"', () =>
    expect(extract('We propose FooCARE. FooCARE lowers the attack success rate of Llama-3-8B-Instruct from 38.5% to 4.2% on HarmBench, surpassing Circuit Breakers.').comparisons.map(claimLine)).toEqual([
      'FooCARE>Circuit Breakers@HarmBench:-',
      'FooCARE>Llama-3-8B-Instruct@HarmBench:from 38.5% to 4.2%(B)',
    ]));
});

describe('2.35: a win on a cost beside a win on quality over the same loser is a record of its own; with a "than" of its own, on no benchmark the quality win names', () => {
  const line = (c: Extraction['comparisons'][number]): string => `${claimLine(c)}${c.lowerIsBetter ? '(L)' : ''}`;
  it.each([
    ['FooRL outperforms GRPO on GSM8K by 3.1 points while requiring 46% fewer training steps than GRPO.', ['FooRL>GRPO@GSM8K:3.1 points', 'FooRL>GRPO@-:46%(L)']],
    // a cost without a "than" of its own continues the win: on its one benchmark, on none of several
    ['FooRL outperforms GRPO on GSM8K by 3.1 points while generating 38% fewer tokens.', ['FooRL>GRPO@GSM8K:3.1 points', 'FooRL>GRPO@GSM8K:38%(L)']],
    ['FooRL outperforms GRPO on GSM8K by 3.1 points and reduces latency by 40%.', ['FooRL>GRPO@GSM8K:3.1 points', 'FooRL>GRPO@GSM8K:40%(L)']],
    ['FooRL outperforms GRPO by 4.2 and 2.8 points on AIME24 and AMC23, respectively, while generating 38% fewer tokens.', ['FooRL>GRPO@AIME24:4.2', 'FooRL>GRPO@AMC23:2.8 points', 'FooRL>GRPO@-:38%(L)']],
    // a fronted setting holds for both; so does a benchmark named in the cost's own clause
    ['On GSM8K, FooRL outperforms GRPO by 3.1 points and runs 2x faster than GRPO.', ['FooRL>GRPO@GSM8K:3.1 points', 'FooRL>GRPO@GSM8K:2x']],
    ['FooRL beats PPO on MATH by 2.2 points, and needs 5x fewer rollouts than GRPO on GSM8K.', ['FooRL>PPO@MATH:2.2 points', 'FooRL>GRPO@GSM8K:5x(L)']],
    // a cost alone is the one claim, on its benchmark
    ['FooRL is 2x faster than GRPO on GSM8K.', ['FooRL>GRPO@GSM8K:2x']],
  ])('%s', (text, want) => expect(extract(`We propose FooRL. ${text}`).comparisons.map(line)).toEqual(want));
});

describe('2.35: a bare decimal in parentheses after a benchmark is its score; a before-and-after pair in dB or mm', () => {
  it.each([
    ['FooVL achieves state-of-the-art results on DocVQA (94.6), ChartQA (87.2) and InfoVQA (83.9).', ['FooVL on DocVQA = 94.6', 'FooVL on ChartQA = 87.2', 'FooVL on InfoVQA = 83.9']],
    // a whole number there is a year or a count; no verb of scoring, no score
    ['FooVL achieves the best results on DocVQA (2019) and ChartQA.', []],
    ['FooVL is evaluated on DocVQA (94.6) and ChartQA.', []],
    ['On the NVIDIA Dynamic Scenes dataset, FooVL improves PSNR from 24.1 dB to 26.3 dB over Shape of Motion.', ['Shape of Motion on NVIDIA Dynamic Scenes = 24.1', 'FooVL on NVIDIA Dynamic Scenes = 26.3']],
    ['On BTCV, FooVL reduces the HD95 from 9.8 mm to 6.1 mm relative to nnU-Net.', ['nnU-Net on BTCV = 9.8', 'FooVL on BTCV = 6.1']],
    // a cost is no score
    ['On LongBench, FooVL reduces latency from 0.43s to 0.16s relative to BarRAG.', []],
  ])('%s', (text, want) => expect(scores(extract(`We propose FooVL. ${text}`))).toEqual(want));
  it('"improves PSNR from 24.1 dB to 26.3 dB over Shape of Motion": the pair is the margin', () =>
    expect(extract('We propose FooVL. On the NVIDIA Dynamic Scenes dataset, FooVL improves PSNR from 24.1 dB to 26.3 dB over Shape of Motion.').comparisons.map(claimLine)).toEqual(['FooVL>Shape of Motion@NVIDIA Dynamic Scenes:from 24.1 dB to 26.3 dB']));
});

describe('2.35: "on the LIBERO benchmark from a to b" is that benchmark\'s change; "This is …" after a sentence whose subject is "it" or "our …"', () => {
  it('"raises the average success rate on the LIBERO benchmark from 94.2% to 98.7%, with the largest gain on LIBERO-Long"', () =>
    expect(scores(extract('We propose FooVLA. FooVLA raises the average success rate on the LIBERO benchmark from 94.2% to 98.7%, with the largest gain on LIBERO-Long.'))).toEqual(['FooVLA on LIBERO = 98.7%']));
  it.each([
    ['We propose FooVLA. On CALVIN ABC→D, it completes an average of 4.12 consecutive tasks per instruction chain. This is 0.23 more than the previous best method, GR-MG.', ['FooVLA > GR-MG on CALVIN']],
    ['We propose FooGen. On ImageNet 256×256, our largest model achieves an FID of 1.61. This is lower than VAR-d30 (1.92) and LlamaGen-3B (2.18).', ['FooGen > VAR-d30 on ImageNet', 'FooGen > LlamaGen-3B on ImageNet']],
    // a sentence before about something else does not hand its win to the method
    ['We propose FooGen. Prior systems reach an FID of 2.5 on ImageNet. This is lower than VAR-d30 (2.9).', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.35: a sentence that opens by training a model builds the method on it', () => {
  const text = 'We propose FooPO, a policy optimization method. Training Qwen2.5-Math-7B on 12K problems, FooPO achieves 43.3% on AIME 2024, outperforming GRPO by 8.6 points. On MATH-500, FooPO improves the base model from 52.4% to 83.8%.';
  it('"On MATH-500, FooPO improves the base model from 52.4% to 83.8%": a gain over the model trained', () =>
    expect(extract(text).comparisons.map(claimLine)).toEqual(['FooPO>GRPO@AIME 2024:8.6 points', 'FooPO>Qwen2.5-Math-7B@MATH-500:from 52.4% to 83.8%(B)']));
  it('the claims and scores are obtained with it', () =>
    expect(extract(text).results.map((r) => `${r.method} ${r.value} ${r.model ?? '-'}`)).toEqual(['FooPO 43.3% Qwen2.5-Math-7B', 'Qwen2.5-Math-7B 52.4% -', 'FooPO 83.8% Qwen2.5-Math-7B']));
});

describe('2.36: of several models the abstract builds on, the one the sentence before sets is the condition of a claim whose own sentence names none', () => {
  const conditions = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark ?? '-'}:${c.model ?? '-'}`);
  it.each([
    [
      'We propose FooNav, a web agent. With Qwen2.5-VL-7B-Instruct as the policy, FooNav attains a 24.6% success rate on WebArena. FooNav also surpasses AgentTrek on WebArena. With Llama-3.2-11B-Vision, FooNav attains 19.2% on WebArena.',
      ['FooNav>AgentTrek@WebArena:Qwen2.5-VL-7B-Instruct'],
    ],
    [
      'We propose FooAlign. Applied to SDXL, FooAlign increases the GenEval score from 0.55 to 0.71. It also outperforms Diffusion-DPO and SPO on PartiPrompts. Applied to FLUX.1-dev, FooAlign improves T2I-CompBench by 12%.',
      ['FooAlign>SDXL@GenEval:SDXL', 'FooAlign>Diffusion-DPO@PartiPrompts:SDXL', 'FooAlign>SPO@PartiPrompts:SDXL', 'FooAlign>FLUX.1-dev@T2I-CompBench:FLUX.1-dev'],
    ],
    // a sentence between that sets no model ends the setting; so does a sentence before that sets two
    [
      'We propose FooNav, a web agent. With Qwen2.5-VL-7B-Instruct as the policy, FooNav attains a 24.6% success rate on WebArena. It needs no demonstrations. FooNav also surpasses AgentTrek on WebArena. With Llama-3.2-11B-Vision, FooNav attains 19.2% on WebArena.',
      ['FooNav>AgentTrek@WebArena:-'],
    ],
    [
      'We propose FooNav, a web agent. With Qwen2.5-VL-7B-Instruct and Llama-3.2-11B-Vision as policies, FooNav attains a 24.6% success rate on WebArena. FooNav also surpasses AgentTrek on WebArena.',
      ['FooNav>AgentTrek@WebArena:-'],
    ],
  ])('%s', (text, want) => expect(conditions(text)).toEqual(want));
});

describe('2.36: a score "versus" another is compared with the own score of its own clause', () => {
  it.each([
    ['We propose FooWeave. FooWeave reduces the MSE by 6.8% on ETTh1, and on Traffic it attains an MSE of 0.392 versus 0.428 for iTransformer.', ['FooWeave > iTransformer on Traffic']],
    // the own score of the whole head still counts when the cue's clause holds none
    ['We propose FooWeave. On Traffic, FooWeave attains an MSE of 0.392, and it is robust, versus 0.428 for iTransformer.', ['FooWeave > iTransformer on Traffic']],
    // a worse own score in the cue's clause is no win, whatever the clause before says
    ['We propose FooWeave. FooWeave reduces the MSE by 6.8% on ETTh1, and on Traffic it attains an MSE of 0.452 versus 0.428 for iTransformer.', []],
  ])('%s', (text, want) => expect(claims(extract(text))).toEqual(want));
});

describe('2.36: task and field acronyms name a kind of problem, never a system or a data set', () => {
  it.each([
    ['We propose FooTutor, a tutoring agent for STEM questions and electronic health records (EHRs). FooTutor reaches 81.2% on GSM8K.', ['FooTutor'], ['GSM8K']],
    ['In-context learning (ICL) lets LLMs learn from demonstrations. We propose FooICL, which improves accuracy on MMLU by 3.1 points over ICL.', ['FooICL'], ['MMLU']],
    // so are learning settings and paradigms written in title case
    ['Personalized Federated Learning (PFL) adapts a model to each client. We propose FooFed, which reaches 71.2% on CIFAR-10, and Speculative Decoding is orthogonal to it.', ['FooFed'], ['CIFAR-10']],
    // a benchmark whose name holds such a word stays one
    ['We propose FooVLM. FooVLM reaches 8.1 on MT-Bench and 71.2% on OCR-VQA.', ['FooVLM'], ['MT-Bench', 'OCR-VQA']],
  ])('%s', (text, methods, benchmarks) => {
    const e = extract(text);
    expect([names(e.methods), names(e.benchmarks), names(e.baselines)]).toEqual([methods, benchmarks, []]);
  });
});

describe('2.36: a title in apposition to a name the paper introduces spells it out', () => {
  const methodForms = (text: string): string[][] => extract(text).methods.map((m) => [m.name, ...m.aliases]);
  it.each([
    ['In this paper, we propose FoHA, Fast Online Hessian Adaptation, a scalable second-order optimizer. FoHA beats AdamW on GPT-2.', [['FoHA', 'Fast Online Hessian Adaptation']]],
    ['To this end, we present a novel framework, CoDP, Chain-of-Dictionary Prompting, which augments LLMs with dictionaries.', [['CoDP', 'Chain-of-Dictionary Prompting']]],
    ['This paper presents DEVDet, a Descriptor-Enhanced Vocabulary Detector that introduces context prompts.', [['DEVDet', 'Descriptor-Enhanced Vocabulary Detector']]],
    ['We introduce DCWMod: Discrete Codebook World Model, a self-supervised world model.', [['DCWMod', 'Discrete Codebook World Model']]],
    // a title whose letters do not spell the name, or names listed after it, are no long form
    ['We present FooNet, a Fast Object Network that detects objects.', [['FooNet']]],
    ['We present FooNet, FooBench and FooData, three resources for detection.', [['FooNet'], ['FooBench'], ['FooData']]],
  ])('%s', (text, want) => expect(methodForms(text)).toEqual(want));
});

describe('2.37: values read "respectively" go to as many listed subjects, the paper\'s own method among them', () => {
  it.each([
    [
      'We propose FooReg, a registration transformer. FooReg outperforms RoRegX and RoITrX on 3DLoMatch. The registration recall scores for RoRegX, RoITrX, and our method are 64.3%, 73.6%, and 76.5%, respectively.',
      ['RoRegX on 3DLoMatch = 64.3%', 'RoITrX on 3DLoMatch = 73.6%', 'FooReg on 3DLoMatch = 76.5%'],
    ],
    [
      'We present FooLite, a family of open-vocabulary detectors. The variants FooLite-S, FooLite-M and FooLite-L achieve 35.1, 39.6 and 42.8 zero-shot AP on LVIS minival, respectively.',
      ['FooLite-S on LVIS = 35.1', 'FooLite-M on LVIS = 39.6', 'FooLite-L on LVIS = 42.8'],
    ],
    // values listed over as many benchmarks stay one subject's; a list of subjects shorter than the values gives none
    ['We present FooLite, a family of open-vocabulary detectors. FooLite achieves 35.1, 39.6 and 42.8 AP on LVIS, COCO and ODinW, respectively.', ['FooLite on LVIS = 35.1', 'FooLite on COCO = 39.6', 'FooLite on ODinW = 42.8']],
    ['We present FooLite, a family of open-vocabulary detectors. FooLite-S and FooLite-L achieve 35.1, 39.6 and 42.8 AP on LVIS minival, respectively.', []],
  ])('%s', (text, want) => expect(scores(extract(text))).toEqual(want));
});

describe('2.37: a gain stated over a class of other systems, or measured on a training run, improves no named model', () => {
  it.each([
    ['We propose FooAttn, an exact attention kernel for shared prefixes. FooAttn improves end-to-end CodeLlama-13b throughput by up to 32x against competitive baselines.', []],
    [
      'We propose FooLore, a memory-efficient training strategy. FooLore reduces memory usage by up to 65.5% in optimizer states for pre-training on LLaMA-2 7B, and on fine-tuning RoBERTa-large on GLUE.',
      [],
    ],
    // a gain the sentence states over the model itself still is one, whoever trains it
    ['We propose FooAttn, an exact attention kernel for shared prefixes. FooAttn improves end-to-end CodeLlama-13b throughput by up to 32x.', ['FooAttn>CodeLlama-13b@-:up to 32x(B)']],
    ['We propose FooLore, a memory-efficient training strategy. FooLore reduces the perplexity of LLaMA-2 7B by 12.5% on C4.', ['FooLore>LLaMA-2 7B@C4:12.5%(B)']],
    ['We propose FooLore, a memory-efficient training strategy. Post-training Qwen2.5-7B with FooLore raises its GSM8K accuracy by 12.0 points.', ['FooLore>Qwen2.5-7B@GSM8K:12.0 points(B)']],
  ])('%s', (text, want) => expect(extract(text).comparisons.map(claimLine)).toEqual(want));
});

describe('2.37: a model named after "when" and a hyphenated gerund ("when pre-training") is the setting of the claim', () => {
  const conditions = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}:${c.model ?? '-'}`);
  it.each([
    ['We propose FooOpt, a memory-efficient optimizer. FooOpt achieves 49.6% higher throughput than AdamW when pre-training Llama-2-7B on two A800 GPUs.', ['FooOpt>AdamW:Llama-2-7B']],
    ['We propose FooOpt, a memory-efficient optimizer. FooOpt achieves 49.6% higher throughput than AdamW when pretraining Llama-2-7B on two A800 GPUs.', ['FooOpt>AdamW:Llama-2-7B']],
    // two models named so are no one setting
    ['We propose FooOpt, a memory-efficient optimizer. FooOpt achieves 49.6% higher throughput than AdamW when fine-tuning Llama-2-7B and Mistral-7B.', ['FooOpt>AdamW:-']],
  ])('%s', (text, want) => expect(conditions(text)).toEqual(want));
});

describe('2.37: a title that opens a longer one its acronym closes is no name of its own', () => {
  it.each([
    ['In this work, we introduce Hierarchical Geometric, Semantic, and Photometric Guided FooNeRF (HG3-FooNeRF), a novel methodology for sparse views.', ['HG3-FooNeRF'], []],
    ['We introduce the Multi-Modal, Multilingual Instruction Tuning (M3IT-Foo) dataset, comprising 40 datasets.', [], ['M3IT-Foo']],
    ['In this work, we propose an integrated training-inference framework, User-Simulator-Based framework (USB-Foo), for conversational recommendation.', ['USB-Foo'], []],
    // a title that ends where its description starts stays a name, and so does one before another name's acronym
    ['We introduce Hierarchical Geometric Guidance, a module that aligns depth priors.', ['Hierarchical Geometric Guidance'], []],
    ['We introduce Hierarchical Geometric Guidance, and Photometric Guidance (PG), two modules that align depth priors.', ['Hierarchical Geometric Guidance', 'PG'], []],
  ])('%s', (text, methods, introduced) => {
    const e = extract(text);
    expect([names(e.methods), names(e.introducedBenchmarks)]).toEqual([methods, introduced]);
  });
});

describe('2.37: an acronym defined for a generic term names that term, not a part of the paper\'s method', () => {
  it.each([
    ['We propose Hierarchical Geometric Guidance (HGG) to incorporate Structure from Motion (SfM), namely sparse depth priors, into the scene.', ['HGG']],
    ['We introduce FooGS, a diffusion model for Gaussian Splatting (GS) given sparse-view images.', ['FooGS']],
    ['We propose FooEdit, a video editing approach. Our method integrates Consistency Models (CMs) into the editing loop.', ['FooEdit']],
    // a long form that is no generic term stays a part
    ['We propose Hierarchical Geometric Guidance (HGG) to incorporate Sparse Motion Priors (SMP), namely sparse depth priors, into the scene.', ['HGG', 'SMP']],
    ['We introduce FooGS, a diffusion model with Gaussian Anchor Splatting (GAS) given sparse-view images.', ['FooGS', 'GAS']],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.38: a digit after a letter of a short form counts the words that letter opens', () => {
  it.each([
    ['we propose Heavy Hitter FooOracle (H2FO), a KV cache eviction policy', 'H2FO', 'Heavy Hitter FooOracle'],
    ['we propose a novel Sector-Shaped Diffusion FooModel (S2DFM) for images', 'S2DFM', 'Sector-Shaped Diffusion FooModel'],
    ['a framework called multimodal Retrieval-Reflection-Augmented FooGeneration (mR2AFG), which', 'mR2AFG', 'multimodal Retrieval-Reflection-Augmented FooGeneration'],
    ['we present Android Agent Arena Foo (A3F), a benchmark', 'A3F', 'Android Agent Arena Foo'],
    // a digit that stands for "to" is read as before; a count the words do not repeat pairs nothing
    ['we propose the Valley-to-Peak (V2P) method', 'V2P', 'Valley-to-Peak'],
    ['we propose Hierarchical Geometric Guided FooNeRF (HG3-FooNeRF), a method', 'HG3-FooNeRF', undefined],
  ])('%s', (text, short, long) => expect(findAcronyms(text, () => 0).find((p) => p.short === short)?.long).toBe(long));
  it('the long form and its counted short form are one method', () => {
    const e = extract('We propose Heavy Hitter FooOracle (H2FO), a KV cache eviction policy. H2FO improves throughput by 29x over DeepSpeed.');
    expect(e.methods.map((m) => [m.name, m.aliases])).toEqual([['H2FO', ['Heavy Hitter FooOracle']]]);
  });
});

describe('2.38: a possessive after the version that closes a name leaves the name whole', () => {
  it.each([
    ["We propose FooDiff, a diffusion model. Training FooDiff takes 24,602 GPU hours, compared to Stable Diffusion 2.1's 200,000 GPU hours.", ['Stable Diffusion 2.1']],
    ["We propose FooRL, a post-training recipe. FooRL lifts Qwen 2.5's accuracy by 3.1 points on MATH.", ['Qwen 2.5']],
    ["We propose FooRL, a post-training recipe. FooRL lifts Llama 3's accuracy by 3.1 points on MATH.", ['Llama 3']],
    // a possessive of a coined name was already cut; a plain word keeps its "'s"
    ["We propose FooRL, a post-training recipe. FooRL lifts Qwen2.5's accuracy by 3.1 points on MATH.", ['Qwen2.5']],
  ])('%s', (text, want) => expect(names(extract(text).baselines)).toEqual(want));
});

describe('2.38: a name no rule read, listed with two or more kept models, is a model too', () => {
  it.each([
    ['We propose FooCast, a forecasting method. We evaluate Chronos-Bolt, TimesFM 2.0, Moirai and Lag-Llama on ten datasets.', ['Chronos-Bolt', 'TimesFM 2.0', 'Moirai', 'Lag-Llama']],
    ['We propose FooCast, a forecasting method. We apply FooCast to Moirai, Chronos-Bolt and TimesFM 2.0 on ten datasets.', ['Moirai', 'Chronos-Bolt', 'TimesFM 2.0']],
    // one kept model is no list of models to join
    ['We propose FooCast, a forecasting method. We evaluate Chronos-Bolt and Moirai on ten datasets.', ['Moirai']],
  ])('%s', (text, want) => expect(names(extract(text).models)).toEqual(want));
});

describe('2.38: a name with a participle of training or tuning after its hyphen describes, it does not name', () => {
  it.each([
    ['We propose FooGrad, a gradient-guided prompt optimizer. FooGrad-optimized prompts transfer better across models.', ['FooGrad']],
    ['We propose FooGrad, a gradient-guided prompt optimizer. FooGrad-distilled students and ImageNet-pretrained encoders both gain.', ['FooGrad']],
    // a capitalized part after the hyphen is a name of its own
    ['We propose FooGrad, a gradient-guided prompt optimizer, and FooGrad-Optimizer, its second stage.', ['FooGrad', 'FooGrad-Optimizer']],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.39: a connective opening a sentence leaves what follows it read as the sentence\'s opening', () => {
  const claims = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}:${c.model ?? '-'}:${c.baseModel}`);
  it.each([
    // a fronted backbone after the connective is a setting, not a loser
    ['We propose FooRL, a reasoning recipe. Moreover, fine-tuned from LLaMa-3-8B, FooRL improves the accuracy of reasoning by an average of 3.9% on GSM8K.', []],
    ['We propose FooRL, a reasoning recipe. Fine-tuned from LLaMa-3-8B, FooRL improves the accuracy of reasoning by an average of 3.9% on GSM8K.', []],
    ['We propose FooCrit, a critique model. Specifically, implemented with Qwen2.5-72B-Instruct, FooCrit achieves up to a 10.3% improvement on critique benchmarks.', []],
    // with no fronted phrase after it, the connective changes nothing
    ['We propose FooRL, a reasoning recipe. Moreover, FooRL outperforms GRPO by 3.9% on GSM8K.', ['FooRL>GRPO:-:false']],
  ])('%s', (text, want) => expect(claims(text)).toEqual(want));
  it('a score after a connective and a remade model is the method\'s', () => {
    const e = extract('We propose FooLin, a linearization recipe. Moreover, converting a pretrained GPT-2 into a linear attention variant achieves 16.7 perplexity on WikiText-103.');
    expect(e.results.map((r) => `${r.method}@${r.benchmark}=${r.value}`)).toEqual(['FooLin@WikiText-103=16.7 perplexity']);
  });
});

describe('2.39: "In contrast to X," is a fronted clause, no setting', () => {
  it.each([
    ['We propose FooRec, a sequential recommender. FooRec can outperform BERT4Rec on MovieLens-1M. In contrast to BERT4Rec, FooRec outperforms SASRec on large datasets.', ['FooRec>BERT4Rec:-', 'FooRec>SASRec:-']],
    ['We propose FooRec, a sequential recommender. FooRec can outperform BERT4Rec on MovieLens-1M. Moreover, in contrast to BERT4Rec, FooRec outperforms SASRec on large datasets.', ['FooRec>BERT4Rec:-', 'FooRec>SASRec:-']],
    // a fronted setting still names the claim's model
    ['We propose FooRec, a sequential recommender. With Llama-3-8B, FooRec outperforms SASRec on large datasets.', ['FooRec>SASRec:Llama-3-8B']],
  ])('%s', (text, want) => expect(extract(text).comparisons.map((c) => `${c.method}>${c.baseline}:${c.model ?? '-'}`)).toEqual(want));
});

describe('2.39: a coined name takes the edition year written after it', () => {
  it.each([
    ['We propose FooFold, a docking model. We evaluate FooFold on CAMEO 2022 and PDBBind.', ['CAMEO 2022', 'PDBBind']],
    ['We propose FooFold, a docking model. On CAMEO 2022, FooFold improves over AlphaFold 3 by 4 points.', ['CAMEO 2022']],
    // a year that is a quantity or a date stays outside
    ['We propose FooFold, a docking model. We evaluate FooFold on CAMEO, with 2022 targets in total.', ['CAMEO']],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
});

describe('2.39: a name opening a sentence after its connective is the sentence\'s subject', () => {
  it.each([
    ['We propose FooTrace, a distillation method. Moreover, MaxPeak selects the anchor token, and quantile selection chooses among experts.', ['FooTrace', 'MaxPeak']],
    ['We propose FooTrace, a distillation method. MaxPeak selects the anchor token, and quantile selection chooses among experts.', ['FooTrace', 'MaxPeak']],
    // "However," turns to others' work
    ['We propose FooTrace, a distillation method. However, MaxPeak selects the anchor token greedily, which wastes compute.', ['FooTrace']],
  ])('%s', (text, want) => expect(names(extract(text).methods)).toEqual(want));
});

describe('2.39: typeset apostrophes and British spellings read as the plain ones', () => {
  it.each([
    ['We propose FooPlay, an agent. We evaluate FooPlay on the iterated Prisoner’s Dilemma and other games.', 'benchmarks', ['Prisoner’s Dilemma']],
    ['We propose FooPlay, an agent. We evaluate FooPlay on the iterated Prisoner\'s Dilemma and other games.', 'benchmarks', ['Prisoner\'s Dilemma']],
    ['We propose FooGrad, a gradient-guided prompt optimiser. FooGrad-optimised prompts transfer better across models.', 'methods', ['FooGrad']],
  ] as const)('%s', (text, field, want) => expect(names(extract(text)[field])).toEqual(want));
});

describe('2.39: a capitalized word no lexicon knows, its version, then a parameter count, names a model', () => {
  it.each([
    ['We propose FooRL, a post-training recipe. FooRL outperforms Viddu 3 4B and Lziw 3 4B on GSM8K.', ['Viddu 3 4B', 'Lziw 3 4B']],
    ['We propose FooRL, a post-training recipe. FooRL outperforms Viddu 4B and Lziw 4B Instruct on GSM8K.', ['Viddu 4B', 'Lziw 4B Instruct']],
    // a size that counts something, or one after a sentence's first word, is no name
    ['We propose FooRL, a post-training recipe. Trained on Wikipedia 2B tokens, FooRL outperforms GRPO on GSM8K.', ['GRPO']],
    ['We propose FooRL, a post-training recipe. With 7B parameters, FooRL outperforms GRPO on GSM8K.', ['GRPO']],
  ])('%s', (text, want) => expect(names(extract(text).baselines)).toEqual(want));
});

describe('2.39: coined names listed under a model noun after a capitalized "Across" are models', () => {
  it('reads "Across four architectures (A, B, C, and D)" as it reads "across four architectures (…)"', () => {
    const e = extract('We propose FooLIT, a training recipe. Across four vision-language-action architectures (Zi0.5, MolmoFoo2, FAST-FOO, and ImageFOO), FooLIT improves overall success by 3.87 percentage points.');
    expect(names(e.models)).toEqual(['Zi0.5', 'MolmoFoo2', 'FAST-FOO', 'ImageFOO']);
  });
});

describe('2.39: shapes read at a sentence\'s opening also read after its connective', () => {
  const claims = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark ?? '-'}`);
  it.each([
    // a fronted "against" (a trigger of the lexicon, {OPENING})
    ['We propose AutoFoo, a method. Importantly, against AdaptThink and Thinkless, both retrained on our data, AutoFoo achieves a better trade-off on MATH-500.', ['AutoFoo>AdaptThink@MATH-500', 'AutoFoo>Thinkless@MATH-500']],
    ['We propose AutoFoo, a method. Against AdaptThink and Thinkless, both retrained on our data, AutoFoo achieves a better trade-off on MATH-500.', ['AutoFoo>AdaptThink@MATH-500', 'AutoFoo>Thinkless@MATH-500']],
    // the paper's own subject ("its", "this") after a connective
    ['We propose FedFoo, a federated optimizer. In addition, its final test accuracy on CIFAR-100 is 57.3%, versus 49.8% for FedAvg and 53.1% for FedProx.', ['FedFoo>FedAvg@CIFAR-100', 'FedFoo>FedProx@CIFAR-100']],
    ['We propose SegFoo, a segmenter. Moreover, its pixel decoder needs 2.1× fewer GFLOPs than that of Mask2Former.', ['SegFoo>Mask2Former@-']],
  ])('%s', (text, want) => expect(claims(text)).toEqual(want));
  it('a data set a fronted "when fine-tuned on" names is a setting after a connective too', () => {
    const e = extract('We propose LexiFoo, a detector. Importantly, when fine-tuned on COCO, LexiFoo with a Swin-L backbone obtains 63.0 AP on test-dev.');
    expect([names(e.benchmarks), e.results.map((r) => `${r.method}@${r.benchmark}=${r.value}`)]).toEqual([['COCO'], ['LexiFoo@COCO=63.0 AP']]);
  });
});

describe('2.39: a name no lexicon knows is a benchmark by the measure after it or the parts before it', () => {
  it.each([
    ['We propose FooOPD, a distillation method. Across Qwen2.5 models, FooOPD improves Zorblax success rate over the RL baseline by 14.1% and Quendor accuracy by 11.8%.', ['Zorblax', 'Quendor']],
    ['We propose FooAgent, an agent. We evaluate FooAgent on multiple short- and long-horizon embodied tasks in Zorblax. Our method achieves 39.0% clean success.', ['Zorblax']],
    ['We propose FooAgent, an agent. FooAgent solves the validation split of Zorblax-Hard, outperforming ReAct.', ['Zorblax-Hard']],
    // the plural measures of a system are its own, and a name with a role keeps it
    ['We propose FooDock, a docking method. For the known binding site, Zorblax-Dock success rates exceeded those of DiffDock.', []],
    ['We propose FooOPD, a distillation method. FooOPD improves GRPO accuracy by 3.1 points on MATH.', ['MATH']],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
});

describe('2.39: a hyphenated name no lexicon knows, then a parameter count, is a model wherever it stands', () => {
  it.each([
    ['We propose FooMath, a model series. Zorbix-Math 7B has achieved 51.2% on the MATH benchmark.', ['Zorbix-Math 7B']],
    ['We propose FooMath, a model series. Viddu 3 4B has achieved 51.2% on the MATH benchmark.', ['Viddu 3 4B']],
    // a sentence's first word before a bare size may be English
    ['We propose FooMath, a model series. Only 7B models reach 51.2% on the MATH benchmark.', []],
  ])('%s', (text, want) => expect(names(extract(text).models)).toEqual(want));
});

describe('2.40: a year written after a name in an evaluation list is the edition of a benchmark', () => {
  it.each([
    ['We propose FooRL, a post-training recipe. We evaluate on EAJO 2024, EAJO 2025, and Zorbath 2023.', ['EAJO 2024', 'EAJO 2025', 'Zorbath 2023']],
    // digits that close a name as an edition are a benchmark's too (2.54); a size still marks a model
    ['We propose FooRL, a post-training recipe. We evaluate on EAJO24 and Zorb-7B.', ['EAJO24']],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
});

describe('2.40: a name no lexicon knows with "score of" a value after it is a benchmark; a measure\'s variant is none', () => {
  it.each([
    ['We propose FooLM, a language model. FooLM achieves a Quandle score of 74.8 among models of its size.', ['Quandle']],
    ['We propose FooLM, a language model. FooLM achieves a SOTA Quandle score of 74.8 among models of its size.', ['Quandle']],
    ['We propose FooGen, a diffusion model. On ImageNet, FooGen achieves an FID-50K score of 2.06.', ['ImageNet']],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
  it.each([
    ['We propose FooDream, an agent. Experiments on four JzesTav environments show that FooDream generalizes better.', ['JzesTav']],
    // a counted plural of benchmarks or tasks after the name still makes it a kind
    ['We propose FooRead, a reader. We evaluate FooRead on three VideoQA benchmarks.', []],
  ])('counted environments, suites and games are the parts of one named set: %s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
  it('an evaluation or validation set heads a benchmark\'s name as a test set does', () => {
    expect(names(extract('We propose FooMT, a translation model. We expanded the Quandle+ evaluation set to include Emakhuwa.').benchmarks)).toEqual(['Quandle+']);
  });
});

describe('2.40: a name no lexicon knows, listed as a member of a class of pretrained models, is a model', () => {
  it.each([
    ['We propose FooPlan, a planner. We evaluate FooPlan with state-of-the-art LLMs (GjozHSZ and HSZ-4) on reasoning tasks.', ['GjozHSZ', 'HSZ-4']],
    ['We propose FooPlan, a planner. We let different LLMs (CDJ-3, CDJ-3.5, and CDJ-4) play repeated games with FooPlan.', ['CDJ-3', 'CDJ-3.5', 'CDJ-4']],
    ['We propose FooPlan, a planner. Experiments on large language models (e.g., Vumtcix) show that FooPlan excels.', ['Vumtcix']],
    ['We propose FooPlan, a planner. Agents powered by LLMs like Xluime 3.7 and RPD-4a benefit from FooPlan.', ['Xluime 3.7', 'RPD-4a']],
    ['We propose FooPlan, a planner. We test frontier LLMs such as Jakobo 2.5 Vqi and Motebe 2.5 Shi with FooPlan.', ['Jakobo 2.5 Vqi', 'Motebe 2.5 Shi']],
    // a name a system is fine-tuned, initialized or distilled from is a model too
    ['We propose FooLM, a language model for health. Here we present FooLM, fine-tuned from Qepaba for reasoning over health data.', ['Qepaba']],
    ['We propose FooLM, a language model. FooLM is distilled from Zorvex-R1 with 800k traces.', ['Zorvex-R1']],
    ['We propose FooAttn, a linear attention. We finally turn a pretrained Zzutu-2 7B into a linear attention model with FooAttn.', ['Zzutu-2 7B']],
    // a capitalized word before another starts a longer name ("Stable Video Diffusion"), left whole to the title spans
    ['We propose FooGen, a video model. FooGen is fine-tuned from Stable Video Diffusion on driving clips.', []],
    // a bare parenthesis with one name names the paper's method; plain "models such as" is no class of pretrained models
    ['We propose a token pruning method for vision-language models (VisPrune). VisPrune removes 77% of visual tokens.', []],
    ['We propose FooGen, a molecule generator. Diffusion models such as GeoLDM need 1,000 steps, unlike FooGen.', []],
  ])('%s', (text, want) => expect(names(extract(text).models)).toEqual(want));
});

describe('2.110: a cost the winner raises, a win\'s object shaped like a benchmark', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric}`);
  it('reads a name shaped like a benchmark ("EvoSuite") that a strict win has for its object as a system, at every mention', () => {
    const text = 'Existing tools, such as EvoSuite and Randoop, lack program comprehension. We introduce KChatUniTest, a test generator. Our evaluation demonstrates that KChatUniTest outperforms EvoSuite in branch and line coverage.';
    expect(extract(text).benchmarks.map((b) => b.name)).toEqual([]);
    expect(wins(text)).toEqual(['KChatUniTest > EvoSuite null']);
  });
  it('does not read a measure that is better lower, raised by the method, as a win ("increases computational cost by 15%")', () => {
    expect(wins('We propose KRePO, a replay method. Further analysis indicates that KRePO increases computational cost by 15% compared to GRPO while raising the number of effective optimization steps by 48%.')).toEqual([]);
    expect(wins('We propose KRePO, a replay method. KRePO reduces computational cost by 15% compared to GRPO.')).toEqual(['KRePO > GRPO computational cost']);
  });
});

describe('2.109: names inside an appositive or a comparison in parentheses, measures spelled out, "sometimes exceeds"', () => {
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}`);
  it('gives a score to the subject, not to a name inside its appositive ("KConette, an unbiased model enriched with … Task Embeddings, achieved …")', () => {
    expect(scores('We introduce a Task Embedding (TE) token. The resulting model, named KConette, an unbiased model enriched with dataset-specific Task Embeddings, achieved a score of 44.1% on AudioCaps.')).toEqual(['KConette AudioCaps 44.1%']);
  });
  it('reads each score of a list whose items carry a comparison in parentheses, and the compared value on its own benchmark', () => {
    expect(scores('We present KCamel, a clinical LLM. KCamel surpasses GPT-3.5 on all benchmarks, including 64.3% on USMLE (compared to 58.5% for GPT-3.5), 77.9% on PubMedQA (compared to 60.2%), and 60.7% on MedQA (compared to 53.6%).')).toEqual(['KCamel USMLE 64.3%', 'KCamel PubMedQA 77.9%', 'KCamel MedQA 60.7%', 'GPT-3.5 USMLE 58.5%']);
  });
  it('does not take a measure the abstract spells out ("Overall Guardrail Performance (OGP)") for a part of the method', () => {
    const text = 'We propose KDecipherGuard, a guardrail. Evaluation shows that KDecipherGuard improves Defense Success Rate (DSR) by 36% to 65% and Overall Guardrail Performance (OGP) by 20% to 50% compared to LlamaGuard.';
    expect(extract(text).methods.map((m) => m.name)).toEqual(['KDecipherGuard']);
    expect(wins(text)).toEqual(['KDecipherGuard > LlamaGuard']);
  });
  it('does not read "matches and sometimes exceeds" as a strict win', () => {
    expect(wins('We introduce KWildGuard, a moderation tool. Importantly, KWildGuard matches and sometimes exceeds GPT-4 performance on harmfulness identification.')).toEqual([]);
    expect(wins('We introduce KWildGuard, a moderation tool. Importantly, KWildGuard exceeds GPT-4 performance on harmfulness identification.')).toEqual(['KWildGuard > GPT-4']);
  });
});

describe('2.108: numbered tasks of shared benchmarks, sound-detection scores, a task\'s acronym after "our", serving engines, processors, network classes', () => {
  const names = (text: string, field: 'benchmarks' | 'methods' | 'baselines' | 'models'): string[] => extract(text)[field].map((m) => m.name);
  it('reads a numbered task after a shared benchmark as part of its name ("DCASE 2022 task 4", "DCASE 2023 Task 6A")', () => {
    expect(names('We propose KOWBCE, a loss function. Experiments are carried out in the context of DCASE 2022 task 4.', 'benchmarks')).toEqual(['DCASE 2022 task 4']);
    expect(names('We propose KCap, a captioning model. KCap ranks first on DCASE 2023 Task 6A.', 'benchmarks')).toEqual(['DCASE 2023 Task 6A']);
  });
  it('reads PSDS1 and PSDS2 as measures, not benchmarks', () => {
    const text = 'We propose KMDFD-CRNN, a detector. KMDFD-CRNN achieved a true PSDS1 of 0.485 on DESED.';
    expect(names(text, 'benchmarks')).toEqual(['DESED']);
    expect(extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.metric} ${r.value}`)).toEqual(['KMDFD-CRNN DESED PSDS1 0.485']);
  });
  it('does not take "our SED system" for the paper\'s method when SED is the task the abstract spelled out', () => {
    expect(names('Sound event detection (SED) often suffers from data scarcity. We first introduce KATST-Frame, our newly proposed model. Our SED system obtains new state-of-the-art results.', 'methods')).toEqual(['KATST-Frame']);
    // An acronym of the paper's own technique stays its method.
    expect(names('We propose a permuted self-attention (PSA) for super-resolution. Our PSA strikes a balance between channel and spatial information.', 'methods')).toEqual(['PSA']);
  });
  it('reads llama.cpp and TensorRT-LLM as the serving systems a method is compared with', () => {
    expect(extract('We present KT-MAC, a kernel library. KT-MAC demonstrates up to 4x increase in throughput compared to llama.cpp.').comparisons.map((c) => `${c.method} > ${c.baseline} ${c.delta}`)).toEqual(['KT-MAC > llama.cpp up to 4x']);
  });
  it('does not take a processor a speed-up is measured on for a benchmark', () => {
    expect(names('We present KMR-GPTQ, a quantizer. KMR-GPTQ delivers speedups over FP16 of 2.2x end-to-end on NVIDIA B200 and 4x end-to-end on RTX5090.', 'benchmarks')).toEqual([]);
  });
  it('does not take a network class (DNN, CRNN) for a model or a baseline', () => {
    expect(names('We propose KOWBCE, a loss that trains the DNN model to be robust. For a basic CRNN, KOWBCE outperforms BCE.', 'models')).toEqual([]);
  });
});

describe('2.107: losers listed each with a margin of its own, margins per model size, objects that open with the subject, two qualities at once, win rates of one half or less, measure lists cut by a participle', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.delta}`);
  it('reads every loser of "outperforms A by x, B by y and C by z", commas alone joining the first two', () => {
    expect(wins('We propose KFooNet, a planner. On GSM8K, KFooNet outperforms KBarNet by 5%, KBazNet by 7% and KQuxNet by 2%.')).toEqual(['KFooNet > KBarNet GSM8K 5%', 'KFooNet > KBazNet GSM8K 7%', 'KFooNet > KQuxNet GSM8K 2%']);
  });
  it('gives a second loser with a setting and a margin of its own that margin, not the first loser\'s', () => {
    expect(wins('We propose KFooRL, a training method. KFooRL outperforms KBarNet by +8.2% on GSM8K and KBazNet by +3.0% on MATH.')).toEqual(['KFooRL > KBarNet GSM8K +8.2%', 'KFooRL > KBazNet MATH +3.0%']);
    expect(wins('We propose KFooRL, a training method. KFooRL boosts KBarNet by +8.2% on GSM8K and KBazNet by +3.0% on MATH.')).toEqual(['KFooRL > KBarNet GSM8K +8.2%', 'KFooRL > KBazNet MATH +3.0%']);
  });
  it('gives each margin of a list written for as many model sizes, "respectively", a claim, with the model of that size', () => {
    expect(wins('We present KCurES, a curriculum method. Experiments demonstrate that KCurES outperforms GRPO by +3.30 points and +4.82 points with 1.5B and 7B models, respectively.')).toEqual(['KCurES > GRPO null +3.30 points', 'KCurES > GRPO null +4.82 points']);
    const claims = extract('We present KPrism, a search agent. We train Qwen2.5-7B-Instruct and Qwen2.5-3B-Instruct with a local retriever. KPrism improves average exact match over Search-R1 by 7.3 and 5.9 points for the 7B and 3B models, respectively.').comparisons;
    expect(claims.map((c) => `${c.baseline} ${c.delta} ${c.model}`)).toEqual(['Search-R1 7.3 Qwen2.5-7B-Instruct', 'Search-R1 5.9 points Qwen2.5-3B-Instruct']);
    // A list of margins over as many benchmarks stays one claim per benchmark.
    expect(wins('We present KCurES, a curriculum method. KCurES outperforms GRPO by 3.3 and 4.8 points on MATH and AIME, respectively.')).toEqual(['KCurES > GRPO MATH 3.3', 'KCurES > GRPO AIME 4.8 points']);
  });
  it('does not take a name the object of a win opens with for its winner ("… components of PPO … variants outperform both PPO and DPO")', () => {
    expect(wins('We revisit alignment. We show that many components of PPO are unnecessary and that far simpler variants outperform both PPO and newly proposed methods such as DPO and RAFT.')).toEqual([]);
    // The subject named before the cue still wins.
    expect(wins('We revisit alignment. We show that KLean outperforms both PPO and newly proposed methods such as DPO and RAFT.')).toEqual(['KLean > PPO null null', 'KLean > DPO null null', 'KLean > RAFT null null']);
  });
  it('gives two qualities compared at once ("more accurate and 6x faster than X") a claim each, on its own measure', () => {
    const measured = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric} ${c.delta}`);
    expect(measured('We present KSAM, a segmentation model. In image segmentation, KSAM is more accurate and 6x faster than KZorbSeg.')).toEqual(['KSAM > KZorbSeg accuracy null', 'KSAM > KZorbSeg speed 6x']);
    expect(measured('We present KRapid, a backbone. KRapid-Ti is faster and more accurate than KMobileNet.')).toEqual(['KRapid-Ti > KMobileNet speed null', 'KRapid-Ti > KMobileNet accuracy null']);
  });
  it('does not read a win rate of one half or less against a system as a win over it', () => {
    expect(wins('We propose KWPO, a preference method. KWPO establishes a remarkable length-controlled winning rate against GPT-4-turbo of 48.6% based on Llama-3-8B-Instruct.')).toEqual([]);
    expect(wins('We propose KXL, a data method. Fine-tuning with KXL improves performance, increasing the win rate against GPT-4o-mini from 7.4% to 21.5%.')).toEqual([]);
    expect(wins('We propose KExecRM, a reranker. KExecRM also achieves a 58% win rate against CodeRM-8B in head-to-head reranking.').map((w) => w.split(' ').slice(0, 3).join(' '))).toEqual(['KExecRM > CodeRM-8B']);
  });
  it('ends a list of compared measures where a participle opens a clause of its own', () => {
    const measured = (text: string): string[] => extract(text).comparisons.map((c) => `${c.baseline} ${c.metric}`);
    expect(measured('We propose KTI-DPO, an alignment method. Experimental results show that KTI-DPO achieves higher accuracy and stronger generative diversity, providing more stable and computationally efficient solutions compared with DPO and other RLHF methods.')).toEqual(['DPO accuracy', 'DPO generative diversity']);
  });
});

describe('2.106: gains written with a measure like "Avg@4", "improves over 11%", "relatively ~9%", data an appositive trains on, lists of preference rates', () => {
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.delta}`);
  it('reads "46.7% and 20.8% Avg@4 gains on xBench and GAIA" as gains of the method over its base model, no scores', () => {
    const text = 'We present KASearcher. Through RL training, our prompt-based QwQ-32B agent achieves substantial improvements, with 46.7% and 20.8% Avg@4 gains on xBench and GAIA, respectively.';
    expect(scores(text)).toEqual([]);
    expect(wins(text)).toEqual(['KASearcher > QwQ-32B xBench 46.7%', 'KASearcher > QwQ-32B GAIA 20.8%']);
  });
  it('reads "improves over 11% on MATH500" and "relatively ~9% in V* Bench" as gains, no scores', () => {
    expect(scores('We propose KEM, a training method. Notably, our 7B model improves over 11% on MATH500 and 9.4% on AIME without o1-like CoT.')).toEqual([]);
    expect(scores('We propose KFlexAttention. Experiments on multimodal benchmarks prove that our KFlexAttention outperforms existing high-resolution VLMs (e.g., relatively ~9% in V* Bench, ~7% in TextVQA).')).toEqual([]);
    // A score "of over 60%" after a verb of scoring stays a score.
    expect(scores('We propose KProver, a prover. KProver achieves a success rate of over 60% on miniF2F.')).toEqual(['KProver miniF2F 60%']);
  });
  it('does not give a score to the data an appositive of its subject trains on ("our X, trained on YFCC-15M, achieves 41.1%")', () => {
    expect(scores('We propose KTinyCLIP, a distillation method. Moreover, our KTinyCLIP ViT-8M/16, trained on YFCC-15M, achieves an impressive zero-shot top-1 accuracy of 41.1% on ImageNet.')).toEqual(['KTinyCLIP ViT-8M/16 ImageNet 41.1%']);
  });
  it('pairs a list of preference rates with the list of systems they are against, in order', () => {
    expect(wins('We present KDeepReviewer. In its best mode, KDeepReviewer-14B achieves win rates of 88.21% and 80.20% against GPT-o1 and DeepSeek-R1 in evaluations.')).toEqual(['KDeepReviewer-14B > GPT-o1 null 88.21%', 'KDeepReviewer-14B > DeepSeek-R1 null 80.20%']);
  });
});

describe('2.105: a win held "while being three times faster" or "along with a 1.6× speedup", size ranges, measures no lexicon knows beside their margins, "the resulting X model", concepts a method adopts', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric} ${c.delta}`);
  it('reads a speed-up held with a win, in words or as a noun, as a second win on speed', () => {
    expect(wins('We present KCutie, a segmentation network. On the challenging MOSE dataset, KCutie improves by 4.2 J&F over KDeAOT while being three times faster.').map((w) => w.split(' ').slice(0, 4).join(' '))).toEqual(['KCutie > KDeAOT J&F', 'KCutie > KDeAOT speed']);
    expect(wins('We propose KSAM-MI, a segmenter. Notably, KSAM-MI achieves a 16.7% relative improvement in mIoU over KGrounded-SAM on the MESS benchmark, along with a 1.6× speedup.')).toEqual(['KSAM-MI > KGrounded-SAM mIoU 16.7%', 'KSAM-MI > KGrounded-SAM speed 1.6×']);
  });
  it('does not take a size range ("the prior best sub-10B models") for a name', () => {
    expect(wins('We introduce KReasonMed, a dataset. KReasonMed-7B surpasses the prior best sub-10B models by 4.17% and even exceeds KLaMA3.1-70B on PubMedQA by 4.60%.').map((w) => w.split(' ')[0])).toEqual(['KReasonMed-7B']);
  });
  it('gives each measure written right before its own margin a claim of its own ("reduces the number of iterations by over 40% and wall clock time by over 35% compared to X")', () => {
    expect(wins('We propose KSOAP, an optimizer. In the large batch regime, KSOAP reduces the number of iterations by over 40% and wall clock time by over 35% compared to KAdamW, with approximately 20% improvements in both metrics compared to KShampoo.')).toEqual(['KSOAP > KAdamW number of iterations over 40%', 'KSOAP > KAdamW wall clock time over 35%', 'KSOAP > KShampoo wall clock time approximately 20%']);
    // A loser written where a measure would be ("of CQL") stays a loser of its own.
    expect(wins('We propose KQShaper, a method. On D4RL, KQShaper improves the normalized score of IQL by 9.3 and of CQL by 12.1.')).toEqual(['KQShaper > IQL normalized score 9.3', 'KQShaper > CQL normalized score 12.1']);
  });
  it('does not take a name "the resulting X model" calls the paper\'s own for a backbone', () => {
    expect(extract('We introduce three strategic improvements to KODR, resulting in the KODR+ model, which achieves a state-of-the-art 10% success rate on BC-Small.').models).toEqual([]);
  });
  it('does not take a known concept the method adopts, employs or works within for a part of the method', () => {
    const parts = (text: string): string[] => extract(text).methods.map((m) => m.name);
    expect(parts('We present KMoonshine, a speech recognizer. KMoonshine is based on an encoder-decoder transformer architecture and employs Rotary Position Embedding (RoPE) instead of absolute position embeddings.')).toEqual(['KMoonshine']);
    expect(parts('We propose KViDoRAG, a retrieval framework. KViDoRAG adopts a Gaussian Mixture Model (GMM) for hybrid multi-modal retrieval.')).toEqual(['KViDoRAG']);
    // A part the paper introduces is still one.
    expect(parts('We propose KMicroViT, a backbone. In addition, a Context Anchor Attention (CAA) module is introduced in parallel to capture long-range contextual information.')).toEqual(['KMicroViT', 'CAA']);
  });
});

describe('2.104: margins "by a significant" amount, multiples that size a loser, a clause that holds a measure equal, bounded lists of margins, task acronyms, edition words, fronted training data, names like "3D-GS"', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.delta}`);
  it('reads "by a significant 6%" as the margin of the win', () => {
    expect(wins('In this work, we present KFormulaNet. Our extensive evaluations reveal that KFormulaNet-L attains accuracy levels that surpass those of prominent models such as KUniMERNet by a significant 6%.')).toEqual(['KFormulaNet-L > KUniMERNet 6%']);
  });
  it('does not take a multiple that sizes the losers ("10x larger models such as X") for a margin', () => {
    expect(wins('We propose KChartPaLI, a chart reasoning model. Our variant KChartPaLI-5B outperforms even 10x larger models such as KPaLIX-55B without using an upstream OCR system.')).toEqual(['KChartPaLI-5B > KPaLIX-55B null']);
  });
  it('reads "while keeping inference time constant compared to X" as no win over X', () => {
    expect(wins('We propose KChartPaLI, a chart reasoning model. Our variant KChartPaLI-5B outperforms KPaLIX-55B, while keeping inference time constant compared to the KPaLI3-5B baseline.')).toEqual(['KChartPaLI-5B > KPaLIX-55B null']);
  });
  it('splits a bounded list of margins ("up to 3.8% and 6.1%") over the benchmarks it pairs with', () => {
    expect(wins('We propose KSPEAR, a training recipe. KSPEAR outperforms KDr.BoT by up to 3.8% and 6.1% on AIME24 and AIME25, respectively.')).toEqual(['KSPEAR > KDr.BoT up to 3.8%', 'KSPEAR > KDr.BoT 6.1%']);
  });
  it('does not take the acronym of a task a proposal is "for" for the proposed method ("a new pipeline for long-tail (LT) recognition")', () => {
    expect(extract('This paper proposes a new pipeline for long-tail (LT) recognition. Our strategy, Diffusion model for Long-Tail recognition (KDiffuLT), represents a pioneering utilization of generative models in long-tail recognition. KDiffuLT achieves state-of-the-art results on CIFAR10-LT.').methods.map((m) => m.name)).toEqual(['KDiffuLT']);
  });
  it('keeps an edition word ("Turbo") in a known model\'s versioned name', () => {
    expect(extract('We introduce KVSF, a guidance method. It integrates with architectures such as Stable Diffusion 3.5 Turbo.').models.map((m) => m.name)).toEqual(['Stable Diffusion 3.5 Turbo']);
  });
  it('does not take the data a fronted "Using the X dataset of …, we fine-tune" names for a benchmark', () => {
    expect(extract('We propose KDiffusion-DPO, an alignment method. Using the Pick-a-Pic dataset of 851K crowdsourced pairwise preferences, we fine-tune the base model of SDXL-1.0 with KDiffusion-DPO.').benchmarks).toEqual([]);
  });
  it('reads a name led by digits and a hyphen ("3D-GS") as a name that can lose', () => {
    expect(wins('We present KMVSGaussian, a new approach. Compared with the vanilla 3D-GS, KMVSGaussian achieves better view synthesis with less training computational cost.')).toEqual(['KMVSGaussian > 3D-GS null']);
  });
});

describe('2.103: a demonstrative resuming a report, training data fronted with its model, units, versions before a verb, a margin "by an additional" amount, a measure\'s short form', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark}`);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('resumes every benchmark of the sentence before with "This surpasses …"', () => {
    expect(wins('We introduce KGUI-G1, a grounding model. Our KGUI-G1-3B achieves 90.3% accuracy on ScreenSpot and 37.1% on ScreenSpot-Pro. This surpasses all prior models of similar size and even outperforms the larger KUI-TARS-7B.')).toEqual(['KGUI-G1 > KUI-TARS-7B ScreenSpot', 'KGUI-G1 > KUI-TARS-7B ScreenSpot-Pro']);
  });
  it('gives "This outperforms X" after a report of the paper\'s own results to the paper\'s method', () => {
    expect(wins('This paper presents a defense system named KSentra. Evaluation results show a 99.96% detection rate and an attack success rate of only 0.004%. This outperforms leading baselines such as KlamaGuard-2 (1.3%) and KModeration (3.7%).')).toEqual(['KSentra > KlamaGuard-2 null', 'KSentra > KModeration null']);
    // A report of another system's results is not resumed.
    expect(wins('This paper presents a defense system named KSentra. Prior reports on KlamaGuard-2 are mixed. This outperforms KModeration.')).toEqual([]);
  });
  it('reads the data set of a fronted "Fine-tuning M on B," as the benchmark of the sentence\'s claim', () => {
    expect(wins('We propose KPiSSA, a fine-tuning method. Fine-tuning KLaMA-3-70B on GSM8K, KPiSSA attains an accuracy of 86.05%, exceeding the performances of KLoRA at 81.73%.')).toEqual(['KPiSSA > KLoRA GSM8K']);
  });
  it('takes classifier-free guidance, once named by its acronym, for a method that can lose', () => {
    expect(wins('Classifier-free guidance (CFG) is a fundamental tool in diffusion models. We develop KFG++, a novel approach. Furthermore, KFG++ enables seamless interpolation, consistently outperforming traditional CFG at all scales.')).toEqual(['KFG++ > CFG null']);
  });
  it('does not give a value to a benchmark that has its own value written right before it ("7.59 FID and 0.74 GenEval")', () => {
    expect(scores('This paper presents KSprint, an efficient diffusion model. KSprint achieves state-of-the-art performance with 7.59 FID and 0.74 GenEval in only 1 step.')).toEqual([]);
  });
  it('reads no score from a bitrate, a sampling rate or a size ("a bitrate of 6 kbps")', () => {
    expect(scores('In this paper, we propose KMDCTCodec, a neural audio codec. Specifically, the KMDCTCodec achieved a ViSQOL score of 4.18 at a sampling rate of 48 kHz and a bitrate of 6 kbps on the public VCTK corpus.')).toEqual(['KMDCTCodec VCTK 4.18']);
  });
  it('does not glue a unit to the name after it ("the 16 kHz LibriTTS dataset")', () => {
    expect(extract('This paper proposes KStreamCodec, a streamable codec. Specifically, on the 16 kHz LibriTTS dataset, KStreamCodec attains a ViSQOL score of 4.30 at 1.5 kbps.').benchmarks.map((b) => b.name)).toEqual(['LibriTTS']);
  });
  it('keeps a version word before a verb that starts like "out" ("KDualVC 2 outperforms KDualVC")', () => {
    expect(wins('In this paper, we propose KDualVC 2 to address these issues. Experiments show that KDualVC 2 outperforms KDualVC and other baseline systems in both subjective and objective metrics.')).toEqual(['KDualVC 2 > KDualVC null']);
  });
  it('reads "by an additional 2.67%" as a margin, no score, and a measure\'s short form as the same measure', () => {
    const e = extract('We propose a new method called KATLI. Extensive experiments on ImageNet-1K showed our proposed method to reduce the false positive rate (FPR95) by 6.73% compared to the KMaxLogit approach, and decreased FPR95 by an additional 2.67% compared to other state-of-the-art methods.');
    expect(e.results).toEqual([]);
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline} ${c.delta}`)).toEqual(['KATLI > KMaxLogit 6.73%']);
  });
});

describe('2.102: a relative clause after the paper\'s named model, data a fronted "Using" trains on', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark}`);
  it('gives a win in "we train KDeepReviewer-14B, which outperforms X" to the model the paper names after its method', () => {
    expect(wins('We introduce KDeepReview, a framework for paper review. Using KDeepReview-13K, a curated dataset with structured annotations, we train KDeepReviewer-14B, which outperforms CycleReviewer-70B with fewer tokens.')).toEqual(['KDeepReviewer-14B > CycleReviewer-70B null']);
    // Another system's relative clause gives no win to the paper.
    expect(wins('We introduce KDeepReview, a framework. Prior systems build on GPT-4o, which outperforms CycleReviewer-70B.')).toEqual([]);
  });
  it('does not take the data a fronted "Using X, …, we train" names for a benchmark', () => {
    expect(extract('We introduce KDeepReview, a framework for paper review. Using KDeepReview-13K, a curated dataset with structured annotations, we train KDeepReviewer-14B on it.').benchmarks).toEqual([]);
    // "Using X, we evaluate" still evaluates on X.
    expect(extract('We introduce KDeepReview, a framework. Using ReviewKBench, we evaluate KDeepReview and find that it reaches 61.2% accuracy.').benchmarks.map((b) => b.name)).toEqual(['ReviewKBench']);
  });
});

describe('2.101: "the same benchmark" two sentences on, "our benchmark", lists after "tools"/"namely", a second predicate, what a design is based on, lists of gains "respectively, and"', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark}`);
  it('resolves "on the same benchmark" to the benchmark named two sentences back, past a sentence of other measures', () => {
    expect(wins('We introduce KSpec, a framework. With a 32B helper, the 1.5B model\'s accuracy on MATH500 increases from 83.2% to 89.4%. Simultaneously, the average output length is reduced from 5439 tokens to 4583 tokens. Moreover, when applied to Qwen-2.5-7B-Instruct, our framework boosts its accuracy from 74.0% to 81.8% on the same benchmark.')).toEqual(['KSpec > Qwen-2.5-7B-Instruct MATH500']);
  });
  it('resolves "On our benchmark" to the one benchmark the paper introduces', () => {
    expect(wins('We introduce FavaKBench, a new benchmark for fine-grained hallucination detection. We also propose KAVA, a retrieval-augmented editor. On our benchmark, our evaluations show that KAVA significantly outperforms ChatGPT and GPT-4 on fine-grained hallucination detection.')).toEqual(['KAVA > ChatGPT FavaKBench', 'KAVA > GPT-4 FavaKBench']);
  });
  it('does not read the tools, fuzzers or methods "namely" listed as benchmarks', () => {
    const e = extract('We propose KYATE, a test repair technique. We evaluate KYATE on six open-source projects and also compare it with four other LLM-based methods, namely HITS, SYMPROMPT, TESTSPARK and COVERUP.');
    expect(e.benchmarks).toEqual([]);
    expect(e.baselines.map((b) => b.name)).toEqual(['HITS', 'SYMPROMPT', 'TESTSPARK', 'COVERUP']);
    expect(wins('We propose KChatUniTest, a test generator. Experiments on six projects show that KChatUniTest outperforms language-model-based tools, such as AthenaKTest and A3KTest.')).toEqual(['KChatUniTest > AthenaKTest null', 'KChatUniTest > A3KTest null']);
  });
  it('ends a "than" object at a second predicate of the subject ("… than comparable models and requires only 8% of the FLOPs using MHSA")', () => {
    expect(wins('We introduce KistaFormer, a segmentation model. Experiments on the PASTIS benchmark show that KistaFormer achieves better performance than comparable models and requires only 8% of the floating point operations using MHSA.')).toEqual([]);
  });
  it('does not take what a design is based on for a setting', () => {
    expect(extract('We propose KLRSCLIP, a model. Experiments show that the KLRSCLIP architecture based on Long-CLIP\'s KPS module achieves fine-grained cross-modal feature alignment.').benchmarks).toEqual([]);
  });
  it('reads a list "respectively, and" joins to a list of gains as gains too, no scores', () => {
    expect(extract('We propose KLRSCLIP, a model. For the zero-shot short-text cross-modal retrieval task, KLRSCLIP achieves improvements over the current best model, GeoRSCLIP, with increases of 0.17%, 0.67%, and 0.92% in Text to Image R@1, Image to Text R@1, and mR on RSITMD, respectively, and 0.04%, 2.93%, and 1.28% on RSICD.').results).toEqual([]);
  });
});

describe('2.100: a named counterpart, a score in the possessive, names ending in "Benchmark", values "respectively" after their benchmarks', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark}`);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('takes the system a counterpart is of for the loser ("outperform their KigLIP counterparts")', () => {
    expect(wins('We introduce KigLIP 2, a family of encoders. With these changes, KigLIP 2 models outperform their KigLIP counterparts at all model scales in zero-shot classification.')).toEqual(['KigLIP 2 > KigLIP null']);
    // A class of counterparts still names no loser.
    expect(wins('We introduce KigLIP 2, a family of encoders. KigLIP 2 models outperform their dense counterparts.')).toEqual([]);
  });
  it('gives a score written in the possessive to its owner ("surpassing CLIP\'s 68.3%")', () => {
    expect(scores('We introduce MetaKLIP, a curation method. In zero-shot ImageNet classification, MetaKLIP achieves 70.8% accuracy, surpassing CLIP\'s 68.3% on ViT-B models.')).toEqual(['MetaKLIP ImageNet 70.8%', 'CLIP ImageNet 68.3%']);
  });
  it('reads a coined name ending in "Benchmark" as a benchmark', () => {
    expect(extract('We introduce KTSP 2.0, a framework. Rigorous validation across 180 diverse test cases of the KSPBenchmark demonstrates the performance of KTSP 2.0, achieving 83.89% space-group success rate, outperforming CSPML.').benchmarks.map((b) => b.name)).toEqual(['KSPBenchmark']);
  });
  it('reads values listed with "respectively" and no benchmark after them on the benchmarks named before, in order', () => {
    expect(scores('We propose KCAF-DTA, a model. Experiments on benchmark datasets such as Davis and KIBA show that KCAF-DTA outperforms the state of the art, with the MSE metrics reaching 0.198 and 0.122, respectively.')).toEqual(['KCAF-DTA Davis 0.198', 'KCAF-DTA KIBA 0.122']);
    // Gains listed so are no scores.
    expect(scores('We propose KCAF-DTA, a model. On Davis and KIBA, KCAF-DTA improves MSE by 0.012 and 0.009, respectively.')).toEqual([]);
  });
});

describe('2.99: "by over N", classes with members, models under one noun, a comparator\'s margins, values in asides, "named X"', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark}`);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('reads "improves A and B by over 10 points" as gains over both models ("over" before a number compares nothing)', () => {
    expect(wins('We introduce KoRing, a position embedding. Without training, KoRing improves the performance of Llama3.1 70B and Qwen2 72B by over 10 points on RULER.')).toEqual(['KoRing > Llama3.1 70B RULER', 'KoRing > Qwen2 72B RULER']);
    // "over" before a name still compares.
    expect(wins('We introduce KoRing, a position embedding. KoRing improves accuracy by 3 points over YaRN on RULER.')).toEqual(['KoRing > YaRN RULER']);
  });
  it('does not take a plural acronym with its members named after it for a loser ("state-of-the-art SSMs, including Mamba")', () => {
    expect(wins('State-space models (SSMs) are a competitive alternative. We introduce Kornhorn, a deep SSM architecture. Kornhorn outperforms state-of-the-art SSMs, including the Mamba model, on language modeling.')).toEqual(['Kornhorn > Mamba null']);
  });
  it('does not make the model an unnamed subject was distilled from the winner', () => {
    expect(wins('We distill large Transformers into linear RNNs. Our top-performing model, distilled from Llama3-8B-Instruct, achieves a 29.61 win rate on AlpacaEval 2 against GPT-4.')).toEqual([]);
  });
  it('reads the names of "on both A and B models" as models, there and wherever the abstract sets a claim on them', () => {
    const e = extract('We propose KALTP, a pruning framework. Experiments on the GranDf dataset show that KALTP outperforms FastV on both GLaMM and OMG-LLaVA models. Similarly, on OMG-LLaVA, KALTP improves AP by 2.1% compared with FastV.');
    expect(e.models.map((m) => m.name).sort()).toEqual(['GLaMM', 'OMG-LLaVA']);
    expect(e.benchmarks.map((b) => b.name)).toEqual(['GranDf']);
    // Compared systems that "models" closes stay compared, not models ("compared to the standalone A, B, and C models").
    expect(extract('We propose KuXi-SHTM, a hybrid model. KuXi-SHTM improves forecasts compared to the standalone SHTM, KuXi, and ECMWF HRES models.').models).toEqual([]);
  });
  it('gives the changes a comparator after the verb names a competitor for to that competitor, not to the model the method is applied to', () => {
    expect(extract('We propose KALTP, a pruning framework. When applied to Qwen2-VL-7B, KALTP achieves a 90% reduction in visual tokens with a 4.9% improvement in AP50 compared to PyramidDrop.').comparisons.map((c) => `${c.method} > ${c.baseline} ${c.baseModel}`)).toEqual(['KALTP > PyramidDrop false']);
    // A strict win beside the change leaves the gain over the base model its own.
    expect(extract('We propose KALTP, a pruning framework. When applied to Qwen2-VL-7B, KALTP improves accuracy on GQA from 52.2% to 61.0%, surpassing PyramidDrop.').comparisons.map((c) => `${c.method} > ${c.baseline} ${c.baseModel}`)).toEqual(['KALTP > PyramidDrop false', 'KALTP > Qwen2-VL-7B true']);
  });
  it('reads "we achieve a gain on X, a … (VQA) task, over Y" as the paper\'s own win, and slash-joined gains as gains', () => {
    const e = extract('We present Kentist, a framework for hallucination mitigation. On MMbench, we achieve a 13.44%/10.2%/15.8% improvement in accuracy on Image Quality, a Coarse Perception visual question answering (VQA) task, over the baseline InstructBLIP/LLaVA/VisualGLM.');
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline}`)).toEqual(['Kentist > InstructBLIP', 'Kentist > LLaVA', 'Kentist > VisualGLM']);
    expect(e.results).toEqual([]);
  });
  it('reads a list of benchmarks whose items carry a value and its measure in parentheses ("AGORA (107.2 mm NMVE), UBody (57.4 mm PVE)")', () => {
    expect(scores('We propose KMPLer-X, a foundation model. Notably, KMPLer-X consistently delivers state-of-the-art results on benchmarks such as AGORA (107.2 mm NMVE), UBody (57.4 mm PVE), and EHF (62.3 mm PVE without finetuning).')).toEqual(['KMPLer-X AGORA 107.2 mm', 'KMPLer-X UBody 57.4 mm', 'KMPLer-X EHF 62.3 mm']);
    // A whole number alone in parentheses is no score ("(2019)").
    expect(scores('We propose KMPLer-X, a foundation model. KMPLer-X achieves state-of-the-art results on AGORA (2019).')).toEqual([]);
  });
  it('names a method by the short name a title is "named", not by the title', () => {
    const e = extract('In this work, we present a two-stage pose Distillation for Whole-body Pose estimators, named DWPose, to improve their efficiency. DWPose surpasses RTMPose-x on COCO-WholeBody.');
    expect(e.methods.map((m) => `${m.name} [${m.aliases.join(', ')}]`)).toEqual(['DWPose [Distillation for Whole-body Pose]']);
    expect(wins('In this work, we present a two-stage pose Distillation for Whole-body Pose estimators, named DWPose, to improve their efficiency. DWPose surpasses RTMPose-x on COCO-WholeBody.')).toEqual(['DWPose > RTMPose-x COCO-WholeBody']);
  });
});

describe('2.98: "these models" as the paper\'s own, a target after "improvement for", two measures before "than"', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.metric}`);
  it('reads "these models outperform X" after the paper presents its models as "this model" is read', () => {
    expect(wins('To address this gap, we introduce KigerLLM, a family of Bangla LLMs. Our results demonstrate that these models outperform larger proprietary models like GPT3.5 across standard benchmarks.')).toEqual(['KigerLLM > GPT3.5 null null']);
    // Other systems' "these models" that fail win nothing.
    expect(wins('Existing models such as Quix and Blen are strong. However, these models fail on long inputs. We introduce KigerLLM, a model.')).toEqual([]);
  });
  it('does not take a name after "improvement for" for the winner ("a +3.6% F1 improvement for SLD over X")', () => {
    expect(wins('We present KfriHuBERT, an extension of mHuBERT-147. We evaluate KfriHuBERT on two key speech tasks, Spoken Language Identification (SLD) and Automatic Speech Recognition (ASR), using the FLEURS benchmark. Our results show a +3.6% F1 score improvement for SLD and a -2.1% average Word Error Rate (WER) reduction for ASR over mHuBERT-147.').map((w) => w.split(' ').slice(0, 3).join(' '))).toEqual(['KfriHuBERT > mHuBERT-147']);
  });
  it('reads "better sample efficiency and final return than X" as a win on both measures', () => {
    expect(wins('We propose KWOSOME, a framework. KWOSOME achieves better sample efficiency and final return than PPO on Overcooked.')).toEqual(['KWOSOME > PPO Overcooked sample efficiency', 'KWOSOME > PPO Overcooked final return']);
    // Two wins of their own, each with its margin, stay two ("61% faster than A and 64% faster than B").
    expect(extract('We propose KNCORE, an editor. KNCORE is also 61% faster than MEMIT and 64% faster than AlphaEdit.').comparisons.map((c) => `${c.baseline} ${c.delta}`)).toEqual(['MEMIT 61%', 'AlphaEdit 64%']);
  });
});

describe('2.97: tokenizers\' measures, a measure named after its name, scores on a zero-shot benchmark, "and" before another measure', () => {
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value} ${r.metric}`);
  it('reads rFID and gFID as measures (lower is better), not names', () => {
    const e = extract('We propose KliTok, a tokenizer. On ImageNet-256, KliTok achieves a gFID score of 1.50. KliTok surpasses LlamaGen by 0.4 rFID.');
    expect(e.methods.map((m) => m.name)).toEqual(['KliTok']);
    expect(e.results.map((r) => `${r.method} ${r.benchmark} ${r.value} ${r.metric}`)).toEqual(['KliTok ImageNet-256 1.50 gFID']);
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric} ${c.lowerIsBetter}`)).toEqual(['KliTok > LlamaGen rFID true']);
  });
  it('keeps a name that only normalizes like a measure ("RFiD" is no "rFID"), while "MIoU" stays "mIoU"', () => {
    expect(extract('We propose GRG, a retriever. GRG outperforms RFiD by +5.2 on TriviaQA.').comparisons.map((c) => `${c.method} > ${c.baseline}`)).toEqual(['GRG > RFiD']);
    expect(extract('We propose KegNet, a segmenter. KegNet outperforms SegFormer by 1.2 MIoU on ADE20K.').comparisons.map((c) => c.metric)).toEqual(['MIoU']);
  });
  it('names the measure of "FID scores of …" FID, not "scores"', () => {
    expect(scores('We propose KMD2, a distillation method. KMD2 achieves FID scores of 1.28 on ImageNet and 8.35 on COCO 2014.')).toEqual(['KMD2 ImageNet 1.28 FID', 'KMD2 COCO 2014 8.35 FID']);
  });
  it('reads a value "on zero-shot COCO 2014" as on COCO 2014', () => {
    expect(scores('We propose KMD2, a distillation method. KMD2 achieves FID scores of 1.28 on ImageNet and 8.35 on zero-shot COCO 2014.')).toContain('KMD2 COCO 2014 8.35 FID');
  });
  it('does not give "… on MJHQ-30K and an overall score of 0.69 on GenEval" to MJHQ-30K', () => {
    expect(scores('We introduce KC-AR, a framework. KC-AR achieves a gFID of 5.49 on MJHQ-30K and an overall score of 0.69 on GenEval.')).toEqual(['KC-AR MJHQ-30K 5.49 gFID', 'KC-AR GenEval 0.69 overall score']);
    // A benchmark's own measure right after its name is still its score ("an ALFWorld success rate of 82.3%").
    expect(extract('We propose KAgent. KAgent reaches an ALFWorld success rate of 82.3% and a WebShop score of 61.0.').results.map((r) => `${r.benchmark} ${r.value}`)).toEqual(['ALFWorld 82.3%', 'WebShop 61.0']);
  });
});

describe('2.96: "when benchmarked against", scales before a number, names called measures, ", and C compared to"', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.delta}${c.metric ? ` ${c.metric}` : ''}`);
  it('reads a fronted "When benchmarked against X, Y achieves a gain" as "Compared with X, …" is read', () => {
    expect(wins('We propose KSR, a lightweight network. When benchmarked against methods such as ZuffleMixer, the proposed KSR achieves a gain of 0.39 dB on the Urban100 dataset.')).toEqual(['KSR > ZuffleMixer Urban100 0.39 dB']);
    // As "compared with", it needs a word of gain: a tie or a bare comparison is no win, nor is the plain verb.
    expect(wins('We propose KSR, a lightweight network. When benchmarked against ZuffleMixer, KSR achieves comparable accuracy.')).toEqual([]);
    expect(wins('We propose KSR, a lightweight network. KSR is benchmarked against ZuffleMixer on Urban100.')).toEqual([]);
  });
  it('reads "for ×3 SR" as a scale, neither a score of 3 nor a measure', () => {
    const e = extract('We propose Ki-Mamba, a network. Ki-Mamba achieves a PSNR improvement of 0.29 dB on Manga109 for ×3 SR, compared to the lightweight MambaKR.');
    expect(e.results).toEqual([]);
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.metric}`)).toEqual(['Ki-Mamba > MambaKR Manga109 PSNR']);
    expect(extract('We propose Ki-Mamba, a network. Ki-Mamba achieves 92.1 SR on Manga109.').results.map((r) => r.value)).toEqual(['92.1 SR']);
  });
  it('does not read names a noun calls measures ("on the MANQA and AHQI measures") as benchmarks', () => {
    const e = extract('This paper introduces KarSRGAN, a GAN. KarSRGAN is roughly 10% better on the MANQA and AHQI measures than Real-ESRGAN.');
    expect(e.benchmarks).toEqual([]);
    expect(wins('This paper introduces KarSRGAN, a GAN. KarSRGAN outperforms Real-ESRGAN on the MANQA benchmark.')).toEqual(['KarSRGAN > Real-ESRGAN MANQA null']);
  });
  it('does not let an acronym spelled out as a measure win ("the Underwater Image Quality Metric (UIQ)")', () => {
    expect(wins('We introduce DeepLens, a method. Specifically, we observe a 60% increase in the Underwater Image Quality Metric (UIQ) compared to the SeaThru and DeepColor methods.')).toEqual(['DeepLens > SeaThru null null', 'DeepLens > DeepColor null null']);
    // A measure the paper introduces is its method, as the gold has it.
    expect(extract('We propose the Instruction Information Metric (InsMet), a measure of data quality. Data selected by InsMet outperforms AlpaGasus on AlpacaEval.').comparisons.map((c) => c.method)).toEqual(['InsMet']);
  });
  it('does not take the last benchmark of ", and C compared to X" for a clause\'s subject', () => {
    expect(wins('We present KeepStack for LMMs. KeepStack yields 4.2, 11.0 and 4.0 improvements on TextVQA, DocVQA, and InfoVQA compared to LLaVA-1.5-7B.').map((w) => w.split(' ').slice(0, 4).join(' '))).toEqual(['KeepStack > LLaVA-1.5-7B TextVQA', 'KeepStack > LLaVA-1.5-7B DocVQA', 'KeepStack > LLaVA-1.5-7B InfoVQA']);
    // A clause opened by ", and" with a verb of its own keeps its subject ("…, and KeepNet outperforms …").
    expect(wins('We present KeepStack and KeepNet for LMMs. KeepStack beats LLaVA-1.5-7B on TextVQA, and KeepNet outperforms Qwen-VL on DocVQA.')).toContain('KeepNet > Qwen-VL DocVQA null');
  });
});

describe('2.95: released models written in lower case', () => {
  it('reads "kolo-embed-text-v1", "text-embedding-3-small" as names, not "text-to-3d" or "8-bit-quantized"', () => {
    const e = extract('This technical report describes the training of kolo-embed-text-v1, an open text embedding model that outperforms both OpenAI Ada-002 and OpenAI text-embedding-3-small on the MTEB benchmark.');
    expect(e.methods.map((m) => m.name)).toEqual(['kolo-embed-text-v1']);
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark}`)).toEqual(['kolo-embed-text-v1 > Ada-002 MTEB', 'kolo-embed-text-v1 > text-embedding-3-small MTEB']);
    const d = extract('We propose Kgen, a text-to-3d generator trained with 8-bit-quantized weights and a two-stage-4x upsampler. Kgen reaches 0.91 on T3Bench.');
    expect([...d.methods, ...d.benchmarks, ...d.baselines, ...d.models].map((x) => x.name)).toEqual(['Kgen', 'T3Bench']);
  });
});

describe('2.94: a measure the method lowers, written in the possessive', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.delta}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('reads "cuts GRPO\'s length inflation by 46-71%" as "reduces the length inflation of GRPO" is read', () => {
    expect(wins('We propose FooPO, an RL method. FooPO cuts GRPO\'s length inflation by 46-71% on GPQA.')).toEqual(['FooPO > GRPO GPQA 46-71% (lower)']);
    expect(wins('We propose FooPO, an RL method. FooPO reduces the length inflation of GRPO by 46-71% on GPQA.')).toEqual(['FooPO > GRPO GPQA 46-71% (lower)']);
    // A possessive that is no owner of a lowered measure stays no object ("reduces Wan2.1's" is read; "reduces the model's" names none).
    expect(wins('We propose FooPO, an RL method. FooPO reduces the model\'s length by 40% on GPQA.')).toEqual([]);
  });
});

describe('2.93: reports over a list of settings, "6X", editions glued to a plain known name, lists a main clause ends', () => {
  const x = (text: string, title?: string) => extractWith(text, RULES, title ? { title } : undefined);
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.delta}`);
  const benchmarks = (text: string): string[] => extract(text).benchmarks.map((b) => b.name);
  it('gives "Our experiments on A, B, and C exhibit an 18% improvement over X" to the paper\'s method', () => {
    expect(wins('In this work, we present Kaku, a simple transformer architecture. Our experiments on 129 simulated tasks across LIBERO, Meta-World, and the DeepMind Control suite exhibit an overall 18% absolute improvement over RT-1 and MT-ACT.')).toContain('Kaku > RT-1 LIBERO 18%');
    expect(wins('In this work, we present Kaku, a simple transformer architecture. Our experiments on LIBERO, where RT-1 struggles, and on Meta-World show that training is stable.')).toEqual([]);
  });
  it('reads "6X faster" as a multiple, not a name', () => {
    expect(wins('We propose RVK-2, a manipulation model. RVK-2 is 6X faster in training than RVT.')).toEqual(['RVK-2 > RVT null 6X']);
  });
  it('reads a known benchmark with an edition glued on as that edition ("Craftax-classic", "Craftax-full"), not "ImageNet-pretrained"', () => {
    expect(benchmarks('We present a model-based RL method, Kwm. We mostly focus on the challenging Craftax-classic benchmark, where Kwm achieves a reward of 69.66%. We also show preliminary results on Craftax-full and MinAtar.')).toEqual(['Craftax-classic', 'Craftax-full', 'MinAtar']);
    expect(benchmarks('We propose Kinet, a vision backbone. ImageNet-pretrained models lag behind Kinet on COCO-Stuff.')).not.toContain('ImageNet-pretrained');
  });
  it('reads what a title names from the words after it in its own sentence, not the next one ("… KebDancer. Evaluations on the challenging …")', () => {
    const e = x('In this work, we present a cohesive paradigm for building information seeking agents. We instantiate this framework in a web agent based on ReAct, KebDancer. Evaluations on the challenging information seeking benchmarks, GAIA and WebWalkerQA, demonstrate the strong performance of KebDancer.', 'KebDancer: Towards Autonomous Information Seeking Agency');
    expect(e.methods.map((m) => m.name)).toEqual(['KebDancer']);
    expect(e.benchmarks.map((b) => b.name)).toEqual(['GAIA', 'WebWalkerQA']);
  });
  it('ends a benchmark list at the main clause\'s verb or another class\'s examples', () => {
    expect(benchmarks('In this work, we present VQ-Ket, a versatile model. Across seven environments including simulated manipulation, autonomous driving, and robotics, VQ-Ket improves on state-of-the-art models such as BeT and Diffusion Policies.')).toEqual([]);
    expect(benchmarks('In this work, we present VQ-Ket, a versatile model. VQ-Ket is evaluated on environments including Meta-World, LIBERO and CALVIN and reaches 91% on LIBERO.')).toEqual(['Meta-World', 'LIBERO', 'CALVIN']);
  });
  it('does not read a name in apposition after "the A and B datasets," as another benchmark, nor "enhancements of 1.8%" as scores', () => {
    const e = x('We present Kold, a geometry solver. Additionally, Kold surpasses the former best model on the PGPS9K and Geometry3K datasets, PGPSNet, by obtaining accuracy enhancements of 1.8% and 3.2%, respectively.');
    expect(e.benchmarks.map((b) => b.name)).toEqual(['PGPS9K', 'Geometry3K']);
    expect(e.results).toEqual([]);
    expect(benchmarks('We present Kold, a geometry solver. Kold is evaluated on three datasets, PGPS9K, Geometry3K and UniGeo, and reaches 75.2% on UniGeo.')).toEqual(['PGPS9K', 'Geometry3K', 'UniGeo']);
  });
});

describe('2.92: star names, signed margins, "This not only", "comparing to", scores after "while achieving", "our baseline"', () => {
  const x = (text: string) => extract(text);
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.benchmark} ${c.delta}`);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('keeps the star of a single capital in a name ("S*", "V* Bench"), not markdown stars', () => {
    expect(wins('We propose S*, a test-time scaling framework for code generation. GPT-4o-mini with S* outperforms o1-preview by 3.7% on LiveCodeBench.')).toEqual(['S* > o1-preview LiveCodeBench 3.7%']);
    expect(scores('We propose Kpix, a visual reasoner. Our 7B model, Kpix, achieves 84% on V* Bench and 74% on TallyQA-Complex.')).toEqual(['Kpix V* Bench 84%', 'Kpix TallyQA-Complex 74%']);
    expect(x('To address this, we propose **KAPO** (**K**ernel **A**dvantage **P**olicy **O**ptimization), a curriculum mechanism. We train it with *case-conditioned prompting*.').methods.map((m) => m.name)).toEqual(['KAPO']);
  });
  it('reads "+19.05 on A, +1.7 on B" as margins, one per benchmark', () => {
    expect(wins('We introduce Kvinci, an omni-modal LLM. Our model, Kvinci, outperforms Qwen2.5-Omni with +19.05 on DailyOmni, +1.7 on MMAR, and +3.9 on Video-MME.')).toEqual(['Kvinci > Qwen2.5-Omni DailyOmni +19.05', 'Kvinci > Qwen2.5-Omni MMAR +1.7', 'Kvinci > Qwen2.5-Omni Video-MME +3.9']);
    // A signed number with its unit stays one quantity.
    expect(wins('We introduce Kvinci, an omni-modal LLM. Kvinci outperforms its SFT-initialized counterpart (+28.83 points) and surpasses GPT-4.1 by +8.68 accuracy points.')).toEqual(['Kvinci > GPT-4.1 null +8.68']);
  });
  it('resumes the subject before "This not only outperforms …", with its benchmark', () => {
    expect(wins('Our 7B model, Kthink, establishes a new state of the art on LongVideo-Reason, achieving 76.1% accuracy. This not only outperforms the competitive LongVILA-R1 (72.0%) but also uses far fewer frames.')).toEqual(['Kthink > LongVILA-R1 LongVideo-Reason null']);
  });
  it('reads "comparing to X" right before a name as "compared to X", not "comparing its plans with X"', () => {
    expect(wins('We put forward Kpilot, a training framework. With LLaMA3.1-8B-Instruct, Kpilot surpasses GPT-4o by 3.60%, while showing a gain of 55.78% comparing to GPT-4o-mini.')).toEqual(['Kpilot > GPT-4o null 3.60%', 'Kpilot > GPT-4o-mini null 55.78%']);
    expect(wins('We put forward Kpilot, a training framework. We evaluate Kpilot by comparing its plans with GPT-4o on WebShop.')).toEqual([]);
  });
  it('keeps the subject\'s scores after "while achieving", "while retaining", but not after "while" and another subject', () => {
    expect(scores('We develop an agent named Kfounder. We evaluate our Kfounder-30B on 10 benchmarks and achieve state-of-the-art performance while retaining strong tool use, notably 39.9% on BrowseComp and 43.3% on HLE.')).toEqual(['Kfounder-30B BrowseComp 39.9%', 'Kfounder-30B HLE 43.3%']);
    expect(scores('We propose Kthink, a method. Kthink reduces tokens by 40% on GSM8K while achieving 95.2% accuracy.')).toEqual(['Kthink GSM8K 95.2%']);
    expect(scores('We propose Kthink, a method. Kthink achieves 70.1% on GSM8K, while Kbase-7B reaches 60.2%.')).toEqual(['Kthink GSM8K 70.1%', 'Kbase-7B GSM8K 60.2%']);
  });
  it('takes "our baseline Qwen2.5-VL" for the method\'s own base model, not "the baseline MTR"', () => {
    const base = (text: string) => extract(text).comparisons.map((c) => `${c.baseline} ${c.baseModel} ${c.model}`);
    expect(base('We propose LOVE-K, a long video model. LOVE-K outperforms our baseline Qwen2.5-VL by an average of 3.1% points across four benchmarks.')).toEqual(['Qwen2.5-VL true Qwen2.5-VL']);
    expect(base('We propose EDK, a trajectory predictor. EDK enhances all metrics compared to the baseline MTR on the Waymo Open Motion Dataset.')).toEqual(['MTR false null']);
  });
  it('does not read "Qwen2.5-Omni\'s 1.2T" (tokens) as a score, but keeps "GPT-4o\'s 65.2%"', () => {
    expect(scores('We introduce Kvinci, an omni-modal LLM. Kvinci reaches 70.1 on Video-MME, while using just 0.2T training tokens, a 6 times reduction compared to Qwen2.5-Omni\'s 1.2T.')).toEqual(['Kvinci Video-MME 70.1']);
    expect(scores('We introduce Kvinci, an omni-modal LLM. Kvinci reaches 70.1% on Video-MME, compared to GPT-4o\'s 65.2%.')).toEqual(['Kvinci Video-MME 70.1%', 'GPT-4o Video-MME 65.2%']);
  });
  it('keeps "long CoT", "explicit CoT" as names of the compared chain of thought', () => {
    expect(x('We identify an inference family, Parallel-Distill-Refine (PDR). PDR gives better accuracy than long CoT while incurring lower latency.').baselines.flatMap((b) => [b.name, ...b.aliases])).toContain('long CoT');
  });
});

describe('2.91: values after a reported list, scores fronted before their subject, names the paper introduces in any shape', () => {
  const x = (text: string) => extract(text);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('pairs "respectively" values with the benchmarks of a reporting clause ("Evaluations on A and B demonstrate that …")', () => {
    expect(scores('We propose Kuse, a mobile agent. Evaluations on AndroidWorld and AndroidLab benchmarks demonstrate that Kuse establishes new state-of-the-art performance, achieving success rates of 62.9% and 44.2%, respectively.')).toEqual(['Kuse AndroidWorld 62.9%', 'Kuse AndroidLab 44.2%']);
    expect(scores('We propose Kuse, a mobile agent. Experiments on AndroidWorld and AndroidLab show that Kuse achieves 62.9% and 44.2%, respectively.')).toEqual(['Kuse AndroidWorld 62.9%', 'Kuse AndroidLab 44.2%']);
  });
  it('gives a fronted phrase of scores to the subject after it, not a fronted setting ("With 50% cached blocks")', () => {
    expect(scores('We propose Kuse, a mobile agent. With a task success rate of 53.7% on SPA-Bench and 47.4% on AndroidWorld, Kuse shows significant improvements over SOTA agents.')).toEqual(['Kuse SPA-Bench 53.7%', 'Kuse AndroidWorld 47.4%']);
    expect(scores('We propose Kache, a caching method. Extensive evaluations on ImageNet demonstrate its trade-off. With 50% cached blocks, Kache keeps quality.')).toEqual([]);
  });
  it('takes a name the paper introduces as its own, whatever its shape ("We propose GUI-explorer, …", "we propose coupled-GRPO, …")', () => {
    expect(x('We propose GUI-explorer, a training-free GUI agent. GUI-explorer reaches 47.4% on AndroidWorld.').methods.map((m) => m.name)).toEqual(['GUI-explorer']);
    expect(x('For RL training, we propose coupled-GRPO, a novel sampling scheme. In our experiments, coupled-GRPO improves accuracy over GRPO by 4.4% on EvalPlus.').comparisons.map((c) => `${c.method} > ${c.baseline}`)).toEqual(['coupled-GRPO > GRPO']);
    // Not named by the paper, a lowercase word on a known name still describes a kind of it.
    expect(x('We propose Kmix, a data recipe. We train the model with multi-GRPO and evaluate it on AIME.').methods.map((m) => m.name)).toEqual(['Kmix']);
  });
  it('does not take "User Interface (UI) benchmarks" for a benchmark named UI', () => {
    expect(x('We present Kolo, a web agent. Kolo tops generalist User Interface (UI) benchmarks as well as our new web UI localization benchmark, WebClick.').benchmarks.map((b) => b.name)).not.toContain('UI');
  });
});

describe('2.90: a measure\'s word that names a kind of system, or sits inside a name, is no measure', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('does not read "memory" in "a memory layer", "memory systems" as the measure a win is on', () => {
    expect(wins('We introduce Kep, a novel memory layer service for AI agents that outperforms the current state-of-the-art system, MemGPT, in the Deep Memory Retrieval (DMR) benchmark.')).toEqual(['Kep > MemGPT null']);
    expect(wins('We introduce Kirix, a multi-agent memory system. On ScreenshotVQA, where no existing memory systems can be applied, Kirix achieves 35% higher accuracy than the RAG baseline.')).toEqual(['Kirix > RAG accuracy']);
    // Memory as what is saved is still the measure, and lower is better.
    expect(wins('We propose Kvq, a compression method. Kvq reduces memory by 3.5x compared to FP16.')).toEqual(['Kvq > FP16 memory (lower)']);
  });
  it('does not read a measure\'s word inside a longer name with capitals of its own ("Perplexity.AI"), but keeps "a generation FID (gFID)"', () => {
    expect(wins('We propose Kesh, a prompting method. Kesh outperforms Perplexity.AI by 4.5 points.')).toEqual(['Kesh > Perplexity.AI null']);
    expect(wins('We propose Kgen, a generator. Kgen attains a generation FID (gFID) of 1.79, outperforming LlamaGen-XL (2.62).')).toEqual(['Kgen > LlamaGen-XL FID (lower)']);
  });
});

describe('2.89: a benchmark\'s language edition, a name in an aside, a list item\'s head noun, divergences', () => {
  const x = (text: string) => extract(text);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('reads a known benchmark with a lowercase language code as its edition ("BrowseComp-en", "BrowseComp-zh")', () => {
    expect(scores('We propose Kbrowse, a deep research agent. Kbrowse achieves scores of 30.0 on BrowseComp-en and 46.5 on BrowseComp-zh.')).toEqual(['Kbrowse BrowseComp-en 30.0', 'Kbrowse BrowseComp-zh 46.5']);
    // A lowercase word that is no edition still describes a kind of the known name ("long-CoT"), no benchmark.
    expect(x('We propose Kbrowse, a deep research agent. Kbrowse is trained with long-CoT data and scores 30.0 on BrowseComp.').benchmarks.map((b) => b.name)).toEqual(['BrowseComp']);
  });
  it('does not give a score to a name inside an aside in parentheses right after the subject', () => {
    expect(scores('We propose Kesum, a summarization method for web agents. Notably, our Kesummer-30B (a Kesum-trained version of WebSailor-30B) achieves 33.3% Pass@1 on BrowseComp-zh.')).toEqual(['Kesummer-30B BrowseComp-zh 33.3%']);
    // A score in parentheses right after a name is still that name's.
    expect(scores('We propose Kesum, a summarization method. Kesum reaches 45.1% on GAIA, above WebSailor-30B (38.2%) on GAIA.')).toContain('WebSailor-30B GAIA 38.2%');
  });
  it('reads "Harry Potter series, WMDP, and TOFU" as one list of benchmarks', () => {
    expect(x('We propose Kunlearn, an unlearning method. We conduct experiments on multiple datasets, including Harry Potter series, WMDP, and TOFU.').benchmarks.map((b) => b.name)).toEqual(['Harry Potter', 'WMDP', 'TOFU']);
  });
  it('does not take a named divergence for a method', () => {
    expect(x('We introduce Kensun, an unlearning method, where we leverage the Jensen-Shannon Divergence as the training objective.').methods.map((m) => m.name)).toEqual(['Kensun']);
  });
});

describe('2.88: image resolutions written with "×", a family\'s camel-case product, and verbs of scoring after a semicolon', () => {
  const x = (text: string) => extract(text);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('reads "ImageNet 64×64" and "ImageNet-64×64" as the benchmark at that resolution, the bare name its alias', () => {
    const e = x('We propose Kistill, a distillation method. Kistill reaches an FID of 1.28 on ImageNet 64×64 and 8.35 on COCO 2014. On ImageNet-64×64 it beats DMD.');
    const imagenet = e.benchmarks.find((b) => b.name === 'ImageNet');
    expect(imagenet?.aliases).toEqual(expect.arrayContaining(['ImageNet 64×64', 'ImageNet-64×64']));
    expect(e.benchmarks.map((b) => b.name)).not.toContain('ImageNet 64');
    expect(scores('We propose Kistill, a distillation method. Kistill reaches an FID of 1.28 on ImageNet 512 × 512.')).toEqual(['Kistill ImageNet 1.28']);
    // A resolution written with "x" keeps its own name, as before.
    expect(x('We propose Kistill, a distillation method. Kistill reaches an FID of 1.28 on ImageNet 256x256.').benchmarks.map((b) => b.name)).toEqual(['ImageNet 256x256']);
  });
  it('reads a known family\'s bare name and one camel-case word of no lexicon as one product name', () => {
    expect(x('We introduce Skywork UniPic, a 1.5 billion-parameter autoregressive model. Skywork UniPic achieves a GenEval score of 0.86.').methods.map((m) => m.name)).toEqual(['Skywork UniPic']);
    // A known name after the family is another entity ("Qwen LoRA" is no product).
    expect(x('We introduce Kadapt, an adapter. We fine-tune Qwen LoRA adapters with Kadapt.').models.map((m) => m.name)).not.toContain('Qwen LoRA');
  });
  it('gives a clause opened by a verb of scoring after a semicolon the subject before it', () => {
    expect(scores('We propose Kunipic, a unified model. Kunipic achieves 0.86 on GenEval; attains 5.83 on GEditBench-EN and 3.49 on ImgEdit-Bench.')).toEqual(['Kunipic GenEval 0.86', 'Kunipic GEditBench-EN 5.83', 'Kunipic ImgEdit-Bench 3.49']);
    expect(scores('We propose Kunipic, a unified model. Kunipic achieves 81.2% on MMLU; and reaches 45.1% on GPQA.')).toEqual(['Kunipic MMLU 81.2%', 'Kunipic GPQA 45.1%']);
    // A clause with a subject of its own keeps it.
    expect(scores('We propose Kunipic, a unified model. Kunipic achieves 81.2% on MMLU; GPT-4o reaches 45.1% on GPQA.')).not.toContain('Kunipic GPQA 45.1%');
  });
});

describe('2.87: margins written with ">", lists of algorithms a method raises, and a clause of values after a semicolon', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} @ ${c.benchmark}${c.delta ? ` ${c.delta}` : ''}`);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('reads "gains of > 12% on ALFWorld … over GRPO" as margins, not scores', () => {
    const text = 'We propose Kigpo, a group-based RL algorithm. Kigpo achieves performance gains of > 12% on ALFWorld and > 9% on WebShop over GRPO.';
    expect(wins(text)).toEqual(['Kigpo > GRPO @ ALFWorld 12%', 'Kigpo > GRPO @ WebShop 9%']);
    expect(scores(text)).toEqual([]);
  });
  it('reads every algorithm a method raises the success rates of, listed with commas or slashes', () => {
    expect(wins('We propose Kear, a self-imitation recipe. In ALFWorld, Kear increases the success rates of GRPO, GiGPO and DAPO by up to 16.1%, 5.1% and 8.6%, respectively.').map((w) => w.split(' @')[0])).toEqual(['Kear > GRPO', 'Kear > GiGPO', 'Kear > DAPO']);
    expect(wins('We propose Kear, a self-imitation recipe. In ALFWorld, Kear increases the success rates of GRPO/GiGPO/DAPO by up to 16.1%/5.1%/8.6%.').map((w) => w.split(' @')[0])).toEqual(['Kear > GRPO', 'Kear > GiGPO', 'Kear > DAPO']);
  });
  it('reads a clause of values alone after a semicolon as the same subject\'s scores', () => {
    expect(scores('We propose Kaepo, an agentic RL algorithm. With 1K samples, Kaepo achieves impressive results: 47.6% on GAIA and 43.0% on WebWalker for Pass@1; 65.0% on GAIA and 70.0% on WebWalker for Pass@5.')).toEqual(['Kaepo GAIA 47.6%', 'Kaepo WebWalker 43.0%', 'Kaepo GAIA 65.0%', 'Kaepo WebWalker 70.0%']);
  });
});

describe('2.86: a fronted comparison after a reporting clause, and a measure the win costs little of', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.metric}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('reads "Experiments … show that, compared with GRPO, X improves …" as a win over GRPO, and a class there as none', () => {
    expect(wins('We propose Kelrr, a reasoning method. Experiments across multiple benchmarks and models show that, compared with GRPO, Kelrr improves accuracy by 3.5%.')).toEqual(['Kelrr > GRPO accuracy']);
    expect(wins('We propose Kelrr, a reasoning method. Experiments show that, compared with existing methods, Kelrr improves accuracy by 3.5%.')).toEqual([]);
  });
  it('does not take "with minimal accuracy loss" for the measure a win is on', () => {
    expect(wins('We propose Kelrr, a reasoning method. Compared with GRPO, Kelrr reduces reasoning budget by 32.5% with minimal accuracy loss.')).toEqual(['Kelrr > GRPO reasoning budget (lower)']);
  });
});

describe('2.85: solvers as a class of systems, encoders as backbones, new benchmarks after "namely"', () => {
  const x = (text: string) => extract(text);
  it('reads the members of "neural PDE solvers, including Transolver" as compared systems, not settings', () => {
    const e = x('We introduce LANO, a neural operator. Empirically, LANO surpasses current state-of-the-art neural PDE solvers, including Transolver with slice-based softmax attention, achieving average 19.5% accuracy improvement across standard benchmarks.');
    expect(e.benchmarks.map((b) => b.name)).toEqual([]);
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline}`)).toEqual(['LANO > Transolver']);
  });
  it('reads a name used "as the visual encoder" as a pretrained model', () => {
    expect(x('We propose Kestrel-DP, a visuomotor policy. We adopt VGGT as the visual encoder and a diffusion head as the action decoder.').models.map((m) => m.name)).toEqual(['VGGT']);
    expect(x('We present PathoZ, a pathology assistant. PathoZ uses CONCH as the visual encoder and Qwen2.5-7B-Instruct as the language model.').models.map((m) => m.name)).toEqual(['CONCH', 'Qwen2.5-7B-Instruct']);
  });
  it('reads every name after "we propose N new benchmarks …, namely" as introduced, known ones too', () => {
    const e = x('We propose APER, a continual learning framework. Previous benchmarks overlap with pretraining data, so we propose four new benchmarks for assessment, namely ImageNet-A, ObjectNet, OmniBenchmark, and VTAB.');
    expect(e.introducedBenchmarks.map((b) => b.name)).toEqual(['ImageNet-A', 'ObjectNet', 'OmniBenchmark', 'VTAB']);
    // Without "new", a listed known benchmark is evaluated on, not introduced.
    expect(x('We propose APER, a continual learning framework. We evaluate APER on four benchmarks, namely ImageNet-A, ObjectNet, and VTAB.').introducedBenchmarks).toEqual([]);
  });
});

describe('2.84: a class whose phrase runs on before its members, a resumed subject, comparators after the margin, measures and fields', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}${c.baseModel ? ' (base)' : ''}${c.delta ? ` ${c.delta}` : ''}`);
  const names = (text: string, field: 'methods' | 'baselines' | 'benchmarks' | 'models'): string[] => extract(text)[field].map((m) => m.name);
  it('reads the members of a class named after its phrase has run past the object ("methods for LLMs, including …")', () => {
    expect(wins('We propose Kestrel, a speculative decoding method. Kestrel outperforms existing speculative decoding methods for LLMs, including Eagle, Medusa and Lookahead.')).toEqual(['Kestrel > Eagle', 'Kestrel > Medusa', 'Kestrel > Lookahead']);
    expect(wins('We propose Kestrel, a policy. On LIBERO, Kestrel outperforms all existing methods trained on the same robotic data, including OpenVLA-OFT and SmolVLA.')).toEqual(['Kestrel > OpenVLA-OFT', 'Kestrel > SmolVLA']);
    // A class with no members named stays unnamed.
    expect(wins('We propose Kestrel, a speculative decoding method. Kestrel outperforms existing speculative decoding methods for LLMs, while using less memory.')).toEqual([]);
  });
  it('reads "These results outstrip X" after a sentence whose subject is "The framework" as the paper method\'s win, and a count of layers as no system', () => {
    const text = 'We introduce Kestrel, a speculative decoding framework. The framework achieves a lossless speedup of 3.5x on Vicuna. These results outstrip existing methods, including Eagle and Medusa, while maintaining a drafter equivalent to merely two Transformer layers.';
    expect(wins(text)).toEqual(['Kestrel > Eagle', 'Kestrel > Medusa']);
    expect(names(text, 'baselines')).toEqual(['Eagle', 'Medusa']);
  });
  it('reads the comparator written after the margin, not the models whose performance is improved, and "by as much as 32%" as a margin', () => {
    const e = extract('We introduce Zorbit, a prompting framework. Zorbit substantially improves GPT-4 and PaLM 2\'s performance on challenging reasoning benchmarks such as BigBench-Hard and MATH, by as much as 32% compared to Chain of Thought (CoT).');
    expect(e.comparisons.map((c) => `${c.method} > ${c.baseline} @ ${c.benchmark} ${c.delta}`)).toEqual(['Zorbit > CoT @ BigBench-Hard 32%', 'Zorbit > CoT @ MATH 32%']);
    expect(e.results).toEqual([]);
  });
  it('reads factuality measures (FactCC, QAGS) as measures, not compared systems', () => {
    expect(names('We propose Zorbsum, a training method for summarization. Models trained with Zorbsum show up to 6 points of absolute improvement over the base model with respect to FactCC on XSUM.', 'baselines')).toEqual([]);
  });
  it('reads an acronym spelled out as a task ("tasks in UIE") as no benchmark, and a pre-trained model called a name as the paper\'s own', () => {
    expect(names('We propose Zorbcoder, an LLM for Universal Information Extraction (UIE). It captures constraints among tasks in UIE and improves F1 by 12.5% over LLaMA2.', 'benchmarks')).toEqual([]);
    expect(names('We release a pre-trained model called Zorbit, trained on 2T tokens.', 'methods')).toEqual(['Zorbit']);
  });
});

describe('2.83: own sized models, a base model named in the sentence, series of scores, stand-ins, and names that are not names', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}${c.baseModel ? ' (base)' : ''}`);
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  const names = (text: string, field: 'methods' | 'models' | 'benchmarks' | 'baselines'): string[] => extract(text)[field].map((m) => m.name);
  it('reads "our Zorbo-2B model" as the paper\'s own, and the base model "fine-tuned from" names in that sentence as what it beats', () => {
    const text = 'We study visual-spatial reasoning with GRPO. With 120 GPU hours, our Zorbo-2B model, fine-tuned from Qwen2-VL-2B, can outperform the base model by 12.1% and surpass GPT-4o. Moreover, our Zorbo-7B model, fine-tuned from Qwen2-VL-7B, is comparable to LLaVA-NeXT-Video-72B.';
    expect(names(text, 'methods')).toEqual(['Zorbo-2B', 'Zorbo-7B']);
    expect(wins(text)).toEqual(['Zorbo-2B > GPT-4o', 'Zorbo-2B > Qwen2-VL-2B (base)']);
    // A model of a known family after "our" stays a model.
    expect(names('We study alignment with DPO. Our Qwen2.5-7B model outperforms GPT-4o on MT-Bench.', 'methods')).toEqual([]);
  });
  it('puts every value of a list written right before one benchmark on that benchmark, whatever "respectively" pairs them with', () => {
    expect(scores('We introduce Kelvo, a semi-supervised segmentation method. Kelvo improves on Pascal and Cityscapes benchmarks, with mIoU scores of 80.1%, 82.3%, and 84.0% on Pascal VOC with the 1/8, 1/4, and full splits, respectively.')).toEqual(['Kelvo Pascal VOC 80.1%', 'Kelvo Pascal VOC 82.3%', 'Kelvo Pascal VOC 84.0%']);
    expect(scores('We introduce Kelvo, a segmentation method. Kelvo reaches 80.1% and 70.2% on Pascal VOC and Cityscapes, respectively.')).toEqual(['Kelvo Pascal VOC 80.1%', 'Kelvo Cityscapes 70.2%']);
  });
  it('reads tracking and occupancy measures (mHOTA, mTETA, RayIoU) as measures', () => {
    expect(scores('We introduce Zotr, a multi-object tracker. Zotr achieves state-of-the-art results on BDD100K (54.7 mTETA, 41.6 mHOTA).')).toEqual(['Zotr BDD100K 54.7 mTETA', 'Zotr BDD100K 41.6 mHOTA']);
  });
  it('does not take a name an existing model or method is "called" as the paper\'s, and still takes a new one', () => {
    expect(names('We propose MRA, an adapter. To validate MRA, we apply it to a recent MLLM called LLaVA, and term the new model LLaVA-HR.', 'methods')).not.toContain('LLaVA');
    expect(names('In this paper, we explore a recent method called Rectified Flow, which has only been applied to small datasets.', 'methods')).toEqual([]);
    expect(names('We propose a new multimodal model called Zorbit, trained on 2M images.', 'methods')).toEqual(['Zorbit']);
  });
  it('reads a name in a series of scores ("35.3% on Minerva") as a benchmark, though its shape is a model\'s', () => {
    const text = 'We propose EPRL, an RL algorithm. Applied to a 1.5B-parameter LLM, EPRL achieves 50.0% on AIME24, 89.2% on MATH500, 77.1% on AMC, 35.3% on Minerva, and 51.9% on OlympiadBench.';
    expect(names(text, 'models')).toEqual([]);
    expect(scores(text)).toEqual(['EPRL AIME24 50.0%', 'EPRL MATH500 89.2%', 'EPRL AMC 77.1%', 'EPRL Minerva 35.3%', 'EPRL OlympiadBench 51.9%']);
  });
  it('reads a model trained on the paper\'s own data as the paper\'s method, and "sub-10B" as no model', () => {
    const text = 'We propose Go-Zorb, a method for collecting web agent data. We collect a dataset of 10K trajectories. Fine-tuning a 7B parameter language model on this dataset achieves a success rate of 21.7% on the WebArena benchmark, beating GPT-4o mini by 2.4% and exceeding results for sub-10B parameter models by 2.9%.';
    expect(wins(text)).toEqual(['Go-Zorb > GPT-4o mini']);
    expect(scores(text)).toEqual(['Go-Zorb WebArena 21.7%']);
    expect(names(text, 'models')).toEqual([]);
  });
  it('reads a fronted setting through a number with a thousands comma, so its model is no winner', () => {
    expect(wins('We propose Kelopt, an optimizer. Notably, for BERT pre-training on the large batch size of 32,768, our proposed optimizer attains higher accuracy compared with the Adam optimizer.')).toEqual(['Kelopt > Adam']);
  });
  it('reads no gain over a model named as what is pre-trained, and still one over a model the method improves', () => {
    expect(wins('We propose Kelopt, an optimizer. Extensive experiments on GPT-2 and GPT-3 pre-training demonstrate that Kelopt reduces validation perplexity by up to 4 points.')).toEqual([]);
    expect(wins('We propose Kelopt, a fine-tuning method. Kelopt improves Llama-3-8B by 4 points on GSM8K.')).toEqual(['Kelopt > Llama-3-8B (base)']);
  });
  it('reads a value written for human-level performance as no score of the method', () => {
    expect(scores('We propose Kelj, a judge for computer-use agents. Kelj reaches 72.6% on OSWorld, surpassing human-level performance at 72.36%.')).toEqual(['Kelj OSWorld 72.6%']);
  });
  it('reads a known architecture the text calls pre-trained as a model', () => {
    expect(names('We present Kelser, a transfer learning framework for emotion recognition. Kelser employs the pre-trained HuBERT to produce pseudo-labels.', 'models')).toEqual(['HuBERT']);
  });
  it('reads no name inside a link, and no system in a class of kernels', () => {
    expect(names('We propose Zorbcoder, a multi-agent code generator. We open-source our framework at https://github.com/Jane-Doe-Smith/Zorbcoder.', 'methods')).toEqual(['Zorbcoder']);
    expect(wins('We present Kelgemm, a W4A8 GEMM kernel. Kelgemm achieves up to 2.90x speedup over state-of-the-art W4A8 kernels.')).toEqual([]);
  });
});

describe('2.82: a value with a measure the lexicon lacked is a score', () => {
  const scores = (text: string): string[] => extract(text).results.map((r) => `${r.method} ${r.benchmark} ${r.value}`);
  it('reads "72.4 execution accuracy on Spider" and "89.7 J&F on DAVIS 2017" as scores', () => {
    expect(scores('We propose Zorbit, a text-to-SQL method. Zorbit achieves 72.4 execution accuracy on Spider.')).toEqual(['Zorbit Spider 72.4']);
    expect(scores('We propose JointFormer, a VOS framework. JointFormer reaches 89.7 J&F on DAVIS 2017.')).toEqual(['JointFormer DAVIS 2017 89.7 J&F']);
  });
  it('still reads no score from a bare number with no measure before a benchmark in a comparison', () => {
    expect(scores('We propose Zorbit, a text-to-SQL method. Zorbit beats DIN-SQL by 4.1 on Spider.')).toEqual([]);
  });
});

describe('2.81: a second clause\'s subject after "and", a suite of models, and measures named as measures', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline}${c.delta ? ` ${c.delta}` : ''}${c.lowerIsBetter ? ' (lower)' : ''}`);
  it('ends a list of losers at a name a verb follows after "and": that name opens the next clause and wins there', () => {
    expect(wins('We propose TS and TLDR, two methods. On MATH500, TS outperforms GRPO and TLDR improves token efficiency by about 50% over DAPO.')).toEqual(['TS > GRPO', 'TLDR > DAPO about 50%']);
    expect(wins('We propose TS and TLDR, two methods. On MATH500, TS is highly effective compared to budget forcing and TLDR significantly improves accuracy by 5 points over DAPO.')).toEqual(['TLDR > DAPO 5 points']);
  });
  it('still reads a list of losers with their margin, and a subject list before the verb', () => {
    expect(wins('We propose Zorbit, a method. On MATH500, Zorbit outperforms GRPO and DAPO by 5 points.')).toEqual(['Zorbit > GRPO 5 points', 'Zorbit > DAPO 5 points']);
    // A subject list before the verb stays as it was (its last method wins: the coordinated-subject reading is for later).
    expect(wins('We propose TS and TLDR, two methods. On MATH500, TS and TLDR outperform GRPO.')).toEqual(['TLDR > GRPO']);
  });
  it('reads "a suite of … models" or "tools" as the paper\'s method, and "a suite of 12 tasks" as data', () => {
    const e = (text: string): string => { const x = extract(text); return `${x.methods.map((m) => m.name).join()}|${x.introducedBenchmarks.map((m) => m.name).join()}`; };
    expect(e('We present ShieldGemma, a comprehensive suite of LLM-based safety content moderation models built upon Gemma2.')).toBe('ShieldGemma|');
    expect(e('We present Quill, a suite of tools for evaluating agents.')).toBe('Quill|');
    expect(e('We present Quill, a suite of 12 tasks for evaluating agents.')).toBe('|Quill');
  });
  it('reads "memory efficiency" as higher-is-better, and R-Precision and PDMS as measures, not names', () => {
    expect(wins('We propose SAGE, an eviction method. SAGE achieves 2x higher memory efficiency than Quest.')).toEqual(['SAGE > Quest 2x']);
    expect(extract('We present T2M-GPT, a motion generator. On HumanML3D, T2M-GPT outperforms MotionDiffuse in R-Precision.').methods.map((m) => m.name)).toEqual(['T2M-GPT']);
    expect(extract('We propose TISA, a driving planner. TISA reaches 89.8 PDMS on NAVSIM.').results.map((r) => `${r.method} ${r.benchmark} ${r.value}`)).toEqual(['TISA NAVSIM 89.8 PDMS']);
  });
});

describe('2.80: costs lowered by a verb, a claim restated with its own margin, and names the lexicon hid', () => {
  const wins = (text: string): string[] => extract(text).comparisons.map((c) => `${c.method} > ${c.baseline} @ ${c.benchmark} ${c.delta}${c.lowerIsBetter ? ' (lower)' : ''}`);
  const tago = (text: string): string[] => wins(`We propose TAGO, a reinforcement learning method for reasoning. ${text}`);
  it('reads a serving measure (TTFT, TBT, TPOT) as a measure, lower being better, one claim per margin', () => {
    const e = extract('We present Nexus, a serving system. Nexus achieves up to 2.2x higher throughput, 20x lower TTFT, and 2.5x lower TBT than vLLM.');
    expect(e.comparisons.map((c) => `${c.delta} ${c.metric}${c.lowerIsBetter ? ' (lower)' : ''}`)).toEqual(['up to 2.2x throughput', '20x TTFT (lower)', '2.5x TBT (lower)']);
    expect(e.methods.map((m) => m.name)).toEqual(['Nexus']);
  });
  it('reads a tie or a win held "while reducing", "while halving", "while cutting" a cost as a win on that cost', () => {
    expect(tago('TAGO performs on par with DAPO while halving the inference cost.')).toEqual(['TAGO > DAPO @ null null (lower)']);
    expect(tago('TAGO matches DAPO while reducing the number of rollouts by 38%.')).toEqual(['TAGO > DAPO @ null 38% (lower)']);
    expect(tago('TAGO surpasses DAPO on AIME while reducing rollouts by 38%.')).toEqual(['TAGO > DAPO @ AIME null', 'TAGO > DAPO @ AIME 38% (lower)']);
  });
  it('leaves a lowered cost that names its own comparator to that comparator', () => {
    expect(tago('TAGO beats DAPO and Dr. GRPO on AIME while cutting the training cost by 68% relative to Dr. GRPO.').filter((w) => w.includes('68%'))).toEqual(['TAGO > Dr. GRPO @ AIME 68% (lower)']);
  });
  it('reads a hedge "equal or better", "on par or better" as no win', () => {
    expect(tago('TAGO achieves equal or better accuracy than DAPO.')).toEqual([]);
    expect(tago('TAGO performs on par or better than DAPO on AIME.')).toEqual([]);
  });
  it('keeps a win another sentence restates with a margin of its own, and one restated with the same margin once', () => {
    const twice = 'We propose RoRA, a fine-tuning method. RoRA outperforms LoRA by 6.5% on LLaMA-7B. For the pruned model, RoRA achieves 5.7% higher average accuracy than LoRA.';
    expect(wins(twice).map((w) => w.replace(/ @ null/, ''))).toEqual(['RoRA > LoRA 6.5%', 'RoRA > LoRA 5.7%']);
    expect(wins('We propose RoRA, a fine-tuning method. RoRA outperforms LoRA by 6.5%. In short, RoRA beats LoRA by 6.5%.')).toHaveLength(1);
  });
  it('reads no gain over a model from a word of change inside parentheses', () => {
    expect(wins('We propose KeyDiff, a KV cache eviction method. Under a strict memory allowance, we demonstrate the effectiveness of KeyDiff for the Llama and Qwen model families by observing a performance gap of less than 0.04% with 8K cache budget (~23% KV cache reduction) from the non-evicting baseline on LongBench for Llama 3.1-8B and Llama 3.2-3B.')).toEqual([]);
    expect(wins('We propose KeyDiff, a KV cache eviction method. KeyDiff reduces the perplexity of Llama-3.1-8B by 12% on LongBench.').length).toBe(1);
  });
  it('reads a share "5% as many tokens" as no score', () => {
    expect(extract('We propose Zorbit, a long-context model evaluated on RULER. Zorbit outperforms Llama-3.1-8B-Instruct despite using only 5% as many tokens.').results).toEqual([]);
  });
  it('pairs values with as many benchmarks in order when their measure stands between', () => {
    const e = extract('This paper proposes MMHMER, a recognition model. MMHMER achieves 63.96%, 62.51%, and 65.46% ExpRate on CROHME14, CROHME16, and CROHME19.');
    expect(e.results.map((r) => `${r.benchmark} ${r.value}`)).toEqual(['CROHME14 63.96%', 'CROHME16 62.51%', 'CROHME19 65.46%']);
    expect(extract('We propose Zorbit, a reasoning method. Zorbit improves by 3.1 and 2.4 points over GRPO on AIME24 and AMC23.').results).toEqual([]);
  });
  it('names "Topic-level Preference Rewriting (TPR)" though TPR is a measure, and "3D-4DGS" though it opens with digits', () => {
    expect(extract('We introduce Topic-level Preference Rewriting (TPR), a novel framework.').methods.map((m) => m.name)).toEqual(['TPR']);
    expect(extract('We introduce 3D-4DGS, a novel framework for dynamic scenes.').methods.map((m) => m.name)).toEqual(['3D-4DGS']);
    expect(isNameable('2D-3D')).toBe(false);
  });
  it('keeps a split "RefCOCOg-test" as a benchmark with its score, and "FLOPs" as no baseline', () => {
    expect(extract('We present TextHawk2, a vision-language model. TextHawk2 achieves 78.4% accuracy on OCRBench and 88.1% accuracy@0.5 on RefCOCOg-test.').results.map((r) => `${r.benchmark} ${r.value}`)).toEqual(['OCRBench 78.4%', 'RefCOCOg-test 88.1%']);
    expect(extract('We introduce TAPIR, a training-free proxy. On TransNAS-Bench-101, no proxy consistently beats the FLOPs baseline.').baselines).toEqual([]);
  });
});

describe('2.79: "our …" stands for the paper\'s method with any noun an introduction names a method by', () => {
  const wins = (text: string): string[] => extract(`We propose Kestrel, a serving system for large language models. ${text}`).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.delta}`);
  it('reads "our engine" as Kestrel, fronted or not', () => {
    expect(wins('Compared with vLLM, our engine delivers a 2.3x speedup.')).toEqual(['Kestrel > vLLM 2.3x']);
    expect(wins('Our engine is 2.3x faster than vLLM.')).toEqual(['Kestrel > vLLM 2.3x']);
  });
  it('still reads no win for "our dataset", "our analysis" or "our baselines"', () => {
    expect(wins('Compared with vLLM, our dataset is 2x larger.')).toEqual([]);
    expect(wins('Compared with vLLM, our analysis shows larger gains.')).toEqual([]);
    expect(wins('Compared with vLLM, our baselines are 2x slower.')).toEqual([]);
  });
});

describe('2.78: the method a title names is the one "our method" stands for', () => {
  const kestrel = 'We propose PagedCache, a memory manager for key-value caches. Built on PagedCache, we present Kestrel, a serving system for large language models. Compared with vLLM, our system achieves a 2.3x speedup.';
  const wins = (e: ReturnType<typeof extract>): string[] => e.comparisons.map((c) => `${c.method} > ${c.baseline} ${c.delta}`);
  it('gives "our system" to Kestrel of "Kestrel: …", not to the part introduced before it', () => {
    expect(wins(extractWith(kestrel, RULES, { title: 'Kestrel: Fast Serving of Large Language Models' }))).toEqual(['Kestrel > vLLM 2.3x']);
  });
  it('still gives it to the first method without a title, and a title naming data changes nothing', () => {
    expect(wins(extract(kestrel))).toEqual(['PagedCache > vLLM 2.3x']);
    const e = extractWith('We propose Zorbit, a reinforcement learning method for reasoning. We also release QuillBench, a benchmark of 2,000 competition problems. Our method outperforms GRPO by 5 points on QuillBench.', RULES, { title: 'QuillBench: A Benchmark for Competition Reasoning' });
    expect(wins(e)).toEqual(['Zorbit > GRPO 5 points']);
  });
});

describe('2.77: the clause after a fronted comparison opens with its own subject', () => {
  const wins = (text: string): string[] => extract(`We propose Zorbit, a new reinforcement learning method for reasoning. ${text}`).comparisons.map((c) => `${c.method} > ${c.baseline} ${c.delta}`);
  it('reads "Compared with GRPO, the method …", "…, its accuracy …" and "…, this yields …" as the paper\'s method winning', () => {
    expect(wins('Compared with GRPO, the method improves accuracy by 5 points.')).toEqual(['Zorbit > GRPO 5 points']);
    expect(wins('Compared with GRPO, its accuracy is 5 points higher.')).toEqual(['Zorbit > GRPO 5 points']);
    expect(wins('Compared to GRPO, this yields a 2.3x speedup.')).toEqual(['Zorbit > GRPO 2.3x']);
  });
  it('as the same words read with the comparison after them', () => {
    expect(wins('This yields a 2.3x speedup compared to GRPO.')).toEqual(['Zorbit > GRPO 2.3x']);
  });
  it('still reads no win for a subject that is not the paper\'s', () => {
    expect(wins('Compared with GRPO, the dataset is 5x larger.')).toEqual([]);
    expect(wins('Compared with GRPO, these methods improve accuracy by 3 points.')).toEqual([]);
  });
});

describe('2.76: a coined name no rule read, listed between two benchmarks, is a benchmark', () => {
  const bench = (text: string): string[] => extract(`We propose GReaTer, a prompt optimization method. ${text}`).benchmarks.map((b) => b.name);
  it('keeps "NQM8h" of "tasks including RRJ, NQM8h, and SICOI", digits and all', () => {
    expect(bench('Extensive evaluations across reasoning tasks including RRJ, NQM8h, and SICOI show that GReaTer consistently outperforms prior prompt optimizers.')).toEqual(['RRJ', 'NQM8h', 'SICOI']);
    expect(bench('We evaluate GReaTer on WOBL, Zeb4x and JBBR.')).toEqual(['WOBL', 'Zeb4x', 'JBBR']);
  });
  it('still needs two kept mates, and a name outside the list stays out', () => {
    expect(bench('We evaluate GReaTer on WOBL and Zeb4x.')).toEqual(['WOBL']);
    expect(bench('We evaluate GReaTer on WOBL, JBBR, Zeb4x, Qom5a and Rit3b.')).toEqual(['WOBL', 'JBBR']);
    expect(bench('We evaluate GReaTer on RoXaQoe, Jawa7B, and KipnipQU.')).toEqual(['RoXaQoe', 'KipnipQU']);
    const e = extract('We propose GReaTer, a prompt optimization method. We evaluate GReaTer with Qwen3 on WOBL and JBBR.');
    expect(e.benchmarks.map((b) => b.name)).toEqual(['WOBL', 'JBBR']);
    expect(e.models.map((m) => m.name)).toEqual(['Qwen3']);
  });
  it('adds no free name to a list whose items are mostly not kept ("We compare against NetA, NetB, …", thousands long)', () => {
    const list = (FAMILIES.find((f) => f.name === 'many names in one list') as (typeof FAMILIES)[number]).make(MAX_ABSTRACT_CHARS);
    expect(extract(list).benchmarks.length).toBeLessThan(10);
  });
});

describe('2.75: a change written right after one of a claim\'s measures is that measure\'s margin', () => {
  it('gives "the driving score from 89.2 to 91.7" its own change, and "the collision rate by 41%" its own', () => {
    const e = extract('We propose SafePlan, a planner. On nuPlan, SafePlan reduces the collision rate by 41% compared with PDM-Closed and improves the driving score from 89.2 to 91.7.');
    expect(e.comparisons.map((c) => `${c.metric} ${c.delta} ${c.lowerIsBetter}`)).toEqual(['collision rate 41% true', 'score from 89.2 to 91.7 false']);
  });
  it('still gives a claim on one measure the margin written against its loser, not the method\'s own change', () => {
    const e = extract('We propose Zorbit, an agent method. On Quillworld, RL post-training raises Zorbit\'s success rate from 48.3% to 66.9%, surpassing Quelm-FAST by 11.5 points.');
    expect(e.comparisons.map((c) => `${c.baseline} ${c.delta}`)).toEqual(['Quelm-FAST 11.5 points']);
  });
});

describe('2.74: a margin in a later clause with a subject of its own is not an earlier win\'s', () => {
  it('keeps "from 19.8 to 18.9" of "…, and on WikiText-103 it lowers perplexity …" off the win over SGD before it', () => {
    const e = extract('We propose Clipper, an optimizer. On CIFAR-100, Clipper reaches 78.4% accuracy, compared with 76.5% for SGD, and on WikiText-103 it lowers perplexity from 19.8 to 18.9 relative to AdamW.');
    expect(e.comparisons.map((c) => `${c.baseline} ${c.benchmark} ${c.delta} ${c.lowerIsBetter}`).sort()).toEqual(['AdamW WikiText-103 from 19.8 to 18.9 true', 'SGD CIFAR-100 null false']);
  });
  it('keeps the margins of ", and outperforms both … by 5.8 and 3.9 points" off the scored wins before it', () => {
    const e = extract('We propose Zorbit, an agent method. Zorbit attains a 62.4% task success rate on Quillworld, compared with 44.0% for ReAct and 49.7% for Reflexion, and outperforms both on Glimmer-Bench by 5.8 and 3.9 points, respectively.');
    expect(e.comparisons.filter((c) => c.benchmark === 'Quillworld').map((c) => `${c.baseline} ${c.delta}`)).toEqual(['ReAct null', 'Reflexion null']);
  });
  it('still reads a margin in the win\'s own clause, before a later one', () => {
    expect(extract('We propose Zorbit, an agent method. On ALFWorld, Zorbit outperforms ReAct by 5.2 points, and it generalizes to new tasks.').comparisons.map((c) => c.delta)).toEqual(['5.2 points']);
    expect(extract('We propose Zorbit, an agent method. Zorbit reaches 82.3% on ALFWorld, 7.3 points above ReAct, and it needs no demonstrations.').comparisons.map((c) => c.delta)).toEqual(['7.3 points']);
  });
});

describe('2.73: a value "of" a benchmark\'s own measure is that benchmark\'s', () => {
  it('reads "an ALFWorld success rate of 82.3% and a WebShop score of 61.0" as one score on each', () => {
    const e = extract('We propose Zorbit, an agent method. Zorbit obtains an ALFWorld success rate of 82.3% and a WebShop score of 61.0.');
    expect(e.results.map((r) => `${r.benchmark} ${r.value}`)).toEqual(['ALFWorld 82.3%', 'WebShop 61.0']);
  });
  it('still reads a margin "of" no measure as no score of the benchmark before it', () => {
    const e = extract('We propose Zorbit, an agent method. On ALFWorld, Zorbit outperforms ReAct by a margin of 5.2 points.');
    expect(e.results).toEqual([]);
    expect(claims(e)).toEqual(['Zorbit > ReAct on ALFWorld']);
  });
});

describe('2.72: a bare score listed after a percentage and its measure', () => {
  it('reads "82.3% success on ALFWorld and 61.0 on WebShop" as two scores, each on its benchmark', () => {
    const e = extract('We propose Zorbit, an agent method. Zorbit reaches 82.3% success on ALFWorld, 61.0 on WebShop, and 44.2 on ScienceWorld.');
    expect(e.results.map((r) => `${r.method} ${r.benchmark} ${r.value}`)).toEqual(['Zorbit ALFWorld 82.3%', 'Zorbit WebShop 61.0', 'Zorbit ScienceWorld 44.2']);
  });
  it('still reads no score from a bare number that a gain or a count names', () => {
    const e = extract('We propose Zorbit, an agent method. Zorbit reaches 82.3% success on ALFWorld and gains 6.0 points on WebShop.');
    expect(e.results.map((r) => `${r.method} ${r.benchmark} ${r.value}`)).toEqual(['Zorbit ALFWorld 82.3%']);
  });
});

describe('2.71: the last name of a compared list, after ", and" or a repeated article', () => {
  it('reads a capitalized name ending in s after ", and" as the list\'s last loser, not the verb of a new clause', () => {
    expect(claims(extract('We propose Zorbit, an agent method. Zorbit outperforms ReAct, Reflexion, and LATS on ALFWorld.'))).toEqual(['Zorbit > ReAct on ALFWorld', 'Zorbit > Reflexion on ALFWorld', 'Zorbit > LATS on ALFWorld']);
    expect(claims(extract('We propose Zorbit, an agent method. Zorbit outperforms ReAct, Reflexion, and LATS by 3, 4, and 5 points, respectively.'))).toEqual(['Zorbit > ReAct on -', 'Zorbit > Reflexion on -', 'Zorbit > LATS on -']);
  });
  it('still ends the object at ", and" with a verb ("…, and improves …")', () => {
    expect(claims(extract('We propose Zorbit, an agent method. Zorbit outperforms ReAct on ALFWorld, and improves Reflexion-style agents too.'))).toEqual(['Zorbit > ReAct on ALFWorld']);
  });
  it('reads "both the A and the B models" as two compared systems', () => {
    expect(claims(extract('We propose Zorbit, an agent method. Zorbit outperforms both the ReAct-2 and the Reflexion-2 baselines on ALFWorld.'))).toEqual(['Zorbit > ReAct-2 on ALFWorld', 'Zorbit > Reflexion-2 on ALFWorld']);
    expect(names(extract('We propose Zorbit, a training-free method. Zorbit improves both the LLaMA-2 and the Mistral-7B models by 3 and 4 points, respectively.').baselines)).toEqual(['LLaMA-2', 'Mistral-7B']);
  });
  it('still reads a single-word family before a class noun as no compared system ("the ReAct and RL methods")', () => {
    expect(claims(extract('We propose Zorbit, an agent method. Zorbit outperforms the ReAct and the RL methods on ALFWorld.'))).toEqual(['Zorbit > ReAct on ALFWorld']);
  });
});

describe('2.70: a plural acronym of a lowercase class, and a language group, are no setting', () => {
  it('reads "gains in LRLs" (low-resource languages) and "across Indic languages" as no benchmark', () => {
    expect(names(extract('We propose Zorbit, a cross-lingual encoder for low-resource languages (LRLs). We observe strong gains in LRLs, improving QuillNLI accuracy from 70.1% to 72.5%.').benchmarks)).toEqual(['QuillNLI']);
    expect(names(extract('We propose Zorbit, a cross-lingual encoder. We observe clear improvements across Indic languages such as Tamil and Bengali on QuillNLI.').benchmarks)).toEqual(['QuillNLI']);
  });
  it('still reads a singular acronym of a lowercase long form as the benchmark evaluated on', () => {
    expect(names(extract('We propose Zorbit, a long-context method. On the needle-in-a-haystack (NIAH) test, Zorbit reaches 98.1% accuracy. Zorbit also improves accuracy on NIAH and QuillQA.').benchmarks)).toEqual(['NIAH', 'QuillQA']);
  });
});

describe('2.69: a name no lexicon knows that the paper fine-tunes or continues pre-training is a model', () => {
  it('reads "We fine-tune Farxvun", "obtained by fine-tuning Farxvun" and "We continually pretrain Farxvun" as the model Farxvun', () => {
    for (const text of ['We present Zorbit, a Greek language model. We fine-tune Farxvun on a Greek corpus.', 'We present Zorbit, a Greek language model, obtained by fine-tuning Farxvun on a Greek corpus.', 'We present Zorbit, a Greek language model. We continually pretrain Farxvun on a Greek corpus.']) {
      expect(names(extract(text).models)).toEqual(['Farxvun']);
    }
  });
  it('still reads the paper\'s own model fine-tuned further as its method, and a class fine-tuned as no model', () => {
    const e = extract('We present Zorbit, a Greek language model. Fine-tuning Zorbit on legal text further improves accuracy.');
    expect(names(e.methods)).toEqual(['Zorbit']);
    expect(names(e.models)).toEqual([]);
    expect(names(extract('We present Zorbit, a tuning recipe. We fine-tune LLMs with Zorbit on QuillQA.').models)).toEqual([]);
  });
});

describe('2.68: one-word parts a listing names, tasks written "X-to-Y", a counted kind of benchmark', () => {
  it('reads single compound words that a listing of parts names as the paper\'s components ("comprises a core agent, X, alongside two agents: Y and Z")', () => {
    expect(names(extract('We introduce Zorbit, a multi-agent framework for repairing SQL. Our framework comprises a core agent, QueryMender, alongside two auxiliary agents: PlanChecker and TestRunner.').methods)).toEqual(['Zorbit', 'QueryMender', 'PlanChecker', 'TestRunner']);
    expect(names(extract('We propose Zorbit, a retrieval system. Zorbit consists of three modules: (1) QueryPlanner, which decomposes the question, (2) EvidenceRanker, which scores passages, and (3) AnswerWriter.').methods)).toEqual(['Zorbit', 'QueryPlanner', 'EvidenceRanker', 'AnswerWriter']);
  });
  it('still reads a compound word after a verb of use, or one a win compares, as no part of the paper\'s method', () => {
    expect(names(extract('We propose Zorbit, a retrieval system. Zorbit uses FlashAttention and adopts DeepSpeed for training.').methods)).toEqual(['Zorbit']);
    const e = extract('We propose Zorbit, a retrieval system. Zorbit comprises two stages: QueryMender and PlanChecker, and it outperforms TestRunner on QuillQA.');
    expect(names(e.methods)).toEqual(['Zorbit', 'QueryMender', 'PlanChecker']);
    expect(names(e.baselines)).toEqual(['TestRunner']);
  });
  it('reads "Text-to-SQL benchmarks" and "Text-to-Video benchmarks" as tasks, not benchmarks, and "five Quillfix benchmarks" as a kind the paper does not make', () => {
    expect(names(extract('We propose Zorbit, a text-to-SQL agent. Zorbit improves accuracy on Text-to-SQL benchmarks such as QuillSQL.').benchmarks)).toEqual(['QuillSQL']);
    expect(names(extract('We propose Zorbit, a sampler. Experiments on Text-to-Video benchmarks show that Zorbit is faster.').benchmarks)).toEqual([]);
    expect(names(extract('We propose Zorbit, an agent. We evaluate our proposed framework on five Quillfix benchmarks.').introducedBenchmarks)).toEqual([]);
  });
});

describe('2.67: names no lexicon knows, where only models stand (a pretrained class, a list "families" closes, experiments run with, a backbone)', () => {
  it('reads the members of "pre-trained models (e.g., …)", "open-weight 8B models (…)" and "large multimodal models (like …)" as models', () => {
    expect(names(extract('We propose Zorbit, a KV cache compression method. Zorbit converts widely used pre-trained models (e.g., Hudlcap, Zjow and Ppaha) into compressed ones.').models)).toEqual(['Hudlcap', 'Zjow', 'Ppaha']);
    expect(names(extract('We propose Zorbit, a decoding method. We evaluated open-weight 8B models (Ggaba3.1, Wqij3, Bojofnlag) on QuillQA.').models)).toEqual(['Ggaba3.1', 'Wqij3', 'Bojofnlag']);
    expect(names(extract('We propose Zorbit, an image editor. Zorbit ranks edits with scores from large multimodal models (like Snh-4i) instead of QuillScore.').models)).toEqual(['Snh-4i']);
  });
  it('reads "the Hhiji, Hhiji-2, and Dihfes families" as three models, and "through experiments with Ferj-2 and Vfw-3" as two', () => {
    expect(names(extract('We propose Zorbit, a decoding method. Zorbit improves instruction-following models in the Hhiji, Hhiji-2, and Dihfes families.').models)).toEqual(['Hhiji', 'Hhiji-2', 'Dihfes']);
    expect(names(extract('We propose Zorbit, a decoding method. Through experiments with Ferj-2 and Vfw-3, we show that Zorbit improves accuracy on QuillQA.').models)).toEqual(['Ferj-2', 'Vfw-3']);
  });
  it('reads "improves the supervised Drapnext backbone from 87.7% to 88.9%" as a gain over the method\'s own base model', () => {
    const e = extract('We propose Zorbit, a pre-training method for point clouds. Zorbit pre-training also improves the supervised Drapnext backbone on QuillObj from 87.7% to 88.9%.');
    expect(names(e.models)).toEqual(['Drapnext']);
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.baseModel, c.model])).toEqual([['Zorbit', 'Drapnext', true, 'Drapnext']]);
  });
  it('still reads a single name before "series", a generic backbone, and plain "diffusion models such as" as no model', () => {
    expect(names(extract('We propose Zorbit, a reasoning method. The Zorbit series is trained on QuillQA.').models)).toEqual([]);
    expect(names(extract('We propose Zorbit, a reasoning method. Zorbit works with any LLM backbone and improves accuracy on QuillQA.').models)).toEqual([]);
    expect(names(extract('We propose Zorbit, a forecaster. Pretrained diffusion models such as Kelvix are slow.').models)).toEqual([]);
  });
});

describe('2.66: "as well as" coordinates a second class with its examples in a win\'s object', () => {
  it('reads "beats forecasters like Drapnet and Kelvix as well as linear models like Moffa" as wins over all three', () => {
    const e = extract('We propose Zorbit, a forecaster. Zorbit consistently beats transformer-based forecasters like Drapnet and Kelvix as well as linear models like Moffa.');
    expect(claims(e)).toEqual(['Zorbit > Drapnet on -', 'Zorbit > Kelvix on -', 'Zorbit > Moffa on -']);
  });
  it('still ends a win\'s object at "as" that is no coordination ("outperforms Drapnet as measured by Quillscore")', () => {
    const e = extract('We propose Zorbit, a forecaster. Zorbit outperforms Drapnet as measured by Quillscore.');
    expect(claims(e)).toEqual(['Zorbit > Drapnet on -']);
    expect(names(e.baselines)).toEqual(['Drapnet']);
  });
});

describe('2.65: a one-word name right after "the proposed" is the paper\'s own', () => {
  it('reads "The proposed Zorbit framework sparsifies attention" as introducing the method Zorbit, a plain capitalized word', () => {
    const e = extract('The proposed Zorbit framework sparsifies attention for long documents. Experiments show that Zorbit outperforms Drapnet on QuillQA by 3 points.');
    expect(names(e.methods)).toEqual(['Zorbit']);
    expect(claims(e)).toEqual(['Zorbit > Drapnet on QuillQA']);
  });
  it('still reads a capitalized phrase after "the proposed" as no name of its own ("the proposed Golden Gemini operating points")', () => {
    const e = extract('We study stride spaces. The proposed Golden Gemini operating points help across training conditions.');
    expect(names(e.methods)).toEqual([]);
  });
});

describe('2.64: a fronted comparison\'s object runs past commas inside parentheses and through a class\'s examples', () => {
  it('reads "Compared to recent methods (e.g., Drapnet, Kelvix and Moffa), Zorbit …" as wins over all three', () => {
    const e = extract('We propose Zorbit, a forecaster. Compared to recent methods (e.g., Drapnet, Kelvix and Moffa), Zorbit reduces MSE by 12%.');
    expect(claims(e)).toEqual(['Zorbit > Drapnet on -', 'Zorbit > Kelvix on -', 'Zorbit > Moffa on -']);
  });
  it('reads "Compared to strong baselines, such as Drapnet, Kelvix and Moffa, Zorbit …" and ", e.g., Drapnet," as the class\'s members', () => {
    const e = extract('We propose Zorbit, a forecaster. Compared to strong baselines, such as Drapnet, Kelvix and Moffa, Zorbit yields 12% lower error on QuillTS.');
    expect(claims(e)).toEqual(['Zorbit > Drapnet on QuillTS', 'Zorbit > Kelvix on QuillTS', 'Zorbit > Moffa on QuillTS']);
    expect(claims(extract('We propose Zorbit, a forecaster. Compared with recent methods, e.g., Drapnet, Zorbit is 3x faster.'))).toEqual(['Zorbit > Drapnet on -']);
  });
  it('still reads a class with no members named as no loser, and a name in apposition to a class as the one compared', () => {
    expect(extract('We propose Zorbit, a forecaster. Compared to baselines, Zorbit yields 12% lower error.').comparisons).toEqual([]);
    expect(claims(extract('We propose Zorbit, a forecaster. Compared to the strongest baseline, Drapnet, Zorbit yields 12% lower error.'))).toEqual(['Zorbit > Drapnet on -']);
  });
});

describe('2.63: a score names its benchmark whatever its verb; values "respectively" pair with the list they spell', () => {
  const scores = (e: Extraction) => e.results.map((r) => `${r.method}@${r.benchmark}=${r.value}`);
  it('reads "Zorbit delivers 93.5 mAP on QuillDet" as a score on the benchmark QuillDet, as "achieves" is read', () => {
    const e = extract('We propose Zorbit, a detector. Zorbit delivers 93.5 mAP on QuillDet.');
    expect(names(e.benchmarks)).toEqual(['QuillDet']);
    expect(scores(e)).toEqual(['Zorbit@QuillDet=93.5 mAP']);
  });
  it('still reads a cost "on" a name as no evaluation ("takes 2 hours on NovaCluster", "stores 1.2M vectors in FaissIndex")', () => {
    expect(names(extract('We propose Zorbit, a detector. Zorbit takes 2 hours on NovaCluster.').benchmarks)).toEqual([]);
    expect(names(extract('We propose Zorbit, a detector. Zorbit stores 1.2M vectors in FaissIndex.').benchmarks)).toEqual([]);
  });
  it('pairs values "respectively" with the names their list spells, skipping one that is no benchmark, and reads two names in a row as one item', () => {
    const e = extract('We propose Zorbit, a planner. Zorbit achieves an accuracy of 71.4%, 63.2% and 55.0% on QuillWeb, MRC-9 and Kelvix-QA, respectively.');
    expect(scores(e)).toEqual(['Zorbit@QuillWeb=71.4%', 'Zorbit@Kelvix-QA=55.0%']);
    const f = extract('We present NaviScribe, a navigation framework. In the Habitat simulator, NaviScribe achieves success rates of 61.3% and 47.9% on the HM3D and MP3D ObjectNav validation splits, respectively, surpassing VLFM and InstructNav on both datasets. On HM3D, it also improves SPL over ESC by 8.4 points.');
    expect(scores(f)).toEqual(['NaviScribe@HM3D=61.3%', 'NaviScribe@MP3D=47.9%']);
  });
  it('reads a value in parentheses after a name of no role as no score on the benchmark before it, and keeps a compared system\'s', () => {
    expect(scores(extract('We propose Zorbit, a planner. It achieves state-of-the-art performance on QuillWeb (71.4%) and MRC-9 (63.2%).'))).toEqual(['Zorbit@QuillWeb=71.4%']);
    expect(scores(extract('We propose Zorbit, a planner. Our 7B model achieves 71.4% on QuillWeb, surpassing GPT-4o (65.0%).'))).toEqual(['Zorbit@QuillWeb=71.4%', 'GPT-4o@QuillWeb=65.0%']);
  });
});

describe('2.62: a gain reported by the experiments, or the subject of its own sentence, is the paper method\'s', () => {
  it('reads "Experiments show consistent improvements over Drapnet and Kelvix" as wins of the paper method, with no determiner before "Experiments"', () => {
    expect(claims(extract('We propose Zorbit, a sparse attention scheme. Experiments show consistent improvements over Drapnet and Kelvix.'))).toEqual(['Zorbit > Drapnet on -', 'Zorbit > Kelvix on -']);
    expect(claims(extract('We propose Zorbit, a sparse attention scheme. Experiments on QuillQA and MRC-9 show consistent improvements over Drapnet.'))).toEqual(['Zorbit > Drapnet on QuillQA']);
  });
  it('reads "On QuillQA, the gains over Drapnet reach 6.3 points" as a win of the paper method: the gain is the subject after a fronted setting', () => {
    expect(claims(extract('We present Zorbit, a planner. On QuillQA, the gains over Drapnet reach 6.3 points.'))).toEqual(['Zorbit > Drapnet on QuillQA']);
  });
  it('still reads no win of the paper where the experiments report another subject\'s ("Experiments show that Drapnet improves over Kelvix")', () => {
    const e = extract('We propose Zorbit, a sparse attention scheme. Experiments show that larger models improve over Kelvix.');
    expect(e.comparisons).toEqual([]);
  });
});

describe('2.61: the verbs of a strict win spelled once, "beaten" among them', () => {
  it('reads the passive "Drapnet is beaten by Zorbit" as a win of Zorbit, as "outperformed by" is read', () => {
    expect(claims(extract('We propose Zorbit, a sparse attention scheme. On QuillQA, Drapnet is beaten by Zorbit by 4.2 points.'))).toEqual(['Zorbit > Drapnet on QuillQA']);
    const e = extract('We propose Zorbit, a sparse attention scheme. Strong baselines such as Drapnet and Kelvix are consistently beaten by Zorbit.');
    expect(claims(e)).toEqual(['Zorbit > Drapnet on -', 'Zorbit > Kelvix on -']);
  });
  it('still reads no win in a word that only starts like a win verb ("exceedingly")', () => {
    const e = extract('We propose Zorbit, a sparse attention scheme. The task proved exceedingly hard for Drapnet, a strong baseline.');
    expect(e.comparisons).toEqual([]);
  });
});

describe('2.60: a capitalized name no rule knows is a name where a tie puts its comparator, as where a win puts its loser', () => {
  it('reads "We compare Zorbit against Drapnet, Kelvix, and Moffa" and "Baselines include Drapnet, …" as naming baselines, with no win', () => {
    const e = extract('We propose Zorbit, a planner. We compare Zorbit against Drapnet, Kelvix, and Moffa.');
    expect(names(e.baselines)).toEqual(['Drapnet', 'Kelvix', 'Moffa']);
    expect(e.comparisons).toEqual([]);
    expect(names(extract('We propose Zorbit, a planner. Our baselines include Drapnet, Kelvix and Moffa.').baselines)).toEqual(['Drapnet', 'Kelvix', 'Moffa']);
  });
  it('still reads a capitalized English word or a class after a tie as no name ("comparably to Human annotators")', () => {
    expect(names(extract('We propose Zorbit, a planner. Zorbit performs comparably to Human annotators.').baselines)).toEqual([]);
    expect(names(extract('We propose Zorbit, a planner. We compare Zorbit with Transformer models.').baselines)).toEqual([]);
  });
});

describe('2.59: a verb after a long form, scores in parentheses inside a list, a setting clause set off by commas', () => {
  it('reads "Our approach, ZORB (long form), decomposes tasks" as a method: the verb after the long form ends the description', () => {
    const e = extract('Agents struggle with long tasks. Our approach, ZORB (Zero-shot Orchestrated Reasoning with Backtracking), decomposes tasks and outperforms ReAct on QuillWeb.');
    expect(names(e.methods)).toEqual(['ZORB']);
    expect(names(e.benchmarks)).toEqual(['QuillWeb']);
  });
  it('still reads a long form followed by a content verb as data ("FooBench (…) contains 500 tasks")', () => {
    const e = extract('We introduce FooBench (Fine-grained Object Orientation Benchmark), which contains 500 tasks. Current models score below 40% on FooBench.');
    expect(names(e.introducedBenchmarks)).toEqual(['FooBench']);
  });
  it('reads every item of "on A (80.2%) and B (53.6%)" and "on QQA (+3.1) and MRC (+2.4)" as a benchmark', () => {
    const e = extract('We propose Zorbit. Our model achieves state-of-the-art success rates on both Zorvak (80.2%) and Quilbex (53.6%).');
    expect(names(e.benchmarks)).toEqual(['Zorvak', 'Quilbex']);
    const f = extract('We propose Zorbit. Zorbit outperforms Drapnet on QQA (+3.1) and MRC (+2.4).');
    expect(claims(f)).toEqual(['Zorbit > Drapnet on QQA', 'Zorbit > Drapnet on MRC']);
  });
  it('still reads a parenthesized aside that is no score as ending the list ("on QQA (3 splits) and Glimmer")', () => {
    const e = extract('We propose Zorbit. Zorbit outperforms Drapnet on QQA (3 splits) and Glimmer.');
    expect(names(e.benchmarks)).toEqual(['QQA']);
  });
  it('keeps the benchmark of a later clause ", and on MRC, it outperforms Kelvix" to that clause', () => {
    expect(claims(extract('We propose Zorbit. Zorbit outperforms Drapnet by 3 points on QQA, and on MRC, it outperforms Kelvix by 2 points.'))).toEqual([
      'Zorbit > Drapnet on QQA',
      'Zorbit > Kelvix on MRC',
    ]);
  });
});

describe('2.58: a lowering cue names its measure; one named measure keeps the margin beside it', () => {
  const conditions = (text: string) => extract(text).comparisons.map((c) => [c.baseline, c.metric, c.delta, c.lowerIsBetter]);
  it('reads "reaches the target accuracy with 3x fewer communication rounds than X" as a lower-is-better win on communication rounds', () => {
    expect(conditions('We propose Zorbit, a federated optimizer. Zorbit reaches the target accuracy on QuillFL with 3x fewer communication rounds than Drapnet.')).toEqual([
      ['Drapnet', 'communication rounds', '3x', true],
    ]);
  });
  it('still reads "higher accuracy than X" and "lower FID than X" by the measure named', () => {
    expect(conditions('We propose Zorbit. Zorbit achieves higher accuracy than Drapnet on QuillQA.')).toEqual([['Drapnet', 'accuracy', null, false]]);
    expect(conditions('We propose Zorbit, an image generator. Zorbit attains a lower FID than Drapnet on QuillNet.')).toEqual([['Drapnet', 'FID', null, true]]);
  });
  it('gives the one named measure of "reduces MSE by 14.2% and MAE by 9.8% compared with X" its own margin', () => {
    expect(conditions('We propose Zorbit, a forecaster. Zorbit reduces MSE by 14.2% and MAE by 9.8% compared with Drapnet on QuillTS.')).toEqual([['Drapnet', 'MSE', '14.2%', true]]);
  });
  it('still gives each of two wins its own margin ("by 41% compared to A and by 27% compared to B")', () => {
    expect(conditions('We propose Zorbit, a rollout system. Zorbit reduces end-to-end training time by 41% compared to Drapnet and by 27% compared to Kelvix.')).toEqual([
      ['Drapnet', 'training time', '41%', true],
      ['Kelvix', 'training time', '27%', true],
    ]);
  });
});

describe('2.57: the passive of "we compare X with Y" names baselines; a long form after a comparison cue is no part', () => {
  it('reads "X is compared with A, B and C" as naming baselines, with no win', () => {
    const e = extract('We propose Zorbit, a forecasting model for electricity load. Zorbit is compared with ARIMA, SVR, XGB, TCN, DLinear and TimesNet on three public datasets.');
    expect(names(e.baselines)).toEqual(['ARIMA', 'SVR', 'XGB', 'TCN', 'DLinear', 'TimesNet']);
    expect(e.comparisons).toEqual([]);
    const f = extract('We propose Zorbit, a forecasting model. Zorbit was compared with eight baseline models (ARIMA, SVR, XGB, TCN, DLinear and TimesNet).');
    expect(names(f.baselines)).toEqual(['ARIMA', 'SVR', 'XGB', 'TCN', 'DLinear', 'TimesNet']);
  });
  it('still reads a fronted "compared to" with no win and no passive as naming nothing', () => {
    const e = extract('We propose StableFoo, a variant of sharpness-aware training. Our analysis reveals that compared to stochastic gradient descent (SGD), the effectiveness of sharpness-aware training is only assured in a limited regime of learning rates.');
    expect(names(e.baselines)).toEqual([]);
  });
  it('reads an acronym defined by its long form after a comparison cue as a compared system, not a part of the method', () => {
    const e = extract('We propose Zorbit, a forecasting model. We compare it with Random Forest (RF), Support Vector Regression (SVR), and Temporal Convolutional Network (TCN).');
    expect(names(e.methods)).toEqual(['Zorbit']);
    expect(names(e.baselines)).toEqual(['RF', 'SVR', 'TCN']);
  });
  it('still reads a part the method defines, with no comparison before it, as a method', () => {
    const e = extract('We propose Zorbit, a forecasting model. Zorbit uses a Frequency Gate Unit (FGU) to filter seasonal noise, and it outperforms ARIMA on three datasets.');
    expect(names(e.methods)).toEqual(['Zorbit', 'FGU']);
  });
});

describe('2.57: a named measure after "in" is a measure, not part of a name nor a setting', () => {
  it('ends a capitalized name before "in FID": "outperforms Drapnet in FID and CLIP score" names Drapnet as the loser', () => {
    const e = extract('We propose Zorbit, an image generator. Zorbit outperforms Drapnet in FID and CLIP score.');
    expect(names(e.baselines)).toEqual(['Drapnet']);
    expect(claims(e)).toEqual(['Zorbit > Drapnet on -']);
  });
  it('still reads a capitalized name with a function word inside as one name, a measure after it or not', () => {
    expect(claims(extract('We propose Zorbit. Zorbit outperforms Chain of Drafts on QuillQA.'))).toEqual(['Zorbit > Chain of Drafts on QuillQA']);
    expect(claims(extract('We propose Zorbit. Zorbit outperforms Tree of Thoughts in BLEU.'))).toEqual(['Zorbit > Tree of Thoughts on -']);
  });
  it('reads "by 3.1% in accuracy and 2.4% in F1" as two margins, each with its measure, on the claim\'s benchmark', () => {
    const e = extract('We propose Zorbit, a retrieval method. On QuillQA, Zorbit surpasses Drapnet by 3.1% in accuracy and 2.4% in F1.');
    expect(e.comparisons.map((c) => [c.benchmark, c.metric, c.delta])).toEqual([
      ['QuillQA', 'accuracy', '3.1%'],
      ['QuillQA', 'F1', '2.4%'],
    ]);
  });
  it('still reads "by 3.1% on QuillQA and 2.4% on MorvexQA" and "in math and in coding" as settings', () => {
    const e = extract('We propose Zorbit, a retrieval method. Zorbit surpasses Drapnet by 3.1% on QuillQA and 2.4% on MorvexQA.');
    expect(e.comparisons.map((c) => [c.benchmark, c.delta])).toEqual([
      ['QuillQA', '3.1%'],
      ['MorvexQA', '2.4%'],
    ]);
    const f = extract('We propose Zorbit, a retrieval method. Zorbit surpasses Drapnet by 3.1% in math and 2.4% in coding.');
    expect(f.comparisons.map((c) => [c.benchmark, c.metric])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe('2.56: a set noun later in the sentence that takes up a list of capitalized words makes them benchmarks', () => {
  it('reads "across Cornell, Texas and Wisconsin, and … on all three datasets" as benchmarks', () => {
    const e = extract('We introduce CurvRewire, a graph rewiring algorithm. CurvRewire improves the node classification accuracy of GCN by 3.5% on average across Cornell, Texas and Wisconsin, and outperforms the rewiring method SDRF on all three datasets.');
    expect(names(e.benchmarks)).toEqual(['Cornell', 'Texas', 'Wisconsin']);
  });
  it('still reads such a list with only "a novel benchmark" after it as no benchmarks', () => {
    const e = extract('We introduce a research task, Dialogue Element Modeling, including Element Awareness and Dialogue Agent Interaction, and propose a novel benchmark, DEMO.');
    expect(names(e.benchmarks)).not.toContain('Element Awareness');
  });
});

describe('2.55: a list of capitalized words only in an evaluation slot names subjects or tasks, not benchmarks', () => {
  it('reads "across Algebra, Geometry, and Number Theory" as no benchmarks', () => {
    const e = extract('We propose FooSolve, a tree search for math. FooSolve demonstrates strong performance across Algebra, Geometry, and Number Theory.');
    expect(names(e.benchmarks)).toEqual([]);
  });
  it('still reads such a list opened by a set noun, or beside a coined name, as benchmarks', () => {
    const e = extract('We propose FooOp, a neural operator. We evaluate FooOp on four standard benchmarks, namely Navier-Stokes, Darcy Flow, Airfoil and Pipe.');
    expect(names(e.benchmarks)).toEqual(['Navier-Stokes', 'Darcy Flow', 'Airfoil', 'Pipe']);
    const f = extract('We propose FooVid. FooVid generates high-quality videos on various benchmarks, including BAIR, Landscape, and NATOPS.');
    expect(names(f.benchmarks)).toEqual(['BAIR', 'Landscape', 'NATOPS']);
  });
  it('still reads a fronted setting before the subject\'s comma, and a list with a benchmark-shaped name, as benchmarks', () => {
    expect(names(extract('We propose Zorbit. On Glimmer, Zorbit obtains an F1 of 0.81.').benchmarks)).toEqual(['Glimmer']);
    expect(names(extract('We propose FooNet. FooNet outperforms PPO on Glimmer and Quix Arena.').benchmarks)).toEqual(['Glimmer', 'Quix Arena']);
  });
});

describe('2.54: digits that close a name as an edition or a size mark a benchmark, not a model', () => {
  it('reads unknown names ending in an edition or a size ("AIME24"-, "Geometry3K"-, "AlpacaEval 2.0"-shaped) in an evaluation list as benchmarks', () => {
    const e = extract('We propose GMPO. GMPO achieves an average gain of 4.1% on multimodal reasoning benchmarks, including UIWE24, UWP, WUCK500, and Seowecmy3K.');
    expect(names(e.benchmarks)).toEqual(['UIWE24', 'UWP', 'WUCK500', 'Seowecmy3K']);
    const f = extract('We propose SGPO. Experimental results on UlquxuObul 2.0 and Uvonu-Hard show that SGPO significantly outperforms DPO.');
    expect(names(f.benchmarks)).toEqual(['UlquxuObul 2.0', 'Uvonu-Hard']);
  });
  it('still reads a sized name, a model family, or a digit inside a name as no benchmark', () => {
    const e = extract('We propose StepFoo. Experiments on RoXaQoe, Jawa70B, Llama-65, text-davinci-003, and W4A4 show that StepFoo achieves the best results.');
    expect(names(e.benchmarks)).toEqual(['RoXaQoe']);
  });
});

describe('2.53: a LaTeX placeholder for the paper\'s name is no name, whatever its case', () => {
  it('reads "we propose \\OurMethod, a …" as no method', () => {
    const e = extract('To address these challenges, we propose \\OurMethod, a MLLM designed specifically for multiple text-rich images.');
    expect(names(e.methods)).toEqual([]);
  });
  it('still reads a coined macro ("we propose \\omniedit, …") as the method', () => {
    const e = extract('To address these challenges, we propose \\omniedit, an editor that handles seven editing tasks.');
    expect(names(e.methods)).toEqual(['omniedit']);
  });
});

describe('2.52: SAM is a model family; a family\'s letters spelled out in lower case are no model', () => {
  it('reads the Segment Anything Model a study evaluates as a model', () => {
    const e = extract('With the recent introduction of the Segment Anything Model (SAM), this paradigm has entered image segmentation. We evaluate the zero-shot capabilities of SAM for medical image segmentation.');
    expect(names(e.models)).toEqual(['SAM']);
  });
  it('still reads "sharpness-aware minimization (SAM)" as a compared technique, not a model', () => {
    const e = extract('Recently, sharpness-aware minimization (SAM) has attracted attention. We propose StableSAM, which outperforms SAM on CIFAR-10.');
    expect(names(e.models)).toEqual([]);
    expect(names(e.baselines)).toEqual(['SAM']);
  });
});

describe('2.51: a leading count is no model digit; "validate" and "experimentally" are evaluation cues', () => {
  it('reads a name that starts with a count ("2WikiMultiHopQA"-shaped) in an evaluation list as a benchmark', () => {
    const e = extract('We propose StepFoo. Experiments on RoXaQoe, 2JawaRotpaKinQU, and KipnipQU show that StepFoo achieves the best results.');
    expect(names(e.benchmarks)).toEqual(['RoXaQoe', '2JawaRotpaKinQU', 'KipnipQU']);
  });
  it('still reads a sized name of such a list as no benchmark', () => {
    const e = extract('We propose StepFoo. Experiments on RoXaQoe, Jawa7B, and KipnipQU show that StepFoo achieves the best results.');
    expect(names(e.benchmarks)).toEqual(['RoXaQoe', 'KipnipQU']);
  });
  it('reads the setting of "we experimentally validate our approach on X" as a benchmark', () => {
    const e = extract('We propose FooCap. We experimentally validate our approach on Quorlan and nocaps datasets and demonstrate that incorporating memory helps.');
    expect(names(e.benchmarks)).toEqual(['Quorlan']);
  });
});

describe('2.50: a benchmark noun after a list the article opens', () => {
  it('reads every name of "the A, B, and C datasets" as a benchmark, not only the last', () => {
    const e = extract('We propose FooNet. Extensive experiments conducted on the Quorlan, Vesk40, and TARROW datasets demonstrate that FooNet is effective.');
    expect(names(e.benchmarks)).toEqual(['Quorlan', 'Vesk40', 'TARROW']);
  });
  it('still reads a sized name of such a list as no benchmark', () => {
    const e = extract('We propose FooNet. Extensive experiments conducted on the Quorlan, Vesk-7B, and TARROW datasets demonstrate that FooNet is effective.');
    expect(names(e.benchmarks)).not.toContain('Vesk-7B');
  });
});

describe('2.49: models no lexicon knows, in the lists that name models', () => {
  it('reads the items of "LLMs: A, B, and C" as models', () => {
    const e = extract('We propose FooTune. Utilizing this dataset, we conduct fine-tuning experiments with three prominent LLMs: Hirra-2, Takiqvrix, and RIrreXM.');
    expect(names(e.models)).toEqual(['Hirra-2', 'Takiqvrix', 'RIrreXM']);
  });
  it('reads the items of "three model families (A, B, C)" and "two networks (A and B)" as models', () => {
    expect(names(extract('We propose FooPrune. Extensive experiments across three model families (Dduwu, Ktanor, Webjgud) demonstrate gains.').models)).toEqual(['Dduwu', 'Ktanor', 'Webjgud']);
    expect(names(extract('We propose FooAdv. We run experiments on three datasets with two networks (DveOcbVesReb18 and JaneVesReb28-10).').models)).toEqual(['DveOcbVesReb18', 'JaneVesReb28-10']);
  });
  it('reads names right after a model class ("the open-source models Mcuxa2, Tregan and Lloro3") as models', () => {
    const e = extract('We propose FooAlign. We conducted experiments on the open-source models Mcuxa2, Tregan and Lloro3, achieving improvements of 1.7% and 0.9%.');
    expect(names(e.models)).toEqual(['Mcuxa2', 'Tregan', 'Lloro3']);
  });
  it('reads every model a system is "finetuned from", not only the first', () => {
    const e = extract('We propose CodeActAgent. CodeActAgent, finetuned from Wwehe2 and Hiptkew, is integrated with a Python interpreter.');
    expect(names(e.models)).toEqual(['Wwehe2', 'Hiptkew']);
  });
  it('still reads a capitalized word after a model class that starts a sentence\'s own clause as no model', () => {
    const e = extract('We propose FooAlign. We test several language models. Large language models Are brittle under FooAlign.');
    expect(names(e.models)).toEqual([]);
  });
});

describe('2.48: a list of settings after a dash or "like", and a known benchmark of two words with its edition glued on', () => {
  it('reads the items of a list a plural set noun opens with a dash ("benchmarks—A, B, and C") as benchmarks', () => {
    const e = extract('We propose FooSeg. Our approach achieves substantial gains across three remote sensing benchmarks—Quorlan, Vesk-7, and Tarrowby—outperforming SAM.');
    expect(names(e.benchmarks)).toEqual(['Quorlan', 'Vesk-7', 'Tarrowby']);
  });
  it('reads the items of "benchmarks, like A and B" as benchmarks', () => {
    const e = extract('We propose FooRet. FooRet substantially improves fine-tuned performance on a variety of dense retrieval benchmarks, like Quorlan and Tarrowby.');
    expect(names(e.benchmarks)).toEqual(['Quorlan', 'Tarrowby']);
  });
  it('still reads "methods like A and B" as no benchmarks', () => {
    const e = extract('We propose FooRet. FooRet outperforms retrieval methods like Quorlan and Tarrowby on BEIR.');
    expect(names(e.benchmarks)).toEqual(['BEIR']);
  });
  it('reads "Mozilla Common Voice-17", a known benchmark of two words with its edition glued on, as one benchmark', () => {
    const e = extract('We compare two ASR models. We have conducted experiments using two publicly available datasets: Mozilla Common Voice-17 and OpenSLR to evaluate model performances.');
    expect(names(e.benchmarks)).toEqual(['Mozilla Common Voice-17', 'OpenSLR']);
  });
});

describe('2.47: names the rules read too narrowly: a task after each setting, a model the paper presents, a macro', () => {
  it('reads each setting of a list whose items carry their task ("on A classification, B object detection and C segmentation")', () => {
    const e = extract('We propose BarNet, a vision backbone. BarNet achieves strong results on Aromip classification, Qeqen object detection and Wolvo semantic segmentation.');
    expect(names(e.benchmarks)).toEqual(['Aromip', 'Qeqen', 'Wolvo']);
  });
  it('still reads two tasks joined by "and" as no list of settings', () => {
    const e = extract('We propose BarNet. By combining document retrieval and Quillo generation, BarNet improves answers.');
    expect(names(e.benchmarks)).toEqual([]);
  });
  it('reads "we introduce the Skywork-Math model series" as the paper\'s own model, with no title to name it', () => {
    const e = extractWith('To support this claim, we introduce the Skywork-Math model series, supervised fine-tuned on common 7B LLMs. Skywork-Math 7B achieves 51.2% on MATH, outperforming GPT-4.');
    expect(names(e.methods)).toEqual(['Skywork-Math', 'Skywork-Math 7B']);
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([['Skywork-Math 7B', 'GPT-4']]);
  });
  it('still reads "we introduce the GPT-4 model as a judge" as a model the paper uses', () => {
    const e = extractWith('We study self-critique. We introduce the GPT-4 model as a judge of each answer.');
    expect(names(e.methods)).toEqual([]);
    expect(names(e.models)).toEqual(['GPT-4']);
  });
  it('reads a macro the paper presents ("we present \\omniedit, …") as its name', () => {
    const e = extract('In this paper, we present \\omniedit, which is an omnipotent editor for seven editing tasks. Human evaluations show that \\omniedit outperforms all the existing models.');
    expect(names(e.methods)).toEqual(['omniedit']);
  });
  it('still reads no name in a placeholder for the paper\'s own ("\\ours") or a mark in math ("DLinear$^{\\ddagger}$")', () => {
    const ours = extract('We propose LRS, a steering method. Experiments show that \\ours consistently improves performance over various baselines.');
    expect(names(ours.methods)).toEqual(['LRS']);
    const mark = extract('We propose FooTS. In zero-shot transfer, it obtains an MSE of 0.412, better than DLinear$^{\\ddagger}$ trained under the same protocol.');
    expect(names(mark.baselines)).toEqual(['DLinear']);
  });
  it('reads a count in thousands after the paper\'s method ("FooAgent-86K") as data built with it, no variant', () => {
    const e = extract('We propose FooAgent, an agent for tool use. FooAgent also provides the annotation pipeline for constructing FooAgent-86K, our strategy-annotated training corpus for supervised and RL training.');
    expect(names(e.methods)).toEqual(['FooAgent']);
    expect(names(e.benchmarks)).toEqual(['FooAgent-86K']);
  });
});

describe('2.46: an unknown benchmark written as the lexicon\'s are', () => {
  it('reads a two-digit edition year after a coined name in an evaluation list ("BRUMO 25") as the benchmark\'s edition', () => {
    const e = extract('We propose FooRL. Experiments on BRUMO 25, CMIMC 25 and SMT 24 show that FooRL improves pass@1.');
    expect(names(e.benchmarks)).toEqual(['BRUMO 25', 'CMIMC 25', 'SMT 24']);
  });
  it('still reads a one-digit version after a coined name as no edition', () => {
    const e = extract('We propose FooRL. Experiments on Zorba 2 and Quill 3 show that FooRL improves pass@1.');
    expect(names(e.benchmarks)).toEqual([]);
  });
  it('reads the items of an "(i.e., …)" list after a set noun or "tasks" as benchmarks, as the roles already read them once named', () => {
    const e = extract('We propose FooPlan. We evaluate FooPlan on three puzzle environments (i.e., Tanglemoor, Copper Maze, and Lanternfall), where it solves most levels.');
    expect(names(e.benchmarks)).toEqual(['Tanglemoor', 'Copper Maze', 'Lanternfall']);
  });
  it('still reads the items of an "(i.e., …)" list of methods as no benchmarks', () => {
    const e = extract('We propose FooPlan. We evaluate against two planners (i.e., Tanglemoor and Lanternfall) on ALFWorld.');
    expect(names(e.benchmarks)).toEqual(['ALFWorld']);
  });
  it('reads the edition year after a joined title-case name ("PQRS Grattan 2025") as part of it', () => {
    const e = extract('We propose FooRL. We evaluate on OMQ 2024, OMQ 2025 and PQRS Grattan 2025.');
    expect(names(e.benchmarks)).toEqual(['OMQ 2024', 'OMQ 2025', 'PQRS Grattan 2025']);
  });
});

describe('2.45: a title-case tail that completes an acronym\'s long form stays the acronym\'s', () => {
  it('reads "SLIM, a framework of dynamic Skill LIfecycle Management" as one method, SLIM (dev abstract eaac44ab698b)', () => {
    // the shipped weights' methods scorer took the joined title span as a method of its own
    const dev = readFileSync(new URL('../data/eval/seeds-dev.gold.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: string; text: string });
    const text = dev.find((r) => r.id === 'eaac44ab698b')?.text ?? '';
    expect(names(extractWith(text.replace(/\s+/g, ' ').trim()).methods)).toEqual(['SLIM']);
  });
});

describe('2.44: a fronted same-benchmark reference, and "It" after another of the paper\'s methods', () => {
  it('reads a fronted "On the same benchmark," as the benchmark named last before', () => {
    const e = extract('We present FooCast, a weather model. On WeatherBench 2, FooCast attains a 10-day Z500 RMSE of 712, lower than GraphCast (745). On the same benchmark, it further improves the 5-day T850 ACC over Pangu-Weather by 0.012.');
    expect(e.comparisons.map((c) => [c.baseline, c.benchmark])).toEqual([['GraphCast', 'WeatherBench 2'], ['Pangu-Weather', 'WeatherBench 2']]);
  });
  it('reads "It" as the paper\'s method the sentence before opened with', () => {
    const text = 'Language models struggle with 3D scenes. FooLoom represents a scene as a set of object tokens. A grounding head named FooPointer predicts which tokens support each answer. Built on Vicuna-7B, FooLoom attains an EM@1 of 27.9% on ScanQA. It also tops Chat-Scene on SQA3D.';
    const e = extractWith(text, RULES, { title: 'FooLoom: Object Tokens for 3D Scene Understanding' });
    expect(e.comparisons.filter((c) => c.baseline === 'Chat-Scene').map((c) => c.method)).toEqual(['FooLoom']);
  });
});

describe('2.43: comparisons whose cue or object a rule read too narrowly', () => {
  it('reads "a speedup of 2 - 6 times against a competitive MobileNetV2"', () => {
    const e = extract('We propose UiT, a vision transformer. The UiT models achieve a speedup of 2 - 6 times against a competitive MobileNetV2.');
    expect(e.comparisons.map((c) => [c.method, c.baseline, c.delta])).toEqual([['UiT', 'MobileNetV2', '2 - 6 times']]);
  });
  it('reads the class noun after a list of compared names as the list\'s, a two-word name being one system', () => {
    const e = extract('We propose FooCast, a hybrid forecaster. FooCast demonstrates clear improvements in both track and intensity forecasts compared to the standalone SHTM, FuXi, and ECMWF HRES models.');
    expect(e.comparisons.map((c) => c.baseline)).toEqual(['SHTM', 'FuXi', 'ECMWF HRES']);
  });
  it('reads "a more effective RL algorithm for VLAs than DPO" as a comparative with its setting', () => {
    const e = extract('We study RL fine-tuning for VLAs. We identify PPO as a more effective RL algorithm for VLAs than LLM-derived methods like DPO and GRPO.');
    expect(e.comparisons.map((c) => [c.method, c.baseline])).toEqual([['PPO', 'DPO'], ['PPO', 'GRPO']]);
  });
  it('still reads robustness against an attack as no comparison', () => {
    const e = extract('We propose FooDef, a defense. FooDef shows an improvement of 30% in robustness against GCG attacks on AdvBench.');
    expect(e.comparisons).toEqual([]);
  });
});

describe('2.42: a known data set named only as training data is no benchmark', () => {
  it.each([
    // trained on a class of data sets, the known one given as its example
    ['We propose FooGen, a 3D generator. Unlike prior models trained on small-scale datasets such as ShapeNet, FooGen scales to millions of objects and reaches 0.91 F-score on GSO.', ['GSO']],
    // "for training", beside the set used for evaluation
    ['We propose FooGen, a novel view synthesis model. We use the Objaverse for training and the Google Scanned Objects for evaluation, where FooGen outperforms Zero123.', ['Google Scanned Objects']],
    // a new data set built from a known one
    ['We propose FooASR, a biased-word recognizer. We also release an open-source Mandarin biased-word dataset based on WenetSpeech. FooASR lowers CER on AISHELL-1 by 10%.', ['AISHELL-1']],
    // evaluated on the examples of a class: still benchmarks
    ['We propose FooGen, a video model. We fine-tune and evaluate FooGen on popular datasets such as UCF101 and HMDB51.', ['UCF101', 'HMDB51']],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));

  it('reads "only 6% the inference cost" as a share of a cost, no score', () => {
    const e = extract('We propose FooPRM, an annotation method. FooPRM lets PRMs reach superior performance with only 6% the inference cost of vanilla MC estimation, improving F1 from 19.9 to 59.1 on ProcessBench.');
    expect(e.results.map((r) => r.value)).toEqual(['59.1']);
  });
});

describe('2.42: a title-case word written right before a model-family name is part of it', () => {
  it.each([
    ['We propose FooAudio, an audio reasoning method. We evaluate four models: Audio Flamingo 2, Audio Flamingo 3, Qwen2.5-Omni-7B and Kimi-Audio-7B-Instruct.', ['Audio Flamingo 2', 'Audio Flamingo 3', 'Qwen2.5-Omni-7B', 'Kimi-Audio-7B-Instruct']],
    // a maker is no part of the name, and a sentence's first word is capitalized anyway
    ['We propose FooQuant, a quantizer. With FooQuant, the Code Llama-34B model runs on one GPU, and Meta Llama-3-8B keeps its accuracy.', ['Code Llama-34B', 'Llama-3-8B']],
    ['We propose FooRL, a training method. Using Qwen2.5-7B as the backbone, FooRL improves accuracy on GSM8K by 3 points.', ['Qwen2.5-7B']],
  ])('%s', (text, want) => expect(names(extract(text).models)).toEqual(want));
});

describe('2.42: a title-case word written right after a name, never without it, ends that name', () => {
  it.each([
    ['We propose TRIDENT, a test-time scaling framework. TRIDENT outperforms the OpenHands Critic by 3.2 points on SWE-bench Verified.', ['OpenHands Critic']],
    ['We propose H2O, a cache eviction policy. H2O improves the throughput over DeepSpeed Zero-Inference and FlexGen by up to 29x.', ['DeepSpeed Zero-Inference', 'FlexGen']],
    // a dimension ends no name
    ['We propose FooSplat, a renderer. FooSplat represents scenes with 3D Gaussians and outperforms 3DGS on Mip-NeRF 360.', ['3DGS']],
  ])('%s', (text, want) => expect(names(extract(text).baselines)).toEqual(want));

  it('keeps a name the abstract also writes without the word', () => {
    expect(names(extract('We propose U-DiT Policy, a diffusion transformer. U-DiT outperforms DP-T by 6%.').methods)).toEqual(['U-DiT']);
  });
});

describe('2.41: an evaluation slot may name its setting with a word of kind between the article and the name', () => {
  it.each([
    ['We propose FooNet, a retriever. FooNet improves accuracy on the out-of-domain Quixo-Hard and Bluba.', ['Quixo-Hard', 'Bluba']],
    ['We propose FooNet, a retriever. On the more challenging Quixoba-Live, FooNet improves over GRPO by 3 points.', ['Quixoba-Live']],
    ['We propose FooNet, a retriever. FooNet reaches 41.3% on the newly released Zorbench-Pro.', ['Zorbench-Pro']],
    // a framework the paper builds on stays none, whatever the words before it
    ['We propose FooNet, a retriever. We build FooNet on the popular Quixformer architecture and evaluate it on GSM8K.', ['GSM8K']],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
});

describe('2.41: the items of a list a plural set noun opens are benchmarks, digits and all', () => {
  it.each([
    ['We propose FooSR, a super-resolution model. FooSR is evaluated on five standard benchmarks: Tok5, Tok14 and Armis100.', ['Tok5', 'Tok14', 'Armis100']],
    ['We propose FooCast, a forecaster. Experiments on four traffic datasets, namely PIGV03, PIGV04, PIGV07 and PIGV08, show that FooCast is accurate.', ['PIGV03', 'PIGV04', 'PIGV07', 'PIGV08']],
    // the same list opened by another noun is no set of benchmarks
    ['We propose FooCast, a forecaster. We distill two teachers, namely Zorb2 and Quix3, into FooCast.', []],
  ])('%s', (text, want) => expect(names(extract(text).benchmarks)).toEqual(want));
});
