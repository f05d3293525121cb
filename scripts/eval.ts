/**
 * Scores the extractor against gold with the shared scorer:
 *   npm run eval                      dev gold, shipped weights
 *   npm run eval -- --set held        train's held-aside part (never trained on by the floors' model)
 *   npm run eval -- --set train|tune|train-tune|all   (tune = dev + train-tune, train's part outside held)
 *   npm run eval -- --set synthetic  168 abstracts written by hand with invented names (a regression set, not an estimate)
 *   npm run eval -- --set probes     236 realistic abstracts, gold written before the extractor ran on them (a regression set for the rules; the learned layer trains on them)
 *   npm run eval -- --cv 5            5-fold cross-validation over dev + train, retrained per fold (the probes in every fold's training)
 *   npm run eval -- --rules-only      the rule layer alone, for comparison
 *   npm run eval -- --held-model      score --set with weights trained without the held-aside part (dev, train-tune and the probes)
 *   npm run eval -- --stress          --set (default tune) again after each rewrite of ingest/extract/learn/stress.ts: how much the
 *                                     score leans on wording and on names seen (connectives, other win verbs, LaTeX, renamed methods …)
 *   npm run eval -- --stress --show connectives   the abstracts whose score that rewrite changes, with the scorer's
 *                                     --errors listing as written and rewritten
 *   npm run eval -- --gold FILE[,FILE]  score any gold JSON Lines files instead of a named set (data/real-abstracts/T34.jsonl)
 *   npm run eval -- --by-rule         the facts of --set (or --gold) by the rule that found them, and how many the gold holds:
 *                                     each rule's precision (ingest/extract/learn/by-rule.ts); with --rules-only or --held-model as above
 *   npm run eval -- --corpus          what a corpus pass would add to --set (or --gold): a benchmark or model read in one abstract
 *                                     taken as one wherever else the set writes it (ingest/extract/learn/corpus-pass.ts)
 * plus --errors (per abstract, what was missed and what was wrong) and --json.
 * EVAL_DIR names the folder with score.mjs and the gold files (default: data/eval,
 * the repository's copy of ../shared/eval).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { byRule, formatByRule } from '../ingest/extract/learn/by-rule.ts';
import { corpusPotential, formatCorpus } from '../ingest/extract/learn/corpus-pass.ts';
import { crossValidate, evalDir, extractGold, goldSet, isHeld, learningSet, predict, readGold, score, type Scores, type SetName } from '../ingest/extract/learn/evaluate.ts';
import { commonWords, REWRITES } from '../ingest/extract/learn/stress.ts';
import { rulesOnlyModel } from '../ingest/extract/learn/model.ts';
import { type GoldRecord, prepare, trainModel } from '../ingest/extract/learn/train.ts';
import { runCli } from '../ingest/cli/run-cli.ts';

const SETS: SetName[] = ['dev', 'train', 'tune', 'train-tune', 'held', 'all', 'synthetic', 'probes'];

const STRESS_FIELDS = ['methods', 'benchmarks', 'baselines', 'models', 'comparisons', 'results'];

/** `--stress`: the set scored as written, then after each rewrite; one row each, with the change from the first. */
function stress(dir: string, golds: GoldRecord[], set: SetName): string {
  const common = commonWords(golds);
  const f1 = (s: Scores, field: string): number => s.rows.find((r) => r.field === field)?.F ?? 0;
  const base = score(dir, golds, predict(golds));
  const row = (name: string, changed: string, s: Scores): string => {
    const d = (x: number, y: number): string => (name === 'as written' ? '' : ` (${x - y >= 0 ? '+' : ''}${(x - y).toFixed(3)})`);
    return [name.padEnd(20), changed.padStart(7), `${s.macroF1.toFixed(3)}${d(s.macroF1, base.macroF1)}`.padEnd(17), ...STRESS_FIELDS.map((f) => `${f1(s, f).toFixed(3)}${d(f1(s, f), f1(base, f))}`.padEnd(17))].join(' ');
  };
  const lines = [`stress: set ${set} (${golds.length} abstracts), shipped weights; macro-F1 and F1 per field after each rewrite (ingest/extract/learn/stress.ts)`, ['rewrite'.padEnd(20), 'changed'.padStart(7), 'macro-F1'.padEnd(17), ...STRESS_FIELDS.map((f) => f.padEnd(17))].join(' '), row('as written', '-', base)];
  for (const r of REWRITES) {
    const rewritten = golds.map((g) => r.apply(g, common));
    const changed = rewritten.filter((g, i) => JSON.stringify(g) !== JSON.stringify(golds[i])).length;
    lines.push(row(r.name, String(changed), score(dir, rewritten, predict(rewritten))));
  }
  return `${lines.join('\n')}\n`;
}

/** A prediction line without the text it was read from: what was extracted. */
const factsOf = (line: string | undefined): string => JSON.stringify({ ...(JSON.parse(line ?? '{}') as object), text: undefined });

