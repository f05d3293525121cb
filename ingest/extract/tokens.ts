/** Word tokens that keep model and benchmark names whole ("Qwen2.5-7B", "π_{0.5}"). */
import { readLexicon } from '../names.ts';
import { norm } from './memo.ts';

export interface Token {
  text: string;
  start: number;
  end: number;
  /** Index of the sentence the token belongs to. */
  sentence: number;
  /** normalizeName(text), computed once. */
  norm: string;
  /** isCoined(text), computed once. */
  coined: boolean;
}

const ALNUM = /[\p{L}\p{N}]/u;

/**
 * Lexicon names written with a slash between letters ("CNN/DailyMail", "CNN/DM"), by the part before the slash: the
 * slash joins such a name into one token, and nowhere else ("GPT-3.5/GPT-4" stays two names).
 */
const SLASH_NAMES = new Map<string, string[]>();
for (const file of ['benchmarks.txt', 'aliases.tsv', 'known-methods.txt', 'model-families.txt']) {
  for (const name of readLexicon(file).flat()) {
    const slash = name.indexOf('/');
    if (slash <= 0 || /\s/.test(name) || !/\p{L}\/\p{L}/u.test(name)) continue;
    const head = name.slice(0, slash);
    SLASH_NAMES.set(head, [...(SLASH_NAMES.get(head) ?? []), name]);
  }
}

/** The end of a lexicon slash name starting at `start` whose slash is at `i`, or -1. */
function slashNameEnd(text: string, start: number, i: number): number {
  for (const name of SLASH_NAMES.get(text.slice(start, i)) ?? []) {
    const end = start + name.length;
    if (text.startsWith(name, start) && !alnumAt(text, end)) return end;
  }
  return -1;
}
/** Characters that join the parts of one name when a letter, digit or `{` follows. */
const CONNECTORS = new Set(['-', '.', '+', "'", '’', '_', '~', '^', '@', '&']);

/** A letter or digit at `i`, with an ASCII fast path. */
function alnumAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return !Number.isNaN(c) && ALNUM.test(text[i] ?? '');
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** End of a brace group `{0.7}` starting at `i` (1-12 characters, no spaces or braces), or -1. */
function braceEnd(text: string, i: number): number {
  for (let k = i + 1; k < text.length && k <= i + 13; k++) {
    const ch = text[k];
    if (ch === '}') return k > i + 1 ? k + 1 : -1;
    if (ch === '{' || ch === ' ' || ch === '\t' || ch === '\n') return -1;
  }
  return -1;
}

/**
 * Tokenizes `text` into name-preserving words: letters and digits joined by
 * `- . + ' _ ~ ^ @ ’`, brace groups without spaces (`π_{0.7}`, `τ^2`) and a
 * trailing `+` or `++` ("HumanEval+"), and the star of a single capital ("S*", "V*"). A possessive `'s`/`’s` after a coined
 * name or one of letters and digits is left out of the token ("SPOD's" gives "SPOD", "o1's" gives "o1"), so names never keep it. Each token carries the index of its
 * sentence (`sentenceStarts` are the sentences' start offsets, ascending).
 */
