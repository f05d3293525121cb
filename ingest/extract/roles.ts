/** Benchmarks and models: which named things the paper evaluates on or uses. */
import { addSpan, assign, ensure, firstSpanFrom, isTrainingUse, LIST_JOIN, spanLists, spansBetween, tokenIndexAt, type Doc, type Entity } from './doc.ts';
import { BENCHMARK_KEYS, BENCHMARK_SHAPE, EXAMPLES_CUE, GENERIC, LEXICON_KEYS, METRIC_KEYS, RIVAL_TRAINED_BEFORE, SET_NOUNS, SYSTEM_CLASS_NOUNS, WIN_VERB } from './lexicon.ts';
import { guarded } from './regex-guard.ts';
import { norm } from './memo.ts';
import type { Span } from './mentions.ts';
import { METHOD_NOUN } from './introductions.ts';
import { isCapitalized, isCoined } from './tokens.ts';
import { SCORE_VERBS } from './numbers.ts';
import { openingUpTo } from './sentences.ts';
import { ofKnownFamily } from '../names.ts';

/** Nouns that, right after a name, make it a benchmark ("the WildJailbreak benchmark", "the OPeRA dataset"). */
const BENCHMARK_HEAD = /^\s(?:benchmarks?|datasets?|data\s?sets?|(?:test|evaluation|validation|dev)\s?sets?|suites?|testbeds?|environments?|simulators?|corpus|leaderboards?|games?|challenge|archive)\b/i;
/** A long form in lower case but for its first letter, which a sentence may have capitalized: "information retrieval", "Information retrieval". */
const LOWER_LONG_FORM = /^(?:\p{Ll}[\p{L}\d'-]*|\p{Lu}[\p{Ll}\d'-]*(?=\s))(?:\s\p{Ll}[\p{L}\d'-]*)*$/u;
/** Evaluation cues: a sentence that says where results come from. */
const EVAL_CUE = new RegExp(String.raw`\b(?:evaluat\w*|validat\w*|experiment\w*|benchmarks?|results?|achiev\w*|${WIN_VERB}|improv\w*|gains?|better|higher|perform(?:s|ed|ance)|reach\w*|attain\w*|test(?:ed|s|ing)?|environments?|tasks?|success|accuracy|scores?|speedups?|faster|obtain\w*|yield\w*|solv\w*|resolv\w*|fix(?:es|ed)?|reduc\w*|lower(?:s|ed|ing)|state[- ]of[- ]the[- ]art|SOTA|vs|versus|correct(?:ly)?|wins?|winning|preferred|compared)\b`, 'i');
/** " by 6.5 points", " by 3.1 BLEU": the margin a compared name may carry before its own setting. */
export const NAME_MARGIN = String.raw`(?:\s+by\s+[+-]?\d[\d.]*\s?(?:%|x|×|points?|pp|[A-Za-z][\w@-]{0,10})?)?`;
/** " on Chart-to-text", " by 3.1 BLEU on X": a name followed by a setting of its own (a benchmark is not "on" another). */
export const ON_ANOTHER = new RegExp(String.raw`^${NAME_MARGIN}\s+on\s+(?:the\s+)?\p{Lu}`, 'u');
/** "based on the OpenLM framework", "in the CMU campus", "on the Pareto frontier", "experiments on MoE training": a noun after the name that makes it no evaluation setting. */
const NOT_SETTING_HEAD = /^\s(?:framework|library|toolkit|codebase|repository|repositories|architecture|model|backbone|method|algorithm|campus|platform|API|engine|frontier|front|(?:pre-?)?training|fine-?tuning|inference|routing|decoding|serving|language|dialect)s?\b/;
/** "outperforms ", "surpasses the ", "beating both ": a strict win verb right before its object. */
const WIN_OBJECT_BEFORE = new RegExp(String.raw`\b${WIN_VERB}\s+(?:the\s+|both\s+)?$`, 'i');

/** What follows a task's acronym used as a modifier ("VQA tasks", "VQA-based", "the VQA community"). */
const TASK_MODIFIER = /^(?:-based\b|\s(?:tasks?|community|models?|systems?|pipelines?|settings?|problems?)\b|\s[A-Z]{2,5}s?\b(?![-\d]))/;
/**
 * Words a setting's name may carry between the article and the name ("on the more challenging DomainNet-126", "on the
 * out-of-domain GPQA", "on the popular BEIR"): 21 of 23 such names in the readable gold are benchmarks, the other two
 * benchmarks written short.
 */
const SETTING_ADJECTIVE = String.raw`(?:(?:more|most)\s+)?(?:challenging|popular|standard|widely[- ]used|public|diverse|real-world|simulated|hard(?:er|est)?|difficult|large(?:r|st)?|recent|newly[- ]released|out-of-domain|out-of-distribution|held-out|unseen|well-known|competitive|realistic)`;

/** A dash that opens or closes a list ("three remote sensing benchmarks—LoveDA, iSAID, and WHU-CD—outperforming …"). */
const LIST_DASH = String.raw`\s?[—–]`;

/** Prepositions that open a list of evaluation settings ("on ALFWorld, WebShop, and Search-QA"), and a plural set noun ("the benchmarks GiftEval and Chronos-ZS"). */
const EVAL_SLOT = new RegExp(
  String.raw`(?<!-)\b(?:on|in|across|including|such as|spanning|namely|i\.e\.,?)\s+(?:the\s+|both\s+|all\s+)?(?:${SETTING_ADJECTIVE}\s+)?$|\b(?:${SET_NOUNS}|data sets)(?::?\s+|${LIST_DASH}\s?|,?\s(?:like|e\.g\.,?)\s)$`,
  'i',
);

/**
 * "methods including OPSD, SDPO, and Skill-SD", "the strong fine-tuned method, i.e., GLaMM": examples (or the one instance) of a
 * method class, not of evaluation settings; nor are
 * examples of metrics, applications, scenarios, languages, modalities or domains ("metrics such as CLIP-score",
 * "scenarios such as VTON"). Examples of tasks may be benchmarks ("tasks such as ALFWorld and WebShop").
 */
const METHOD_CLASS_SLOT = /\b(?:methods?|baselines?|approach(?:es)?|algorithms?|variants?|models?|architectures?|backbones?|networks?|detectors?|segmenters?|solvers?|agents?|systems?|techniques?|polic(?:y|ies)|optimizers?|objectives?|works?|solutions?|pipelines?|frameworks?|tools|fuzzers|generators|prior art|the art|metrics?|measures?|applications|scenarios|languages|modalities|domains)\s*(?:,\s*|\(\s*)?(?:including|such as|like|e\.g\.,?|i\.e\.,?|namely)\s+(?:[^.;:()]{0,60}?,\s+(?:and\s+|or\s+)?)?$/i;

/** "all existing methods trained on the same robotic data, including ": a class of systems, its phrase, then its members. */
const CLASS_PHRASE_SLOT = new RegExp(String.raw`\b(?:${SYSTEM_CLASS_NOUNS})\s+(?:trained|evaluated|built|based|designed|fine-?tuned|developed|proposed|for|that|which)\b[^.;:()]{0,80}?,\s${EXAMPLES_CUE}\s+$`, 'i');

/** Whether spans first..last of a list include a known method or a model: then the list names methods, not benchmarks. */
function listedWithMethods(doc: Doc, first: number, last: number): boolean {
  for (let k = first; k <= last; k++) {
    const span = doc.spans[k];
    if (span && (span.kind === 'known' || span.kind === 'model')) return true;
  }
  return false;
}

/** Last words of a long form that name a task ("Relation Extraction", "Instruction Fine-Tuning", "Visual Question Answering"), as an alternation. */
const TASK_WORDS = '[Aa]nswering|[Gg]eneration|[Rr]ecognition|[Ss]egmentation|[Cc]lassification|[Rr]etrieval|[Ss]ummarization|[Tt]ranslation|[Ee]xtraction|[Tt]uning|[Ff]orecasting|[Cc]aptioning|[Pp]arsing|[Tt]agging';
/** The last word of a task or a learning paradigm ("sound event detection", "self-supervised learning"). */
export const TASK_OR_PARADIGM = new RegExp(`\\b(?:${TASK_WORDS}|[Dd]etection|[Ll]earning)$`);

/**
 * A task written after each setting of a list ("on ImageNet classification, COCO object detection, and ADE20K semantic
 * segmentation"), maybe with one modifier, then the list's joiner: the item before it is a setting as much as a bare name is.
 */
const TASK_THEN_JOIN = String.raw`\s(?:[a-z][a-z-]*\s)?(?:classification|detection|segmentation|retrieval|captioning|generation|tracking|estimation|recognition|translation|summarization|answering|forecasting)(?:,\s|,?\s(?:and|or)\s)`;
const LIST_GAP = new RegExp(String.raw`^(?:,\s|,?\s(?:and|or)\s|\/|${TASK_THEN_JOIN})$`);
const TASK_THEN_JOIN_ANY = new RegExp(TASK_THEN_JOIN, 'g');

/** Last words of a long form that make its acronym a method or a task, not a data set. */
export const TASK_OR_METHOD = new RegExp(`\\b(?:[Aa]ttention|[Ll]earning|[Nn]etworks?|[Mm]odel(?:s|ing)?|[Oo]ptimization|[Tt]ransformers?|[Aa]lignment|[Pp]re-?[Tt]raining|[Dd]etection|${TASK_WORDS})$`);

/** A task's last word ("Detection" is not one: "Unsolvable Problem Detection (UPD)" names a benchmark as often). */
const TASK_TAIL = new RegExp(`\\b(?:${TASK_WORDS})$`);

/**
 * An acronym the abstract spells out as a task ("Vision-Language Instruction-Tuning (VLIT)", "Relation Extraction (RE)"):
 * "VLIT models", "all VLIT datasets" are kinds of systems and data, never one named system or data set. One the paper
 * makes ("termed Unsolvable Problem Detection (UPD)") or the lexicon knows is still a name.
 */
export function taskAcronym(e: Entity): boolean {
  return e.kind === 'coined' && !!e.longForm && TASK_TAIL.test(e.longForm) && !e.roles.has('method') && !e.roles.has('introduced');
}

/** A count or quantifier right before a name ("three", "several", "12", "multiple standard"). */
const COUNTED = /\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|various|many|\d+)\s+(?:[\w-]+\s+)?$/i;

/**
 * "the 3DMatch, ModelNet40, and KITTI datasets": the benchmark noun after the last name of a list the article opens, for
 * every name of it (each a coined or capitalized name, no model).
 */
function headAfterList(doc: Doc, i: number): RegExpExecArray | null {
  const listed = (a: Span | undefined, b: Span | undefined): boolean => !!a && !!b && a.sentence === b.sentence && LIST_GAP.test(doc.text.slice(a.end, b.start));
  let first = i;
  while (listed(doc.spans[first - 1], doc.spans[first])) first--;
  const start = doc.spans[first]?.start ?? 0;
  if (!/\bthe\s$/i.test(doc.text.slice(Math.max(0, start - 4), start))) return null;
  for (let j = first; ; j++) {
    const x = doc.spans[j];
    if (!x || x.kind === 'model' || !(isCoined(x.text) || isCapitalized(x.text))) return null;
    const head = j > first ? BENCHMARK_HEAD.exec(doc.text.slice(x.end, x.end + 15)) : null;
    if (head) return j > i ? head : null;
    if (!listed(x, doc.spans[j + 1])) return null;
  }
}

/**
 * "three VideoQA benchmarks", "several RoboQA tasks": a counted plural after the name makes it a kind of benchmark, not one
 * (a known benchmark stays one). Counted environments, suites and games are the parts of one named set ("four ProcGen
 * environments", "four LIBERO suites").
 */
function countedKind(doc: Doc, s: Span): boolean {
  const after = doc.text.slice(s.end, s.end + 14);
  return COUNTED.test(doc.text.slice(Math.max(0, s.start - 30), s.start)) && /^\s\p{Ll}+s\b/u.test(after) && !/^\s(?:environments|suites|games)\b/.test(after) && !BENCHMARK_KEYS.has(doc.at.get(s.start)?.key ?? '');
}

/** A slot word that opens a list of evaluation settings, anywhere before a name ("experiments on A, B and"). */
const EVAL_SLOT_ANY = new RegExp(
  String.raw`\b(?:${SET_NOUNS})(?:(?:\s?[,(:]|${LIST_DASH})\s*(?:(?:i\.e\.|e\.g\.),?\s*|like\s)?|\slike\s)|\btasks\s\(i\.e\.,?\s*|\b(?:on|across|including|such as|spanning|namely)\s+(?:the\s+|both\s+|all\s+|two\s+|three\s+|four\s+|five\s+|several\s+)?(?:(?:${SETTING_ADJECTIVE}|benchmarks?|datasets?|environments?|tasks?),?\s+)*`,
  'gi',
);

/** Endings of English nouns and adjectives ("Robustness", "Portability", "Comprehensive"), rare in coined names. */
const COMMON_WORD = /^\p{Lu}\p{Ll}+(?:ness|ity|ities|tion|tions|sion|ment|ments|ance|ence|ive|ous|ical|ese|ish|acy|ing|ship|ism|ised|ized|ed)$/u;

/** A single capitalized English word ("Efficacy", "Supervised"): it names a property or an action, not a system. */
export function isCommonWord(text: string): boolean {
  return !text.includes(' ') && COMMON_WORD.test(text);
}

/**
 * A test for capitalized spans no rule named: whether one stands where a sentence
 * about evaluation names its settings ("experiments on Glimmer and Quix Arena",
 * "on the Glimmer benchmark") or a backbone ("Zephyrix as the backbone"). Such
 * spans become names before the roles are read.
 */
export function evalSlotTest(doc: Doc): (span: { start: number; end: number }) => boolean {
  return (span) => {
    const after = doc.text.slice(span.end, span.end + 20);
    const si = doc.tokens[tokenIndexAt(doc, span.start)]?.sentence ?? -1;
    const sentence = doc.sentences[si];
    if (!sentence || NOT_SETTING_HEAD.test(after)) return false;
    if (AS_BACKBONE.test(doc.text.slice(span.end, span.end + 40))) return true;
    // "Efficacy, Generalization, Locality": capitalized common nouns and adjectives name properties, not settings.
    const text = doc.text.slice(span.start, span.end);
    if (isCommonWord(text)) return false;
    if (BENCHMARK_HEAD.test(after) || listedBesideBenchmarks(doc, span)) return true;
    if (!EVAL_CUE.test(sentence.text)) return false;
    const before = doc.text.slice(Math.max(sentence.start, span.start - 120), span.start);
    // "tasks in Minecraft", "ALFWorld success rate": the parts or the measure of a set name it (benchmark/part-of, benchmark/measured).
    if (PART_OF_BEFORE.test(before) || MEASURED_AFTER.test(doc.text.slice(span.end, span.end + 24))) return true;
    if (METHOD_CLASS_SLOT.test(before)) return false;
    const slot = [...before.matchAll(EVAL_SLOT_ANY)].pop();
    if (!slot) return false;
    // Only other names and list punctuation between the slot and this name.
    return before
      .slice((slot.index ?? 0) + slot[0].length)
      .replace(TASK_THEN_JOIN_ANY, ', ')
      .split(/[\s,]+/)
      .every((w) => !w || w === 'and' || w === 'or' || /^\p{Lu}/u.test(w) || /\d/.test(w) || BENCHMARK_KEYS.has(norm(w)));
  };
}

/**
 * "(TicTacToe, Kuhn Poker, Simple Negotiation)": a name (no span yet) in one list with two or more benchmarks the lexicon
 * knows, the list read outwards from it in both directions as `spanLists` reads one.
 */
function listedBesideBenchmarks(doc: Doc, span: { start: number; end: number }): boolean {
  let known = 0;
  for (let i = firstSpanFrom(doc, span.start) - 1, edge = span.start; i >= 0; i--) {
    const x = doc.spans[i];
    if (!x || !LIST_JOIN.test(doc.text.slice(x.end, edge))) break;
    if (x.kind === 'benchmark') known++;
    edge = x.start;
  }
  for (let i = firstSpanFrom(doc, span.end), edge = span.end; i < doc.spans.length; i++) {
    const x = doc.spans[i];
    if (!x || !LIST_JOIN.test(doc.text.slice(edge, x.start))) break;
    if (x.kind === 'benchmark') known++;
    edge = x.end;
  }
  return known >= 2;
}

/** The opening of a sentence that is only "On" or "Across" and a list of names so far: "On DRIVE and ". */
const FRONTED_LIST = /^(?:On|Across)\s(?:the\s)?(?:[^\s,]+(?:,\s(?:and\s|or\s)?|\s(?:and|or)\s))*$/;

/** ", a novel goal selection scheme that …": up to five words of an appositive. */
const APPOSITIVE = /^,\s(?:a|an)\s((?:[\w-]+\s){0,4}[\w-]+)/i;
/** Whether the appositive right after a name is headed by a method noun (the paper's own vocabulary, METHOD_NOUN): its last word before a preposition or relative. */
function methodAppositive(after: string): boolean {
  const words = APPOSITIVE.exec(after)?.[1]?.split(/\s+/) ?? [];
  const end = words.findIndex((w) => /^(?:for|of|with|on|in|to|that|which|from|by|and)$/i.test(w));
  const head = (end < 0 ? words : words.slice(0, end)).pop() ?? '';
  return METHOD_NOUN.test(head);
}

/** Whether a span stands inside parentheses after a value ("(107.2 mm NMVE)", "(57.4 mm PVE)"): the value's measure. */
function inValueAside(doc: Doc, span: Span | undefined): boolean {
  if (!span) return false;
  const before = /\(\s?[+-]?\d[\d.,]*\s?[^()\d]{0,12}$/.exec(doc.text.slice(Math.max(0, span.start - 24), span.start));
  return !!before && /^[^()]{0,30}\)/.test(doc.text.slice(span.end, span.end + 31));
}

/** "on YouCook2 by 6.1 CIDEr": a margin right after the name, so the name is where it was measured, digits and all. */
const MARGIN_AFTER = /^(?:\s\([^()]{1,30}\))?\s(?:by|with)\s(?:up\s+to\s+|over\s+|about\s+)?\d/;
/** "on QQA (+3.1) and MRC (+2.4)", "on A (80.2%) and B (53.6%)": a list whose items each carry a score or gain in parentheses. */
const SCORED_ITEM_GAP = /^\s\([+-]?\d[\d.,]*\s?(?:%|points?|pp)?(?:\s?[\p{L}@][\p{L}\d@-]{0,10}){0,3}\)(?:,\s|,?\s(?:and|or)\s)$/u;
/** "on Humans-5K (pose) by 7.6 mAP, Humans-2K (part-seg) by 17.1 mIoU, and …": what joins two list items that each carry their margin. */
const MARGIN_ITEM_GAP = /(?:\s\([^()]{1,30}\))?\s(?:by|with)\s(?:up\s+to\s+|over\s+|about\s+)?\d[^,;()]{0,40}(?:,\s(?:and\s)?|\s(?:and)\s)$/;

/** The last word of a long form that makes its acronym a data set or benchmark. */
const LONG_FORM_BENCHMARK = /\b(?:Benchmark|Dataset|Data\sSet|Corpus|Suite|Leaderboard|Testbed)$/i;

/** The rest of a fronted list after one of its names, up to the comma that closes it: ", Yelp2018 and Amazon-Book, ". */
const LIST_THEN_COMMA = /^(?:(?:,\s(?:and\s|or\s)?|\s(?:and|or)\s)[^\s,]+)*,\s/;

/** "improving on ", "improving on FedAvg by 6.3 points and on ": what a method improves on, right before a name. */
const IMPROVED_ON = /\bimprov(?:e|es|ed|ing)\s+on\s+(?:[\w.+-]+\s+){1,3}by\s+[+\d][\d.]*\s?(?:%|[\w-]+)?,?\s+and\s+on\s+$|\bimprov(?:e|es|ed|ing)\s+on\s+$/i;
/** Words of a gain, not of a measure: "0.04 higher GenEval on ", "2x faster than". */
const COMPARATIVE = '(?:higher|lower|better|worse|more|less|fewer|faster|slower|than|over)';
/** A value, its unit and measure, then "on": "32.5 dB on ", "71.2% on the ", "32.96 dB PSNR on ", "84.9% mean Dice on " (a gain "0.04 higher GenEval on " is no score). */
const VALUE_ON_BEFORE = new RegExp(String.raw`\d(?:\.\d+)?\s?(?:%|\\%|(?!${COMPARATIVE}\b)[A-Za-z]{1,6})?(?:\s(?!${COMPARATIVE}\b)[A-Za-z][\w@-]{0,9}){0,2}\s(?:on|in)\s(?:the\s)?$`);
/** Whether a value VALUE_ON_BEFORE found is a score: a percentage, or a value of a measure the lexicon names ("93.5 mAP on "), not a cost ("2 hours on "). */
function isScore(valueOn: string): boolean {
  return /%/.test(valueOn) || valueOn.split(/\s+/).some((w) => METRIC_KEYS.has(norm(w)));
}

/**
 * A digit past a name's first letter, as models carry theirs ("Llama-2", "Qwen2.5", "GPT-4o"); a leading count or dimension
 * before a capital ("2WikiMultiHopQA", "3DMatch") is part of the name and marks no model.
 */
const MODEL_DIGIT = /(?<!^\d*)\d|^\d+(?!\d|\p{Lu})/u;

/** A parameter count in a name ("Foo-7B", "Bar-1.5B", "Baz-350M"); a "K" counts data ("RealEstate10K", "ImageNet-21K"). */
export const SIZED = /\d(?:\.\d+)?[BM]\b/;
/**
 * A name whose only digits close it as an edition or a size: two digits or more, a count in thousands, a separated
 * version ("AIME24", "MATH-500", "Geometry3K", "FLORES-200", "AlpacaEval 2.0"). Of the 84 names so shaped in the readable
 * gold outside the model families, 78 are benchmarks (the others: "SDXS-512", "RT-DETR-R50", "COMET22", "FP16", "DLA34").
 */
const EDITION_DIGITS_END = /^\p{L}[\p{L}-]*?(?:\d{2,}|\d+[Kk]|[-\s]\d+\.\d+)$/u;
/** " 2024" or " 24" closing a name: the year of a benchmark's edition ("AIME 2024", "CAMEO 2022", "HMMT 25"). */
const EDITION_YEAR_END = /\s(?:(?:19|20)\d\d|19|2\d)$/;

/** Whether the span at `i` is listed right beside a lexicon benchmark ("KITTI, NYUv2 and ETH3D"). */
function besideKnownBenchmark(doc: Doc, i: number): boolean {
  const s = doc.spans[i];
  if (!s) return false;
  return [doc.spans[i - 1], doc.spans[i + 1]].some((x) => {
    if (!x || x.sentence !== s.sentence || x.kind !== 'benchmark') return false;
    const gap = x.end <= s.start ? doc.text.slice(x.end, s.start) : doc.text.slice(s.end, x.start);
    return /^(?:,\s|,?\s(?:and|or)\s)$/.test(gap);
  });
}

/** The plural nouns of named sets ("the Electricity and Traffic datasets", "benchmarks (ETTh1, Weather)"). */
const PLURAL_SET_NOUN = `(?:${SET_NOUNS}|corpora)`;
const PLURAL_SET_NOUN_WORD = new RegExp(String.raw`\b${PLURAL_SET_NOUN}\b`);

/** "five standard benchmarks: ", "traffic datasets, namely ", "benchmarks including ", "benchmarks, like ": a plural set noun that opens a list. */
const SET_NOUN_OPENS = new RegExp(String.raw`\b(?:${PLURAL_SET_NOUN}|data sets)(?::|\s\(|${LIST_DASH}|,?\s(?:namely|such as|including|like|i\.e\.,?|e\.g\.,?))\s*$`, 'i');

/**
 * Whether the span at `i` is an item of a list a plural set noun opens ("evaluated on five standard benchmarks: Set5,
 * Set14, B100, Urban100 and Manga109"; "traffic datasets, namely PEMS03, PEMS04, PEMS07 and PEMS08"): the noun says
 * what the items are, digits and all (every such name with digits in the readable gold is a benchmark).
 */
function listOpenedBySetNoun(doc: Doc, i: number): boolean {
  const s = doc.spans[i];
  if (!s) return false;
  let first = s;
  for (let j = i - 1; j >= 0; j--) {
    const x = doc.spans[j];
    if (!x || x.sentence !== s.sentence || x.end > first.start || !LIST_JOIN.test(doc.text.slice(x.end, first.start))) break;
    first = x;
  }
  return SET_NOUN_OPENS.test(doc.text.slice(Math.max(0, first.start - 60), first.start));
}

/**
 * A task's measure right after a name, in the singular: " success rate", " accuracy", " pass@1", " win rate", " perplexity",
 * " F1", " score of 74.8" ("Surflex-Dock success rates" are a system's, one per target; "GPT-4 scores of 4.5" a model's).
 */
const MEASURED_AFTER = /^\s(?:success\s+rate\b(?!s)|success\b(?!\s+rates?\b)|accuracy\b|pass@\d+|win\s+rate\b|perplexity\b|F1\b|score\s+(?:of|from)\s+[+-]?\d)/;

/** " tasks in ", " environments from the ", " validation split of ": the parts of a set, right before its name. */
const PART_OF_BEFORE = /\b(?:tasks|environments|games|subsets?|splits?|tracks?)\s+(?:of|from|in)\s+(?:the\s+)?$/;

/**
 * The span at `i` if it is a coined name no lexicon knows and no rule has given a role, in a sentence about evaluation:
 * what `benchmark/measured` and `benchmark/part-of` read from the words around it.
 */
function unknownInEvaluation(doc: Doc, i: number): Span | null {
  const s = doc.spans[i];
  const e = s ? doc.at.get(s.start) : undefined;
  if (!s || !e || s.kind !== 'coined' || e.roles.size > 0 || LEXICON_KEYS.has(e.key)) return null;
  const sentence = doc.sentences[s.sentence];
  return sentence && EVAL_CUE.test(sentence.text) ? s : null;
}

interface BenchmarkRule {
  name: string;
  example: string;
  test: (doc: Doc, spanIndex: number) => boolean;
}

const BENCHMARK_RULES: BenchmarkRule[] = [
  {
    name: 'benchmark/lexicon',
    example: 'Experiments on ALFWorld, WebShop, and SciWorld show',
    // A name spelled like a known benchmark only in its letters ("Math" for MATH) is not
    // that benchmark: lexicon entries that are ordinary words match case-sensitively.
    test: (doc, i) => {
      const span = doc.spans[i];
      if (!span) return false;
      const e = doc.at.get(span.start);
      // "Group Query Attention (GQA)", "visual question answering (VQA) tasks": the letters of a benchmark, spelled out as a method or a task.
      if (e?.longForm && TASK_OR_METHOD.test(e.longForm)) return false;
      if (span.kind === 'benchmark') return true;
      return !!e && BENCHMARK_KEYS.has(e.key) && (isCoined(span.text) || /\d/.test(span.text) || e.aliases.size > 0);
    },
  },
  {
    name: 'benchmark/head-noun',
    example: 'Experiments on the OPeRA dataset demonstrate; On the Neural 3D Video (N3DV) dataset, …',
    test: (doc, i) => {
      const s = doc.spans[i];
      if (!s || s.kind === 'model' || !(isCoined(s.text) || isCapitalized(s.text))) return false;
      // "the Neural 3D Video (N3DV) dataset": an acronym in parentheses after its capitalized long form stands before the noun too.
      const long = doc.at.get(s.start)?.longForm;
      const spelled = !!long && /^\p{Lu}/u.test(long) && doc.text[s.start - 1] === '(' && doc.text[s.end] === ')';
      const head = BENCHMARK_HEAD.exec(doc.text.slice(spelled ? s.end + 1 : s.end, s.end + 15)) ?? headAfterList(doc, i);
      if (!head || countedKind(doc, s)) return false;
      // "existing IR benchmarks", "IFT datasets": benchmarks of a task its acronym spells out in lower case ("information retrieval (IR)",
      // "Information retrieval (IR)" at a sentence's start) are many, none of them named.
      // A task spelled out in capitals names no data set either ("Relation Extraction (RE) datasets", "our Instruction Fine-Tuning (IFT) dataset").
      if (long && ((LOWER_LONG_FORM.test(long) && /s$/.test(head[0])) || TASK_OR_METHOD.test(long))) return false;
      const before = doc.text.slice(Math.max(0, s.start - 60), s.start);
      // "a new Needle in a Video Haystack (NIAVH) benchmark" is introduced, not evaluated on: the article stands before the long form.
      return !/\b(?:a|an)\s+(?:[\w-]+\s+){0,3}$/i.test(spelled ? before.replace(/(?:\s?[\w-]+){1,4}\s\($/, ' ') : before);
    },
  },
  {
    name: 'benchmark/shape',
    example: 'Our experimental results on MLEBench suggest',
    test: (doc, i) => {
      const s = doc.spans[i];
      if (!s || (s.kind !== 'coined' && s.kind !== 'long-form') || countedKind(doc, s)) return false;
      // "the Long Range Graph Benchmark (LRGB)": an acronym whose long form is headed by a benchmark noun.
      // "Multi-Query Attention (MQA)": spelled out as a method or a task, its letters are no benchmark's shape.
      const long = doc.at.get(s.start)?.longForm;
      if (long && TASK_OR_METHOD.test(long)) return false;
      // "across all VQA tasks", "VQA-based generators": a short acronym of a task used as a modifier names the task.
      if (/^[A-Z]{2,4}$/.test(s.text) && TASK_MODIFIER.test(doc.text.slice(s.end, s.end + 16))) return false;
      // "VQA", "KBQA", "ODQA": a short acronym ending in QA names a kind of question answering, not a data set (one that
      // is, "GQA", is known from the lexicon or read from its context).
      if (/^[A-Z]{1,3}QA$/.test(s.text)) return false;
      // "ChatUniTest outperforms EvoSuite in branch coverage": a name the abstract writes as the object of a strict win is a
      // system, whatever its shape, at every mention.
      const e = doc.at.get(s.start);
      if (doc.spans.some((x) => doc.at.get(x.start) === e && WIN_OBJECT_BEFORE.test(doc.text.slice(Math.max(0, x.start - 40), x.start)))) return false;
      return (s.kind === 'coined' && BENCHMARK_SHAPE.test(s.text)) || (!!long && LONG_FORM_BENCHMARK.test(long));
    },
  },
  {
    name: 'benchmark/measured',
    example: 'RetireOPD improves ALFWorld success rate by 14.1% and WebShop accuracy by 11.8%',
    // A name no lexicon knows with a task measure right after it is what is measured: "X success rate", "X pass@1".
    // Scores of a system are written so too ("GlanceKV scores", "GPT-4o performance"): those nouns are left out, and a
    // name any other rule reads comes first (the rules before this one, and the roles set before the benchmarks).
    test: (doc, i) => {
      const s = unknownInEvaluation(doc, i);
      // A short acronym no lexicon knows names a task there ("KBQA accuracy", "NER F1").
      // "an FID-50K score of 2.06": a measure's variant is the measure, not what is measured.
      if (!s || /^(?:Top|Best-of)-\d/i.test(s.text) || /^[A-Z]{2,4}$/.test(s.text) || METRIC_KEYS.has(norm(s.text.split('-')[0] ?? ''))) return false;
      return MEASURED_AFTER.test(doc.text.slice(s.end, s.end + 24));
    },
  },
  {
    name: 'benchmark/part-of',
    example: 'We evaluate Attacca on multiple short- and long-horizon embodied tasks in Minecraft',
    // The tasks, environments, splits or tracks of a name no lexicon knows are parts of a benchmark ("tasks of
    // Meta-World", "the validation split of Mind2Web"); "problems from" and "questions from" a set are as often its training data.
    test: (doc, i) => {
      const s = unknownInEvaluation(doc, i);
      const sentence = s ? doc.sentences[s.sentence] : undefined;
      // "constraints among tasks in UIE" (Universal Information Extraction): spelled out as a task, the letters name a field.
      const long = s ? doc.at.get(s.start)?.longForm : undefined;
      if (long && TASK_OR_METHOD.test(long)) return false;
      return !!s && !!sentence && PART_OF_BEFORE.test(doc.text.slice(Math.max(sentence.start, s.start - 40), s.start));
    },
  },
  {
    name: 'benchmark/evaluated-on',
    example: 'We evaluate on AIME 2024, AIME 2025, and HMMT February 2025',
    test: (doc, i) => {
      const s = doc.spans[i];
      if (!s) return false;
      // "across Algebra, Geometry, and Number Theory", "including Element Awareness and Dialogue Agent Interaction": a list
      // of capitalized words only names subjects or tasks; a listed benchmark has a coined or known name beside it
      // ("including BAIR, Landscape, NATOPS") or a set noun before the list ("six standard benchmarks, namely
      // Navier-Stokes, Darcy Flow, Airfoil, …") or after it ("across Cornell, Texas and Wisconsin, and … on all three
      // datasets"). In dev, train, the probes and the read sets: 9 such names in 4 abstracts, none a benchmark.
      if (titleOnlyLists(doc).has(s) && !listOpenedBySetNoun(doc, i) && !setNounRefersBack(doc, s)) return false;
      const sentence = doc.sentences[s.sentence];
      // "On CIFAR10-DVS, it reaches 84.7%": the whole of a fronted "On …," is a setting, digits and all (not a sized model).
      // "On DRIVE and CHASE_DB1, TopoSeg improves …": so is every name of a fronted list.
      const frontedAlone = !!sentence && FRONTED_LIST.test(openingUpTo(doc, sentence, s.start)) && LIST_THEN_COMMA.test(doc.text.slice(s.end, s.end + 120)) && !SIZED.test(s.text);
      // Digits in a coined name mostly mark a model ("Foo-7B", "Bar2"); a version suffix marks an edition ("BFCL-v3").
      // "on KITTI, NYUv2 and ETH3D": so are they beside a known benchmark of the same list (a size still marks a model).
      // "reaches 32.5 dB on Urban100": so is one a value is reported on.
      const valueOn = VALUE_ON_BEFORE.exec(doc.text.slice(Math.max(0, s.start - 40), s.start))?.[0];
      const scoredOn = valueOn !== undefined;
      // "HR-Bench 4K": so are they in a name shaped as a benchmark's.
      // "on AIME24, MATH500 and Geometry3K": so are digits that close a name as an edition or a size, outside a model family
      // (as the lexicon knows them, and as a reader knows names it has never seen).
      // "AIME 2025", "BraTS 2021", "PASCAL VOC 2012": a year written after a name is a benchmark's edition (every such name in
      // the readable gold, 41 of 41, is a benchmark).
      const digitsOk = (EDITION_DIGITS_END.test(s.text) && !ofKnownFamily(s.text)) || frontedAlone || /^[\p{L}-]+-v\d+(?:\.\d+)?$/u.test(s.text) || EDITION_YEAR_END.test(s.text) || MARGIN_AFTER.test(doc.text.slice(s.end, s.end + 24)) || (!SIZED.test(s.text) && (besideKnownBenchmark(doc, i) || scoredOn || BENCHMARK_SHAPE.test(s.text) || listOpenedBySetNoun(doc, i)));
      // "based on Long-CLIP's KPS module", "built upon X": what a design builds on is no setting.
      if (BUILT_ON_BEFORE.test(doc.text.slice(Math.max(0, s.start - 30), s.start))) return false;
      // Nor is a name a plural model noun heads in a list anywhere in the abstract ("on both GLaMM and OMG-LLaVA models", and
      // then "Similarly, on OMG-LLaVA, …").
      if (s.kind !== 'coined' || (MODEL_DIGIT.test(s.text) && !digitsOk) || NOT_SETTING_HEAD.test(doc.text.slice(s.end, s.end + 20)) || listHeadedNames(doc).has(doc.at.get(s.start))) return false;
      // "outperforms UniChart on ChartQA and Matcha on Chart-to-text": a name with a setting of its own after it is compared there, not one.
      if (ON_ANOTHER.test(doc.text.slice(s.end, s.end + 40))) return false;
      // "improving on Mask DINO by 0.9 AP": what a method improves on by a margin is the system it beats, no setting.
      // So is the next one of its list ("improving on FedAvg by 6.3 points and on FedProx by 4.9 points").
      if (IMPROVED_ON.test(doc.text.slice(Math.max(sentence?.start ?? 0, s.start - 80), s.start)) && /^\s+by\s+[+\d]/.test(doc.text.slice(s.end, s.end + 8))) return false;
      if (/^[A-Z]{2,4}$/.test(s.text) && TASK_MODIFIER.test(doc.text.slice(s.end, s.end + 16))) return false;
      // "Zorbit delivers 93.5 mAP on QuillDet": a score reported on a name is an evaluation whatever its verb.
      if (!sentence || !(EVAL_CUE.test(sentence.text) || (valueOn !== undefined && isScore(valueOn)))) return false;
      // "It relies on AdaGoal, a novel goal selection scheme": a name its appositive calls a method is no setting.
      if (methodAppositive(doc.text.slice(s.end, s.end + 80))) return false;
      // "Medical Vision-Language Pretraining (MedVLP)": spelled out as a method or a task, the letters name no setting.
      const named = doc.at.get(s.start);
      const long = named?.longForm;
      if (long && TASK_OR_METHOD.test(long)) return false;
      // "gains in LRLs" (low-resource languages): a plural acronym of a lowercase long form names a class (344 such
      // acronyms in the readable gold, none a benchmark).
      if (named && long && /\p{Lu}s$/u.test(s.text) && classAcronym(named)) return false;
      let j = i;
      let left = s.start;
      // "In closed-loop evaluation on nuPlan, SafePlan reduces …": a name after a bare comma that no list word or
      // comma follows is the clause's subject, not the last of a list ("on A, B and C" ends with "and").
      const last = !/^(?:,\s|,?\s(?:and|or)\s|\/)/.test(doc.text.slice(s.end, s.end + 6));
      const withMargins = MARGIN_AFTER.test(doc.text.slice(s.end, s.end + 40));
      for (;;) {
        const before = doc.text.slice(Math.max(sentence.start, left - 40), left);
        if (EVAL_SLOT.test(before)) return !METHOD_CLASS_SLOT.test(before) && !CLASS_PHRASE_SLOT.test(doc.text.slice(Math.max(sentence.start, left - 140), left)) && !listedWithMethods(doc, j, i);
        // "AGORA (107.2 mm NMVE), UBody (…)": a measure's name inside an item's value aside is no item of the list.
        let p = j - 1;
        while (p >= 0 && inValueAside(doc, doc.spans[p])) p--;
        const prev = doc.spans[p];
        const gap = prev ? doc.text.slice(prev.end, left) : '';
        // A list whose items each carry their margin ("on A by 7.6 mAP, B by 17.1 mIoU and C by …") goes on past it.
        const tail: RegExpExecArray | null = withMargins ? MARGIN_ITEM_GAP.exec(doc.text.slice(Math.max(sentence.start, left - 80), left)) : null;
        const end = tail ? left - tail[0].length : -1;
        const k = tail ? doc.spans.findLastIndex((x, n) => n < j && x.end === end) : -1;
        if (k >= 0 && doc.spans[k]?.sentence === s.sentence) {
          j = k;
          left = doc.spans[k]?.start ?? left;
          continue;
        }
        if (!prev || prev.sentence !== s.sentence || !(LIST_GAP.test(gap) || SCORED_ITEM_GAP.test(gap))) return false;
        if (j === i && last && gap === ', ') return false;
        j = p;
        left = prev.start;
      }
    },
  },
];

/**
 * A list of systems introduced by a model-class noun: "architectures (Pi0.5, MolmoAct2, FAST-WAM, and ImageWAM)", "two
 * networks (PreActResNet18 and WideResNet28-10)", "three model families (Llama, Qwen, Mistral)", "three prominent LLMs: A, B".
 */
const MODEL_LIST = /\b(?:models?|architectures?|backbones?|networks|(?:model\s)?families|LLMs?|VLMs?|VLAs?|policies|students?|teachers?|judges?)(?:(?:\s+|,\s+(?=including\s|such as\s))(?:\(|such as\s|including\s|like\s)|:\s+)([^();]{3,200})/g;

/** The plural nouns that may introduce a list of benchmarks (wider than PLURAL_SET_NOUN: "games", "domains", "exams"). */
const LIST_HEAD_NOUN = `${SET_NOUNS}|simulators|games|domains|exams`;
/** LIST_HEAD_NOUN anywhere in a sentence: the cheap test before BENCHMARK_LIST. */
const HAS_LIST_HEAD_NOUN = new RegExp(LIST_HEAD_NOUN);

/** A list introduced by a benchmark noun: "two datasets of great ape behavior (PanAf and ChimpACT)", "professional exams such as the SAT and LSAT". */
const BENCHMARK_LIST = new RegExp(String.raw`\b(?:${LIST_HEAD_NOUN})\b(?:(?:\s+[\w-]+){0,5}?\s+(?:\((?:i\.e\.,?\s|including\s)?(?!e\.g)|such as\s|including\s|namely\s)|,\s(?=\p{Lu}))([^();]{3,200})`, 'gu');

/** The opening of a sentence that is still its fronted setting: a preposition, then no verb or subject yet. */
const FRONTED_SETTING = /^(?:On|In|Across|For|Over)\s(?![^;:.]*\b(?:we|our|it|they|show|shows|demonstrate|evaluat\w*|conduct\w*|achiev\w*|perform\w*|is|are|was|were)\b)[^;:.]*$/;

/** "the PGPS9K and Geometry3K ": names written right before a set noun, which they head. */
const NAMES_BEFORE_NOUN = /(?:^|\s)\p{Lu}[\p{L}\d-]*(?:(?:,\s|,?\s(?:and|or)\s)\p{Lu}[\p{L}\d-]*)*\s$/u;

/** Where a list after a set noun ends: a clause word, another class's examples, or the main clause's verb of winning or scoring. */
const LIST_STOP = new RegExp(String.raw`[.:]\s|\s(?:to|with|for|where|which|that|show|shows|demonstrate|such\s+as|like|improves|${WIN_VERB}|${SCORE_VERBS})\s`);

/** Coined names in a list introduced by a benchmark noun are benchmarks. */
function listedBenchmarks(doc: Doc): void {
  for (const s of doc.sentences) {
    if (!HAS_LIST_HEAD_NOUN.test(s.text) || !EVAL_CUE.test(s.text)) continue;
    for (const m of s.text.matchAll(BENCHMARK_LIST)) {
      const from = s.start + (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
      // "On the Amazon Beauty, Sports and Toys datasets, TextRec improves …": the comma closes a fronted setting, no list follows.
      if (/,\s$/.test(m[0].slice(0, m[0].length - (m[1]?.length ?? 0))) && FRONTED_SETTING.test(openingUpTo(doc, s, s.start + (m.index ?? 0)))) continue;
      const list = m[1] ?? '';
      // "benchmarks, MMLU, GSM8K and MATH": a list set off by a comma is names only; its first other lowercase word ends it
      // ("Averaged over six math benchmarks, PrefixMix exceeds GRPO …" lists nothing).
      const comma = /,\s$/.test(m[0].slice(0, m[0].length - list.length));
      // "on the PGPS9K and Geometry3K datasets, PGPSNet, by …": a set noun its names come before is closed; the comma opens an apposition.
      if (comma && NAMES_BEFORE_NOUN.test(s.text.slice(Math.max(0, (m.index ?? 0) - 80), m.index))) continue;
      // "Across seven environments including A, B, and C, VQ-BeT improves on models such as BeT": the main clause's verb, or
      // another class's examples, ends the list.
      const stop = (comma ? /[.:]\s|\s(?!(?:and|or)\s)\p{Ll}/u : LIST_STOP).exec(list);
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
/** "our ", "the resulting ", "resulting in the ": words that make the name after them the paper's own. */
const OWN = /\bour\s+(?:[\w-]+\s+){0,2}$|\bresulting\s+(?:in\s+(?:the|an?)\s+)?(?:[\w-]+\s+){0,1}$/i;

/** "using ZephyrixLM as the backbone", "with X as our base model": a name in the role of a backbone. */
export const AS_BACKBONE = /^\s+as\s+(?:the|a|an|our)\s+(?:[\w-]+\s+)?(?:backbones?|encoders?|base\s+(?:models?|LLMs?|polic(?:y|ies))|polic(?:y|ies)|(?:policy|agent|backbone|teacher|student|judge|critic|planner)\s+models?|students?|teachers?|judges?|reward\s+models?|LLMs?|VLMs?)\b/i;

/** "Built on VALL-E 2, PhonemeGuard …", "Starting from Foo-Base, we …": a sentence that opens with what the method builds on. */
const FRONTED_BASE = /^(?:Built (?:on|upon)|Based on|Starting from|Initiali[sz]ed (?:from|with)|Fine-?tuned from|Distilled from|Applied to)\s(?:the\s|a\s|an\s)?(?:pre-?trained\s|base\s|open\s)?$/;

/**
 * "We fine-tune YOLOv8 on …", "initialized from a pretrained V-JEPA", "Distilled from the Transformer-based
 * decoder-only HoVLE": the object of fine-tuning or the teacher of a distillation is a pretrained model (not an
 * acronym of lowercase words: "fine-tune an LMM" names a class of models).
 */
const FINETUNED_BEFORE = /\b(?:fine-?tun(?:e|es|ed|ing)|initiali[sz](?:e|es|ed|ing)\s+(?:from|with)|distill(?:s|ed|ing)?\s+from)\s+(?:(?:the|a|an|pre-?trained|open-source|open|base|off-the-shelf|[\p{L}\d]+-[\p{L}\d-]+)\s+)*$/iu;

/** "the pre-trained ", "a frozen pretrained ": what follows is a pretrained model. */
const PRETRAINED_BEFORE = /\b(?:the|a|an)\s+(?:frozen\s+)?pre-?trained\s+$/i;

/**
 * An acronym whose long form is lowercase words ("text-to-image (T2I)", "large multimodal models (LMMs)", "imitation
 * learning from observation (ILfO)"): a class of models or a field, no one system and no new thing.
 */
export function classAcronym(e: Entity): boolean {
  return !!e.longForm && /^\p{L}[\p{Ll}\s-]+$/u.test(e.longForm);
}

/** "based on ", "built upon the ": what a design builds on, right before a name. */
const BUILT_ON_BEFORE = /\b(?:based|built|builds|building|relies|relying|depends|depending)\s+(?:up)?on\s+(?:the\s+|top\s+of\s+(?:the\s+)?)?$/i;

/** The names of a list of names that a plural model noun closes ("on both GLaMM and OMG-LLaVA models", "building on the
 * E5-mistral and Mistral-7B-v0.1 models"), not a list of compared systems ("compared to the standalone SHTM, FuXi, and
 * ECMWF HRES models"): read once per document from the abstract's lists (`spanLists`). */
function listHeadedNames(doc: Doc): Set<Entity | undefined> {
  const known = LIST_HEADED.get(doc);
  if (known) return known;
  const out = new Set<Entity | undefined>();
  for (const list of spanLists(doc)) {
    const first = list[0];
    const last = list[list.length - 1];
    if (list.length < 2 || !first || !last || !MODEL_NOUN_AFTER.test(doc.text.slice(last.end, last.end + 12))) continue;
    if (COMPARED_LIST_BEFORE.test(doc.text.slice(Math.max(0, first.start - 60), first.start))) continue;
    for (const x of list) out.add(doc.at.get(x.start));
  }
  LIST_HEADED.set(doc, out);
  return out;
}
const LIST_HEADED = new WeakMap<Doc, Set<Entity | undefined>>();
/** " models", " LLMs": a plural model noun right after the last name of a list. */
const MODEL_NOUN_AFTER = /^\s(?:models|backbones|LLMs|VLMs|MLLMs|LVLMs)\b/;

/** "compared to the standalone ", "outperforms both ": a comparator right before a list, whose names are compared systems. */
const COMPARED_LIST_BEFORE = /\b(?:compared\s+(?:to|with)|relative\s+to|than|over|versus|vs\.?|against|outperform\w*|surpass\w*|beat\w*|exceed\w*)\s+(?:(?:the|both|all|existing|standalone|original|prior)\s+)*$/i;

/**
 * Coined names followed by a model noun (and not called "our …"), named as a backbone, or fine-tuned, are models; so is a
 * known architecture named as a backbone or fine-tuned ("uses StyleGAN2 as the backbone", "we fine-tune a pretrained SASRec").
 */
function headedModels(doc: Doc): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    const known = span.kind === 'known';
    if (!e || e.roles.size > 0 || (!known && (span.kind !== 'coined' || LEXICON_KEYS.has(e.key)))) continue;
    const after = doc.text.slice(span.end, span.end + 40);
    const before = doc.text.slice(Math.max(0, span.start - 60), span.start);
    const sentence = doc.sentences[span.sentence];
    if (AS_BACKBONE.test(after)) assign(e, 'model', span.sentence, 'model/as-backbone');
    else if (!known && sentence && /^,\s/.test(after) && FRONTED_BASE.test(openingUpTo(doc, sentence, span.start))) assign(e, 'model', span.sentence, 'model/fronted-base');
    // An acronym of lowercase words names a class of models ("fine-tune an LMM", "text-to-image (T2I) models"), not one.
    else if (!known && classAcronym(e)) continue;
    else if (FINETUNED_BEFORE.test(before) && !RIVAL_TRAINED_BEFORE.test(before)) assign(e, 'model', span.sentence, 'model/fine-tuned');
    // "GMP-ATL employs the pre-trained HuBERT": a known architecture the text calls pretrained is a pretrained model.
    else if (known && PRETRAINED_BEFORE.test(before)) assign(e, 'model', span.sentence, 'model/pretrained');
    else if (!known && MODEL_HEAD.test(after.slice(0, 16)) && !OWN.test(doc.text.slice(Math.max(0, span.start - 30), span.start))) {
      assign(e, 'model', span.sentence, 'model/head-noun');
    }
    // "on both GLaMM and OMG-LLaVA models": so is each name of a list the noun heads, the last a name too.
    else if (!known && listHeadedNames(doc).has(e) && !OWN.test(doc.text.slice(Math.max(0, span.start - 30), span.start))) {
      assign(e, 'model', span.sentence, 'model/head-noun');
    }
  }
}

/** "…, while SALMONN reaches 0.41": a clause that opens with a name and reports its score. */
const PARALLEL_BEFORE = /(?:,\s|\s)(?:while|whereas|but|and)\s(?:the\s)?$/;
const SCORES_NEXT = /^\s(?:only\s)?(?:achieves|reaches|scores|attains|obtains|gets|solves|trails\sat)\s(?:only\s|just\s)?(?:an?\s)?(?:[\w@-]+\s){0,3}?\d/;

/** A coined name scored in a clause parallel to a model's score ("GPT-4 scores 4.01, while CodeGeeX scores 0.96") is a model too. */
function scoredBesideModels(doc: Doc): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    if (!e || span.kind !== 'coined' || e.roles.size > 0 || LEXICON_KEYS.has(e.key)) continue;
    if (!PARALLEL_BEFORE.test(doc.text.slice(Math.max(0, span.start - 12), span.start)) || !SCORES_NEXT.test(doc.text.slice(span.end, span.end + 60))) continue;
    // A model earlier in the sentence with a verb of its own ("GPT-4 scores …").
    const peer = doc.spans.some((x) => x.sentence === span.sentence && x.end <= span.start && doc.at.get(x.start)?.roles.has('model') && /^\s(?:only\s)?\p{Ll}+s\s/u.test(doc.text.slice(x.end, x.end + 16)));
    if (peer) assign(e, 'model', span.sentence, 'model/scored-beside-model');
  }
}

/** "Slay the Spire 2, a closed-rule stochastic deck-building game": a capitalized name with a benchmark appositive. */
const TITLED_BENCHMARK = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}'’-]*(?:\s(?:of|the|and|\p{Lu}[\p{L}\p{N}'’-]*|\d+)){1,5}),\s(?:a|an)\s(?:[\w-]+\s){0,4}?(?:game|benchmark|dataset|environment|simulator|testbed|suite)\b/gu;

