/**
 * One abstract under extraction: its sentences, tokens, name spans and the
 * registry of entities those spans stand for, with the roles rules assign.
 */
import { canonicalName } from '../names.ts';
import { cached, keyOfName, norm } from './memo.ts';
import { findAcronyms, type AcronymPair } from './acronyms.ts';
import { GENERIC, LANGUAGE_CODES, LEXICON_KEYS, METRIC, METRIC_KEYS, METRIC_SPELLINGS, NAMING_AFTER, NAMING_VERB_BEFORE, WIN_VERB } from './lexicon.ts';
import { singular, spotMentions, type Span, type SpanKind } from './mentions.ts';
import { LOWER_METRIC } from './metrics.ts';
import { findNumbers, type NumberHit } from './numbers.ts';
import { openingUpTo, splitSentences, type Sentence } from './sentences.ts';
import { ADJECTIVAL, firstStartingFrom, isPlainCapitalized, STAR_NAME, tokenize, type Token } from './tokens.ts';

/** The roles an entity can hold in one abstract. */
export type Role = 'method' | 'benchmark' | 'introduced' | 'baseline' | 'model';

/** Why an entity holds a role: the sentence and the rule that said so. */
export interface RoleNote {
  sentence: number;
  rule: string;
}

/** One named thing of an abstract, whatever its surface forms, with the roles rules gave it. */
export interface Entity {
  key: string;
  /** Canonical surface form in this abstract: the acronym when one is defined. */
  name: string;
  /** Long form from an acronym definition, if any. */
  longForm: string | null;
  aliases: Set<string>;
  kind: SpanKind | 'title';
  roles: Map<Role, RoleNote>;
  /** Offset of the first mention. */
  first: number;
}

/** Everything known about one abstract while rules run over it. */
export interface Doc {
  text: string;
  sentences: Sentence[];
  tokens: Token[];
  pairs: AcronymPair[];
  spans: Span[];
  entities: Map<string, Entity>;
  /** Entity of each span, by span start offset. */
  at: Map<number, Entity>;
  /** Numbers of each sentence, found once (see numbersOf). */
  numbers: Map<number, NumberHit[]>;
  /** Offsets [start, end) of every link in `text`, found once (see urlRanges). */
  urls: [number, number][];
  /** When `text` is the plain reading of LaTeX markup: the text as written and, per offset of `text`, its offset there. */
  source?: { text: string; origin: Int32Array };
  /** Set once the rules have read the introductions: the paper introduces no method of its own (a study of known ones). */
  study?: boolean;
}

/**
 * The numbers of a sentence (margins and scores), computed once per document.
 * A number inside a name ("AlpacaEval 2", "Llama 3 8B") is part of the name, never a value.
 */
export function numbersOf(doc: Doc, s: Sentence): NumberHit[] {
  let hits = doc.numbers.get(s.index);
  if (!hits) {
    const names = spansBetween(doc, s.start, s.end, s.end);
    hits = findNumbers(s.text, s.start).filter((h) => !names.some((n) => h.start >= n.start && h.start < n.end));
    doc.numbers.set(s.index, hits);
  }
  return hits;
}


/**
 * A name that opens with digits ("3DGS", "2DGS-Room", "4DGen"): the letters after the
 * digits carry two capitals, which sizes, resolutions and units ("7B", "2D", "128K",
 * "8xH100", "1TB") do not.
 */
const DIGIT_LED = /^\d+(?!(?:[KMGTP]B|FPS|GHz|MHz)\b)\p{Lu}\p{Ll}*\p{Lu}/u;

/** Lowercase sizes written after a model's name ("Whisper-small", "ViT-base", "BERT-large"). */
const SIZE_SUFFIX = /^(?:tiny|small|base|medium|large|huge|giant|light|lite|mini|nano|micro)$/;

/** "F1-score", "Dice-score": a lexicon metric with "-score" after it is that measure, not a system. */
function isScoreOfMetric(surface: string): boolean {
  const m = /^(.+)-(?:score|measure)$/i.exec(surface);
  return m?.[1] !== undefined && METRIC_KEYS.has(norm(m[1]));
}

