/**
 * The corpus-pass measure (`npm run eval -- --corpus`): a benchmark read in one abstract is counted as recovered where
 * another abstract writes it unread and the gold holds it there, as wrong where the gold does not, and never where a fact
 * already names it.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../ingest/extract/index.ts';
import { corpusPotential, formatCorpus } from '../ingest/extract/learn/corpus-pass.ts';
import type { GoldRecord } from '../ingest/extract/learn/train.ts';

const record = (id: string, text: string, benchmarks: string[][]): GoldRecord => ({
  id,
  text,
  methods: [],
  benchmarks,
  introduced_benchmarks: [],
  baselines: [],
  models: [],
  comparisons: [],
  results: [],
});

describe('corpus pass potential', () => {
  const golds = [
    record('a', 'We propose Zorbit, a planning agent. Experiments on the Quillworld benchmark show that Zorbit outperforms ReAct.', [['Quillworld']]),
    // The gold holds Quillworld here too, but a bare mention after "Like" is no evaluation slot the rules read.
    record('b', 'Like Quillworld, our tasks are long-horizon. We present Dravix, a memory module for agents.', [['Quillworld']]),
    // Here the gold does not hold it: a pass would add a wrong benchmark.
    record('c', 'Quillworld-style games inspired us. We present Plintor, a planner; Quillworld is not used in this work.', []),
  ];
  const rows = corpusPotential(golds, golds.map((g) => extract(g.text)));

  it('counts a missed benchmark another abstract reads as recovered, and a name the gold does not hold as wrong', () => {
    const b = rows.find((r) => r.field === 'benchmarks');
    expect(b).toEqual({ field: 'benchmarks', missed: 1, added: 2, recovered: 1 });
  });

  it('does not depend on the order of the set', () => {
    const reversed = [...golds].reverse();
    expect(corpusPotential(reversed, reversed.map((g) => extract(g.text)))).toEqual(rows);
  });

  it('refuses extractions that do not match the gold one for one', () => {
    expect(() => corpusPotential(golds, [])).toThrow(/3 gold records but 0 extractions/);
  });

  it('prints one line per field with the wrong additions', () => {
    expect(formatCorpus(rows)).toMatch(/^benchmarks\s+1\s+2\s+1\s+1$/m);
  });
});
