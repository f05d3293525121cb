/**
 * From the fields a format offers to a checked PaperRecord: every format's
 * reader maps its shape to `Fields`, and `buildRecord` applies the same limits,
 * id rules and normalization to all of them. Throws an Error with the reason
 * when a record is unusable.
 */
import { createHash } from 'node:crypto';
import { plainText } from '../extract/latex.ts';
import type { PaperRecord } from '../types.ts';
import { arxivId, canonicalId, doi as doiOf, uniqueIds } from './ids.ts';

/**
 * A record that cannot be used as it is (bad input), with the reason. Reported
 * as a rejected record; any other error while building a record is a fault of
 * the code (an internal error), never blamed on the input.
 */
export class RecordError extends Error {
  override name = 'RecordError';
}

/** Longest abstract accepted, in characters after whitespace collapsing. */
export const MAX_ABSTRACT_CHARS = 20_000;
/** Shortest abstract accepted. */
export const MIN_ABSTRACT_CHARS = 40;
const MAX_TITLE_CHARS = 500;
const MAX_AUTHORS = 500;
const MAX_AUTHOR_CHARS = 200;
const MAX_URL_CHARS = 2_000;
const MAX_ID_CHARS = 200;
const MAX_CATEGORIES = 50;
const MAX_CATEGORY_CHARS = 100;
const MAX_VENUE_CHARS = 500;

/** What a format offers for one paper; every field is checked by buildRecord. */
export interface Fields {
  abstract: unknown;
  /** The name of the abstract's field in the format, for messages. */
  abstractName: string;
  /** Why there is no abstract, when the format knows ("null in the API's answer"). */
  noAbstract?: string;
  title?: unknown;
  /** A list of names (strings or `{name}`), or one string of names. */
  authors?: unknown;
  published?: unknown;
  year?: unknown;
  url?: unknown;
  /** An arXiv id in any spelling. */
  arxiv?: unknown;
  doi?: unknown;
  /** The record's own id (the user's `id`, a BibTeX key, a Semantic Scholar or OpenAlex id). */
  ownId?: unknown;
  /** Further ids the record carries. */
  otherIds?: (string | null | undefined)[];
  /** A list of strings or one whitespace-separated string. */
  categories?: unknown;
  venue?: unknown;
  /** Decode LaTeX in title, authors and venue ("Bal\'azs" as "Balázs"); the abstract is stored as written. */
  latex?: boolean;
}

/** Collapses all whitespace runs to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The id of a paper without any id: the first 12 hex digits of sha1 of its collapsed text. */
export function textId(text: string): string {
  return createHash('sha1').update(collapseWhitespace(text)).digest('hex').slice(0, 12);
}

