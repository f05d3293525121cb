/**
 * Numbers in claims: margins ("+14.0%", "23.5 points", "1.7-2.4x", "up to 7x",
 * "from 24.70% to 48.78%") and scores ("93.1%", "63.5% overall score").
 */
import type { Margin } from '../types.ts';
import { WIN_VERB } from './lexicon.ts';

const NUM = String.raw`[+-]?\d{1,12}(?:,\d{3})*(?:\.\d{1,12})?`;
const PCT = String.raw`(?:\s?\\?%|\s?percent\b)`;
const UNIT = String.raw`(?:\s?\\?%|(?:\s|-)?(?:percentage[- ]points?|pp|points?|pts)\b|\s?(?:x|×)(?![\p{L}\p{N}])|\s?times\b|-?fold\b|\s?dB\b)`;
/**
 * Units of a scored value written after its number in a before-and-after pair ("PSNR from 24.1 dB to 26.3 dB", "HD95 from
 * 9.8 mm to 6.1 mm"). Not the units of a cost ("latency from 0.43s to 0.16s", "from 734 MB to 14.8 MB"): those values are no
 * score of a method on a benchmark.
 */
const MEASURE_UNIT = String.raw`\s?(?:dB|mm)(?![\p{L}\p{N}])`;
const LEAD = String.raw`(?:(?:up to|more than|over|nearly|almost|about|approximately|roughly|around|at least|an average of|average of|on average|between)\s+)?`;

/** A rule that finds one kind of number in a sentence. */
interface NumberRule {
  name: string;
  example: string;
  pattern: RegExp;
}

/**
 * "from 24.70% to 48.78%": a before-and-after pair, the first maybe owned by a
 * named system ("from 41.2% (GRPO) to 55.6%"); also the elided pair that follows
 * one in the same sentence ("from 22.9% to 39.4% on AlpacaEval 2, and 20.6% to
 * 29.1% on Arena-Hard"). The owner may follow as "of"/"for"/"with" and a name ("from 50% of BC pre-training to 95%").
 */
export const FROM_TO: NumberRule = {
  name: 'number/from-to',
  example: 'improves mean success over vanilla OPD from 24.70% to 48.78% on ScienceWorld',
  pattern: new RegExp(String.raw`(?:\bfrom\s+|(?<=\bfrom\s+${NUM}${PCT}?\s+to\s+${NUM}${PCT}?[^;]{0,80}?\band\s+))(${NUM})(${PCT})?(?:${MEASURE_UNIT})?(?:\s\([^()\d]{1,40}\)|\s(?:of|for|with)\s(?:the\s)?\p{Lu}[^()\d,;]{0,30}?)?\s+to\s+(${NUM})(${PCT})?(?:${MEASURE_UNIT})?`, 'giu'),
};

/** The arrows that join a before-and-after pair ("51.9% → 67.8%"). */
export const ARROW_SIGN = '(?:→|->|⟶|⇒)';
const HAS_ARROW = new RegExp(ARROW_SIGN);

/** "(51.9% → 67.8%)", "41.5% -> 53.2%": a before-and-after pair written with an arrow (LaTeX's \rightarrow is read as "→"). */
export const ARROW: NumberRule = {
  name: 'number/from-to',
  example: 'outperforms Llama3.1-8B-Instruct on MATH by an absolute 15.9% (51.9% → 67.8%)',
  // Percentages only: "256 → 1024" is more often a resolution, a bit width or a length than a score.
  pattern: new RegExp(String.raw`(?<![\d.,])(${NUM})(${PCT})\s*${ARROW_SIGN}\s*(${NUM})(${PCT})`, 'giu'),
};

/** "+14.0%", "2.75, 1.67, and 1.94 points", "1.7-2.4x", "up to 7x": a number with a unit (not the "1" of "pass@1 to 63.4%"). */
export const QUANTITY: NumberRule = {
  name: 'number/quantity',
  example: 'improving over the strongest baseline by 1.7-2.4x',
  pattern: new RegExp(String.raw`${LEAD}((?<![@\p{L}\p{N}.])(?!(?:19|20)\d\d\b(?![.,]\d))${NUM}(?:\\?%)?(?:\s?(?:-|–|to)\s?${NUM})?(?:(?:,\s|,?\s(?:and|or)\s)(?:${NUM})(?:\\?%)?)*)(${UNIT})`, 'giu'),
};

