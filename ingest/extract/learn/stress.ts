/**
 * Stress: rewrites of gold abstracts that keep their annotation true, to measure how much the extractor leans on the
 * wording and on the names it has seen. A rewrite changes a record's text (and, for a renaming, the gold names with it);
 * the score it loses is brittleness that abstracts nobody read will meet. Deterministic: the same record is always
 * rewritten the same way. Read by `npm run eval -- --stress`.
 */
import { CONNECTIVES, escapeRegex } from '../lexicon.ts';
import { splitSentences } from '../sentences.ts';
import type { GoldRecord } from './train.ts';

export interface Rewrite {
  name: string;
  /** What the rewrite stands for in text nobody tuned on. */
  reason: string;
  example: readonly [before: string, after: string];
  apply: (gold: GoldRecord, common: ReadonlySet<string>) => GoldRecord;
}

/** Lowercase words written somewhere in the records: a capitalized word among them is English, not a name. */
export function commonWords(golds: readonly GoldRecord[]): Set<string> {
  const out = new Set<string>();
  for (const g of golds) for (const w of g.text.match(/(?<=\s)\p{Ll}+\b/gu) ?? []) out.add(w);
  return out;
}

/** Each introducing verb as another says it. */
const INTRO_SWAP: Record<string, string> = { propose: 'introduce', introduce: 'present', present: 'propose' };

/** A connective already opening a sentence. */
const OPENED = new RegExp(String.raw`^(?:${CONNECTIVES}|\p{Lu}\p{Ll}+ly),\s`, 'u');

const LEADS = ['Moreover', 'Furthermore', 'In addition', 'Notably', 'Specifically', 'Importantly'];

/** FNV-1a of a string: the seed of a record's rewrite. */
function seedOf(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** Text rewritten by `f`, the gold names untouched (the rewrite leaves every name as written). */
function textOnly(f: (text: string, gold: GoldRecord, common: ReadonlySet<string>) => string): Rewrite['apply'] {
  return (g, common) => ({ ...g, text: f(g.text, g, common) });
}

/**
 * A letter substitution for one record: consonants for consonants, vowels for vowels, case kept, so a name keeps its shape
 * ("TRIAGE" stays six capitals, "StraTA" CamelCase) and its variants stay variants ("Light-R1", "Light-R1-32B"). Sizes and
 * versions ("7B", "v2") are kept as written.
 */
function cipherOf(seed: number): (token: string) => string {
  let x = seed || 1;
  const next = (): number => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % 9973;
  };
  const shuffle = (letters: string): Map<string, string> => {
    const a = [...letters];
    for (let i = a.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [a[i], a[j]] = [a[j] as string, a[i] as string];
    }
    return new Map([...letters].map((c, i) => [c, a[i] as string]));
  };
  const consonants = shuffle('bcdfghjklmnpqrstvwxz');
  const vowels = shuffle('aeiou');
  const one = (c: string): string => {
    const lower = c.toLowerCase();
    const m = consonants.get(lower) ?? vowels.get(lower);
    return !m ? c : c === lower ? m : m.toUpperCase();
  };
  return (token) => token.split(/(\d+(?:\.\d+)?[BMKT]\b|\bv\d+)/).map((part, i) => (i % 2 ? part : [...part].map(one).join(''))).join('');
}

/**
 * The gold names of `field` renamed through the record's cipher, in the text, the title and every gold field that names
 * them. English words inside a name stay ("Factually Augmented RLHF" becomes "Factually Augmented XQWB"); so does a name
 * written with its spelled-out form ("Latent Interface Training (LIT)"), whose letters the text pairs.
 */
