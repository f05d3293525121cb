/**
 * Spotting name spans in an abstract: lexicon phrases, model names with their
 * version and size ("Llama 3.1 8B"), coined tokens, and acronym long forms.
 * Every span keeps exact offsets into the abstract.
 */
import { entityKind, normalizeName, readLexicon } from '../names.ts';
import type { AcronymPair } from './acronyms.ts';
import { GENERIC, LANGUAGE_CODES, METRIC_KEYS, PHRASES, type LexiconKind } from './lexicon.ts';
import { norm } from './memo.ts';
import { ADJECTIVAL, firstStartingFrom, isCapitalized, isPlainCapitalized, isPlainLower, type Token } from './tokens.ts';

export type SpanKind = LexiconKind | 'model' | 'coined' | 'long-form';

/** One mention of a name in the abstract. */
export interface Span {
  text: string;
  start: number;
  end: number;
  sentence: number;
  kind: SpanKind;
  /** Index of the first and one past the last token covered. */
  first: number;
  last: number;
  /** For a benchmark split ("ALFWorld Unseen"), the base name ("ALFWorld"). */
  base?: string;
  /** For a name with its version or size written after it ("NaturalSpeech 3", "Meltemi 7B"), the name without it. */
  short?: string;
}

/** A version or size written as its own word after a name: "2", "3.5", "v2", "V2", "v1-5", "7B", "II", "XL". */
const VERSION_WORD = /^(?:[vV]?\d{1,2}(?:\.\d{1,2})?|v\d{1,2}(?:[.-]\d{1,2}){1,2}|\d{1,3}(?:\.\d)?[BMK]|II|III|IV|XL|XXL)$/;
/** An edition year written after a coined name ("CAMEO 2022"). */
const EDITION_YEAR = /^(?:19|20)\d\d$/;
/**
 * What may follow such a version word; a unit or a number after it makes it a quantity ("ALFWorld 93.1%"), and so does
 * a slash before the next cell of a table written in prose ("ALFWorld 84.3 / WebShop 68.0"), or after the cell before.
 */
const NOT_AFTER_VERSION = /^(?:\s?(?:%|\\%|(?:x|times|points|pp|percent|of|out)\b|and\s+\d)|[.,]\d|\s?\/\s?[\p{L}\d])/u;

/**
 * Extends a name span by the version or size word written after it ("VALL-E 2",
 * "AlpacaEval 2", "Meltemi 7B"), keeping the bare name as `short`.
 */
function withVersion(text: string, tokens: Token[], span: Span): Span {
  const prev = tokens[span.last - 1];
  const next = tokens[span.last];
  if (!prev || !next || !joined(text, prev, next) || span.base) return span;
  // "Whisper large-v3", "Whisper Large": a known model family takes a model's size words too.
  if (span.kind === 'known' && (isSize(text, next) || isEdition(text, next)) && entityKind(span.text) === 'Model') return grown(text, span, next, span.text);
  // "CAMEO 2022", "PDBBind 2020": a coined name takes the edition year written after it.
  if (!VERSION_WORD.test(next.text) && !(span.kind === 'coined' && EDITION_YEAR.test(next.text))) return span;
  // "EM 41.7", "FID 2.05": a measure's name with a number after it is the measure and its value, no versioned name.
  if (/^\d/.test(next.text) && METRIC_KEYS.has(normalizeName(span.text))) return span;
  // A benchmark has editions, not sizes: "the ScienceWorld 4B baseline" is a 4B model on ScienceWorld.
  if (span.kind === 'benchmark' && /[BMK]$/.test(next.text)) return span;
  // "v2" is a version whatever follows ("OWL-ViT v2 and 4.2 AP over …"); a bare number may be a quantity.
  const quantity =
    !/^v\d/.test(next.text) &&
    (NOT_AFTER_VERSION.test(text.slice(next.end, next.end + 8)) || /^\s?[-–]\s?\d/.test(text.slice(next.end, next.end + 3)) || /\d\s?\/\s?$/.test(text.slice(Math.max(0, span.start - 4), span.start)));
  if (quantity) return span;
  return withEdition(text, tokens, grown(text, span, next, span.text));
}

/** `span` grown by the token after it, `short` its bare name. */
function grown(text: string, span: Span, next: Token, short: string | undefined): Span {
  return { ...span, text: text.slice(span.start, next.end), end: next.end, last: span.last + 1, short };
}

/** "Stable Diffusion 3.5 Medium", "Stable Diffusion 3.5 Large": a known model's versioned name takes the edition word after it. */
function withEdition(text: string, tokens: Token[], span: Span): Span {
  const next = tokens[span.last];
  const prev = tokens[span.last - 1];
  if (span.kind !== 'known' || !prev || !next || !joined(text, prev, next) || !isEdition(text, next) || entityKind(span.short ?? span.text) !== 'Model') return span;
  return grown(text, span, next, span.short);
}

/** A title-case word ("Grounding", "Chinese", "Vanilla"): inside a sentence, part of the name it is written before. */
const PREFIX_WORD = /^\p{Lu}\p{Ll}+$/u;
/** A coined name that a title-case word before it may extend: a word with capitals and lowercase ("HalBench"), not a size ("7B"). */
const COINED_HEAD = /^\p{Lu}[\p{L}\p{N}-]*\p{Ll}/u;
/** Makers written before their products ("Google Gemini", "Meta Llama") and qualifiers ("Vanilla OPSD"): not part of the name. */
const NOT_PREFIX = /^(?:Vanilla|Standard|Original|Plain|Naive|Default|Strong|Base|Google|Meta|Microsoft|Nvidia|Apple|Amazon|Alibaba|Baidu|Tencent|Anthropic|Mistral|Facebook|Salesforce|Adobe|Stability|Huawei|Samsung|Intel|Qualcomm|Tesla|Runway)$/;

/**
 * Extends a known method or benchmark by the title-case words written before it
 * inside a sentence ("outperforming Grounding DINO", "on Chinese SimpleQA", "over
 * Factually Augmented RLHF"): a capital letter that no sentence start explains
 * marks a word of the name. A sentence's first word is capitalized anyway, and
 * a maker or a qualifier is not part of the name. "Grounding DINO" is not the known
 * DINO: the longer name is a coined one; a benchmark's edition stays a benchmark. A
 * model-family name takes one such word and stays a model ("Audio Flamingo 2", "the
 * Code Llama-34B model", "Grounding DINO-T").
 */
