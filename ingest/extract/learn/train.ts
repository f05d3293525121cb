/**
 * Training the learned layer from gold records (see ../shared/eval/ANNOTATION.md):
 * entity scorers first, then the claim scorer on entity probabilities predicted
 * out of fold, so that it learns from the same kind of probabilities it sees on
 * new text. Deterministic: the same gold gives the same weights.
 */
import { createHash } from 'node:crypto';
import { analyse, entityStage, type Analysis } from '../index.ts';
import { claimCandidates } from './claims.ts';
import { ENTITY_FIELDS, type EntityCandidate, type EntityField } from './entities.ts';
import { bestThresholds, probability, train, type Example, type LinearModel, type Scored } from './linear.ts';
import type { ExtractorModel } from './model.ts';

/** One annotated abstract, as in the gold JSON Lines files. */
export interface GoldRecord {
  id: string;
  /** The paper's title, where the gold file has one (train does; the seed dumps do not). */
  title?: string;
  text: string;
  methods: string[][];
  benchmarks: string[][];
  introduced_benchmarks: string[][];
  baselines: string[][];
  models: string[][];
  comparisons: { method: string; baseline: string; benchmark: string | null }[];
  results?: unknown[];
}

/** The scorer's name comparison: case, accents, spaces and punctuation ignored. */
export const goldNorm = (s: string): string => s.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A gold abstract run through the rules, with its candidates (computed once, reused by every fold). */
export interface Prepared {
  gold: GoldRecord;
  analysis: Analysis;
  candidates: EntityCandidate[];
  labels: Record<EntityField, boolean>[];
}

/** An abstract as every evaluation and the trainer read it: whitespace collapsed to single spaces. */
export const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Runs the rules over gold abstracts and labels every entity candidate. */
export function prepare(golds: GoldRecord[]): Prepared[] {
  return golds.map((gold) => {
    const analysis = analyse(collapse(gold.text), { title: gold.title });
    const candidates = entityStage(analysis);
    const sets = Object.fromEntries(ENTITY_FIELDS.map((f) => [f, new Set((gold[f] ?? []).flat().map(goldNorm))])) as Record<EntityField, Set<string>>;
    const labels = candidates.map((c) => {
      const forms = [c.entity.name, ...c.entity.aliases, c.entity.longForm ?? ''].map(goldNorm).filter(Boolean);
      return Object.fromEntries(ENTITY_FIELDS.map((f) => [f, forms.some((x) => sets[f].has(x))])) as Record<EntityField, boolean>;
    });
    return { gold, analysis, candidates, labels };
  });
}

/** Deterministic fold of a record: a hash of its id. */
export function foldOf(id: string, k: number): number {
  return parseInt(createHash('sha1').update(String(id)).digest('hex').slice(0, 8), 16) % k;
}

function entityExamples(items: Prepared[], field: EntityField): Example[] {
  return items.flatMap((p) => p.candidates.map((c, i) => ({ features: c.features, label: p.labels[i]?.[field] ?? false })));
}

/** Gold entries a field has that no candidate matches: they count against recall when a threshold is chosen. */
function unmatched(items: Prepared[], field: EntityField): number {
  let n = 0;
  for (const p of items) {
    for (const alts of p.gold[field] ?? []) {
      const set = new Set(alts.map(goldNorm));
      const hit = p.candidates.some((c, i) => p.labels[i]?.[field] && [c.entity.name, ...c.entity.aliases, c.entity.longForm ?? ''].some((x) => set.has(goldNorm(x))));
      if (!hit) n++;
    }
  }
  return n;
}

function claimLabel(gold: GoldRecord): (w: string, l: string, b: string | null) => boolean {
  const lookup = new Map<string, Set<string>>();
  for (const f of ['methods', 'benchmarks', 'baselines', 'models'] as const) {
    for (const alts of gold[f] ?? []) {
      const set = new Set(alts.map(goldNorm));
      for (const s of set) if (!lookup.has(s)) lookup.set(s, set);
    }
  }
  const resolve = (name: string): Set<string> => lookup.get(goldNorm(name)) ?? new Set([goldNorm(name)]);
  const triples = (gold.comparisons ?? []).map((c) => ({ m: resolve(c.method), b: resolve(c.baseline), k: c.benchmark == null ? null : resolve(c.benchmark) }));
  return (w, l, b) => triples.some((t) => t.m.has(goldNorm(w)) && t.b.has(goldNorm(l)) && (t.k == null ? b == null : b != null && t.k.has(goldNorm(b))));
}

export interface TrainReport {
  model: ExtractorModel;
  /** Candidates and positives per scorer, for the training log. */
  counts: Record<string, { examples: number; positives: number; features: number }>;
}

/** Fields whose scorer only decides on the rules' proposals. */
const KEEP_ONLY = new Set<EntityField>(['introduced_benchmarks']);

