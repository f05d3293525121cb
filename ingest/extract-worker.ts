/**
 * Worker thread of ingest/extract-pool.ts (and bench/parallel-ingest.ts): extracts
 * the abstracts of each message. Message in: string[]; message out: Extraction[].
 */
import { parentPort } from 'node:worker_threads';
import { extract } from './extract/index.ts';

parentPort?.on('message', (texts: string[]) => {
  parentPort?.postMessage(texts.map((t) => extract(t)));
});
// Loaded: the pool starts a request's budget only now, so a worker's start-up is never charged to a request.
parentPort?.postMessage('ready');
