/**
 * The ingest's extraction workers (ingest/ingest-workers.ts): answers in the
 * order asked and equal to extraction in process, a crash in a worker rejects
 * its chunk with what happened (never an unhandled error), and closing refuses
 * further work.
 */
import { describe, expect, it } from 'vitest';
import { seedFiles } from '../ingest/corpus.ts';
import { extract } from '../ingest/extract/index.ts';
import { extractPaper, inputOf } from '../ingest/extract-paper.ts';
import { ingestWorkers } from '../ingest/ingest-workers.ts';
import { readPapers } from '../ingest/read.ts';

async function seedTexts(n: number): Promise<string[]> {
  const texts: string[] = [];
  for (const file of seedFiles()) for await (const item of readPapers(file)) if (item.kind === 'paper' && texts.length < n) texts.push(item.paper.text);
  return texts;
}

describe('ingest extraction workers', () => {
  it('answer chunks in the order asked, as extraction in process would, over two workers', async () => {
    const texts = await seedTexts(60);
    const workers = ingestWorkers(2);
    try {
      const chunks = [texts.slice(0, 20), texts.slice(20, 40), texts.slice(40, 60)];
      const answers = await Promise.all(chunks.map((c) => workers.extractMany(c)));
      expect(answers.flat()).toEqual(texts.map((t) => extract(t)));
    } finally {
      await workers.close();
    }
  }, 120_000);

  it('read a paper\'s own title as the ingest in process does', async () => {
    const paper = { text: 'We study routing for video. Quillet routes tokens to experts and outperforms ViT-B on Kinetics-400.', title: 'Quillet: Routing Video Tokens', titleDerived: false };
    const workers = ingestWorkers(1);
    try {
      const [withTitle, derived] = await workers.extractMany([inputOf(paper), inputOf({ ...paper, titleDerived: true })]);
      expect(withTitle).toEqual(extractPaper(paper));
      expect(withTitle?.methods.map((m) => m.name)).toContain('Quillet');
      expect(derived).toEqual(extract(paper.text));
    } finally {
      await workers.close();
    }
  }, 120_000);

  it('reject the chunk a worker crashed on with what happened, and refuse work once closed', async () => {
    const workers = ingestWorkers(1);
    try {
      await expect(workers.extractMany([null as unknown as string])).rejects.toThrow(/^extraction failed: /);
    } finally {
      await workers.close();
    }
    await expect(workers.extractMany(['We propose LateNet.'])).rejects.toThrow(/closed/);
  }, 120_000);
});