/**
 * Whether a surface form may name an entity at all: not a class word ("LLMs"),
 * not an adjectival compound ("GRPO-style"), and not a class word with lowercase
 * affixes only ("pre-RL", "RL-ready"). A name led by digits is one when a shape ("3DGS", "3D-GS", or a part of it: "3D-4DGS") or
 * the lexicon ("3D Gaussian Splatting") says so.
 */
export const isNameable = cached(nameable);

/** The shape of a GPU or accelerator's name ("RTX5090", "B200", "H800", "L40S", "MI300X", "GB200"). */
const HARDWARE = /^(?:RTX\d{4}(?:Ti)?|GTX\d{3,4}|[ABHLV]\d{2,3}S?|GB\d{3}|MI\d{3}X?)$/;

function nameable(surface: string): boolean {
  const bare = norm(singular(surface));
  // "V*", "S*": a star name is one, though one letter is left of it normalized.
  if ((bare.length < 2 && !STAR_NAME.test(surface)) || GENERIC.has(bare) || (METRIC_KEYS.has(bare) && surface === surface.toUpperCase()) || METRIC_SPELLINGS.has(surface) || isScoreOfMetric(surface) || ADJECTIVAL.test(surface) || (/^\d/.test(bare) && !surface.split('-').some((part) => DIGIT_LED.test(part)) && !DIGIT_LED.test(surface.replace(/-/g, '')) && !LEXICON_KEYS.has(bare)) || surface.includes('@')) return false;
  // "RTX5090", "NVIDIA B200", "A100": a processor is what a system runs on, not a system or a benchmark.
  const words = surface.split(' ');
  if (words.some((w) => HARDWARE.test(w)) && words.every((w) => HARDWARE.test(w) || GENERIC.has(norm(w)))) return false;
  const parts = surface.split('-');
  if (parts.length < 2) return true;
  // "Whisper-small", "ViT-base": a size after a name is a model of that size, not a kind of it.
  if (parts.length === 2 && SIZE_SUFFIX.test(parts[1] ?? '') && /^\p{Lu}/u.test(parts[0] ?? '') && !GENERIC.has(norm(parts[0] ?? ''))) return true;
  // "long-CoT", "multi-GRPO": a lowercase word on a known name describes a kind of it; an edition word names another
  // edition of it ("HumanEval-plus", "MMLU-redux").
  const descriptor = (p: string): boolean => /^\p{Ll}+$/u.test(p) && !EDITION_PART.test(p);
  const lower = parts.filter(descriptor).length;
  // "sub-10B", "over-7B": a lowercase word on a size names a range of sizes, no model.
  return !parts.every((p) => GENERIC.has(norm(singular(p))) || descriptor(p) || (lower > 0 && (LEXICON_KEYS.has(norm(p)) || SIZE_PART.test(p))));
}

/** A parameter count written as a part of a hyphenated word: "10B", "1.5B", "350M" (not a data size: "inter-86K"). */
const SIZE_PART = /^\d+(?:\.\d+)?[BM]$/;

/**
 * Lowercase edition and split words written after a name ("HumanEval-plus", "MMLU-pro", "MMLU-redux", "SWE-bench-verified",
 * "RefCOCOg-test"), and the language of a benchmark's edition ("BrowseComp-en", "BrowseComp-zh").
 */
const EDITION_PART = new RegExp(`^(?:plus|pro|verified|redux|test|val|validation|${LANGUAGE_CODES})$`);

/** The registry key of a surface form: singular, alias-resolved, normalized. */
export function keyOf(surface: string): string {
  return keyOfName(singular(surface));
}

/** Links: the words inside them ("github.com/agent-husky/Husky-v1") are paths, not names. LaTeX's \url and \href are rendered to their text first (latex.ts). */
const URL = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|org|io|net|ai|edu)\/\S*/gi;

