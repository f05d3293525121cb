/**
 * Ingestion: read files, extract each abstract, write batches to the graph.
 * Extraction (in a worker thread by default) overlaps the write of the previous batch. The same
 * abstract in two files is one paper; so are records that share any id or the
 * same title and first author (graph/merge.ts). The same id with different text
 * in one run is rejected (the first one read wins) with both places named.
 */
import { createHash } from 'node:crypto';
import { EXTRACTOR_VERSION } from './extract/index.ts';
import { extractInput, inputOf } from './extract-paper.ts';
import { RecordError } from './formats/record.ts';
import { ingestWorkers } from './ingest-workers.ts';
import { InputError, paperFromJson, readPapers } from './read.ts';
import type { ExtractedPaper, ExtractInput, Extraction, PaperRecord } from './types.ts';
import { addRecords, addStoredRecords, writeBatch, writePapers, type WriteSummary } from '../graph/write.ts';
import type { Db } from '../graph/driver.ts';
import type { GraphStore } from '../graph/store.ts';
import { withRetry, type RetryOptions } from '../graph/retry.ts';

export interface IngestProgress {
  read: number;
  written: number;
  rejected: number;
  file: string;
}

/** How the writes of a run went: what overlapping extraction with writing left to wait for. */
export interface WriteTiming {
  /** Write transactions (batches) run. */
  batches: number;
  /** Papers in the largest batch. */
  largestBatch: number;
  /** Seconds the write transactions took, retries included (they overlap extraction). */
  writeSeconds: number;
  /** Seconds extraction stood still because the write before had not finished (the part not overlapped). */
  waitedSeconds: number;
}

export interface IngestSummary extends WriteSummary {
  /** Records read, duplicates within the run included. */
  read: number;
  /** Records that repeated a paper already read in this run (same id and text). */
  duplicates: number;
  rejected: number;
  errors: InputError[];
  timing: WriteTiming;
}

export interface IngestOptions {
  /** Papers per write transaction. */
  batchSize?: number;
  /**
   * Extraction worker threads (default 1): reading and writing stay on this thread and extraction runs
   * beside them, at most one batch ahead of the write in flight. 0 extracts on this thread between the
   * write's round trips (the pipeline before issue 14's fourth session).
   */
  extractWorkers?: number;
  onProgress?: (p: IngestProgress) => void;
  /** Called for each rejected record as soon as it is found. */
  onError?: (e: InputError) => void;
  /** How writes retry while Neo4j is away (each batch is one transaction, so a retry never half-writes a paper). */
  retry?: RetryOptions;
}

/** Default papers per transaction; see BENCHMARKS.md for how it was chosen. */
export const DEFAULT_BATCH_SIZE = 1000;

/** Default extraction worker threads; see BENCHMARKS.md (issue 14, fourth session) for how it was chosen. */
export const DEFAULT_EXTRACT_WORKERS = 1;

/** Abstracts extracted between two turns given to the event loop (on this thread). */
const YIELD_EVERY = 25;

/** Abstracts sent to an extraction worker in one message. */
const CHUNK = 100;

/** A short digest of a text: enough to tell two texts under one id apart, small enough to keep per paper. */
function textHash(text: string): string {
  return createHash('sha1').update(text).digest('base64').slice(0, 12);
}

/** Extracts texts in order: on this thread with event-loop turns, or in worker threads. */
interface Extractor {
  extractMany(inputs: ExtractInput[]): Promise<Extraction[]>;
  close(): Promise<void>;
}