/** "improves box AP by 1.9 over Swin-B": a bare number after "by", a difference in the metric's own units. */
export const BY_VALUE: NumberRule = {
  name: 'number/by-value',
  example: 'Prism-B improves box AP by 1.9 over Swin-B',
  // "by 2.1 box AP and 1.8 mask AP": so is the next one after a bare margin and its measure's words.
  pattern: new RegExp(String.raw`(?<=\bby\s+(?:a\s+(?:large\s+|wide\s+|clear\s+|significant\s+)?margin\s+of\s+)?|\bby\s+${NUM}\s+(?:(?!(?:on|in|for|over|across|than|compared|relative|with|at|of|the|and)\s)[\p{L}-]+\s+){1,3}and\s+)(?!(?:19|20)\d\d\b)${NUM}(?!\d|[.,]\d|\s?(?:\\?%|percent|x\b|×|times|-?fold|points?|pp|pts))`, 'giu'),
};

/**
 * "by 1.6, 0.9 and 2.3 mIoU", "by 18.0/19.6/6.6 AP", "by 3.9 and 1.6 on average": a list of bare margins after "by", the measure's own units
 * written once after it (or not at all). A quantity whose unit is that measure: its items are split like any list's.
 */
export const BY_LIST: NumberRule = {
  name: 'number/quantity',
  example: 'surpassing RSPrompter by 1.6, 0.9 and 2.3 mIoU',
  pattern: new RegExp(String.raw`(?<=\bby\s+)(?!(?:19|20)\d\d\b)${NUM}(?:(?:,\s${NUM})*,?\s(?:and|or)\s${NUM}|(?:\/${NUM})+)(?![\d.,]|\s?(?:\\?%|percent|x\b|×|times|-?fold|points?|pp|pts))`, 'giu'),
};

/** "with +19.05 on DailyOmni, +1.7 on MMAR", "(+26.6 on WebArena-Lite-v2)": a bare number written with its plus sign, a gain in the measure's own units. */
export const SIGNED: NumberRule = {
  name: 'number/signed',
  example: 'OmniVinci outperforms Qwen2.5-Omni with +19.05 on DailyOmni, +1.7 on MMAR, and +3.9 on Video-MME',
  pattern: /(?<![\p{L}\p{N}.,+-])\+\d{1,4}(?:\.\d{1,4})?(?![\d.,]\d|\d|\s?(?:\\?%|percent|x\b|×|times|-?fold|points?|pp|pts))/giu,
};

/** "28.1 higher ROUGE-1 points", "3.2 better": a bare number that a comparative follows, with its points if written. */
export const COMPARATIVE: NumberRule = {
  name: 'number/comparative',
  example: 'Hedgehog-Llama2 7B achieves 28.1 higher ROUGE-1 points over the base standard attention model',
  pattern: new RegExp(String.raw`(?<![@\p{L}\p{N}.,-])(?!(?:19|20)\d\d\b)${NUM}(?:\s+(?:higher|better|lower)\s+(?:[\p{L}\p{N}-]+\s+){0,2}?(?:points?|pp)\b|(?=\s+(?:higher|better|lower)\b))`, 'giu'),
};

/** "more than doubles", "triples": a verbal multiple. */
export const VERBAL: NumberRule = {
  name: 'number/verbal-multiple',
  example: 'more than doubles Pass@32',
  pattern: /\b(?:more than\s+|nearly\s+|almost\s+)?(doubl|tripl|quadrupl)(?:es|ed|ing|e)\b/giu,
};

/** A number found in a sentence, with its offsets in the abstract and its parsed margin. */
export interface NumberHit {
  text: string;
  start: number;
  end: number;
  margin: Margin;
  rule: string;
}

function num(s: string | undefined): number | null {
  if (s === undefined) return null;
  const v = Number(s.replace(/,/g, ''));
  return Number.isFinite(v) ? v : null;
}

function unitOf(raw: string): string | null {
  const u = raw.trim().replace(/^-/, '').toLowerCase();
  if (!u) return null;
  if (u.endsWith('%') || u === 'percent') return '%';
  if (/^percentage/.test(u) || u === 'pp') return 'pp';
  if (/^(?:points?|pts)$/.test(u)) return 'points';
  if (/^(?:x|×|times)$/.test(u) || u.endsWith('fold')) return 'x';
  if (u === 'db') return 'dB';
  return null;
}