/** "Electricity, Traffic and Weather", "ETTh1, ETTh2, Weather, Electricity and Traffic": two or more capitalized names of one or two words in a list, captured. */
const CAPITALIZED_LIST = String.raw`((?:\p{Lu}[\p{L}\p{N}-]*(?:\s\p{Lu}[\p{L}\p{N}-]*)?(?:,\s(?:and\s|or\s)?|\s(?:and|or)\s))+\p{Lu}[\p{L}\p{N}-]*(?:\s\p{Lu}[\p{L}\p{N}-]*)?)`;

/**
 * "On the Electricity, Traffic and Weather datasets": a list of capitalized names after "the" that a plural benchmark noun closes
 * (guarded: its lookbehind, tried at every offset, made it the costliest regex of the roles; the guarded form is five times faster).
 */
const HEADED_LIST = new RegExp(guarded(String.raw`(?<=\bthe\s(?:\p{Ll}[\p{L}-]*\s){0,2})${CAPITALIZED_LIST}\s${PLURAL_SET_NOUN}\b`), 'gu');

/** "on seven real-world benchmarks (ETTh1, ETTh2, Weather, Electricity and Traffic)": a list of capitalized names in parentheses after a plural benchmark noun. */
const PAREN_HEADED_LIST = new RegExp(String.raw`(?<=\b${PLURAL_SET_NOUN}\s\()${CAPITALIZED_LIST}\)`, 'gu');

