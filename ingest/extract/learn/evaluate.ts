/**
 * Evaluation of the extractor against gold files with the shared scorer
 * (`score.mjs`): named sets, a held-aside part of train that no weight or rule
 * is fitted to, and k-fold cross-validation with the learned layer retrained per fold.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../index.ts';
import { toScoreRecord } from '../score-format.ts';
import type { Extraction } from '../../types.ts';
import type { ExtractorModel } from './model.ts';
import { collapse, foldOf, prepare, trainModel, type GoldRecord } from './train.ts';

/** The in-repository copy of the gold and scorer (`data/eval/`, copied from ../shared/eval). */
export const REPO_EVAL_DIR = fileURLToPath(new URL('../../../data/eval/', import.meta.url));

/** The eval folder: $EVAL_DIR, else the repository's copy. */
export function evalDir(): string {
  return process.env.EVAL_DIR ?? REPO_EVAL_DIR;
}

export type SetName = 'dev' | 'train' | 'tune' | 'train-tune' | 'held' | 'all' | 'synthetic' | 'probes';

/** Reads a gold JSON Lines file. */
export function readGold(path: string): GoldRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as GoldRecord;
      } catch (err) {
        throw new Error(`${path}:${i + 1}: not JSON: ${(err as Error).message}`);
      }
    });
}

/**
 * What the learned layer trains on: dev + train (`all`) or dev + train without the held-aside part (`tune`), plus the
 * probe abstracts, whose 1,000 gold claims and 400 gold methods the real gold's few hundred cannot match. The probes
 * are written by helpers, not from train, so held stays unseen.
 */
export function learningSet(dir: string, set: 'all' | 'tune'): GoldRecord[] {
  return [...goldSet(dir, set), ...goldSet(dir, 'probes')];
}

/** Whether a train record is in the held-aside part (about 30%, by a hash of its id): never trained or tuned on. */
export const isHeld = (g: GoldRecord): boolean => foldOf(g.id, 10) < 3;

/** The gold records of a named set from an eval folder. */
export function goldSet(dir: string, set: SetName): GoldRecord[] {
  const dev = readGold(join(dir, 'seeds-dev.gold.jsonl'));
  const trainAll = readGold(join(dir, 'train.gold.jsonl'));
  switch (set) {
    case 'dev':
      return dev;
    case 'train':
      return trainAll;
    case 'held':
      return trainAll.filter(isHeld);
    case 'tune':
      return [...dev, ...trainAll.filter((g) => !isHeld(g))];
    case 'train-tune':
      return trainAll.filter((g) => !isHeld(g));
    case 'all':
      return [...dev, ...trainAll];
    case 'synthetic':
      // Abstracts written by hand with invented names (data/eval only): a regression set for the rules, never trained on.
      return readGold(join(REPO_EVAL_DIR, 'synthetic.gold.jsonl'));
    case 'probes':
      // Realistic abstracts (clean and messy, several fields) with their gold written before the extractor ran on them
      // (data/eval only): rules were mended on them afterwards, so a regression set for the rules; the learned layer
      // trains on them too (learningSet), never on train's held-aside part.
      return readGold(join(REPO_EVAL_DIR, 'probes.gold.jsonl'));
  }
}

export interface ScoreRow {
  field: string;
  gold: number;
  pred: number;
  tp: number;
  P: number;
  R: number;
  F: number;
}

export interface Scores {
  rows: ScoreRow[];
  macroF1: number;
  conditions: { checked: number; model: number | null; base_model: number | null; lower_is_better: number | null };
  /** The scorer's own text output (table, or --errors listing). */
  text: string;
}

/** One gold abstract extracted as every evaluation reads it: whitespace collapsed, with its title. */
export function extractGold(g: GoldRecord, model?: ExtractorModel): Extraction {
  return extract(collapse(g.text), model, { title: g.title });
}

/** Score records for gold abstracts under a model (predictions aligned by id and text). */
export function predict(golds: GoldRecord[], model?: ExtractorModel): string[] {
  return golds.map((g) => JSON.stringify(toScoreRecord(g.id, collapse(g.text), extractGold(g, model))));
}

/** Runs score.mjs over gold records and prediction lines; `extra` passes --errors. */
export function score(dir: string, golds: GoldRecord[], predictions: string[], extra: string[] = []): Scores {
  const tmp = mkdtempSync(join(tmpdir(), 'litgraph-eval-'));
  try {
    const goldPath = join(tmp, 'gold.jsonl');
    const predPath = join(tmp, 'pred.jsonl');
    writeFileSync(goldPath, `${golds.map((g) => JSON.stringify(g)).join('\n')}\n`);
    writeFileSync(predPath, `${predictions.join('\n')}\n`);
    const run = (args: string[]) => spawnSync(process.execPath, [join(dir, 'score.mjs'), '--gold', goldPath, '--pred', predPath, ...args], { encoding: 'utf8' });
    const json = run(['--json']);
    if (json.status !== 0) throw new Error(`score.mjs failed: ${json.stderr}`);
    const line = json.stdout.split('\n').find((l) => l.startsWith('{')) ?? '{}';
    const parsed = JSON.parse(line) as Omit<Scores, 'text'>;
    return { ...parsed, text: run(extra).stdout };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * k-fold cross-validation: each fold's abstracts are extracted by a model
 * trained on the other folds only. Predictions come back in the order of `golds`.
 */
export function crossValidate(golds: GoldRecord[], k: number, log: (s: string) => void = () => {}, trainable: (g: GoldRecord) => boolean = () => true, extra: GoldRecord[] = []): string[] {
  const prepared = prepare(golds).filter((p) => trainable(p.gold));
  // Records every fold trains on and none is scored on (the probes).
  const always = prepare(extra);
  const out: string[] = new Array<string>(golds.length).fill('');
  for (let fold = 0; fold < k; fold++) {
    const { model } = trainModel([...prepared.filter((p) => foldOf(p.gold.id, k) !== fold), ...always]);
    const test = golds.map((g, i) => [g, i] as const).filter(([g]) => foldOf(g.id, k) === fold);
    const lines = predict(test.map(([g]) => g), model);
    test.forEach(([, i], j) => {
      out[i] = lines[j] ?? '';
    });
    log(`fold ${fold + 1}/${k}: ${test.length} abstracts`);
  }
  return out;
}
