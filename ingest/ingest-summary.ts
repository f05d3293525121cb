/** The closing summary of an ingest run, for people. */
import type { IngestSummary } from './pipeline.ts';

/** Counts by outcome, then rejected records grouped by reason; `inMemory` for a bulk load's batches (server/bulk-import.ts), no transactions. */
export function formatSummary(s: IngestSummary, seconds: number, options: { inMemory?: boolean } = {}): string {
  const lines = [
    `papers: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged, ${s.rejected} rejected` +
      ` (${s.read} records read, ${s.duplicates} duplicates of papers read earlier in this run` +
      `${s.merged ? `, ${s.merged} merged into another record of the same paper` : ''}) in ${seconds.toFixed(1)} s`,
  ];
  const t = s.timing;
  if (t.batches > 0 && options.inMemory) {
    lines.push(`batches: ${t.batches} of up to ${t.largestBatch} papers built in memory, ${t.writeSeconds.toFixed(1)} s in them`);
  } else if (t.batches > 0) {
    lines.push(
      `writes: ${t.batches} transaction${t.batches === 1 ? '' : 's'} of up to ${t.largestBatch} papers, ${t.writeSeconds.toFixed(1)} s in them; extraction waited ${t.waitedSeconds.toFixed(1)} s for a write to finish`,
    );
  }
  if (s.errors.length > 0) {
    const reasons = new Map<string, number>();
    for (const e of s.errors) {
      const reason = e.reason.replace(/ text at .*$/, ' text at …').replace(/(?<!UTF-)\d+/g, 'N').slice(0, 80);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    lines.push('rejected, by reason:');
    for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) lines.push(`  ${n} × ${reason}`);
  }
  return lines.join('\n');
}