/** Offsets [start, end) of every link in a text. */
export function urlRanges(text: string): [number, number][] {
  if (!text.includes('/') && !text.includes('www.')) return [];
  return [...text.matchAll(URL)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

/** "we propose Self-Explore (SE)", "we introduce Selective Token Modeling (STM)": the paper giving its own contribution a name. */
const INTRO_BEFORE = /\b(?:we|this\s+(?:paper|work))\s+(?:\w+ly\s+)?(?:propose|introduce|present|develop|design|term|call|name|dub)[sd]?\s+(?:(?:a|an|the|our|new|novel|simple|effective|method|approach|framework|algorithm|technique|called|termed|named|dubbed)[\s,]+){0,4}$/i;
/** "Rho-1 employs Selective Language Modeling (SLM)": a coined name (a digit or an inner capital in it) giving its own part a name. */
const PART_BEFORE = /(?:^|[\s(])(?:\p{Lu}[\w.-]*(?:\d|\p{Ll}\p{Lu})[\w.-]*)\s+(?:\w+ly\s+)?(?:employs|adopts|uses|leverages|introduces|incorporates|features)\s+(?:(?:a|an|the|new|novel)\s+){0,2}$/u;

/**
 * Short forms the abstract defines that the spotter's shapes would miss: acronyms the class vocabulary would discard
 * ("SE", "SLM", "RM-RL") defined for the paper's own contribution (a title-case long form of two or more words, right after an
 * introducing verb), and plain capitalized words defined as short forms ("(Vim)"). Those are names here.
 */
function ownedAcronyms(text: string, pairs: AcronymPair[], sentenceStartOf: (offset: number) => number): Set<string> {
  const out = new Set<string>();
  for (const p of pairs) {
    if (isNameable(p.short) || !/^(?:[A-Z]{2,6}|[A-Z]{1,6}-[A-Z]{1,6})$/.test(p.short) || LEXICON_KEYS.has(norm(p.short))) continue;
    // "Topic-level Preference Rewriting (TPR)": every word capitalized, a hyphenated one at its start ("Self-Explore" is two words).
    if (p.long.split(/[\s-]+/).length < 2 || !p.long.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))) continue;
    const before = text.slice(sentenceStartOf(p.longStart), p.longStart);
    if (INTRO_BEFORE.test(before) || PART_BEFORE.test(before)) out.add(p.short);
  }
  // "a new generic vision backbone with bidirectional Mamba blocks (Vim)": a plain capitalized word the abstract
  // defines as a short form is a name wherever it recurs ("Vim is 2.8x faster than DeiT"), though its shape is English.
  for (const p of pairs) if (isPlainCapitalized(p.short) && isNameable(p.short) && !LEXICON_KEYS.has(norm(p.short))) out.add(p.short);
  return out;
}

/** A measure's name read from one offset: the metric alternation, anchored. */
const METRIC_AT = new RegExp(METRIC.source, 'iuy');

/**
 * "CLIP score", "DINO similarity": a name that opens a longer measure's name is part of the measure, not a mention; so is
 * a measure's whole name of several words ("Frechet Inception Distance").
 */
export function insideMeasure(text: string, s: { text: string; start: number; end: number }): boolean {
  METRIC_AT.lastIndex = s.start;
  const m = METRIC_AT.exec(text);
  return !!m && (m[0].length > s.end - s.start || (m[0].length === s.end - s.start && s.text.includes(' ')));
}

/** Builds the document: sentences, tokens, acronym pairs, spans and one entity per distinct name. */
export function buildDoc(text: string): Doc {
  const sentences = splitSentences(text);
  const starts = sentences.map((s) => s.start);
  const sentenceStartOf = (offset: number): number => {
    let lo = 0;
    for (const s of starts) if (s <= offset) lo = s;
    return lo;
  };
  const tokens = tokenize(text, starts);
  const pairs = findAcronyms(text, sentenceStartOf);
  const owned = ownedAcronyms(text, pairs, sentenceStartOf);
  const urls = urlRanges(text);
  // Not a name: a span inside a URL, or a measure's name beside its value ("an MAE of 13.21", "13.21 MAE"), whatever else the letters name.
  // "Dice similarity coefficient (DSC)", "95% Hausdorff distance (HD95)": a measure spelled out is a measure, under either name.
  const measures = new Set(pairs.filter((p) => MEASURE_LONG.test(p.long)).map((p) => p.short));
  const spans = spotMentions(text, tokens, pairs, owned).filter((s) => !(urls.length && urls.some(([a, b]) => s.start >= a && s.start < b)) && !besideValue(text, s) && !measures.has(s.base ?? s.text) && !insideMeasure(text, s));
  const doc: Doc = { text, sentences, tokens, pairs, spans, entities: new Map(), at: new Map(), numbers: new Map(), urls };
  for (const p of pairs) {
    if ((!isNameable(p.short) && !owned.has(p.short)) || MEASURE_LONG.test(p.long)) continue;
    const e = ensure(doc, p.short, 'coined', p.shortStart);
    if (!e.longForm) e.longForm = p.long;
    e.aliases.add(p.long);
  }
  // "We propose GUI-explorer, a training-free GUI agent", "we propose coupled-GRPO, a novel sampling scheme": a name the paper
  // introduces as its own is one, whatever its shape (a class word or a known name with a lowercase part). The naming slot
  // is the one `namingSlotTest` (introductions.ts) reads for capitalized words no shape knows ("we train Lynx, a …").
  const introduced = new Set(spans.filter((x) => NAMING_VERB_BEFORE.test(text.slice(Math.max(0, x.start - 60), x.start)) && NAMING_AFTER.test(text.slice(x.end, x.end + 8))).map((x) => x.base ?? x.text));
  for (const span of spans) {
    const name = span.base ?? span.text;
    // A lexicon name is a name as curated, lowercase parts and all ("ogbg-molhiv", "self-consistency").
    // "miniF2F-test", "Craftax-classic": so is a lexicon benchmark with its split or edition glued on.
    if (!isNameable(name) && !owned.has(name) && !introduced.has(name) && !(span.kind === 'benchmark' && /^\p{L}/u.test(name)) && !(span.kind === 'known' && /^\p{Ll}[\p{L}\d]*-/u.test(name))) continue;
    const e = ensure(doc, name, span.kind, span.start);
    if (span.text !== e.name) e.aliases.add(span.text);
    if (span.short) e.aliases.add(span.short);
    doc.at.set(span.start, e);
  }
  return doc;
}

/** A long form that names a measure: its last word is a measure's noun ("Dice similarity coefficient", "Hausdorff distance", "word error rate"). */
const MEASURE_LONG = /[\s-](?:coefficient|distance|error|error rate|accuracy|score|ratio|precision|recall|similarity|divergence)$/i;

/** A value right after a measure's name ("MAE of 13.21") or right before it ("13.21 MAE"). */
const MEASURE_VALUE_AFTER = /^\s(?:of|=|:)\s?\d/;
const MEASURE_VALUE_BEFORE = /\d(?:\.\d+)?\s?\\?%?\s$/;

/** Whether a span is a measure's name beside its value ("an MAE of 13.21", "13.21 MAE"): the measure, not a name. */
export function besideValue(text: string, s: { text: string; start: number; end: number }): boolean {
  return (METRIC_KEYS.has(norm(s.text)) || (s.text.length <= 5 && LOWER_METRIC.test(s.text))) && (MEASURE_VALUE_AFTER.test(text.slice(s.end, s.end + 12)) || MEASURE_VALUE_BEFORE.test(text.slice(Math.max(0, s.start - 12), s.start)));
}

/** The entity for a surface form, created on first use. */
export function ensure(doc: Doc, surface: string, kind: Entity['kind'], offset: number): Entity {
  const key = keyOf(surface);
  let e = doc.entities.get(key);
  if (!e) {
    e = { key, name: singular(surface), longForm: null, aliases: new Set(), kind, roles: new Map(), first: offset };
    const canonical = canonicalName(singular(surface));
    if (canonical !== e.name) e.aliases.add(canonical);
    if (singular(surface) !== surface) e.aliases.add(surface);
    doc.entities.set(key, e);
  } else {
    if (e.kind === 'coined' && kind !== 'coined' && kind !== 'long-form') e.kind = kind;
    // "chain-of-thought … over CoT": a name written in lowercase gives way to one written as a name.
    if (/^[\p{Ll}\d-]+$/u.test(e.name) && /\p{Lu}/u.test(surface)) {
      e.aliases.add(e.name);
      e.name = singular(surface);
      e.aliases.delete(e.name);
    }
  }
  return e;
}

/** Index of the first token starting at or after `offset` (tokens.length when none). */
export function tokenIndexAt(doc: Doc, offset: number): number {
  return firstStartingFrom(doc.tokens, offset);
}

/**
 * Adds a span found after spotting ("Attacca" again, once introduced) for entity
 * `e`, filling its sentence and token range and keeping spans sorted by start.
 */
export function addSpan(doc: Doc, span: Pick<Span, 'text' | 'start' | 'end' | 'kind'>, e: Entity): void {
  const first = tokenIndexAt(doc, span.start);
  let last = first;
  while ((doc.tokens[last]?.end ?? Infinity) <= span.end) last++;
  const full: Span = { ...span, sentence: doc.tokens[first]?.sentence ?? 0, first, last };
  let i = doc.spans.length;
  while (i > 0 && (doc.spans[i - 1]?.start ?? 0) > span.start) i--;
  doc.spans.splice(i, 0, full);
  doc.at.set(span.start, e);
}

/** Gives an entity a role unless it already has it (the first reason wins). */
export function assign(e: Entity, role: Role, sentence: number, rule: string): void {
  // "video instance segmentation (VIS)", "click-through rate prediction (CTR)": an acronym of a task in lowercase words names
  // the task, which no benchmark is; a data set the paper introduces under it still is.
  if (role === 'benchmark' && e.kind === 'coined' && e.longForm && TASK_LONG.test(e.longForm) && !e.roles.has('introduced')) return;
  // "a model for Long-term Time Series Forecasting (LTSF)", "Named Entity Recognition (NER)": an acronym whose long form ends in
  // a noun only tasks end in names the task, which no method is, however it is capitalized.
  if (role === 'method' && e.kind === 'coined' && e.longForm && TASK_ONLY_LONG.test(e.longForm)) return;
  if (!e.roles.has(role)) e.roles.set(role, { sentence, rule });
}

/** Nouns a task's name ends in and a method's never does ("… Time Series Forecasting", "… question-answering"). */
const TASK_ONLY_NOUN = 'forecasting|answering|recognition|classification|captioning|tracking|summari[sz]ation|translation|comprehension|recommendation|parsing|identification|extraction';

/** A long form, in any case, ending in a noun only tasks end in. */
const TASK_ONLY_LONG = new RegExp(`[\\s-](?:${TASK_ONLY_NOUN}|understanding)$`, 'i');

/** A task's name in lowercase words: its last word is a task's noun ("referring expression comprehension", "sequential recommendation"). */
const TASK_LONG = new RegExp(
  `^[\\p{Ll}\\d][\\p{Ll}\\d-]*(?:\\s[\\p{Ll}\\d][\\p{Ll}\\d-]*)*\\s(?:${TASK_ONLY_NOUN}|segmentation|prediction|detection|generation|retrieval|estimation|grounding|localization|interaction|verification)$`,
  'u',
);

/** "Fine-tuning Mistral-7B on MedSynth", "trained on ImageNet", "trained on 95K hours of the Emilia corpus", "trained on small-scale datasets such as ShapeNet": a benchmark used as training data ("trained with GRPO are evaluated on X" is an evaluation; a comma ends the phrase: "fine-tuning of X, and on SuperGLUE it …"; "improvements over supervised fine-tuning on GSM8K" compares on it). */
const TRAINED_ON = /(?<![\w-])(?<!\b(?:over|than|versus|vs\.?|against)\s+(?:[\w-]+\s+){0,2})(?:train(?:s|ed|ing)?|(?:fine-?)?tun(?:e|es|ed|ing)|finetun\w*|pre-?train\w*|distill\w*)\s+(?:(?!(?:evaluat|test|assess|benchmark|validat|compar|outperform|surpass|beat|exceed|achiev|attain|reach|scor|improv|accura|perform|result|top-\d)\w*\s)[^\s,;]+\s+){0,4}?(?:on|with|using)\s+(?:the\s+)?(?:\d[\d.,]*\s?[KMBT]?\s+(?:tokens?\s+(?:of|from)\s+)?|\d[\d.,]*\s?[KMBT]?\s+(?:hours|samples|examples|images|videos|pairs|clips|utterances|documents)\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:from\s+the\s+)?|from\s+the\s+)|(?:[\w-]+\s+){0,3}?(?:datasets?|data|corpora)\s*,?\s+(?:such\s+as|like|including|e\.g\.,?)\s+(?:the\s+)?)?$/i;

