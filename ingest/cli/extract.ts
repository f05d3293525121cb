/**
 * `npm run extract -- FILE...`: prints one JSON object per abstract to stdout in
 * the format of ../shared/eval/score.mjs, without Neo4j. Rejected records are
 * reported on stderr with file and line; exit code 1 when any was rejected.
 */
import { toScoreRecord } from '../extract/score-format.ts';
import { extractPaper } from '../extract-paper.ts';
import { readPapers } from '../read.ts';
import { runCli } from './run-cli.ts';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write('usage: npm run extract -- FILE...\n');
    return 2;
  }
  let rejected = 0;
  const out: string[] = [];
  for (const file of files) {
    for await (const item of readPapers(file)) {
      if (item.kind === 'error') {
        rejected += 1;
        process.stderr.write(`rejected ${item.error.message}\n`);
        continue;
      }
      out.push(JSON.stringify(toScoreRecord(item.paper.id, item.paper.text, extractPaper(item.paper))));
      if (out.length >= 1000) process.stdout.write(`${out.splice(0).join('\n')}\n`);
    }
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
  return rejected > 0 ? 1 : 0;
}

runCli(main, 3);