/** Every name of a list a plural benchmark noun closes or opens is a benchmark, English words too ("Electricity"): the noun says what they are. */
function headedLists(doc: Doc): void {
  for (const s of doc.sentences) {
    if (!PLURAL_SET_NOUN_WORD.test(s.text)) continue;
    for (const m of [...s.text.matchAll(HEADED_LIST), ...s.text.matchAll(PAREN_HEADED_LIST)]) {
      let at = s.start + (m.index ?? 0);
      for (const item of (m[1] ?? '').split(/,\s(?:and\s|or\s)?|\s(?:and|or)\s/)) {
        const start = doc.text.indexOf(item, at);
        const end = start + item.length;
        at = end;
        const inside = spansBetween(doc, start, end, Infinity).filter((x) => x.start < end);
        let e = inside.length === 1 && inside[0]?.start === start && inside[0]?.end === end ? doc.at.get(start) : undefined;
        if (!inside.length && !GENERIC.has(norm(item))) {
          e = ensure(doc, item, 'title', start);
          addSpan(doc, { text: item, start, end, kind: 'coined' }, e);
        }
        if (e && !e.roles.has('method') && !e.roles.has('model') && !e.roles.has('benchmark')) assign(e, 'benchmark', s.index, 'benchmark/headed-list');
      }
    }
  }
}

