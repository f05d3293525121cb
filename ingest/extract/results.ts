/**
 * Reported scores: "StraTA reaches success rates of 93.1% on ALFWorld",
 * "On SciWorld, StraTA attains a 63.5% overall score", "from 24.70% to 48.78%
 * on ScienceWorld" (the baseline's and the method's scores).
 */
import { isSuiteOf, isTrainingUse, LIST_JOIN, numbersOf, spansBetween, tokenIndexAt, type Doc, type Entity } from './doc.ts';
import { backboneVariant, CLAUSE_VERB, frontedEnd, isBackbone, REPORTED_THAT, SCORE_PARTICIPLE, SELF, SETTING_CLAUSE, STAND_IN, SUBJECT_FROM, TREATED_MODEL, trainingData } from './claim-sides.ts';
import type { SentenceComparison } from './comparisons.ts';
import { METRIC, METRIC_WORDS, metricMatches, WIN_VERB } from './lexicon.ts';
import { ARROW_SIGN, FROM_TO, gainsOf, isGain, parseMargin, SCORE_VERBS, VALUE_SEPARATOR, type NumberHit } from './numbers.ts';
import { opening, type Sentence } from './sentences.ts';

/** One result before conversion to a ResultFact. */
export interface Score {
  owner: Entity;
  benchmark: Entity;
  metric: string | null;
  value: string;
  number: number | null;
  unit: string | null;
  sentence: Sentence;
  rule: string;
}

/**
 * Where a value stops belonging to the sentence's subject ("compared to 32.1% for random agents"); "than" before a
 * number bounds a quantity ("with less than 10B parameters, we achieve …") and opens no other side; nor does a "while" that goes
 * on with the same subject's verb of scoring ("… on 10 benchmarks while achieving 95% accuracy", "while retains …, notably 39.9% on X").
 */
