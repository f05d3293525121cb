/**
 * Synthetic corpus for the benchmarks: realistic ML abstracts in JSON Lines,
 * deterministic for a seed, streamed (constant memory whatever --n), with the
 * facts each abstract plants written beside it so a bench can check that
 * ingestion kept them all.
 *
 *   npm run gen:corpus -- --n 100000 --out bench/out/c100k.jsonl [--seed 42] [--start 0]
 *
 * Writes FILE (papers), FILE.facts.jsonl (per paper: planted methods,
 * benchmarks, models, baselines, comparisons, results) and FILE.summary.json
 * (expected node and relationship counts). `--start K` numbers papers from K, so
 * a corpus generated with --start 100000 is disjoint from one of 100000 papers
 * at --start 0 (ids and proposed methods); the pools (benchmarks, baselines,
 * models) are shared, as in real literature.
 *
 * Only sentence shapes the extractor handles are used; `bench/check-corpus.ts`
 * compares planted with extracted facts on a sample.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { longFormStart } from '../ingest/extract/acronyms.ts';
import { entityKey, entityKind } from '../ingest/names.ts';

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; same seed, same stream. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const chance = (rng: Rng, p: number) => rng() < p;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
function sample<T>(rng: Rng, list: readonly T[], k: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < k && copy.length > 0) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0] as T);
  return out;
}

// ---------------------------------------------------------------------------
// Method names: unique by construction. Paper i gets the i-th tuple (after a
// bijective scramble) of four words; its acronym takes a fixed-length prefix of
// each word (3, 2, 1, 1 letters), and each list has unique prefixes of that
// length, so distinct tuples give distinct acronyms and distinct long forms.

const WORDS_A = uniquePrefix(3, [
  'Adaptive', 'Balanced', 'Calibrated', 'Dynamic', 'Efficient', 'Federated', 'Guided', 'Hierarchical', 'Iterative', 'Joint',
  'Kernelized', 'Latent', 'Modular', 'Neural', 'Online', 'Progressive', 'Quantized', 'Recursive', 'Structured', 'Temporal',
  'Unified', 'Variational', 'Weighted', 'Contrastive', 'Decoupled', 'Elastic', 'Grounded', 'Hybrid', 'Implicit', 'Lightweight',
  'Meta', 'Nested', 'Orthogonal', 'Parallel', 'Robust', 'Sparse', 'Tiered', 'Uncertainty-Aware', 'Verified', 'Windowed',
  'Asynchronous', 'Bootstrapped', 'Causal', 'Distilled', 'Entropic', 'Factorized', 'Gated', 'Hindsight', 'Incremental', 'Lookahead',
  'Multiscale', 'Normalized', 'Optimistic', 'Pessimistic', 'Regularized', 'Stochastic', 'Targeted', 'Unrolled', 'Vectorized', 'Warm-Started',
  'Anchored', 'Bayesian', 'Compositional', 'Deliberate', 'Evolving', 'Filtered', 'Generative', 'Holistic', 'Introspective', 'Localized',
]);
const WORDS_B = uniquePrefix(2, [
  'Action', 'Belief', 'Context', 'Diffusion', 'Experience', 'Feedback', 'Gradient', 'Horizon', 'Intent', 'Knowledge',
  'Language', 'Memory', 'Novelty', 'Option', 'Plan', 'Query', 'Reward', 'Skill', 'Trajectory', 'Uncertainty',
  'Value', 'World', 'Attention', 'Bridge', 'Critic', 'Demonstration', 'Evidence', 'Fusion', 'Goal', 'Hypothesis',
  'Imagination', 'Judgment', 'Lookup', 'Model', 'Nuance', 'Outcome', 'Preference', 'Rationale', 'Search', 'Token',
  'Utility', 'Verifier',
]);
const WORDS_C = uniquePrefix(1, [
  'Abstraction', 'Bootstrapping', 'Calibration', 'Distillation', 'Exploration', 'Factorization', 'Generation', 'Hashing',
  'Imitation', 'Learning', 'Matching', 'Navigation', 'Optimization', 'Prediction', 'Refinement', 'Shaping', 'Tuning',
  'Unrolling', 'Verification', 'Weighting',
]);
const WORDS_D = uniquePrefix(1, [
  'Agents', 'Backpropagation', 'Control', 'Decoding', 'Estimation', 'Fine-Tuning', 'Guidance', 'Hierarchies', 'Inference',
  'Loops', 'Modeling', 'Networks', 'Operators', 'Policies', 'Rollouts', 'Sampling', 'Transfer', 'Updates', 'Voting', 'Workflows',
]);

function uniquePrefix(n: number, words: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const p = w.replace(/[^A-Za-z]/g, '').slice(0, n).toLowerCase();
    if (seen.has(p)) throw new Error(`word list: prefix "${p}" of "${w}" repeats; the acronyms would not be unique`);
    seen.add(p);
    out.push(w);
  }
  return out;
}

const letters = (w: string, n: number) => w.replace(/[^A-Za-z]/g, '').slice(0, n);
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

function tupleName(t: number): { acronym: string; longForm: string } {
  let j = t;
  const digit = (base: number) => {
    const d = j % base;
    j = Math.floor(j / base);
    return d;
  };
  const a = WORDS_A[digit(WORDS_A.length)] as string;
  const b = WORDS_B[digit(WORDS_B.length)] as string;
  const c = WORDS_C[digit(WORDS_C.length)] as string;
  const d = WORDS_D[digit(WORDS_D.length)] as string;
  const acronym = cap(letters(a, 3)) + cap(letters(b, 2)) + letters(c, 1).toUpperCase() + letters(d, 1).toUpperCase();
  return { acronym, longForm: `${a} ${b} ${c} ${d}` };
}

/** How many word tuples exist; a corpus may not number papers past this. */
export const METHOD_CAPACITY = WORDS_A.length * WORDS_B.length * WORDS_C.length * WORDS_D.length;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Paper i's word tuple: a bijection of 0..METHOD_CAPACITY-1 for a seed, so distinct papers get distinct tuples. */
function tupleOf(i: number, seed: number): number {
  let mult = 1_000_003;
  while (gcd(mult, METHOD_CAPACITY) !== 1) mult += 2;
  return Number((BigInt(i) * BigInt(mult) + BigInt(seed >>> 0)) % BigInt(METHOD_CAPACITY));
}

