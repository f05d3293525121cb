/**
 * An ingestion variant for measurement: the same reading, per-run dedupe and
 * batched writes (graph/write.ts writePapers, one write in flight) as
 * ingest/pipeline.ts, with extraction either in worker threads or inline with a
 * yield to the event loop every 25 papers. It answers one question (BENCHMARKS.md
 * "Where the time goes"): does ingestion gain from overlapping extraction with
 * the write in flight? In ingestFiles the extraction loop runs synchronously
 * between file chunks (1 MiB, about 1,100 abstracts), so the socket callbacks of
 * the write in flight run mostly at chunk boundaries and at the next flush.
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { Db } from '../graph/driver.ts';
import { writePapers } from '../graph/write.ts';
import { EXTRACTOR_VERSION, extract } from '../ingest/extract/index.ts';
import { readPapers } from '../ingest/read.ts';
import type { ExtractedPaper, Extraction, PaperRecord } from '../ingest/types.ts';

export interface ParallelOptions {
  batchSize: number;
  /** Extraction worker threads; 0 extracts on the main thread, yielding every 25 papers. */
  workers: number;
  onProgress?: (written: number) => void;
}

export interface ParallelSummary {
  read: number;
  written: number;
  rejected: number;
  duplicates: number;
  added: number;
  unchanged: number;
  updated: number;
}

const CHUNK = 50;

interface Pool {
  run: (texts: string[]) => Promise<Extraction[]>;
  close: () => Promise<void>;
}

function workerPool(size: number): Pool {
  // A worker does not inherit tsx's loader: a tiny ESM bootstrap registers it, then imports the TS worker.
  const bootstrap = `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}); register(); await import(${JSON.stringify(new URL('./extract-worker.ts', import.meta.url).href)});`;
  const workers = Array.from({ length: size }, () => new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`)));
  const waiting = new Map<number, (e: Extraction[]) => void>();
  for (const w of workers) w.on('message', (m: { seq: number; extractions: Extraction[] }) => {
    waiting.get(m.seq)?.(m.extractions);
    waiting.delete(m.seq);
  });
  let seq = 0;
  return {
    run: (texts) =>
      new Promise((resolve) => {
        const s = seq++;
        waiting.set(s, resolve);
        (workers[s % workers.length] as Worker).postMessage({ seq: s, texts });
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

function inlinePool(): Pool {
  return {
    run: async (texts) => {
      const out: Extraction[] = [];
      for (const [i, t] of texts.entries()) {
        out.push(extract(t));
        if (i % 25 === 24) await new Promise((r) => setImmediate(r));
      }
      return out;
    },
    close: async () => {},
  };
}

/** Ingests `files` as described above; returns counts. Database errors propagate. */
export async function ingestParallel(db: Db, files: string[], options: ParallelOptions): Promise<ParallelSummary> {
  const pool = options.workers > 0 ? workerPool(options.workers) : inlinePool();
  const maxInflight = Math.max(2, options.workers * 2);
  const s: ParallelSummary = { read: 0, written: 0, rejected: 0, duplicates: 0, added: 0, unchanged: 0, updated: 0 };
  const seen = new Map<string, string>();
  const inflight: { papers: PaperRecord[]; extractions: Promise<Extraction[]> }[] = [];
  let chunk: PaperRecord[] = [];
  let batch: ExtractedPaper[] = [];
  let pending: Promise<void> = Promise.resolve();

  const flush = async () => {
    const items = batch;
    batch = [];
    await pending;
    pending = writePapers(db, items, EXTRACTOR_VERSION).then((w) => {
      s.added += w.added;
      s.updated += w.updated;
      s.unchanged += w.unchanged;
      s.written += items.length;
      options.onProgress?.(s.written);
    });
    pending.catch(() => {});
  };
  const drainOne = async () => {
    const next = inflight.shift();
    if (!next) return;
    const extractions = await next.extractions;
    for (const [i, paper] of next.papers.entries()) batch.push({ paper, extraction: extractions[i] as Extraction });
    if (batch.length >= options.batchSize) await flush();
  };
  const dispatch = () => {
    if (chunk.length === 0) return;
    inflight.push({ papers: chunk, extractions: pool.run(chunk.map((p) => p.text)) });
    chunk = [];
  };

  try {
    for (const file of files) {
      for await (const item of readPapers(file)) {
        s.read += 1;
        if (item.kind === 'error') {
          s.rejected += 1;
          continue;
        }
        const hash = createHash('sha1').update(item.paper.text).digest('base64');
        const before = seen.get(item.paper.id);
        if (before !== undefined) {
          if (before === hash) s.duplicates += 1;
          else s.rejected += 1;
          continue;
        }
        seen.set(item.paper.id, hash);
        chunk.push(item.paper);
        if (chunk.length >= CHUNK) dispatch();
        while (inflight.length >= maxInflight) await drainOne();
      }
    }
    dispatch();
    while (inflight.length > 0) await drainOne();
    if (batch.length > 0) await flush();
    await pending;
  } finally {
    await pool.close();
  }
  return s;
}
