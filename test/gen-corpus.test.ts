import { describe, expect, it } from 'vitest';
import { generatePaper, METHOD_CAPACITY } from '../bench/gen-corpus.ts';
import { titleAuthorKey } from '../ingest/formats/ids.ts';

/** The (title, first author) key graph/merge.ts merges records by. */
const keyOf = (i: number, seed = 42) => {
  const { record } = generatePaper(i, seed);
  return titleAuthorKey(record.title, false, record.authors);
};

describe('the generated corpus', () => {
  it('gives every paper its own title and first author, so N abstracts are N papers (graph/merge.ts merges none)', () => {
    const keys = new Set<string>();
    let studies = 0;
    for (let i = 0; i < 30_000; i++) {
      const key = keyOf(i);
      expect(key).not.toBeNull();
      keys.add(key as string);
      if (generatePaper(i, 42).facts.methods.length === 0) studies += 1;
    }
    expect(keys.size).toBe(30_000);
    // The studies (no method proposed: 15 topics, 256 first authors) were the ones that repeated.
    expect(studies).toBeGreaterThan(3_000);
  });

  it('keeps titles distinct across --start ranges and at the end of the id space', () => {
    const ranges = [0, 100_000, 999_000, METHOD_CAPACITY - 1_000].flatMap((start) => Array.from({ length: 1_000 }, (_, k) => start + k));
    const titles = new Set(ranges.map((i) => generatePaper(i, 42).record.title));
    expect(titles.size).toBe(ranges.length);
  });

  it('is deterministic: the same index and seed give the same record', () => {
    expect(generatePaper(12_345, 42)).toEqual(generatePaper(12_345, 42));
    expect(generatePaper(12_345, 7).record.title).not.toBe(generatePaper(12_345, 42).record.title);
  });
});
