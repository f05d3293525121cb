/**
 * Regression guard: the extractor over the dev gold, scored by the shared
 * score.mjs. Fails when any figure drops below the level reached; skipped (with
 * a message) only when the eval folder (EVAL_DIR, default ../shared/eval) is absent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { evalDir, writePredictions } from '../scripts/eval.ts';

const dir = evalDir();
const gold = join(dir, 'seeds-dev.gold.jsonl');
const scorer = join(dir, 'score.mjs');
const present = existsSync(gold) && existsSync(scorer);
if (!present) console.warn(`extract-eval: skipped, ${gold} or ${scorer} not found (set EVAL_DIR)`);

interface Row {
  field: string;
  P: number;
  R: number;
  F: number;
}

/** Floors just under the figures reached with EXTRACTOR_VERSION 1.2.0 (macro-F1 0.954, comparisons F1 0.952, results F1 0.973, lowest precision 0.986 (benchmarks)). */
const FLOOR = { macroF1: 0.95, comparisonsF1: 0.95, resultsF1: 0.97, precision: 0.98 };

describe.skipIf(!present)('extraction on the dev gold', () => {
  const pred = present ? writePredictions(gold) : '';
  const run = present ? spawnSync(process.execPath, [scorer, '--gold', gold, '--pred', pred, '--json'], { encoding: 'utf8' }) : null;
  const json = run?.stdout.split('\n').find((l) => l.startsWith('{')) ?? '{}';
  const score = JSON.parse(json) as { rows?: Row[]; macroF1?: number };
  const row = (field: string): Row | undefined => score.rows?.find((r) => r.field === field);
  afterAll(() => rmSync(dirname(pred), { recursive: true, force: true }));

  it('scores', () => {
    expect(run?.status).toBe(0);
    expect(score.rows?.length).toBeGreaterThan(0);
  });
  it(`keeps macro-F1 at or above ${FLOOR.macroF1}`, () => expect(score.macroF1).toBeGreaterThanOrEqual(FLOOR.macroF1));
  it(`keeps comparisons F1 at or above ${FLOOR.comparisonsF1}`, () => expect(row('comparisons')?.F).toBeGreaterThanOrEqual(FLOOR.comparisonsF1));
  it(`keeps results F1 at or above ${FLOOR.resultsF1}`, () => expect(row('results')?.F).toBeGreaterThanOrEqual(FLOOR.resultsF1));
  it.each(['methods', 'benchmarks', 'introduced_benchmarks', 'baselines', 'models', 'comparisons', 'results'])(
    `keeps %s precision at or above ${FLOOR.precision}`,
    (field) => expect(row(field)?.P).toBeGreaterThanOrEqual(FLOOR.precision),
  );
});