/**
 * "outdoor (KITTI, DDAD, nuScenes) and indoor (NYUv2) benchmarks": an unknown coined name listed between benchmarks
 * the lexicon knows is one of them. Only lists of three or more, at least two of them known benchmarks, and nothing in
 * the list that is a method or a model. "AIME24, AMC, MATH500, OlympiadBench, Minerva, and Geometry3K": a name that is a
 * model by its shape alone ("Minerva") is a benchmark too among three or more known ones.
 */
function listedWithKnownBenchmarks(doc: Doc): void {
  const byShapeOnly = (e: Entity): boolean => e.roles.size === 1 && e.roles.get('model')?.rule === 'model/name-shape';
  for (const list of [...spanLists(doc), ...scoredLists(doc)]) {
    const known = list.filter((x) => x.kind === 'benchmark').length;
    if (list.length < 3 || known < 2) continue;
    const entities = list.map((x) => doc.at.get(x.start));
    if (!entities.every((e) => e && !e.roles.has('method') && (!e.roles.has('model') || (known >= 3 && byShapeOnly(e))))) continue;
    list.forEach((x, i) => {
      const e = entities[i];
      if (!e) return;
      if (byShapeOnly(e)) e.roles.delete('model');
      if ((x.kind === 'coined' || x.kind === 'model') && e.roles.size === 0) assign(e, 'benchmark', x.sentence, 'benchmark/listed-with-known');
    });
  }
}

