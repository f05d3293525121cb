/**
 * Regression floors on text the extractor was not fitted to: the held-aside part
 * of train (about 30%, chosen by a hash of the id), extracted by a model trained
 * here on dev + the rest of train and the probes, scored by the shared score.mjs. The gold and
 * scorer are the repository's copy (data/eval), so these tests never skip.
 * Dev is checked too, but only as a sanity floor: the rules were written from it.
 */
import { describe, expect, it } from 'vitest';
import { goldSet, learningSet, predict, REPO_EVAL_DIR, score, type Scores } from '../ingest/extract/learn/evaluate.ts';
import { commonWords, REWRITES } from '../ingest/extract/learn/stress.ts';
import { prepare, trainModel } from '../ingest/extract/learn/train.ts';

/**
 * Floors just under the figures reached (npm run eval -- --set held --held-model, extractor 2.8): macro 0.790,
 * methods 0.836, comparisons 0.650 (13 of 25), results 0.857 (6 of 8; one result more or less moves it by about 0.1),
 * lowest precision of the checked fields 0.795 (benchmarks; at 2.8 the learned layer leaves every field to the
 * rules, but a retrain that lets it decide again moves a few entries). Extractor 2.14 trains the learned layer on the
 * probes too: its methods scorer then decides (threshold 0.35-0.4), and held reads macro 0.801, methods 0.890.
 * Extractor 2.15: the model trained here without held keeps the rules for methods (its scorer's out-of-fold gain
 * falls just under MIN_GAIN), so held reads macro 0.796, methods 0.865; forced to threshold 0.4 it reads 0.801 and 0.890
 * as before. The shipped weights, trained on everything, keep the scorer (threshold 0.35). Extractor 2.16: the model
 * trained here lets the scorer decide again (threshold 0.325): held reads macro 0.801, methods 0.873, benchmarks 0.790.
 * Extractor 2.17: held reads macro 0.799, methods 0.873, benchmarks 0.780 (precision 0.780, the lowest, at its floor:
 * one more benchmark read through the larger lexicon is not in held's gold). Extractor 2.18: macro 0.803, methods 0.885,
 * benchmarks 0.790 (benchmark precision 0.800; methods precision 0.896). Extractor 2.42: macro 0.821 (was 0.804 with
 * 2.41), methods 0.859 (was 0.865): the title-case word after a name ("OpenHands Critic") takes one false benchmark
 * and one false introduced benchmark away and adds one right result and one false method, so the macro floor rises to
 * 0.81 and the methods floor falls to 0.85.
 */
const HELD = { macroF1: 0.81, methodsF1: 0.85, comparisonsF1: 0.6, resultsF1: 0.7, precision: 0.78 };
/** Dev, with the shipped weights (trained on it): macro 0.957 (extractor 2.4). */
const DEV = { macroF1: 0.93 };

const row = (s: Scores, field: string) => s.rows.find((r) => r.field === field);

describe('extraction on held-aside abstracts', () => {
  const held = goldSet(REPO_EVAL_DIR, 'held');
  const { model } = trainModel(prepare(learningSet(REPO_EVAL_DIR, 'tune')));
  const s = score(REPO_EVAL_DIR, held, predict(held, model));

  it('scores every held-aside abstract', () => {
    expect(held.length).toBeGreaterThan(60);
    expect(s.rows.length).toBeGreaterThan(0);
  });
  it(`keeps macro-F1 at or above ${HELD.macroF1}`, () => expect(s.macroF1).toBeGreaterThanOrEqual(HELD.macroF1));
  it(`keeps methods F1 at or above ${HELD.methodsF1}`, () => expect(row(s, 'methods')?.F).toBeGreaterThanOrEqual(HELD.methodsF1));
  it(`keeps comparisons F1 at or above ${HELD.comparisonsF1}`, () => expect(row(s, 'comparisons')?.F).toBeGreaterThanOrEqual(HELD.comparisonsF1));
  it(`keeps results F1 at or above ${HELD.resultsF1}`, () => expect(row(s, 'results')?.F).toBeGreaterThanOrEqual(HELD.resultsF1));
  it.each(['methods', 'benchmarks', 'baselines', 'comparisons', 'results'])(`keeps %s precision at or above ${HELD.precision}`, (field) =>
    expect(row(s, field)?.P).toBeGreaterThanOrEqual(HELD.precision),
  );
});

describe('extraction on the dev gold (shipped weights)', () => {
  const dev = goldSet(REPO_EVAL_DIR, 'dev');
  const s = score(REPO_EVAL_DIR, dev, predict(dev));
  it(`keeps macro-F1 at or above ${DEV.macroF1}`, () => expect(s.macroF1).toBeGreaterThanOrEqual(DEV.macroF1));
});

/**
 * Abstracts written by hand with invented names (data/eval/synthetic.gold.jsonl, `npm run eval -- --set synthetic`).
 * Each set of six scored 0.725, 0.773, 0.846, 0.738, 0.927, 0.753, 0.879, 0.628 and 0.719 before the rules were
 * mended on it (extractor 2.4), the tenth to twentieth 0.808, 0.836, 0.879, 0.692, 0.624, 0.881, 0.818, 0.796, 0.727, 0.800 and 0.703 (2.5), the twenty-first to twenty-eighth 0.868, 0.932, 0.930, 0.766, 0.568, 0.946, 0.932 and 0.683 (2.6), and 0.928 together after: a regression floor for those
 * phrasings, not an estimate of unseen text.
 */
