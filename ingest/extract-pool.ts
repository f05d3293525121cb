/**
 * Extraction off the caller's thread, for the API: a small pool of worker threads
 * (node:worker_threads) that extract abstracts, each request within a time budget.
 *
 * The budget runs from the moment a request asks, waiting behind other requests
 * included: a request past it gets an ExtractionTimeout, whether it was running (its
 * worker is then replaced, the only way to stop synchronous work) or still queued
 * (it never runs). So a hostile abstract never holds the API's event loop, and a
 * queue of them delays another extraction request by at most that request's own
 * budget. Time in which no worker of the pool is up (the first second or two after
 * the API starts, or while the only worker is being replaced) is not charged to a
 * request that asks then: its budget starts when a worker is up.
 *
 * Hand-written rather than a pool library (piscina, workerpool): what is needed is
 * a per-task deadline that kills the busy worker and a deadline on the queue, which
 * is ~100 lines here, and a worker that loads TypeScript through tsx, which a
 * library would need the same bootstrap for.
 *
 * Every worker reports the EXTRACTOR_VERSION (a hash of the extractor's sources) it
 * loaded; a worker whose version is not the API's (the sources changed on disk
 * after the API started, and a replaced worker loaded the new ones) is refused, so
 * the API never mixes two extractors.
 */
import { Worker } from 'node:worker_threads';
import { EXTRACTOR_VERSION } from './extract/index.ts';
import type { ExtractInput, Extraction } from './types.ts';

/** Thrown when a request's extraction runs past its budget. */
export class ExtractionTimeout extends Error {
  override name = 'ExtractionTimeout';
}

export interface ExtractPool {
  /** Extracts `texts` in one worker; rejects with ExtractionTimeout past the budget. */
  extractMany(texts: ExtractInput[]): Promise<Extraction[]>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Worker threads (default 1: the API shares the machine with Neo4j). */
  size?: number;
  /** Budget of one request: a base plus a fiftieth of it per abstract (default 5 s + 100 ms per abstract). */
  baseBudgetMs?: number;
}

/** What a worker posts: its extractor's version once loaded, then one answer per message. */
export type WorkerMessage = { ready: string } | { extractions: Extraction[] };

interface Task {
  texts: ExtractInput[];
  resolve: (e: Extraction[]) => void;
  reject: (e: Error) => void;
  budgetMs: number;
  /** When the budget started (null: no worker had started yet when it asked). */
  clockedAt: number | null;
  timer: NodeJS.Timeout | null;
  /** When a worker took it (null while queued). */
  startedAt: number | null;
  slot: Slot | null;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the extractor (it said "ready" with the API's version). */
  ready: boolean;
  task: Task | null;
}

/** Workers do not inherit tsx's loader: a tiny ESM bootstrap registers it, then imports the TypeScript worker. */
function spawn(): Worker {
  const bootstrap = `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}); register(); await import(${JSON.stringify(new URL('./extract-worker.ts', import.meta.url).href)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
  worker.unref();
  return worker;
}

const seconds = (ms: number) => (ms < 100 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

export function extractPool(options: PoolOptions = {}): ExtractPool {
  const base = options.baseBudgetMs ?? 5_000;
  const per = base / 50;
  const queue: Task[] = [];
  let closed = false;
  const slots: Slot[] = [];
  /** Set when a worker loaded another extractor than the API's: every request is refused with it from then on. */
  let failed: Error | null = null;
  /** Some worker is up: a request's budget runs from the moment it asks. */
  const up = () => slots.some((s) => s.ready);

  const expire = (task: Task): void => {
    task.timer = null;
    const now = Date.now();
    const n = `${task.texts.length} abstract${task.texts.length === 1 ? '' : 's'}`;
    const waited = (task.startedAt ?? now) - (task.clockedAt ?? now);
    const why = task.startedAt === null ? `, all of it waiting behind other extraction requests` : waited >= 100 ? `, ${seconds(waited)} of it waiting behind other extraction requests` : '';
    if (task.slot) {
      const slot = task.slot;
      slot.task = null;
      task.slot = null;
      replace(slot);
    } else {
      const i = queue.indexOf(task);
      if (i >= 0) queue.splice(i, 1);
    }
    task.reject(new ExtractionTimeout(`extraction took longer than ${seconds(task.budgetMs)} (${n}${why}); shorten the text or split the request`));
    next();
  };
  const clock = (task: Task): void => {
    task.clockedAt = Date.now();
    task.timer = setTimeout(() => expire(task), task.budgetMs);
  };
  const settle = (task: Task): void => {
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    task.slot = null;
  };

  const attach = (slot: Slot): void => {
    const worker = slot.worker;
    worker.on('message', (message: WorkerMessage) => {
      if (worker !== slot.worker) return;
      if ('ready' in message) {
        if (message.ready !== EXTRACTOR_VERSION) {
          // Not the extractor the API runs: refuse every request rather than answer from another version.
          const error = new Error(`the extractor on disk (version ${message.ready}) is not the one this API started with (${EXTRACTOR_VERSION}); restart the API`);
          failed = error;
          for (const t of queue.splice(0)) {
            settle(t);
            t.reject(error);
          }
          void worker.terminate();
          return;
        }
        slot.ready = true;
        for (const t of queue) if (t.clockedAt === null) clock(t);
        next();
        return;
      }
      const task = slot.task;
      slot.task = null;
      if (task) {
        settle(task);
        task.resolve(message.extractions);
      }
      next();
    });
    worker.on('error', (error: Error) => {
      if (worker !== slot.worker) return;
      const task = slot.task;
      slot.task = null;
      if (task) {
        settle(task);
        task.reject(new Error(`extraction failed: ${error.message}`));
      }
      replace(slot);
      next();
    });
  };
  const replace = (slot: Slot): void => {
    void slot.worker.terminate();
    slot.ready = false;
    if (closed) return;
    slot.worker = spawn();
    attach(slot);
  };
  const next = (): void => {
    for (const slot of slots) {
      if (!slot.ready || slot.task || queue.length === 0) continue;
      const task = queue.shift() as Task;
      slot.task = task;
      task.slot = slot;
      task.startedAt = Date.now();
      slot.worker.postMessage(task.texts);
    }
  };
  for (let i = 0; i < (options.size ?? 1); i++) {
    const slot: Slot = { worker: spawn(), ready: false, task: null };
    attach(slot);
    slots.push(slot);
  }
  return {
    extractMany: (texts) =>
      texts.length === 0
        ? Promise.resolve([])
        : new Promise<Extraction[]>((resolve, reject) => {
            if (closed) return reject(new Error('the extraction pool is closed'));
            if (failed) return reject(failed);
            const task: Task = { texts, resolve, reject, budgetMs: base + per * texts.length, clockedAt: null, timer: null, startedAt: null, slot: null };
            if (up()) clock(task);
            queue.push(task);
            next();
          }),
    close: async () => {
      closed = true;
      for (const t of queue.splice(0)) {
        settle(t);
        t.reject(new Error('the extraction pool is closed'));
      }
      for (const s of slots) if (s.task) settle(s.task);
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
