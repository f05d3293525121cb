/**
 * Extraction worker threads for the ingest pipeline (ingest/pipeline.ts): the
 * same worker as the API's pool (ingest/extract-worker.ts), without its time
 * budget (a bulk ingest extracts on this thread without one either) and with
 * answers in the order asked. Chunks go round robin; a worker answers its
 * messages one after another, so each chunk's promise settles with its own texts.
 *
 * A worker that loaded another extractor than this process's (the sources
 * changed on disk since it started) fails every chunk: one run never mixes two
 * extractor versions in the graph.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EXTRACTOR_VERSION } from './extract/index.ts';
import type { WorkerMessage } from './extract-pool.ts';
import type { ExtractInput, Extraction } from './types.ts';

export interface IngestWorkers {
  /** Extracts `texts` in one worker; rejects when that worker fails or loaded another extractor. */
  extractMany(texts: ExtractInput[]): Promise<Extraction[]>;
  /** Stops the workers; chunks not answered yet are rejected. */
  close(): Promise<void>;
}

/**
 * tsx's loader API, for the worker's bootstrap (a worker does not inherit the
 * loader). Under a module runner without import.meta.resolve (vitest's global
 * setup), the same ES module entry read from tsx's package.json exports.
 */
function tsxApi(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { './esm/api': { import: { default: string } } } };
    return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api'].import.default)).href;
  }
}

interface Pending {
  resolve: (e: Extraction[]) => void;
  reject: (e: Error) => void;
}

/** Starts `size` extraction workers (at least one). */
export function ingestWorkers(size: number): IngestWorkers {
  const bootstrap = `const { register } = await import(${JSON.stringify(tsxApi())}); register(); await import(${JSON.stringify(new URL('./extract-worker.ts', import.meta.url).href)});`;
  let closed = false;
  const slots = Array.from({ length: Math.max(1, size) }, () => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
    const slot = { worker, queue: [] as Pending[], failed: null as Error | null };
    const fail = (error: Error) => {
      slot.failed ??= error;
      for (const p of slot.queue.splice(0)) p.reject(slot.failed);
    };
    worker.on('message', (m: WorkerMessage) => {
      if ('ready' in m) {
        if (m.ready !== EXTRACTOR_VERSION) {
          fail(new Error(`the extractor on disk (version ${m.ready}) is not the one this ingest started with (${EXTRACTOR_VERSION}); run the ingest again`));
          void worker.terminate();
        }
        return;
      }
      slot.queue.shift()?.resolve(m.extractions);
    });
    worker.on('error', (error: Error) => fail(new Error(`extraction failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => {
      if (!closed) fail(new Error(`an extraction worker stopped (exit code ${code})`));
    });
    return slot;
  });
  let next = 0;
  return {
    extractMany: (texts) =>
      new Promise<Extraction[]>((resolve, reject) => {
        if (closed) return reject(new Error('the extraction workers are closed'));
        const slot = slots[next++ % slots.length] as (typeof slots)[number];
        if (slot.failed) return reject(slot.failed);
        slot.queue.push({ resolve, reject });
        slot.worker.postMessage(texts);
      }),
    close: async () => {
      closed = true;
      for (const s of slots) for (const p of s.queue.splice(0)) p.reject(new Error('the extraction workers are closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
