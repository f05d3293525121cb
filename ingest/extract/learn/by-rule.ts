/**
 * Precision per rule: every fact extracted from gold abstracts, grouped by the
 * rule its evidence names, with how many of them the gold holds. Facts are
 * matched to the gold as score.mjs matches them (names normalized alike, each
 * gold entry used once, in the order the extractor returns its facts), so a
 * field's correct facts summed over its rules are the scorer's true positives.
 * `npm run eval -- --by-rule [--set S | --gold FILE]` prints the table: where a
 * rule is weak on text it was not written from, it shows.
 */
import type { Extraction, Mention } from '../../types.ts';
import type { ExtractorModel } from './model.ts';
import { extractGold } from './evaluate.ts';
import { goldNorm, type GoldRecord } from './train.ts';

/** One rule's facts in one field. */
export interface RuleRow {
  field: RuleField;
  rule: string;
  predicted: number;
  /** Facts the gold holds (for comparisons: winner, loser and benchmark). */
  correct: number;
  /** Comparisons only: facts whose winner and loser the gold pairs, whatever the benchmark. */
  pairCorrect?: number;
}

export const RULE_FIELDS = ['methods', 'benchmarks', 'introduced_benchmarks', 'baselines', 'models', 'comparisons', 'results'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** score.mjs's name comparison (case, accents, spaces and punctuation ignored), as the trainer's labels use it. */
const norm = (s: string | null | undefined): string => goldNorm(String(s ?? ''));

const firstNumber = (v: unknown): number => {
  const m = String(v ?? '')
    .replace(/,/g, '')
    .match(/-?\d+(\.\d+)?/);
  return m ? Number(m[0]) : Number.NaN;
};

const ENTITY_KEYS: Record<Exclude<RuleField, 'comparisons' | 'results'>, 'methods' | 'benchmarks' | 'introducedBenchmarks' | 'baselines' | 'models'> = {
  methods: 'methods',
  benchmarks: 'benchmarks',
  introduced_benchmarks: 'introducedBenchmarks',
  baselines: 'baselines',
  models: 'models',
};

type GoldClaim = { method: string; baseline: string; benchmark: string | null };
type GoldResult = { method: string; benchmark: string; value: unknown };

/** Marks, for each fact in order, whether it takes a gold entry no earlier fact took. */
function greedy<G, P>(golds: readonly G[], preds: readonly P[], same: (g: G, p: P) => boolean): boolean[] {
  const used = new Set<number>();
  return preds.map((p) => {
    const i = golds.findIndex((g, k) => !used.has(k) && same(g, p));
    if (i < 0) return false;
    used.add(i);
    return true;
  });
}

/** The facts of one abstract, each with its rule and whether the gold holds it. */
function judged(gold: GoldRecord, e: Extraction): { field: RuleField; rule: string; ok: boolean; pairOk?: boolean }[] {
  const out: { field: RuleField; rule: string; ok: boolean; pairOk?: boolean }[] = [];
  const record = gold as unknown as Record<string, string[][] | undefined>;
  // Canonical name -> its alternatives, for names inside claims (as score.mjs resolves them).
  const lookup = new Map<string, Set<string>>();
  for (const f of ['methods', 'benchmarks', 'baselines', 'models']) {
    for (const alts of record[f] ?? []) {
      const set = new Set(alts.map(norm).filter(Boolean));
      for (const s of set) if (!lookup.has(s)) lookup.set(s, set);
    }
  }
  const resolve = (name: string | null): Set<string> | null => (name == null ? null : (lookup.get(norm(name)) ?? new Set([norm(name)])));

  for (const field of Object.keys(ENTITY_KEYS) as (keyof typeof ENTITY_KEYS)[]) {
    const golds = (record[field] ?? []).map((alts) => new Set(alts.map(norm).filter(Boolean)));
    const preds: Mention[] = e[ENTITY_KEYS[field]];
    const forms = preds.map((p) => [p.name, ...p.aliases].map(norm).filter(Boolean));
    for (const [i, ok] of greedy(golds, forms, (g, p) => p.some((x) => g.has(x))).entries()) out.push({ field, rule: preds[i]?.evidence.rule ?? '?', ok });
  }

  const claims = ((gold.comparisons ?? []) as GoldClaim[]).map((c) => ({ m: resolve(c.method), b: resolve(c.baseline), k: resolve(c.benchmark) }));
  const said = e.comparisons.map((c) => ({ m: norm(c.method), b: norm(c.baseline), k: c.benchmark == null ? null : norm(c.benchmark) }));
  const triples = greedy(claims, said, (g, p) => !!g.m?.has(p.m) && !!g.b?.has(p.b) && (g.k == null ? p.k == null || p.k === '' : p.k != null && g.k.has(p.k)));
  said.forEach((p, i) => {
    const pairOk = claims.some((g) => !!g.m?.has(p.m) && !!g.b?.has(p.b));
    out.push({ field: 'comparisons', rule: e.comparisons[i]?.evidence.rule ?? '?', ok: triples[i] ?? false, pairOk });
  });

  const results = ((gold.results ?? []) as GoldResult[]).map((r) => ({ m: resolve(r.method), k: resolve(r.benchmark), v: firstNumber(r.value) }));
  const scored = e.results.map((r) => ({ m: norm(r.method), k: norm(r.benchmark), v: firstNumber(r.value) }));
  for (const [i, ok] of greedy(results, scored, (g, p) => !!g.m?.has(p.m) && !!g.k?.has(p.k) && g.v === p.v).entries()) out.push({ field: 'results', rule: e.results[i]?.evidence.rule ?? '?', ok });
  return out;
}

/** Every rule's facts over gold abstracts, by field then rule. */
export function byRule(golds: readonly GoldRecord[], model?: ExtractorModel): RuleRow[] {
  const rows = new Map<string, RuleRow>();
  for (const g of golds) {
    for (const f of judged(g, extractGold(g, model))) {
      const key = `${f.field}\u0000${f.rule}`;
      const row = rows.get(key) ?? { field: f.field, rule: f.rule, predicted: 0, correct: 0, ...(f.field === 'comparisons' ? { pairCorrect: 0 } : {}) };
      row.predicted++;
      if (f.ok) row.correct++;
      if (f.pairOk && row.pairCorrect !== undefined) row.pairCorrect++;
      rows.set(key, row);
    }
  }
  const order = (r: RuleRow): number => RULE_FIELDS.indexOf(r.field);
  return [...rows.values()].sort((a, b) => order(a) - order(b) || b.predicted - a.predicted || a.rule.localeCompare(b.rule));
}

/** The table `--by-rule` prints: one line per field and rule, precision last. */
export function formatByRule(rows: readonly RuleRow[]): string {
  const width = Math.max(24, ...rows.map((r) => r.rule.length));
  const lines = [`${'field'.padEnd(22)} ${'rule'.padEnd(width)} ${'facts'.padStart(6)} ${'correct'.padStart(8)} ${'P'.padStart(6)}  (comparisons: pair correct, P)`];
  for (const r of rows) {
    const p = (n: number): string => (r.predicted ? (n / r.predicted).toFixed(3) : '-').padStart(6);
    const pair = r.pairCorrect === undefined ? '' : `  ${String(r.pairCorrect).padStart(5)} ${p(r.pairCorrect)}`;
    lines.push(`${r.field.padEnd(22)} ${r.rule.padEnd(width)} ${String(r.predicted).padStart(6)} ${String(r.correct).padStart(8)} ${p(r.correct)}${pair}`);
  }
  return `${lines.join('\n')}\n`;
}