/** ", 35.3% on ", ", and 51.9% on ": a score, then the name it is scored on, continuing a series of them. */
const SCORED_JOIN = /^,?\s(?:and\s)?\d+(?:\.\d+)?\s?%?\s(?:on|in)\s(?:the\s)?$/;

/** "50.0% on AIME24, 89.2% on Math500, 77.1% on AMC, 35.3% on Minerva": the names of a series of scores, as one list. */
function scoredLists(doc: Doc): Span[][] {
  const lists: Span[][] = [];
  let open: Span[] = [];
  doc.spans.forEach((span, i) => {
    const prev = doc.spans[i - 1];
    if (prev && prev.sentence === span.sentence && prev.end <= span.start && SCORED_JOIN.test(doc.text.slice(prev.end, span.start))) {
      if (!open.length) open.push(prev);
      open.push(span);
      return;
    }
    if (open.length) lists.push(open);
    open = [];
  });
  if (open.length) lists.push(open);
  return lists;
}

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

/** Nouns that make what they describe a benchmark (the head of an appositive or of a noun phrase). */
const BENCH_NOUN = '(?:benchmarks?|datasets?|data\\s?sets?|corpus|corpora|suites?|testbeds?|environments?|simulators?|leaderboards?)';
/** "Objaverse-Animation-HQ, a new dataset of …": a benchmark noun heads the description right after the name. */
const BENCH_APPOSITIVE = new RegExp(`^(?:\\s\\([^()]{1,30}\\))?,\\s(?:a|an|the|our)\\s((?:(?!of\\b|for\\b|on\\b|with\\b|from\\b|by\\b|that\\b|which\\b|and\\b)[\\w-]+\\s){0,5}?)${BENCH_NOUN}\\b`, 'i');
/** "The resulting dataset, DCLM-Baseline", "our new benchmark X", "a new benchmark of rare words, X": a benchmark noun of the paper's own right before the name. */
const OWN_BENCH_BEFORE = new RegExp(`\\b(?:our|the resulting|the new|a new|the proposed)\\s(?:[\\w-]+\\s){0,3}?${BENCH_NOUN}(?:\\s(?:of|for|with|on)\\s(?:[\\w-]+\\s){0,3}?[\\w-]+)?,?\\s$`, 'i');
/** "our specialized Needle in a Video Haystack (NIAVH) benchmark": the paper's own, named before its benchmark noun. */
const OWN_BEFORE = /\b(?:our|the proposed|our proposed)\s(?:[\w.-]+\s){0,3}?$/i;
const HEADED_BENCH = new RegExp(`^(?:\\s\\([^()]{1,30}\\))?\\s${BENCH_NOUN}\\b`, 'i');
/** A sentence where the paper makes something: then a benchmark it describes is its own. */
const MAKES = /\b(?:we|this (?:paper|work))\s+(?:\w+\s+)?(?:propose|introduce|present|release|construct|curate|collect|build|create|develop|contribute)/i;