/** "Fine-tuned on LIBERO, it achieves …", "When fine-tuned on COCO, …", "Fine-tuning LLaMA-3-70B on GSM8K, …", "Trained on ImageNet-1K alone at 224×224 resolution, …": a data set named by a fronted training phrase alone. */
const FRONTED_TRAINING = /^(?:(?:When|After|Once|Upon)\s+)?(?:fine-?tun(?:ed|ing)|finetun(?:ed|ing)|train(?:ed|ing)|post-?train(?:ed|ing)|adapt(?:ed|ing))\s+(?:(?!on\b)[\w.-]+\s+){0,3}?on\s+(?:the\s+)?$/i;
/** ", it achieves an average success rate of 76.5%" (a few words of setting may come first): the clause after it reports a result. */
const RESULT_AFTER = new RegExp(String.raw`^(?:\s[^,.;]{1,50})?,\s[^.;]*?\b(?:${WIN_VERB}|(?:achiev|reach|attain|scor|obtain|improv|sets?\b)\w*)\b[^.;]*?\d`, 'i');

/** " from the ", " of the ": what joins a benchmark to the suite it belongs to ("Peptides-struct from the Long Range Graph Benchmark"). */
const SUITE_BEFORE = /^\s(?:from|of|in)\s(?:the\s)?$/;

