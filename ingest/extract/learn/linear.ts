/**
 * A binary logistic-regression scorer over sparse string features: small,
 * deterministic, and explainable (every decision lists the features that
 * fired with their weights). Trained by `npm run train` from the gold files;
 * the weights are data (`weights.json` beside this file).
 */

/** One trained scorer: a bias, a weight per feature, and the decision threshold. */
export interface LinearModel {
  bias: number;
  weights: Record<string, number>;
  /** Probability needed to add something the rules did not propose. */
  threshold: number;
  /** Probability needed to keep something the rules proposed (the rules are trusted unless the scorer is confident otherwise). */
  keepThreshold: number;
}

/** Whether a probability passes the threshold that applies: the rules' own proposals have theirs. */
export function passes(model: LinearModel, p: number, proposed: boolean): boolean {
  return p >= (proposed ? model.keepThreshold : model.threshold);
}

/** The decision for a feature set: kept when its probability passes. */
export function decide(model: LinearModel, features: readonly string[], proposed: boolean): boolean {
  return passes(model, probability(model, features), proposed);
}

/** One training example: the features that fired and the gold label. */
export interface Example {
  features: string[];
  label: boolean;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The model's probability that the features describe a positive. */
export function probability(model: LinearModel, features: readonly string[]): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return sigmoid(z);
}

/** The features that moved a decision most, strongest first ("role=method +1.92"). */
export function explain(model: LinearModel, features: readonly string[], top = 5): string[] {
  return [...new Set(features)]
    .map((f) => [f, model.weights[f] ?? 0] as const)
    .filter(([, w]) => w !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1))
    .slice(0, top)
    .map(([f, w]) => `${f} ${w >= 0 ? '+' : ''}${w.toFixed(2)}`);
}

export interface TrainOptions {
  /** L2 penalty per feature weight. */
  l2?: number;
  /** Full-batch passes. */
  epochs?: number;
  /** Features seen in fewer examples are dropped. */
  minCount?: number;
}

/**
 * Fits a logistic regression by full-batch gradient descent with AdaGrad step
 * sizes: the same examples in the same order always give the same weights.
 * The thresholds are left at 0.5; `bestThresholds` picks them from held-out scores.
 */
export function train(examples: readonly Example[], options: TrainOptions = {}): LinearModel {
  const { l2 = 0.01, epochs = 300, minCount = 2 } = options;
  const counts = new Map<string, number>();
  for (const ex of examples) for (const f of new Set(ex.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const names = [...counts].filter(([, n]) => n >= minCount).map(([f]) => f).sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = examples.map((ex) => [...new Set(ex.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined))]);
  const w = new Float64Array(names.length);
  const g2 = new Float64Array(names.length).fill(1e-8);
  let bias = 0;
  let b2 = 1e-8;
  const rate = 0.5;
  const n = Math.max(1, examples.length);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const grad = new Float64Array(names.length);
    let gb = 0;
    rows.forEach((row, k) => {
      let z = bias;
      for (const i of row) z += w[i] ?? 0;
      const err = sigmoid(z) - (examples[k]?.label ? 1 : 0);
      gb += err;
      for (const i of row) grad[i] = (grad[i] ?? 0) + err;
    });
    for (let i = 0; i < w.length; i++) {
      const g = (grad[i] ?? 0) / n + l2 * (w[i] ?? 0);
      g2[i] = (g2[i] ?? 0) + g * g;
      w[i] = (w[i] ?? 0) - (rate * g) / Math.sqrt(g2[i] ?? 1);
    }
    const g = gb / n;
    b2 += g * g;
    bias -= (rate * g) / Math.sqrt(b2);
  }
  const weights: Record<string, number> = {};
  names.forEach((f, i) => {
    const v = w[i] ?? 0;
    if (Math.abs(v) >= 1e-3) weights[f] = Math.round(v * 1e4) / 1e4;
  });
  return { bias: Math.round(bias * 1e4) / 1e4, weights, threshold: 0.5, keepThreshold: 0.5 };
}

/** One held-out decision: the probability, whether the rules proposed it, and the gold label. */
export interface Scored {
  p: number;
  proposed: boolean;
  label: boolean;
}

const GRID = Array.from({ length: 39 }, (_, i) => Math.round((0.025 + i * 0.025) * 1000) / 1000);

/**
 * The pair of thresholds (for what the rules proposed, and for the rest) that
 * maximizes F1 over held-out decisions; `missed` gold items no candidate covers
 * count against recall. Ties go to the thresholds closest to the rules' own
 * decision (keep what they proposed, add nothing).
 */
export function bestThresholds(scored: readonly Scored[], missed = 0, minGain = 0): { threshold: number; keepThreshold: number } {
  const positives = scored.filter((s) => s.label).length + missed;
  const count = (subset: readonly Scored[], t: number): [number, number] => {
    let tp = 0;
    let pred = 0;
    for (const s of subset) {
      if (s.p < t) continue;
      pred++;
      if (s.label) tp++;
    }
    return [tp, pred];
  };
  const proposed = scored.filter((s) => s.proposed);
  const rest = scored.filter((s) => !s.proposed);
  const keep = GRID.map((t) => count(proposed, t));
  const add = GRID.map((t) => count(rest, t));
  let best = { threshold: 0.975, keepThreshold: 0.025 };
  let bestF = -1;
  GRID.forEach((tk, i) => {
    GRID.forEach((ta, j) => {
      const [tp1, p1] = keep[i] ?? [0, 0];
      const [tp2, p2] = add[j] ?? [0, 0];
      const tp = tp1 + tp2;
      const f = tp === 0 ? 0 : (2 * tp) / (p1 + p2 + positives);
      const better = f > bestF + 1e-9 || (Math.abs(f - bestF) <= 1e-9 && ta - tk > best.threshold - best.keepThreshold);
      if (better) {
        bestF = f;
        best = { threshold: ta, keepThreshold: tk };
      }
    });
  });
  // The rules' own decision: keep every proposal, add nothing. A learned decision must beat it by
  // `minGain` out of fold, or it is fitting the noise of a few held-out examples.
  const [tpRules, predRules] = count(proposed, 0);
  const rulesF = tpRules === 0 ? 0 : (2 * tpRules) / (predRules + positives);
  if (bestF < rulesF + minGain) return { threshold: 1, keepThreshold: 0 };
  return best;
}