function withPrefix(text: string, tokens: Token[], span: Span, taken: Uint8Array): Span {
  const extendable = span.kind === 'known' || span.kind === 'benchmark' || span.kind === 'model' || (span.kind === 'coined' && COINED_HEAD.test(span.text));
  if (!extendable) return span;
  let first = span.first;
  // A coined or model-shaped name takes one word, and only one that stands alone ("on Object HalBench"), not the end of a long form before it.
  const oneWord = span.kind === 'coined' || span.kind === 'model';
  const most = oneWord ? 1 : 3;
  while (span.first - first < most) {
    const prev = tokens[first - 1];
    const cur = tokens[first];
    const before = tokens[first - 2];
    if (!prev || !cur || !before || taken[first - 1] || !joined(text, prev, cur) || before.sentence !== prev.sentence) break;
    if (!PREFIX_WORD.test(prev.text) || NOT_PREFIX.test(prev.text)) break;
    // "On FEMNIST and Shakespeare FedMoMo performs …": two names each written alone elsewhere in the abstract are two names.
    if (oneWord && standsAlone(text, cur.text, prev.text, 'after') && standsAlone(text, prev.text, cur.text, 'before')) break;
    first--;
  }
  if (first === span.first) return span;
  if (oneWord && isCapitalized(tokens[first - 1]?.text ?? '') && tokens[first - 1]?.sentence === tokens[first]?.sentence) return span;
  const start = tokens[first]?.start ?? span.start;
  return { ...span, text: text.slice(start, span.end), start, first, kind: span.kind === 'known' ? 'coined' : span.kind };
}

/** Whether `word` is written somewhere without `other` right before it (`after`) or right after it (`before`). */
function standsAlone(text: string, word: string, other: string, side: 'after' | 'before'): boolean {
  const joinedForm = side === 'after' ? `${other} ${word}` : `${word} ${other}`;
  let count = 0;
  let joinedCount = 0;
  for (let at = text.indexOf(word); at >= 0 && count < 8; at = text.indexOf(word, at + 1)) count++;
  for (let at = text.indexOf(joinedForm); at >= 0 && joinedCount < 8; at = text.indexOf(joinedForm, at + 1)) joinedCount++;
  return count > joinedCount;
}

/** "Stable Diffusion XL", "Stable Diffusion 3": a known name of a model family, with its version, is a model. */
function asVersionedModel(span: Span): Span {
  return span.kind === 'known' && span.short && entityKind(span.text) === 'Model' ? { ...span, kind: 'model' } : span;
}

/** "WMT14 En-De", "IWSLT'14 De-En": a translation direction after a benchmark is part of its name. */
const LANGUAGE_PAIR = /^[A-Z][a-z]{1,2}[-–→][A-Z][a-z]{1,2}$/;
/** Splits and subsets written after a benchmark name ("ALFWorld Unseen", "LIBERO Long", "LibriSpeech test-clean"). */
const SPLIT = /^(?:Unseen|Seen|Hard|Easy|Medium|Lite|Full|Mini|Test|Dev|Val|Validation|Train|Long|Spatial|Object|Goal|Subset|Split|test|dev|val|unseen|seen|hard|easy|minival|(?:test|val|dev)-[a-z]{2,5}|(?:val|test|train)20\d\d)$/;
/** Editions written after a benchmark name that make another benchmark ("HumanEval Pro", "MBPP Plus", "SWE-bench Verified"). */
const BENCHMARK_EDITION = /^(?:Pro|Plus|Verified)$/;
/** A numbered task written after a shared benchmark's name (" task 4", " Task 6A", " challenge task 4"). */
const TASK_AFTER = /^ (?:[Cc]hallenge )?[Tt]ask \d{1,2}[A-Za-z]?(?!\w|\.\d)/;
/** An image resolution written after a benchmark's name (" 256x256", " 64×64", " 512 × 512"). */
const RESOLUTION_AFTER = /^ \d{2,4}(?:x| ?× ?)\d{2,4}(?!\w|\.\d)/;
/** The rest of a resolution glued to a benchmark's name by its first number ("ImageNet-64×64"). */
const RESOLUTION_REST = /^ ?× ?\d{2,4}(?!\w|\.\d)/;
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** An edition year, maybe with the size of its evaluation subset ("COCO 2017-5k", "MS COCO 2014-30k"). */
const YEAR = /^(?:(?:19|20)\d\d(?:-\d+[kK])?|[12]\d)$/;
/** Version, size and edition words that continue a model name ("Gemma 3 4B", "Claude 3.5 Sonnet"; a named edition may carry its release number: "Claude Instant-1"). */
const MODEL_PART = /^(?:[vV]\d+(?:\.\d+)*[a-z]?|(?!0\.)\d+(?:\.\d{1,2})*[a-z]?|\d+(?:\.\d+)?[BMKT]|\d{1,2}(?:\.\d)?-\d+(?:\.\d+)?[BMKT]|\d+x\d+[BM]|Instruct|Chat|Base|Sonnet|Opus|Haiku|Pro|Flash|Turbo|Mini|mini|Nano|Ultra|Max|Plus|VL|Coder|Math|Thinking|Preview|Lite|Large|Small|Medium|XL|XXL|Distill|R1|V3|V2|Video|Vision|Audio|Omni|(?:Instant|Turbo|Chat|Instruct|Pro)-\d+(?:\.\d+)?)$/;
/** A release code after a family's bare name: "R1V", "K1.5", "K2", "X1". */
const RELEASE_CODE = /^[A-Z]{1,2}\d+(?:\.\d+)?[A-Z]{0,2}$/;
const MODEL_LETTER = /^[A-Z]\+?$/;
/** Lowercase sizes of a model ("Whisper large-v3", "Whisper medium"), not the start of a phrase ("Gemma large language models"). */
const SIZE_WORD = /^(?:large(?:-v\d+)?|medium|small|tiny)$/;
const AFTER_SIZE = /^(?:$|[,.;:)]|\s(?:and|or|at|on|in|with|by|for|to|as|while|which|models?|checkpoints?)\b)/;

/** Capitalized size and edition words of a model ("WavLM Large", "HuBERT Base", "Stable Diffusion 3.5 Medium"), ending the name. */
const EDITION_WORD = /^(?:Large|Medium|Small|Base|Tiny|Huge|Giant|Turbo|Flash|Lite|Mini|Nano|Pro|Ultra|Plus|Max)$/;

function isEdition(text: string, t: Token): boolean {
  return EDITION_WORD.test(t.text) && AFTER_SIZE.test(text.slice(t.end, t.end + 12));
}

function isSize(text: string, t: Token): boolean {
  return SIZE_WORD.test(t.text) && (/-v\d/.test(t.text) || AFTER_SIZE.test(text.slice(t.end, t.end + 12)));
}

/** Whether the token at `i` has a capitalized word right after it (a longer run: "Adroit Hand Manipulation Suite"). */
function capitalizedNext(text: string, tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  return !!t && !!next && joined(text, t, next) && /^\p{Lu}/u.test(next.text);
}

function joined(text: string, a: Token, b: Token): boolean {
  return b.start === a.end + 1 && text[a.end] === ' ' && a.sentence === b.sentence;
}

