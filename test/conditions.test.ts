/** The conditions of a claim (ANNOTATION.md): model, baseModel, lowerIsBetter, each rule with positive and negative rows. */
import { describe, expect, it } from 'vitest';
import { extract } from '../ingest/extract/index.ts';
import { rulesOnlyModel } from '../ingest/extract/learn/model.ts';
import { claimCaption } from '../graph/write.ts';

const RULES = rulesOnlyModel();
const claims = (text: string) =>
  extract(text, RULES).comparisons.map((c) => `${c.method} > ${c.baseline} | model ${c.model ?? '-'} | base ${c.baseModel} | lower ${c.lowerIsBetter}`);

describe('base model: a gain the method brings to its own model is no win over a competitor', () => {
  it.each([
    [
      'an improvement verb with a model as its object',
      'We propose CaT, a curriculum. CaT improves Qwen3-8B by 6.2 points on MATH-500.',
      ['CaT > Qwen3-8B | model Qwen3-8B | base true | lower false'],
    ],
    [
      '"the base" before the loser',
      'We propose OPSA. Compared with the base Qwen3-1.7B, OPSA improves Avg@32 by 35.41 points on AIME24.',
      ['OPSA > Qwen3-1.7B | model Qwen3-1.7B | base true | lower false'],
    ],
    [
      'a model the method is fine-tuned from',
      'We introduce TraceVLA by finetuning OpenVLA on our trajectories. TraceVLA outperforms OpenVLA by 10% on SimplerEnv.',
      ['TraceVLA > OpenVLA | model OpenVLA | base true | lower false'],
    ],
  ])('%s', (_why, text, want) => expect(claims(text)).toEqual(want));

  it.each([
    ['a competitor model beaten by name', 'We propose Nimbus, an agent. Nimbus outperforms GPT-4o by 12.0% on WebShop.', ['Nimbus > GPT-4o | model - | base false | lower false']],
    ['a competitor method', 'We propose SCOUT. SCOUT outperforms vanilla GRPO by 3.1 points.', ['SCOUT > GRPO | model - | base false | lower false']],
  ])('not when %s', (_why, text, want) => expect(claims(text)).toEqual(want));
});

describe('model: the backbone a claim was obtained with', () => {
  it('a fronted setting phrase names it', () =>
    expect(claims('We introduce PathFinder, a planner. Using Llama-3.1-8B, PathFinder outperforms PPO by 6.2% on ALFWorld.')).toEqual([
      'PathFinder > PPO | model Llama-3.1-8B | base false | lower false',
    ]));
  it('two settings without a binding give none', () =>
    expect(claims('We introduce PathFinder. With Llama-3.1-8B and Qwen2.5-7B, PathFinder outperforms PPO on ALFWorld.')).toEqual([
      'PathFinder > PPO | model - | base false | lower false',
    ]));
  it('a score keeps the model it was reached with', () => {
    const r = extract('We propose CogRouter, a router for agents. With Qwen2.5-7B, CogRouter reaches an 82.3% success rate on ALFWorld.', RULES).results;
    expect(r.map((x) => `${x.method} ${x.value} ${x.model ?? '-'}`)).toEqual(['CogRouter 82.3% Qwen2.5-7B']);
  });
  it('each score keeps the model written right after it', () => {
    const r = extract('We propose Reflex, an agent. Reflex achieves 97.4% with GPT-4-turbo and 86.2% with GPT-3.5-turbo on HotpotQA.', RULES).results;
    expect(r.map((x) => `${x.value} ${x.model ?? '-'}`)).toEqual(['97.4% GPT-4-turbo', '86.2% GPT-3.5-turbo']);
  });
});

describe('lower is better', () => {
  it.each([
    ['a reduction', 'We propose Tally. Tally reduces environment-facing turns by 10.4% relative to GRPO on ALFWorld.', true],
    ['a lower-is-better measure', 'We propose Sharp. Sharp achieves lower perplexity than Mamba on WikiText-103.', true],
    ['an ordinary win', 'We propose Tally. Tally improves success rates over GRPO by 4.0% on ALFWorld.', false],
    ['a win over systems described as smaller', 'We propose Tally. Tally outperforms smaller models such as GRPO-7B on ALFWorld.', false],
    ['a win over systems described as less capable', 'We propose Tally. Tally beats less capable baselines like GRPO on ALFWorld.', false],
    ['a win at a smaller size', 'We propose Tally. Tally outperforms GRPO on ALFWorld with a smaller memory footprint.', true],
    ['a halving', 'We propose Tally. Tally halves the number of environment turns compared to GRPO.', true],
    ['a win over lighter systems of a class', 'We propose Tally. Tally outperforms the lighter YOLO detectors on COCO.', false],
  ])('%s', (_why, text, lower) => expect(extract(text, RULES).comparisons.map((c) => c.lowerIsBetter)).toEqual([lower]));
});

describe('Browser captions say what a claim is', () => {
  const base = { method: 'A', baseline: 'B', benchmark: null, metric: null, delta: '10.4%', margin: null, model: null, baseModel: false, lowerIsBetter: false };
  const evidence = { sentence: '', start: 0, end: 0, rule: '', extractorVersion: '' };
  it.each([
    [{}, 'beats by 10.4%'],
    [{ baseModel: true }, 'improves by 10.4%'],
    [{ lowerIsBetter: true, metric: 'turns' }, 'beats: 10.4% lower turns'],
    [{ delta: null }, 'beats'],
  ])('%o', (over, caption) => expect(claimCaption({ ...base, ...over, evidence })).toBe(caption));
});