const OTHER_SIDE = new RegExp(String.raw`\b(?:compared (?:to|with)|versus|vs\.?|than(?!\s+\d)|whereas|while(?!\s+(?:${SCORE_VERBS}|deliver\w*|retain\w*)\s)|up from|down from|(?:improv|increas|ris|jump|climb)\w*\s+from)\b`, 'i');
/** A value as written: "45.2", "1,512.4" (a comma only as a thousands separator). */
const VALUE = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
/** "scores of 74.0 and 60.2": bare numbers named as scores. */
const SCORES_OF = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(scores?|accuracies|FVD|ROUGE(?:-L)?|CIDEr|EM|CER|AUROC|AUC|PSNR|SSIM|MAE|perplexity|Elo|return|reward|regret|${METRIC.source})\s+(?:score\s+)?of\s+(${VALUE}(?:(?:,\s|,?\s(?:and|or)\s)${VALUE})*)(?![.,]?\d)(?!\s?(?:%|\\%|points|x|times))`,
  'giu',
);
/** "achieves a CLIP directional similarity of 0.214": a score verb, then a measure of one to four words, then "of N". */
/** "%", " points", " 7B", " kbps", " kHz", " ms": what follows a number that is a margin or a size, rate or time, not a measure's score. */
const NOT_A_SCORE_UNIT = String.raw`\s?(?:%|\\%|points|x|times|[KMB]\b|k?bps\b|[kMG]?Hz\b|ms\b|[KMGT]B\b)`;
const MEASURE_OF = new RegExp(String.raw`\b(?:achiev|attain|reach|obtain|record|complet)\w*\s+(?:an?\s+|the\s+)?(?:(?:new\s+)?state-of-the-art\s+)?((?:[\w@-]+\s){1,4}?)(?<!\b\d+\s)of\s+(${VALUE})(?![.,]?\d)(?!${NOT_A_SCORE_UNIT})`, 'gi');
/** "raises DINO similarity to 0.721": a verb of change, then a measure of one to four words, then "to N". */
const MEASURE_TO = new RegExp(String.raw`\b(?:improv|boost|increas|rais|lift|push|reduc|lower|decreas|cut)\w*\s+(?:the\s+|its\s+|their\s+)?((?:[\w@-]+\s){1,6}?)to\s+(${VALUE})(?![.,]?\d)(?!${NOT_A_SCORE_UNIT})`, 'gi');
/** "achieves a word error rate of 1.9% and a speaker similarity of 0.67": a second measure of the same verb. */
const AND_MEASURE_OF = new RegExp(String.raw`(?:,\s(?:and\s)?|\sand\s)(?:an?\s+|the\s+)((?:[\w@-]+\s){1,4}?)(?<!\b\d+\s)of\s+(${VALUE})(?![.,]?\d)(?!${NOT_A_SCORE_UNIT})`, 'gi');
/** What SCORES_OF, MEASURE_OF and AND_MEASURE_OF need ("of 0.214"), and MEASURE_TO ("to 0.721"): tested before they scan. */
const OF_VALUE = /\sof\s+\d/i;
const TO_VALUE_AT = /\sto\s+\d/i;
/** Measures that are margins or counts, not scores ("an improvement of 3.2", "a total of 12"). */
const MARGIN_WORD = /\b(?:improvements?|gains?|speedups?|reductions?|increases?|margins?|boosts?|total|number|average\s+of|maximum|minimum|up|rank|ranking|compression|factor|cost)\b/i;
/** Verbs that report a score (numbers.ts `SCORE_VERBS`), once and at each place. */
const SCORE_VERB = new RegExp(String.raw`\b(?:${SCORE_VERBS})\b`, 'i');
const SCORE_VERB_AT = new RegExp(SCORE_VERB.source, 'gi');
/** The two values of a before-and-after pair as written: "from 51.9% to 67.8%", "51.9% → 67.8%". */
const FROM_VALUE = new RegExp(String.raw`^(?:from\s+)?(\S+?%?)\s*(?:\s(?:to|of|for|with)\s|${ARROW_SIGN})`, 'i');
const TO_VALUE = new RegExp(String.raw`(?:\sto\s+|${ARROW_SIGN}\s*)(\S+)$`, 'i');

/**
 * From a list of values to the benchmarks they are on: " on ", " on two benchmarks ", " in the ", and after the values'
 * measure (" ExpRate on ", " top-1 accuracy on "), a few words that compare nothing.
 */
const VALUES_ON = /^\s(?:(?!(?:than|over|above|below|higher|lower|better|worse|more|less|fewer|gains?|improvements?|relative|compared|points?|pp|of|for|with|by|vs|versus)\b)[\w@-]+\s){0,3}(?:on|in)\s(?:the\s)?(?:[\w-]+\s){0,3}$/i;

/** Two or more bare values, then maybe their measure, then "on"/"in" ("45.2, 38.1 and 52.3 on ", "54.8, 79.6 and 70.2 mIoU on ", "35.1, 39.6 and 42.8 zero-shot AP on "); read only with "respectively". */
const RESPECTIVE_VALUES = new RegExp(String.raw`(?<![\w.,%])(\d+\.\d+(?:(?:,\s(?:and\s)?|,?\sand\s)\d+\.\d+)+)(?![\d%])(?:\s((?:[\p{Ll}-]+\s)?(?:${METRIC_WORDS.join('|')})))?\s(?:on|in|across)\s`, 'gu');
/** A bare decimal (or a grouped whole number: "1,796 on MME") right before "on"/"in" and a name. */
/** "zero-shot ", "5-shot ": the setting a value was obtained in, between "on" and its benchmark ("8.35 on zero-shot COCO 2014"). */
const SHOT = String.raw`(?:(?:zero|one|few|\d+)-shot\s)?`;
const VALUE_ON = new RegExp(String.raw`(?<![\w.,+-])(\d+\.\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?)(?=\s(?:on|in)\s(?:the\s)?${SHOT}\p{Lu})`, 'gu');
/** What joins a value to its benchmark: " on ", " in the ", " on zero-shot ". */
const ON_BENCHMARK = new RegExp(String.raw`^\s(?:on|in)\s(?:the\s)?${SHOT}$`);
/** "48.3 exact match on", "0.724 nDCG@10 on": a bare value with its measure right before "on"/"in" (the name after is checked apart). */
const VALUE_MEASURE_ON = new RegExp(String.raw`(?<![\w.,+-])(\d+\.\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?)\s(?:${METRIC.source})(?=\s(?:on|in)\s)`, 'giu');
/**
 * What may stand between the verb and the value: what it achieves and ", with" ("achieves state-of-the-art
 * results, with 63.2 on MathVista"), an article, "an average of", "an FID (Frechet Inception Distance) of", or earlier
 * "N on X," items of the same list, a percentage and its measure among them ("reaches 82.3% success on ALFWorld and
 * 61.0 on WebShop").
 */
const SCORE_LEAD = /^\s(?:(?:[\w-]+\s){0,3}?(?:results?|performance),?\s(?:with|including)\s)?(?:(?:an?\s|the\s)?(?:(?!(?:gains?|improvements?|margins?|increases?|boosts?|reductions?|speedups?)\b)[\w@-]+\s){0,3}?(?:\([^()]{1,40}\)\s)?of\s)?(?:(?:\d+(?:\.\d+)?\\?%|\d+\.\d+|\d{1,3}(?:,\d{3})+)\s(?:[\w@-]+\s){0,2}?(?:on|in)\s(?:the\s)?[^,;()]{1,40}?(?:,\s(?:and\s)?|\sand\s))*$/i;
/** A value spread over what follows: "76.5% across ALFWorld and WebShop", "averaged over". */
const ACROSS_AFTER = /^\s(?:[\w-]+\s){0,3}?(?:across|averaged over|on average over)\s/i;
/** "58.7 AP", "52.1 box AP", "27.3 BLEU", "2.1 FID": a bare number with a metric unit after it. */
const VALUE_METRIC = new RegExp(String.raw`(?<![\w.,+×-])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(?:(?:box|mask|top-\d|average|mean|overall|test|answer|zero-shot|few-shot|dB)\s|(?:macro|micro)[-\s])?((?:${METRIC_WORDS.join("|")})(?:@\d+)?|(?:pass|avg|maj|R|Recall|Hit|HR|P)@\d+|perplexity)(?![\w@])`, 'g');
/** "82.1 VQAv2 accuracy": a value right before a benchmark's name (VALUE_BEFORE), a measure right after it (MEASURE_AFTER). */
const VALUE_BEFORE = /(?<![\w.,+-]|\b(?:by|to|up to|of)\s)(\d+(?:\.\d+)?\s?%?)\s$/;
const MEASURE_AFTER = new RegExp(String.raw`^\s(?:(?:top-\d|box|mask|average|mean|overall|test|zero-shot)\s)?(${METRIC.source})(?![\w@])(?!\s(?:points?|gains?|improvements?|drops?|increases?)\b)`, 'iu');
/** "scores 68.2,", "achieves 0.87.": a bare decimal right after a verb of scoring, with no unit, margin or "on" after it. */
const VERB_VALUE = /\b(?:scor(?:es|ed)|achiev(?:es|ed)|reach(?:es|ed)|attain(?:s|ed)|obtain(?:s|ed))\s(\d+\.\d+)(?!,\s(?:and\s)?\d)(?=[,.;)]|\s(?!on\b|in\b|across\b|over\b|points?\b|and\s\d|[A-Za-z%×]))/g;
/** "FID 2.05", "BLEU 34.2": a metric written before its bare value. */
const METRIC_THEN_VALUE = new RegExp(String.raw`(?<![\w@-])(${METRIC_WORDS.join('|')})\s(\d+(?:\.\d+)?)(?![\d.]*\s?(?:%|\\%|x|×|points?|[KMB]\b))`, 'g');
/** ": 45.2", ": 71.3%": the value after a benchmark and a colon. */
const COLON_VALUE = /^:\s?(\d+(?:\.\d+)?\s?%?)(?![\d.])/;
/**
 * " (94.6)", " (107.2 mm NMVE)": a decimal in parentheses right after a benchmark, maybe with its unit and the name of its
 * measure (a whole number there is a year or a count: "(2019)", "(8 directions)").
 */
const PAREN_DECIMAL = /^\s?\((\d{1,3}\.\d+(?:\s?(?:mm|cm|dB|ms))?)(?:\s\p{Lu}[\p{L}\d@-]{0,10}(?:\s[^()]{0,30})?)?\)/u;
/** " (F1 = 91.4)", " (EM: 88.0)", " (average AUC: 0.885)": a measure, "=" or ":", and its value in parentheses after a benchmark. */
const PAREN_MEASURE_VALUE = new RegExp(String.raw`^\s?\((?:(?:average|mean|overall|macro|micro)\s)?(${METRIC.source})\s?[=:]\s?(\d+(?:\.\d+)?\s?%?)\)`, 'iu');
/** A parenthesis holding pairs of scores ("(45.2% vs. 41.0%)", "(EM 41.7 vs. 36.2)", "(AUC: 0.923 vs. 0.836)", "(66.5 vs. 65.9 in pass@1)", "(0.259 vs. 0.306 LPIPS; 68.4 vs. 65.9 MUSIQ)"). */
const VERSUS_GROUP = /\(([^()]*?\b(?:vs\.?|versus)\s[^()]*)\)/g;
/** One pair of a VERSUS_GROUP: the first number is the winner's, the second the baseline's; a measure may stand before or after. */
const MEASURE_WORD = METRIC_WORDS.join('|');
const VERSUS_PAIR = new RegExp(String.raw`^\s*(?:(?:${MEASURE_WORD}):?\s)?(\d+(?:\.\d+)?\\?%?)(?:\s?(?:dB|${MEASURE_WORD}))?\s+(?:vs\.?|versus)\s+(\d+(?:\.\d+)?\\?%?(?:\s?dB)?)(?:\s(?:in\s)?(?:${MEASURE_WORD}|[a-z][a-z@\d-]*(?:\s[a-z@\d-]+)?))?\s*$`);

/** The pairs of a "(… vs. …)" group in order, each [winner's value, baseline's value]. */
function versusPairs(group: string): [string, string][] {
  const pairs = group.split(';').map((part) => VERSUS_PAIR.exec(part));
  return pairs.every(Boolean) ? pairs.map((m) => [m?.[1] ?? '', m?.[2] ?? '']) : [];
}
/** Where a new clause with its own subject starts ("…, but Foo achieves …"). */
const CLAUSE_BREAK = /[;]|,\s(?:but|while|whereas|yet)\b|\b(?:whereas|while)\b/i;
/** "10% of the labels", "5% of the pre-training data", "only 6% the inference cost", "only 5% as many tokens": a share of a resource, not a score. */
const SHARE = /^\s?as\s+(?:many|much)\b|^\s?(?:of\s+|(?=(?:the|its|their)\s))(?:them\b|these\b|those\b|(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:data|labels?|parameters|params|compute|FLOPs|tokens|samples|examples|budget|cost|memory|time|training|annotations|gap|pairs|comparisons|judgments|votes|languages|classes|categories)\b(?!\s+(?:[\w-]+\s+)?(?:tasks?|problems?|questions?|instances?|issues?|queries|episodes?|cases|scenarios?|puzzles?)\b))/i;
/** "by 3.2 (MMLU-Pro) and ": the list the value continues is one of margins. */
const MARGIN_LIST_BEFORE = /\bby\s+[+-]?\d+(?:\.\d+)?\s?\\?%?\s\([^()]*\)(?:(?:,\s|,?\s(?:and|or)\s)[+-]?\d+(?:\.\d+)?\s?\\?%?\s\([^()]*\))*(?:,\s|,?\s(?:and|or)\s)$/;
/** "45.2 (": a value, then the parenthesis a benchmark's name alone fills ("45.2 (MMLU-Pro)"), not after a "+" or "by". */
const VALUE_THEN_PAREN = /(?<![+\d.]|\bby\s)(\d+(?:\.\d+)?\s?\\?%?)\s\($/;
/** "lower than GPT-2 XL (8.1)": a comparator's own score in parentheses right after its name. */
// "SDXL-Turbo (FID 23.2)", "X (F1 = 88.0)": the measure may come first.
const OWN_SCORE = new RegExp(String.raw`^\s?\((?:(?:${METRIC_WORDS.join('|')})(?:\s?[=:]\s?|\s(?:of\s)?))?(\d+(?:\.\d+)?\s?\\?%?(?:\s(?:${METRIC_WORDS.join('|')}))?)\)`);
/** "GLIGEN (21.0 and 24.9)", "X (45.1/38.2)": a system's values on several benchmarks, in parentheses after its name. */
const PAREN_VALUES = /^\s?\(((?:\d+(?:\.\d+)?\\?%?)(?:(?:,\s(?:and\s)?|\sand\s|\s?\/\s?)\d+(?:\.\d+)?\\?%?)+)(?:,?\s*respectively)?\)/;
/** Sentences about settings outside any named benchmark ("real-world experiments"). */
// "an average zero-shot accuracy of 67.2% over eight tasks": an average over tasks the abstract does not name is on none of them.
const OFF_BENCHMARK = /\b(?:over|across)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:[\w-]+\s+)?(?:tasks|benchmarks|datasets|languages|domains)\b|\breal[- ](?:world|robot)|\buser stud|\bhuman (?:study|evaluation|participants|raters|annotators|judges|evaluators)|\bsubjective (?:tests?|evaluations?|studies)|\blistening tests?|\bin the wild\b/i;
const SINGLE = /[+-]?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:-|–)\s?\d+(?:\.\d+)?)?(?:\s?\\?%)?/g;

interface Located {
  e: Entity;
  start: number;
  end: number;
}

function located(doc: Doc, s: Sentence, role: (e: Entity) => boolean): Located[] {
  const out: Located[] = [];
  for (const span of spansBetween(doc, s.start, s.end)) {
    const e = doc.at.get(span.start);
    if (e && role(e) && !(role === isBenchmark && (isTrainingUse(doc, s.start, span.start) || isSuiteOf(doc, span.start)))) out.push({ e, start: span.start, end: span.end });
  }
  return out;
}

// A benchmark the paper introduces is one it reports on too ("We release Chorus-Eval, …, on which Chorus achieves 18.2%").
const isBenchmark = (e: Entity): boolean => e.roles.has('benchmark') || e.roles.has('introduced');
const isOwner = (e: Entity): boolean => !e.roles.has('benchmark') && (e.roles.has('method') || e.roles.has('model') || e.roles.has('baseline'));

/** Where an "across …" phrase after a value ends: a comma, a semicolon, or "and" opening a further measure ("and an average length of"). */
const ACROSS_END = /[,;]|\sand\s(?:an?|the|its)\s/;

/** "by 0.21 dB and ": a margin after "by", then the next item of its list. */
const BY_LIST_BEFORE = /\bby\s+[+-]?\d+(?:\.\d+)?\s?(?:%|dB|points?|pp)?(?:,\s(?:and\s)?|,?\s(?:and|or)\s)$/;

/** What opens a new clause between a value and a later benchmark: a semicolon, "while", ", and", "and improves". */
// "from 38.5% to 24.9% without degrading captioning quality on Clotho": a clause of what else holds names its own benchmark.
const NEW_CLAUSE = new RegExp(String.raw`[;]|,\s(?:and\s)?(?:while|which|whereas)|\s(?:without|while)\s(?:\w+ing)\b|,\s(?:and|but)\s|\sand\s(?:\w+ly\s)?${CLAUSE_VERB}\s`);

/** The benchmark a value at [start, end) is on: the next one in its clause, else one before it, else the abstract's only one. */
/** What joins a benchmark to the value its own phrase gives: " with a test MAE of ", " with ". */
const WITH_VALUE = /^\s(?:with|at)\s(?:(?:an?|the)\s)?(?:[\w@-]+\s){0,3}?(?:of\s)?$/;

/**
 * " accuracy from ", " accuracy from 84.5% to ", " pass rate to ", " benchmark from 94.2% to ", " success rate of ": a
 * benchmark's measure (or the word the benchmark's name is written with), then the change to the value or "of" it ("an
 * ALFWorld success rate of 82.3% and a WebShop score of 61.0": each value its own benchmark's). A conjunction between
 * starts another measure ("a gFID of 5.49 on MJHQ-30K and an overall score of 0.69 on GenEval").
 */
const BENCHMARK_MEASURE_VALUE = new RegExp(String.raw`^\s(?:(?!(?:and|or|but|while|whereas)\s)[\p{L}-]+\s){0,2}?(?:${METRIC.source}|accuracy|score|rate|benchmark|dataset|suite)\s(?:from\s(?:\d+(?:\.\d+)?\s?\\?%?\sto\s)?|to\s|of\s)?$`, 'iu');

function benchmarkOf(doc: Doc, benchmarks: Located[], start: number, end: number, only: Entity | null): { e: Entity; rule: string } | null {
  // A data set trained on ("the same model tuned on UltraChat (17.2%)") is no benchmark a value is scored on.
  const before = [...benchmarks].reverse().find((b) => b.end <= start && !isTrainingUse(doc, doc.sentences[doc.tokens[tokenIndexAt(doc, b.start)]?.sentence ?? 0]?.start ?? 0, b.start));
  // "raises the win rate on AlpacaEval 2 from 22.9% to 41.7% and improves MT-Bench score by 0.6": the benchmark written
  // right before the value (a split word between, "LibriSpeech test-clean from 3.1% to 1.9%") is its own.
  if (before && /^(?:\s(?:[\p{Ll}\d]+-[\p{Ll}\d-]+|test|val|validation|dev|hard|easy|seen|unseen))?\s?$/u.test(doc.text.slice(before.end, start))) return { e: before.e, rule: 'result/benchmark-before' };
  // "on ZINC with a test MAE of 0.058 and on ogbg-molpcba with 31.4 AP": a value the benchmark's own "with" phrase gives.
  if (before && WITH_VALUE.test(doc.text.slice(before.end, start))) return { e: before.e, rule: 'result/benchmark-with' };
  // "improves GSM8K accuracy from 84.5% to 90.1% and MATH accuracy from …": a value of a benchmark's own measure is its score.
  if (before && BENCHMARK_MEASURE_VALUE.test(doc.text.slice(before.end, start))) return { e: before.e, rule: 'result/benchmark-measure' };
  // "on ADE20K (49.8 mIoU), Cityscapes (82.4 mIoU) and …": a value in parentheses right after a benchmark is its score.
  if (before && /^\s?\($/.test(doc.text.slice(before.end, start))) return { e: before.e, rule: 'result/benchmark-parenthesized' };
  // "on QuillWeb (71.4%) and MRC-9 (63.2%)", with MRC-9 read as no benchmark: a value in parentheses right after a name
  // that plays no role is that name's, no score on a benchmark before it.
  const named = spansBetween(doc, Math.max(0, start - 80), start).pop();
  if (named && /^\s?\($/.test(doc.text.slice(named.end, start)) && doc.at.get(named.start)?.roles.size === 0) return null;
  // "from 22.9% to 39.4%, and RPO outperforms DPO on Arena-Hard", "… and improves MT-Bench": a new clause names its own benchmark.
  // "7.59 FID and 0.74 GenEval": a benchmark with a value of its own written right before it is that value's, not this one's.
  const after = benchmarks.find((b) => b.start >= end && !NEW_CLAUSE.test(doc.text.slice(end, b.start)) && b.start - end < 90);
  if (after && after.start > end + 1 && VALUE_BEFORE.test(doc.text.slice(Math.max(end, after.start - 12), after.start))) return null;
  if (after) return { e: after.e, rule: 'result/on-benchmark' };
  // "On LIBERO, it achieves 94.1%; on a real Franka arm it succeeds in 81% of trials": a clause with a setting of its own
  // is on no benchmark named before it.
  if (before && SETTING_CLAUSE.test(doc.text.slice(before.end, start))) return null;
  if (before) return { e: before.e, rule: 'result/benchmark-before' };
  return only ? { e: only, rule: 'result/only-benchmark' } : null;
}

function metricNear(doc: Doc, s: Sentence, end: number): string | null {
  const after = METRIC.exec(doc.text.slice(end, Math.min(s.end, end + 30)));
  if (after && after.index < 4) return after[0];
  const before = metricMatches(doc.text.slice(s.start, end));
  const last = before.at(-1);
  const prev = before.at(-2);
  // "FID scores of 1.28": "scores" right after a measure's name is that measure's word, not a measure of its own.
  if (last && prev && /^scores?$/i.test(last[0]) && (prev.index ?? 0) + prev[0].length + 1 === last.index) return prev[0];
  return last?.[0] ?? null;
}

/** Finds scores of named methods and models on named benchmarks. */
export function findResults(doc: Doc, main: Entity | null, comparisons: SentenceComparison[]): Score[] {
  const out: Score[] = [];
  const evaluated = [...doc.entities.values()].filter((e) => e.roles.has('benchmark') && !e.roles.has('introduced'));
  // The named parts of an introduced suite ("IrokoBench … covering three tasks: … (AfriXNLI), …") are part of the one benchmark.
  const whole = (e: Entity): boolean => e.roles.get('introduced')?.rule !== 'intro/suite-member';
  const allBenchmarks = [...doc.entities.values()].filter((e) => isBenchmark(e) && whole(e));
  // A paper that introduces one benchmark and no method of its own ("The best model, Gemini 1.5 Pro, reaches only 47.2%") scores on it.
  const introduced = [...doc.entities.values()].filter((e) => e.roles.has('introduced') && whole(e));
  const only = allBenchmarks.length === 1 ? (allBenchmarks[0] ?? null) : !main && introduced.length === 1 ? (introduced[0] ?? null) : evaluated.length === 1 ? (evaluated[0] ?? null) : null;
  for (const s of doc.sentences) {
    const r = scoreReadingOf(doc, s, main, only, comparisons[s.index], out);
    if (!r) continue;
    percentScores(r);
    measuredValues(r);
    scoredValues(r);
    comparedScores(r);
    comparedValues(r);
    valuesOn(r);
    measuresOf(r);
    listedValues(r);
    slashLists(r);
    valuesRespectivelyBefore(r);
  }
  // One score per (owner, benchmark, value, sentence), whichever rule found it first.
  const seen = new Set<string>();
  return out.filter((r) => {
    if (notScore(r.sentence.text, r.value)) return false;
    const key = `${r.owner.key}|${r.benchmark.key}|${r.number ?? r.value}|${r.sentence.index}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** One sentence as the stages of `findResults` read it: its benchmarks, owners and numbers, the comparisons found in it, and the scores so far. */
