/** bench/ingest-one.ts run as a child process, as the bench and the ingestion A/B run it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { IngestRun } from './ingest-one.ts';
import { benchDir, benchEnv } from './lib.ts';

/** Runs bench/ingest-one.ts in a child process on the bench server; resolves with the run it prints last. */
export function runIngestOne(argv: string[]): Promise<IngestRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'ingest-one.ts'), ...argv], { env: benchEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`ingest-one ${argv.join(' ')} exited ${code}: ${last}`));
      else resolve(JSON.parse(last) as IngestRun);
    });
  });
}
