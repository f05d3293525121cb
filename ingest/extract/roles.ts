/** Benchmarks and models: which named things the paper evaluates on or uses. */
import { addSpan, assign, ensure, spansBetween, type Doc } from './doc.ts';
import { BENCHMARK_KEYS, LEXICON_KEYS } from './lexicon.ts';
import { isCapitalized, isCoined } from './tokens.ts';

/** Nouns that, right after a name, make it a benchmark ("the WildJailbreak benchmark", "the OPeRA dataset"). */
const BENCHMARK_HEAD = /^\s(?:benchmarks?|datasets?|data\s?sets?|suites?|testbeds?|environments?|simulators?|corpus|leaderboards?|games?|challenge)\b/i;
/** Benchmark-shaped coined names ("LiveCodeBench", "SWE-Gym", "SearchQA"). */
const BENCHMARK_SHAPE = /(?:Bench|bench|BENCH|Eval|Arena|Gym|QA|World|Suite)(?:[-\s]?(?:\d+(?:\.\d+)?|Verified|Lite|Pro|Plus|Hard))?$/;
/** Evaluation cues: a sentence that says where results come from. */
const EVAL_CUE = /\b(?:evaluat\w*|experiments?|benchmarks?|results?|achiev\w*|outperform\w*|surpass\w*|reach\w*|attain\w*|test(?:ed|s|ing)?|environments?|tasks?|success|accuracy|scores?)\b/i;
/** Prepositions that open a list of evaluation settings ("on ALFWorld, WebShop, and Search-QA"). */
const EVAL_SLOT = /\b(?:on|in|across|including|such as|spanning)\s+(?:the\s+)?$/i;

/** "methods including OPSD, SDPO, and Skill-SD": a list of examples of a method class, not of evaluation settings. */
const METHOD_CLASS_SLOT = /\b(?:methods|baselines|approaches|algorithms|variants|models|agents|systems|techniques|policies|optimizers|objectives|works|solutions|pipelines|frameworks)\s*(?:,\s*|\(\s*)?(?:including|such as|like|e\.g\.,?)\s+(?:[^.;:()]{0,60}?,\s+(?:and\s+|or\s+)?)?$/i;

/** Whether spans first..last of a list include a known method or a model: then the list names methods, not benchmarks. */
function listedWithMethods(doc: Doc, first: number, last: number): boolean {
  for (let k = first; k <= last; k++) {
    const span = doc.spans[k];
    if (span && (span.kind === 'known' || span.kind === 'model')) return true;
  }
  return false;
}

interface BenchmarkRule {
  name: string;
  example: string;
  test: (doc: Doc, spanIndex: number) => boolean;
}

const RULES: BenchmarkRule[] = [
  {
    name: 'benchmark/lexicon',
    example: 'Experiments on ALFWorld, WebShop, and SciWorld show',
    // A name spelled like a known benchmark only in its letters ("Math" for MATH) is not
    // that benchmark: lexicon entries that are ordinary words match case-sensitively.
    test: (doc, i) => {
      const span = doc.spans[i];
      if (!span) return false;
      if (span.kind === 'benchmark') return true;
      const e = doc.at.get(span.start);
      return !!e && BENCHMARK_KEYS.has(e.key) && (isCoined(span.text) || /\d/.test(span.text) || e.aliases.size > 0);
    },
  },
  {
    name: 'benchmark/head-noun',
    example: 'Experiments on the OPeRA dataset demonstrate',
    test: (doc, i) => {
      const s = doc.spans[i];
      if (!s || s.kind === 'model' || !(isCoined(s.text) || isCapitalized(s.text)) || !BENCHMARK_HEAD.test(doc.text.slice(s.end, s.end + 14))) return false;
      return !/\b(?:a|an)\s+(?:[\w-]+\s+){0,3}$/i.test(doc.text.slice(Math.max(0, s.start - 40), s.start));
    },
  },
  {
    name: 'benchmark/shape',
    example: 'Our experimental results on MLEBench suggest',
    test: (doc, i) => {
      const s = doc.spans[i];
      return !!s && s.kind === 'coined' && BENCHMARK_SHAPE.test(s.text);
    },
  },
  {
    name: 'benchmark/evaluated-on',
    example: 'We evaluate on AIME 2024, AIME 2025, and HMMT February 2025',
    test: (doc, i) => {
      const s = doc.spans[i];
      if (!s || s.kind !== 'coined' || /\d/.test(s.text)) return false;
      const sentence = doc.sentences[s.sentence];
      if (!sentence || !EVAL_CUE.test(sentence.text)) return false;
      let j = i;
      let left = s.start;
      for (;;) {
        const before = doc.text.slice(Math.max(sentence.start, left - 40), left);
        if (EVAL_SLOT.test(before)) return !METHOD_CLASS_SLOT.test(before) && !listedWithMethods(doc, j, i);
        const prev = doc.spans[j - 1];
        if (!prev || prev.sentence !== s.sentence || !/^(?:,\s|,?\s(?:and|or)\s|\/)$/.test(doc.text.slice(prev.end, left))) return false;
        j--;
        left = prev.start;
      }
    },
  },
];

/** A list of systems introduced by a model-class noun: "architectures (Pi0.5, MolmoAct2, FAST-WAM, and ImageWAM)". */
const MODEL_LIST = /\b(?:models?|architectures?|backbones?|LLMs?|VLMs?|VLAs?|policies|students?|teachers?|judges?)\s+(?:\(|such as\s|including\s|like\s)([^();]{3,200})/g;

/** A list introduced by a benchmark noun: "two datasets of great ape behavior (PanAf and ChimpACT)". */
const BENCHMARK_LIST = /\b(?:datasets|benchmarks|environments|suites|testbeds|simulators|games|domains)\b(?:\s+[\w-]+){0,5}?\s+(?:\((?:i\.e\.,?\s|including\s)?(?!e\.g)|such as\s|including\s|namely\s)([^();]{3,200})/g;

/** Coined names in a list introduced by a benchmark noun are benchmarks. */
function listedBenchmarks(doc: Doc): void {
  for (const s of doc.sentences) {
    if (!/datasets|benchmarks|environments|suites|testbeds|simulators|games|domains/.test(s.text) || !EVAL_CUE.test(s.text)) continue;
    for (const m of s.text.matchAll(BENCHMARK_LIST)) {
      const from = s.start + (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
      const list = m[1] ?? '';
      const stop = /[.:]\s|\s(?:to|with|for|where|which|that|show|shows|demonstrate)\s/.exec(list);
      const to = from + (stop ? stop.index : list.length);
      for (const x of doc.spans.filter((sp) => sp.start >= from && sp.end <= to)) {
        const e = doc.at.get(x.start);
        if (e && x.kind === 'coined' && e.roles.size === 0) assign(e, 'benchmark', s.index, 'benchmark/listed');
      }
    }
  }
}

/** "a pretrained V-JEPA model", "a 120M-parameter FluxAudio-S backbone": a coined name used as a model. */
const MODEL_HEAD = /^\s(?:models?|backbones?|encoders?|decoders?|LLMs?|VLMs?|checkpoints?|base model)\b/;
const OWN = /\bour\s+(?:[\w-]+\s+){0,2}$/i;

/** Coined names followed by a model noun (and not called "our …") are models. */
function headedModels(doc: Doc): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    if (!e || span.kind !== 'coined' || e.roles.size > 0 || LEXICON_KEYS.has(e.key)) continue;
    if (MODEL_HEAD.test(doc.text.slice(span.end, span.end + 16)) && !OWN.test(doc.text.slice(Math.max(0, span.start - 30), span.start))) {
      assign(e, 'model', span.sentence, 'model/head-noun');
    }
  }
}

/** "Slay the Spire 2, a closed-rule stochastic deck-building game": a capitalized name with a benchmark appositive. */
const TITLED_BENCHMARK = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}'’-]*(?:\s(?:of|the|and|\p{Lu}[\p{L}\p{N}'’-]*|\d+)){1,5}),\s(?:a|an)\s(?:[\w-]+\s){0,4}?(?:game|benchmark|dataset|environment|simulator|testbed|suite)\b/gu;