interface ScoreReading {
  doc: Doc;
  s: Sentence;
  main: Entity | null;
  /** The abstract's one benchmark, if it has only one: a value with no benchmark in its sentence is on it (null where the
   * sentence is about a setting outside any named benchmark, OFF_BENCHMARK). */
  only: Entity | null;
  out: Score[];
  benchmarks: Located[];
  cmp: SentenceComparison | undefined;
  owners: Located[];
  numbers: NumberHit[];
  gains: Set<NumberHit>;
  grouped: Map<number, Entity>;
  /** "54.8, 79.6 and 70.2 mIoU on A, B and C, respectively": lists of values the respectively reading takes in order, and where they stand. */
  respectiveLists: RegExpMatchArray[];
  inOrder: (readonly [number, number])[];
  scoring: boolean;
  /** The lists of values written for one name, read once every own score of the sentence is known. */
  inOrderFor: { owner: Entity; winner: Entity | null; values: ReturnType<typeof splitValues>; listAt: number; at: number }[];
}

/** Every score is a number written in its sentence: a sentence with no digit has none to read. */
const DIGIT = /\d/;

function scoreReadingOf(doc: Doc, s: Sentence, main: Entity | null, only: Entity | null, cmp: SentenceComparison | undefined, out: Score[]): ScoreReading | null {
  if (!DIGIT.test(s.text)) return null;
  const benchmarks = located(doc, s, isBenchmark);
  if (!benchmarks.length && !only) return null;
  const owners = located(doc, s, isOwner);
  const numbers = numbersOf(doc, s);
  const gains = gainsOf(doc.text, numbers);
  const grouped = groupOwners(doc, s, owners, main);
  const respectiveLists = /\brespectively\b/i.test(s.text) ? [...s.text.matchAll(RESPECTIVE_VALUES)] : [];
  const inOrder = respectiveLists.map((m) => [s.start + (m.index ?? 0), s.start + (m.index ?? 0) + m[0].length] as const);
  return { doc, s, main, only: OFF_BENCHMARK.test(s.text) ? null : only, out, benchmarks, cmp, owners, numbers, gains, grouped, respectiveLists, inOrder, scoring: SCORE_VERB.test(s.text), inOrderFor: [] };
}

