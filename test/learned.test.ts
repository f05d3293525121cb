/** The learned layer: the logistic scorer, its thresholds, the weights file and the version derived from them. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse, EXTRACTOR_VERSION, entityStage, extract } from '../ingest/extract/index.ts';
import { bestThresholds, decide, explain, probability, train, type Example } from '../ingest/extract/learn/linear.ts';
import { DEFAULT_MODEL, loadModel, rulesOnlyModel } from '../ingest/extract/learn/model.ts';

const toy: Example[] = [
  ...Array.from({ length: 20 }, (_, i) => ({ features: ['role=method', `noise=${i % 3}`], label: true })),
  ...Array.from({ length: 20 }, (_, i) => ({ features: ['kind=title', `noise=${i % 3}`], label: false })),
  { features: ['role=method', 'kind=title'], label: true },
];

describe('logistic scorer', () => {
  it('separates what its features separate', () => {
    const m = train(toy);
    expect(probability(m, ['role=method'])).toBeGreaterThan(0.8);
    expect(probability(m, ['kind=title'])).toBeLessThan(0.2);
  });
  it('is deterministic: the same examples give the same weights', () => expect(train(toy)).toEqual(train(toy)));
  it('explains a decision by its strongest features', () => {
    const m = train(toy);
    expect(explain(m, ['role=method', 'noise=1'], 1)[0]).toMatch(/^role=method \+\d/);
  });
  it('drops features seen fewer than minCount times', () => {
    const m = train([...toy, { features: ['once'], label: true }], { minCount: 2 });
    expect(m.weights.once).toBeUndefined();
  });
});

describe('two thresholds: keep what the rules proposed, add what they did not', () => {
  it('keeps proposals the scorer is unsure of when they are usually right, and adds only confident others', () => {
    const scored = [
      ...Array.from({ length: 10 }, () => ({ p: 0.3, proposed: true, label: true })),
      { p: 0.3, proposed: true, label: false },
      ...Array.from({ length: 5 }, () => ({ p: 0.3, proposed: false, label: false })),
      ...Array.from({ length: 3 }, () => ({ p: 0.9, proposed: false, label: true })),
    ];
    const t = bestThresholds(scored);
    expect(t.keepThreshold).toBeLessThanOrEqual(0.3);
    expect(t.threshold).toBeGreaterThan(0.3);
    expect(t.threshold).toBeLessThanOrEqual(0.9);
  });
  it('decide applies the threshold that fits', () => {
    const m = { bias: 0, weights: {}, threshold: 0.9, keepThreshold: 0.1 };
    expect(decide(m, [], true)).toBe(true);
    expect(decide(m, [], false)).toBe(false);
  });
});

describe('weights and version', () => {
  it('ships weights for every field', () => {
    for (const f of ['methods', 'benchmarks', 'introduced_benchmarks', 'baselines', 'models'] as const) expect(Object.keys(DEFAULT_MODEL.entities[f].weights).length).toBeGreaterThan(10);
    expect(Object.keys(DEFAULT_MODEL.claims.weights).length).toBeGreaterThan(10);
  });
  it('refuses a weights file with a field missing, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'litgraph-weights-'));
    try {
      const path = join(dir, 'weights.json');
      writeFileSync(path, JSON.stringify({ entities: {}, claims: DEFAULT_MODEL.claims }));
      expect(() => loadModel(path)).toThrow(/weights\.json: no weights for entity field "methods"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('derives the extractor version from the rules, lexicons and weights', () => expect(EXTRACTOR_VERSION).toMatch(/^2\.110\.0\+[0-9a-f]{10}$/));
});

describe('the layers together', () => {
  const text =
    'We present Strategic Trajectory Abstraction (StraTA), a framework for LLM agents. StraTA reaches success rates of 93.1% on ALFWorld and outperforms GRPO by +14.0% on ALFWorld.';
  it('extracting twice gives the same facts', () => expect(extract(text)).toEqual(extract(text)));
  it('the rules-only model keeps exactly what the rules found', () => {
    const a = analyse(text);
    const e = extract(text, rulesOnlyModel());
    expect(e.methods.map((m) => m.name)).toEqual(a.lists.methods.map((m) => m.name));
    expect(e.comparisons.map((c) => `${c.method}>${c.baseline}@${c.benchmark}`)).toEqual(a.claims.map((c) => `${c.winner.name}>${c.loser.name}@${c.benchmark?.name}`));
  });
  it('every fact names the rule or scorer that decided it', () => {
    const e = extract(text);
    for (const m of [...e.methods, ...e.benchmarks, ...e.baselines]) expect(m.evidence.rule).toMatch(/^[a-z-]+\/[a-z_-]+/);
  });
});

describe('one list, one decision', () => {
  const lead = 'Large language models have shown strong abilities in many domains. However, they struggle with long-horizon planning. In this paper, we propose FooNet, a new agent for planning. FooNet learns a value function from sparse feedback.';
  it.each([['Experiments on three benchmarks, namely TriviaQA, NQ-Open and PopQA, show that FooNet is effective.', ['TriviaQA', 'NQ-Open', 'PopQA']]])(
    'keeps every benchmark of a list the rules proposed: %s',
    (text, want) => expect(extract(`${lead} ${text}`).benchmarks.map((m) => m.name)).toEqual(want),
  );
  // Three unknown acronyms seen once each: the rules propose all three, and the scorer decides
  // the list as one. (Since extractor 2.2 it drops this list: each item scores 0.2-0.5 against a
  // keep threshold of 0.55; before, one item passed and carried the others.)
  it('decides a list of unknown names as one: all of it or none', () => {
    const text = `${lead} Evaluations across WOBL, SNRK and JBBR show consistent gains.`;
    expect(extract(text, rulesOnlyModel()).benchmarks.map((m) => m.name)).toEqual(['WOBL', 'SNRK', 'JBBR']);
    expect([[], ['WOBL', 'SNRK', 'JBBR']]).toContainEqual(extract(text).benchmarks.map((m) => m.name));
  });
});

describe('entity features', () => {
  const features = (text: string, name: string) => entityStage(analyse(text)).find((c) => c.entity.name === name)?.features ?? [];
  it('say whether an acronym\'s long form is written in lower case, and its head noun (extractor 2.18)', () => {
    // "MIM" itself is a task acronym (generic-terms.txt), never a candidate: an acronym of the same shape stands in.
    const mtm = features('We present aMUSEd, a lightweight masked token model (MTM) for text-to-image generation. MTM is fast.', 'MTM');
    expect(mtm).toContain('long-form=lower');
    expect(mtm).toContain('long-form-tail=model');
    const kan = features('We propose Kolmogorov-Arnold Networks (KANs) as alternatives to MLPs. KANs are accurate.', 'KAN');
    expect(kan).toContain('long-form=capitalized');
  });
});