/** `--stress --show NAME`: the abstracts whose score one rewrite changes, missed (-) and wrong (+) facts as written and rewritten. */
export function showStress(dir: string, golds: GoldRecord[], name: string): string {
  const rewrite = REWRITES.find((r) => r.name === name);
  if (!rewrite) throw new Error(`--show takes one of ${REWRITES.map((r) => r.name).join(', ')}, not "${name}"`);
  const common = commonWords(golds);
  const rewritten = golds.map((g) => rewrite.apply(g, common));
  const before = predict(golds);
  const after = predict(rewritten);
  // Scored one abstract at a time, only where the rewrite changed the record and what was extracted from it.
  const changed = golds
    .map((_, i) => i)
    .filter((i) => JSON.stringify(rewritten[i]) !== JSON.stringify(golds[i]) && factsOf(before[i]) !== factsOf(after[i]))
    .filter((i) => score(dir, [golds[i] as GoldRecord], [before[i] ?? '']).text !== score(dir, [rewritten[i] as GoldRecord], [after[i] ?? '']).text);
  if (!changed.length) return `${name}: no abstract's score changes\n`;
  const listing = (gs: GoldRecord[], ps: string[]): string => score(dir, changed.map((i) => gs[i] as GoldRecord), changed.map((i) => ps[i] ?? ''), ['--errors']).text;
  return `${name}: ${changed.length} abstracts' scores change\n\n=== as written\n${listing(golds, before)}\n=== rewritten (${name})\n${listing(rewritten, after)}`;
}


async function main(args: string[]): Promise<number> {
  const opt = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const dir = evalDir();
  if (!existsSync(join(dir, 'score.mjs'))) throw new Error(`${join(dir, 'score.mjs')} not found; set EVAL_DIR to the folder holding score.mjs and the gold files`);
  const extra = args.filter((a) => a === '--errors');
  const cv = opt('--cv');
  let golds: GoldRecord[];
  let predictions: string[];
  if (cv) {
    const k = Number(cv);
    if (!Number.isInteger(k) || k < 2) throw new Error(`--cv takes a number of folds of at least 2, not "${cv}"`);
    const all = goldSet(dir, 'all');
    const trainIds = new Set(goldSet(dir, 'train').map((g) => g.id));
    const cvPredictions = crossValidate(all, k, (s) => console.error(s), process.env.CV_TRAIN_ONLY ? (g) => trainIds.has(g.id) : undefined, goldSet(dir, 'probes'));
    // Score the folds' predictions on one set (default: all), e.g. --set train for the abstracts no rule was written from.
    const set = (opt('--set') ?? 'all') as SetName;
    if (!SETS.includes(set)) throw new Error(`--set takes one of ${SETS.join(', ')}, not "${set}"`);
    const ids = new Set(goldSet(dir, set).map((g) => g.id));
    golds = all.filter((g) => ids.has(g.id));
    predictions = cvPredictions.filter((_, i) => ids.has(all[i]?.id ?? ''));
    console.log(`${k}-fold cross-validation over dev + train (${all.length} abstracts, the probes in every fold's training), learned layer retrained per fold; scored on set ${set} (${golds.length})`);
  } else if (args.includes('--stress')) {
    const set = (opt('--set') ?? 'tune') as SetName;
    if (!SETS.includes(set)) throw new Error(`--set takes one of ${SETS.join(', ')}, not "${set}"`);
    const show = opt('--show');
    process.stdout.write(show ? showStress(dir, goldSet(dir, set), show) : stress(dir, goldSet(dir, set), set));
    return 0;
  } else {
    const files = opt('--gold');
    const set = (opt('--set') ?? 'dev') as SetName;
    if (!files && !SETS.includes(set)) throw new Error(`--set takes one of ${SETS.join(', ')}, not "${set}"`);
    golds = files ? files.split(',').flatMap((f) => readGold(f)) : goldSet(dir, set);
    const name = files ? files : `set ${set}`;
    // The weights the facts are read with: the rules alone, a model trained without held, or the shipped weights.
    const rulesOnly = args.includes('--rules-only');
    const heldModel = !rulesOnly && args.includes('--held-model');
    const model = rulesOnly ? rulesOnlyModel() : heldModel ? trainModel(prepare(learningSet(dir, 'tune'))).model : undefined;
    const weights = rulesOnly
      ? 'rules only (the learned layer keeps exactly what the rules found)'
      : heldModel
        ? 'weights trained on dev + train without the held-aside part, and the probes'
        : 'shipped weights';
    const held = !files && set === 'train' ? `, ${golds.filter(isHeld).length} of them held aside` : '';
    if (args.includes('--corpus')) {
      console.log(`${name} (${golds.length} abstracts${held}), ${weights}: what a corpus pass would add (names read in a field in one abstract, taken in it wherever else they are written)`);
      process.stdout.write(formatCorpus(corpusPotential(golds, golds.map((g) => extractGold(g, model)))));
      return 0;
    }
    if (args.includes('--by-rule')) {
      console.log(`${name} (${golds.length} abstracts${held}), ${weights}: facts by the rule that found them`);
      process.stdout.write(formatByRule(byRule(golds, model)));
      return 0;
    }
    predictions = predict(golds, model);
    console.log(`${name} (${golds.length} abstracts${held}), ${weights}`);
  }
  const s = score(dir, golds, predictions, extra);
  if (args.includes('--json')) console.log(JSON.stringify({ rows: s.rows, conditions: s.conditions, macroF1: s.macroF1 }));
  else process.stdout.write(s.text);
  return 0;
}

if (process.argv[1]?.endsWith('eval.ts')) runCli(main, 2);
