/**
 * Invariants every extracted fact must keep, over the whole bundled corpus:
 * evidence offsets point at the evidence sentence, and every number stored on a
 * fact (a margin, a score) is copied from that fact's own sentence.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../ingest/extract/index.ts';
import { readPapers } from '../ingest/read.ts';
import type { Evidence, PaperRecord } from '../ingest/types.ts';
import { seedFiles } from '../ingest/corpus.ts';

const papers: PaperRecord[] = [];
for (const f of seedFiles()) for await (const item of readPapers(f)) if (item.kind === 'paper') papers.push(item.paper);

function offsetsHold(text: string, e: Evidence): boolean {
  return text.slice(e.start, e.end) === e.sentence;
}

describe('facts extracted from the bundled corpus', () => {
  const all = papers.map((p) => ({ p, e: extract(p.text) }));

  it('every evidence sentence sits at its offsets in the abstract', () => {
    const bad: string[] = [];
    for (const { p, e } of all) {
      const evidences = [...e.methods, ...e.benchmarks, ...e.introducedBenchmarks, ...e.baselines, ...e.models].map((m) => m.evidence);
      for (const ev of [...evidences, ...e.comparisons.map((c) => c.evidence), ...e.results.map((r) => r.evidence)]) {
        if (!offsetsHold(p.text, ev)) bad.push(`${p.id} ${ev.rule}: ${ev.sentence.slice(0, 60)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every margin and every score is written in its own evidence sentence', () => {
    const bad: string[] = [];
    for (const { p, e } of all) {
      for (const c of e.comparisons) if (c.delta && !c.evidence.sentence.includes(c.delta)) bad.push(`${p.id} delta "${c.delta}" not in: ${c.evidence.sentence}`);
      for (const r of e.results) {
        const first = /\d+(?:\.\d+)?/.exec(r.value)?.[0];
        if (first && !r.evidence.sentence.includes(first)) bad.push(`${p.id} value "${r.value}" not in: ${r.evidence.sentence}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('a margin listing several numbers is never shared by claims on benchmarks named in its sentence', () => {
    const bad: string[] = [];
    for (const { p, e } of all) {
      for (const c of e.comparisons) {
        if (!c.delta || !c.benchmark || !/\d(?:\\?%)?(?:,\s|,?\s(?:and|or)\s)[+-]?\d/.test(c.delta)) continue;
        const siblings = e.comparisons.filter((o) => o.evidence.start === c.evidence.start && o.method === c.method && o.baseline === c.baseline && o.benchmark && o.benchmark !== c.benchmark && o.delta === c.delta);
        if (siblings.some((o) => o.benchmark && c.evidence.sentence.includes(o.benchmark) && c.evidence.sentence.includes(c.benchmark as string))) bad.push(`${p.id} "${c.delta}" on ${c.benchmark} and ${siblings.map((o) => o.benchmark).join(', ')}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('no entity name keeps a possessive', () => {
    const bad: string[] = [];
    for (const { p, e } of all) {
      const names = [...e.methods, ...e.benchmarks, ...e.baselines, ...e.models].map((m) => m.name);
      names.push(...e.comparisons.flatMap((c) => [c.method, c.baseline]), ...e.results.map((r) => r.method));
      for (const n of names) if (/['’]s$/.test(n)) bad.push(`${p.id} ${n}`);
    }
    expect(bad).toEqual([]);
  });

  it('a hard-wrapped copy of an abstract (as arXiv and LaTeX write them) gives the same facts, with evidence in the copy', () => {
    // Wrapped at 72 columns, with a two-space indent after each break: what a pasted draft or an arXiv API record looks like.
    const wrap = (t: string): string => `${t.replace(/(.{1,72})(?:\s|$)/g, '$1\n  ').trimEnd()}\n`;
    const facts = (x: ReturnType<typeof extract>): string =>
      JSON.stringify({
        names: [x.methods, x.benchmarks, x.introducedBenchmarks, x.baselines, x.models].map((l) => l.map((m) => [m.name, [...m.aliases].sort()])),
        comparisons: x.comparisons.map((c) => [c.method, c.baseline, c.benchmark, c.metric, c.delta, c.model, c.baseModel, c.lowerIsBetter]),
        results: x.results.map((r) => [r.method, r.benchmark, r.metric, r.value, r.model]),
      });
    const differ: string[] = [];
    const offsets: string[] = [];
    for (const { p, e } of all) {
      const text = wrap(p.text);
      const w = extract(text);
      if (facts(w) !== facts(e)) differ.push(p.id);
      for (const ev of [...w.methods.map((m) => m.evidence), ...w.comparisons.map((c) => c.evidence), ...w.results.map((r) => r.evidence)]) {
        if (!offsetsHold(text, ev)) offsets.push(`${p.id} ${ev.rule}`);
      }
    }
    expect(differ).toEqual([]);
    expect(offsets).toEqual([]);
  });

  it('every comparison names a winner and a loser that differ', () => {
    for (const { e } of all) {
      for (const c of e.comparisons) {
        expect(c.method.trim()).not.toBe('');
        expect(c.baseline.trim()).not.toBe('');
        expect(c.method.toLowerCase()).not.toBe(c.baseline.toLowerCase());
      }
    }
  });
});
