/**
 * Extraction off the caller's thread, for the API: a small pool of worker threads
 * that extract abstracts, each request with a time budget. A request past its
 * budget gets an ExtractionTimeout (and its worker is replaced), so one hostile
 * abstract never holds the API's event loop or another request's answer.
 */
import { Worker } from 'node:worker_threads';
import type { Extraction } from './types.ts';

/** Thrown when a request's extraction runs past its budget. */
export class ExtractionTimeout extends Error {
  override name = 'ExtractionTimeout';
}

export interface ExtractPool {
  /** Extracts `texts` in one worker; rejects with ExtractionTimeout past the budget. */
  extractMany(texts: string[]): Promise<Extraction[]>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Worker threads (default 1: the API shares the machine with Neo4j). */
  size?: number;
  /** Budget of one request: a base plus a fiftieth of it per abstract (default 5 s + 100 ms per abstract). */
  baseBudgetMs?: number;
}

interface Task {
  texts: string[];
  resolve: (e: Extraction[]) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the extractor (it says "ready"). */
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/** Workers do not inherit tsx's loader: a tiny ESM bootstrap registers it, then imports the TypeScript worker. */
function spawn(): Worker {
  const bootstrap = `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}); register(); await import(${JSON.stringify(new URL('./extract-worker.ts', import.meta.url).href)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
  worker.unref();
  return worker;
}

export function extractPool(options: PoolOptions = {}): ExtractPool {
  const base = options.baseBudgetMs ?? 5_000;
  const per = base / 50;
  const queue: Task[] = [];
  let closed = false;
  const slots: Slot[] = [];

  const attach = (slot: Slot): void => {
    slot.worker.on('message', (extractions: Extraction[] | 'ready') => {
      if (extractions === 'ready') {
        slot.ready = true;
        next();
        return;
      }
      const task = slot.task;
      if (slot.timer) clearTimeout(slot.timer);
      slot.task = null;
      slot.timer = null;
      task?.resolve(extractions);
      next();
    });
    slot.worker.on('error', (error: Error) => {
      const task = slot.task;
      if (slot.timer) clearTimeout(slot.timer);
      slot.task = null;
      slot.timer = null;
      task?.reject(new Error(`extraction failed: ${error.message}`));
      replace(slot);
    });
  };
  const replace = (slot: Slot): void => {
    void slot.worker.terminate();
    if (closed) return;
    slot.worker = spawn();
    slot.ready = false;
    attach(slot);
  };
  const next = (): void => {
    for (const slot of slots) {
      if (!slot.ready || slot.task || queue.length === 0) continue;
      const task = queue.shift() as Task;
      slot.task = task;
      const budget = base + per * task.texts.length;
      slot.timer = setTimeout(() => {
        slot.task = null;
        slot.timer = null;
        task.reject(new ExtractionTimeout(`extraction took longer than ${budget < 100 ? `${Math.round(budget)} ms` : `${(budget / 1000).toFixed(1)} s`} (${task.texts.length} abstract${task.texts.length === 1 ? '' : 's'}); shorten the text or split the request`));
        replace(slot);
      }, budget);
      slot.worker.postMessage(task.texts);
    }
  };
  for (let i = 0; i < (options.size ?? 1); i++) {
    const slot: Slot = { worker: spawn(), ready: false, task: null, timer: null };
    attach(slot);
    slots.push(slot);
  }
  return {
    extractMany: (texts) =>
      texts.length === 0
        ? Promise.resolve([])
        : new Promise<Extraction[]>((resolve, reject) => {
            if (closed) return reject(new Error('the extraction pool is closed'));
            queue.push({ texts, resolve, reject });
            next();
          }),
    close: async () => {
      closed = true;
      for (const t of queue.splice(0)) t.reject(new Error('the extraction pool is closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
