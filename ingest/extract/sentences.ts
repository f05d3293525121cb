/** Sentence splitting with exact character offsets into the abstract. */
import { CONNECTIVES } from './lexicon.ts';

export interface Sentence {
  text: string;
  /** Offset of the first character in the abstract, inclusive. */
  start: number;
  /** Offset after the last character, exclusive. */
  end: number;
  index: number;
}

/** "Moreover, ", "In addition, ": a connective opening a sentence, before its own words. */
const CONNECTIVE = new RegExp(String.raw`^(?:${CONNECTIVES}),\s+(?=\p{L})`, 'u');

/**
 * Where a sentence's own words open, after a leading connective, and its text from there with the first letter capitalized:
 * the shapes that open a sentence read "Moreover, fine-tuned from LLaMa-3-8B, RATIONALYST improves …" as they read
 * "Fine-tuned from LLaMa-3-8B, RATIONALYST improves …".
 */
export function opening(s: Sentence): { start: number; text: string } {
  const m = CONNECTIVE.exec(s.text);
  if (!m) return { start: s.start, text: s.text };
  const rest = s.text.slice(m[0].length);
  return { start: s.start + m[0].length, text: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

/** A sentence's text from where its own words open up to `end`, read as `opening` reads it (for shapes anchored at the start). */
export function openingUpTo(doc: { text: string }, s: Sentence, end: number): string {
  const o = opening(s);
  return end <= o.start ? doc.text.slice(s.start, end) : o.text.slice(0, end - o.start);
}

/** Abbreviations whose final period does not end a sentence ("e.g. StarCraft"). */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|et al|vs|cf|fig|figs|eq|eqs|sec|approx|resp|no|inc|ltd|dr|mr|ms|st|ca|al)\.$/i;

/** A boundary: terminal punctuation, optional closing quotes/brackets, then space. */
const BOUNDARY = /[.!?]["'”’)\]]*\s+(?=[\p{Lu}\p{N}"“'([\\*π$])/gu;

/**
 * Splits a whitespace-collapsed abstract into sentences; `text.slice(start, end)`
 * equals each sentence's text. An empty text gives no sentences.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(text); m; m = BOUNDARY.exec(text)) {
    const stop = m.index + m[0].trimEnd().length;
    if (ABBREVIATION.test(text.slice(Math.max(start, m.index - 12), m.index + 1))) continue;
    push(out, text, start, stop);
    start = m.index + m[0].length;
  }
  push(out, text, start, text.length);
  return out;
}

function push(out: Sentence[], text: string, start: number, end: number): void {
  let s = start;
  let e = end;
  while (s < e && text[s] === ' ') s++;
  while (e > s && text[e - 1] === ' ') e--;
  if (e > s) out.push({ text: text.slice(s, e), start: s, end: e, index: out.length });
}