/** Whether a token is a model name by itself ("Qwen2.5-7B", "GPT-4o", "o3"), not an English word. */
export function isModelWord(word: string): boolean {
  // A bare size ("2M traces", "7B parameters") names no model.
  if (/^\d+(?:\.\d+)?[BMKTbmkt]$/.test(word)) return false;
  if (!isCapitalized(word) && !/\d/.test(word) && !/^\p{Ll}+\p{Lu}/u.test(word) && !/^π/.test(word)) return false;
  return !GENERIC.has(norm(word)) && entityKind(word) === 'Model';
}

/** "AIME24", "AMC23": a benchmark with its edition year glued on. */
const GLUED_YEAR = /^(.+?)-?((?:19|20)?\d\d)$/;
/** "COCO-30K", "ImageNet-1K", "HumanEval-Hard": a benchmark with a size or split glued on. */
const GLUED_SPLIT = /^(.+?)-(?:\d+(?:\.\d+)?[KkMm]?|[Vv]al|[Tt]est|[Dd]ev|[Hh]ard|[Ee]asy|[Ll]ite|[Mm]ini|[Ff]ull|[Ss]ubset)$/;
/**
 * "Flickr30k-CN", "ImageNet-Sketch", "MMLU-Pro", "COCO-Stuff": a capitalized or versioned edition of a known benchmark; in
 * lower case only the edition words ("HumanEval-plus", "MMLU-redux", "Craftax-classic") and languages ("BrowseComp-zh"), not an
 * adjective ("ImageNet-pretrained").
 */
const GLUED_EDITION = new RegExp(String.raw`^(.+?)-(?:\p{Lu}[\p{L}\p{N}]{0,11}|[Vv]\d+(?:\.\d+)?|plus|pro|verified|redux|classic|${LANGUAGE_CODES})$`, 'u');
/** The head of a system's name written after a benchmark's ("PlanBench-Agent", "ALFWorld-Planner"): what was built for it. */
const SYSTEM_SUFFIX = /-(?:Agents?|Planner|Solver|Coder|Net|Former|Tuner|Bot|Policy|Model|Reasoner|Retriever|Router|Judge|Critic|RL|R1|Zero)$/;
/** "MuJoCo-based tasks": a benchmark inside an adjectival compound ("COCO-style benchmarks" are others like it, not COCO). */
const GLUED_ADJECTIVE = /^(.+?)-based$/;

/** A single-word benchmark written with a year, a size or split, an edition, or an adjectival suffix. */
function gluedBenchmark(t: Token): Span | null {
  for (const [re, keep] of [[GLUED_YEAR, true], [GLUED_SPLIT, true], [GLUED_EDITION, true], [GLUED_ADJECTIVE, false]] as const) {
    const m = re.exec(t.text);
    const base = m?.[1];
    if (!base) continue;
    const entry = PHRASES.get(norm(base))?.find((e) => e.kind === 'benchmark' && e.words.length === 1 && (!e.exact || e.exact[0] === base));
    // "FLAN-T5" is a model: an edition is never a model's name; nor is "PlanBench-Agent", a system built for the benchmark.
    if (!entry || (re === GLUED_EDITION && (entityKind(t.text) === 'Model' || SYSTEM_SUFFIX.test(t.text)))) continue;
    const end = keep ? t.end : t.start + base.length;
    return { text: keep ? t.text : base, start: t.start, end, sentence: t.sentence, kind: 'benchmark', first: 0, last: 0 };
  }
  return null;
}

/** The glued benchmark at token `i`, with an edition word after it ("BigCodeBench-Lite Pro" is another benchmark, as "MBPP Pro" is). */
function gluedAt(text: string, tokens: Token[], i: number): Span | null {
  const t = tokens[i];
  const glued = t ? gluedBenchmark(t) : null;
  if (!t || !glued) return null;
  const next = tokens[i + 1];
  if (next && joined(text, t, next) && BENCHMARK_EDITION.test(next.text)) return { ...glued, text: text.slice(t.start, next.end), end: next.end, first: i, last: i + 2 };
  // "ImageNet-64×64": a resolution glued on by its first number is the whole resolution, not a split "64".
  const rest = /\d$/.test(t.text) ? RESOLUTION_REST.exec(text.slice(t.end, t.end + 8)) : null;
  if (rest && next && next.end === t.end + rest[0].length) return { ...glued, text: text.slice(t.start, next.end), end: next.end, first: i, last: i + 2, base: t.text.replace(/-\d+$/, '') };
  return { ...glued, first: i, last: i + 1 };
}

/** "Prisoner’s Dilemma" is the known "Prisoner's Dilemma": a typeset apostrophe spells the same name. */
const straight = (word: string): string => (word.includes('’') ? word.replace(/’/g, "'") : word);

