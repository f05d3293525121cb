/**
 * One paper, however many records of it arrive (issue 11): records that share
 * any id (arXiv id, DOI, Semantic Scholar or OpenAlex id, own id, in any
 * spelling: their lookup keys) or the same title and first author
 * (`titleAuthorKey`) are one paper. Within a batch the first record read is the
 * paper and the others add to it; a record of a paper already stored adds to the
 * stored one. Adding keeps what the paper has (its id, abstract and facts, title
 * unless derived, authors unless none) and fills in what it lacks (every id,
 * every source file, DOI, arXiv id, date, year, venue, categories, url), so
 * ingesting any of the records again changes nothing.
 */
import { idKey, titleAuthorKey, uniqueIds } from '../ingest/formats/ids.ts';
import type { ExtractedPaper, PaperRecord } from '../ingest/types.ts';
import type { GraphStore, PaperMeta } from './store.ts';

export type { PaperMeta } from './store.ts';

/** The keys a record is known by: the lookup key of every id, and its title-and-author key. */
export function identityKeys(paper: PaperRecord): { ids: string[]; title: string | null } {
  return { ids: [...new Set([paper.id, ...paper.ids].map(idKey))], title: titleAuthorKey(paper.title, paper.titleDerived, paper.authors) };
}

/** `into` with what `from` adds: every id and source, and the fields `into` lacks. */
export function mergeMeta(into: PaperMeta, from: PaperRecord): PaperMeta {
  const realTitle = into.titleDerived && !from.titleDerived;
  return {
    ...into,
    title: realTitle ? from.title : into.title,
    titleDerived: realTitle ? false : into.titleDerived,
    authors: into.authors.length > 0 ? into.authors : from.authors,
    published: into.published ?? from.published,
    year: into.year ?? from.year,
    url: into.url ?? from.url,
    arxivId: into.arxivId ?? from.arxivId,
    ids: uniqueIds([...into.ids, ...(from.id === into.id ? [] : [from.id]), ...from.ids]),
    doi: into.doi ?? from.doi,
    categories: into.categories.length > 0 ? into.categories : from.categories,
    venue: into.venue ?? from.venue,
    sources: into.sources.includes(from.source) ? into.sources : [...into.sources, from.source],
  };
}

function metaOf(p: PaperRecord): PaperMeta {
  return { ...p, ids: [...p.ids], categories: [...p.categories], authors: [...p.authors], sources: [p.source] };
}

/**
 * Groups a batch by shared keys, in reading order: each group's first record is
 * the paper, the others are merged into it (ids, sources, missing metadata).
 * Returns the papers to write and, for every record merged away, the id of the
 * paper it became; `moreSources` lists the merged records' files.
 */
export function mergeBatch(batch: ExtractedPaper[]): { papers: ExtractedPaper[]; mergedInto: Map<string, string>; moreSources: Map<string, string[]> } {
  const owner = new Map<string, number>();
  const papers: ExtractedPaper[] = [];
  const mergedInto = new Map<string, string>();
  const moreSources = new Map<string, string[]>();
  for (const item of batch) {
    const { ids, title } = identityKeys(item.paper);
    const keys = title ? [...ids, `title:${title}`] : ids;
    const hit = keys.map((k) => owner.get(k)).find((i) => i !== undefined);
    if (hit === undefined) {
      const index = papers.length;
      papers.push(item);
      for (const k of keys) owner.set(k, index);
      continue;
    }
    const main = papers[hit] as ExtractedPaper;
    const merged = mergeMeta(metaOf(main.paper), item.paper);
    const { sources, ...fields } = merged;
    papers[hit] = { ...main, paper: { ...main.paper, ...fields } };
    if (item.paper.id !== main.paper.id) mergedInto.set(item.paper.id, main.paper.id);
    const more = sources.filter((s) => s !== main.paper.source);
    moreSources.set(main.paper.id, [...new Set([...(moreSources.get(main.paper.id) ?? []), ...more])]);
    for (const k of keys) if (!owner.has(k)) owner.set(k, hit);
  }
  return { papers, mergedInto, moreSources };
}

/**
 * The stored paper each record of `papers` is another record of, when it is not
 * stored under its own id: by a shared id first (the stored paper's primary id,
 * then its other ids), then by title and first author.
 */
export async function findStored(store: GraphStore, papers: PaperRecord[]): Promise<Map<string, string>> {
  const rows = papers.map((p, i) => {
    const { ids, title } = identityKeys(p);
    return { i, keys: [...new Set([p.id, ...ids])], title };
  });
  const first = new Map<number, string>();
  for (const r of await store.findStored(rows)) if (!first.has(r.i)) first.set(r.i, r.id);
  const out = new Map<string, string>();
  for (const [i, id] of first) {
    const paper = papers[i] as PaperRecord;
    if (id !== paper.id) out.set(paper.id, id);
  }
  return out;
}

/**
 * Adds records to the stored papers they belong to (`into`: record id → stored
 * id). Returns how many stored papers changed; a record that adds nothing new
 * (ingested again) changes nothing.
 */
export async function addToStored(store: GraphStore, records: PaperRecord[], into: Map<string, string>): Promise<{ changed: number; unchanged: number }> {
  const targets = [...new Set(records.map((r) => into.get(r.id) as string))];
  const metas = new Map<string, PaperMeta>();
  for (const p of await store.readMeta(targets)) {
    metas.set(p.id, { ...p, year: p.year === null || p.year === undefined ? null : Number(p.year), ids: p.ids ?? [], categories: p.categories ?? [], authors: p.authors ?? [], sources: p.sources ?? [] });
  }
  const before = new Map([...metas].map(([id, m]) => [id, JSON.stringify(m)]));
  for (const record of records) {
    const target = into.get(record.id) as string;
    const meta = metas.get(target);
    if (meta) metas.set(target, mergeMeta(meta, record));
  }
  const changed = [...metas.values()].filter((m) => JSON.stringify(m) !== before.get(m.id));
  if (changed.length > 0) {
    await store.writeMeta(changed.map(({ id, ...props }) => ({ id, props: { ...props, titleKey: titleAuthorKey(props.title, props.titleDerived, props.authors) } })));
    const idRows = changed.flatMap((m) => m.ids.filter((id) => idKey(id) !== m.id).map((id) => ({ paperId: m.id, key: idKey(id), id })));
    if (idRows.length > 0) await store.upsertPaperIds(idRows);
  }
  return { changed: changed.length, unchanged: records.length - changed.length };
}