/** Multi-word capitalized names described as a game, benchmark or environment are benchmarks. */
function titledBenchmarks(doc: Doc): void {
  for (const s of doc.sentences) {
    if (!/,\san?\s/.test(s.text) || !/\b(?:game|benchmark|dataset|environment|simulator|testbed|suite)\b/.test(s.text)) continue;
    for (const m of s.text.matchAll(TITLED_BENCHMARK)) {
      const name = m[1] ?? '';
      const start = s.start + (m.index ?? 0);
      if (/^(?:We|The|This|Our|In|On|A|An)\s/.test(name) || spansBetween(doc, start, start + name.length, Infinity).some((x) => x.start < start + name.length)) continue;
      const e = ensure(doc, name, 'title', start);
      addSpan(doc, { text: name, start, end: start + name.length, kind: 'coined' }, e);
      assign(e, 'benchmark', s.index, 'benchmark/titled-appositive');
    }
  }
}

/** Coined names listed together with known models are models too. */
function listedModels(doc: Doc): void {
  for (const s of doc.sentences) {
    for (const m of s.text.matchAll(MODEL_LIST)) {
      const from = s.start + (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
      const to = from + (m[1]?.length ?? 0);
      const items = doc.spans.filter((x) => x.start >= from && x.end <= to).map((x) => doc.at.get(x.start)).filter((e) => e !== undefined);
      if (!items.some((e) => e.roles.has('model'))) continue;
      for (const e of items) if (e.kind === 'coined' && e.roles.size === 0) assign(e, 'model', s.index, 'model/listed-with-models');
    }
  }
}

/** Marks benchmarks (lexicon, head nouns, shapes, evaluation slots) and models (by name shape). */
export function assignBenchmarksAndModels(doc: Doc): void {
  doc.spans.forEach((span, i) => {
    const e = doc.at.get(span.start);
    if (!e || e.roles.has('method')) return;
    for (const rule of RULES) {
      if (rule.test(doc, i)) {
        assign(e, 'benchmark', span.sentence, rule.name);
        return;
      }
    }
    if (span.kind === 'model' && !e.roles.has('benchmark')) assign(e, 'model', span.sentence, 'model/name-shape');
  });
  listedModels(doc);
  listedBenchmarks(doc);
  headedModels(doc);
  titledBenchmarks(doc);
}