function inlineExtractor(): Extractor {
  return {
    extractMany: async (inputs) => {
      const out: Extraction[] = [];
      for (const input of inputs) {
        out.push(extractInput(input));
        // Extraction is synchronous: let the driver move the write in flight now and then
        // (100k abstracts: 128 s without, 91 s with; BENCHMARKS.md, Ingestion).
        if (out.length % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      return out;
    },
    close: async () => {},
  };
}

/** Where an ingest's batches go: Neo4j, one transaction each (ingestFiles), or a graph in memory (ingestToStore). */
interface IngestTarget {
  write(items: ExtractedPaper[]): Promise<WriteSummary>;
  /** Adds records of papers already written (the same id read again in the run). */
  addRecords(records: PaperRecord[]): Promise<void>;
}

/**
 * Reads, extracts and writes `files`; returns what happened. Reading (with its
 * per-run dedupe and rejects) and writing run on this thread, in input order;
 * extraction runs in worker threads at most one batch ahead, so the write of
 * batch N overlaps the extraction of batch N+1, and one write is in flight at a
 * time. Database errors propagate.
 */
export async function ingestFiles(db: Db, files: string[], options: IngestOptions = {}): Promise<IngestSummary> {
  return ingestInto(
    {
      write: (items) => withRetry(`writing ${items.length} papers`, () => writePapers(db, items, EXTRACTOR_VERSION), options.retry),
      addRecords: (records) => withRetry('recording sources', () => addRecords(db, records), options.retry),
    },
    files,
    options,
  );
}

/**
 * The same ingest into `store` (a graph in memory for a bulk load: graph/memory-graph.ts):
 * the same reading, dedupe, extraction and batches, each written by the writer's
 * own `writeBatch`, so the graph is the one ingestFiles would make on an empty database.
 */
export async function ingestToStore(store: GraphStore, files: string[], options: IngestOptions = {}): Promise<IngestSummary> {
  return ingestInto({ write: (items) => writeBatch(store, items, EXTRACTOR_VERSION), addRecords: (records) => addStoredRecords(store, records) }, files, options);
}

async function ingestInto(target: IngestTarget, files: string[], options: IngestOptions): Promise<IngestSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const workers = options.extractWorkers ?? DEFAULT_EXTRACT_WORKERS;
  const timing: WriteTiming = { batches: 0, largestBatch: 0, writeSeconds: 0, waitedSeconds: 0 };
  const summary: IngestSummary = { read: 0, duplicates: 0, rejected: 0, errors: [], added: 0, updated: 0, unchanged: 0, timing };
  const seen = new Map<string, { hash: string; source: string }>();
  // Records of a paper read earlier in this run under the same id: their file, ids and metadata are added to it.
  const moreRecords: PaperRecord[] = [];
  const inline = inlineExtractor();
  // Started at the second chunk: a small ingest (one chunk) is extracted here and never waits for a worker to load.
  let pool = null as Extractor | null;
  let chunks = 0;
  // Papers read and sent to extraction, in input order, not yet in a batch: the bounded queue.
  const ahead: { papers: PaperRecord[]; extractions: Promise<Extraction[]> }[] = [];
  let aheadPapers = 0;
  let chunk: PaperRecord[] = [];
  let batch: ExtractedPaper[] = [];
  let pending: Promise<void> = Promise.resolve();
  let written = 0;
  let file = '';
  const progress = () => options.onProgress?.({ read: summary.read, written, rejected: summary.rejected, file });
  const reject = (error: InputError) => {
    summary.rejected += 1;
    summary.errors.push(error);
    options.onError?.(error);
  };
  const flush = async () => {
    const items = batch;
    batch = [];
    const waitFrom = performance.now();
    await pending;
    timing.waitedSeconds += (performance.now() - waitFrom) / 1000;
    const writeFrom = performance.now();
    pending = target.write(items).then((s) => {
      timing.writeSeconds += (performance.now() - writeFrom) / 1000;
      timing.batches += 1;
      timing.largestBatch = Math.max(timing.largestBatch, items.length);
      summary.added += s.added;
      summary.updated += s.updated;
      summary.unchanged += s.unchanged;
      summary.merged = (summary.merged ?? 0) + (s.merged ?? 0);
      written += items.length;
      progress();
    });
    // Surface a write failure at the next await instead of as an unhandled rejection.
    pending.catch(() => {});
  };
  const dispatch = () => {
    if (chunk.length === 0) return;
    const papers = chunk;
    chunk = [];
    chunks += 1;
    if (workers > 0 && chunks > 1) pool ??= ingestWorkers(workers);
    const extractor = pool ?? inline;
    const extractions = extractor.extractMany(papers.map(inputOf));
    // Surfaced when this chunk is taken off the queue, not as an unhandled rejection.
    extractions.catch(() => {});
    ahead.push({ papers, extractions });
    aheadPapers += papers.length;
  };
  // Takes the oldest chunk off the queue into the batch, writing the batch once full.
  const drainOne = async () => {
    const next = ahead.shift();
    if (!next) return;
    aheadPapers -= next.papers.length;
    const extractions = await next.extractions;
    for (const [i, paper] of next.papers.entries()) batch.push({ paper, extraction: extractions[i] as Extraction });
    if (batch.length >= batchSize) await flush();
  };

  try {
    for (file of files) {
      for await (const item of readPapers(file)) {
        summary.read += 1;
        if (item.kind === 'error') {
          reject(item.error);
          continue;
        }
        const { paper } = item;
        const hash = textHash(paper.text);
        const before = seen.get(paper.id);
        if (before) {
          if (before.hash === hash) {
            summary.duplicates += 1;
            moreRecords.push(paper);
          } else {
            reject(new InputError(file, lineOf(paper.source), `id ${paper.id} was already read with different text at ${before.source}`));
          }
          continue;
        }
        seen.set(paper.id, { hash, source: paper.source });
        chunk.push(paper);
        if (chunk.length >= Math.min(CHUNK, batchSize)) dispatch();
        // At most one batch extracted ahead of the one being filled: memory stays bounded whatever the corpus.
        while (aheadPapers >= batchSize) await drainOne();
        if (summary.read % 100 === 0) progress();
      }
    }
    dispatch();
    while (ahead.length > 0) await drainOne();
    if (batch.length > 0) await flush();
    await pending;
  } finally {
    await pool?.close();
  }
  await target.addRecords(moreRecords);
  progress();
  return summary;
}

function lineOf(source: string): number {
  return Number(source.slice(source.lastIndexOf(':') + 1));
}

export interface RecordsSummary extends WriteSummary {
  rejected: { index: number; message: string }[];
  /** Ids of the accepted papers, in input order. */
  ids: string[];
}

/**
 * Validates, extracts and writes in-memory records (the shape of one JSON Lines
 * record each) in one transaction; invalid records are reported by index and
 * the rest still written. A crash of the record builder or the extractor is no
 * invalid record: it is thrown (the API answers INTERNAL_SERVER_ERROR).
 */
export async function ingestRecords(
  db: Db,
  records: unknown[],
  origin: string,
  extractMany: (inputs: ExtractInput[]) => Promise<Extraction[]> = async (inputs) => inputs.map(extractInput),
): Promise<RecordsSummary> {
  const rejected: RecordsSummary['rejected'] = [];
  const papers = new Map<string, PaperRecord>();
  // A second record of an id given earlier in the call, same text: its ids and metadata are added after the write.
  const again: PaperRecord[] = [];
  const ids: string[] = [];
  records.forEach((record, index) => {
    try {
      const paper = paperFromJson(record, `${origin}:${index}`);
      const before = papers.get(paper.id);
      if (before && before.text !== paper.text) throw new RecordError(`id ${paper.id} is given twice with different text`);
      if (!before) papers.set(paper.id, paper);
      else again.push(paper);
      ids.push(paper.id);
    } catch (error) {
      // Only bad input is a rejected record; a crash of the code fails the call (an internal error).
      if (!(error instanceof RecordError)) throw error;
      rejected.push({ index, message: error.message });
    }
  });
  // The API passes its worker pool here: extraction leaves its event loop and has a time budget.
  const extractions = await extractMany([...papers.values()].map(inputOf));
  const batch: ExtractedPaper[] = [...papers.values()].map((paper, i) => ({ paper, extraction: extractions[i] as Extraction }));
  const written = await writePapers(db, batch, EXTRACTOR_VERSION);
  // A record of a paper already stored (or given twice under two ids) is that paper.
  const into = written.mergedInto ?? new Map<string, string>();
  await addRecords(
    db,
    again.map((p) => ({ ...p, id: into.get(p.id) ?? p.id })),
  );
  return { ...written, rejected, ids: ids.map((id) => into.get(id) ?? id) };
}