const ENTITY_OPTIONS = { l2: 0.001, epochs: 500, minCount: 2 };
const CLAIM_OPTIONS = { l2: 0.001, epochs: 500, minCount: 2 };
/** F1 a scorer's thresholds must gain over the rules' own decision, out of fold, to replace it. */
const MIN_GAIN = 0.01;

/**
 * Trains every scorer on prepared gold. Entity thresholds and the claim
 * scorer's inputs come from an inner `inner`-fold split (out-of-fold
 * probabilities), so neither is fitted to probabilities the model has memorized.
 */
export function trainModel(items: Prepared[], inner = 4): TrainReport {
  const counts: TrainReport['counts'] = {};
  const entities = {} as Record<EntityField, LinearModel>;
  // Out-of-fold entity probabilities for every candidate.
  const oof = items.map((p) => p.candidates.map(() => ({}) as Record<EntityField, number>));
  for (const field of ENTITY_FIELDS) {
    for (let k = 0; k < inner; k++) {
      const trainOn = items.filter((p) => foldOf(p.gold.id, inner) !== k);
      const m = train(entityExamples(trainOn, field), ENTITY_OPTIONS);
      items.forEach((p, i) => {
        if (foldOf(p.gold.id, inner) !== k) return;
        p.candidates.forEach((c, j) => {
          const row = oof[i]?.[j];
          if (row) row[field] = probability(m, c.features);
        });
      });
    }
    const all = entityExamples(items, field);
    const model = train(all, ENTITY_OPTIONS);
    const proposed = `out=${field}`;
    const scored = items.flatMap((p, i) => p.candidates.map((c, j) => ({ p: oof[i]?.[j]?.[field] ?? 0, proposed: c.features.includes(proposed), label: p.labels[j]?.[field] ?? false })));
    Object.assign(model, bestThresholds(scored, unmatched(items, field), MIN_GAIN));
    // A benchmark is introduced only where the abstract says it introduces it, which is what the
    // rules read: the scorer may drop their proposals but never adds one (an unknown "FooBench" that
    // is only evaluated on would otherwise pass as new).
    if (KEEP_ONLY.has(field)) model.threshold = 1;
    entities[field] = model;
    counts[field] = { examples: all.length, positives: all.filter((e) => e.label).length, features: Object.keys(model.weights).length };
  }
  // Claims: candidates built on out-of-fold entity probabilities. When, out of fold, the scorer
  // would add none of the triples the rules did not propose, generating them is wasted work: the
  // scorer is refitted on the rules' claims alone and inference skips the generation.
  const withGenerated = trainClaims(items, oof, inner, true);
  const generate = withGenerated.adds > 0;
  const { model: claims, examples, positives } = generate ? withGenerated : trainClaims(items, oof, inner, false);
  claims.generate = generate;
  counts.claims = { examples, positives, features: Object.keys(claims.weights).length };
  return { model: { entities, claims }, counts };
}

/** Fits the claim scorer and its thresholds; `adds` counts out-of-fold additions of unproposed triples. */
function trainClaims(
  items: Prepared[],
  oof: Record<EntityField, number>[][],
  inner: number,
  generate: boolean,
): { model: LinearModel & { generate?: boolean }; adds: number; examples: number; positives: number } {
  const claimExamples: Example[] = [];
  // The abstract each example comes from: the inner split keeps an abstract's claims together.
  const folds: number[] = [];
  let goldClaims = 0;
  items.forEach((p, i) => {
    const probs = new Map(p.candidates.map((c, j) => [c.entity, oof[i]?.[j] ?? ({} as Record<EntityField, number>)]));
    const label = claimLabel(p.gold);
    goldClaims += p.gold.comparisons?.length ?? 0;
    for (const c of claimCandidates(p.analysis, probs, generate)) {
      claimExamples.push({ features: c.features, label: label(c.winner.name, c.loser.name, c.benchmark?.name ?? null) });
      folds.push(foldOf(p.gold.id, inner));
    }
  });
  const model = train(claimExamples, CLAIM_OPTIONS);
  // Thresholds from an inner split by abstract: claims of one abstract share most of their
  // features, and a split by example let the thresholds see their own abstract's claims.
  const scored: Scored[] = [];
  for (let k = 0; k < inner; k++) {
    const m = train(claimExamples.filter((_, i) => folds[i] !== k), CLAIM_OPTIONS);
    claimExamples.forEach((ex, i) => {
      if (folds[i] === k) scored.push({ p: probability(m, ex.features), proposed: ex.features.includes('rule-triple'), label: ex.label });
    });
  }
  const positives = claimExamples.filter((e) => e.label).length;
  Object.assign(model, bestThresholds(scored, Math.max(0, goldClaims - positives), MIN_GAIN));
  const adds = scored.filter((x) => !x.proposed && x.p >= model.threshold).length;
  return { model, adds, examples: claimExamples.length, positives };
}