export function tokenize(text: string, sentenceStarts: number[]): Token[] {
  const out: Token[] = [];
  let s = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (!alnumAt(text, i)) {
      i++;
      continue;
    }
    const start = i++;
    for (;;) {
      if (i < n && alnumAt(text, i)) i++;
      else if (CONNECTORS.has(text[i] ?? '') && (alnumAt(text, i + 1) || text[i + 1] === '{')) i++;
      // "ViT-L/14", "ViT-g/14", "LLaMA-1/2", "GPT-3.5/4": a slash between a version or size part and a number joins one name.
      else if (text[i] === '/' && isDigit(text.charCodeAt(i + 1)) && (/[\dA-Z]/.test(text[i - 1] ?? '') || /-[a-z]$/.test(text.slice(i - 2, i))) && /[-.]/.test(text.slice(start, i))) i++;
      else if (text[i] === '{' && braceEnd(text, i) > 0) i = braceEnd(text, i);
      else {
        // "CNN/DailyMail": a slash the lexicon writes inside a name (looked up only at a slash).
        const slashEnd = text[i] === '/' ? slashNameEnd(text, start, i) : -1;
        if (slashEnd < 0) break;
        i = slashEnd;
      }
    }
    for (let p = 0; p < 2 && text[i] === '+'; p++) i++;
    // "S*", "V* Bench", "A*": a star right after a single capital is part of the name (not "**CAPO**", "*case*", "GPT-4*").
    if (text[i] === '*' && i - start === 1 && text[i + 1] !== '*' && !alnumAt(text, i + 1) && text[start - 1] !== '*' && /[A-Z]/.test(text[start] ?? '')) i++;
    while (s + 1 < sentenceStarts.length && (sentenceStarts[s + 1] ?? Infinity) <= start) s++;
    let end = i;
    if (i - start > 2 && text[i - 1] === 's' && (text[i - 2] === "'" || text[i - 2] === '’')) {
      // "SPOD's", "o1's" (letters and digits mixed, too short to be coined), and the version closing a name ("Stable
      // Diffusion 2.1's", "Qwen 2.5's", "Llama 3's").
      const stem = text.slice(start, i - 2);
      if ((stem.length > 1 && isCoined(stem)) || /\p{L}\d|\d\p{L}|^\d+(?:\.\d+)*$/u.test(stem)) end = i - 2;
    }
    const word = text.slice(start, end);
    // "we present \omniedit, …": a macro no LaTeX rendering rewrote (readableText) stands for a name the abstract's source
    // defines, where a word may stand; not a mark in math or after a word ("DLinear$^{\ddagger}$"), nor "\ours",
    // "\ourmethod" (the paper's own name under a placeholder, left to the rules that read "our method").
    // "\OurMethod" is such a placeholder too, though its capitals make it look coined.
    const placeholder = isNamePlaceholder(text, start, word);
    const macro = start > 1 && !placeholder && text[start - 1] === '\\' && /[\s(]/.test(text[start - 2] ?? '') && /^[A-Za-z]+$/.test(word);
    const plain = !macro && isPlainLower(word);
    out.push({ text: word, start, end, sentence: s, norm: plain ? word : norm(word), coined: macro || (!plain && !placeholder && isCoined(word)) });
  }
  return out;
}

/** "\ours", "\ourmethod", "\OurMethod" at `start`: a LaTeX placeholder for the paper's own name, which is never a name. */
export function isNamePlaceholder(text: string, start: number, word: string): boolean {
  return text[start - 1] === '\\' && /^our/i.test(word);
}

/** The index of the first of `items` (in text order) that starts at or after `offset`, by binary search; items.length when none. */
export function firstStartingFrom(items: readonly { start: number }[], offset: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid]?.start ?? 0) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$/;

/** Uppercase letters that do not start a hyphen- or dot-separated part ("StraTA" 2, "Goal-Conditioned" 0). */
export function innerCapitals(word: string): number {
  let n = 0;
  for (let i = 1; i < word.length; i++) {
    const c = word[i] ?? '';
    if (c === c.toLowerCase() || c !== c.toUpperCase()) continue;
    if (isWordChar(word.charCodeAt(i - 1), word[i - 1] ?? '')) n++;
  }
  return n;
}

/** A letter or digit, with an ASCII fast path. */
function isWordChar(code: number, ch: string): boolean {
  if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return true;
  return code > 127 && /[\p{L}\p{N}]/u.test(ch);
}

