import { describe, expect, it } from 'vitest';
import { LOWER_METRIC_NAMES } from '../ingest/extract/lexicon.ts';
import { LOWER_METRIC, lowerIsBetterMetric, metricDirection, metricKey } from '../ingest/extract/metrics.ts';

describe('metric names for leaderboards', () => {
  it.each([
    ['success rates', 'success rate'],
    ['task success', 'success rate'],
    ['mean success rate', 'success rate'],
    ['Success Rate', 'success rate'],
    ['accuracies', 'accuracy'],
    ['average accuracy', 'accuracy'],
    ['PPL', 'perplexity'],
    ['win rates', 'win rate'],
    ['pass@1', 'pass@1'],
    ['FID', 'fid'],
  ])('%s is %s', (surface, key) => expect(metricKey(surface)).toBe(key));
  it('none stays none', () => expect(metricKey(null)).toBeNull());
  it.each([
    ['error rate', true],
    ['perplexity', true],
    ['FID', true],
    ['environment-facing turns', true],
    ['success rate', false],
    ['accuracy', false],
    ['error-free accuracy', false],
    [null, false],
    // Named measures take their direction from metrics.txt, where the words alone said nothing or the wrong thing.
    ['HD95', true],
    ['minDCF', true],
    ['collision rate', true],
    ['Brier score', true],
    ['token usage', true],
    ['AbsRel', true],
    ['AUC', false],
    ['DSC', false],
    ['ASR-BLEU', false],
  ])('%s: lower is better %s', (metric, lower) => expect(lowerIsBetterMetric(metric)).toBe(lower));
  it('a named measure\'s direction is given once, in metrics.txt', () => {
    // Every lower-is-better name of the lexicon is found by the measure-word test, and every other lexicon name is not lower.
    for (const name of LOWER_METRIC_NAMES) expect(LOWER_METRIC.test(name), name).toBe(true);
    expect(metricDirection('FID scores')).toBe('lower');
    expect(metricDirection('FID score')).toBe('lower');
    expect(metricDirection('mean AUC')).toBe('higher');
    expect(metricDirection('Betti number errors')).toBe('lower');
    expect(metricDirection('widgets')).toBeNull();
  });
});