// Non-global copies for parseMargin: exec on the shared global patterns would
// move their lastIndex under findNumbers' scan and make it quadratic.
const FROM_TO_ONCE = new RegExp(FROM_TO.pattern.source, 'iu');
const ARROW_ONCE = new RegExp(ARROW.pattern.source, 'iu');
const QUANTITY_ONCE = new RegExp(QUANTITY.pattern.source, 'iu');

/**
 * Parses a margin as written. The value is the main number: a range's upper
 * end, B - A for "from A to B"; null when no number parses.
 */
export function parseMargin(text: string): Margin {
  const ft = FROM_TO_ONCE.exec(text) ?? ARROW_ONCE.exec(text);
  if (ft) {
    const from = num(ft[1]);
    const to = num(ft[3]);
    const unit = ft[2] || ft[4] ? '%' : null;
    return { text, value: from !== null && to !== null ? round(to - from) : null, unit: unit === '%' ? 'pp' : null, from, to };
  }
  const verbal = /(doubl|tripl|quadrupl)/i.exec(text);
  if (verbal) return { text, value: { doubl: 2, tripl: 3, quadrupl: 4 }[verbal[1]?.toLowerCase() as 'doubl'] ?? null, unit: 'x' };
  const nums = [...text.matchAll(new RegExp(String.raw`(?<![\d.])${NUM}`, 'g'))].map((m) => num(m[0])).filter((v): v is number => v !== null);
  const rangeUpper = (/\d(?:\\?%)?\s?(?:-|–|to)\s?[+-]?\d/.test(text) || /^between\s/i.test(text)) && nums.length === 2;
  const q = QUANTITY_ONCE.exec(text);
  return { text, value: rangeUpper ? (nums[1] ?? null) : (nums[0] ?? null), unit: unitOf(q?.[2] ?? '') };
}

