/** Conversion of an `Extraction` to the record format of the shared scorer (score.mjs). */
import type { Extraction, Mention } from '../types.ts';

export interface ScoreEntity {
  name: string;
  aliases: string[];
}

/** One line of the scorer's prediction file. */
export interface ScoreRecord {
  id: string;
  text: string;
  methods: ScoreEntity[];
  benchmarks: ScoreEntity[];
  introduced_benchmarks: ScoreEntity[];
  baselines: ScoreEntity[];
  models: ScoreEntity[];
  comparisons: {
    method: string;
    baseline: string;
    benchmark: string | null;
    metric: string | null;
    delta: string | null;
    model: string | null;
    base_model: boolean;
    lower_is_better: boolean;
  }[];
  results: { method: string; benchmark: string; metric: string | null; value: string; model: string | null }[];
}

const entity = (m: Mention): ScoreEntity => ({ name: m.name, aliases: m.aliases });

/** The scorer's JSON Lines record for one abstract: entity lists as {name, aliases}, claims without evidence. */
export function toScoreRecord(id: string, text: string, e: Extraction): ScoreRecord {
  return {
    id,
    text,
    methods: e.methods.map(entity),
    benchmarks: e.benchmarks.map(entity),
    introduced_benchmarks: e.introducedBenchmarks.map(entity),
    baselines: e.baselines.map(entity),
    models: e.models.map(entity),
    comparisons: e.comparisons.map((c) => ({
      method: c.method,
      baseline: c.baseline,
      benchmark: c.benchmark,
      metric: c.metric,
      delta: c.delta,
      model: c.model,
      base_model: c.baseModel,
      lower_is_better: c.lowerIsBetter,
    })),
    results: e.results.map((r) => ({ method: r.method, benchmark: r.benchmark, metric: r.metric, value: r.value, model: r.model })),
  };
}
