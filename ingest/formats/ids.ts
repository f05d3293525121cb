/**
 * Paper identifiers in the spellings researchers paste: arXiv ids with a
 * prefix, a version or as abs/pdf URLs; DOIs bare, as `doi:` or doi.org URLs;
 * OpenAlex and Semantic Scholar ids bare or as URLs. Each id has one canonical
 * form (stored in `Paper.ids`) and one lookup key (lower case), so any spelling
 * of any id a paper arrived with finds it.
 */

const ARXIV_NEW = /^(\d{4}\.\d{4,5})(?:v\d+)?$/i;
const ARXIV_OLD = /^([a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?$/i;
const ARXIV_URL = /^(?:https?:\/\/)?(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf|html)\/(.+?)(?:\.pdf)?\/?$/i;
const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/i;
const DOI = /^10\.\d{4,9}\/\S+$/;
const DOI_URL = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i;
const OPENALEX = /^(?:https?:\/\/)?(?:api\.)?openalex\.org\/(?:works\/)?(w\d+)$/i;
const OPENALEX_BARE = /^w\d{5,}$/i;
const S2_URL = /^(?:https?:\/\/)?(?:www\.|api\.)?semanticscholar\.org\/(?:paper\/|graph\/v1\/paper\/)(?:[^/]+\/)?([0-9a-f]{40})$/i;

/** The bare arXiv id ("2407.00782", "hep-th/9901001") of any common spelling, version dropped; null when it is none. */
export function arxivId(value: string): string | null {
  let s = value.trim();
  s = ARXIV_URL.exec(s)?.[1] ?? s;
  s = ARXIV_DOI.exec(s.replace(DOI_URL, ''))?.[1] ?? s;
  s = s.replace(/^arxiv:\s*/i, '');
  const m = ARXIV_NEW.exec(s) ?? ARXIV_OLD.exec(s);
  if (!m?.[1]) return null;
  return m[1].includes('/') ? oldStyle(m[1]) : m[1];
}

/** "math.GT/0309136" is filed as "math/0309136"; subject lower case. */
function oldStyle(id: string): string {
  const [subject = '', number = ''] = id.split('/');
  return `${subject.replace(/\.[a-z]{2}$/i, '').toLowerCase()}/${number}`;
}

/** A DOI in lower case without its `https://doi.org/` or `doi:` prefix; null when the value is no DOI. */
export function doi(value: string): string | null {
  const s = value.trim().replace(DOI_URL, '').replace(/^doi:\s*/i, '');
  return DOI.test(s) ? s.toLowerCase() : null;
}

/** An OpenAlex work id ("W4383…") from its bare or URL form; null otherwise. */
export function openAlexId(value: string): string | null {
  const s = value.trim();
  const m = OPENALEX.exec(s)?.[1] ?? (OPENALEX_BARE.test(s) ? s : null);
  return m ? m.toUpperCase() : null;
}

/**
 * The canonical form of an id the user gave in a record's `id` field (or a
 * BibTeX key): an arXiv id, a DOI, an OpenAlex id when it is one, else the id as
 * written, trimmed.
 */
export function canonicalId(value: string): string {
  return arxivId(value) ?? doi(value) ?? openAlexId(value) ?? value.trim();
}

/**
 * The key a spelling of an id is looked up by: its canonical form in lower case
 * ("arXiv:2407.00782v1", "https://arxiv.org/abs/2407.00782" and "2407.00782"
 * share one key; so do "https://doi.org/10.1/X" and "10.1/x").
 */
export function idKey(value: string): string {
  const s = value.trim();
  const s2 = S2_URL.exec(s)?.[1];
  return (s2 ?? canonicalId(s)).toLowerCase();
}

/** Ids in first-seen order, one per lookup key, empty ones dropped. */
export function uniqueIds(ids: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    if (!id || id.trim() === '') continue;
    const k = idKey(id);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(id.trim());
  }
  return out;
}

/**
 * The key two records of one paper share when they share no id: the title and
 * the first author's surname, lower case, accents and punctuation dropped
 * ("Personalize Segment Anything Model with One Shot" by "Renrui Zhang" or by
 * "Zhang, Renrui"). Null for a derived title or a paper without authors: a
 * title alone is not enough to call two records one paper.
 */
export function titleAuthorKey(title: string, titleDerived: boolean, authors: readonly string[]): string | null {
  const first = authors[0];
  if (titleDerived || !first) return null;
  const plain = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const t = plain(title);
  // "Zhang, Renrui" names the surname first; "Renrui Zhang" last.
  const surname = plain(first.includes(',') ? (first.split(',')[0] ?? '') : (first.trim().split(/\s+/).pop() ?? ''));
  if (t.length < 8 || surname === '') return null;
  return `${t}|${surname}`;
}