/** The margin of a from-to match (with or without its "from"): B - A, in points when the numbers are percentages. */
function fromToMargin(text: string, m: RegExpExecArray): Margin {
  const from = num(m[1]);
  const to = num(m[3]);
  const pct = Boolean(m[2] || m[4]);
  return { text, value: from !== null && to !== null ? round(to - from) : null, unit: pct ? 'pp' : null, from, to };
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** All from-to pairs, quantities and verbal multiples in a sentence, left to right, without overlaps. */
export function findNumbers(sentence: string, offset: number): NumberHit[] {
  const hits: NumberHit[] = [];
  const digits = /\d/.test(sentence);
  const verbal = /doubl|tripl|quadrupl/i.test(sentence);
  if (!digits && !verbal) return hits;
  const rules = [...(digits && /from/i.test(sentence) ? [FROM_TO] : []), ...(digits && HAS_ARROW.test(sentence) ? [ARROW] : []), ...(digits ? [QUANTITY] : []), ...(digits && /\bby\s/i.test(sentence) ? [BY_LIST, BY_VALUE] : []), ...(digits && sentence.includes('+') ? [SIGNED] : []), ...(digits && /\b(?:higher|better|lower)\b/i.test(sentence) ? [COMPARATIVE] : []), ...(verbal ? [VERBAL] : [])];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(sentence); m; m = rule.pattern.exec(sentence)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (hits.some((h) => start < h.end - offset && end > h.start - offset)) continue;
      // Not the "1" of "ROUGE-1 points": a digit glued to a name.
      if (rule === QUANTITY && /[\p{L}\p{N}.]-?$/u.test(sentence.slice(Math.max(0, start - 2), start)) && !/^\s/.test(m[0])) {
        rule.pattern.lastIndex = start + 1;
        continue;
      }
      const margin = rule === FROM_TO || rule === ARROW ? fromToMargin(m[0], m) : parseMargin(m[0]);
      hits.push({ text: m[0], start: offset + start, end: offset + end, margin, rule: rule.name });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * Words right before or after a number that make it a gain rather than a score; after it, up to three words of the
 * measure may come first ("a 15.34% character error rate reduction", "a 4% (absolute) improvement").
 */
const GAIN_BEFORE = /(?:\bby(?:\s+an?(?:\s+(?:significant|substantial|notable|remarkable|considerable|large|impressive|wide|clear|solid|striking))?(?:\s+(?:absolute|relative|additional|further|extra))?)?|\bby\s+(?:as\s+much\s+as|about|around|roughly|nearly|approximately|almost|at\s+least)|\bmargins? of|\+|↑|▲|\bup to|\bgains? of|\b(?:improvements?|enhancements?) of|\bboosts? of|\bincreases? of|\breductions? of|\baverage of|\bmore than|\boutperform\w*|\bover|\brelatively)\s*(?:[>≥~≈]\s*)?$/i;
const GAIN_AFTER = /^\s*\(?(?:(?!(?:on|in|and|or|of|for|with|than|at|to)\s)[\w@-]+\)?\s+){0,3}?(?:improvements?|enhancements?|gains?|higher|better|lower|more|fewer|less|increases?|reductions?|boosts?|relative|absolute|advantage|faster|speedups?|point gains?|points? (?:of )?(?:gain|improvement)|(?:(?:points?|pp|percentage points?) )?(?:above|ahead of))\b/i;

/** "improves ", "boosts ": a verb of gain right before a number. */
const GAIN_VERB_BEFORE = /\b(?:improv|boost|increas|rais|gain|lift)\w*\s+$/i;

/** "the gains over ReAct are 14 points", "relative improvements over GRPO reach 9%": a gain, then a verb saying how large. */
const GAIN_IS = /\b(?:gains?|improvements?|margins?|advantages?|speedups?)(?:\s[^.;:\d]{0,60}?)?\s(?:are|is|was|were|reach(?:es|ed)?|amounts?\s+to|stands?\s+at)\s+(?:(?:about|around|roughly|up\s+to|over|nearly|as\s+much\s+as)\s+)?$/i;

/** What separates the values of a list: "58.9% and 63.2%", "45.1/38.2", "12.4, 17.9, and 20.1". */
export const VALUE_SEPARATOR = /,\s(?:and\s)?|,?\sand\s|\s?\/\s?/;

/** Words between two numbers that start a new statement ("…, and reaches 80%"). */
const NEW_STATEMENT = /\b(?:achiev|reach|attain|obtain|scor|yield|get|hit|record)\w*|[;:]/i;

/** "(85.1% vs. 81.5%)": two scores set side by side, not a continued list of gains. */
const VERSUS_AFTER = /^\s?(?:[a-zA-Z@\d-]+\s)?(?:vs\.?|versus)\s/;
const VERSUS_BEFORE = /\b(?:vs\.?|versus)\s+$/;

/**
 * The gains among a sentence's numbers: those stated as gains, and those that
 * continue a list of gains ("by 4.1% on AIME 2024 and 3.2% on MATH-500").
 */
/** ", respectively, and ": the end of one list of values written in order, and the start of the next. */
const RESPECTIVELY_AND = /,\s+respectively,?\s+and\s+$/;

export function gainsOf(text: string, hits: NumberHit[]): Set<NumberHit> {
  const out = new Set<NumberHit>();
  let prev: NumberHit | null = null;
  for (const h of hits) {
    const between = prev ? text.slice(prev.end, h.start) : '';
    // "by 0.5% and 1.2 AP, respectively": a value listed right after a gain continues the list, whatever its unit.
    // "by 3.6% (85.1% vs. 81.5%)": scores set side by side after a gain are no more gains.
    const versus = VERSUS_BEFORE.test(between) || VERSUS_AFTER.test(text.slice(h.end, h.end + 24));
    // "increases of 0.17%, 0.67%, and 0.92% in … on RSITMD, respectively, and 0.04%, 2.93%, and 1.28% on RSICD": so does a list
    // that "respectively, and" joins to a list of gains.
    const continues = prev !== null && out.has(prev) && !versus && ((between.length < 60 && !NEW_STATEMENT.test(between) && (prev.margin.unit === h.margin.unit || /^(?:,\s(?:and\s)?|\sand\s)$/.test(between))) || (between.length < 200 && RESPECTIVELY_AND.test(between)));
    if (isGain(text, h) || continues) out.add(h);
    prev = h;
  }
  // "a 13.44%/10.2%/15.8% improvement": values joined by slashes to a gain are gains with it, the word after the last.
  for (let i = hits.length - 2; i >= 0; i--) {
    const [h, next] = [hits[i], hits[i + 1]];
    if (h && next && out.has(next) && /^\s?\/\s?$/.test(text.slice(h.end, next.start))) out.add(h);
  }
  return out;
}

/** Verbs that report a score ("scores 81.2 on MMLU", "achieves 45.3 on MT-Bench"), as a regular-expression alternation. */
export const SCORE_VERBS = String.raw`scor(?:es|ed|ing)|achiev\w*|reach\w*|attain\w*|obtain\w*|deliver(?:s|ed|ing)?`;

/** "achieving ", "reaches ": a verb of scoring right before a number. */
const SCORED_BEFORE = new RegExp(String.raw`\b(?:${SCORE_VERBS})\s+$`, 'i');

/** "Mask R-CNN (3× schedule)", "4× super-resolution", "2× upsampling": a multiple that names a setting, not a gain. */
const SETTING_AFTER = /^\s?(?:(?:training|learning)\s+)?(?:schedules?|epochs?|iterations?|upsampl\w*|downsampl\w*|super-?resolution|zoom|magnification)\b/i;

/** "×3 ", "x4 ": a scale written before its number ("×3 SR", "x4 super-resolution"), a setting like SETTING_AFTER's, no measure or score. */
export const SCALE_BEFORE = /(?<![\p{L}\p{N}])[×x]\d+(?:\.\d+)?\s$/u;

/** Whether a number is a multiple that names a setting ("3× schedule"), not a gain or a score. */
/** "10x larger models such as PaLIX-55B", "a 4x bigger teacher": a multiple that sizes the systems it describes, no gain over them. */
const SIZED_AFTER = /^\s?(?:larger|bigger|smaller)\s+(?:[\w-]+\s+)?(?:models?|LLMs?|VLMs?|MLLMs?|networks?|teachers?|baselines?|counterparts?|systems?|variants?)\b/i;

export function settingMultiple(text: string, hit: NumberHit): boolean {
  return hit.margin.unit === 'x' && (SETTING_AFTER.test(text.slice(hit.end, hit.end + 24)) || SIZED_AFTER.test(text.slice(hit.end, hit.end + 40)));
}

/** Whether the number at [start, end) in `text` is stated as a gain over something. */
export function isGain(text: string, hit: NumberHit): boolean {
  if (hit.rule === FROM_TO.name || hit.rule === VERBAL.name || hit.rule === BY_VALUE.name || hit.rule === COMPARATIVE.name) return true;
  // "achieving up to 12.20% on AlpacaEval": a bound after a verb of scoring is a score, unless a gain word follows it.
  const scoredBound = /^up to/i.test(hit.text) && SCORED_BEFORE.test(text.slice(Math.max(0, hit.start - 24), hit.start));
  if (/^\s*\+/.test(hit.text) || (/^(?:up to|more than)/i.test(hit.text) && !scoredBound)) return true;
  // "improves over 11% on MATH500": a bound after a verb of gain is a gain.
  if (/^over\s/i.test(hit.text) && GAIN_VERB_BEFORE.test(text.slice(Math.max(0, hit.start - 24), hit.start))) return true;
  if (settingMultiple(text, hit)) return false;
  if (hit.margin.unit === 'x' || hit.margin.unit === 'pp') return true;
  if (PAREN_POINTS.test(hit.text) && text[hit.start - 1] === '(' && text[hit.end] === ')' && WIN_BEFORE.test(text.slice(Math.max(0, hit.start - 160), hit.start))) return true;
  return GAIN_BEFORE.test(text.slice(Math.max(0, hit.start - 24), hit.start)) || GAIN_AFTER.test(text.slice(hit.end, hit.end + 40)) || GAIN_IS.test(text.slice(Math.max(0, hit.start - 60), hit.start));
}

/** "(2.75, 1.67, and 1.94 points)": a list of points, the whole of a parenthesis. */
const PAREN_POINTS = /^\d+(?:\.\d+)?(?:,\s\d+(?:\.\d+)?)*,?\s(?:and\s)?\d+(?:\.\d+)?\s(?:points?|pp)$/;
/** A win written before it in its sentence ("outperforms GRPO on A, B and C (2.75, …)"): the list is its margins. */
const WIN_BEFORE = new RegExp(String.raw`\b(?:${WIN_VERB}|improv\w*)\b(?:[^.;]|\.\d)*$`, 'i');