/** Coined names a benchmark noun describes, the paper's own when it says so ("a new dataset", "our … benchmark", "we release X, a … corpus"). */
function describedBenchmarks(doc: Doc): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    if (!e || (span.kind !== 'coined' && span.kind !== 'long-form') || e.roles.has('method')) continue;
    const sentence = doc.sentences[span.sentence];
    if (!sentence) continue;
    const after = doc.text.slice(span.end, span.end + 90);
    const before = doc.text.slice(Math.max(sentence.start, span.start - 60), span.start);
    const appositive = BENCH_APPOSITIVE.exec(after);
    const ownBefore = OWN_BENCH_BEFORE.test(before) || (OWN_BEFORE.test(before) && HEADED_BENCH.test(after));
    // "our framework on five Text-to-SQL benchmarks": a counted plural makes the name a kind of benchmark (countedKind).
    if ((!appositive && !ownBefore) || countedKind(doc, span)) continue;
    // "our IFT dataset" (Instruction Fine-Tuning): a task's acronym before the noun names the kind of data, not the data.
    if (!appositive && e.longForm && TASK_OR_METHOD.test(e.longForm)) continue;
    assign(e, 'benchmark', span.sentence, 'benchmark/described');
    if (ownBefore || /\b(?:new|novel|our)\b/i.test(appositive?.[1] ?? '') || MAKES.test(sentence.text)) assign(e, 'introduced', span.sentence, 'benchmark/described-own');
  }
}

