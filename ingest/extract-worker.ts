/**
 * Worker thread of ingest/extract-pool.ts: extracts the abstracts of each message
 * with the same extractInput() the ingest runs in process. Message in:
 * ExtractInput[] (an abstract, or an abstract with its title); message out:
 * { extractions } (one Extraction per input, in order).
 */
import { parentPort } from 'node:worker_threads';
import { EXTRACTOR_VERSION } from './extract/index.ts';
import { extractInput } from './extract-paper.ts';
import type { WorkerMessage } from './extract-pool.ts';
import type { ExtractInput } from './types.ts';

parentPort?.on('message', (inputs: ExtractInput[]) => {
  parentPort?.postMessage({ extractions: inputs.map(extractInput) } satisfies WorkerMessage);
});
// Loaded: the pool starts charging budgets only once a worker is up, and checks that this is its extractor.
parentPort?.postMessage({ ready: EXTRACTOR_VERSION } satisfies WorkerMessage);