function lexiconAt(text: string, tokens: Token[], i: number): Span | null {
  const t = tokens[i];
  if (!t) return null;
  const candidates = PHRASES.get(t.norm);
  if (!candidates) {
    const n = t.text.length;
    const possessive = n > 3 && t.text[n - 1] === 's' && (t.text[n - 2] === "'" || t.text[n - 2] === '’');
    const stem = possessive ? /^(\p{Lu}[\p{L}\p{N}-]+)['’]s$/u.exec(t.text)?.[1] : undefined;
    const one = stem ? PHRASES.get(norm(stem))?.find((e) => e.words.length === 1 && (!e.exact || e.exact[0] === stem)) : undefined;
    // "Minecraft's open world": a one-word lexicon name with a possessive.
    if (one && stem) return { text: stem, start: t.start, end: t.start + stem.length, sentence: t.sentence, kind: one.kind, first: i, last: i + 1 };
    // "FLORES+", "ScanNet++": a "+" edition of a known benchmark is a benchmark, under its own name.
    const plus = t.text.endsWith('+') ? /^(.*[\p{L}\p{N}])\++$/u.exec(t.text)?.[1] : undefined;
    const edition = plus ? PHRASES.get(norm(plus))?.find((e) => e.kind === 'benchmark' && e.words.length === 1 && (!e.exact || e.exact[0] === plus)) : undefined;
    if (edition) return { text: t.text, start: t.start, end: t.end, sentence: t.sentence, kind: 'benchmark', first: i, last: i + 1 };
    // "Craftax-classic", "Craftax-full": a plain known name with an edition glued on is looked up too.
    return t.coined || t.text.includes('-') ? gluedAt(text, tokens, i) : null;
  }
  for (const e of candidates) {
    let ok = true;
    for (let k = 0; k < e.words.length && ok; k++) {
      const tk = tokens[i + k];
      const prev = tokens[i + k - 1];
      // "Dr. GRPO": a lexicon word written with its abbreviation's period is followed by the period and a space.
      const dotted = k > 0 && !!prev && !!e.exact?.[k - 1]?.endsWith('.') && tk?.start === prev.end + 2 && text.slice(prev.end, prev.end + 2) === '. ';
      if (!tk || (k > 0 && prev && !joined(text, prev, tk) && !dotted)) ok = false;
      // "self-consistency" is the known Self-Consistency: a known hyphenated compound is a name in any case, a plain word only as written.
      // "PASCAL VOC", "MIND2WEB": a known name set in capitals is the name.
      else ok = e.exact ? straight(tk.text) === e.exact[k]?.replace(/\.$/, '') || (tk.text.length >= 4 && tk.text === e.exact[k]?.toUpperCase() && e.kind !== 'generic') || ((e.kind === 'known' || (e.kind === 'benchmark' && /^\p{Lu}/u.test(tk.text))) && tk.text.includes('-') && tk.text.toLowerCase() === e.exact[k]?.toLowerCase()) : tk.norm === e.words[k] && (tk.coined || /\d/.test(tk.text) || tk.text === e.surface.split(' ')[k]);
      // "Common Voice-17": the last word of a known benchmark of several words with its edition glued on, as a one-word
      // benchmark takes it ("AIME24", "COCO-30K").
      if (!ok && tk && prev && k > 0 && k === e.words.length - 1 && e.kind === 'benchmark' && joined(text, prev, tk)) {
        const glued = /^(\p{L}+)-(?:\d+(?:\.\d+)?[Kk]?|[Vv]\d+(?:\.\d+)?)$/u.exec(tk.text);
        ok = !!glued && glued[1] === (e.exact ? e.exact[k] : e.surface.split(' ')[k]);
      }
    }
    if (!ok) continue;
    let last = i + e.words.length;
    let base: string | undefined;
    if (e.kind === 'benchmark') {
      const next = tokens[last];
      const prev = tokens[last - 1];
      const resolution = prev ? RESOLUTION_AFTER.exec(text.slice(prev.end, prev.end + 16))?.[0] : undefined;
      // "AIME 2024", "AIME '24": an edition year, written whole or with an apostrophe.
      const quotedYear = !!next && !!prev && next.sentence === prev.sentence && /^ ['’]$/.test(text.slice(prev.end, next.start)) && /^\d\d$/.test(next.text);
      if (next && prev && ((joined(text, prev, next) && (YEAR.test(next.text) || MONTH.test(next.text))) || quotedYear)) {
        last++;
        const after = tokens[last];
        if (MONTH.test(next.text) && after && joined(text, next, after) && YEAR.test(after.text)) last++;
      } else if (next && prev && joined(text, prev, next) && (SPLIT.test(next.text) || LANGUAGE_PAIR.test(next.text))) {
        base = text.slice(t.start, prev.end);
        last++;
      } else if (next && prev && joined(text, prev, next) && BENCHMARK_EDITION.test(next.text)) {
        // "HumanEval Pro", "MBPP Plus": an edition is a benchmark of its own, not a split of the one it extends.
        last++;
      } else if (next && prev && joined(text, prev, next) && isPlainCapitalized(next.text) && !PHRASES.has(next.norm) && !GENERIC.has(next.norm) && !capitalizedNext(text, tokens, last)) {
        // "Adroit Hand", "SWE-bench Multilingual", "HHH Alignment": a known benchmark and the one capitalized word written
        // right after it name a part or edition of it; the bare name stays an alias, as a split's does.
        base = text.slice(t.start, prev.end);
        last++;
      } else if (prev && resolution) {
        // So is a benchmark at a resolution ("ImageNet 256x256", "ImageNet 64×64"), whose scores do not carry over; the number
        // before "×" is no version of the name ("ImageNet 64"). Written with "×" (as "$\times$" renders too), the bare name is
        // the entity and the resolution its alias, as the official gold lists it (["ImageNet", "ImageNet 256x256"]): a
        // "256$\times$256" in the gold matches no rendering, the bare name does. With "x" the resolution stays the name, so
        // that two resolutions of one abstract stay two benchmarks (measured both ways at 2.88, BENCHMARKS.md).
        if (resolution.includes('×')) base = text.slice(t.start, prev.end);
        const end = prev.end + resolution.length;
        while ((tokens[last]?.end ?? Infinity) <= end) last++;
      }
      // "DCASE 2022 task 4", "SemEval-2014 Task 4", "DCASE 2024 challenge task 4": a numbered task of a shared benchmark is the
      // benchmark the abstract evaluates on.
      const named = tokens[last - 1];
      const task = named ? TASK_AFTER.exec(text.slice(named.end, named.end + 24))?.[0] : undefined;
      if (named && task) {
        const end = named.end + task.length;
        while ((tokens[last]?.end ?? Infinity) <= end) last++;
      }
    }
    const end = tokens[last - 1]?.end ?? t.end;
    return { text: text.slice(t.start, end), start: t.start, end, sentence: t.sentence, kind: e.kind, first: i, last, ...(base ? { base } : {}) };
  }
  // "HumanEval-plus" shares its key with the known "HumanEval+" but not its spelling: an edition of "HumanEval" all the same.
  return t.coined ? gluedAt(text, tokens, i) : null;
}

/** First two normalized letters of every model family, to skip entityKind for most words. */
const FAMILY_PREFIXES = new Set(readLexicon('model-families.txt').map(([f = '']) => normalizeName(f).slice(0, 2)));

/** "sub-10B parameter models", "over-70B": a size a prefix qualifies is a class of models, not one. */
const SIZE_CLASS = /^(?:sub|over|under|non|near|super)-\d/i;

function modelAt(text: string, tokens: Token[], i: number): Span | null {
  const t = tokens[i];
  if (!t || isPlainLower(t.text) || SIZE_CLASS.test(t.text) || (!FAMILY_PREFIXES.has(t.norm.slice(0, 2)) && !/\d[BMbm]\b/.test(t.text)) || !isModelWord(t.text)) return null;
  let last = i + 1;
  for (;;) {
    const prev = tokens[last - 1];
    const next = tokens[last];
    if (!prev || !next || !joined(text, prev, next)) break;
    const letterOk = last === i + 1 && !/\d/.test(t.text) && MODEL_LETTER.test(next.text);
    // "Llama Guard 2", "Mistral Large 2": a family's bare name, one capitalized word, then its version.
    const after = tokens[last + 1];
    const wordOk = last === i + 1 && !/\d/.test(t.text) && /^\p{Lu}\p{Ll}+$/u.test(next.text) && !!after && joined(text, next, after) && /^\d+(?:\.\d+)?$/.test(after.text);
    // "Gemini Robotics", "Claude Code", "GPT Researcher", "Skywork UniPic": a family's bare name and one capitalized (or camel-case,
    // unknown) word that ends the name is a product of the family.
    const productWord = isPlainCapitalized(next.text) || (CAMEL_WORD.test(next.text) && !PHRASES.has(next.norm));
    const productOk = last === i + 1 && !/\d/.test(t.text) && productWord && !SUITE_WORD.test(next.text) && !GENERIC.has(normalizeName(next.text)) && !(after && joined(text, next, after) && /^\p{Lu}/u.test(after.text));
    // "Skywork R1V", "Kimi K1.5": a family's bare name, then a release code of capitals and digits.
    const codeOk = last === i + 1 && !/\d/.test(t.text) && RELEASE_CODE.test(next.text);
    if (!MODEL_PART.test(next.text) && !letterOk && !wordOk && !productOk && !codeOk && !isSize(text, next)) break;
    // "over Vicuna-13B 68% of the time": a number with a unit after the name is a quantity.
    if (/^\d/.test(next.text) && NOT_AFTER_VERSION.test(text.slice(next.end, next.end + 8))) break;
    last++;
  }
  const end = tokens[last - 1]?.end ?? t.end;
  return { text: text.slice(t.start, end), start: t.start, end, sentence: t.sentence, kind: 'model', first: i, last };
}

/** Two capitalized syllables run together ("UniPic", "OmniGen"): a coined word, not an acronym ("LoRA") or a plain word. */
const CAMEL_WORD = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u;
/** A parameter count closing a model's name ("4B", "1.5B"), and the version that may stand before it ("3", "3.1"). */
const PARAMETER_COUNT = /^\d{1,3}(?:\.\d)?B$/;
const NAME_VERSION = /^\d{1,2}(?:\.\d{1,2})?$/;
/** Capitalized words, maybe joined by hyphens: "Viddu", "Skywork-Math". */
const TITLE_WORDS = /^\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}+)*$/u;
/** A counted noun after a size makes it a quantity ("2B tokens"), no part of a name. */
const COUNTED_AFTER = /^\s(?:tokens|parameters|params|images|examples|samples|words|pairs|documents|steps|frames|hours)\b/;