/** Whether a word is lowercase ASCII letters only (the common case, never a name). */
export function isPlainLower(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

/** A lowercase name of three or more hyphenated parts, one with a digit: "nomic-embed-text-v1", "text-embedding-3-small". */
const LOWERCASE_MODEL = /^[a-z][a-z0-9.]*(?:-[a-z0-9.]+){2,}$/;
/** Parts of a lowercase compound that make it a description, not a name ("3-layer", "8-bit", "text-to-3d", "one-of-a-kind"). */
const DESCRIPTION_PART = /^(?:shot|layers?|steps?|stages?|bits?|ways?|fold|d|dimensional|times|hops?|turns?|of|the|to|and|or|a|an|in|on|for|level|based|wise|order|point|head|block|token|class|gram|best|top|k|n)$/;

/**
 * "nomic-embed-text-v1", "text-embedding-3-small", "e5-mistral-7b-instruct": released models written in lower case, as
 * embedding and open models often are; a part with a digit and two word parts of three letters or more, no part a word
 * of description.
 */
function lowercaseModel(word: string): boolean {
  const parts = word.split('-');
  return parts.some((p) => /\d/.test(p)) && parts.filter((p) => /^[a-z]{3,}$/.test(p)).length >= 2 && !parts.some((p) => DESCRIPTION_PART.test(p));
}

/** "A*", "S*", "V*": a star after a single capital names an algorithm or a benchmark (the tokenizer keeps the star on). */
export const STAR_NAME = /^[A-Z]\*$/;

/**
 * Whether a single token has the shape of a coined name: an acronym or camel-case
 * word ("GRPO", "StraTA", "ALFWorld"), a letters-and-digits name ("Qwen3",
 * "Act2Goal", "GPT-4o"), or a Greek-letter name ("π-Distill", "π0.5").
 */
export function isCoined(word: string): boolean {
  if (isPlainLower(word)) return false;
  if (/^[πτ]/.test(word)) return true;
  if (STAR_NAME.test(word)) return true;
  if (LOWERCASE_MODEL.test(word) && lowercaseModel(word)) return true;
  // "6X", "2.28X": a multiple written with a capital X is a number, not a name.
  if (/^\d+(?:\.\d+)?X$/.test(word)) return false;
  if (ROMAN.test(word) || word.includes('@')) return false;
  if (/\d/.test(word) && /^\p{L}/u.test(word) && /\p{Lu}/u.test(word) && (word.match(/\p{L}/gu)?.length ?? 0) >= 2) return true;
  // A model size written as a letter after its name: "Swin-T", "Vim-Ti", "BERT-L".
  if (/^\p{Lu}\p{Ll}+-(?:[A-Z]|Ti|XS|XL|XXL)$/u.test(word)) return true;
  // A single capital before a capitalized word is a coined name: "U-Mamba", "Q-Former", "E-Branchformer", "A-Mem".
  if (/^\p{Lu}-\p{Lu}\p{Ll}{2,}/u.test(word)) return true;
  return innerCapitals(word) >= 1;
}

/** Adjectival compounds are descriptions, not names ("GRPO-style", "LLM-based"); a capitalized head ("CoRE-Scale") names something. */
export const ADJECTIVAL = /-(?:based|style|like|guided|conditioned|driven|aware|free|level|specific|only|augmented|tuned|finetuned|trained|pretrained|optimi[sz]ed|distilled|derived|initiali[sz]ed|supervised|generated|aligned|centric|agnostic|weighted|regulari[sz]ed|constrained|informed|inspired|powered|assisted|grounded|oriented|enhanced|scale|size|sized|wise|step|turn|shot|time|horizon|policy|of-the-art)$/;

/**
 * Whether a word is one plain capitalized word of at least three letters ("Quillet", "Tango",
 * "Vim"): a name only with other evidence (a short form, a repeat, a cue), never by its shape alone.
 */
export function isPlainCapitalized(word: string): boolean {
  return /^\p{Lu}\p{Ll}{2,}$/u.test(word);
}

/** Whether a token starts with a capital letter (a possible proper name). */
export function isCapitalized(word: string): boolean {
  const c = word.charCodeAt(0);
  if (c >= 65 && c <= 90) return true;
  if (c < 128) return false;
  return /^\p{Lu}/u.test(word);
}