/**
 * What the study (a paper proposing nothing) of paper i is about, in lower case: the words of its
 * tuple ("an empirical study of adaptive trajectory exploration control"). Distinct papers get distinct
 * subjects, so no two generated titles are equal and every paper's (title, first author) is its own:
 * graph/merge.ts merges records that share them, and the corpus must ingest to one paper per abstract.
 */
export function studySubject(i: number, seed: number): string {
  return tupleName(tupleOf(i, seed)).longForm.toLowerCase();
}

/**
 * The i-th method: long form and acronym ("Adaptive Trajectory Exploration
 * Control (AdaTrEC)"); distinct i give distinct names. Null for the few tuples
 * (about 0.2%) that are unusable: the standard (Schwartz-Hearst) matcher would
 * pair the acronym with only part of the long form (a later word starting with
 * the acronym's first letter), or ingest/names.ts reads a name as a Model (an
 * acronym "Opt" + "o…" looks like the OPT family); such a paper proposes nothing.
 */
export function methodName(i: number, seed: number): { acronym: string; longForm: string } | null {
  const name = tupleName(tupleOf(i, seed));
  if (longFormStart(name.acronym, name.longForm) !== 0) return null;
  if (entityKind(name.acronym) !== 'Method' || entityKind(name.longForm) !== 'Method') return null;
  return name;
}

// ---------------------------------------------------------------------------
// Pools shared by all papers.

