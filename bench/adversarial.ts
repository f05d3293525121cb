/**
 * Extraction on adversarial inputs (issue 16): times `extract()` on every family
 * of bench/adversarial-inputs.ts at sizes n, 2n, 4n, 8n up to the largest
 * abstract accepted (MAX_ABSTRACT_CHARS), and reports per family the time at
 * each size and the growth exponent (log2 of the time ratio per doubling: 1 is
 * linear, 2 quadratic). A family is flagged when its exponent over the whole
 * range, or over its last doubling, exceeds EXPONENT_LIMIT, or when one
 * extraction at the largest size takes longer than BUDGET_MS.
 *
 * Times are CPU milliseconds of this process (user + system) per `extract()`
 * call: in each of `reps` rounds every size is extracted repeatedly for at least
 * 40 ms of CPU (once when one call takes longer), and the least time per call of
 * the rounds is kept: the machine is shared, and the least CPU time is the figure
 * other load disturbs least.
 *
 *   npx tsx bench/adversarial.ts [--reps 5]     prints the table
 *   npm run bench -- --adversarial              the same, written to BENCHMARKS.md
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '../ingest/extract/index.ts';
import { doublingSizes, FAMILIES, MAX_ABSTRACT_CHARS } from './adversarial-inputs.ts';

/** Above this growth exponent a family is flagged as super-linear (1 is linear; noise reaches ~1.2 on small times). */
export const EXPONENT_LIMIT = 1.3;
/**
 * Budget of one extraction of the largest abstract: the API's extraction budget
 * allows 100 ms per abstract of a request (LITGRAPH_EXTRACT_BUDGET_MS / 50), so a
 * request of 100 such abstracts (the most ingestAbstracts takes) fits its budget
 * only if each takes less than that.
 */
export const BUDGET_MS = 100;
/** A last-doubling exponent is only read when the larger time is at least this long (below it, timer and GC noise dominate). */
const MIN_MS_FOR_EXPONENT = 10;
/** CPU ms each size is extracted for, at least, in one round (small inputs are extracted many times). */
const MIN_ROUND_MS = 40;

export interface AdversarialRow {
  family: string;
  what: string;
  sizes: number[];
  /** Least CPU ms of one extract() at each size. */
  ms: number[];
  /** log2(t(2n) / t(n)) for each doubling. */
  exponents: number[];
  /** log2(t(8n) / t(n)) / 3: the exponent over the whole range. */
  exponent: number;
  /** Facts extracted at the largest size (methods + benchmarks + baselines + models + comparisons + results). */
  facts: number;
  flags: string[];
}

export interface AdversarialResult {
  maxChars: number;
  sizes: number[];
  reps: number;
  exponentLimit: number;
  budgetMs: number;
  rows: AdversarialRow[];
  flagged: string[];
}

function cpuMs(work: () => void): number {
  const c = process.cpuUsage();
  work();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

export function runAdversarialBench(opts: { reps?: number; sizes?: number[]; log?: (line: string) => void } = {}): AdversarialResult {
  const reps = opts.reps ?? 5;
  const sizes = opts.sizes ?? doublingSizes();
  extract('We propose FooNet. FooNet outperforms GRPO on ALFWorld by 3.1% and reaches 81.2% on WebShop.');
  const rows: AdversarialRow[] = [];
  for (const f of FAMILIES) {
    const texts = sizes.map((n) => f.make(n));
    const ms = sizes.map(() => Infinity);
    let facts = 0;
    // Rounds over all sizes, so a burst of other load on the machine falls on every size alike; in each
    // round a size is extracted repeatedly for at least MIN_ROUND_MS of CPU, and the round's time per call kept.
    for (let r = 0; r < reps; r++) {
      texts.forEach((text, i) => {
        let calls = 0;
        const spent = cpuMs(() => {
          const c = process.cpuUsage();
          do {
            const e = extract(text);
            facts = e.methods.length + e.benchmarks.length + e.baselines.length + e.models.length + e.comparisons.length + e.results.length;
            calls += 1;
            const d = process.cpuUsage(c);
            if ((d.user + d.system) / 1000 >= MIN_ROUND_MS) break;
          } while (calls < 1000);
        });
        ms[i] = Math.min(ms[i] as number, spent / calls);
      });
    }
    const exponents = ms.slice(1).map((t, i) => Math.log2(Math.max(t, 0.01) / Math.max(ms[i] as number, 0.01)) / Math.log2((sizes[i + 1] as number) / (sizes[i] as number)));
    const first = ms[0] as number;
    const last = ms.at(-1) as number;
    const exponent = Math.log2(Math.max(last, 0.01) / Math.max(first, 0.01)) / Math.log2((sizes.at(-1) as number) / (sizes[0] as number));
    const flags: string[] = [];
    if (exponent > EXPONENT_LIMIT && last >= MIN_MS_FOR_EXPONENT) flags.push(`exponent ${exponent.toFixed(2)} over the range`);
    const lastStep = exponents.at(-1) ?? 0;
    if (lastStep > EXPONENT_LIMIT && last >= MIN_MS_FOR_EXPONENT) flags.push(`exponent ${lastStep.toFixed(2)} over the last doubling`);
    if (last > BUDGET_MS) flags.push(`${last.toFixed(0)} ms at ${sizes.at(-1)} characters (budget ${BUDGET_MS} ms)`);
    rows.push({ family: f.name, what: f.what, sizes, ms, exponents, exponent, facts, flags });
    opts.log?.(`  ${f.name}: ${ms.map((t) => t.toFixed(1)).join(' / ')} ms, exponent ${exponent.toFixed(2)}${flags.length ? `  FLAGGED: ${flags.join('; ')}` : ''}`);
  }
  return { maxChars: MAX_ABSTRACT_CHARS, sizes, reps, exponentLimit: EXPONENT_LIMIT, budgetMs: BUDGET_MS, rows, flagged: rows.filter((r) => r.flags.length).map((r) => r.family) };
}

/** The BENCHMARKS.md table of a run. */
export function adversarialTable(r: AdversarialResult): string[] {
  return [
    `| family | ${r.sizes.map((n) => `ms at ${n.toLocaleString('en-US')}`).join(' | ')} | exponent per doubling | exponent | facts at max | flagged |`,
    `|---|${r.sizes.map(() => '---:').join('|')}|---|---:|---:|---|`,
    ...r.rows.map(
      (x) =>
        `| ${x.family} | ${x.ms.map((t) => t.toFixed(1)).join(' | ')} | ${x.exponents.map((e) => e.toFixed(2)).join(' / ')} | ${x.exponent.toFixed(2)} | ${x.facts} | ${x.flags.length ? `**${x.flags.join('; ')}**` : '–'} |`,
    ),
  ];
}

function main(): void {
  const i = process.argv.indexOf('--reps');
  const r = runAdversarialBench({ reps: i >= 0 ? Number(process.argv[i + 1]) : 5, log: (l) => process.stderr.write(`${l}\n`) });
  console.log(adversarialTable(r).join('\n'));
  console.log(`\nflagged: ${r.flagged.length ? r.flagged.join(', ') : 'none'}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
