/**
 * LaTeX markup as arXiv abstracts carry it ("\textbf{F}aithful", "13.5$\times$",
 * "97.4\%", "Bal\'azs", "74.1±0.2%"), read as the plain text it renders to, with a map back
 * to the original offsets so that evidence still points into the stored abstract.
 * Only markup with a fixed rendering is rewritten; an unknown macro ("\ours") is
 * left as written rather than guessed.
 */

/** Formatting commands whose one braced argument is the text itself. */
const WRAPPERS = new Set(['url', 'textbf', 'textit', 'texttt', 'textsc', 'textrm', 'textsf', 'emph', 'underline', 'mathbf', 'mathrm', 'mathit', 'mathcal', 'mathtt', 'mathsf', 'boldsymbol', 'bm', 'text', 'mbox', 'textnormal']);

/** Commands whose braced argument renders apart from the sentence, or as a reference mark: read as nothing ("ReAct\footnote{Code: …}", "\cite{x}"). */
const DROPPED = new Set(['footnote', 'thanks', 'cite', 'citep', 'citet', 'citealp', 'ref', 'eqref', 'label']);

/** Font switches inside a group ("{\em and}", "{\bf X}"). */
const DECLARATIONS = new Set(['em', 'bf', 'it', 'sc', 'tt', 'rm', 'sf', 'sl', 'small', 'large', 'Large', 'footnotesize', 'normalsize']);

/** Argument-less symbols. */
const SYMBOLS: Record<string, string> = {
  times: '×', sim: '~', approx: '≈', pm: '±', geq: '≥', ge: '≥', leq: '≤', le: '≤', rightarrow: '→', to: '→', leftarrow: '←',
  cdot: '·', uparrow: '↑', downarrow: '↓', infty: '∞', alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', lambda: 'λ',
  mu: 'μ', pi: 'π', tau: 'τ', sigma: 'σ', theta: 'θ', phi: 'φ', rho: 'ρ', Delta: 'Δ', ldots: '…', dots: '…', textasciitilde: '~',
};

/** Escaped characters ("\%", "\&", "\_"). */
const ESCAPED = new Set(['%', '&', '_', '#', '$', '{', '}']);

/** Accent commands and the combining mark each adds ("\'a" gives "á"). */
const ACCENTS: Record<string, string> = { "'": '\u0301', '`': '\u0300', '^': '\u0302', '"': '\u0308', '~': '\u0303', '=': '\u0304', '.': '\u0307', c: '\u0327', v: '\u030C', u: '\u0306', H: '\u030B' };

export interface Plain {
  /** The text as it renders. */
  text: string;
  /** For each offset of `text` (and its end), the offset in the original. */
  origin: Int32Array;
}

/** Whether a text holds markup worth reading (the common case has none and costs one scan). */
export function hasMarkup(text: string): boolean {
  return text.includes('\\') || text.includes('$') || text.includes('±') || text.includes('+/-') || text.includes(' et al') || text.includes('[') || CITED_YEAR.test(text) || TIE.test(text);
}

