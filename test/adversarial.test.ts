/**
 * The extractor on adversarial inputs (issue 16): every family of
 * bench/adversarial-inputs.ts at the largest abstract the ingest accepts. No
 * timing here (speed is measured by `npm run bench -- --adversarial`): these are
 * the invariants that must hold whatever the text. The extraction does not
 * throw, every evidence offset slices the abstract to its evidence sentence, and
 * the same text gives the same extraction.
 */
import { describe, expect, it } from 'vitest';
import { doublingSizes, FAMILIES, MAX_ABSTRACT_CHARS } from '../bench/adversarial-inputs.ts';
import { extract } from '../ingest/extract/index.ts';
import type { Evidence, Extraction } from '../ingest/types.ts';

function evidences(e: Extraction): Evidence[] {
  return [
    ...[...e.methods, ...e.benchmarks, ...e.introducedBenchmarks, ...e.baselines, ...e.models].map((m) => m.evidence),
    ...e.comparisons.map((c) => c.evidence),
    ...e.results.map((r) => r.evidence),
  ];
}

describe('the adversarial inputs', () => {
  it('are of the sizes asked for, up to the largest abstract accepted, and the same on every call', () => {
    expect(doublingSizes()).toEqual([2500, 5000, 10000, 20000]);
    expect(doublingSizes().at(-1)).toBe(MAX_ABSTRACT_CHARS);
    for (const f of FAMILIES) {
      for (const n of doublingSizes()) expect(f.make(n).length, `${f.name} at ${n}`).toBe(n);
      expect(f.make(1000)).toBe(f.make(1000));
      // As the readers give an abstract: whitespace collapsed, no edge spaces.
      expect(f.make(1000)).toBe(f.make(1000).replace(/\s+/g, ' ').trim());
    }
  });
});

describe.each(FAMILIES.map((f) => [f.name, f] as const))('extract() on %s at the largest abstract', (_, family) => {
  const text = family.make(MAX_ABSTRACT_CHARS);
  let first: Extraction | undefined;

  it('does not throw', () => {
    first = extract(text);
    expect(first).toBeDefined();
  });

  it('puts every evidence sentence at its offsets in the abstract', () => {
    const e = first ?? extract(text);
    const bad = evidences(e).filter((ev) => text.slice(ev.start, ev.end) !== ev.sentence || ev.start < 0 || ev.end > text.length || ev.start > ev.end);
    expect(bad.map((ev) => `${ev.rule} ${ev.start}-${ev.end}: ${ev.sentence.slice(0, 60)}`)).toEqual([]);
  });

  it('gives the same extraction twice', () => {
    const e = first ?? extract(text);
    expect(extract(family.make(MAX_ABSTRACT_CHARS))).toEqual(e);
  });
});
