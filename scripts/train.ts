/**
 * Trains the extractor's learned layer from the gold and writes its weights:
 *   npm run train                  dev + train gold (data/eval, or EVAL_DIR) and the probes (data/eval) -> ingest/extract/learn/weights.json
 *   npm run train -- --without-held   leaves train's held-aside part out (to measure on it honestly)
 * Deterministic: the same gold and rules give the same file.
 */
import { writeFileSync } from 'node:fs';
import { evalDir, learningSet } from '../ingest/extract/learn/evaluate.ts';
import { WEIGHTS_PATH } from '../ingest/extract/learn/model.ts';
import { prepare, trainModel } from '../ingest/extract/learn/train.ts';
import { runCli } from '../ingest/cli/run-cli.ts';

async function main(args: string[]): Promise<number> {
  const dir = evalDir();
  const set = args.includes('--without-held') ? 'tune' : 'all';
  const golds = learningSet(dir, set);
  const started = Date.now();
  const { model, counts } = trainModel(prepare(golds));
  model.trainedOn = `${golds.length} gold abstracts (${set === 'all' ? 'dev + train' : 'dev + train without the held-aside part'}, and the probes); npm run train${set === 'tune' ? ' -- --without-held' : ''}`;
  writeFileSync(WEIGHTS_PATH, `${JSON.stringify(model, null, 1)}\n`);
  for (const [name, c] of Object.entries(counts)) {
    const threshold = name === 'claims' ? model.claims.threshold : model.entities[name as keyof typeof model.entities].threshold;
    console.log(`${name.padEnd(22)} ${String(c.examples).padStart(6)} candidates ${String(c.positives).padStart(5)} positive ${String(c.features).padStart(5)} weights  threshold ${threshold}`);
  }
  console.log(`wrote ${WEIGHTS_PATH} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

if (process.argv[1]?.endsWith('train.ts')) runCli(main, 2);