const SYNTHETIC = { macroF1: 0.87 };

describe('extraction on the synthetic abstracts (shipped weights)', () => {
  const synthetic = goldSet(REPO_EVAL_DIR, 'synthetic');
  const s = score(REPO_EVAL_DIR, synthetic, predict(synthetic));
  it('scores all a hundred and sixty-eight', () => expect(synthetic).toHaveLength(168));
  it(`keeps macro-F1 at or above ${SYNTHETIC.macroF1}`, () => expect(s.macroF1).toBeGreaterThanOrEqual(SYNTHETIC.macroF1));
});

/**
 * Realistic abstracts with their gold written by helpers before the extractor ran on them (data/eval/probes.gold.jsonl,
 * `npm run eval -- --set probes`): five sets of 14-16 (clean LLM papers, messy ones with LaTeX and citations, clean ones
 * written later, messy ones of other fields, and a last mix of Daily Papers topics). Extractor 2.11 scored them 0.817,
 * 0.799, 0.898, 0.754 and 0.808; the rules were then mended on them (2.12), so this is a regression floor for those
 * phrasings, not an estimate of unseen text. Three more sets of 16 (fields other than LLMs; comparison-heavy LLM papers;
 * benchmark, analysis, theory, passive and messy papers) followed: 2.12 scored them 0.780, 0.878 and 0.751 before 2.13
 * was mended on them; then three more (a train-like mix of fields; seed-like LLM and agent papers; other fields, half
 * as LaTeX dumps), first run 0.808, 0.792 and 0.847. Four more of 16 (reasoning post-training; agents; vision and
 * multimodal; speech, graphs, recommendation, time series, science and federated learning) came first-run at 0.789,
 * 0.754, 0.793 and 0.789 under 2.13 before 2.14 was mended on them.
 */
const PROBES = { macroF1: 0.85 };

describe('extraction on the probe abstracts (shipped weights)', () => {
  const probes = goldSet(REPO_EVAL_DIR, 'probes');
  const s = score(REPO_EVAL_DIR, probes, predict(probes));
  it('scores all two hundred and thirty-six', () => expect(probes).toHaveLength(236));
  it(`keeps macro-F1 at or above ${PROBES.macroF1}`, () => expect(s.macroF1).toBeGreaterThanOrEqual(PROBES.macroF1));
});

/**
 * Rewrites that keep the gold true (`npm run eval -- --stress`, ingest/extract/learn/stress.ts) on dev + train-tune: a
 * change in wording costs at most a hair, and renamed names no more than they did when these floors were set (extractor
 * 2.39: as written 0.921; every wording rewrite 0.919-0.922; renamed methods 0.920, baselines 0.908, models 0.900,
 * benchmarks 0.875). A rule that only works for the phrasing or the names it was read from fails here. A renaming that
 * aims at one field also has a floor on that field's F1 (extractor 2.40: renamed models cost the models field 0.233,
 * renamed benchmarks the benchmarks field 0.103; 2.39: 0.339 and 0.117).
 */
const STRESS_COST: Record<string, number> = {
  connectives: 0.006,
  'win-verbs': 0.006,
  'latex-percent': 0.006,
  'curly-quotes': 0.006,
  british: 0.006,
  'intro-verbs': 0.006,
  untitled: 0.01,
  'renamed-methods': 0.01,
  'renamed-baselines': 0.025,
  'renamed-models': 0.035,
  'renamed-benchmarks': 0.05,
};
const FIELD_COST: Record<string, [field: string, cost: number]> = {
  'renamed-models': ['models', 0.28],
  'renamed-benchmarks': ['benchmarks', 0.112],
};

describe('extraction under rewrites that keep the gold true (shipped weights)', () => {
  const tune = goldSet(REPO_EVAL_DIR, 'tune');
  const common = commonWords(tune);
  const as = score(REPO_EVAL_DIR, tune, predict(tune));
  const scored = new Map<string, Scores>();
  const rewrittenScores = (r: (typeof REWRITES)[number]): Scores => {
    const known = scored.get(r.name);
    if (known) return known;
    const rewritten = tune.map((g) => r.apply(g, common));
    const s = score(REPO_EVAL_DIR, rewritten, predict(rewritten));
    scored.set(r.name, s);
    return s;
  };
  const f1 = (s: Scores, field: string): number => s.rows.find((row) => row.field === field)?.F ?? 0;
  it('has a cost for every rewrite', () => expect(REWRITES.map((r) => r.name).sort()).toEqual(Object.keys(STRESS_COST).sort()));
  it.each(REWRITES.map((r) => [r.name, r] as const))('%s costs macro-F1 no more than its floor', (name, r) => {
    expect(as.macroF1 - rewrittenScores(r).macroF1).toBeLessThanOrEqual(STRESS_COST[name] ?? 0);
  });
  it.each(Object.entries(FIELD_COST))('%s costs its field no more than its floor', (name, [field, cost]) => {
    const r = REWRITES.find((x) => x.name === name);
    expect(r).toBeDefined();
    if (r) expect(f1(as, field) - f1(rewrittenScores(r), field)).toBeLessThanOrEqual(cost);
  });
});
