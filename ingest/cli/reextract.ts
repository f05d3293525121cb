/**
 * `npm run reextract [-- --all]`: re-extracts the papers in the configured graph
 * from their stored abstracts, those stored under another extractor version (all
 * with --all; unchanged facts are left alone). Exit codes: 0 done, 2 usage, 3 the
 * database is unreachable.
 */
import { closeDb, openDb } from '../../graph/driver.ts';
import { EXTRACTOR_VERSION } from '../extract/index.ts';
import { reextract } from '../reextract.ts';
import { loadConfig } from '../../server/config.ts';
import { runCli } from './run-cli.ts';

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--all');
  if (unknown.length) {
    process.stderr.write(`usage: npm run reextract [-- --all]   (unknown: ${unknown.join(' ')})\n`);
    return 2;
  }
  const db = await openDb(loadConfig());
  try {
    const started = Date.now();
    const s = await reextract(db, { all: argv.includes('--all'), onPage: (n) => process.stderr.write(`\r${n} papers re-extracted`) });
    process.stderr.write(s.reextracted ? '\n' : '');
    console.log(`re-extracted ${s.reextracted} papers with extractor ${EXTRACTOR_VERSION} (${s.changed} with changed facts) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await closeDb(db);
  }
}

runCli(main, 3);