/** "our two models (", "we propose models such as": a list of the paper's own systems. */
const OWN_HEAD = /\b(?:our|we|propose[sd]?|introduce[sd]?|present(?:s|ed)?)\b[^,;]{0,40}$/i;
/** "for different models (", "across architectures such as": the list is an object the paper works on, not its sentence's subject. */
const LIST_AS_OBJECT = /\b(?:for|on|to|across|with|over|in|of|spanning|covering|using|from|into)\s/i;

/**
 * Whether a list headed by a model noun holds models though none of them is known: two or more coined names with no
 * role yet, which the paper applies its work to ("We demonstrate this for different state-of-the-art models (LDM and
 * EMU)", "generalization across diverse architectures, such as DiTs, MARs, and SiTs"). Not the paper's own systems
 * ("our two models (…)"), not background ("Eviction policies such as H2O and StreamingLLM discard …"), and not
 * policies, which are methods as often as models.
 */
function modelsUnderHead(items: Entity[], head: string, before: string): boolean {
  return (
    items.length >= 2 &&
    items.every((e) => e.kind === 'coined' && e.roles.size === 0) &&
    !head.startsWith('polic') &&
    LIST_AS_OBJECT.test(before) &&
    !OWN_HEAD.test(before)
  );
}

/** Coined names listed together with known models are models too. */
function listedModels(doc: Doc): void {
  for (const s of doc.sentences) {
    for (const m of s.text.matchAll(MODEL_LIST)) {
      const from = s.start + (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
      const to = from + (m[1]?.length ?? 0);
      const items = doc.spans.filter((x) => x.start >= from && x.end <= to).map((x) => doc.at.get(x.start)).filter((e) => e !== undefined);
      const headed = !items.some((e) => e.roles.has('model'));
      if (headed && !modelsUnderHead(items, m[0], s.text.slice(0, m.index))) continue;
      for (const e of items) if (e.kind === 'coined' && e.roles.size === 0) assign(e, 'model', s.index, headed ? 'model/listed-under-models' : 'model/listed-with-models');
    }
  }
}

/** "an ImageNet model", "an ImageNet-pretrained encoder", "the Objaverse for training": the data set a model was trained on, not an evaluation. */
const MODEL_OF_DATA = /^(?:-(?:pretrained|trained)\b|\s(?:(?:dataset|data|corpus)\s)?for\s(?:pre-?|post-?)?training\b|\s(?:pre-?trained\s)?(?:models?|classifiers?|encoders?|backbones?|features|checkpoints?)\b)/;

/** "video sourced from Ego4D and EPIC-KITCHENS-100", "tasks drawn from OpenML and Kaggle", "60k prompts (without responses) from the UltraFeedback dataset", "a biased-word dataset based on WenetSpeech": where data came from. */
const SOURCED_FROM = /\b(?:dataset|corpus|data)\s+(?:based\s+on|built\s+(?:on|upon|from))\s+(?:the\s+)?$|(?:\b(?:sourced|curated|drawn|collected|derived|sampled|gathered|mined|constructed|compiled)|\b\d[\d.,]*\s?[KkMm]?\s+(?:prompts|examples|samples|questions|instructions|pairs|problems|dialogues|conversations)(?:\s+\([^()]{0,40}\))?)\s+from\s+(?:the\s+)?(?:[\w.-]+,?\s+){0,3}?(?:(?:and|or)\s+(?:the\s+)?)?$/i;
/** The data source cue, unless the clause evaluates on what was drawn ("demonstrate it on case studies drawn from AgentDojo"). */
const sourcedFrom = (before: string): boolean => SOURCED_FROM.test(before) && !/\b(?:demonstrat|evaluat|test|validat|assess)\w*\b[^,;]*$/i.test(before);

/**
 * A known data set mentioned only as training data ("continual pretraining on the Pile", "an ImageNet
 * model") or as where the paper's data came from ("questions sourced from Ego4D") is no benchmark of the paper; the paper
 * neither evaluates on it nor introduces it.
 */
function trainingOnly(doc: Doc): void {
  const uses = new Map<Entity, boolean>();
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    const note = e?.roles.get('benchmark');
    if (!e || !note || e.roles.has('introduced') || note.rule.startsWith('intro/')) continue;
    const sentence = doc.sentences[span.sentence];
    const training = !!sentence && (isTrainingUse(doc, sentence.start, span.start) || MODEL_OF_DATA.test(doc.text.slice(span.end, span.end + 24)) || sourcedFrom(doc.text.slice(Math.max(sentence.start, span.start - 60), span.start)));
    uses.set(e, (uses.get(e) ?? true) && training);
  }
  for (const [e, training] of uses) if (training) e.roles.delete('benchmark');
}

