/**
 * The extractor's language knowledge, loaded once at module load from the data
 * files in `ingest/lexicons/` (each file's header says how it is curated).
 */
import { lexiconAliases, normalizeName, readLexicon } from '../names.ts';
import { cached } from './memo.ts';
import { guarded } from './regex-guard.ts';
import { isCoined } from './tokens.ts';

/** A literal string as a regular expression source ("mIoU", "chrF++"). */
export function escapeRegex(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type LexiconKind = 'benchmark' | 'known' | 'generic';

export interface PhraseEntry {
  surface: string;
  kind: LexiconKind;
  /** Normalized words of the phrase. */
  words: string[];
  /** Plain words ("Minecraft", "MATH") must match exactly as written; coined names match loosely. */
  exact: string[] | null;
}

function entries(file: string, kind: LexiconKind): PhraseEntry[] {
  return readLexicon(file).map(([surface = '']) => {
    const parts = surface.split(' ');
    const loose = parts.every((p) => (isCoined(p) && p !== p.toUpperCase()) || /\d/.test(p));
    return { surface, kind, words: parts.map(normalizeName), exact: loose ? null : parts };
  });
}

const all = [...entries('benchmarks.txt', 'benchmark'), ...entries('known-methods.txt', 'known')];
for (const [canonical, ...aliases] of lexiconAliases.values()) {
  const kind = all.find((e) => e.surface === canonical)?.kind;
  if (!kind || !canonical) continue;
  for (const alias of aliases) {
    const parts = alias.split(' ');
    if (parts.length > 1 && parts.every((p) => p === p.toLowerCase())) continue;
    all.push({ surface: alias, kind, words: parts.map(normalizeName), exact: parts.every((p) => (isCoined(p) && p !== p.toUpperCase()) || /\d/.test(p)) ? null : parts });
  }
}

/** Lexicon phrases indexed by their first normalized word, longest first. */
export const PHRASES = new Map<string, PhraseEntry[]>();
for (const e of all) {
  const first = e.words[0] ?? '';
  if (!first) continue;
  const list = PHRASES.get(first) ?? [];
  list.push(e);
  list.sort((a, b) => b.words.length - a.words.length);
  PHRASES.set(first, list);
}

/** Normalized class words and non-entity proper names ("LLMs", "SOTA", "PyTorch"): never an entity by themselves. */
export const GENERIC = new Set([...readLexicon('generic-terms.txt'), ...readLexicon('non-entities.txt')].map(([w = '']) => normalizeName(w)));

/** Normalized names of every lexicon entry, whatever its case ("COT" is the known "CoT"). */
export const LEXICON_KEYS = new Set(all.map((e) => e.words.join('')));

/**
 * The shape of a benchmark's own name: a data word at its end ("HotpotQA", "ToolBench", "WebArena", "Chart-1M Dataset"),
 * maybe with an edition after it ("LongBench v2", "HR-Bench 4K", "SWE-Gym Lite").
 */
export const BENCHMARK_SHAPE = /(?:Bench(?:mark)?|bench(?:mark)?|BENCH(?:MARK)?|Eval|EVAL|Arena|Gym|QA|World|Suite|Games|[Dd]ataset|DATASET|Corpus|CORPUS)(?:[-\s]?(?:[Vv]?\d+(?:\.\d+)?|\d+[Kk]|Verified|Lite|Pro|Plus|Hard))?$/;

/**
 * "Underwater Image Quality Metric (UIQM)", "Defense Success Rate (DSR)", "Overall Guardrail Performance (OGP)": an acronym
 * spelled out as a measure names one, unless the paper introduces it ("we propose the Instruction Information Metric
 * (InsInfo)" is its method).
 */
export const MEASURE_LONG_FORM = /\s(?:metric|error|measure|score|rate|ratio|index|distance|similarity|performance)$/i;

/** Normalized names of known benchmarks. */
export const BENCHMARK_KEYS = new Set(all.filter((e) => e.kind === 'benchmark').map((e) => e.words.join('')));


export interface TriggerRule {
  kind: 'win' | 'tie' | 'hedge';
  /** Regular expression source, validated at load. */
  source: string;
}

/**
 * Qualities a system has more of when it wins ("more accurate", "more reliably", "more realistically" with the
 * `(?:ly)?` its users put after it), as a regular-expression alternation: `{QUALITY}` in comparison-triggers.tsv, and
 * the win cues of comparisons.ts.
 */
export const QUALITY = 'accurate|efficient|robust|reliabl[ey]|stabl[ey]|effective|capabl[ey]|faithful|consistent|scalabl[ey]|factual|helpful|harmless|coherent|fluent|natural|realistic(?:al)?|informative|truthful|precise|interpretabl[ey]';

/** The plural nouns of named sets ("the three datasets", "benchmarks: A, B", "across all suites"), as a regular-expression alternation. */
export const SET_NOUNS = 'benchmarks|datasets|environments|suites|testbeds';

/**
 * Discourse connectives that may open a sentence before what it says ("Moreover, ", "In addition, ", "Specifically, "), as
 * a regular-expression alternation: what follows one reads as if it opened the sentence (sentences.ts `opening`), and
 * one may come before a fronted comparison (comparisons.ts).
 */
export const CONNECTIVES = 'Moreover|Furthermore|Further|Additionally|In addition|Besides|Also|Notably|Specifically|Importantly|Crucially|Remarkably|Interestingly|Surprisingly|Finally|Lastly|Overall|However|Empirically|Experimentally|Consequently|As a result|In particular|In practice|Concretely|Thus|Hence|Therefore|Meanwhile|First(?:ly)?|Second(?:ly)?|Third(?:ly)?';

/**
 * The nouns a paper calls its own method by ("a novel framework, Kite", "our engine", "the resulting policy"), as a
 * regular-expression alternation: what an introduction names (introductions.ts) and what "our …" stands for in a claim
 * (claim-sides.ts).
 */
/** The plural nouns of a class of compared systems ("existing speculative decoding methods", "neural PDE solvers"), as an alternation. */
export const SYSTEM_CLASS_NOUNS = 'baselines|methods|approaches|algorithms|models|systems|policies|agents|techniques|frameworks|works|competitors|counterparts|solutions|solvers';
/** The words that open a class's examples ("including", "such as", "e.g.,", "like", "namely"), as an alternation. */
export const EXAMPLES_CUE = String.raw`(?:including|such\s+as|e\.g\.,?|like|namely)`;
/** "we train Lynx, a …", "we present Voicebox: …": where the paper names what it makes ("called X" is read by the rules). */
export const NAMING_VERB_BEFORE = /\b(?:[Ww]e|[Tt]his\s(?:paper|work))\s+(?:\w+ly\s+)?(?:propose|introduce|present|develop|design|build|train|release|create|construct)[sd]?\s+$/;
/** ", a …", ": …", " (": what follows a name where the paper names what it makes. */
export const NAMING_AFTER = /^(?:,\s(?:a|an|the|our)\s|:\s|\s\()/;

/** Lowercase language codes a benchmark's edition is written with ("BrowseComp-zh", "XNLI-en"). */
export const LANGUAGE_CODES = 'en|zh|cn|ja|ko|de|fr|es|ru|ar';
export const METHOD_NOUNS = 'frameworks?|methods?|approach(?:es)?|algorithms?|models?|agents?|systems?|architectures?|pipelines?|recipes?|techniques?|strategy|strategies|objectives?|polic(?:y|ies)|paradigms?|procedures?|mechanisms?|modules?|schemes?|loss|formulations?|family|series|library|toolkit|planners?|optimizers?|solvers?|controllers?|networks?|transformers?|backbones?|assistants?|verifiers?|critics?|retrievers?|detectors?|classifiers?|generators?|recommenders?|forecasters?|routers?|rankers?|encoders?|decoders?|formalism|variants?|extensions?|estimators?|regularizers?|protocols?|designs?|families|tools?|evaluators?|judges?|scorers?|workflows?|engines?|adapters?|learners?|reasoners?|stages?|heads?|codecs?|aligners?|schedulers?|tokenizers?|samplers?|predictors?|compressors?|M?LLMs?|L?VLMs?|VLAs?|LMMs?|SLMs?|LMs?';

/**
 * Words that make a smaller number the better one ("reduces", "40% fewer", "halves", "cheaper"), as a regular-expression
 * alternation: a win cue of comparisons.ts, and the direction of a claim in conditions.ts.
 */
export const LOWER_WORDS = String.raw`reduc\w*|lower(?:s|ed|ing)?|fewer|less|cut(?:s|ting)?|sav(?:e|es|ed|ing)|savings?|cheaper|smaller|lighter|halv(?:e|es|ed|ing)|shorten\w*|decreas\w*`;

/**
 * The verbs of a strict win, each form a word ("outperforms", "surpassed", "beaten", "outscoring"; "exceedingly" is none):
 * the one spelling of them that the comparison triggers (`{WIN_VERB}` in comparison-triggers.tsv), the cues and clause
 * tests of comparisons and results, and the learned scorers' features read.
 */
const WIN_VERB_FORMS: readonly (readonly [stem: string, endings: readonly string[]])[] = [
  ['outperform', ['ing', 'ed', 's', '']],
  ['surpass', ['ing', 'es', 'ed', '']],
  ['exceed', ['ing', 'ed', 's', '']],
  ['beat', ['ing', 'en', 's', '']],
  ['outscor', ['ing', 'es', 'ed', 'e']],
  ['outstrip', ['ping', 'ped', 's', '']],
  ['outpac', ['ing', 'es', 'ed', 'e']],
  ['outrank', ['ing', 'ed', 's', '']],
  ['outclass', ['ing', 'es', 'ed', '']],
  ['outdo', ['ing', 'es', 'ne', '']],
];
/** Every form of WIN_VERB_FORMS, as words ("outperforms"), for readers that classify tokens. */
export const WIN_VERB_WORDS: readonly string[] = WIN_VERB_FORMS.flatMap(([stem, endings]) => endings.map((end) => stem + end));
/** WIN_VERB_FORMS as a regular-expression alternation, each stem once with its endings longest first (no word is matched by its prefix). */
export const WIN_VERB = `(?:${WIN_VERB_FORMS.map(([stem, endings]) => `${stem}(?:${endings.join('|')})`).join('|')})`;

/**
 * "outperforms a fine-tuned ", "than the fully fine-tuned ": a compared system's training, written before its name; the
 * paper does not build on that system (read by the roles of models and the conditions of claims).
 */
export const RIVAL_TRAINED_BEFORE = new RegExp(String.raw`\b(?:${WIN_VERB}|over|than|versus|vs\.?|compared\s+(?:to|with)|against)\s+(?:(?:a|an|the|both|strong|\w+ly)\s+)*(?:fine-?tuned|finetuned|trained)\s+$`, 'i');

/** A sentence's start, maybe after its connective ("Against X, …", "Importantly, against X, …"), as a lookbehind. */
const OPENING = String.raw`(?<=^(?:(?:${CONNECTIVES}),\s+)?)`;

/** What a system is robust "against" rather than better than ("against GCG attacks", "against distribution shifts"). */
const THREATS = String.raw`attacks?|jailbreaks?|perturbations?|threats?|adversar\w*|noise|corruptions?|shifts?`;

/** Comparison trigger phrases ("outperforms", "comparable to", "in some cases"), each checked to compile. */
export const TRIGGERS: TriggerRule[] = readLexicon('comparison-triggers.tsv').map(([kind = 'win', raw = '']) => {
  const source = raw.replaceAll('{QUALITY}', QUALITY).replaceAll('{OPENING}', OPENING).replaceAll('{THREATS}', THREATS).replaceAll('{WIN_VERB}', WIN_VERB);
  new RegExp(source, 'i');
  return { kind: kind as TriggerRule['kind'], source };
});

const KIND_ORDER = { hedge: 0, tie: 1, win: 2 } as const;
const ORDERED = [...TRIGGERS].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);

/** Kind of each capture group of ALL_TRIGGERS, in group order. */
export const TRIGGER_KINDS: TriggerRule['kind'][] = ORDERED.map((t) => t.kind);

/**
 * Every trigger as one alternation with a group per rule, hedges before ties
 * before wins: one left-to-right pass finds them all, and a hedge ("matching or
 * surpassing") swallows the win inside it. Not global: the one reader that scans with it keeps a global copy of its own.
 */
export const ALL_TRIGGERS = new RegExp(`(?<![A-Za-z0-9])(?:${ORDERED.map((t) => `(${guarded(t.source)})`).join('|')})(?![A-Za-z0-9])`, 'i');

const metricRows = readLexicon('metrics.txt').map(([name = '', direction]) => {
  if (direction !== undefined && direction !== 'lower') throw new Error(`metrics.txt: "${name}" has direction "${direction}"; the only direction column is "lower"`);
  return { name, lower: direction === 'lower' };
});
const metricList = metricRows.map((m) => m.name);

/** Named measures where the smaller number is the better one ("FID", "WER", "equal error rate"), as metrics.txt marks them. */
export const LOWER_METRIC_NAMES = metricRows.filter((m) => m.lower).map((m) => m.name);

/** Each lexicon measure's direction by its normalized name: true where lower is better ("fid", "collisionrate"), false where higher is. */
export const METRIC_LOWER = new Map(metricRows.map((m) => [normalizeName(m.name), m.lower]));

/** Normalized single-word metric names ("WER", "AP"): measures, never entities. */
export const METRIC_KEYS = new Set(metricList.filter((m) => !m.includes(' ')).map((m) => normalizeName(m)));
/** Metric names as the lexicon spells them ("mAP", "mIoU", "CIDEr"): written so, a measure and never a system. */
export const METRIC_SPELLINGS = new Set(metricList.filter((m) => !m.includes(' ') && m !== m.toLowerCase()));

/** Where a word turns from a lower-case letter to a capital ("FiD": 1, "mIoU": 0 and 2). */
const caseTurns = (w: string): number[] => [...w].flatMap((c, i) => (/\p{Ll}/u.test(c) && /\p{Lu}/u.test(w[i + 1] ?? '') ? [i] : []));
/** Each single-word metric name as the lexicon spells it, and where that spelling turns to a capital, by its normalized name. */
const METRIC_SPELLING = new Map(metricList.filter((m) => !m.includes(' ')).map((m) => [normalizeName(m), { spelling: m, turns: caseTurns(m) }]));
/**
 * Whether a word the measures' lexicon holds is written as that measure, not as a name of its own that only normalizes
 * alike: "MIoU", "FID", "Rouge" are the measures; "FiD" (Fusion-in-Decoder) and "RFiD" turn to a capital where "FID" and
 * "rFID" do not. A word the lexicon does not hold as one word is not judged here (true).
 */
export function writtenAsMetric(word: string): boolean {
  const known = METRIC_SPELLING.get(normalizeName(word));
  if (!known || word === known.spelling) return true;
  return word.length === known.spelling.length ? caseTurns(word).every((i) => known.turns.includes(i)) : caseTurns(word).length === 0;
}

/** Single-word metric names written in capitals or mixed case ("AP", "BLEU", "mIoU"), escaped for a regex. */
export const METRIC_WORDS = metricList.filter((m) => !m.includes(' ') && m !== m.toLowerCase()).map(escapeRegex);

/** An accented letter also matches its plain form: "Fréchet" is written "Frechet" too. */
const plainToo = (source: string): string =>
  source.replace(/\p{L}/gu, (c) => {
    const plain = c.normalize('NFD').replace(/\p{M}/gu, '');
    return plain === c ? c : `[${c}${plain}]`;
  });

const metricNames = [...metricList]
  .sort((a, b) => b.length - a.length)
  .map((m) => plainToo(escapeRegex(m)).replace(/ /g, '\\s+'));

/**
 * Metric names ("success rate", "pass@1", "Avg@12"), longest first, as one case-insensitive alternation; "scores"
 * right before a value ("GlanceKV scores 1,796 on MME"), or before the end of the text read, is the verb.
 */
export const METRIC = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:pass|avg|average|maj|best|mean|cons|recall|ndcg|hr|hits?|mrr|precision|acc|map)@\\d+(?:\\s+(?:macro\\s+average|points))?|${metricNames.join('|')})(?![\\p{L}\\p{N}])(?!-\\p{Lu}\\p{Ll})(?<!\\bscores(?=\\s+(?:[\\d.,]+(?:\\s|\\\\?%|$)|$)))`,
  'iu',
);

/** METRIC, global, read only through matchAll (which reads a copy: no lastIndex is shared between its readers). */
const METRIC_ALL = new RegExp(METRIC.source, 'giu');

/**
 * Every named measure of a text, in order ("accuracy", "pass@1", "word error rate"). The readers of a sentence ask for
 * its measures several times over, so the last few hundred texts' answers are kept (shared: never to be changed).
 */
export const metricMatches: (text: string) => readonly RegExpMatchArray[] = cached((text) => [...text.matchAll(METRIC_ALL)].filter((m) => writtenAsMetric(m[0])), 256);
