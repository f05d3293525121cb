/**
 * What a corpus pass would be worth, measured before it is built: a name the extractor reads as a benchmark (or a
 * model) in one abstract of a set is taken as one in every other abstract of the set that writes it and where no fact
 * names it yet. Counted against the gold as score.mjs compares names, per field: the gold entries the extractor misses,
 * how many of those such a pass recovers, and how many names it adds that the gold does not hold there.
 * `npm run eval -- --corpus [--set S | --gold FILE]`. Issue 10 asks for corpus-level consistency; this is its price.
 */
import { escapeRegex } from '../lexicon.ts';
import type { Extraction, Mention } from '../../types.ts';
import { collapse, goldNorm, type GoldRecord } from './train.ts';

export const CORPUS_FIELDS = ['benchmarks', 'models'] as const;
export type CorpusField = (typeof CORPUS_FIELDS)[number];

export interface CorpusRow {
  field: CorpusField;
  /** Gold entries of the field the extractor does not predict in it. */
  missed: number;
  /** Names the pass would add (each once per abstract). */
  added: number;
  /** Added names the gold holds in that field: misses recovered. */
  recovered: number;
}

/** Names shorter than this ("AI", "QA") are never carried from one abstract to another. */
const MIN_NAME = 3;

const forms = (m: Mention): string[] => [m.name, ...m.aliases];

/** The lists of an extraction whose names a pass never adds again. */
const NAMED_LISTS = ['methods', 'benchmarks', 'baselines', 'models'] as const;

/**
 * The pass's yield over `golds`, given each abstract's extraction in the same order. Deterministic: it depends on the
 * set, never on its order.
 */
export function corpusPotential(golds: readonly GoldRecord[], extractions: readonly Extraction[]): CorpusRow[] {
  if (golds.length !== extractions.length) throw new Error(`corpusPotential: ${golds.length} gold records but ${extractions.length} extractions`);
  return CORPUS_FIELDS.map((field) => {
    // Every surface form read in this field anywhere in the set, by its normalized name.
    const known = new Map<string, string>();
    for (const e of extractions) for (const m of e[field]) for (const f of forms(m)) if (f.length >= MIN_NAME) known.set(f, goldNorm(f));
    const surfaces = [...known.keys()].sort((a, b) => b.length - a.length);
    const written = surfaces.length ? new RegExp(`(?<![\\p{L}\\p{N}-])(?:${surfaces.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}-])`, 'gu') : null;
    const row: CorpusRow = { field, missed: 0, added: 0, recovered: 0 };
    golds.forEach((g, i) => {
      const e = extractions[i] as Extraction;
      const gold = (g[field] ?? []).map((alts) => new Set(alts.map(goldNorm)));
      const predicted = new Set(e[field].flatMap(forms).map(goldNorm));
      row.missed += gold.filter((alts) => ![...alts].some((x) => predicted.has(x))).length;
      const named = new Set(NAMED_LISTS.flatMap((f) => e[f].flatMap(forms).map(goldNorm)));
      const added = new Set<string>();
      for (const m of written ? collapse(g.text).matchAll(written) : []) {
        const key = known.get(m[0]) ?? goldNorm(m[0]);
        if (named.has(key) || added.has(key)) continue;
        added.add(key);
        row.added++;
        if (gold.some((alts) => alts.has(key))) row.recovered++;
      }
    });
    return row;
  });
}

/** The table `--corpus` prints. */
export function formatCorpus(rows: readonly CorpusRow[]): string {
  const lines = ['field        missed  added  recovered  wrong'];
  for (const r of rows) lines.push(`${r.field.padEnd(12)} ${String(r.missed).padStart(6)} ${String(r.added).padStart(6)} ${String(r.recovered).padStart(10)} ${String(r.added - r.recovered).padStart(6)}`);
  return `${lines.join('\n')}\n`;
}