/** What joins two items of one list: "A, B", "A, and B", "A and B", "A or B", "A/B". */
export const LIST_JOIN = /^(?:,\s(?:and\s|or\s)?|,?\s(?:and|or)\s|\/)$/;
/** A list item's head noun, then the join: " series, ", " dataset, and ". */
const ITEM_NOUN_JOIN = /^\s(?:series|dataset|benchmark|suite|corpus|split|subset)(?:,\s(?:and\s|or\s)?|,?\s(?:and|or)\s)$/;

/** "), and ": what joins an item that carries its acronym in parentheses (" (" before it, alone) to the next. */
const AFTER_ACRONYM_JOIN = /^\)(?:,\s(?:and\s|or\s)?|,?\s(?:and|or)\s)$/;

/** The coordinated lists of an abstract's name spans, in order ("across WOBL, SNRK and JBBR" is one); a name alone is a list of one. */
export function spanLists(doc: Doc): Span[][] {
  const lists: Span[][] = [];
  doc.spans.forEach((span, i) => {
    const prev = doc.spans[i - 1];
    const between = prev ? doc.text.slice(prev.end, span.start) : '';
    // "Direct Preference Optimization (DPO), Contrastive Preference Optimization (CPO), and …": an item may carry its acronym.
    // "Harry Potter series, WMDP, and TOFU": so may its head noun.
    const joined = !!prev && prev.sentence === span.sentence && prev.end <= span.start && (LIST_JOIN.test(between) || ITEM_NOUN_JOIN.test(between) || (between === ' (' ? doc.text[span.end] === ')' : AFTER_ACRONYM_JOIN.test(between) && doc.text.slice(prev.start - 2, prev.start) === ' ('));
    if (joined) lists[lists.length - 1]?.push(span);
    else lists.push([span]);
  });
  return lists;
}