/** A display title for a paper that has none: its first sentence, cut at a word near 100 characters. */
export function deriveTitle(text: string): string {
  const first = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (first.length <= 100) return first.replace(/[.!?]$/, '');
  const cut = first.slice(0, 100);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60))}…`;
}

export function stringField(value: unknown, max: number, name: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new RecordError(`field "${name}" must be a string`);
  const s = collapseWhitespace(value);
  if (s.length > max) throw new RecordError(`field "${name}" is ${s.length} characters (at most ${max})`);
  return s === '' ? null : s;
}

/** "Last, F." pairs as the arXiv snapshot and BibTeX-style exports write them. */
const INITIALS = /^(?:\p{Lu}[\p{Ll}]?\.?[\s-]*)+$/u;

/**
 * The authors of a one-string author field: "A. One, B. Two, and C. Three",
 * "A. One and B. Two", or "Kim, J., Lee, S." (surname, initials pairs).
 */
export function splitAuthors(value: string): string[] {
  const parts = value
    .split(/\s*(?:,\s*and\s+|,|;|\s+and\s+|\s*&\s*)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const paired = parts.length >= 2 && parts.length % 2 === 0 && parts.every((p, i) => (i % 2 === 1) === INITIALS.test(p));
  if (!paired) return parts;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) out.push(`${parts[i + 1]} ${parts[i]}`);
  return out;
}

/** LaTeX decoded when asked, accents composed ("ı" plus a combining accent, as "\\'\\i" renders, is "í"). */
const delatex = (s: string, on: boolean | undefined): string =>
  (on && s.includes('\\') ? plainText(s).text : s).replace(/\u0131(?=[\u0300-\u036f])/g, 'i').normalize('NFC');

function authorsField(value: unknown, latex?: boolean): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? splitAuthors(delatex(value, latex)) : value;
  if (!Array.isArray(list)) throw new RecordError('field "authors" must be a list of strings or a string');
  if (list.length > MAX_AUTHORS) throw new RecordError(`field "authors" has ${list.length} entries (at most ${MAX_AUTHORS})`);
  return list.map((a, i) => {
    const name = typeof a === 'string' ? a : typeof a === 'object' && a && 'name' in a ? (a as { name: unknown }).name : null;
    const s = stringField(typeof name === 'string' ? delatex(name, latex) : name, MAX_AUTHOR_CHARS, `authors[${i}]`);
    if (!s) throw new RecordError(`field "authors[${i}]" is empty or not a name`);
    return s;
  });
}

function dateField(value: unknown): string | null {
  const s = stringField(value, 40, 'published');
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(s);
  if (!m) throw new RecordError(`field "published" is not an ISO date: "${s.slice(0, 40)}"`);
  return `${m[1]}-${m[2]}-${m[3] ?? '01'}`;
}

function yearField(value: unknown, published: string | null): number | null {
  if (value === undefined || value === null || value === '') return published ? Number(published.slice(0, 4)) : null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1000 || n > 2999) throw new RecordError(`field "year" is not a year: ${JSON.stringify(value).slice(0, 40)}`);
  return n;
}

/** Checks and normalizes an abstract; throws with the reason it is unusable. */
function abstractText(f: Fields): string {
  const value = f.abstract;
  if (value === undefined || value === null) throw new RecordError(f.noAbstract ?? 'record has no abstract ("abstract" or "text")');
  if (typeof value !== 'string') throw new RecordError(`field "${f.abstractName}" must be a string`);
  const text = collapseWhitespace(value);
  if (text.length < MIN_ABSTRACT_CHARS) throw new RecordError(`abstract is ${text.length === 0 ? 'empty' : `only ${text.length} characters`} (at least ${MIN_ABSTRACT_CHARS})`);
  // Zero-width and other invisible characters are no text: an abstract of them would be an invisible paper.
  const visible = text.replace(/[\p{Cf}\p{Z}\p{Cc}]/gu, '').length;
  if (visible < MIN_ABSTRACT_CHARS) throw new RecordError(`abstract has only ${visible} visible characters (at least ${MIN_ABSTRACT_CHARS})`);
  if (text.length > MAX_ABSTRACT_CHARS) throw new RecordError(`abstract is ${text.length} characters (at most ${MAX_ABSTRACT_CHARS})`);
  return text;
}

/** A string id field; a JSON number is refused, since digits such as an arXiv id's trailing 0 are lost. */
function idField(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') throw new RecordError(`field "${name}" is the number ${value}; write it as a string ("${value}"), or digits such as a trailing 0 of an arXiv id are lost`);
  if (typeof value !== 'string') throw new RecordError(`field "${name}" must be a string`);
  const s = value.trim();
  if (s.length > MAX_ID_CHARS) throw new RecordError(`field "${name}" is ${s.length} characters (at most ${MAX_ID_CHARS})`);
  if (/\p{Cc}/u.test(s)) throw new RecordError(`field "${name}" holds control characters`);
  // The database stores a lone surrogate as U+FFFD: the id would not be the one given.
  if (/\p{Cs}/u.test(s)) throw new RecordError(`field "${name}" is not well-formed Unicode (a lone surrogate)`);
  return s === '' ? null : s;
}

function categoriesField(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(/[\s,;]+/) : value;
  if (!Array.isArray(list)) throw new RecordError('field "categories" must be a list of strings or a string');
  const out = [...new Set(list.map((c, i) => stringField(c, MAX_CATEGORY_CHARS, `categories[${i}]`)).filter((c): c is string => c !== null))];
  if (out.length > MAX_CATEGORIES) throw new RecordError(`field "categories" has ${out.length} entries (at most ${MAX_CATEGORIES})`);
  return out;
}

/**
 * Builds a PaperRecord. The primary id is the arXiv id when there is one, else
 * the record's own id, else its DOI, else the hash of its text; every id it
 * came with is kept in `ids`.
 */
export function buildRecord(f: Fields, source: string): PaperRecord {
  const text = abstractText(f);
  const arxivRaw = idField(f.arxiv, 'arxiv id');
  const ownRaw = idField(f.ownId, 'id');
  const doiRaw = idField(f.doi, 'doi');
  const doi = doiRaw ? doiOf(doiRaw) : ownRaw ? doiOf(ownRaw) : null;
  if (doiRaw && !doi) throw new RecordError(`field "doi" is not a DOI: "${doiRaw.slice(0, 60)}"`);
  const arxiv = (arxivRaw ? arxivId(arxivRaw) : null) ?? (ownRaw ? arxivId(ownRaw) : null) ?? (doi ? arxivId(doi) : null);
  if (arxivRaw && !arxivId(arxivRaw)) throw new RecordError(`field "arxiv id" is not an arXiv id: "${arxivRaw.slice(0, 60)}"`);
  const own = ownRaw ? canonicalId(ownRaw) : null;
  const title = stringField(typeof f.title === 'string' ? delatex(f.title, f.latex) : f.title, MAX_TITLE_CHARS, 'title');
  const given = stringField(f.url, MAX_URL_CHARS, 'url');
  // An arXiv URL in any spelling is written one way, so the same paper from two formats has one url.
  const url = given && arxiv && arxivId(given) === arxiv ? `https://arxiv.org/abs/${arxiv}` : given;
  const published = dateField(f.published);
  const venue = stringField(typeof f.venue === 'string' ? delatex(f.venue, f.latex) : f.venue, MAX_VENUE_CHARS, 'venue');
  return {
    id: arxiv ?? own ?? doi ?? textId(text),
    text,
    title: title ?? deriveTitle(text),
    titleDerived: title === null,
    authors: authorsField(f.authors, f.latex),
    published,
    url: url ?? (arxiv ? `https://arxiv.org/abs/${arxiv}` : doi ? `https://doi.org/${doi}` : null),
    arxivId: arxiv,
    ids: uniqueIds([arxiv, own, doi, ...(f.otherIds ?? []).map((id, i) => idField(id, `ids[${i}]`))]),
    doi,
    year: yearField(f.year, published),
    categories: categoriesField(f.categories),
    venue,
    source,
  };
}
