/**
 * Adversarial abstracts for the extractor (issue 16): families of text built to
 * find a step that is not linear in the input's length. Each family writes an
 * abstract of exactly `n` characters (whitespace collapsed, as the readers give
 * it), up to MAX_ABSTRACT_CHARS, the largest abstract the ingest and the API
 * accept. Deterministic: the same family and size always give the same text.
 *
 * Used by `npm run bench -- --adversarial` (bench/adversarial.ts, which times
 * them) and by test/adversarial.test.ts (which checks invariants, no timing).
 */
import { MAX_ABSTRACT_CHARS } from '../ingest/read.ts';

export { MAX_ABSTRACT_CHARS };

export interface AdversarialFamily {
  name: string;
  /** What it stresses, for the bench table. */
  what: string;
  /** An abstract of exactly `n` characters. */
  make: (n: number) => string;
}

/** Repeats `unit` (built per index) until `n` characters, then cuts to exactly `n`, never ending on a space. */
function fill(n: number, unit: (i: number) => string, prefix = ''): string {
  const parts: string[] = [prefix];
  let len = prefix.length;
  for (let i = 0; len < n; i++) {
    const u = unit(i);
    parts.push(u);
    len += u.length;
  }
  const text = parts.join('').slice(0, n);
  return text.endsWith(' ') ? `${text.slice(0, -1)}.` : text;
}

/** A small deterministic generator (mulberry32), so "random" digits are the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Letters for the i-th generated name: A, B, …, Z, BA, BB, … (base 26, no two alike). */
function letters(i: number): string {
  let s = '';
  let k = i;
  do {
    s = String.fromCharCode(65 + (k % 26)) + s;
    k = Math.floor(k / 26);
  } while (k > 0);
  return s;
}

const WORDS = ['planning', 'agent', 'reward', 'policy', 'language', 'model', 'reasoning', 'search', 'tree', 'value', 'memory', 'tool', 'benchmark', 'task', 'learning', 'feedback'];

export const FAMILIES: AdversarialFamily[] = [
  {
    name: 'digit run',
    what: 'one token of random digits',
    make: (n) => {
      const r = rng(16);
      return fill(n, () => String(Math.floor(r() * 10)));
    },
  },
  {
    name: '"1." + fives',
    what: 'one decimal number of n digits',
    make: (n) => fill(n, () => '5', '1.'),
  },
  {
    name: '"GRPO" + ones',
    what: 'a name glued to a digit run',
    make: (n) => fill(n, () => '1', 'GRPO'),
  },
  {
    name: 'repeated claim',
    what: '"MethodA outperforms MethodB on ALFWorld by 12.3% and " repeated: one sentence of claims',
    make: (n) => fill(n, () => 'MethodA outperforms MethodB on ALFWorld by 12.3% and '),
  },
  {
    name: 'numbers with units',
    what: '"12.5% " repeated: one sentence dense with scores',
    make: (n) => fill(n, () => '12.5% '),
  },
  {
    name: 'repeated token',
    what: '"GRPO " repeated: one name, thousands of mentions',
    make: (n) => fill(n, () => 'GRPO '),
  },
  {
    name: 'nested brackets',
    what: 'names in parentheses and brackets nested hundreds deep, then closed',
    make: (n) => {
      // Openers to about half the text, then every bracket closed in order, then words up to n.
      const parts: string[] = [];
      const closers: string[] = [];
      let len = 0;
      for (let i = 0; len < n / 2 - 8; i++) {
        const open = i % 2 ? '[' : '(';
        parts.push(`Net${letters(i)} ${open}`);
        closers.push(open === '(' ? ')' : ']');
        len += parts.at(-1)?.length ?? 0;
      }
      return fill(n, (i) => `${WORDS[i % WORDS.length]} `, `${parts.join('')}${closers.reverse().join('')} `);
    },
  },
  {
    name: 'unbroken sentence',
    what: 'words and names with no punctuation at all',
    make: (n) => fill(n, (i) => (i % 7 === 0 ? `FooNet${letters(i)} ` : i % 11 === 0 ? 'outperforms ' : i % 13 === 0 ? 'on ALFWorld ' : `${WORDS[i % WORDS.length]} `)),
  },
  {
    name: 'many names in one list',
    what: '"NetA, NetB, …": thousands of distinct names coordinated in one sentence',
    make: (n) => fill(n, (i) => `Net${letters(i)}, `, 'We compare against '),
  },
  {
    name: 'acronym definitions',
    what: '"Alpha Beta Gamma (ABG), …": hundreds of long forms with their acronyms',
    make: (n) =>
      fill(n, (i) => {
        const tag = letters(i + 26 * 26);
        const long = [...tag].map((c) => `${c}${'xyzwvu'.slice(0, 3 + (i % 3))}`).join(' ');
        return i % 5 === 4 ? `${long} (${tag}). ` : `${long} (${tag}), `;
      }, 'We propose '),
  },
  {
    name: 'LaTeX-heavy',
    what: 'math, \\textbf, \\% and \\times in every sentence',
    make: (n) => fill(n, (i) => `\\textbf{F}oo${letters(i)} achieves $97.${i % 10}\\%$ on \\emph{ALFWorld} with $${i % 9 + 1}3.5\\times$ speed-up over $\\mathcal{O}(n^{2})$ GRPO~\\cite{x${i}}. `),
  },
  {
    name: 'many short sentences',
    what: 'a realistic claim sentence repeated: hundreds of sentences',
    make: (n) => fill(n, (i) => `We propose FooNet${letters(i)}. FooNet${letters(i)} outperforms GRPO on ALFWorld by ${i % 50}.3% and reaches 81.${i % 10}% on WebShop. `),
  },
];

/** Sizes n, 2n, 4n, 8n ending at `max` (the largest abstract accepted by default). */
export function doublingSizes(max = MAX_ABSTRACT_CHARS, steps = 4): number[] {
  return Array.from({ length: steps }, (_, i) => Math.round(max / 2 ** (steps - 1 - i)));
}
