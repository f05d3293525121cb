/**
 * Does the extractor find exactly what the generator planted? Runs `extract()`
 * on generated abstracts and compares, per paper, the planted methods (with long
 * forms), benchmarks, models, baselines, comparisons and results with the
 * extracted ones, by entity key.
 *
 *   npx tsx bench/check-corpus.ts [--n 2000] [--seed 42] [--start 0]
 */
import { parseArgs } from 'node:util';
import { extract } from '../ingest/extract/index.ts';
import { collapseWhitespace } from '../ingest/read.ts';
import { entityKey } from '../ingest/names.ts';
import { generatePaper, type PlantedFacts } from './gen-corpus.ts';
import type { Extraction } from '../ingest/types.ts';

export interface Mismatch {
  id: string;
  field: string;
  planted: string[];
  extracted: string[];
}

const keys = (names: string[]) => [...new Set(names.map(entityKey))].sort();

/** The fields of planted and extracted facts, each as a sorted list of comparable keys. */
function views(p: PlantedFacts, e: Extraction): [string, string[], string[]][] {
  const cmp = (m: string, b: string, on: string | null, d: string | null) => `${entityKey(m)}>${entityKey(b)}@${on ? entityKey(on) : '-'} by ${d ?? '-'}`;
  const res = (m: string, on: string, v: string) => `${entityKey(m)}@${entityKey(on)}=${v}`;
  return [
    ['methods', keys(p.methods.map((m) => m.name)), keys(e.methods.map((m) => m.name))],
    [
      'longForms',
      p.methods.flatMap((m) => (m.longForm ? [entityKey(m.longForm)] : [])).sort(),
      e.methods.flatMap((m) => m.aliases.filter((a) => /\s/.test(a)).map(entityKey)).sort(),
    ],
    ['benchmarks', keys(p.benchmarks), keys(e.benchmarks.map((m) => m.name))],
    ['introducedBenchmarks', [], keys(e.introducedBenchmarks.map((m) => m.name))],
    ['models', keys(p.models), keys(e.models.map((m) => m.name))],
    ['baselines', keys(p.baselines), keys(e.baselines.map((m) => m.name))],
    ['comparisons', p.comparisons.map((c) => cmp(c.method, c.baseline, c.benchmark, c.delta)).sort(), e.comparisons.map((c) => cmp(c.method, c.baseline, c.benchmark, c.delta)).sort()],
    ['results', p.results.map((r) => res(r.method, r.benchmark, r.value)).sort(), e.results.map((r) => res(r.method, r.benchmark, r.value)).sort()],
  ];
}

/** Generates papers start..start+n-1 and returns every field where extraction differs from the plant. */
export function checkCorpus(opts: { n: number; seed?: number; start?: number }): { checked: number; mismatches: Mismatch[]; ms: number } {
  const seed = opts.seed ?? 42;
  const start = opts.start ?? 0;
  const mismatches: Mismatch[] = [];
  let ms = 0;
  for (let i = start; i < start + opts.n; i++) {
    const { record, facts } = generatePaper(i, seed);
    const t0 = performance.now();
    const e = extract(collapseWhitespace(record.abstract));
    ms += performance.now() - t0;
    for (const [field, planted, extracted] of views(facts, e)) {
      if (JSON.stringify(planted) !== JSON.stringify(extracted)) mismatches.push({ id: record.id, field, planted, extracted });
    }
  }
  return { checked: opts.n, mismatches, ms };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { n: { type: 'string', default: '2000' }, seed: { type: 'string', default: '42' }, start: { type: 'string', default: '0' } } });
  const r = checkCorpus({ n: Number(values.n), seed: Number(values.seed), start: Number(values.start) });
  const byField = new Map<string, number>();
  for (const m of r.mismatches) byField.set(m.field, (byField.get(m.field) ?? 0) + 1);
  process.stdout.write(`${r.checked} abstracts checked, extraction ${(r.ms / r.checked).toFixed(2)} ms/abstract, ${r.mismatches.length} mismatching fields\n`);
  for (const [field, count] of byField) process.stdout.write(`  ${field}: ${count}\n`);
  for (const m of r.mismatches.slice(0, 15)) {
    process.stdout.write(`${m.id} ${m.field}\n  planted:   ${JSON.stringify(m.planted)}\n  extracted: ${JSON.stringify(m.extracted)}\n`);
  }
  process.exitCode = r.mismatches.length === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