/** Percent values and changes "from A to B": each value on its benchmark, for its owner (or the compared system it is written for). */
function percentScores(r: ScoreReading): void {
  const { doc, s, main, only, out, benchmarks, cmp, owners, numbers, gains, grouped } = r;
  // Where a reporting clause ("Evaluations on A and B demonstrate that ") ends, and a fronted setting ("On A and B, ").
  const reportedEnd = s.start + (REPORTED_THAT.exec(s.text)?.[0].length ?? 0);
  const fronted = frontedEnd(s);
  for (const n of numbers) {
    if (n.rule === FROM_TO.name) {
      const b = benchmarkOf(doc, benchmarks, n.start, n.end, null);
      if (!b || !cmp) continue;
      const [from, to] = [n.margin.from, n.margin.to];
      const unit = /%/.test(n.text) ? '%' : null;
      // "from 51.9% to 67.8%", "51.9% → 67.8%": each value as written.
      const fromText = FROM_VALUE.exec(n.text)?.[1] ?? String(from);
      const toText = TO_VALUE.exec(n.text)?.[1] ?? String(to);
      const metric = metricNear(doc, s, n.start);
      // The loser named nearest before the pair ("… over the M3A agent, and on OSWorld it improves UI-TARS-7B from 18.7%").
      // "from 7.1 to 7.6 over DPO": the loser named right after the pair, first.
      // "from 54.0 for YaRN to 69.3": the loser named inside the pair, first of all.
      const base =
        owners.find((o) => o.start > n.start && o.end < n.end && cmp.losers.includes(o.e))?.e ??
        owners.find((o) => o.start > n.end && cmp.losers.includes(o.e) && PAIR_OVER.test(doc.text.slice(n.end, o.start)))?.e ??
        [...owners].reverse().find((o) => o.end <= n.start && cmp.losers.includes(o.e))?.e ??
        cmp.losers.find((l) => owners.some((o) => o.e === l && /improved/.test(l.roles.get('baseline')?.rule ?? ''))) ??
        // "improves the base model's pass@1 from 61.6% to 84.1%": the base model named in an earlier sentence.
        cmp.losers.find((l) => !owners.some((o) => o.e === l) && l.roles.get('baseline')?.rule === 'baseline/base-model-named-before');
      for (const l of base ? [base] : []) out.push({ owner: l, benchmark: b.e, metric, value: fromText, number: from ?? null, unit, sentence: s, rule: 'result/from-to-baseline' });
      // "With an L/14 architecture, OWL-ST improves AP on LVIS … from 31.2% to 44.6%": no named loser, the subject's own method reaches the second score.
      const own = cmp.winner ?? (RAISES.test(doc.text.slice(s.start, n.start)) ? ownerOf(doc, s, owners, n.start, main) : null);
      if (own && (own === cmp.winner || own.roles.has('method'))) out.push({ owner: own, benchmark: b.e, metric, value: toText, number: to ?? null, unit, sentence: s, rule: cmp.winner ? 'result/from-to-method' : 'result/from-to-own' });
      continue;
    }
    if (n.margin.unit !== '%' || gains.has(n) || SHARE.test(doc.text.slice(n.end, n.end + 40)) || BOUND_BEFORE.test(doc.text.slice(Math.max(s.start, n.start - 14), n.start))) continue;
    const singles = splitValues(n.text, n.start);
    const following = benchmarks.filter((x) => x.start >= n.end && !/[;]/.test(doc.text.slice(n.end, x.start)));
    // "… 91% of ALFWorld tasks and 67% of WebShop tasks, whereas ReAct solves 71% and 52%": the other side's values pair with the benchmarks named before, in order.
    const earlier = [...new Map(benchmarks.filter((x) => x.end <= n.start).map((x) => [x.e, x])).values()];
    // "On BTCV and ACDC, it attains Dice scores of 84.1% and 91.3%": so do values after a fronted list of as many benchmarks.
    // "Evaluations on AndroidWorld and AndroidLab benchmarks demonstrate that X achieves success rates of 62.9% and 44.2%,
    // respectively": so do values after a list the reporting clause names, with "respectively".
    const listEnd = /\brespectively\b/i.test(doc.text.slice(n.end, s.end)) ? Math.max(fronted, reportedEnd) : fronted;
    const listBefore = singles.length > 1 && following.length === 0 && earlier.length === singles.length && earlier.every((x, i) => x.end <= listEnd && (i === 0 || LIST_JOIN.test(doc.text.slice(earlier[i - 1]?.end ?? 0, x.start)) || x.end <= fronted));
    // "MATH and GSM8K accuracies of 58.9% and 91.2%": so do values after a list of as many benchmarks that names their measure.
    const lastEarlier = earlier[earlier.length - 1];
    const measureOfList = !!lastEarlier && earlier.every((x, i) => i === 0 || LIST_JOIN.test(doc.text.slice(earlier[i - 1]?.end ?? 0, x.start))) && LIST_MEASURE_OF.test(doc.text.slice(lastEarlier.end, n.start));
    const parallel = listBefore || (singles.length > 1 && following.length === 0 && earlier.length === singles.length && (measureOfList || OTHER_SIDE.test(doc.text.slice(lastEarlier?.end ?? n.start, n.start))));
    // "74.62% and 83.10% on A and B, respectively, and 87.95% on C": the list pairs with the benchmarks before its "respectively".
    const respectively = /\brespectively\b/i.exec(doc.text.slice(n.end, s.end));
    const paired = respectively ? following.filter((x) => x.start < n.end + respectively.index) : following;
    // "92.4% and 52.5% on two benchmarks ScreenSpot-v2 and ScreenSpot-Pro": values right before a list of as many benchmarks pair in order, "respectively" or not.
    const inOrder = singles.length > 1 && following.length === singles.length && VALUES_ON.test(doc.text.slice(n.end, following[0]?.start ?? n.end)) && following.every((x, i) => i === 0 || LIST_JOIN.test(doc.text.slice(following[i - 1]?.end ?? 0, x.start)));
    const aligned = singles.length > 1 && ((paired.length === singles.length && /\brespectively\b/i.test(s.text)) || parallel || inOrder);
    const listed = singles.length > 1 && !aligned && /\brespectively\b/i.test(s.text) ? ownerList(doc, s, owners, n.start, singles.length, main) : null;
    // "71.4%, 63.2% and 55.0% on QuillWeb, MRC-9 and Kelvix-QA, respectively", with MRC-9 read as no benchmark: the values
    // pair with the names the list spells, in order, and a value whose name is no benchmark is no score; with no such list
    // they pair with nothing, not all with the nearest benchmark.
    // "mIoU scores of 87.1%, 89.2%, and 89.8% on Pascal VOC with the 1/4, 1/2, and full split partition, respectively": a list of
    // values right before one benchmark (not a list of them) is that benchmark's, whatever else "respectively" pairs them with.
    const first = following[0];
    const allOnOne = singles.length > 1 && !aligned && !listed && !!first && VALUES_ON.test(doc.text.slice(n.end, first.start)) && !/^\s?(?:,|\(|and\b|or\b|&)/.test(doc.text.slice(first.end, first.end + 5));
    const unpaired = singles.length > 1 && !aligned && !listed && !allOnOne && respectively !== null && paired.length > 1 && paired.length !== singles.length;
    // Names written one after the other ("MP3D ObjectNav") are one item of that list, known by its first.
    const spelled = (unpaired && respectively ? spansBetween(doc, n.end, n.end + respectively.index) : []).filter((x, i, all) => i === 0 || !/^\s$/.test(doc.text.slice(all[i - 1]?.end ?? 0, x.start)));
    const spelledList = spelled.length === singles.length && spelled.every((x, i) => i === 0 || LIST_JOIN.test(doc.text.slice(spelled[i - 1]?.end ?? 0, x.start)));
    singles.forEach((single, i) => {
      // "versus 49.8% for FedAvg and 53.1% for FedProx": a value written for a name is that name's (a compared score), not the one before it.
      if (owners.some((o) => o.start > single.end && /^\s+for\s+(?:the\s+)?$/.test(doc.text.slice(single.end, o.start)))) return;
      const owner = listed ? (listed[i] ?? null) : (grouped.get(single.start) ?? ownerOf(doc, s, owners, single.start, main));
      if (!owner) return;
      // "the top three models -- o1, o1-preview, and Claude-3.5-Sonnet-1022 -- achieved … 75%": one value a listed subject shares.
      const sharing = !listed && singles.length === 1 ? sharedSubject(doc, owners, owner, single.start) : [owner];
      // "an average success rate of 76.5% across ALFWorld and WebShop": one number over several benchmarks is no score on any of them.
      // Only the benchmarks of the "across" phrase count ("96.2% across the four LIBERO suites and an average length of 4.31 on CALVIN" is LIBERO's).
      if (!aligned && following.length > 1 && ACROSS_AFTER.test(doc.text.slice(single.end, single.end + 40))) {
        const phraseEnd = single.end + (ACROSS_END.exec(doc.text.slice(single.end, s.end))?.index ?? s.end - single.end);
        if (following.filter((x) => x.start < phraseEnd).length !== 1) return;
      }
      if (unpaired && !spelledList) return;
      const pick = aligned ? (parallel ? earlier[i] : paired[i]) : unpaired ? paired.find((x) => x.start === spelled[i]?.start) : allOnOne ? first : undefined;
      if (unpaired && !pick) return;
      const b = pick ? { e: pick.e, rule: 'result/respectively' } : benchmarkOf(doc, benchmarks, single.start, single.end, only);
      if (!b) return;
      const metric = metricNear(doc, s, n.end);
      const value = /overall score/i.test(metric ?? '') ? `${single.text} ${metric}` : single.text;
      for (const o of sharing) out.push({ owner: o, benchmark: b.e, metric, value, number: single.number, unit: '%', sentence: s, rule: o === owner ? b.rule : 'result/shared-by-listed-subject' });
    });
  }
}

/** " accuracies of ", " success rates of ": the measure a list of benchmarks is scored by, then its values. */
const LIST_MEASURE_OF = new RegExp(String.raw`^\s(?:[\w-]+\s)?(?:accurac(?:y|ies)|scores?|success\s+rates?|pass@\d+|${METRIC_WORDS.join('|')})\s(?:of\s)?$`, 'i');

/** A value with its measure after it ("45.2 mIoU"), and a value, benchmark and measure ("82.1 VQAv2 accuracy"). */
function measuredValues(r: ScoreReading): void {
  const { doc, s, main, only, out, benchmarks, owners, numbers, gains, grouped, inOrder } = r;
  VALUE_METRIC.lastIndex = 0;
  for (let m = VALUE_METRIC.exec(s.text); m; m = VALUE_METRIC.exec(s.text)) {
    const start = s.start + m.index;
    const hit = { text: m[0], start, end: start + m[0].length, margin: parseMargin(m[0]), rule: 'number/metric-value' };
    // "exceeding MAE by 0.5% and 1.2 AP": a value listed after a gain is a gain too.
    // "… and 4.2 APr over Grounding DINO": a value written against a compared system is a margin.
    // "by 0.21 dB and 0.17 dB PSNR": so is a value listed after a margin in a unit no number rule reads.
    if (isGain(doc.text, hit) || numbers.some((n) => gains.has(n) && n.start <= start && start < n.end) || /^\s+(?:over|than|relative\s+to|compared\s+(?:to|with))\s/.test(doc.text.slice(hit.end, hit.end + 16)) || numbers.some((n) => gains.has(n) && n.end < start && /^(?:,\s(?:and\s)?|\sand\s)$/.test(doc.text.slice(n.end, start))) || BY_LIST_BEFORE.test(doc.text.slice(Math.max(s.start, start - 30), start))) continue;
    // "54.8, 79.6 and 70.2 mIoU on A, B and C, respectively": the last of a list of values read in order below.
    if (inOrder.some(([a, b]) => start > a && start < b)) continue;
    const owner = grouped.get(start) ?? ownerOf(doc, s, owners, start, main);
    // "on par with OneFormer (50.5 mIoU)": a value in parentheses right after another name is that name's.
    const named = owners.find((o) => o.end <= start && /^\s?\($/.test(doc.text.slice(o.end, start)));
    if (named && named.e !== owner) continue;
    const b = owner ? benchmarkOf(doc, benchmarks, start, hit.end, only) : null;
    if (!owner || !b) continue;
    out.push({ owner, benchmark: b.e, metric: m[2] ?? null, value: m[0], number: Number((m[1] ?? '').replace(/,/g, '')), unit: m[2] ?? null, sentence: s, rule: 'result/metric-value' });
  }
  // "achieves 82.1 VQAv2 accuracy", "a 45.2 COCO AP": a value, the benchmark, then the measure.
  for (const b of benchmarks) {
    if (b.start < s.start || b.end > s.end) continue;
    const v = VALUE_BEFORE.exec(doc.text.slice(Math.max(s.start, b.start - 12), b.start))?.[1];
    const metric = v ? MEASURE_AFTER.exec(doc.text.slice(b.end, b.end + 40)) : null;
    if (!v || !metric || out.some((o) => o.sentence === s && o.value.startsWith(v))) continue;
    const start = b.start - v.length - 1;
    const owner = ownerOf(doc, s, owners, start, main);
    if (owner) out.push(scoreOf(owner, b.e, metric[1] ?? null, v, s, 'result/value-benchmark-measure'));
  }
}

/** "On MMLU, FooLM scores 68.2, a 4.1-point gain": a bare value right after a verb of scoring, on the benchmark before it; then a metric and its value, and a benchmark followed by its measure and value in parentheses or after a colon. */
function scoredValues(r: ScoreReading): void {
  const { doc, s, main, only, out, benchmarks, cmp, owners, scoring } = r;
  for (const m of scoring ? s.text.matchAll(VERB_VALUE) : []) {
    const start = s.start + (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
    const end = start + (m[1]?.length ?? 0);
    if (out.some((o) => o.sentence === s && o.value === m[1])) continue;
    const owner = ownerOf(doc, s, owners, start, main);
    const b = owner ? benchmarkOf(doc, benchmarks, start, end, only) : null;
    if (owner && b) out.push({ owner, benchmark: b.e, metric: metricNear(doc, s, end), value: m[1] ?? '', number: Number(m[1]), unit: null, sentence: s, rule: 'result/verb-value' });
  }
  // "achieves FID 2.05 on ImageNet": a metric, then its value.
  METRIC_THEN_VALUE.lastIndex = 0;
  for (let m = scoring ? METRIC_THEN_VALUE.exec(s.text) : null; m; m = METRIC_THEN_VALUE.exec(s.text)) {
    const start = s.start + m.index + m[0].length - (m[2]?.length ?? 0);
    const end = start + (m[2]?.length ?? 0);
    if (!SCORE_VERB.test(doc.text.slice(s.start, start)) || out.some((o) => o.sentence === s && o.value.startsWith(m?.[2] ?? '-'))) continue;
    // "improving over SDXL-Turbo (FID 23.2)": a value in parentheses right after a compared system's name is that system's (read below).
    const metricAt = s.start + m.index;
    if (doc.text[metricAt - 1] === '(' && owners.some((o) => cmp?.losers.includes(o.e) && /^\s?$/.test(doc.text.slice(o.end, metricAt - 1)))) continue;
    const owner = ownerOf(doc, s, owners, start, main);
    const b = owner ? benchmarkOf(doc, benchmarks, start, end, only) : null;
    if (!owner || !b) continue;
    out.push({ owner, benchmark: b.e, metric: m[1] ?? null, value: m[2] ?? '', number: Number(m[2]), unit: null, sentence: s, rule: 'result/metric-then-value' });
  }
  // "on SQuAD 2.0 (F1 = 91.4) and CoQA (F1 = 88.0)": a parenthesized measure and its value right after the benchmark.
  for (const { b, m, owner } of s.text.includes('(') ? afterBenchmarks(r, PAREN_MEASURE_VALUE, 40) : []) {
    if (m[2] && !out.some((o) => o.sentence === s && o.value === m[2])) out.push(scoreOf(owner, b.e, m[1] ?? null, m[2], s, 'result/benchmark-paren-measure'));
  }
  // "achieves state-of-the-art results on DocVQA (94.6), ChartQA (87.2) and InfoVQA (83.9)", "AGORA (107.2 mm NMVE)": under a
  // verb of scoring, a decimal in parentheses after a benchmark (its unit and measure beside it) is its score.
  for (const { b, m, owner } of scoring && s.text.includes('(') ? afterBenchmarks(r, PAREN_DECIMAL, 56) : []) {
    if (m[1] && !out.some((o) => o.sentence === s && o.value === m[1])) out.push(scoreOf(owner, b.e, metricNear(doc, s, b.start), m[1], s, 'result/benchmark-paren-decimal'));
  }
  // "strong results (MMMU: 45.2, MathVista: 38.1)": a benchmark, a colon, its value.
  for (const { b, m, owner } of s.text.includes(':') ? afterBenchmarks(r, COLON_VALUE, 16) : []) {
    if (m[1]) out.push({ owner, benchmark: b.e, metric: metricNear(doc, s, b.start), value: m[1], number: Number(m[1].replace(/[^\d.]/g, '')), unit: m[1].includes('%') ? '%' : null, sentence: s, rule: 'result/benchmark-colon' });
  }
}

/** The sentence's benchmarks that `pattern` reads a value right after (within `window` characters), each with the owner of the score there. */
function* afterBenchmarks(r: ScoreReading, pattern: RegExp, window: number): Generator<{ b: Located; m: RegExpExecArray; owner: Entity }> {
  const { doc, s, main, benchmarks, owners } = r;
  for (const b of benchmarks) {
    if (b.start < s.start || b.end > s.end) continue;
    const m = pattern.exec(doc.text.slice(b.end, b.end + window));
    const owner = m ? ownerOf(doc, s, owners, b.start, main) : null;
    if (m && owner) yield { b, m, owner };
  }
}

/** A compared system's own score in parentheses after its name ("GLIGEN (21.0 and 24.9)"). */
function comparedScores(r: ScoreReading): void {
  const { doc, s, only, out, benchmarks, cmp, owners } = r;
  for (const l of cmp?.losers ?? []) {
    const at = owners.find((o) => o.e === l)?.end ?? -1;
    const m = at >= 0 ? OWN_SCORE.exec(doc.text.slice(at, at + 16)) : null;
    const b = m ? benchmarkOf(doc, benchmarks, at, at, only) : null;
    if (m?.[1] && b) out.push({ owner: l, benchmark: b.e, metric: metricNear(doc, s, at), value: m[1], number: Number(m[1].replace(/[^\d.]/g, '')), unit: m[1].includes('%') ? '%' : null, sentence: s, rule: 'result/baseline-in-parentheses' });
    // "lower than those of GLIGEN (21.0 and 24.9)": one value per benchmark the sentence names before, in order.
    const list = at >= 0 && !m ? PAREN_VALUES.exec(doc.text.slice(at, at + 48)) : null;
    const named = list ? [...new Set(benchmarks.filter((x) => x.start >= s.start && x.end <= at && !isTrainingUse(doc, s.start, x.start)).map((x) => x.e))] : [];
    const values = list?.[1]?.split(VALUE_SEPARATOR) ?? [];
    if (values.length > 1 && values.length === named.length) {
      values.forEach((value, i) => {
        const e = named[i];
        if (e) placeInOrder(out, scoreOf(l, e, metricNear(doc, s, at), value, s, 'result/baseline-in-parentheses'));
      });
    }
  }
}

/** The scores a comparison gives for both sides ("57.6% and 73.9% for D3ST", "(74.2 vs. 71.9)"). */
function comparedValues(r: ScoreReading): void {
  const { doc, s, only, out, benchmarks, cmp, owners, inOrderFor } = r;
  for (const v of cmp?.scores ?? []) {
    // "58.7% on MultiWOZ 2.2 and 76.4% on MultiWOZ 2.4, compared with 57.6% and 73.9% for D3ST": a list of values for one
    // name pairs with the benchmarks of the subject's own scores before it, in order.
    const list = VALUES_FOR.exec(doc.text.slice(Math.max(s.start, v.at - 80), v.at));
    const values = list ? splitValues(list[1] ?? '', 0) : [];
    const listAt = v.at - (list?.[0].length ?? 0);
    if (values.length > 1 && values.at(-1)?.number === v.number) {
      inOrderFor.push({ owner: v.owner, winner: cmp?.winner ?? null, values, listAt, at: v.at });
      continue;
    }
    // "64.3% on the USMLE Sample Exam (compared to 58.5% for GPT-3.5), 77.9% on PubMedQA …": a value in parentheses opened
    // right after a benchmark is on that benchmark, not the next one.
    const open = doc.text.lastIndexOf('(', v.at);
    const inParen = open >= s.start && !doc.text.slice(open, v.at).includes(')');
    const before = inParen ? benchmarks.find((x) => x.end <= open && /^\s?$/.test(doc.text.slice(x.end, open))) : undefined;
    const b = before ?? benchmarkOf(doc, benchmarks, v.at, v.at, only);
    if (b) out.push({ owner: v.owner, benchmark: b.e, metric: metricNear(doc, s, v.at), value: v.value, number: v.number, unit: v.value.includes('%') ? '%' : null, sentence: s, rule: 'result/compared-score' });
  }
  for (const m of s.text.matchAll(VERSUS_GROUP)) {
    const at = s.start + (m.index ?? 0);
    const end = at + m[0].length;
    const pairs = versusPairs(m[1] ?? '');
    if (!pairs.length || !cmp) continue;
    const metric = metricNear(doc, s, at);
    const loser = cmp.losers.find((l) => owners.some((o) => o.e === l && o.end <= at && at - o.end <= 2));
    if (loser) {
      const e = benchmarkOf(doc, benchmarks, at, end, only)?.e;
      if (!e) continue;
      for (const [own, value] of pairs) {
        out.push(scoreOf(loser, e, metric, value, s, 'result/versus-baseline'));
        // "a higher MT-Bench score than LoRA (5.9 vs. 5.6)": the first of the pair is the winner's own.
        if (cmp.winner && cmp.winner !== loser && !out.some((o) => o.sentence === s && o.value === own)) out.push(scoreOf(cmp.winner, e, metric, own, s, 'result/versus-winner'));
      }
      continue;
    }
    // "outperforms LLaVA-1.5-13B on VQAv2 (82.1 vs. 80.0)": after a benchmark, the pair is the winner's score, then the one loser's.
    const on = benchmarks.find((x) => x.end <= at && at - x.end <= 1);
    // Of several losers, the one named right before the benchmark ("outperforms X on MathVista (74.2 vs. 71.9) and surpasses Y …").
    const before = on ? owners.filter((o) => o.start >= s.start && o.end <= on.start && /^\s(?:on|in)\s(?:the\s)?$/.test(doc.text.slice(o.end, on.start))).pop() : undefined;
    // Else the loser the sentence compares with last before the pair ("outperforms GR-1 in average task length (4.12 vs. 3.06)").
    const named = cmp.winner ? owners.filter((o) => o.end <= at && cmp.losers.includes(o.e) && o.e !== cmp.winner).pop() : undefined;
    const oneLoser = cmp.losers.length === 1 ? cmp.losers[0] : before && cmp.losers.includes(before.e) ? before.e : on ? undefined : named?.e;
    const bench = on ? { e: on.e } : oneLoser ? benchmarkOf(doc, benchmarks, at, end, only) : null;
    // "outperforming SOTA … models on the external OpenI dataset (AUC: 0.923 vs. 0.836)": with no named loser, the first of each pair is still the winner's own.
    if (cmp.winner && !cmp.losers.length) {
      const b = on?.e ?? benchmarkOf(doc, benchmarks, at, end, only)?.e;
      if (b) for (const [own] of pairs) out.push(scoreOf(cmp.winner, b, metric, own, s, 'result/versus-own'));
      continue;
    }
    if (!bench || !cmp.winner || !oneLoser || oneLoser === cmp.winner) continue;
    for (const [own, value] of pairs) {
      for (const [owner, v] of [[cmp.winner, own], [oneLoser, value]] as const) {
        out.push({ owner, benchmark: bench.e, metric, value: v, number: Number(v.replace(/[^\d.]/g, '')), unit: v.includes('%') ? '%' : null, sentence: s, rule: on ? 'result/versus-on-benchmark' : 'result/versus-compared' });
      }
    }
  }
}

/** Bare values after a verb of scoring, each on the benchmark after it, in turn or "respectively". */
function valuesOn(r: ScoreReading): void {
  const { doc, s, main, out, benchmarks, owners, respectiveLists, scoring } = r;
  // "scores 81.2 on MMLU, 65.4 on GPQA and 90.1 on GSM8K": bare decimals after a verb of scoring, each on the benchmark right after it.
  if (scoring) {
    // "achieves 48.3 exact match on Natural Questions and 69.5 on TriviaQA": the measure may stand between value and benchmark.
    const withMeasure = [...s.text.matchAll(VALUE_MEASURE_ON)].filter((m) => /^\s(?:on|in)\s(?:the\s)?\p{Lu}/u.test(s.text.slice((m.index ?? 0) + m[0].length)));
    for (const m of [...s.text.matchAll(VALUE_ON), ...withMeasure]) {
      const start = s.start + (m.index ?? 0);
      const end = start + m[0].length;
      const verb = [...doc.text.slice(s.start, start).matchAll(SCORE_VERB_AT)].pop();
      if (!verb || !SCORE_LEAD.test(doc.text.slice(s.start + (verb.index ?? 0) + verb[0].length, start))) continue;
      const b = benchmarks.find((x) => x.start >= end && ON_BENCHMARK.test(doc.text.slice(end, x.start)));
      const owner = b ? ownerOf(doc, s, owners, start, main) : null;
      if (!b || !owner || /^\s(?:gains?|improvements?|points?)\b/.test(doc.text.slice(b.end, b.end + 16))) continue;
      out.push({ owner, benchmark: b.e, metric: metricNear(doc, s, start), value: m[1] ?? '', number: Number((m[1] ?? '').replace(/,/g, '')), unit: null, sentence: s, rule: 'result/value-on' });
    }
  }
  // "achieves 45.2, 38.1 and 52.3 on MMMU, MathVista and MMBench, respectively": bare values listed in the order of the benchmarks after them.
  if (scoring) {
    for (const m of respectiveLists) {
      const start = s.start + (m.index ?? 0);
      const values = splitValues(m[1] ?? '', start);
      const after = start + m[0].length;
      const listed = benchmarks.filter((x) => x.start >= after && !/[;]|\brespectively\b/i.test(doc.text.slice(after, x.start)));
      const distinct = [...new Map(listed.map((x) => [x.e, x])).values()];
      const verb = [...doc.text.slice(s.start, start).matchAll(SCORE_VERB_AT)].pop();
      if (!verb) continue;
      // "GroundLite-S, GroundLite-M and GroundLite-L achieve 35.1, 39.6 and 42.8 AP on LVIS minival, respectively": one
      // benchmark, and as many listed subjects as values, each with its own.
      const subjects = distinct.length === 1 && values.length > 1 ? ownerList(doc, s, owners, start, values.length, main) : null;
      const owner = distinct.length === values.length ? ownerOf(doc, s, owners, start, main) : null;
      if (!owner && !subjects) continue;
      values.forEach((v, i) => {
        const b = subjects ? distinct[0] : distinct[i];
        const o = subjects ? subjects[i] : owner;
        if (b && o) out.push({ owner: o, benchmark: b.e, metric: m[2] ?? metricNear(doc, s, start), value: v.text, number: v.number, unit: null, sentence: s, rule: 'result/values-respectively' });
      });
    }
  }
}

/** "reaching 0.198 and 0.122, respectively", "achieves up to 81.9%, 37.7%, 47.1%, and 55.6% accuracy respectively": a list of values, its measure, then "respectively" with no benchmark after it. */
const VALUES_RESPECTIVELY = /(?<![\w.,%])(\d+(?:\.\d+)?\s?%?(?:(?:,\s(?:and\s)?|,?\sand\s)\d+(?:\.\d+)?\s?%?)+)(?:\s[\p{L}@-]+){0,3}?,?\srespectively\b/gu;

/**
 * "Experiments on … such as Davis and KIBA show that X …, with the MSE metrics reaching 0.198 and 0.122, respectively": values
 * listed after a verb of scoring, with "respectively" and no benchmark after them, are on the benchmarks the sentence named
 * before them, in order, when there are as many.
 */
function valuesRespectivelyBefore(r: ScoreReading): void {
  const { doc, s, main, out, benchmarks, owners, gains, numbers } = r;
  if (!/\brespectively\b/i.test(s.text)) return;
  VALUES_RESPECTIVELY.lastIndex = 0;
  for (let m = VALUES_RESPECTIVELY.exec(s.text); m; m = VALUES_RESPECTIVELY.exec(s.text)) {
    const start = s.start + m.index;
    const end = start + m[0].length;
    const values = splitValues(m[1] ?? '', start);
    const before = [...new Map(benchmarks.filter((b) => b.end <= start && b.start >= s.start).map((b) => [b.e, b])).values()];
    if (values.length < 2 || before.length !== values.length || benchmarks.some((b) => b.start >= end && b.end <= s.end)) continue;
    // Gains listed so ("improving by 3.1 and 2.4 points, respectively") are no scores; a verb of scoring stands before the values.
    if (numbers.some((n) => gains.has(n) && n.start >= start && n.start < end) || !SCORE_VERB.test(doc.text.slice(before[before.length - 1]?.end ?? s.start, start))) continue;
    const owner = ownerOf(doc, s, owners, start, main);
    if (!owner) continue;
    values.forEach((v, i) => {
      const b = before[i];
      if (b) out.push({ owner, benchmark: b.e, metric: metricNear(doc, s, start), value: v.text, number: v.number, unit: /%/.test(v.text) ? '%' : null, sentence: s, rule: 'result/values-respectively-before' });
    });
  }
}

/** "a CLIP score of 0.31", "improves the MAE to 0.058": a measure of a value, and values with their benchmark alone in parentheses. */
function measuresOf(r: ScoreReading): void {
  const { doc, s, main, only, out, benchmarks, owners, numbers, gains } = r;
  // Every measure below ends in "of N" or "to N": a sentence with neither is not scanned (the scans are the costly part).
  const ofValue = OF_VALUE.test(s.text);
  const lexiconScores = ofValue ? [...s.text.matchAll(SCORES_OF)] : [];
  // "achieves a CLIP directional similarity of 0.214": a measure the lexicon does not know, named by a score verb.
  // Where both read a value, the lexicon's metric is kept (one score per value, below).
  const measured = ofValue ? [...s.text.matchAll(MEASURE_OF)] : [];
  const verb = ofValue ? SCORE_VERB.exec(s.text) : null;
  // A further measure counts only in the clause of a score verb ("achieves an FVD of 212 …, and a CLIPSIM of 0.3125 on MSR-VTT").
  const more = !verb ? [] : [...s.text.matchAll(AND_MEASURE_OF)].filter((m) => (m.index ?? 0) > verb.index && !CLAUSE_BREAK.test(s.text.slice(verb.index, m.index)));
  const changed = TO_VALUE_AT.test(s.text) ? [...s.text.matchAll(MEASURE_TO)] : [];
  const described = [...measured, ...more, ...changed.filter((m) => !/\b(?:from|by|up)\b/i.test(m[1] ?? ''))].filter((m) => !MARGIN_WORD.test(m[1] ?? ''));
  // A value the lexicon's measure read is not read again by a measure the lexicon does not know.
  const readAt = new Set<number>();
  for (const m of [...lexiconScores, ...described]) {
    const start = s.start + (m.index ?? 0) + m[0].length - (m[2]?.length ?? 0);
    const values = splitValues(m[2] ?? '', start);
    // "reduces the MAE on ZINC to 0.058": the measure without the benchmark written inside it.
    const metric = /^scores?$/i.test(m[1] ?? '') ? null : (m[1]?.trim().replace(/\s(?:on|in|for)\s.*$/, '') ?? null);
    const named = benchmarks.filter((b) => b.end <= start);
    // "a score of 45.2 by GPT-4": with no owner before it, the name after the value, unless a comparison stands between
    // ("an FID of 17.42 on COCO-30K, lower than SDXL-Turbo": that name is the other side).
    const owner = ownerOf(doc, s, owners, start, main) ?? owners.find((o) => o.start > start && sameSide(doc.text.slice(start, o.start)))?.e ?? null;
    if (!owner) continue;
    values.forEach((v, i) => {
      const single = values.length === 1 ? benchmarkOf(doc, benchmarks, v.start, v.end, only)?.e : undefined;
      const b = single ?? (named.length === values.length || /respectively/.test(s.text) ? named[i]?.e : named.length === 1 ? named[0]?.e : undefined);
      if (!b || readAt.has(v.start)) return;
      readAt.add(v.start);
      out.push({ owner, benchmark: b, metric, value: v.text, number: v.number, unit: null, sentence: s, rule: 'result/scores-of' });
    });
  }
  // "scores of 45.2 (MMLU-Pro), 38.1 (GPQA) and 71.0 (MATH)": each value with its benchmark alone in parentheses after it.
  for (const b of benchmarks) {
    if (doc.text[b.end] !== ')') continue;
    const from = Math.max(s.start, b.start - 20);
    const m = VALUE_THEN_PAREN.exec(doc.text.slice(from, b.start));
    if (!m?.[1]) continue;
    const at = from + m.index;
    // A margin ("by 3.2 (MMLU-Pro) and 1.1 (GPQA)") is no score.
    if (numbers.some((n) => gains.has(n) && n.start <= at && at < n.end) || MARGIN_LIST_BEFORE.test(doc.text.slice(Math.max(s.start, at - 120), at))) continue;
    const owner = ownerOf(doc, s, owners, at, main);
    if (owner) out.push(scoreOf(owner, b.e, metricNear(doc, s, at), m[1].trim(), s, 'result/value-paren-benchmark'));
  }
}

/** Lists of values written for one name, read once every own score of the sentence is known; then a value chained after a score and its benchmark. */
function listedValues(r: ScoreReading): void {
  const { doc, s, only, out, benchmarks, cmp, owners, inOrderFor } = r;
  // The lists of values written for one name, read once every own score of the sentence is known.
  for (const l of inOrderFor) {
    const own = ownBenchmarks(out, s, l.winner, inOrderFor.map((x) => x.owner), l.listAt - s.start);
    const inOrder = own.length === l.values.length;
    // Else only the value right before the name is its, on the benchmark its place gives (as for one value).
    const b = inOrder ? null : benchmarkOf(doc, benchmarks, l.at, l.at, only);
    l.values.forEach((x, i) => {
      const e = inOrder ? own[i] : i === l.values.length - 1 ? b?.e : undefined;
      if (e) out.push(scoreOf(l.owner, e, metricNear(doc, s, l.at), x.text, s, inOrder ? 'result/compared-scores-in-order' : 'result/compared-score'));
    });
  }
  // "a final score of 0.78 on GenEval and 85.19 on DPG-Bench": a value listed right after a score and its benchmark is the same name's score on the next one.
  for (let i = 0; i + 1 < benchmarks.length; i++) {
    const [b1, b2] = [benchmarks[i], benchmarks[i + 1]];
    if (!b1 || !b2) continue;
    const value = VALUE_ON_BEFORE.exec(doc.text.slice(Math.max(s.start, b1.start - 60), b1.start))?.[1];
    const next = CHAINED_VALUE.exec(doc.text.slice(b1.end, b2.start))?.[1];
    const prior = value ? out.find((r) => r.sentence === s && r.benchmark === b1.e && r.value === value) : undefined;
    if (!prior || !next || out.some((r) => r.sentence === s && r.benchmark === b2.e)) continue;
    out.push(scoreOf(prior.owner, b2.e, prior.metric, next, s, 'result/chained-value-on'));
  }
  // "scores of 24.6 with 50 steps and 22.7 with 15 steps": a value chained after a score, each under its own condition,
  // is the same name's score on the same benchmark (the loop reads the chain's later links as they are added). The
  // sentence's scores are the end of `out` (sentences are read in order): only they are read, not every earlier one.
  let first = out.length;
  while (first > 0 && out[first - 1]?.sentence === s) first--;
  for (let i = first; i < out.length; i++) {
    const prior = out[i];
    if (!prior) continue;
    const at = s.text.indexOf(prior.value);
    const m = at < 0 ? null : CHAINED_CONDITION.exec(s.text.slice(at + prior.value.length, at + prior.value.length + 90));
    const next = m?.[1]?.trim();
    if (next && !out.some((o) => o.sentence === s && o.value === next)) out.push(scoreOf(prior.owner, prior.benchmark, prior.metric, next, s, 'result/chained-condition'));
  }
  // "scores of 24.6 with 50 steps and 22.7 with 15 steps on OSWorld, outperforming Claude (22.0 and 14.9)": a loser's list
  // of values in parentheses, as long as the winner's own scores on the sentence's one benchmark, is the loser's, in order.
  for (const l of cmp?.losers ?? []) {
    const at = owners.find((o) => o.e === l)?.end ?? -1;
    const values = at >= 0 ? (PAREN_VALUES.exec(doc.text.slice(at, at + 60))?.[1]?.split(VALUE_SEPARATOR) ?? []) : [];
    // (Rules may have read one value twice: the end of findResults keeps one of each.)
    const own = values.length > 1 ? [...new Map(out.filter((o) => o.sentence === s && o.owner === cmp?.winner).map((o) => [o.value, o])).values()] : [];
    const b = own[0]?.benchmark;
    if (!b || own.length !== values.length || own.some((o) => o.benchmark !== b) || out.some((o) => o.sentence === s && o.owner === l)) continue;
    values.forEach((value, i) => {
      out.push(scoreOf(l, b, own[i]?.metric ?? null, value, s, 'result/baseline-values-in-parentheses'));
    });
  }
}


/** Adds a score a list's order places, in place of any benchmark an earlier rule guessed for the same value by position. */
function placeInOrder(out: Score[], score: Score): void {
  for (let j = out.length - 1; j >= 0; j--) {
    const o = out[j];
    if (o?.sentence === score.sentence && o.owner === score.owner && o.value === score.value) out.splice(j, 1);
  }
  out.push(score);
}

/** "58.9%/91.2%", "53.1 / 54.3": values joined by slashes. */
const SLASH_VALUES = /(?<![\w./])\d+(?:\.\d+)?\s?\\?%?(?:\s?\/\s?\d+(?:\.\d+)?\s?\\?%?)+(?![\w./])/g;
/** " on ", " AP on the ": what joins a list of values to the benchmarks it is on. */
const SLASH_ON = /^\s(?:[\w@-]+\s){0,2}?(?:on|in)\s(?:the\s)?$/;

/**
 * "58.9%/91.2% on MATH/GSM8K": values joined by slashes, on as many benchmarks joined by slashes, pair in order (a
 * benchmark an earlier rule guessed for one of them by position gives way).
 */
function slashLists(r: ScoreReading): void {
  const { doc, s, main, out, benchmarks, owners } = r;
  if (!s.text.includes('/')) return;
  for (const m of s.text.matchAll(SLASH_VALUES)) {
    const start = s.start + (m.index ?? 0);
    const end = start + m[0].length;
    const values = m[0].split(/\s?\/\s?/);
    const first = benchmarks.findIndex((b) => b.start >= end);
    const list = first < 0 ? [] : benchmarks.slice(first, first + values.length);
    if (list.length !== values.length || !SLASH_ON.test(doc.text.slice(end, list[0]?.start ?? end)) || list.some((b, i) => i > 0 && !/^\s?\/\s?$/.test(doc.text.slice(list[i - 1]?.end ?? 0, b.start)))) continue;
    const owner = ownerOf(doc, s, owners, start, main);
    if (!owner) continue;
    values.forEach((value, i) => {
      const b = list[i];
      if (b) placeInOrder(out, scoreOf(owner, b.e, metricNear(doc, s, end), value, s, 'result/slash-list'));
    });
  }
}

/**
 * " with 50 steps and 22.7 with", " without Test-Time Augmentation (TTA) and 74.5 with": a condition (an acronym's
 * definition may stand in it), then the next value under a condition of its own.
 */
const CHAINED_CONDITION = /^\s?(?:[\w@-]+\s){0,2}?(?:with|without|under|using|at)\s(?:[^,;.()]|\([\p{Lu}\d-]{2,10}\)){1,60}?(?:,\s(?:and\s)?|,?\sand\s)(\d+(?:\.\d+)?\s?\\?%?)\s(?:[\w@-]+\s)?(?:with|without|under|using|at)\s/u;

/** "0.78 on ", "81.2% in the ": a value, then the benchmark it is on. */
const VALUE_ON_BEFORE = /(?<![\w.,+-])(\d+(?:\.\d+)?\s?\\?%?)\s(?:on|in)\s(?:the\s)?$/;
/** " and 85.19 on ", ", 41.2% on the ": the next item of a list of values, each on its benchmark. */
const CHAINED_VALUE = /^(?:,\s(?:and\s)?|,?\sand\s)(\d+(?:\.\d+)?\s?\\?%?)\s(?:on|in)\s(?:the\s)?$/;

/** "57.6% and 73.9% for ", "12.4, 17.9 and 20.1 for the ": a list of values, then the one name they are written for. */
const VALUES_FOR = /(\d+(?:\.\d+)?\s?\\?%?(?:(?:,\s(?:and\s)?|,?\sand\s)\d+(?:\.\d+)?\s?\\?%?)+)\s+for\s+(?:the\s+)?(?:[\p{Ll}-]+\s+){0,3}$/u;

/**
 * The distinct benchmarks of the subject's scores found so far in sentence `s`, in the order their values are written
 * before `before`; the subject is `owner`, or else the one name that scores there, none of `others`.
 */
function ownBenchmarks(found: Score[], s: Sentence, owner: Entity | null, others: Entity[], before: number): Entity[] {
  const scored = found.filter((r) => r.sentence === s && !others.includes(r.owner) && (owner ? r.owner === owner : true));
  if (new Set(scored.map((r) => r.owner)).size !== 1) return [];
  const placed = scored.map((r) => ({ e: r.benchmark, at: s.text.indexOf(r.value) })).filter((r) => r.at >= 0 && r.at < before);
  placed.sort((a, b) => a.at - b.at);
  return [...new Set(placed.map((r) => r.e))];
}

/**
 * "far below human experts at 82.0%", "far below human experts (89.6%)", "while humans achieve 89.6%", "random chance of
 * 25%": what people or chance score, no system's result.
 */
const HUMAN_BEFORE = /\b(?:humans?|human[\s-]+(?:experts?|annotators?|performance|level(?:\s+performance)?|raters?|baseline|participants?|players?|evaluators?|subjects?)|(?:domain\s+)?experts|annotators|crowd-?workers|random\s+(?:chance|guessing|baseline)|chance(?:\s+level)?)(?:\s+(?:at|of|with|reach(?:es|ing)?|achiev(?:e|es|ing)|scor(?:e|es|ing)|succeed(?:s|ing)?|solv(?:e|es|ing)|attain(?:s|ing)?|obtain(?:s|ing)?|is|are)\s+(?:an?\s+|only\s+)?|\s?\()$/i;

/**
 * "surpassing the previous state of the art (81.0%)", "over the strongest baseline (81.0%)": a value in parentheses after
 * an unnamed system a win is over is that system's, no score of the paper's.
 */
const UNNAMED_RIVAL_BEFORE = new RegExp(String.raw`\b(?:${WIN_VERB}|over|than|compared\s+(?:to|with)|versus|vs\.?)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:state[- ]of[- ]the[- ]art|SOTA|baselines?|methods?|models?|work|approach(?:es)?|systems?|best)\s?\($`, 'i');

/** "at 50% unstructured sparsity", "with a 20% cache budget": a value that sets the condition a score is taken under; "a 2% drop in accuracy": a change. */
const CONDITION_AFTER = /^\s(?:(?:un)?structured\s|weight\s|KV\s|cache\s|token\s|label\s)?(?:sparsity|compression|pruning|budget|density|keep\s+ratio|mask(?:ing)?\s+ratio|label\s+noise|noise\s+rate|corruption)\b|^\s(?:relative\s|absolute\s)?(?:[\w-]+\s)?(?:drop|decrease|decline|degradation)s?\b/i;

/** "preferred … over LIVE in 73% of cases": in a sentence about preference, a share of the cases or comparisons is a preference rate. */
const PREFERRED = /\bprefer(?:s|red|ence)?\b/i;
const OF_CASES = /^\s(?:of\s+(?:the\s+)?(?:cases|(?:pairwise\s+|head-to-head\s+)?comparisons|judgments|votes|prompts|samples))\b/i;

/**
 * Whether every place a value is written in a sentence is no system's score: a score of people or of chance, a
 * condition the scores are taken under, or a preference rate.
 */
function notScore(text: string, value: string): boolean {
  let seen = false;
  const preference = PREFERRED.test(text);
  for (let i = text.indexOf(value); i >= 0; i = text.indexOf(value, i + 1)) {
    const after = text.slice(i + value.length, i + value.length + 30);
    const before = text.slice(Math.max(0, i - 60), i);
    if (!HUMAN_BEFORE.test(before) && !UNNAMED_RIVAL_BEFORE.test(before) && !CONDITION_AFTER.test(after) && !(preference && OF_CASES.test(after))) return false;
    seen = true;
  }
  return seen;
}

function splitValues(text: string, offset: number): { text: string; start: number; end: number; number: number | null }[] {
  SINGLE.lastIndex = 0;
  return [...text.matchAll(SINGLE)].map((m) => ({
    text: m[0],
    start: offset + (m.index ?? 0),
    end: offset + (m.index ?? 0) + m[0].length,
    number: Number((m[0].match(/[+-]?\d+(?:,\d{3})*(?:\.\d+)?/)?.[0] ?? '').replace(/,/g, '')),
  }));
}

/** A value, then a passive verb of scoring with no "by" agent after it: " is achieved on PEMS08", "% was obtained". */
const PASSIVE_SCORE = /^[\d.,]*\s?\\?%?\s(?:[\w@-]+\s){0,2}?(?:is|are|was|were|can\s+be|has\s+been)\s(?:\w+ly\s)?(?:achieved|obtained|attained|reached|reported|recorded)\b(?!\s+by\b)/i;

/** "; attains 5.83 on …", "; and reaches 45.1% on …": a clause opened by a verb of scoring, whose subject is the one before the semicolon. */
const SUBJECTLESS_SCORE = new RegExp(String.raw`^\s*(?:and\s+)?(?:(?:also|further)\s+)?(?:${SCORE_VERBS}|sets|records|delivers|yields|establishes)\b`);

/** The subject a value belongs to: the nearest method or model before it in its clause, or "it"/"our method". */
/** ", trained on ", ", fine-tuned on the ": an appositive of a subject that names the data it was trained on. */
const TRAINED_APPOSITIVE = /,\s(?:[\w-]+\s){0,2}?(?:(?:pre-?|post-?)?trained|fine-?tuned|distilled)\s(?:on|from|with)\s(?:the\s)?$/i;

/** "(compared to ", "(vs. ": a comparison opened in parentheses. */
const PAREN_COMPARISON = /^\(\s*(?:compared\s+(?:to|with)|vs\.?|versus|against)\s[^()]*$/i;
/** "(compared to 58.5% for GPT-3.5)": such a comparison, closed. */
const CLOSED_PAREN_COMPARISON = /\(\s*(?:compared\s+(?:to|with)|vs\.?|versus|against)\s[^()]*\)/gi;

/** ", an unbiased model enriched with dataset-specific ": an appositive opened right after a name, still open. */
const APPOSITIVE_OPEN = /^,\s(?:a|an|the|our)\s[^,;()]*$/i;

function ownerOf(doc: Doc, s: Sentence, owners: Located[], at: number, main: Entity | null): Entity | null {
  // "wherein an MAE of 13.21 is achieved on PEMS08": a score stated in the passive with no agent is the paper's own.
  if (main && PASSIVE_SCORE.test(doc.text.slice(at, Math.min(s.end, at + 60)))) return main;
  // A value after a semicolon belongs to that clause's subject ("…; the strongest such baseline reaches 46.66%"); a
  // sentence's own words open after its connective ("Moreover, converting a pretrained GPT-2 …").
  // "…: 47.6% on GAIA … for Pass@1; 65.0% on GAIA … for Pass@5": a clause of values alone after the semicolon goes on with the subject before it.
  const semicolon = doc.text.lastIndexOf(';', at - 1);
  // "… achieves 0.86 on GenEval; attains 5.83 on GEditBench-EN": so does a clause whose verb has no subject of its own.
  const valuesOnly = semicolon >= s.start && (/^\s*\$?[\d.]+\s?\\?%/.test(doc.text.slice(semicolon + 1, semicolon + 12)) || SUBJECTLESS_SCORE.test(doc.text.slice(semicolon + 1, semicolon + 40)));
  const clause = semicolon >= s.start && !valuesOnly ? semicolon + 1 : opening(s).start;
  // "…; for LLaMA-2-70B, it raises GSM8K accuracy to 83.5%": such a clause may open with a setting of its own.
  const clauseFront = clause > s.start ? CLAUSE_SETTING.exec(doc.text.slice(clause, at)) : null;
  const setting = clauseFront ? clause + clauseFront[0].length : frontedEnd(s);
  const data = main ? null : trainingData(doc, clause, at);
  if (data) return data;
  const inClause = owners.filter((o) => o.end <= at && o.start >= clause && (o.e.roles.has('method') || ((o.start >= setting || setting > at) && !isBackbone(doc, s, o.start))));
  // "our WebResummer-30B (a ReSum-GRPO-trained version of WebSailor-30B) achieves 33.3%": a name inside an aside in
  // parentheses, closed before the value, right after another name, says what that name is; it is not the subject.
  const aside = (o: Located): boolean => {
    const open = doc.text.lastIndexOf('(', o.start);
    const close = doc.text.indexOf(')', o.end);
    return open >= clause && close >= 0 && close < at && !doc.text.slice(open, o.start).includes(')') && inClause.some((p) => p.end <= open && /^\s?$/.test(doc.text.slice(p.end, open)));
  };
  // "our TinyCLIP ViT-8M/16, trained on YFCC-15M, achieves 41.1%": the data an appositive trains on is not the subject.
  const trainedOn = (o: Located): boolean => TRAINED_APPOSITIVE.test(doc.text.slice(Math.max(clause, o.start - 40), o.start)) && /^\s?,/.test(doc.text.slice(o.end, o.end + 2));
  // "KConette, an unbiased model enriched with dataset-specific Task Embeddings, achieved …": a name inside an appositive of
  // the subject, closed by a comma before the value, describes the subject; it is not the subject.
  const inAppositive = (o: Located): boolean => inClause.some((p) => p.end < o.start && APPOSITIVE_OPEN.test(doc.text.slice(p.end, o.start))) && doc.text.slice(o.end, at).includes(',');
  // "64.3% on USMLE (compared to 58.5% for GPT-3.5), 77.9% on PubMedQA": a name inside a comparison in parentheses, closed
  // before the value, is the other side of that comparison only.
  const comparedAside = (o: Located): boolean => {
    const open = doc.text.lastIndexOf('(', o.start);
    const close = doc.text.indexOf(')', o.end);
    return open >= clause && close >= 0 && close < at && PAREN_COMPARISON.test(doc.text.slice(open, o.start));
  };
  const before = inClause.filter((o) => !aside(o) && !trainedOn(o) && !inAppositive(o) && !comparedAside(o));
  // "comparable to Mistral-7B (63%)": a score in parentheses right after a name is that name's.
  const adjacent = before[before.length - 1];
  // "surpassing CLIP's 68.3%": so is one the name owns in the possessive.
  if (adjacent && POSSESSIVE_SCORE.test(doc.text.slice(adjacent.end, at))) return adjacent.e;
  // So is each of a list of scores there ("outperforming GRPO (22.0% and 14.9%, respectively)").
  if (adjacent && PAREN_LIST_SO_FAR.test(doc.text.slice(adjacent.end, at)) && !/^[^()]*\b(?:vs|versus)\b/i.test(doc.text.slice(at, s.end))) return adjacent.e;
  // "…, outperforming GPT-4o, which scored 71.0": a relative clause of scoring speaks of the name it follows.
  if (adjacent && RELATIVE_SCORE.test(doc.text.slice(adjacent.end, at))) return adjacent.e;
  let nearest = [...before].reverse().find((o) => o.e.roles.has('method')) ?? before[before.length - 1];
  // "PlanAct solves 91% …, whereas ReAct solves 71%": a name after the other side's cue owns the values of its clause.
  const lastNamed = before[before.length - 1];
  if (nearest && lastNamed && lastNamed !== nearest && lastNamed.start > nearest.end && OTHER_SIDE.test(doc.text.slice(nearest.end, lastNamed.start)) && OWN_VERB_THEN_VALUE.test(doc.text.slice(lastNamed.end, at))) return lastNamed.e;
  // "It surpasses Self-RAG and IRCoT on MuSiQue, achieving 31.8 F1": a participle after the object speaks of the subject.
  if (nearest && !nearest.e.roles.has('method') && SCORE_PARTICIPLE.test(doc.text.slice(nearest.end, at))) {
    const first = before.find((o) => o.end <= nearest!.start && !OTHER_SIDE.test(doc.text.slice(o.end, nearest!.start)) && WIN_OR_GAIN.test(doc.text.slice(o.end, nearest!.start)));
    const subject = doc.text.slice(clause, nearest.start);
    if (first) return first.e;
    if (main && SELF.test(subject) && WIN_OR_GAIN.test(subject)) return main;
    nearest = undefined;
  }
  const from = nearest ? nearest.end : clause;
  // A comparison closed in parentheses before the value sides with nobody after it.
  const between = doc.text.slice(from, at).replace(CLOSED_PAREN_COMPARISON, (m) => ' '.repeat(m.length));
  if (OTHER_SIDE.test(between) || UNNAMED_SUBJECT.test(between)) return null;
  // "Converting a pretrained GPT-2 into a linear attention variant achieves …": the model is what the paper's recipe starts from.
  // "FooRL-trained Qwen3-4B achieves …", "the distilled Phi-3-mini reaches …": so is a model named as its product.
  // "the Swin-T model achieves 26.8 AP": so is the paper's model on a backbone it names as one elsewhere.
  if (nearest && main && !nearest.e.roles.has('method') && nearest.e.roles.has('model') && (REMADE.test(doc.text.slice(clause, nearest.start)) || TREATED_MODEL.test(doc.text.slice(Math.max(clause, nearest.start - 40), nearest.start)) || backboneVariant(doc, s, nearest))) return main;
  // "Our 14B model, fine-tuned from DeepSeek-R1-Distill-Qwen-14B, scores 91.2": the model an appositive of the paper's subject starts from is not the subject.
  if (nearest && main && !nearest.e.roles.has('method') && SELF.test(doc.text.slice(clause, nearest.start)) && SUBJECT_FROM.test(doc.text.slice(clause, nearest.start))) return main;
  // "when compressing Llama 2 models to 2 bits, our algorithm quantizes the 7B model to 6.93 perplexity": the paper's
  // method as the subject after the clause that names a model scores, not the model (nobody, if the method has no name).
  if (nearest && !nearest.e.roles.has('method') && OWN_SUBJECT_AFTER.test(doc.text.slice(nearest.end, at))) return main;
  if (nearest) return nearest.e;
  // "With a task success rate of 53.7% on SPA-Bench and 47.4% on AndroidWorld, GUI-explorer shows …": a fronted phrase of
  // scores is the subject's after it.
  const front = frontedEnd(s);
  const after = at < front && FRONTED_SCORES.test(doc.text.slice(s.start, front)) ? owners.find((o) => o.start >= front && /^[\s,]*$/.test(doc.text.slice(front, o.start))) : undefined;
  if (after?.e.roles.has('method')) return after.e;
  const subject = doc.text.slice(clause, at);
  return main && (SELF.test(subject) || WE_ACHIEVE.test(subject) || OWN_POSSESSIVE.test(subject) || STAND_IN.test(subject)) ? main : null;
}

/** "'s ", "'s best ": a possessive right before a value ("CLIP's 68.3%"). */
const POSSESSIVE_SCORE = /^['’]s\s(?:(?:own|best|reported)\s)?$/;

/** "With a task success rate of 53.7% …", "Achieving an accuracy of 81.2% …": a fronted phrase that states scores before its subject (not "With 50% cached blocks"). */
const FRONTED_SCORES = /^(?:(?:Notably|Specifically|Overall|Empirically),\s)?(?:With|Achieving|Reaching|Scoring)\s(?:an?\s|the\s)?(?:[\w@-]+\s){0,3}?(?:accurac(?:y|ies)|scores?|rates?|pass@\d+)\s(?:of\s)?\d/i;

/** ", our algorithm quantizes the 7B model to ", ", and on ogbn-arxiv it attains ": the paper's method opening a clause (after its setting), its verb, then no other clause. */
const OWN_SUBJECT_AFTER = /,\s(?:(?:and|but|while)\s)?(?:(?:on|in|for|with)\s[^,;]{1,40}?\s)?(?:it|our\s(?:[\w-]+\s){0,2}?(?:method|approach|framework|model|algorithm|system|pipeline|technique|agent|policy))\s(?:\w+ly\s)?\w+(?:s|ed)\b[^,;]*$/i;

/** " over ", " relative to the ": what joins a change to the system it started from ("from 7.1 to 7.6 over DPO"). */
const PAIR_OVER = /^\s+(?:over|relative\s+to|compared\s+(?:to|with)|versus|vs\.?)\s+(?:the\s+)?$/i;

/** " for LLaMA-2-70B, ", " with GPT-4o as the judge, ": the setting a clause after a semicolon opens with. */
const CLAUSE_SETTING = /^\s*(?:for|with|using|on|in|under)\s[^,;:]{1,60},\s/i;

/** " (", " (22.0% and ", " (63% / ": an opening parenthesis right after a name, then only values before the next. */
const PAREN_LIST_SO_FAR = /^\s?\((?:\d+(?:\.\d+)?\s?\\?%?(?:,\s(?:and\s)?|\sand\s|\s?[/&]\s?))*$/;

/** ", which scored ", " that only reaches an accuracy of ": a relative clause of scoring, then its values. */
const RELATIVE_SCORE = /^,?\s(?:which|that|who)\s(?:only\s|also\s|still\s)?(?:scor|achiev|reach|obtain|attain|gets|got|records?|recorded|solv)\w*\s[^\d;,]{0,30}?(?:\d+(?:\.\d+)?\\?%?(?:,\s(?:and\s)?|\sand\s))*$/i;

/** " solves ", " only reaches ", " solves 71% and ": a name's own verb of scoring, then its values. */
const OWN_VERB_THEN_VALUE = /^\s(?:only\s)?(?:solves|achieves|reaches|scores|obtains|gets|attains|resolves)\s[^\d]{0,30}?(?:\d+(?:\.\d+)?\\?%?(?:,\s(?:and\s)?|\sand\s))*$/;

/** A score written as `value` ("45.2", "71.3%"): its number is the digits, its unit a percent sign if any. */
function scoreOf(owner: Entity, benchmark: Entity, metric: string | null, value: string, s: Sentence, rule: string): Score {
  return { owner, benchmark, metric, value, number: Number(value.replace(/[^\d.]/g, '')), unit: value.includes('%') ? '%' : null, sentence: s, rule };
}

/** "stay below 20%", "more than 90%": a bound, not a score. */
const BOUND_BEFORE = /\b(?:below|under|above|over|within|less than|more than|fewer than|at most|at least|exceeds?|exceeding|(?:the\s)?(?:top|bottom))\s$/i;

/** "…, where the best reaches only 31%", "all models score below 20%": a value whose subject no name gives. */
const UNNAMED_SUBJECT = /\b(?:where|while|and|but)\s+(?:the\s+(?:best|strongest|top|leading)(?:\s+[\w-]+)?|all\s+(?:models|methods|systems|agents)|most\s+(?:models|methods|systems|agents)|none\s+of\s+them)\s+(?:\w+\s+){0,2}?(?:reach|achiev|scor|obtain|attain|get)\w*\b/i;

/** A verb of winning between a subject and its object. */
const WIN_OR_GAIN = new RegExp(String.raw`\b(?:${WIN_VERB}|improv\w*)\b`, 'i');

/** Whether the text between a value and a name after it keeps them in one clause, on one side of any comparison. */
function sameSide(between: string): boolean {
  return !CLAUSE_BREAK.test(between) && !OTHER_SIDE.test(between) && !WIN_OR_GAIN.test(between);
}

/** A subject that raises its own score ("OWL-ST improves AP on LVIS from 31.2% to 44.6%"). */
const RAISES = /\b(?:improv|boost|increas|rais|lift|push|advanc|enhanc|reduc|lower|decreas|cut)\w*\b/i;

/**
 * "On ALFWorld, its success rate reaches 85.1%", "Our success rate on ALFWorld reaches 85.1%": a measure the clause's
 * subject owns by "its" or "our", with no name before the value, is the paper's method's (as a sentence-initial "Its" is).
 */
const OWN_POSSESSIVE = /(?:^|,\s)(?:its|our)\s/i;

/** "we achieved a SOTA MMLU score of 74.8": the paper reports its own method's score. */
const WE_ACHIEVE = /\bwe\s+(?:\w+\s+)?(?:achiev|obtain|attain|reach|report|get|set)\w*\b/i;

/** "Converting a pretrained GPT-2 into …", "Fine-tuning Llama-2 on our data …": a subject that remakes a model with the paper's recipe. */
const REMADE = /^\s*(?:training|fine-?tuning|post-training|pre-?training|continually pre-?training|converting|distill?ing|adapting|linearizing|applying (?:it|our \w+|this \w+) to)\s+(?:a\s+|an\s+|the\s+)?(?:pre-?trained\s+|base\s+|off-the-shelf\s+)?$/i;

/** "(63% & 66%)", "(45.2 and 50.1)": a parenthesis holding only a list of scores. */
const VALUE_GROUP = /\((\s*\d+(?:\.\d+)?\s?\\?%?(?:\s*(?:,|&|\/|and|,\s*and)\s*\d+(?:\.\d+)?\s?\\?%?)+)(?:,?\s*respectively)?\s*\)/g;

/**
 * "comparable to Mistral-7B and Llama 3 8B on MMLU (63% & 66%)": a parenthesized
 * list of scores after a list of as many named systems gives each its own score.
 * Maps each score's offset to its owner.
 */
function groupOwners(doc: Doc, s: Sentence, owners: Located[], main: Entity | null): Map<number, Entity> {
  const out = new Map<number, Entity>();
  for (const m of s.text.matchAll(VALUE_GROUP)) {
    const at = s.start + (m.index ?? 0) + 1;
    const values = [...(m[1] ?? '').matchAll(/\d+(?:\.\d+)?/g)].map((v) => at + (v.index ?? 0));
    const list = ownerList(doc, s, owners, at - 1, values.length, main);
    values.forEach((v, i) => {
      const e = list?.[i];
      if (e) out.set(v, e);
    });
  }
  return out;
}

/** Between a listed subject and its one value: an optional dash, its verb of scoring, and no other number. */
const SUBJECT_THEN_VALUE = /^\s*(?:[-–—]+\s*)?(?:\w+\s+){0,2}?(?:achiev|reach|scor|obtain|attain|get)\w*\b[^\d;]{0,60}$/i;

/**
 * The names coordinated with `owner` as the subject of the one value at `at` ("A, B, and C -- achieved comparable
 * average scores of 75%"), each then owning it; just `owner` when it stands alone or is not such a subject.
 */
function sharedSubject(doc: Doc, owners: Located[], owner: Entity, at: number): Entity[] {
  const before = owners.filter((o) => o.end <= at);
  const last = before[before.length - 1];
  if (!last || last.e !== owner || !SUBJECT_THEN_VALUE.test(doc.text.slice(last.end, at))) return [owner];
  const list = coordinatedEndingWith(doc, before);
  // A coordination ends in "and" ("A, B, and C"); "Starting from Qwen2.5-Math-7B, StepGRPO" is a setting and a subject.
  const lastGap = list.length > 1 ? doc.text.slice(list[list.length - 2]?.end ?? 0, last.start) : '';
  return /\b(?:and)\b|&/.test(lastGap) ? [...new Set(list.map((o) => o.e))] : [owner];
}

/** The names coordinated by list punctuation ("A, B, and C") that end with the last of `before`, in order. */
function coordinatedEndingWith(doc: Doc, before: Located[]): Located[] {
  const last = before[before.length - 1];
  if (!last) return [];
  const list: Located[] = [last];
  for (let i = before.length - 2; i >= 0; i--) {
    const o = before[i];
    const head = list[0];
    if (!o || !head || !LIST_GAP.test(doc.text.slice(o.end, head.start))) break;
    list.unshift(o);
  }
  return list;
}

/** A bare size coordinated after a sized name ("Rho-1-1B and 7B"): the family's other size. */
const BARE_SIZE = /^(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)(\d+(?:\.\d+)?[BMK])\b/;
const LIST_GAP = /^(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)(?:the\s+)?$/;

/** ", and our method", " and ours": the paper's own method as the last member of a list of named systems. */
const SELF_LAST = /^(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)(?:ours\b|(?:our|the\s+proposed)\s+(?:[\w-]+\s+)?(?:method|approach|model|framework|system|agent|algorithm|pipeline|variant)s?\b)/i;

/**
 * The coordinated names closest before `at` in its clause ("Mistral-7B-v0.3 and
 * Llama 3 8B", "Rho-1-1B and 7B"), when there are exactly `k` of them; else null.
 * A bare size stands for the first name's family when the abstract names it, else for no one (null); "and our method"
 * after the names stands for the paper's own method (`main`).
 */
function ownerList(doc: Doc, s: Sentence, owners: Located[], at: number, k: number, main: Entity | null): (Entity | null)[] | null {
  const clause = Math.max(s.start, doc.text.lastIndexOf(';', at - 1) + 1);
  const before = owners.filter((o) => o.end <= at && o.start >= clause);
  const last = before[before.length - 1];
  if (!last) return null;
  const list = coordinatedEndingWith(doc, before);
  const names: (Entity | null)[] = list.map((o) => o.e);
  const tail = doc.text.slice(last.end, at);
  if (list.length === 1 && BARE_SIZE.test(tail)) {
    const family = last.e.name.replace(/[-\s]\d+(?:\.\d+)?[BMK]$/, '');
    const other = family !== last.e.name ? [...doc.entities.values()].find((e) => e.name === family && isOwner(e)) : undefined;
    names.push(other ?? null);
  }
  // "the recall scores for RoReg, RoITr, and our method are 64.3%, 73.6%, and 76.5%": the paper's own method closes the list.
  if (main && names.length === k - 1 && SELF_LAST.test(tail)) names.push(main);
  return names.length === k && new Set(names).size === k ? names : null;
}
