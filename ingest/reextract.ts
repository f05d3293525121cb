/**
 * Re-extraction of the papers already in the graph, from their stored abstracts:
 * after an extractor upgrade (EXTRACTOR_VERSION changes with any rule, lexicon
 * or weight), the graph can be brought up to date without the original files.
 * Papers are read in id order, a page at a time, and written back through the
 * same writer as ingestion (one transaction per page); a paper's metadata, ids and
 * every source it was read from are kept. Deterministic and idempotent: a second
 * run finds nothing to do.
 */
import neo4j from 'neo4j-driver';
import { readRows, type Db } from '../graph/driver.ts';
import { addSources, writePapers } from '../graph/write.ts';
import { EXTRACTOR_VERSION } from './extract/index.ts';
import { extractPaper } from './extract-paper.ts';
import type { ExtractedPaper, PaperRecord } from './types.ts';

const STALE = `
  MATCH (p:Paper)
  WHERE ($all OR coalesce(p.extractorVersion, '') <> $version) AND ($after IS NULL OR p.id > $after)
  RETURN p { .* } AS paper
  ORDER BY p.id
  LIMIT $limit`;

export interface ReextractSummary {
  /** Papers whose extraction was redone. */
  reextracted: number;
  /** Of those, papers whose facts changed (the rest were identical under the new version). */
  changed: number;
}

interface StoredPaper {
  id: string;
  abstract: string;
  title: string;
  titleDerived?: boolean | null;
  authors?: string[] | null;
  published?: string | null;
  year?: number | null;
  url?: string | null;
  arxivId?: string | null;
  ids?: string[] | null;
  doi?: string | null;
  categories?: string[] | null;
  venue?: string | null;
  sources?: string[] | null;
}

/** The record a stored paper was written from (its first source stands for all; the others are re-added). */
function recordOf(p: StoredPaper): PaperRecord {
  return {
    id: p.id,
    text: p.abstract,
    title: p.title,
    titleDerived: p.titleDerived ?? false,
    authors: p.authors ?? [],
    published: p.published ?? null,
    url: p.url ?? null,
    arxivId: p.arxivId ?? null,
    ids: p.ids ?? [],
    doi: p.doi ?? null,
    year: p.year ?? null,
    categories: p.categories ?? [],
    venue: p.venue ?? null,
    source: p.sources?.[0] ?? 'graph',
  };
}

/** Re-extracts every paper stored under another extractor version (all papers with `all`), `pageSize` per transaction. */
export async function reextract(db: Db, options: { all?: boolean; pageSize?: number; onPage?: (done: number) => void } = {}): Promise<ReextractSummary> {
  const pageSize = options.pageSize ?? 500;
  const summary: ReextractSummary = { reextracted: 0, changed: 0 };
  let after: string | null = null;
  for (;;) {
    const rows: { paper: StoredPaper }[] = await readRows<{ paper: StoredPaper }>(db, 'reextract-page', STALE, { all: options.all ?? false, version: EXTRACTOR_VERSION, after, limit: neo4j.int(pageSize) });
    if (rows.length === 0) break;
    const batch: ExtractedPaper[] = rows.map(({ paper }) => {
      const record = recordOf(paper);
      return { paper: record, extraction: extractPaper(record) };
    });
    const written = await writePapers(db, batch, EXTRACTOR_VERSION, { merge: false });
    // The writer sets a changed paper's sources to the one it was given: put the others back.
    await addSources(db, rows.flatMap(({ paper }) => (paper.sources ?? []).slice(1).map((source) => ({ id: paper.id, source }))));
    summary.reextracted += rows.length;
    summary.changed += written.added + written.updated;
    after = rows[rows.length - 1]?.paper.id ?? null;
    options.onPage?.(summary.reextracted);
    if (rows.length < pageSize) break;
  }
  return summary;
}
