/**
 * The JSON record shapes researchers hold, each mapped to `Fields`: the
 * project's own shape, the Kaggle arXiv metadata snapshot, the Semantic Scholar
 * Graph API and OpenAlex works. A record's shape is told by the fields only that
 * shape has, so one file may mix them.
 */
import { arxivId, openAlexId } from './ids.ts';
import { RecordError, type Fields } from './record.ts';

type Obj = Record<string, unknown>;

export type JsonShape = 'own' | 'kaggle-arxiv' | 'semantic-scholar' | 'openalex';

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** Which shape a JSON record has. */
export function shapeOf(r: Obj): JsonShape {
  if ('abstract_inverted_index' in r || 'authorships' in r || 'publication_year' in r || (typeof r.id === 'string' && /openalex\.org\//i.test(r.id))) return 'openalex';
  if ('paperId' in r || 'externalIds' in r) return 'semantic-scholar';
  if ('authors_parsed' in r || 'update_date' in r || 'journal-ref' in r || ('submitter' in r && 'versions' in r)) return 'kaggle-arxiv';
  return 'own';
}

/** The project's own shape: `abstract` (or `text`, `summary`), optional id, title, authors, published, url, doi, year, categories, venue. */
function ownFields(r: Obj): Fields {
  const abstractName = r.abstract !== undefined ? 'abstract' : r.text !== undefined ? 'text' : 'summary';
  return {
    abstract: r[abstractName],
    abstractName,
    title: r.title,
    authors: r.authors,
    published: r.published ?? r.date,
    year: r.year,
    url: r.url,
    arxiv: r.arxiv_id ?? r.arxivId,
    ownId: r.id,
    doi: r.doi,
    categories: r.categories,
    venue: r.venue ?? r.journal,
  };
}

/** "Mon, 2 Apr 2007 19:18:42 GMT" as 2007-04-02. */
function rfcDate(value: unknown): string | null {
  const s = str(value);
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/** Kaggle's `authors_parsed`: [last, first, suffix] triples. */
function parsedAuthors(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((a) => (Array.isArray(a) ? [a[1], a[0], a[2]].filter((p) => typeof p === 'string' && p.trim() !== '').join(' ') : ''));
}

/** A Kaggle arXiv snapshot line: LaTeX in title and authors decoded, first version's date, doi, categories, journal-ref. */
function kaggleFields(r: Obj): Fields {
  const versions = Array.isArray(r.versions) ? r.versions : [];
  const first: unknown = versions[0];
  const created = isObj(first) ? rfcDate(first.created) : null;
  return {
    abstract: r.abstract,
    abstractName: 'abstract',
    title: r.title,
    authors: parsedAuthors(r.authors_parsed) ?? r.authors,
    published: created ?? r.update_date,
    arxiv: r.id,
    doi: typeof r.doi === 'string' ? r.doi.trim().split(/\s+/)[0] : r.doi,
    categories: r.categories,
    venue: r['journal-ref'],
    latex: true,
  };
}

/** A Semantic Scholar Graph API paper: paperId, externalIds (ArXiv, DOI, CorpusId), year, authors[].name, venue, fieldsOfStudy. */
function semanticScholarFields(r: Obj): Fields {
  const ext = isObj(r.externalIds) ? r.externalIds : {};
  const corpus = ext.CorpusId;
  const named = str(r.venue);
  const venue = (named && !/^arxiv(\.org)?$/i.test(named) ? named : null) ?? (isObj(r.journal) ? str(r.journal.name) : null) ?? (isObj(r.publicationVenue) ? str(r.publicationVenue.name) : null);
  const s2Fields = Array.isArray(r.s2FieldsOfStudy) ? r.s2FieldsOfStudy.map((f) => (isObj(f) ? f.category : null)).filter((c) => typeof c === 'string') : null;
  return {
    abstract: r.abstract,
    abstractName: 'abstract',
    noAbstract: 'Semantic Scholar record has no abstract (the API gives null for many papers; the "abstract" field must be requested)',
    title: r.title,
    authors: r.authors,
    published: r.publicationDate,
    year: r.year,
    // The Semantic Scholar page only for papers without an arXiv page.
    url: ext.ArXiv ? null : r.url,
    arxiv: ext.ArXiv,
    doi: ext.DOI,
    ownId: r.paperId,
    otherIds: [typeof corpus === 'number' || typeof corpus === 'string' ? `CorpusId:${corpus}` : null],
    categories: Array.isArray(r.fieldsOfStudy) ? r.fieldsOfStudy : s2Fields,
    venue,
  };
}

/** Most word positions accepted in an inverted abstract (an abstract is at most 20,000 characters anyway). */
const MAX_POSITIONS = 20_000;

/** OpenAlex's `abstract_inverted_index` ({word: [positions]}) as the abstract, words in position order. */
export function invertedAbstract(index: unknown): string | null {
  if (index === null || index === undefined) return null;
  if (!isObj(index)) throw new RecordError('field "abstract_inverted_index" must be an object of word positions');
  const words: string[] = [];
  let count = 0;
  for (const [word, positions] of Object.entries(index)) {
    if (!Array.isArray(positions)) throw new RecordError(`field "abstract_inverted_index" gives no position list for "${word.slice(0, 40)}"`);
    for (const p of positions) {
      if (!Number.isInteger(p) || p < 0 || p >= MAX_POSITIONS || ++count > MAX_POSITIONS) throw new RecordError(`field "abstract_inverted_index" has a position out of range for "${word.slice(0, 40)}"`);
      words[p as number] = word;
    }
  }
  return words.filter((w) => w !== undefined).join(' ');
}

/** The arXiv id of an OpenAlex work, from its DOI or an arxiv.org location. */
function openAlexArxiv(r: Obj): string | null {
  const locations = [r.primary_location, r.best_oa_location, ...(Array.isArray(r.locations) ? r.locations : [])];
  for (const l of locations) {
    if (!isObj(l)) continue;
    for (const u of [l.landing_page_url, l.pdf_url]) {
      const id = typeof u === 'string' ? arxivId(u) : null;
      if (id) return id;
    }
  }
  return null;
}

/** An OpenAlex work: abstract rebuilt from the inverted index, publication_year/date, doi, id, authorships, venue, topics. */
function openAlexFields(r: Obj): Fields {
  const source = isObj(r.primary_location) && isObj(r.primary_location.source) ? str(r.primary_location.source.display_name) : null;
  const topics = Array.isArray(r.topics) ? r.topics.map((t) => (isObj(t) ? t.display_name : null)).filter((t) => typeof t === 'string') : [];
  const authors = Array.isArray(r.authorships) ? r.authorships.map((a) => (isObj(a) && isObj(a.author) ? a.author.display_name : a)) : r.authorships;
  const ids = isObj(r.ids) ? r.ids : {};
  const id = typeof r.id === 'string' ? (openAlexId(r.id) ?? r.id) : r.id;
  return {
    abstract: invertedAbstract(r.abstract_inverted_index),
    abstractName: 'abstract_inverted_index',
    noAbstract: 'OpenAlex record has no abstract ("abstract_inverted_index" is null or missing)',
    title: r.title ?? r.display_name,
    authors,
    published: r.publication_date,
    year: r.publication_year,
    url: isObj(r.primary_location) ? r.primary_location.landing_page_url : null,
    arxiv: openAlexArxiv(r),
    doi: r.doi ?? ids.doi,
    ownId: id,
    categories: topics.slice(0, 5),
    venue: source && !/arxiv/i.test(source) ? source : null,
  };
}

/** The Fields of a JSON record of any known shape; throws when it is not an object. */
export function fieldsFromJson(value: unknown): Fields {
  if (!isObj(value)) throw new RecordError('record is not a JSON object');
  switch (shapeOf(value)) {
    case 'openalex':
      return openAlexFields(value);
    case 'semantic-scholar':
      return semanticScholarFields(value);
    case 'kaggle-arxiv':
      return kaggleFields(value);
    default:
      return ownFields(value);
  }
}

/** The records of a JSON document: an array, an API envelope (`{data: […]}`, `{results: […]}`), or one record. */
export function recordsOf(doc: unknown): { records: unknown[]; envelope: 'data' | 'results' | null } {
  if (Array.isArray(doc)) return { records: doc, envelope: null };
  if (isObj(doc)) {
    for (const key of ['data', 'results'] as const) {
      if (Array.isArray(doc[key]) && !('abstract' in doc) && !('text' in doc)) return { records: doc[key] as unknown[], envelope: key };
    }
  }
  return { records: [doc], envelope: null };
}
