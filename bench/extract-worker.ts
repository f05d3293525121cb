/**
 * Worker thread for bench/parallel-ingest.ts: extracts chunks of abstracts.
 * Message in: { seq, texts }; message out: { seq, extractions }.
 */
import { parentPort } from 'node:worker_threads';
import { extract } from '../ingest/extract/index.ts';

parentPort?.on('message', (msg: { seq: number; texts: string[] }) => {
  parentPort?.postMessage({ seq: msg.seq, extractions: msg.texts.map((t) => extract(t)) });
});
