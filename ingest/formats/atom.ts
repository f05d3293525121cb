/**
 * The arXiv API's Atom feed (export.arxiv.org/api/query): one <entry> per paper
 * with id (abs URL), title, summary, author/name, published, arxiv:doi,
 * arxiv:journal_ref, arxiv:primary_category and category terms. Parsed with
 * fast-xml-parser after its validator has named the line of any malformation.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Fields } from './record.ts';

type Obj = Record<string, unknown>;

/** One entry of a feed: its 1-based line in the file and its fields, or why it is unusable. */
export interface AtomEntry {
  line: number;
  fields: Fields | null;
  problem?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Entities beyond XML's own five are never expanded (no entity bombs).
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['entry', 'author', 'category', 'link'].includes(name),
  parseTagValue: false,
  trimValues: true,
});

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** The text of an element that may carry attributes (`{"#text": …}`). */
function text(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (isObj(v) && typeof v['#text'] === 'string') return v['#text'];
  return null;
}

/** The line of each <entry> start tag, in document order. */
function entryLines(xml: string): number[] {
  const out: number[] = [];
  let line = 1;
  let from = 0;
  const tag = /<(?:[\w-]+:)?entry[\s>/]/g;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    for (let i = from; i < m.index; i++) if (xml.charCodeAt(i) === 10) line += 1;
    from = m.index;
    out.push(line);
  }
  return out;
}

function entryFields(e: Obj): Fields {
  const id = text(e.id);
  const links = list(e.link).filter(isObj);
  const abs = links.find((l) => l['@rel'] === 'alternate')?.['@href'];
  const primary = isObj(e.primary_category) ? e.primary_category['@term'] : null;
  const categories = [primary, ...list(e.category).map((c) => (isObj(c) ? c['@term'] : null))].filter((c) => typeof c === 'string');
  return {
    abstract: text(e.summary),
    abstractName: 'summary',
    noAbstract: 'feed entry has no <summary>',
    title: text(e.title),
    authors: list(e.author).map((a) => (isObj(a) ? text(a.name) : text(a))),
    published: text(e.published),
    url: typeof abs === 'string' ? abs : id,
    arxiv: id,
    doi: text(e.doi),
    categories: [...new Set(categories)],
    venue: text(e.journal_ref),
    latex: true,
  };
}

/** Is this text an Atom feed (a <feed> root, after any XML declaration and comments)? */
export function isAtomFeed(head: string): boolean {
  return /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<(?:[\w-]+:)?feed[\s>]/.test(head.trimStart());
}

/**
 * The entries of an Atom feed. Throws with the line of the first malformation
 * when the document is not well-formed XML or has no <feed> root.
 */
export function atomEntries(xml: string): AtomEntry[] {
  const doctype = /<!(?:DOCTYPE|ENTITY)/i.exec(xml);
  if (doctype) throw Object.assign(new Error('XML with a DOCTYPE or entity declarations is not read (an arXiv feed has none)'), { line: xml.slice(0, doctype.index).split('\n').length });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw Object.assign(new Error(`malformed XML: ${valid.err.msg}`), { line: valid.err.line });
  const doc = parser.parse(xml) as Obj;
  const feed = doc.feed;
  if (!isObj(feed)) throw Object.assign(new Error('XML document has no Atom <feed> root'), { line: 1 });
  const lines = entryLines(xml);
  return list(feed.entry).map((e, i) => {
    const line = lines[i] ?? 1;
    if (!isObj(e)) return { line, fields: null, problem: 'empty <entry>' };
    // The API answers a bad query with one entry whose id is …/api/errors#… and whose summary is the message.
    if (/\/api\/errors/.test(text(e.id) ?? '')) return { line, fields: null, problem: `the arXiv API returned an error: ${text(e.summary) ?? 'no message'}` };
    return { line, fields: entryFields(e) };
  });
}
