import { describe, expect, it } from 'vitest';
import { lowerIsBetterMetric, metricKey } from '../ingest/extract/metrics.ts';

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
  ])('%s: lower is better %s', (metric, lower) => expect(lowerIsBetterMetric(metric)).toBe(lower));
});