/**
 * Whether the benchmark mention at `start` names the suite another benchmark named right before it belongs to
 * ("On Peptides-struct from the Long Range Graph Benchmark (LRGB), it reaches …"): claims and scores are on the member.
 */
export function isSuiteOf(doc: Doc, start: number): boolean {
  // "… from the Long Range Graph Benchmark (LRGB)": the acronym right after the suite's long form is the suite too.
  if (doc.text.slice(start - 2, start) === ' (') {
    const long = spansBetween(doc, Math.max(0, start - 80), start - 2).filter((x) => x.end === start - 2).pop();
    if (long && doc.at.get(long.start) === doc.at.get(start)) return isSuiteOf(doc, long.start);
  }
  const gap = doc.text.slice(Math.max(0, start - 12), start);
  if (!/\s(?:from|of|in)\s(?:the\s)?$/.test(gap)) return false;
  const prev = spansBetween(doc, Math.max(0, start - 80), start).filter((x) => x.end <= start).pop();
  return !!prev && !!doc.at.get(prev.start)?.roles.has('benchmark') && SUITE_BEFORE.test(doc.text.slice(prev.end, start));
}

/** "Using ", "With the new ": a sentence opened by the use of what its name is. */
const USED_BEFORE_TRAINING = /^(?:\w+,\s)?(?:Using|With|Leveraging|On)\s(?:the\s|our\s|this\s)?(?:[\w-]+\s){0,2}$/;
/** "<name>, a curated dataset …, we train", "<name> dataset of 851K pairs, we fine-tune": the rest of the fronted phrase, then a clause that trains on it. */
const TRAINING_CLAUSE_AFTER = /^[^,;.]{0,80}?(?:,\s[^,;]{0,100})?,\s(?:we|it|they)\s+(?:\w+ly\s+)?(?:train|fine-?tune|finetune|distill|pre-?train|post-?train|instruction-?tune)\w*\b/;