/**
 * "Viddu 3 4B", "Zorbix-Math 7B Instruct": a capitalized word no lexicon knows, maybe its version, then a parameter count, is
 * a model of a family the lexicon has not met (modelAt reads the families it knows; a coined word takes its size in
 * withVersion).
 */
function sizedModelAt(text: string, tokens: Token[], i: number): Span | null {
  const t = tokens[i];
  if (!t || t.coined || !TITLE_WORDS.test(t.text) || GENERIC.has(t.norm)) return null;
  let last = i + 1;
  const version = tokens[last];
  if (version && joined(text, t, version) && NAME_VERSION.test(version.text)) last++;
  // "With 7B parameters": a sentence's first word before a bare size may be English; with a version or a hyphen it is a name.
  if (tokens[i - 1]?.sentence !== t.sentence && last === i + 1 && !t.text.includes('-')) return null;
  const size = tokens[last];
  const before = tokens[last - 1];
  if (!size || !before || !joined(text, before, size) || !PARAMETER_COUNT.test(size.text)) return null;
  const after = text.slice(size.end, size.end + 12);
  if (NOT_AFTER_VERSION.test(after) || COUNTED_AFTER.test(after)) return null;
  last++;
  const edition = tokens[last];
  if (edition && joined(text, size, edition) && /^(?:Instruct|Chat|Base)$/.test(edition.text)) last++;
  const end = tokens[last - 1]?.end ?? size.end;
  return { text: text.slice(t.start, end), start: t.start, end, sentence: t.sentence, kind: 'model', first: i, last };
}

