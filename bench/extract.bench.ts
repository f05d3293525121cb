/**
 * Extraction throughput on one core over the bundled seed corpus, repeated to at
 * least 20,000 abstracts, next to a plain full compromise parse of the same text
 * as the baseline, plus peak RSS. Run: `npx tsx bench/extract.bench.ts [--min N]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nlp from 'compromise';
import { extract } from '../ingest/extract/index.ts';

export interface ExtractBenchOptions {
  /** Folder of seed files (first line a header, then blank-line-separated abstracts). */
  seedsDir?: string;
  /** Abstracts to extract, at least; the corpus is repeated to reach it. */
  minAbstracts?: number;
  /** Abstracts to parse with compromise for the baseline (it is far slower). */
  baselineAbstracts?: number;
}

/**
 * Rates are per CPU second of this process (user + system), i.e. per core, so
 * that other load on the machine does not distort them; wall seconds are given too.
 */
export interface ExtractBenchResult {
  corpusAbstracts: number;
  abstracts: number;
  seconds: number;
  cpuSeconds: number;
  abstractsPerSecond: number;
  baselineAbstracts: number;
  baselineSeconds: number;
  baselineCpuSeconds: number;
  baselineAbstractsPerSecond: number;
  /** How many times faster extraction is than a full compromise parse. */
  speedup: number;
  facts: number;
  /** Peak RSS of the process after the extraction runs (compromise not yet parsing). */
  peakRssExtractMb: number;
  /** Peak RSS at the end, including the compromise baseline. */
  peakRssMb: number;
}

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The distinct abstracts of the seed files, whitespace collapsed. */
export function readSeedAbstracts(dir = join(root, 'data', 'seeds')): string[] {
  const out = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.txt')).sort()) {
    const body = readFileSync(join(dir, f), 'utf8').split('\n').slice(1).join('\n');
    for (const para of body.split(/\n\s*\n/)) {
      const text = para.replace(/\s+/g, ' ').trim();
      if (text) out.add(text);
    }
  }
  return [...out];
}

function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1e6;
}

function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/**
 * Runs the benchmark synchronously on the calling thread and returns its
 * figures; throws when the seed folder holds no abstracts.
 */
export function runExtractBench(opts: ExtractBenchOptions = {}): ExtractBenchResult {
  const corpus = readSeedAbstracts(opts.seedsDir);
  if (!corpus.length) throw new Error(`extract bench: no abstracts under ${opts.seedsDir ?? 'data/seeds'}`);
  const min = opts.minAbstracts ?? 20_000;
  const baselineN = Math.min(opts.baselineAbstracts ?? 2_000, min);
  for (const text of corpus) extract(text);

  let facts = 0;
  let n = 0;
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  while (n < min) {
    for (const text of corpus) {
      const e = extract(text);
      facts += e.comparisons.length + e.results.length + e.methods.length + e.benchmarks.length;
      n++;
    }
  }
  const cpuSeconds = cpuSince(c0);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const peakRssExtractMb = peakRssMb();

  let b = 0;
  const t1 = process.hrtime.bigint();
  const c1 = process.cpuUsage();
  while (b < baselineN) {
    for (const text of corpus) {
      if (b >= baselineN) break;
      nlp(text).json();
      b++;
    }
  }
  const baselineCpuSeconds = cpuSince(c1);
  const baselineSeconds = Number(process.hrtime.bigint() - t1) / 1e9;

  const rate = n / cpuSeconds;
  const baseRate = b / baselineCpuSeconds;
  return {
    corpusAbstracts: corpus.length,
    abstracts: n,
    seconds,
    cpuSeconds,
    abstractsPerSecond: rate,
    baselineAbstracts: b,
    baselineSeconds,
    baselineCpuSeconds,
    baselineAbstractsPerSecond: baseRate,
    speedup: rate / baseRate,
    facts,
    peakRssExtractMb,
    peakRssMb: peakRssMb(),
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const flag = (name: string): number | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  const r = runExtractBench({ minAbstracts: flag('--min'), baselineAbstracts: flag('--baseline') });
  const row = (label: string, n: number, wall: number, cpu: number, rate: number): string =>
    `${label.padEnd(26)}${String(n).padStart(9)}${wall.toFixed(2).padStart(8)}${cpu.toFixed(2).padStart(8)}${rate.toFixed(0).padStart(16)}`;
  console.log(`seed corpus: ${r.corpusAbstracts} distinct abstracts, repeated`);
  console.log(`${'run'.padEnd(26)}${'abstracts'.padStart(9)}${'wall s'.padStart(8)}${'cpu s'.padStart(8)}${'abstracts/cpu-s'.padStart(16)}`);
  console.log(row('extract()', r.abstracts, r.seconds, r.cpuSeconds, r.abstractsPerSecond));
  console.log(row('compromise nlp().json()', r.baselineAbstracts, r.baselineSeconds, r.baselineCpuSeconds, r.baselineAbstractsPerSecond));
  console.log(`speedup over a full compromise parse: ${r.speedup.toFixed(1)}x`);
  console.log(`peak RSS: ${r.peakRssExtractMb} MB after extraction, ${r.peakRssMb} MB with the compromise baseline; facts extracted: ${r.facts}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
