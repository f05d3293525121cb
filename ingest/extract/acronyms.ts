/**
 * Acronym definitions: "Strategic Trajectory Abstraction (StraTA)" and
 * "DRAG (Distributionally Robust Auto-Encoding for GCRL)", found with the
 * Schwartz-Hearst letter-matching algorithm so that offsets stay exact.
 */

import { isCoined } from './tokens.ts';

/** A short form defined by a long form in the text, with offsets of both. */
export interface AcronymPair {
  short: string;
  long: string;
  shortStart: number;
  shortEnd: number;
  longStart: number;
  longEnd: number;
}

/** "(StraTA)", "**(ToMPO)**": a parenthesized single word with a capital letter. */
const SHORT_IN_PARENS = /\((?:\*\*)?([^\s()]{2,24}?)(?:\*\*)?\)/g;
/** "CAPO (**C**urriculum …)": a parenthesized phrase of 2-12 words after a space… */
const PHRASE_IN_PARENS = /\s\(([^()]{3,160})\)/g;
/** … right after a single word. */
const WORD_BEFORE = /(?:^|[\s"“(])(?:\*\*)?([\p{L}π][^\s()]{1,23}?)(?:\*\*)?$/u;

const ALNUM = /[\p{L}\p{N}]/u;

/**
 * Schwartz-Hearst: the offset in `candidate` where the long form of `short`
 * starts (every letter and digit of `short` found in order, the first at a word
 * start), or -1 when the letters do not match.
 */
export function longFormStart(short: string, candidate: string): number {
  const strict = matchLetters(short, candidate, true);
  if (strict >= 0) return strict;
  const loose = matchLetters(short, candidate, false);
  if (loose >= 0) return loose;
  // "Valley-to-Peak (V2P)", "Learning-for-Control (L4C)": a digit between letters stands for "to" or "for", a word of its own.
  const joined = /\p{L}[24]\p{L}/u.test(short) ? matchLetters(short.replace(/(?<=\p{L})2(?=\p{L})/gu, 'T').replace(/(?<=\p{L})4(?=\p{L})/gu, 'F'), candidate, true) : -1;
  if (joined >= 0) return joined;
  // "Heavy Hitter Oracle (H2O)", "Sector-Shaped Diffusion Model (S2DM)", "Android Agent Arena (A3)": a digit after a letter
  // counts the words that letter opens.
  const repeated = short.replace(MULTIPLIED, (_, letter: string, n: string) => letter.repeat(Number(n)));
  return repeated === short ? -1 : matchLetters(repeated, candidate, true);
}

/** A letter and a count of 2-4 right after it ("H2O", "mR2AG", "A3"); read only by String#replace. */
const MULTIPLIED = /(\p{L})([2-4])(?!\d)/gu;

/**
 * One Schwartz-Hearst pass. In strict mode a capital of the short form must
 * match a capital or a word-initial letter of the long form, so "BESO" finds
 * "BEhavior generation with ScOre-based Diffusion Policies", not "based …".
 */
function matchLetters(short: string, candidate: string, strict: boolean): number {
  let si = short.length - 1;
  let li = candidate.length - 1;
  const fits = (k: number, c: string, upper: boolean): boolean => {
    const ch = candidate[k] ?? '';
    if (ch.toLowerCase() !== c) return false;
    if (!strict || !upper) return true;
    return ch !== ch.toLowerCase() || k === 0 || !ALNUM.test(candidate[k - 1] ?? '');
  };
  while (si >= 0) {
    const raw = short[si] ?? '';
    const c = raw.toLowerCase();
    if (!ALNUM.test(c)) {
      si--;
      continue;
    }
    const upper = raw !== c;
    while (li >= 0 && (!fits(li, c, upper) || (si === 0 && li > 0 && ALNUM.test(candidate[li - 1] ?? '')))) li--;
    if (li < 0) return -1;
    li--;
    si--;
  }
  return li + 1;
}

/** The capitals and digits of a word, in order ("VisualAgentBench" gives "VAB", "Prompt2Perturb" gives "P2P"). */
function camelInitials(word: string): string {
  return word.replace(/[^\p{Lu}\p{N}]/gu, '');
}

/** Plural acronyms ("LLMs", "PRMs") match on their singular letters. */
function letters(short: string): string {
  return /\p{Lu}s$/u.test(short) ? short.slice(0, -1) : short;
}

function isShortForm(word: string): boolean {
  const n = word.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return n >= 2 && n <= 12 && /\p{Lu}/u.test(word) && !/[=<>:;,]/.test(word) && !/^\d/.test(word);
}

const TRIM_START = /^[\s*"“'‘]+/;
const TRIM_END = /[\s*"”'’,]+$/;

/**
 * All acronym definitions in `text`, in order. `sentenceOf` maps an offset to
 * the start of its sentence so that a long form never crosses a sentence.
 */
export function findAcronyms(text: string, sentenceStartOf: (offset: number) => number): AcronymPair[] {
  const out: AcronymPair[] = [];
  SHORT_IN_PARENS.lastIndex = 0;
  for (let m = SHORT_IN_PARENS.exec(text); m; m = SHORT_IN_PARENS.exec(text)) {
    const short = m[1] ?? '';
    if (!isShortForm(short)) continue;
    const shortStart = m.index + m[0].indexOf(short);
    const from = Math.max(sentenceStartOf(m.index), m.index - 220);
    const before = text.slice(from, m.index).replace(/[\s*"”']+$/, '');
    const n = letters(short).replace(/[^\p{L}\p{N}]/gu, '').length;
    const words = before.split(' ');
    const window = words.slice(-Math.min(n + 5, 2 * n)).join(' ');
    const windowStart = from + before.length - window.length;
    const at = longFormStart(letters(short), window);
    if (at < 0) continue;
    // "Weight-Decomposed Low-Rank Adaptation (DoRA)": letters first matched inside a hyphenated word spell out the whole word.
    const head = /[\p{L}\p{N}]+-$/u.exec(window.slice(0, at));
    const pair = trimmed(text, windowStart + (head ? at - head[0].length : at), windowStart + window.length);
    // "VisualAgentBench (VAB)": one CamelCase word whose capitals are the short form's letters is a long form too.
    if (!pair || pair.long.length <= short.length || !(/[\s-]/.test(pair.long) || camelInitials(pair.long) === letters(short).toUpperCase().replace(/[^\p{Lu}\p{N}]/gu, ''))) continue;
    // "models including TabPFN-TS (Prior Labs), …, and Moirai (Salesforce)": a stretch with parentheses of its own spells out nothing.
    if (/[()]/.test(pair.long)) continue;
    out.push({ short, shortStart, shortEnd: shortStart + short.length, long: pair.long, longStart: pair.start, longEnd: pair.end });
  }
  PHRASE_IN_PARENS.lastIndex = 0;
  for (let m = PHRASE_IN_PARENS.exec(text); m; m = PHRASE_IN_PARENS.exec(text)) {
    const inner = m[1] ?? '';
    const words = inner.trim().split(/\s+/);
    if (words.length < 2 || words.length > 12) continue;
    // "two open-source LLMs (i.e., Llama2-13B-Chat and Mistral-7B)": examples, or a list of names, spell nothing out.
    if (/^(?:i\.e\.|e\.g\.)/i.test(inner.trim()) || inner.split(/,\s(?:and\s|or\s)?|\s(?:and|or)\s/).filter((x) => isCoined(x.trim())).length >= 2) continue;
    const lead = text.slice(Math.max(0, m.index - 30), m.index);
    const w = WORD_BEFORE.exec(lead);
    const short = w?.[1] ?? '';
    if (!w || !isShortForm(short) || !isCoined(short)) continue;
    const shortStart = m.index - lead.length + w.index + w[0].indexOf(short);
    const innerStart = m.index + 2;
    const at = longFormStart(letters(short), inner);
    const titled = words.filter((w) => /^[*"“]*\p{Lu}/u.test(w)).length * 2 >= words.length;
    const initials = new Set(inner.split(/[\s-]+/).map((w) => w.replace(/^[*"“]+/, '')[0]?.toLowerCase()));
    const loose = titled && initials.has(short[0]?.toLowerCase());
    if (!(at >= 0 && at <= (words[0]?.length ?? 0)) && !loose) continue;
    const pair = trimmed(text, innerStart, innerStart + inner.length);
    if (!pair) continue;
    out.push({ short, shortStart, shortEnd: shortStart + short.length, long: pair.long, longStart: pair.start, longEnd: pair.end });
  }
  OR_SHORT.lastIndex = 0;
  for (let m = OR_SHORT.exec(text); m; m = OR_SHORT.exec(text)) {
    const short = m[1] ?? '';
    if (!isShortForm(short) || !isCoined(short) || out.some((p) => p.short === short)) continue;
    const shortStart = m.index + m[0].length - short.length;
    const from = Math.max(sentenceStartOf(m.index), m.index - 220);
    const before = text.slice(from, m.index).replace(/[\s*"”']+$/, '');
    const n = letters(short).replace(/[^\p{L}\p{N}]/gu, '').length;
    const window = before.split(' ').slice(-Math.min(n + 5, 2 * n)).join(' ');
    const windowStart = from + before.length - window.length;
    const at = longFormStart(letters(short), window);
    if (at < 0) continue;
    // "Weight-Decomposed Low-Rank Adaptation (DoRA)": letters first matched inside a hyphenated word spell out the whole word.
    const head = /[\p{L}\p{N}]+-$/u.exec(window.slice(0, at));
    // "Distillation for Whole-body Pose estimators, named DWPose": lowercase words after the title are the kind it names.
    const pair = titleOnly(trimmed(text, windowStart + (head ? at - head[0].length : at), windowStart + window.length));
    // Only a capitalized title pairs this way: "dubbed Success-Preserving On-Policy Distillation, or SPOD".
    if (!pair || pair.long.length <= short.length || !/[\s-]/.test(pair.long) || !/^\p{Lu}/u.test(pair.long)) continue;
    const words = pair.long.split(/\s+/);
    if (words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 < words.length) continue;
    out.push({ short, shortStart, shortEnd: shortStart + short.length, long: pair.long, longStart: pair.start, longEnd: pair.end });
  }
  // "Generalized Instruction Tuning (called GLAN)": a title, then the name the paper calls it by, whatever its letters.
  CALLED_IN_PARENS.lastIndex = 0;
  for (let m = CALLED_IN_PARENS.exec(text); m; m = CALLED_IN_PARENS.exec(text)) {
    const short = m[1] ?? '';
    if (!isShortForm(short) || !isCoined(short) || out.some((p) => p.short === short)) continue;
    const title = TITLE_BEFORE.exec(text.slice(Math.max(sentenceStartOf(m.index), m.index - 120), m.index));
    if (!title?.[1]) continue;
    const longStart = m.index - title[0].length + title[0].indexOf(title[1]);
    const shortStart = m.index + m[0].indexOf(short, m[0].indexOf(' '));
    out.push({ short, shortStart, shortEnd: shortStart + short.length, long: title[1], longStart, longEnd: longStart + title[1].length });
  }
  // "we propose DVDet, a Descriptor-Enhanced Open Vocabulary Detector that …", "we introduce DCWM: Discrete Codebook World
  // Model, …": a name the paper introduces, then a title in apposition that spells it out.
  APPOSED_TITLE.lastIndex = 0;
  for (let m = APPOSED_TITLE.exec(text); m; m = APPOSED_TITLE.exec(text)) {
    const short = m[1] ?? '';
    const long = (m[2] ?? '').replace(TITLE_TAIL, '');
    const words = long.split(/\s+/);
    if (!isShortForm(short) || words.length < 2 || out.some((p) => p.short === short)) continue;
    if (short[0]?.toLowerCase() !== long[0]?.toLowerCase() || words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 < words.length) continue;
    const at = longFormStart(letters(short), long);
    if (at < 0 || at > (words[0]?.length ?? 0)) continue;
    const shortStart = m.index + m[0].lastIndexOf(short, m[0].length - (m[2] ?? '').length);
    const longStart = m.index + m[0].length - (m[2] ?? '').length;
    if (sentenceStartOf(longStart) !== sentenceStartOf(shortStart)) continue;
    out.push({ short, shortStart, shortEnd: shortStart + short.length, long, longStart, longEnd: longStart + long.length });
  }
  return out.sort((a, b) => a.shortStart - b.shortStart);
}

/**
 * A verb that introduces the paper's work, a few words, then a name and a title of two to eight words set off by a comma
 * or a colon ("we propose Sophia, Second-order Clipped Stochastic Optimization", "a novel framework, CoD,
 * Chain-of-Dictionary Prompting"), maybe after "a"/"an"/"the".
 */
const APPOSED_TITLE =
  /\b(?:propos|present|introduc|develop|design|call|term|nam|dub)\w*\s(?:[\w-]+\s){0,3}?(?:[\w-]+,\s)?(\p{L}[^\s,:;()]{1,23}?)[,:]\s(?:(?:a|an|the)\s(?:(?:novel|new|simple|unified|general)\s)?)?(\p{Lu}[\p{L}\d-]*(?:\s(?:of|for|and|with|in|on|to|via|the|\p{Lu}[\p{L}\d-]*)){1,7})/gu;
/** Connecting words a title does not end with. */
const TITLE_TAIL = /(?:\s(?:of|for|and|with|in|on|to|via|the))+$/;

/** "(called GLAN)", "(dubbed X)": a naming verb in parentheses, then the name. */
const CALLED_IN_PARENS = /\s\((?:called|dubbed|named|termed|abbreviated\sas|a\.k\.a\.|aka)\s(?:\*\*)?([\p{L}π][^\s(),;:*]{1,23}?)(?:\*\*)?\)/gu;
/** A capitalized title of two to six words right before the parenthesis ("Generalized Instruction Tuning"). */
const TITLE_BEFORE = /(?:^|\s)(\p{Lu}[\p{L}\d-]*(?:\s(?:of|for|and|with|in|on|to|via|the|\p{Lu}[\p{L}\d-]*)){1,5}(?<=\p{Lu}[\p{L}\d-]*))$/u;

/** "Success-Preserving On-Policy Distillation, or SPOD,", "Distillation for Whole-body Pose estimators, named DWPose": a title, then "or" (or a naming verb) and its short form. */
const OR_SHORT = /(?:,\s|\s\()(?:or\s(?:simply\s)?|(?:named|called|termed|dubbed)\s)(?:\*\*)?([\p{L}π][^\s(),;:*]{1,23}?)(?:\*\*)?(?=[\s,.;)])/gu;

/** A long form without the lowercase words that end it ("… Pose estimators" is "… Pose"). */
function titleOnly(pair: { long: string; start: number; end: number } | null): { long: string; start: number; end: number } | null {
  const tail = pair ? /(?:\s\p{Ll}[\p{L}-]*)+$/u.exec(pair.long) : null;
  if (!pair || !tail) return pair;
  const long = pair.long.slice(0, tail.index);
  return { long, start: pair.start, end: pair.start + long.length };
}

function trimmed(text: string, start: number, end: number): { long: string; start: number; end: number } | null {
  const raw = text.slice(start, end);
  const lead = raw.length - raw.replace(TRIM_START, '').length;
  const body = raw.slice(lead).replace(TRIM_END, '');
  if (!body) return null;
  return { long: body, start: start + lead, end: start + lead + body.length };
}
