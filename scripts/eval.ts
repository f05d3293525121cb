/**
 * Scores the extractor on the dev gold: `npm run eval [-- --errors] [-- --json]`.
 * EVAL_DIR overrides the folder holding score.mjs and seeds-dev.gold.jsonl
 * (default: ../shared/eval relative to the repository root).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../ingest/extract/index.ts';
import { toScoreRecord } from '../ingest/extract/score-format.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The eval folder: $EVAL_DIR, else ../shared/eval beside the repository. */
export function evalDir(): string {
  return resolve(root, process.env['EVAL_DIR'] ?? '../shared/eval');
}

/** Writes predictions for every gold abstract to a temp JSONL file and returns its path. */
export function writePredictions(goldPath: string): string {
  const lines = readFileSync(goldPath, 'utf8').split('\n').filter((l) => l.trim());
  const out = lines.map((line) => {
    const g = JSON.parse(line) as { id: string; text: string };
    const text = g.text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(toScoreRecord(g.id, text, extract(text)));
  });
  const path = join(mkdtempSync(join(tmpdir(), 'litgraph-eval-')), 'pred.jsonl');
  writeFileSync(path, out.join('\n') + '\n');
  return path;
}

function main(): void {
  const dir = evalDir();
  const gold = join(dir, 'seeds-dev.gold.jsonl');
  const scorer = join(dir, 'score.mjs');
  if (!existsSync(gold) || !existsSync(scorer)) {
    console.error(`eval: ${gold} or ${scorer} not found; set EVAL_DIR to the folder holding them`);
    process.exit(2);
  }
  const pred = writePredictions(gold);
  const pass = process.argv.slice(2).filter((a) => a === '--errors' || a === '--json');
  const r = spawnSync(process.execPath, [scorer, '--gold', gold, '--pred', pred, ...pass], { stdio: 'inherit' });
  rmSync(dirname(pred), { recursive: true, force: true });
  process.exit(r.status ?? 1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