/** Real benchmarks (all in ingest/lexicons/benchmarks.txt), weighted towards agent and reasoning suites. */
const REAL_BENCHMARKS = [
  'ALFWorld', 'WebShop', 'ScienceWorld', 'Search-QA', 'AppWorld', 'WebArena', 'TextCraft', 'BabyAI', 'Crafter', 'MiniGrid',
  'GSM8K', 'MATH-500', 'AIME', 'OlympiadBench', 'HumanEval', 'MBPP', 'LiveCodeBench', 'SWE-Gym', 'HotpotQA', 'TriviaQA',
  'MMLU', 'MMLU-Pro', 'GPQA', 'ARC-Challenge', 'HellaSwag', 'WinoGrande', 'BoolQ', 'StrategyQA', 'MuSiQue', 'Bamboogle',
  'AgentBench', 'ToolBench', 'OSWorld', 'AndroidWorld', 'Mind2Web', 'MiniWoB++', 'NetHack', 'Procgen', 'D4RL', 'MetaWorld',
  'LIBERO', 'CALVIN', 'RLBench', 'ManiSkill', 'MuJoCo', 'Atari', 'Overcooked', 'Sokoban', 'ChartQA', 'DocVQA',
  'MMMU', 'MathVista', 'ScienceQA', 'IFEval', 'AlpacaEval', 'MT-Bench', 'Arena-Hard', 'TruthfulQA', 'BIG-Bench', 'LongBench',
];

/** Syllables for coined benchmark names ("KovaBench", "TelmiQA"). */
const SYLLABLES = ['ka', 'vo', 'tel', 'mi', 'ro', 'zan', 'pe', 'lu', 'dra', 'fi', 'nor', 'sa', 'qui', 'bel', 'tor', 'ga', 'shi', 'mon', 'rey', 'cas'];
const BENCH_SUFFIX = ['Bench', 'QA', 'Gym', 'Arena', 'World', 'Eval'];

function coinedBenchmark(k: number): string {
  const s1 = SYLLABLES[k % SYLLABLES.length] as string;
  const s2 = SYLLABLES[Math.floor(k / SYLLABLES.length) % SYLLABLES.length] as string;
  const suffix = BENCH_SUFFIX[Math.floor(k / (SYLLABLES.length * SYLLABLES.length)) % BENCH_SUFFIX.length] as string;
  const stem = s1 + s2;
  return stem.charAt(0).toUpperCase() + stem.slice(1) + suffix;
}

/** Generated benchmarks shared across papers (k < 2400 gives distinct names). */
const GENERATED_BENCHMARKS = Array.from({ length: 600 }, (_, k) => coinedBenchmark(k * 4 + 1));

/** Established baselines (all in ingest/lexicons/known-methods.txt). */
const BASELINES = ['GRPO', 'PPO', 'DPO', 'RLOO', 'REINFORCE', 'DAPO', 'GSPO', 'ReAct', 'Reflexion', 'SimPO', 'KTO', 'ORPO', 'CQL', 'IQL', 'SAC', 'TD3', 'DQN', 'MCTS', 'Self-Refine', 'ReMax'];

/** Backbone models, one token each. */
const MODELS = [
  ...['0.5B', '1.5B', '3B', '7B', '14B', '32B', '72B'].flatMap((s) => [`Qwen2.5-${s}`, `Qwen2.5-${s}-Instruct`]),
  ...['0.6B', '1.7B', '4B', '8B', '14B', '32B'].map((s) => `Qwen3-${s}`),
  'Llama-3.1-8B', 'Llama-3.1-8B-Instruct', 'Llama-3.1-70B-Instruct', 'Llama-3.2-1B', 'Llama-3.2-3B', 'Llama-3.2-3B-Instruct',
  'Mistral-7B', 'Mistral-7B-Instruct', 'Gemma-2-2B', 'Gemma-2-9B', 'Gemma-3-4B', 'Gemma-3-12B', 'Phi-3-mini', 'Phi-4',
  'DeepSeek-R1-Distill-Qwen-1.5B', 'DeepSeek-R1-Distill-Qwen-7B', 'OLMo-2-7B', 'InternLM2-7B', 'Yi-1.5-9B',
];

const METRICS = [
  { name: 'success rate', unit: '%', lo: 20, hi: 95 },
  { name: 'accuracy', unit: '%', lo: 15, hi: 92 },
  { name: 'pass rate', unit: '%', lo: 10, hi: 85 },
  { name: 'win rate', unit: '%', lo: 30, hi: 80 },
];

