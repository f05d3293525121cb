/**
 * The API's extraction pool (ingest/extract-pool.ts, issue 16): the worker runs the
 * same extractor as the ingest (same extractions, compared whole), the event loop
 * stays free while it works, and a request's budget covers its wait behind others.
 * Orderings and budgets are asserted, never a speed.
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MAX_ABSTRACT_CHARS } from '../bench/adversarial-inputs.ts';
import { seedFiles } from '../ingest/corpus.ts';
import { extract } from '../ingest/extract/index.ts';
import { ExtractionTimeout, extractPool } from '../ingest/extract-pool.ts';
import { readPapers } from '../ingest/read.ts';

async function seedTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const file of seedFiles()) {
    for await (const item of readPapers(file)) if (item.kind === 'paper') texts.push(item.paper.text);
  }
  return texts;
}

/** The slowest family of the adversarial bench at the largest abstract. */
const heavy = (FAMILIES.find((f) => f.name === 'many names in one list') ?? (FAMILIES[0] as (typeof FAMILIES)[number])).make(MAX_ABSTRACT_CHARS);

describe('the extraction pool', () => {
  it('runs the same extractor as the ingest: every seed abstract and every adversarial family extracts identically', async () => {
    const texts = [...(await seedTexts()), ...FAMILIES.map((f) => f.make(5_000))];
    expect(texts.length).toBeGreaterThan(50);
    const pool = extractPool({ baseBudgetMs: 600_000 });
    try {
      const inWorker = await pool.extractMany(texts);
      expect(inWorker).toHaveLength(texts.length);
      // Whole extractions (evidence, offsets, rules, extractorVersion), after the structured clone.
      expect(inWorker).toEqual(texts.map((t) => extract(t)));
    } finally {
      await pool.close();
    }
  }, 300_000);

  it('leaves the event loop free while it extracts: a timer set after a heavy request fires before its answer (in process, after)', async () => {
    const pool = extractPool({ baseBudgetMs: 600_000 });
    try {
      await pool.extractMany(['We propose WarmNet, a planner that outperforms GRPO on ALFWorld by 3%.']);
      const inPool: string[] = [];
      const answer = pool.extractMany([heavy, heavy]).then(() => inPool.push('extraction'));
      await new Promise((resolve) => setTimeout(resolve, 1).unref());
      inPool.push('timer');
      await answer;
      expect(inPool).toEqual(['timer', 'extraction']);

      // The same two abstracts in process (as the API did before): the timer waits for the extraction.
      const inProcess: string[] = [];
      const timer = new Promise((resolve) => setTimeout(resolve, 1)).then(() => inProcess.push('timer'));
      [heavy, heavy].map((t) => extract(t));
      inProcess.push('extraction');
      await timer;
      expect(inProcess).toEqual(['extraction', 'timer']);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('charges a request for its wait: one queued behind a request past its budget times out without running, and the pool serves the next', async () => {
    // Budgets of a second, not less: on two loaded cores a worker's first small extraction has taken over 200 ms.
    const pool = extractPool({ baseBudgetMs: 1000 });
    try {
      await pool.extractMany(['We propose WarmNet, a planner that outperforms GRPO on ALFWorld by 3%.']);
      // 50 of the slowest abstracts (~200 ms each): budget 1,000 ms + 50 × 20 ms, work of about ten seconds.
      const first = pool.extractMany(Array.from({ length: 50 }, () => heavy)).catch((e: unknown) => e);
      // Budget 1,020 ms from now, all of it behind the first request, which holds the only worker for 2 s.
      const queued = pool.extractMany(['We propose QueuedNet, a planner that outperforms GRPO on ALFWorld by 3%.']).catch((e: unknown) => e);
      const order: string[] = [];
      const noted = (name: string) => (e: unknown) => {
        order.push(name);
        return e;
      };
      const [a, b] = await Promise.all([first.then(noted('first')), queued.then(noted('queued'))]);
      expect(order).toEqual(['queued', 'first']);
      expect(b).toBeInstanceOf(ExtractionTimeout);
      expect((b as Error).message).toMatch(/^extraction took longer than 1\.0 s \(1 abstract, all of it waiting behind other extraction requests\); shorten the text or split the request$/);
      expect(a).toBeInstanceOf(ExtractionTimeout);
      expect((a as Error).message).toMatch(/^extraction took longer than 2\.0 s \(50 abstracts\); shorten the text or split the request$/);
      // The busy worker was replaced: the next request is answered, with the extraction in process.
      const text = 'We propose AfterNet, a planner that outperforms GRPO on ALFWorld by 3%.';
      expect(await pool.extractMany([text])).toEqual([extract(text)]);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('closing refuses queued work and later requests', async () => {
    const pool = extractPool();
    const queued = pool.extractMany(['We propose ClosedNet, a planner that outperforms GRPO on ALFWorld by 3%.']).catch((e: unknown) => e);
    await pool.close();
    expect(((await queued) as Error).message).toBe('the extraction pool is closed');
    await expect(pool.extractMany(['x'])).rejects.toThrow('the extraction pool is closed');
  });
});