/** Classes of pretrained models a paper names members of ("LLMs", "open-weight models", "vision-language models"). */
const MODEL_CLASS = String.raw`(?:L?LMs|LMMs|MLLMs|VLMs|LVLMs|LRMs|SLMs|(?:language|vision-language|multimodal|reasoning|chat|open-weight|open-sourced?|proprietary|closed?-sourced?|commercial|frontier|pre-?trained|foundation|base)\s+(?:\d+(?:\.\d+)?[BM]\s+)?models|model\s+families)`;
/** One name of a list ("GPT-3.5", "Gemini 2.5 Pro") and what joins it to the next (", ", ", and ", " or "). */
const LIST_NAME = String.raw`[\p{L}\p{N}][^\s,()]*(?:\s[\p{Lu}\d][^\s,()]*){0,3}`;
const NAME_JOIN = String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)`;
/** One name of a list and what joins it to the next ("GPT-3.5, ", "HHaLA-1/2 (7B, 13B and 70B), ", "Gemini and "). */
const LIST_ITEM = String.raw`${LIST_NAME}(?:\s?\([^()]{0,30}\))?${NAME_JOIN}`;
/**
 * A class of models, a list word, and the names of the list before this one: "LLMs such as ", "state-of-the-art LLMs (A and ",
 * "three prominent LLMs: ", "three model families (A, "; or the class after "the" with its names right after it ("on the
 * open-source models Qwen2 and "). A bare parenthesis lists only when it holds a list: "vision-language models (VisPrune)"
 * names the paper's method. Plain "models such as" is no class of pretrained models ("diffusion models such as EDM", "ML
 * models, such as FuXi").
 */
const MODEL_CLASS_LIST = new RegExp(
  String.raw`(?:\b${MODEL_CLASS}(?:\s*,?\s*(?:such\s+as|like|e\.g\.,?|including|\((?:e\.g\.,?|such\s+as|including|like)?)|:)|\bthe\s+(?:[\w-]+\s+){0,2}${MODEL_CLASS}\s(?=$|\p{Lu}))\s*(?:${LIST_ITEM})*$`,
  'u',
);
/**
 * A list of names that "families" closes, from this name on: "the Llama, Llama-2, and Falcon families", "the Mistral,
 * Gemma, and LLaMA2 model families" (4 such lists of two or more names in the readable gold, every name a model; a
 * single name before "family" or "series" is as often the paper's own or a baseline).
 */
const FAMILIES_AFTER = new RegExp(String.raw`^(?:${LIST_NAME}${NAME_JOIN})*${LIST_NAME}\s+(?:model\s+)?families\b`, 'u');
/**
 * A name the word "backbone" or "base model" follows: "with a Swin-L backbone", "the LLaMA-2-70b base language model" (in
 * the readable gold 22 of 23 such names are models, the last a baseline the paper also builds on).
 */
const BACKBONE_AFTER = new RegExp(String.raw`^${LIST_NAME}\s+(?:backbone|base\s+(?:language\s+)?model)\b`, 'u');
/** This name the second or later item of such a list, or the first of two or more. */
const LIST_ITEM_BEFORE = new RegExp(`${LIST_NAME}${NAME_JOIN}$`, 'u');
const LIST_ITEM_FIRST = new RegExp(`^${LIST_NAME}${NAME_JOIN}`, 'u');
/** The same list opened by a bare parenthesis, with this name its first item. */
const BARE_PAREN_FIRST = new RegExp(String.raw`\b${MODEL_CLASS}\s*\(\s*$`, 'u');

/** What stands before the model a system starts from: "fine-tuned from ", "initialized from the pretrained ", "a frozen pretrained ". */
const TRAINED_FROM = /\b(?:(?:fine-?tuned|finetuned|initiali[sz]ed|distilled|(?:pre-?)?trained)\s+from\s+(?:the\s+|a\s+)?(?:(?:pretrained|pre-trained|base|open-source|open-weight|original)\s+)?(?:[\w.-]+(?:,\s+(?:and\s+)?|\s+and\s+)){0,2}|(?:a|an|the)\s+(?:frozen\s+|off-the-shelf\s+)?(?:pretrained|pre-trained)\s+)$/i;

/**
 * A verb that trains a pretrained model further, with that model its object: "we fine-tune ", "by fine-tuning the
 * pretrained ", "we continually pre-train ", "post-trains A and " (in the readable gold 25 of the 27 names there that are
 * no class are models; the others the paper's own model, which its introduction reads first).
 */
const TUNES = /\b(?:fine-?tun(?:e|es|ing)|finetun(?:e|es|ing)|(?:continual(?:ly)?|further)\s+pre-?train(?:s|ing)?|continu(?:e|es|ing)\s+pre-?training|post-?train(?:s|ing)?)\s+(?:the\s+|a\s+|an\s+)?(?:(?:pretrained|pre-trained|open-source|open-weight|base|original|publicly\s+available)\s+)?(?:[\w.~-]+(?:,\s+(?:and\s+)?|\s+and\s+)){0,2}$/i;

/**
 * What stands before the models experiments are run with: "Experiments with ", "through experiments with A and ",
 * "simulated trials using " (in the readable gold 5 of the 6 names there are models; a method is read as the paper's own
 * by its introduction first).
 */
const RUN_WITH = /\b(?:experiments?|trials|evaluations?)\s+(?:\w+\s+)?(?:with|using)\s+(?:[\w.~-]+(?:,\s+(?:and\s+)?|\s+and\s+)){0,2}$/i;

/** A slot only a pretrained model stands in, read from the words before the name (`near`: 48 characters) or from it on (`after`: 160). */
interface ModelSlot {
  name: string;
  reason: string;
  example: string;
  /** Which text the pattern reads: the words right before the name, or the name and what follows it. */
  side: 'near' | 'after';
  /** Words one of which the text must hold for the pattern to be tried (a cheap prefilter). */
  needs: readonly string[];
  test: (near: string, after: string, before: string) => boolean;
}

/**
 * The slots where a name no lexicon knows is a model, tried in order before the list of a model class (MODEL_CLASS_LIST,
 * read in `inModelSlot` itself for its sentence bound). Each was counted over the readable gold before it was written.
 */
const MODEL_SLOTS: readonly ModelSlot[] = [
  {
    name: 'model-slot/trained-from',
    reason: 'what a system is fine-tuned, initialized or distilled from is a pretrained model (19 of 22 such names in the readable gold), and so is "a pretrained X" (6 of 8)',
    example: 'fine-tuned from Zorvex-R1; initialized from the pretrained Xluime-7B',
    side: 'near',
    needs: ['from', 'trained'],
    test: (near) => TRAINED_FROM.test(near),
  },
  {
    name: 'model-slot/run-with',
    reason: 'what experiments are run with is a model (5 of 6 names there)',
    example: 'Experiments with Xluime 3.7 and RPD-4a show',
    side: 'near',
    needs: ['with', 'using'],
    test: (near) => RUN_WITH.test(near),
  },
  {
    name: 'model-slot/tunes',
    reason: 'the object of fine-tuning or further pre-training is a model (25 of 27 names there)',
    example: 'we fine-tune Xluime-7B on the traces',
    side: 'near',
    needs: ['tun', 'train'],
    test: (near) => TUNES.test(near),
  },
  {
    name: 'model-slot/backbone',
    reason: 'a name "backbone" or "base (language) model" follows is a model (22 of 23 such names)',
    example: 'with a Zorvex-L backbone; the Xluime-70b base language model',
    side: 'after',
    needs: ['backbone', 'base'],
    test: (_near, after) => BACKBONE_AFTER.test(after),
  },
  {
    name: 'model-slot/families',
    reason: 'a list of two or more names closed by "families" lists models (4 of 4 such lists)',
    example: 'the Xluime, Zorvex-2, and Falcon families',
    side: 'after',
    needs: ['families'],
    test: (_near, after, before) => FAMILIES_AFTER.test(after) && (LIST_ITEM_BEFORE.test(before) || LIST_ITEM_FIRST.test(after)),
  },
];

/**
 * Whether the name at token `i` stands where only a pretrained model stands: one of MODEL_SLOTS, or a member of a list of
 * a class of pretrained models. "LLMs such as Xluime 3.7 and RPD-4a", "state-of-the-art LLMs (GjozHSZ and HSZ-4)": a name
 * no lexicon knows, listed as a member of such a class, is a model, as a family the lexicon knows would be there. Whether
 * the paper uses it is read later, as for any model. A plural acronym names a class, not a member.
 */
function inModelSlot(text: string, tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || /\p{Lu}{2,}s$/u.test(t.text) || GENERIC.has(t.norm)) return false;
  const near = text.slice(Math.max(0, t.start - 48), t.start);
  const before = text.slice(Math.max(0, t.start - 160), t.start);
  const after = text.slice(t.start, t.start + 160);
  for (const slot of MODEL_SLOTS) {
    const read = slot.side === 'near' ? near : after;
    if (slot.needs.some((w) => read.includes(w)) && slot.test(near, after, before)) return true;
  }
  if ((!before.includes('Ms') && !before.includes('models') && !before.includes('families')) || !MODEL_CLASS_LIST.test(before)) return false;
  // Within the name's own sentence.
  let first = i;
  while (first > 0 && tokens[first - 1]?.sentence === t.sentence && (tokens[first - 1]?.start ?? 0) >= t.start - 160) first--;
  const own = text.slice(Math.max(tokens[first]?.start ?? 0, t.start - 160), t.start);
  if (own !== before && !MODEL_CLASS_LIST.test(own)) return false;
  return !BARE_PAREN_FIRST.test(own) || /^[^()]*(?:,|\sand\s)[^()]*\)/.test(text.slice(t.start, t.start + 120));
}

/** A capitalized word no lexicon knows, with its version or size, where only a model stands ("LLMs like Xluime 3.7"): see inModelSlot. */
function modelSlotAt(text: string, tokens: Token[], i: number): Span | null {
  const t = tokens[i];
  if (!t || t.coined || !TITLE_WORDS.test(t.text) || !inModelSlot(text, tokens, i)) return null;
  let last = i + 1;
  const take = (test: (next: Token) => boolean): boolean => {
    const prev = tokens[last - 1];
    const next = tokens[last];
    if (!prev || !next || !joined(text, prev, next) || !test(next) || NOT_AFTER_VERSION.test(text.slice(next.end, next.end + 8))) return false;
    last++;
    return true;
  };
  const versioned = take((next) => NAME_VERSION.test(next.text));
  // "Stable Video Diffusion": a capitalized word before another is the start of a longer name, left to the title spans.
  const after = tokens[last];
  if (!versioned && after && joined(text, t, after) && /^\p{Lu}/u.test(after.text)) return null;
  take((next) => PARAMETER_COUNT.test(next.text));
  // "Gemini 2.5 Pro", "Claude 3.5 Sonnet": after a version, one capitalized word is the name's edition.
  if (versioned) take((next) => /^\p{Lu}[\p{L}\d]*$/u.test(next.text) && !GENERIC.has(next.norm));
  const end = tokens[last - 1]?.end ?? t.end;
  return { text: text.slice(t.start, end), start: t.start, end, sentence: t.sentence, kind: 'model', first: i, last };
}

/** Plural acronyms ("PRMs", "LSTMs") name the singular entity. */
export function singular(word: string): string {
  return word.endsWith('s') && /\p{Lu}{2,}s$/u.test(word) ? word.slice(0, -1) : word;
}

/**
 * All name spans of an abstract, non-overlapping, in text order: acronym long
 * forms first, then lexicon phrases, model names, coined tokens and the short forms in `owned`.
 */
export function spotMentions(text: string, tokens: Token[], pairs: AcronymPair[], owned: ReadonlySet<string> = new Set()): Span[] {
  const taken = new Uint8Array(tokens.length);
  const spans: Span[] = [];
  const longForms = new Map<string, AcronymPair>();
  for (const p of pairs) longForms.set(p.long.toLowerCase(), p);
  const hay = longForms.size ? text.toLowerCase() : '';
  // Longest first: "Latent On-Policy Self-Distillation" (LOPD) must not lose its
  // tail to a shorter long form defined earlier ("On-policy self-distillation").
  const ordered = [...longForms].sort((a, b) => b[0].length - a[0].length);
  for (const [lower, p] of ordered) {
    for (let at = hay.indexOf(lower); at >= 0; at = hay.indexOf(lower, at + 1)) {
      const next = firstStartingFrom(tokens, at);
      const first = tokens[next]?.start === at ? next : undefined;
      if (first === undefined && !/^[*"“]/.test(text.slice(at))) continue;
      const end = at + lower.length;
      if (/[\p{L}\p{N}]/u.test(text[end] ?? '') && !/^s\b/.test(text.slice(end))) continue;
      const fi = first ?? (next < tokens.length ? next : -1);
      let li = fi;
      while (li < tokens.length && (tokens[li]?.end ?? Infinity) <= end) li++;
      if (fi < 0 || li <= fi || taken.subarray(fi, li).some(Boolean)) continue;
      taken.fill(1, fi, li);
      // "Something-Something V2 (SSv2)": a long form the lexicons know keeps their kind, and so does its acronym.
      const known = lexiconAt(text, tokens, fi);
      const kind = known && known.last === li && known.kind !== 'generic' ? known.kind : 'long-form';
      spans.push({ text: text.slice(at, end), start: at, end, sentence: tokens[fi]?.sentence ?? 0, kind, first: fi, last: li, base: p.short });
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    if (taken[i]) continue;
    const t = tokens[i];
    if (!t) continue;
    const found = lexiconAt(text, tokens, i) ?? modelAt(text, tokens, i) ?? sizedModelAt(text, tokens, i) ?? modelSlotAt(text, tokens, i);
    const found2 = found && found.kind !== 'model' && found.kind !== 'generic' ? withVersion(text, tokens, found) : found;
    const span = found2 ? withPrefix(text, tokens, asVersionedModel(found2), taken) : null;
    if (span && !taken.subarray(span.first, span.last).some(Boolean)) {
      taken.fill(1, span.first, span.last);
      spans.push(span);
      i = span.last - 1;
      continue;
    }
    // "Octopus v4": a capitalized word with its "v" version is a name, though the word alone is English.
    const version = tokens[i + 1];
    if (version?.text.startsWith('v') && /^v\d+(?:\.\d+)*$/.test(version.text) && !t.coined && joined(text, t, version) && /^\p{Lu}\p{Ll}+$/u.test(t.text) && !GENERIC.has(t.norm) && !taken[i + 1]) {
      taken.fill(1, i, i + 2);
      spans.push({ text: text.slice(t.start, version.end), start: t.start, end: version.end, sentence: t.sentence, kind: 'coined', first: i, last: i + 2, short: t.text });
      i++;
      continue;
    }
    if ((t.coined && !GENERIC.has(norm(singular(t.text)))) || owned.has(t.text)) {
      const span = withPrefix(text, tokens, withVersion(text, tokens, { text: t.text, start: t.start, end: t.end, sentence: t.sentence, kind: 'coined', first: i, last: i + 1 }), taken);
      taken.fill(1, span.first, span.last);
      spans.push(span);
      i = span.last - 1;
    }
  }
  // "LLMs (GjozHSZ and HSZ-4)", "fine-tuned from Zorvex-R1": a coined name where only a model stands is one (inModelSlot).
  for (const [k, span] of spans.entries()) if (span.kind === 'coined' && inModelSlot(text, tokens, span.first)) spans[k] = { ...span, kind: 'model' };
  const sorted = withCompounds(text, withBackbones(text, spans.sort((a, b) => a.start - b.start)));
  return withDataHead(text, tokens, withSuiteWord(text, tokens, withTitleTail(text, tokens, sorted)));
}

/** A title-case word that may end a name written right before it ("OpenHands Critic", "PnP Inversion", "DeepSpeed Zero-Inference"). */
const TAIL_WORD = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
/** Head nouns that name what a thing is rather than end its name: the role rules read them after the name ("the X benchmark", "X models"). */
const NOT_TAIL = /^(?:Bench|Eval|Arena|Benchmarks?|Datasets?|Corpus|Suites?|Leaderboard|Challenge|Models?|Methods?|Systems?|Frameworks?|Projects?|Blocks?|Foundation|Architectures?|Networks?|Modules?|Team|Paper|Library|Toolkit|Series|Family|Version|Variants?)$/;

/**
 * "outperforms the OpenHands Critic", "PnP Inversion, a novel technique", "DeepSpeed Zero-Inference": a coined or known
 * name and the title-case word written right after it in the sentence are one name, when no rule named the word and the
 * name is never written without it. A head noun the role rules read ("X Benchmark", "X Models"), a description
 * ("LLM-based", "LLM-simulated"), a size or dimension ("3D Gaussians") and the long form of an acronym the abstract
 * writes ("Skill LIfecycle Management" of SLIM) are no such names.
 */
function withTitleTail(text: string, tokens: Token[], spans: Span[]): Span[] {
  const starts = new Set(spans.map((x) => x.start));
  return spans.map((span) => {
    if ((span.kind !== 'coined' && span.kind !== 'known') || /^\d/.test(span.text) || /-\p{Ll}+$/u.test(span.text)) return span;
    const next = tokens[span.last];
    const prev = tokens[span.last - 1];
    if (!next || !prev || next.sentence !== prev.sentence || text.slice(prev.end, next.start) !== ' ' || starts.has(next.start)) return span;
    if (!TAIL_WORD.test(next.text) || NOT_TAIL.test(next.text)) return span;
    // "U-DiT Policy, … U-DiT improves …": a name also written without the word is that name, the word a description.
    if (standsAlone(text, span.text, next.text, 'before')) return span;
    const joinedText = text.slice(span.start, next.end);
    // "SLIM, a framework of dynamic Skill LIfecycle Management": capitals that spell an acronym of the abstract make a long form, the acronym's.
    const capitals = joinedText.replace(/[^\p{Lu}]/gu, '');
    if (capitals.length >= 3 && tokens.some((t) => t.text === capitals)) return span;
    // "HMMT February 2025": the joined name takes its version or edition year as a one-word name does.
    return withVersion(text, tokens, { ...span, text: joinedText, end: next.end, last: span.last + 1, kind: 'coined' as const });
  });
}

/** The data noun a benchmark's full name is written before ("the NIH ChestXray14 dataset"); singular, so one name. */
const DATA_HEAD = /^ (?:dataset|benchmark|corpus|suite|testbed|leaderboard)\b(?!-)/;
/** A word that may continue a benchmark's name before its data noun: capitalized or with a digit ("Long", "WAH-NL", "Post-Treatment"). */
const NAME_PART = /^(?:\p{Lu}|\d+\p{L})[\p{L}\p{N}.-]*$/u;

/**
 * "the NIH ChestXray14 dataset", "CARLA's Town05 Long benchmark", "the VirtualHome WAH-NL benchmark", "the BraTS Adult
 * Glioma Post-Treatment Challenge dataset": a name and the capitalized words written right after it, up to a singular
 * data noun, are one benchmark's name, not a name and stray words (or two names). It starts at a name span, so a
 * language or adjective before the name ("the Mandarin AISHELL-1 corpus") stays outside.
 */
function withDataHead(text: string, tokens: Token[], spans: Span[]): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i] as Span;
    let end = span.end;
    let last = span.last;
    let j = i + 1;
    for (;;) {
      if (text[end] !== ' ' || tokens[last]?.start !== end + 1 || tokens[last]?.sentence !== span.sentence) break;
      const next = spans[j];
      if (next && next.start === end + 1) {
        end = next.end;
        last = next.last;
        j++;
        continue;
      }
      const t = tokens[last] as Token;
      if (!NAME_PART.test(t.text) || (next && next.start < t.end)) break;
      end = t.end;
      last++;
    }
    if (last > span.last && span.kind !== 'generic' && span.kind !== 'model' && DATA_HEAD.test(text.slice(end, end + 14))) {
      out.push({ text: text.slice(span.start, end), start: span.start, end, sentence: span.sentence, kind: 'benchmark', first: span.first, last });
      i = j - 1;
      continue;
    }
    out.push(span);
  }
  return out;
}

/**
 * "DeepFloyd IF", "StepChain GraphRAG", "DeepSpeed Zero-Inference": two coined names written one right after the other,
 * with nothing between them but a space, are one system's name (a list puts a comma or "and" between its items). Two
 * acronyms ("HDR NVS") are a field's terms, a size ("the 7B OpenVLA-OFT model") is a model's, not part of its name, and a
 * modifier ("LLM-based Text-to-SQL") names another thing.
 */
function withCompounds(text: string, spans: Span[]): Span[] {
  const acronym = (x: Span): boolean => /^[\p{Lu}\d]+$/u.test(x.text);
  const out: Span[] = [];
  for (const span of spans) {
    const prev = out[out.length - 1];
    if (prev && prev.end + 1 === span.start && text[prev.end] === ' ' && prev.sentence === span.sentence && prev.kind === 'coined' && span.kind === 'coined' && !/^\d/.test(prev.text) && !prev.base && !span.base && !ADJECTIVAL.test(prev.text) && !(acronym(prev) && acronym(span))) {
      out[out.length - 1] = { text: text.slice(prev.start, span.end), start: prev.start, end: span.end, sentence: prev.sentence, kind: 'coined', first: prev.first, last: span.last };
      continue;
    }
    out.push(span);
  }
  return out;
}

/** The word a benchmark's name may end in when written apart ("MT Bench", "PhilEO Bench", "Flask Eval"); "Benchmark" is a head noun the role rules read ("The HackerRank-ASTRA Benchmark introduces …"). */
const SUITE_WORD = /^(?:Bench|Eval|Arena)$/;

/**
 * "MT Bench", "Vicuna Bench", "PhilEO Bench": a one-word name and a suite word written right after it are one benchmark,
 * not the name and a stray word.
 */
function withSuiteWord(text: string, tokens: Token[], spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const prev = out[out.length - 1];
    const word = tokens[span.first];
    const next = tokens[span.last];
    const after = tokens[span.last + 1];
    if (span.last - span.first === 1 && word && next && joined(text, word, next) && SUITE_WORD.test(next.text) && !(after && joined(text, next, after) && /^\p{Lu}/u.test(after.text)) && span.kind !== 'generic') {
      out.push({ text: text.slice(span.start, next.end), start: span.start, end: next.end, sentence: span.sentence, kind: 'benchmark', first: span.first, last: span.last + 1 });
      continue;
    }
    // The suite word already taken into the name before it.
    if (prev && span.first < prev.last) continue;
    out.push(span);
  }
  return out;
}

/** A vision backbone written after a model's name ("CLIP ViT-L/14", "OpenCLIP RN50", "DINOv2 ViT-g"). */
const BACKBONE_SPEC = /^(?:ViT|RN|ResNet|Swin|ConvNeXt)-?[\p{L}\d][\p{L}\d/.-]*$/u;

/** "CLIP ViT-L/14": a name and the backbone written right after it are one model, not two systems. */
function withBackbones(text: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const prev = out[out.length - 1];
    if (prev && prev.end + 1 === span.start && text[prev.end] === ' ' && BACKBONE_SPEC.test(span.text) && !BACKBONE_SPEC.test(prev.text) && prev.sentence === span.sentence && (prev.kind === 'model' || prev.kind === 'known' || prev.kind === 'coined')) {
      out[out.length - 1] = { text: text.slice(prev.start, span.end), start: prev.start, end: span.end, sentence: prev.sentence, kind: 'model', first: prev.first, last: span.last };
      continue;
    }
    out.push(span);
  }
  return out;
}
