/**
 * The lexicons against the gold: a name added to benchmarks.txt, metrics.txt or the class words takes that role in
 * every abstract, so a name some annotated paper proposes as its own method ("ACDC", "MagicBrush") must not be added
 * by accident. The few collisions kept on purpose are listed with their reason, and each must still collide.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGold, REPO_EVAL_DIR } from '../ingest/extract/learn/evaluate.ts';
import { BENCHMARK_KEYS, GENERIC, METRIC_KEYS, TRIGGERS, WIN_VERB, WIN_VERB_WORDS } from '../ingest/extract/lexicon.ts';
import { guarded } from '../ingest/extract/regex-guard.ts';
import { splitSentences } from '../ingest/extract/sentences.ts';
import { normalizeName } from '../ingest/names.ts';

/** Lexicon names that a gold paper also proposes, kept in the lexicon on purpose. */
const KEPT: Record<string, string> = {
  arc: 'ARC the benchmark family is far commoner; one dev paper defines its own ARC in parentheses, which the definition rule reads',
  sr: '"SR" is success rate beside a number; one probe names a method so',
  switchboard: 'the speech corpus; one synthetic abstract names a dialogue method so',
  slm: 'small language model, a class word; one train paper calls its method that',
  wam: 'world action model, a class word; one train paper calls its method that',
};

function lexiconRole(key: string): string | null {
  if (BENCHMARK_KEYS.has(key)) return 'a benchmark in benchmarks.txt or aliases.tsv';
  if (METRIC_KEYS.has(key)) return 'a measure in metrics.txt';
  if (GENERIC.has(key)) return 'a class word in generic-terms.txt or non-entities.txt';
  return null;
}

const proposed = readdirSync(REPO_EVAL_DIR)
  .filter((f) => f.endsWith('.gold.jsonl'))
  .flatMap((f) => readGold(join(REPO_EVAL_DIR, f)).flatMap((r) => r.methods.flat().map((name) => ({ file: f, id: r.id, name }))));

describe('lexicons against the methods the gold papers propose', () => {
  it('reads the gold of every file', () => expect(proposed.length).toBeGreaterThan(500));

  it('no lexicon name is a proposed method, except the collisions kept on purpose', () => {
    const collisions = proposed
      .map((m) => ({ ...m, key: normalizeName(m.name), role: lexiconRole(normalizeName(m.name)) }))
      .filter((m) => m.role !== null && !(m.key in KEPT))
      .map((m) => `${m.file} ${m.id}: the method "${m.name}" is ${m.role}`);
    expect(collisions).toEqual([]);
  });

  it.each(Object.keys(KEPT))('the kept collision %s still collides', (key) => {
    expect(lexiconRole(key)).not.toBeNull();
    expect(proposed.some((m) => normalizeName(m.name) === key)).toBe(true);
  });
});

describe('comparison triggers that open with a lookbehind, guarded by a lookahead of their remainder', () => {
  // Read per sentence, as the extractor reads them, with a sentence of its own for each rule the gold rarely shows.
  const texts = [
    ...readdirSync(REPO_EVAL_DIR)
      .filter((f) => f.endsWith('.gold.jsonl'))
      .flatMap((f) => readGold(join(REPO_EVAL_DIR, f)).flatMap((r) => splitSentences(r.text).map((x) => x.text))),
    'FooNet reaches a success rate 12.4% above GRPO and 3x above ReAct.',
    'FooNet scores 71.2, well above Quix, and 68.0 AP, clearly above Blen.',
    'FooNet sets a state-of-the-art 93.1% on MMLU, previously held by Quix.',
    'Moreover, against GRPO, FooNet wins on all tasks.',
    'When benchmarked against Quix, FooNet gains 2.1 points on MMLU.',
  ];
  const matches = (re: RegExp) => texts.flatMap((t) => [...t.matchAll(re)].map((m) => `${m.index}:${m[0]}`));
  const opening = TRIGGERS.filter((t) => t.source.startsWith('(?<'));

  it('there are such triggers, and the gold texts to read them on', () => {
    expect(opening.length).toBeGreaterThan(3);
    expect(texts.length).toBeGreaterThan(5000);
  });
  it.each(opening.map((t) => [t.source]))('%s matches what it matched unguarded', (source) => {
    expect(guarded(source)).not.toBe(source);
    const before = matches(new RegExp(source, 'gi'));
    expect(before.length).toBeGreaterThan(0);
    expect(matches(new RegExp(guarded(source), 'gi'))).toEqual(before);
  });
  it('leaves a trigger with no lookbehind as it is, and refuses an unbalanced one', () => {
    expect(guarded('outperform(?:s|ed)?')).toBe('outperform(?:s|ed)?');
    expect(guarded('(?<=[(]\\d)\\s+above')).toBe('(?=\\s+above)(?<=[(]\\d)\\s+above');
    expect(() => guarded('(?<=\\d(?:%|x)\\s+above')).toThrow(/unbalanced/);
  });
  it("keeps the rule's own groups numbered as they were: the lookahead's copy captures nothing", () => {
    expect(guarded('(?<=the\\s)(\\p{Lu}\\w*)(?<tail>[(]x)')).toBe('(?=(?:\\p{Lu}\\w*)(?:[(]x))(?<=the\\s)(\\p{Lu}\\w*)(?<tail>[(]x)');
    const m = new RegExp(guarded('(?<=the\\s)(\\p{Lu}\\w*) (\\w+)'), 'u').exec('on the Quix set');
    expect([m?.[1], m?.[2]]).toEqual(['Quix', 'set']);
  });
});

describe('the verbs of a strict win, spelled once (WIN_VERB)', () => {
  const word = new RegExp(`^${WIN_VERB}$`, 'i');
  it('matches every form it lists as a whole word, longest first, and no word that only starts like one', () => {
    for (const w of WIN_VERB_WORDS) expect(w).toMatch(word);
    expect(new RegExp(`\\b${WIN_VERB}\\b`, 'i').exec('it outperformed X')?.[0]).toBe('outperformed');
    for (const w of ['exceedingly', 'beatific', 'outperformance', 'surpassable']) expect(w).not.toMatch(word);
  });
  it('is the win trigger of comparison-triggers.tsv, with no other trigger spelling those verbs', () => {
    const wins = TRIGGERS.filter((t) => t.kind === 'win' && WIN_VERB_WORDS.some((w) => new RegExp(`^(?:${t.source})$`, 'i').test(w)));
    expect(wins.map((t) => t.source)).toEqual([WIN_VERB]);
  });
});