/**
 * Whether the benchmark mention at `start` is a training set in its sentence rather than an evaluation. A set the
 * sentence is fronted by ("Fine-tuned on LIBERO, it achieves 76.5%, exceeding …") is also what the result is on when
 * the sentence names no other benchmark.
 */
export function isTrainingUse(doc: Doc, sentenceStart: number, start: number): boolean {
  // "Using DeepReview-13K, a curated dataset with structured annotations, we train DeepReviewer-14B": data a fronted phrase
  // names for the training its clause then states.
  if (start - sentenceStart < 80 && USED_BEFORE_TRAINING.test(doc.text.slice(sentenceStart, start)) && TRAINING_CLAUSE_AFTER.test(doc.text.slice(start, start + 160))) return true;
  if (!TRAINED_ON.test(doc.text.slice(Math.max(sentenceStart, start - 80), start))) return false;
  const s = doc.sentences.find((x) => x.start === sentenceStart);
  // "Importantly, when fine-tuned on COCO, …": the sentence's own words open after its connective.
  if (!FRONTED_TRAINING.test(s ? openingUpTo(doc, s, start) : doc.text.slice(sentenceStart, start))) return true;
  const span = doc.spans.find((x) => x.start === start);
  if (!s || !span) return true;
  const e = doc.at.get(start);
  const other = doc.spans.some((x) => x.start > span.end && x.end <= s.end && doc.at.get(x.start) !== e && (x.kind === 'benchmark' || !!doc.at.get(x.start)?.roles.has('benchmark')));
  return other || !RESULT_AFTER.test(doc.text.slice(span.end, s.end));
}

/** The index of the first span starting at or after `offset` (spans are kept in text order), by binary search. */
export function firstSpanFrom(doc: Doc, offset: number): number {
  return firstStartingFrom(doc.spans, offset);
}

/** Spans starting in [from, to) and ending by `end` (default `to`), in order; spans are kept sorted by start. */
export function spansBetween(doc: Doc, from: number, to: number, end = to): Span[] {
  const out: Span[] = [];
  for (let i = firstSpanFrom(doc, from); i < doc.spans.length; i++) {
    const s = doc.spans[i];
    if (!s || s.start >= to) break;
    if (s.end <= end) out.push(s);
  }
  return out;
}
