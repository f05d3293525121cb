import { describe, expect, it } from 'vitest';
import { findNumbers, parseMargin, QUANTITY } from '../ingest/extract/numbers.ts';

describe('number scanning', () => {
  it('parseMargin leaves the shared scanning patterns where they were', () => {
    QUANTITY.pattern.lastIndex = 7;
    parseMargin('+14.0%');
    parseMargin('from 24.70% to 48.78%');
    expect(QUANTITY.pattern.lastIndex).toBe(7);
    QUANTITY.pattern.lastIndex = 0;
  });

  it('finds every number of a long number-dense sentence once, in order', () => {
    const hits = findNumbers('12.5% '.repeat(3300), 0);
    expect(hits).toHaveLength(3300);
    expect(hits.every((h, i) => i === 0 || h.start > (hits[i - 1]?.start ?? -1))).toBe(true);
  });
});