/** "RWKV-6 architecture", "Mamba layers", "DiT structure": a model family's design, not a pretrained model. */
const DESIGN_AFTER = /^\)?\s(?:architectures?|attention|layers?|blocks?|structures?|cells?|operators?)\b/;

/** A model-shaped name used as an architecture somewhere in the abstract names a design, not a pretrained model the paper uses. */
function architectures(doc: Doc): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    if (e?.roles.get('model')?.rule.startsWith('model/') && DESIGN_AFTER.test(doc.text.slice(span.end, span.end + 16))) e.roles.delete('model');
  }
}

/** "the LLaMA training dataset", "ChatGPT conversations", "GPT-4 generated training data": a model named as where data came from. */
const DATA_OF_MODEL = /^(?:[-\s]generated)?\s(?:training\s)?(?:data(?:sets?)?|corpus|corpora|conversations?|dialogues?)\b/;

/** A model known only by its shape that the abstract names as the source of some data is no backbone the paper uses. */
function dataSources(doc: Doc): void {
  for (const span of doc.spans) {
    const e = doc.at.get(span.start);
    if (e?.roles.get('model')?.rule === 'model/name-shape' && DATA_OF_MODEL.test(doc.text.slice(span.end, span.end + 30))) e.roles.delete('model');
  }
}

/** "Quixo-Hard", "Foo-Lite", "Bar-v2": an edition or split glued onto a name, a benchmark's mark. */
const EDITION_SUFFIX = /-(?:Hard|Easy|Lite|Pro|Plus|Verified|Mini|Full|Live|[Vv]\d+(?:\.\d+)?|\d+[Kk]?)$/;

/**
 * The spans of coordinated lists ("A and B", "A, B, and C") whose names are all capitalized words no shape marks as
 * names, none shaped as a benchmark's ("Algebra, Geometry, and Number Theory"; not "Glimmer and Quix Arena").
 */
function titleOnlyLists(doc: Doc): Set<Span> {
  const cached = titleLists.get(doc);
  if (cached && cached.spans === doc.spans.length) return cached.set;
  const out = new Set<Span>();
  for (const list of spanLists(doc)) {
    if (list.length < 2) continue;
    const [a, b] = list.slice(-2);
    // "On Glimmer, Zorbit obtains …": a fronted setting and the subject after its comma are no list; a list joins its last
    // name with "and" or goes on after it ("such as Vision-Language Capability, Interaction with Humans, Temporal …").
    if (!a || !b || !(/\b(?:and|or)\s$/.test(doc.text.slice(a.end, b.start)) || doc.text.startsWith(', ', b.end))) continue;
    if (list.every((x) => doc.at.get(x.start)?.kind === 'title' && !BENCHMARK_SHAPE.test(x.text) && !EDITION_SUFFIX.test(x.text))) for (const x of list) out.add(x);
  }
  titleLists.set(doc, { spans: doc.spans.length, set: out });
  return out;
}

/** titleOnlyLists per document, read once per span count (the evaluated-on rule asks for every span). */
const titleLists = new WeakMap<Doc, { spans: number; set: Set<Span> }>();

/** "on all three datasets", "across these benchmarks": a set noun that takes up the settings named before it. */
const SET_NOUN_BACK = new RegExp(String.raw`\b(?:all|the|these|those|both|each\s+of\s+the)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?(?:${SET_NOUNS})\b`, 'i');

/** Whether the sentence of `span` calls the names before it data sets later on ("across Cornell, Texas and Wisconsin, and … on all three datasets"). */
function setNounRefersBack(doc: Doc, span: Span): boolean {
  const s = doc.sentences[span.sentence];
  return !!s && SET_NOUN_BACK.test(doc.text.slice(span.end, s.end));
}

/** "on T4 GPU", "in FPS": a device the paper ran on or a rate it measured is no setting, whatever the words around it. */
const DEVICE_OR_RATE = /^FPS$|\s[GTCN]PUs?$/;

/** " and AHIQ measures", " metric": names, or a list of them, that the noun after them calls measures ("on the MANIQA and AHIQ measures"). */
const MEASURE_NOUN_AFTER = /^(?:(?:,\s|,?\s(?:and|or)\s)[\w.+-]+){0,4}\s(?:metrics?|measures?)\b/;

/** Marks benchmarks (lexicon, head nouns, shapes, evaluation slots) and models (by name shape). */
export function assignBenchmarksAndModels(doc: Doc): void {
  doc.spans.forEach((span, i) => {
    const e = doc.at.get(span.start);
    if (!e || e.roles.has('method') || DEVICE_OR_RATE.test(e.name) || MEASURE_NOUN_AFTER.test(doc.text.slice(span.end, span.end + 80))) return;
    for (const rule of BENCHMARK_RULES) {
      if (rule.test(doc, i)) {
        // A capitalized word no shape marks as a name is weaker evidence than a coined one: its own rule name, so the scorer weighs them apart.
        assign(e, 'benchmark', span.sentence, e.kind === 'title' ? `${rule.name}/title` : rule.name);
        return;
      }
    }
    // "sharpness-aware minimization (SAM)": a family's letters spelled out in lower case name a technique, not that model.
    if (span.kind === 'model' && !e.roles.has('benchmark') && !classAcronym(e)) assign(e, 'model', span.sentence, 'model/name-shape');
  });
  listedModels(doc);
  listedBenchmarks(doc);
  describedBenchmarks(doc);
  headedModels(doc);
  scoredBesideModels(doc);
  titledBenchmarks(doc);
  headedLists(doc);
  listedWithKnownBenchmarks(doc);
  trainingOnly(doc);
  architectures(doc);
  dataSources(doc);
  shortBenchmarkNames(doc);
  derivedBenchmarks(doc);
}

/**
 * "Experiments on CVABench" in the paper of CVA, "to create GSM8K-Scheherazade" in the paper of Scheherazade, "ChartMaze-Lite"
 * beside the introduced ChartMaze: a benchmark named after the paper's method, or after a benchmark it introduces, is one the
 * paper introduces too (joined by a hyphen, a space or a capital: "FooBench", "Foo-Hard", "Foo Bench").
 */
function derivedBenchmarks(doc: Doc): void {
  const own = [...doc.entities.values()].filter((e) => (e.roles.has('method') || e.roles.has('introduced')) && e.name.length >= 3 && !LEXICON_KEYS.has(e.key));
  if (!own.length) return;
  for (const e of doc.entities.values()) {
    const at = e.roles.get('benchmark');
    if (!at || e.roles.has('introduced') || e.roles.has('method') || LEXICON_KEYS.has(e.key)) continue;
    if (own.some((o) => o !== e && derivedName(e.name, o.name))) assign(e, 'introduced', at.sentence, 'intro/derived-name');
  }
}

/** Whether `name` is `base` with a part joined before or after it ("CVABench", "GSM8K-Scheherazade", "ChartMaze-Lite"). */
function derivedName(name: string, base: string): boolean {
  if (name.length <= base.length) return false;
  if (name.startsWith(base)) return /^(?:[-\s]?[\p{Lu}\d])/u.test(name.slice(base.length));
  if (name.endsWith(base)) return /[-\s]$/.test(name.slice(0, name.length - base.length));
  return false;
}

/**
 * "four datasets, Amazon Beauty, Amazon Sports, … on Beauty and Sports": a one-word benchmark no lexicon knows that ends
 * exactly one longer benchmark name of the abstract is that benchmark, written short (not "ImageNet" of "Tiny ImageNet").
 */
function shortBenchmarkNames(doc: Doc): void {
  const long = [...doc.entities.values()].filter((e) => e.roles.has('benchmark') && e.name.includes(' '));
  if (!long.length) return;
  for (const [key, e] of doc.entities) {
    if (!e.roles.has('benchmark') || e.name.includes(' ') || LEXICON_KEYS.has(e.key) || e.roles.has('introduced')) continue;
    const owners = long.filter((l) => l !== e && l.name.endsWith(` ${e.name}`));
    const owner = owners.length === 1 ? owners[0] : undefined;
    if (!owner) continue;
    for (const [at, x] of doc.at) if (x === e) doc.at.set(at, owner);
    owner.aliases.add(e.name);
    doc.entities.delete(key);
  }
}
