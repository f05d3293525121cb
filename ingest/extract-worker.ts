/**
 * Worker thread of ingest/extract-pool.ts: extracts the abstracts of each message
 * with the same extract() the ingest runs in process. Message in: string[];
 * message out: { extractions } (one Extraction per text, in order).
 */
import { parentPort } from 'node:worker_threads';
import { EXTRACTOR_VERSION, extract } from './extract/index.ts';
import type { WorkerMessage } from './extract-pool.ts';

parentPort?.on('message', (texts: string[]) => {
  parentPort?.postMessage({ extractions: texts.map((t) => extract(t)) } satisfies WorkerMessage);
});
// Loaded: the pool starts charging budgets only once a worker is up, and checks that this is its extractor.
parentPort?.postMessage({ ready: EXTRACTOR_VERSION } satisfies WorkerMessage);
