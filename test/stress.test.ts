import { describe, expect, it } from 'vitest';
import { REPO_EVAL_DIR } from '../ingest/extract/learn/evaluate.ts';
import { commonWords, REWRITES } from '../ingest/extract/learn/stress.ts';
import { showStress } from '../scripts/eval.ts';
import type { GoldRecord } from '../ingest/extract/learn/train.ts';

const record = (over: Partial<GoldRecord>): GoldRecord => ({ id: 'r1', text: '', methods: [], benchmarks: [], introduced_benchmarks: [], baselines: [], models: [], comparisons: [], ...over });
const rewrite = (name: string): NonNullable<(typeof REWRITES)[number]> => {
  const r = REWRITES.find((x) => x.name === name);
  if (!r) throw new Error(`no rewrite ${name}`);
  return r;
};
const shape = (s: string): string => s.replace(/[aeiou]/g, 'v').replace(/[AEIOU]/g, 'V').replace(/[b-df-hj-np-tv-z]/g, 'c').replace(/[B-DF-HJ-NP-TV-Z]/g, 'C');

describe('stress rewrites', () => {
  const gold = record({
    text: 'We propose StraTA-Lite, a planner. StraTA-Lite-7B outperforms GRPO on ALFWorld. We also propose Latent Interface Training (LIT).',
    methods: [['StraTA-Lite'], ['StraTA-Lite-7B'], ['LIT', 'Latent Interface Training']],
    baselines: [['GRPO']],
    benchmarks: [['ALFWorld']],
    comparisons: [{ method: 'StraTA-Lite-7B', baseline: 'GRPO', benchmark: 'ALFWorld' }],
  });
  const common = commonWords([gold, record({ text: 'a planner we propose also' })]);

  it('renames a method in the text and in every gold field, keeping its shape, its size and its variants', () => {
    const out = rewrite('renamed-methods').apply(gold, common);
    const [base, sized] = [out.methods[0]?.[0] ?? '', out.methods[1]?.[0] ?? ''];
    expect(base).not.toBe('StraTA-Lite');
    expect(shape(base)).toBe(shape('StraTA-Lite'));
    expect(sized).toBe(`${base}-7B`);
    expect(out.comparisons[0]?.method).toBe(sized);
    expect(out.text).toContain(`We propose ${base}, a planner. ${sized} outperforms GRPO on ALFWorld.`);
    // a short form spelled out in the text keeps its letters; other fields are left alone
    expect(out.methods[2]).toEqual(['LIT', 'Latent Interface Training']);
    expect([out.baselines, out.benchmarks, out.id]).toEqual([gold.baselines, gold.benchmarks, gold.id]);
  });

  it('is deterministic, and renames each record its own way', () => {
    const a = rewrite('renamed-baselines').apply(gold, common);
    expect(rewrite('renamed-baselines').apply(gold, common)).toEqual(a);
    expect(a.baselines[0]?.[0]).toMatch(/^[A-Z]{4}$/);
    expect(rewrite('renamed-baselines').apply({ ...gold, id: 'r2' }, common).baselines[0]?.[0]).not.toBe(a.baselines[0]?.[0]);
  });

  it('opens every sentence but the first with a connective, the gold untouched', () => {
    const out = rewrite('connectives').apply(gold, common);
    expect(out.text).toMatch(/^We propose StraTA-Lite, a planner\. (?:Moreover|Furthermore|In addition|Notably|Specifically|Importantly), StraTA-Lite-7B outperforms GRPO on ALFWorld\. \w[\w ]*, we also propose/);
    expect({ ...out, text: gold.text }).toEqual(gold);
  });

  it('rewrites wording and typography only', () => {
    expect(rewrite('win-verbs').apply(record({ text: 'X outperforms Y, outperforming Z; they outperformed W.' }), common).text).toBe('X surpasses Y, surpassing Z; they surpassed W.');
    expect(rewrite('latex-percent').apply(record({ text: 'up 3.1% (from 80\\% to 83.1%)' }), common).text).toBe('up 3.1\\% (from 80\\% to 83.1\\%)');
    expect(rewrite('british').apply(record({ text: 'we optimize for generalization' }), common).text).toBe('we optimise for generalisation');
  });

  it('says why each rewrite matters, with an example', () => {
    for (const r of REWRITES) expect([r.name, r.reason.length > 20, r.example[0] !== r.example[1]]).toEqual([r.name, true, true]);
  });
});

describe('npm run eval -- --stress --show NAME', () => {
  const gold = record({
    id: 'show1',
    // A benchmark only the lexicon knows (a name in no evaluation slot): renamed, it is missed.
    text: 'We propose FooNet, a reasoning method. Its MMLU results are strong. FooNet outperforms GRPO by 3.1 points.',
    methods: [['FooNet']],
    benchmarks: [['MMLU']],
    baselines: [['GRPO']],
    comparisons: [{ method: 'FooNet', baseline: 'GRPO', benchmark: null }],
  });
  it('lists an abstract whose facts a rewrite changes, with the scorer\'s misses as written and rewritten', () => {
    const out = showStress(REPO_EVAL_DIR, [gold], 'renamed-benchmarks');
    expect(out).toMatch(/^renamed-benchmarks: 1 abstracts' scores change/);
    expect(out).toMatch(/=== rewritten \(renamed-benchmarks\)\nshow1: [^\n]*\n {2}- benchmarks: /);
  });
  it('says so when no abstract changes, and refuses a rewrite it does not know', () => {
    expect(showStress(REPO_EVAL_DIR, [gold], 'latex-percent')).toBe("latex-percent: no abstract's score changes\n");
    expect(() => showStress(REPO_EVAL_DIR, [gold], 'nosuch')).toThrow(/--show takes one of connectives, /);
  });
});