// ---------------------------------------------------------------------------
// Text around the facts: plain prose with no names in it.

const TOPICS = [
  'long-horizon decision making', 'multi-step reasoning', 'tool use', 'web navigation', 'embodied planning', 'code generation',
  'mathematical problem solving', 'preference alignment', 'offline reinforcement learning', 'robotic manipulation',
  'retrieval-augmented question answering', 'multi-agent coordination', 'curriculum design', 'reward modeling', 'exploration under sparse rewards',
];
const OPENERS = [
  'Language model agents increasingly tackle {t}, yet their training signal remains sparse and delayed.',
  'Recent progress in {t} has been driven by larger models, but sample efficiency remains a central obstacle.',
  'Learning policies for {t} requires credit assignment over many steps, which existing training recipes handle poorly.',
  'Despite rapid advances, {t} remains difficult because errors compound over long interactions.',
  'A key challenge in {t} is to reuse past experience without overfitting to stale trajectories.',
  'Scaling {t} to realistic settings exposes a gap between training objectives and the behavior we want at test time.',
];
const GAPS = [
  'Existing approaches either rely on dense human supervision or ignore the structure of intermediate steps.',
  'Prior work treats every step as equally informative, which wastes computation on easy decisions.',
  'Current methods are brittle when the environment changes between training and deployment.',
  'Most existing pipelines assume a fixed teacher, an assumption that rarely holds in practice.',
];
const ROLES = ['framework', 'method', 'training recipe', 'algorithm', 'approach'];
const PURPOSES = [
  'that assigns credit to intermediate steps using learned value estimates',
  'that turns past trajectories into reusable guidance for the policy',
  'that adapts the amount of computation to the difficulty of each decision',
  'that couples planning and acting through a shared latent representation',
  'that filters noisy feedback before it reaches the learner',
];
const DETAILS = [
  'The key idea is to separate what the agent can control from what it cannot.',
  'It requires no additional human labels and adds little overhead at training time.',
  'We further show that the learned components transfer across tasks without retraining.',
  'Ablations confirm that each component contributes to the final performance.',
];
const CLOSERS = [
  'Our analysis shows that the gains grow with the length of the task.',
  'These results suggest a simple and general recipe for training capable agents.',
  'We release our code and trained checkpoints to support future research.',
  'Further analysis reveals where the remaining failures come from.',
];
const PLAIN = [
  'We study how training signals shape the behavior of learned policies over long interactions.',
  'Through a series of controlled experiments, we characterize when and why such failures occur.',
  'Our findings indicate that the choice of objective matters more than the scale of the model.',
  'We discuss implications for the design of future training pipelines and evaluation protocols.',
  'We present a theoretical analysis that explains the observed trends.',
];
const FIRST = ['Wei', 'Ana', 'Jonas', 'Priya', 'Mateo', 'Yuki', 'Fatima', 'Liam', 'Chen', 'Sofia', 'Omar', 'Elena', 'Ravi', 'Hana', 'Lucas', 'Zara'];
const LAST = ['Zhang', 'Silva', 'Müller', 'Patel', 'Garcia', 'Tanaka', 'Khan', 'Nguyen', 'Rossi', 'Kim', 'Novak', 'Haddad', 'Ito', 'Okafor', 'Larsen', 'Dubois'];

// ---------------------------------------------------------------------------

export interface PlantedComparison {
  method: string;
  baseline: string;
  benchmark: string;
  delta: string;
}
export interface PlantedResult {
  method: string;
  benchmark: string;
  metric: string;
  value: string;
}
export interface PlantedFacts {
  id: string;
  /** Proposed method: acronym, and the long form when the abstract defines one. */
  methods: { name: string; longForm: string | null }[];
  benchmarks: string[];
  models: string[];
  baselines: string[];
  comparisons: PlantedComparison[];
  results: PlantedResult[];
}
export interface GeneratedPaper {
  record: { id: string; title: string; authors: string[]; published: string; abstract: string };
  facts: PlantedFacts;
}