/** What a LaTeX tie ("~", a space no line breaks at) follows: the end of a word, a number or an abbreviation. */
const TIE_BEFORE = /[\p{L}\p{N}.)]/u;
/** A tie between a word and a parenthesis: "natural language inference~(AfriXNLI)". */
const TIE = /[\p{L}\p{N}.)]~\(/u;

/** One cited work: "Zou et al., 2024", "Rafailov et al. 2023", "Smith and Jones, 2021", "Smith, 2020". */
const CITED = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:19|20)\d\d[a-z]?`;
const CITED_YEAR = /(?:19|20)\d\d[a-z]?[)\]]/;
/**
 * Citations, which name authors and not systems: a parenthesis holding only cited works ("(Zou et al., 2024)",
 * "(e.g., Anthony et al., 2017; Silver et al., 2017)"), an author named in the running text ("Radhakrishnan et al. [29]",
 * "Yang et al. (2023)") and a numbered reference ("[5]", "[12, 13]"). Each reads as nothing, the space before it too.
 */
const CITATION = new RegExp(
  String.raw`\s?[(\[](?:(?:e\.g\.|see|cf\.|i\.e\.),?\s+)?${CITED}(?:[;,]\s*${CITED})*[)\]]|(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]+\s+et\s+al\.(?:\s?\((?:19|20)\d\d[a-z]?\)|\s?\[[1-9]\d{0,2}(?:\s?[,–-]\s?[1-9]\d{0,2})*\])?|(?<=[\p{L}\p{N})])\s?\[[1-9]\d{0,2}(?:\s?[,–-]\s?[1-9]\d{0,2})*\]`,
  'gu',
);

/** A spread after a score ("74.1±0.2%", "74.1 $\pm$ 0.2", "0.62 +/- 0.03"): read as nothing, so the score keeps its unit. */
const SPREAD = /^\s*\$?\s*(?:\\pm(?![a-zA-Z])|±|\+\/-)\s*\$?\s*\d+(?:\.\d+)?/;

/** The plain text of an abstract with LaTeX markup, and where each character came from. */
export function plainText(text: string): Plain {
  const out: string[] = [];
  const from: number[] = [];
  // One entry per UTF-16 unit, as offsets into the text count them ("𝒜" is two).
  const emit = (s: string, at: number): void => {
    for (let u = 0; u < s.length; u++) {
      out.push(s[u] as string);
      from.push(at);
    }
  };
  // Dollars that open or close inline math ("13.5$\times$"); a lone "$5" is money and stays.
  const math = new Set<number>();
  for (const m of text.matchAll(/\$[^$\n]{1,80}?\$/g)) {
    math.add(m.index ?? 0);
    math.add((m.index ?? 0) + m[0].length - 1);
  }
  // Where each citation starts, and where it ends.
  const cited = new Map<number, number>();
  for (const m of text.matchAll(CITATION)) cited.set(m.index ?? 0, (m.index ?? 0) + m[0].length);
  // Closing braces of the wrappers opened so far: their "}" renders as nothing.
  const closers: number[] = [];
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const citedEnd = cited.get(i);
    if (citedEnd !== undefined) {
      i = citedEnd;
      continue;
    }
    if (c === '{') {
      depth++;
      i++;
      continue;
    }
    if (c === '}') {
      if (closers.length && closers[closers.length - 1] === depth) closers.pop();
      depth = Math.max(0, depth - 1);
      i++;
      continue;
    }
    if ((c === '\\' || c === '±' || c === '+' || c === ' ') && /[\d%]/.test(out[out.length - 1] ?? '')) {
      const spread = SPREAD.exec(text.slice(i, i + 40));
      if (spread) {
        i += spread[0].length;
        // "74.1$\pm$0.2\%": the math closing after the spread renders as nothing too.
        if (text[i] === '$' && math.has(i)) i++;
        continue;
      }
    }
    if (c === '$' && math.has(i)) {
      // Inline math is rendered inline: its dollars vanish, its commands are read below.
      i++;
      continue;
    }
    // "reasoning~(AfriMGSM)": a tie before a parenthesis is a space ("GPT~5.6~Sol" is one name, tied on purpose; "~50%" means about).
    if (c === '~' && text[i + 1] === '(' && TIE_BEFORE.test(text[i - 1] ?? '')) {
      emit(' ', i);
      i++;
      continue;
    }
    if (c !== '\\') {
      emit(c, i);
      i++;
      continue;
    }
    const next = text[i + 1] ?? '';
    if (ESCAPED.has(next)) {
      emit(next, i);
      i += 2;
      continue;
    }
    const accent = ACCENTS[next];
    if (accent && (!/[a-zA-Z]/.test(next) || /[{\s]/.test(text[i + 2] ?? ''))) {
      const m = /^\s*\{?\s*(\\?[a-zA-Z])\}?/.exec(text.slice(i + 2, i + 8));
      if (m?.[1]) {
        const letter = m[1] === '\\i' ? 'i' : m[1].replace('\\', '');
        emit(`${letter}${accent}`.normalize('NFC'), i);
        i += 2 + m[0].length;
        continue;
      }
    }
    const word = /^[a-zA-Z]+/.exec(text.slice(i + 1, i + 40))?.[0];
    if (!word) {
      emit(c, i);
      i++;
      continue;
    }
    const after = i + 1 + word.length;
    if (WRAPPERS.has(word) && text[after] === '{') {
      depth++;
      closers.push(depth);
      i = after + 1;
      continue;
    }
    if (word === 'href' && text[after] === '{') {
      // "\href{target}{shown}" is a link: it reads as its target, so that the words of its label
      // ("{FasterDiffusion}", "{this https URL}") are read as part of the link, never as names.
      const close = text.indexOf('}', after);
      const shownEnd = text[close + 1] === '{' ? text.indexOf('}', close + 2) : -1;
      if (close > after && shownEnd > close) {
        for (let k = after + 1; k < close; k++) emit(text[k] as string, k);
        i = shownEnd + 1;
        continue;
      }
    }
    if (DROPPED.has(word)) {
      // An optional argument first ("\cite[p.~3]{x}"), then the braced one, nested braces and all.
      let k = after;
      if (text[k] === '[') k = text.indexOf(']', k) + 1 || k;
      if (text[k] === '{') {
        let open = 0;
        for (; k < text.length; k++) {
          if (text[k] === '{') open++;
          else if (text[k] === '}' && --open === 0) break;
        }
        if (open === 0) {
          i = k + 1;
          continue;
        }
      }
    }
    if (DECLARATIONS.has(word) && /[\s{}]/.test(text[after] ?? '')) {
      // "{\em and}": a font switch renders as nothing (its space too).
      i = text[after] === ' ' ? after + 1 : after;
      continue;
    }
    const symbol = SYMBOLS[word];
    if (symbol !== undefined) {
      emit(symbol, i);
      i = after;
      continue;
    }
    // An unknown macro stays as written.
    emit(text.slice(i, after), i);
    i = after;
  }
  return collapsed(out, from, text.length);
}

/**
 * What a one-line abstract does not hold: whitespace other than one space between words (a line break, a tab, two
 * spaces, a space at either end), and the hyphens and minus signs web pages write for "-" ("GPT‑4o" with a
 * non-breaking hyphen, "−3.2"), and soft hyphens.
 */
const UNEVEN = /\s\s|[^\S ]|^\s|\s$|[\u00ad\u2010\u2011\u2212]/;

/** Characters read as the hyphen-minus: hyphen, non-breaking hyphen, minus sign. */
const HYPHENS = new Set(['\u2010', '\u2011', '\u2212']);

/**
 * The text of an abstract read as the one-line copy the ingest stores, or null when it is that already: markup read as
 * it renders (`plainText`), words spaced unevenly (hard-wrapped as arXiv and LaTeX write them) read one space apart,
 * and web hyphens read as "-".
 */
export function readableText(text: string): Plain | null {
  if (hasMarkup(text)) return plainText(text);
  if (!UNEVEN.test(text)) return null;
  return collapsed(text.split(''), Array.from({ length: text.length }, (_, k) => k), text.length);
}

/**
 * UTF-16 units with their origins: every run of whitespace one space and none at either end (none after a word's hyphen
 * at a line break), web hyphens "-", no soft hyphen.
 */
function collapsed(chars: string[], from: number[], length: number): Plain {
  const out: string[] = [];
  const at: number[] = [];
  for (let k = 0; k < chars.length; k++) {
    const ch = chars[k] as string;
    if (ch === '\u00ad') continue;
    if (/\s/.test(ch)) {
      // "Qwen2.5-\n7B", "pre-\ntrained": a line broken after a word's hyphen (as a PDF copy breaks them) joins again.
      // The run is scanned only right after such a hyphen, so that every other run costs one pass, not one per space.
      if (out[out.length - 1] === '-' && /[\p{L}\p{N}]/u.test(out[out.length - 2] ?? '')) {
        let j = k;
        let lineBreak = false;
        while (j < chars.length && /\s/.test(chars[j] as string)) lineBreak ||= chars[j++] === '\n';
        if (lineBreak) {
          k = j - 1;
          continue;
        }
      }
      if (!out.length || out[out.length - 1] === ' ') continue;
      out.push(' ');
    } else {
      out.push(HYPHENS.has(ch) ? '-' : ch);
    }
    at.push(from[k] as number);
  }
  if (out[out.length - 1] === ' ') {
    out.pop();
    at.pop();
  }
  const origin = new Int32Array(at.length + 1);
  origin.set(at);
  origin[at.length] = length;
  return { text: out.join(''), origin };
}