function renamed(field: 'methods' | 'benchmarks' | 'baselines' | 'models'): Rewrite['apply'] {
  return (g, common) => {
    const cipher = cipherOf(seedOf(g.id));
    const groups = g[field];
    const paired = (forms: string[]): boolean => forms.some((f) => /\s/.test(f)) && forms.some((f) => !/\s/.test(f));
    const kept = new Set(groups.filter(paired).flat().flatMap((f) => f.split(/[\s-]+/)));
    const map = new Map<string, string>();
    for (const forms of groups) {
      if (paired(forms)) continue;
      for (const f of forms) {
        const to = f
          .split(/([\s-]+)/)
          .map((t) => (/^[\s-]+$/.test(t) || common.has(t.toLowerCase()) || kept.has(t) || !/\p{L}/u.test(t) ? t : cipher(t)))
          .join('');
        if (to !== f) map.set(f, to);
      }
    }
    if (!map.size) return g;
    const names = [...map.keys()].sort((a, b) => b.length - a.length);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${names.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}-])`, 'gu');
    const sub = (s: string): string => s.replace(pattern, (m) => map.get(m) ?? m);
    return JSON.parse(JSON.stringify(g, (key, value: unknown) => (typeof value === 'string' && key !== 'id' ? sub(value) : value))) as GoldRecord;
  };
}

/** The renamings: each entity field, why renaming it matters, and an example. */
const RENAMINGS: [field: 'methods' | 'benchmarks' | 'baselines' | 'models', reason: string, example: Rewrite['example']][] = [
  ['methods', 'Every paper names a method nobody has seen: finding it must not depend on the names of the gold.', ['We propose TRIAGE …', 'We propose XQUOBE …']],
  ['benchmarks', 'Benchmarks the lexicon does not know: how much of benchmark finding is the lexicon.', ['on ALFWorld and WebShop', 'on OTWSagbn and GebPtec']],
  ['baselines', 'Baselines the lexicon does not know.', ['outperforms GRPO', 'outperforms KZMB']],
  ['models', 'Model families released after the lexicon was written.', ['on Qwen2.5-7B', 'on Xaob2.5-7B']],
];

export const REWRITES: Rewrite[] = [
  {
    name: 'connectives',
    reason: 'Abstracts open sentences with "Moreover,", "Specifically,", "In addition,": what follows must read the same.',
    example: ['Fine-tuned from LLaMa-3-8B, X improves …', 'Moreover, fine-tuned from LLaMa-3-8B, X improves …'],
    apply: textOnly((text, g, common) => {
      let out = '';
      let at = 0;
      for (const [i, s] of splitSentences(text).entries()) {
        if (i === 0) continue;
        // A sentence that already opens with a connective ("Moreover, …", "Notably, …") keeps it alone.
        if (OPENED.test(s.text)) continue;
        const first = /^\p{Lu}[\p{L}\p{N}'’-]*/u.exec(text.slice(s.start, s.end))?.[0];
        if (!first) continue;
        const lead = LEADS[(seedOf(g.id) + i) % LEADS.length];
        out += `${text.slice(at, s.start)}${lead}, ${/^\p{Lu}\p{Ll}*$/u.test(first) && common.has(first.toLowerCase()) ? first.toLowerCase() : first}`;
        at = s.start + first.length;
      }
      return out + text.slice(at);
    }),
  },
  {
    name: 'win-verbs',
    reason: 'One paper "outperforms", the next "surpasses": a claim must not hang on the verb.',
    example: ['X outperforms GRPO', 'X surpasses GRPO'],
    apply: textOnly((text) => text.replace(/\boutperform(s|ed|ing)?\b/g, (_, end: string | undefined) => `surpass${end === 's' ? 'es' : (end ?? '')}`)),
  },
  {
    name: 'latex-percent',
    reason: 'Abstracts copied from LaTeX keep "\\%".',
    example: ['82.3%', '82.3\\%'],
    apply: textOnly((text) => text.replace(/(?<!\\)%/g, '\\%')),
  },
  {
    name: 'curly-quotes',
    reason: 'Typeset abstracts use curly quotes and apostrophes.',
    example: ['"X" and X\'s', '“X” and X’s'],
    apply: textOnly((text) => text.replace(/"([^"]*)"/g, '“$1”').replace(/'/g, '’')),
  },
  {
    name: 'british',
    reason: 'Half the field writes "optimise", "generalisation".',
    example: ['optimization', 'optimisation'],
    apply: textOnly((text) => text.replace(/\b(optimi|generali|regulari|minimi|maximi|utili|summari|characteri|recogni|tokeni|normali|speciali|organi)z(e|es|ed|ing|ation|ations|er|ers)\b/g, '$1s$2')),
  },
  {
    name: 'intro-verbs',
    reason: 'Papers "present", "introduce" or "propose" their work, in their own voice or the paper\'s.',
    example: ['We propose X, …', 'This paper presents X, …'],
    apply: textOnly((text) => text.replace(/\b(In this (?:paper|work), )?[Ww]e (propose|introduce|present)\b/g, (_, lead: string | undefined, verb: string) => `${lead ? 'Here, we' : 'This paper'} ${lead ? INTRO_SWAP[verb] : `${INTRO_SWAP[verb]}s`}`)),
  },
  {
    name: 'untitled',
    reason: 'Plain-text dumps carry no title: what the title names must be found in the abstract too.',
    example: ['title "TRIAGE: …"', 'no title'],
    apply: (g) => {
      const { title: _title, ...rest } = g;
      return rest;
    },
  },
  ...RENAMINGS.map(([field, reason, example]) => ({ name: `renamed-${field}`, reason, example, apply: renamed(field) })),
];