/** The arXiv-style id of paper i: months 2001..2612 cycle, the number within the month grows. */
export function paperId(i: number): string {
  const month = i % 84;
  const yy = 20 + Math.floor(month / 12);
  const mm = (month % 12) + 1;
  const num = Math.floor(i / 84) + 1;
  if (num > 99_999) throw new Error(`paper index ${i} is past the id space (8.4M papers)`);
  return `${yy}${String(mm).padStart(2, '0')}.${String(num).padStart(5, '0')}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Joins names as "A", "A and B", "A, B, and C". */
function list(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

/**
 * Paper i of the corpus for `seed`: the same (i, seed) gives the same paper.
 * About 12% of papers plant no facts at all (prose only). No two papers share a
 * title (a method's acronym leads the others', a study names its own subject), so
 * none shares its title and first author with another and N abstracts ingest to N papers.
 */
export function generatePaper(i: number, seed: number): GeneratedPaper {
  const rng = mulberry32((seed * 0x9e3779b1) ^ (i * 0x85ebca6b) ^ 0x5bd1e995);
  const id = paperId(i);
  const month = i % 84;
  const published = `20${20 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`;
  const authors = Array.from({ length: int(rng, 2, 6) }, () => `${pick(rng, FIRST)} ${pick(rng, LAST)}`);
  const topic = pick(rng, TOPICS);
  const facts: PlantedFacts = { id, methods: [], benchmarks: [], models: [], baselines: [], comparisons: [], results: [] };
  const s: string[] = [fill(pick(rng, OPENERS), { t: topic })];

  const method = methodName(i, seed);
  if (chance(rng, 0.12) || !method) {
    s.push(pick(rng, GAPS), ...sample(rng, PLAIN, 3));
    const title = `Understanding ${topic}: an empirical study of ${studySubject(i, seed)}`;
    return { record: { id, title: title.charAt(0).toUpperCase() + title.slice(1), authors, published, abstract: s.join(' ') }, facts };
  }

  const { acronym, longForm } = method;
  const withLong = chance(rng, 0.75);
  facts.methods.push({ name: acronym, longForm: withLong ? longForm : null });
  s.push(pick(rng, GAPS));
  const role = pick(rng, ROLES);
  const purpose = pick(rng, PURPOSES);
  s.push(
    withLong
      ? `To address this, we propose ${longForm} (${acronym}), ${article(role)} ${role} ${purpose}.`
      : `To address this, we introduce ${acronym}, ${article(role)} ${role} ${purpose}.`,
  );
  if (chance(rng, 0.5)) s.push(pick(rng, DETAILS));

  const models = chance(rng, 0.65) ? sample(rng, MODELS, chance(rng, 0.3) ? 2 : 1) : [];
  if (models.length > 0) {
    facts.models.push(...models);
    s.push(models.length === 1 ? `We train ${acronym} with ${models[0]} as the policy model.` : `We instantiate ${acronym} with ${models[0]} and ${models[1]} as backbones.`);
  }

  const nBench = int(rng, 1, 3);
  const benchmarks: string[] = [];
  while (benchmarks.length < nBench) {
    const b = chance(rng, 0.7) ? pick(rng, REAL_BENCHMARKS) : pick(rng, GENERATED_BENCHMARKS);
    if (!benchmarks.includes(b)) benchmarks.push(b);
  }
  facts.benchmarks.push(...benchmarks);
  s.push(`We evaluate ${acronym} on ${list(benchmarks)}.`);

  const nCmp = int(rng, 0, 3);
  const baselines = sample(rng, BASELINES, Math.min(nCmp, 2));
  for (let k = 0; k < nCmp && baselines.length > 0; k++) {
    const baseline = baselines[k % baselines.length] as string;
    const benchmark = benchmarks[k % benchmarks.length] as string;
    const unit = chance(rng, 0.6) ? '%' : ' points';
    const delta = `${(rng() * 14 + 0.5).toFixed(1)}${unit}`;
    if (facts.comparisons.some((c) => c.baseline === baseline && c.benchmark === benchmark)) continue;
    facts.comparisons.push({ method: acronym, baseline, benchmark, delta });
    const shape = int(rng, 0, 2);
    s.push(
      shape === 0
        ? `${acronym} outperforms ${baseline} on ${benchmark} by ${delta}.`
        : shape === 1
          ? `On ${benchmark}, ${acronym} surpasses ${baseline} by ${delta}.`
          : `${acronym} improves over ${baseline} on ${benchmark} by ${delta}.`,
    );
  }
  facts.baselines.push(...new Set(facts.comparisons.map((c) => c.baseline)));

  const nRes = int(rng, 0, 2);
  for (let k = 0; k < nRes && k < benchmarks.length; k++) {
    const benchmark = benchmarks[(k + 1) % benchmarks.length] as string;
    if (facts.results.some((r) => r.benchmark === benchmark)) continue;
    const m = pick(rng, METRICS);
    const value = `${(m.lo + rng() * (m.hi - m.lo)).toFixed(1)}%`;
    facts.results.push({ method: acronym, benchmark, metric: m.name, value });
    s.push(chance(rng, 0.5) ? `${acronym} achieves ${value} ${m.name} on ${benchmark}.` : `On ${benchmark}, ${acronym} reaches ${value} ${m.name}.`);
  }
  s.push(pick(rng, CLOSERS));
  const title = withLong ? `${acronym}: ${longForm} for ${topic}` : `${acronym}: ${purpose.replace(/^that /, '')}`;
  return { record: { id, title, authors, published, abstract: s.join(' ') }, facts };
}

/** Bumped when the generator writes other papers for the same (index, seed): a cached corpus of another version is generated again. */
export const GENERATOR_VERSION = 2;

/** Expected graph contents of a corpus: counts, and the pool entities used (bounded lists). */
export interface CorpusSummary {
  /** GENERATOR_VERSION of the generator that wrote it (absent: 1, titles that repeat). */
  generator?: number;
  seed: number;
  start: number;
  n: number;
  /** Papers that propose a method (each method unique to its paper). */
  proposedMethods: number;
  /** Distinct entity keys of the pool entities used (bounded by the pool sizes). */
  benchmarkKeys: string[];
  modelKeys: string[];
  baselineKeys: string[];
  expected: {
    papers: number;
    methods: number;
    models: number;
    benchmarks: number;
    proposes: number;
    evaluatesOn: number;
    usesModel: number;
    comparesWith: number;
    outperforms: number;
    results: number;
  };
}

/** Accumulates a summary as papers stream by; memory bounded by the pool sizes. */
export class SummaryBuilder {
  private readonly benchmarks = new Set<string>();
  private readonly models = new Set<string>();
  private readonly baselines = new Set<string>();
  private n = 0;
  private proposed = 0;
  private readonly facts = { evaluatesOn: 0, usesModel: 0, comparesWith: 0, outperforms: 0, results: 0 };

  constructor(
    private readonly seed: number,
    private readonly start: number,
  ) {}

  add(f: PlantedFacts): void {
    this.n += 1;
    this.proposed += f.methods.length;
    for (const b of f.benchmarks) this.benchmarks.add(entityKey(b));
    for (const m of f.models) this.models.add(entityKey(m));
    for (const b of f.baselines) this.baselines.add(entityKey(b));
    this.facts.evaluatesOn += f.benchmarks.length;
    this.facts.usesModel += f.models.length;
    this.facts.comparesWith += f.baselines.length;
    this.facts.outperforms += f.comparisons.length;
    this.facts.results += f.results.length;
  }

  build(): CorpusSummary {
    return summarize({
      seed: this.seed,
      start: this.start,
      n: this.n,
      proposedMethods: this.proposed,
      benchmarkKeys: [...this.benchmarks].sort(),
      modelKeys: [...this.models].sort(),
      baselineKeys: [...this.baselines].sort(),
      facts: this.facts,
    });
  }
}

/** Expected counts from the parts (also used to combine two corpora: see combineSummaries). */
function summarize(p: {
  seed: number;
  start: number;
  n: number;
  proposedMethods: number;
  benchmarkKeys: string[];
  modelKeys: string[];
  baselineKeys: string[];
  facts: { evaluatesOn: number; usesModel: number; comparesWith: number; outperforms: number; results: number };
}): CorpusSummary {
  const baselineModels = p.baselineKeys.filter((k) => entityKind(k) === 'Model');
  const models = new Set([...p.modelKeys, ...baselineModels]);
  return {
    generator: GENERATOR_VERSION,
    seed: p.seed,
    start: p.start,
    n: p.n,
    proposedMethods: p.proposedMethods,
    benchmarkKeys: p.benchmarkKeys,
    modelKeys: p.modelKeys,
    baselineKeys: p.baselineKeys,
    expected: {
      papers: p.n,
      methods: p.proposedMethods + p.baselineKeys.length - baselineModels.length,
      models: models.size,
      benchmarks: p.benchmarkKeys.length,
      proposes: p.proposedMethods,
      ...p.facts,
    },
  };
}

/** The expected graph after ingesting two disjoint corpora (same pools, different paper ranges). */
export function combineSummaries(a: CorpusSummary, b: CorpusSummary): CorpusSummary {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])].sort();
  return summarize({
    seed: a.seed,
    start: Math.min(a.start, b.start),
    n: a.n + b.n,
    proposedMethods: a.proposedMethods + b.proposedMethods,
    benchmarkKeys: union(a.benchmarkKeys, b.benchmarkKeys),
    modelKeys: union(a.modelKeys, b.modelKeys),
    baselineKeys: union(a.baselineKeys, b.baselineKeys),
    facts: {
      evaluatesOn: a.expected.evaluatesOn + b.expected.evaluatesOn,
      usesModel: a.expected.usesModel + b.expected.usesModel,
      comparesWith: a.expected.comparesWith + b.expected.comparesWith,
      outperforms: a.expected.outperforms + b.expected.outperforms,
      results: a.expected.results + b.expected.results,
    },
  });
}

async function write(stream: WriteStream, line: string): Promise<void> {
  if (!stream.write(line)) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

async function close(stream: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * Writes a corpus of `n` papers numbered from `start` to `out` (JSON Lines), its
 * planted facts to `out.facts.jsonl` and the expected counts to
 * `out.summary.json`; returns the summary.
 */
export async function generateCorpus(opts: { n: number; out: string; seed?: number; start?: number }): Promise<CorpusSummary> {
  const seed = opts.seed ?? 42;
  const start = opts.start ?? 0;
  if (start + opts.n > METHOD_CAPACITY) throw new Error(`at most ${METHOD_CAPACITY} papers (distinct method names); asked for up to index ${start + opts.n}`);
  await mkdir(path.dirname(path.resolve(opts.out)), { recursive: true });
  const papers = createWriteStream(opts.out);
  const facts = createWriteStream(`${opts.out}.facts.jsonl`);
  const summary = new SummaryBuilder(seed, start);
  for (let i = start; i < start + opts.n; i++) {
    const p = generatePaper(i, seed);
    summary.add(p.facts);
    await write(papers, `${JSON.stringify(p.record)}\n`);
    await write(facts, `${JSON.stringify(p.facts)}\n`);
  }
  await Promise.all([close(papers), close(facts)]);
  const built = summary.build();
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`${opts.out}.summary.json`, `${JSON.stringify(built, null, 2)}\n`);
  return built;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { n: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string', default: '42' }, start: { type: 'string', default: '0' } },
  });
  const n = Number(values.n);
  if (!Number.isInteger(n) || n <= 0 || !values.out) {
    process.stderr.write('usage: npm run gen:corpus -- --n 100000 --out FILE.jsonl [--seed 42] [--start 0]\n');
    process.exit(2);
  }
  const t0 = performance.now();
  const summary = await generateCorpus({ n, out: values.out, seed: Number(values.seed), start: Number(values.start) });
  const secs = (performance.now() - t0) / 1000;
  process.stdout.write(`${n} abstracts -> ${values.out} in ${secs.toFixed(1)} s (facts: ${values.out}.facts.jsonl)\n`);
  process.stdout.write(`expected: ${JSON.stringify(summary.expected)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
