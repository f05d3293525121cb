/**
 * The per-rule table (`npm run eval -- --by-rule`): each fact counted once under the rule its evidence names, and
 * judged as the shared scorer judges it, so that a field's rows add up to the scorer's own counts.
 */
import { describe, expect, it } from 'vitest';
import { byRule, formatByRule, RULE_FIELDS } from '../ingest/extract/learn/by-rule.ts';
import { goldSet, predict, REPO_EVAL_DIR, score } from '../ingest/extract/learn/evaluate.ts';
import type { GoldRecord } from '../ingest/extract/learn/train.ts';

describe('facts by rule', () => {
  const dev = goldSet(REPO_EVAL_DIR, 'dev');
  const rows = byRule(dev);
  const s = score(REPO_EVAL_DIR, dev, predict(dev));

  it.each(RULE_FIELDS)('adds up to the scorer’s predictions and true positives for %s', (field) => {
    const mine = rows.filter((r) => r.field === field);
    const theirs = s.rows.find((r) => r.field === field);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.reduce((n, r) => n + r.predicted, 0)).toBe(theirs?.pred);
    expect(mine.reduce((n, r) => n + r.correct, 0)).toBe(theirs?.tp);
  });

  it('names a rule for every fact', () => {
    for (const r of rows) expect(r.rule).toMatch(/^[a-z-]+\/[\w/-]+$/);
  });

  it('counts a wrong fact under its rule, and a comparison right in its pair but not its benchmark', () => {
    const gold: GoldRecord = {
      id: 'by-rule-1',
      text: 'We propose Zorbit, a planning agent. On Quillworld, Zorbit outperforms ReAct by 4.2 points.',
      methods: [['Zorbit']],
      benchmarks: [['Quillworld']],
      introduced_benchmarks: [],
      baselines: [['ReAct']],
      models: [],
      comparisons: [{ method: 'Zorbit', baseline: 'ReAct', benchmark: null }],
      results: [],
    };
    const table = byRule([gold]);
    const claim = table.find((r) => r.field === 'comparisons');
    expect(claim).toMatchObject({ predicted: 1, correct: 0, pairCorrect: 1 });
    expect(table.find((r) => r.field === 'methods')).toMatchObject({ rule: 'intro/we-propose', predicted: 1, correct: 1 });
    const wrong = byRule([{ ...gold, methods: [['Quorvex']] }]).find((r) => r.field === 'methods');
    expect(wrong).toMatchObject({ rule: 'intro/we-propose', predicted: 1, correct: 0 });
  });

  it('prints one line per field and rule, with its precision', () => {
    const text = formatByRule([{ field: 'baselines', rule: 'baseline/tie', predicted: 4, correct: 3 }]);
    expect(text.split('\n')[1]).toMatch(/^baselines\s+baseline\/tie\s+4\s+3\s+0\.750$/);
  });
});
