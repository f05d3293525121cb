/**
 * BibTeX / BibLaTeX files as Zotero, JabRef and Google Scholar export them,
 * parsed with @retorquere/bibtex-parser (LaTeX accents, braces and escapes
 * decoded; `@string`s expanded). Each entry keeps its key as its own id; an
 * entry without an `abstract` field is rejected at its line.
 */
import { parse, type Creator, type Entry } from '@retorquere/bibtex-parser';
import type { Fields } from './record.ts';

export interface BibEntry {
  line: number;
  fields: Fields | null;
  problem?: string;
}

/** The parser renders some markup as HTML (\emph as <i>); stored text is plain. */
function plain(value: string | undefined): string | undefined {
  return value?.replace(/<\/?(?:i|b|sup|sub|sc|span|em|strong)(?:\s[^>]*)?>/g, '');
}

function creatorName(c: Creator): string {
  return c.name ?? [c.firstName, c.prefix, c.lastName, c.suffix].filter(Boolean).join(' ');
}

/** arXiv ids as BibTeX writes them: eprint with archivePrefix arXiv, or an arXiv journal/url. */
function arxivOf(f: Record<string, unknown>): string | null {
  const prefix = String(f.archiveprefix ?? f.eprinttype ?? '');
  if (typeof f.eprint === 'string' && (/arxiv/i.test(prefix) || prefix === '')) return f.eprint;
  return null;
}

function entryFields(e: Entry): Fields {
  const f = e.fields as Record<string, unknown>;
  const s = (k: string) => (typeof f[k] === 'string' ? plain(f[k] as string) : undefined);
  const year = s('year') ?? s('date')?.slice(0, 4);
  const date = s('date');
  const venue = s('journal') ?? s('journaltitle') ?? s('booktitle') ?? s('venue');
  const keywords = Array.isArray(f.keywords) ? f.keywords : [];
  const categories = [s('primaryclass'), ...keywords].filter((c) => typeof c === 'string' && c !== '');
  const url = s('url');
  return {
    abstract: s('abstract'),
    abstractName: 'abstract',
    noAbstract: `entry "${e.key}" has no "abstract" field (export with abstracts, or add one)`,
    title: s('title'),
    authors: Array.isArray(f.author) ? (f.author as Creator[]).map(creatorName) : [],
    published: date && /^\d{4}-\d{2}/.test(date) ? date : null,
    year: year && /^\d{4}$/.test(year) ? year : null,
    url,
    arxiv: arxivOf(f) ?? (url && /arxiv\.org\/(abs|pdf)\//i.test(url) ? url : null),
    doi: s('doi'),
    ownId: e.key,
    categories,
    venue: venue && /^arxiv( preprint)?/i.test(venue) ? null : venue,
  };
}

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number, from: { offset: number; line: number }): number {
  let line = from.line;
  for (let i = from.offset; i < offset; i++) if (text.charCodeAt(i) === 10) line += 1;
  from.offset = offset;
  from.line = line;
  return line;
}

/** The entries of a BibTeX file, with their lines; entries the parser could not read come back with the parser's reason. */
export function bibEntries(text: string): BibEntry[] {
  const lib = parse(text, { english: false, sentenceCase: false, caseProtection: false, unsupported: 'ignore' });
  const out: BibEntry[] = [];
  const cursor = { offset: 0, line: 1 };
  let searchFrom = 0;
  for (const e of lib.entries) {
    if (e.input === '') continue;
    const at = text.indexOf(e.input, searchFrom);
    const line = at >= 0 ? lineAt(text, at, cursor) : cursor.line;
    if (at >= 0) searchFrom = at + e.input.length;
    out.push({ line, fields: entryFields(e) });
  }
  for (const err of lib.errors) {
    const m = /at line (\d+)/.exec(err.error);
    const at = err.input ? text.indexOf(err.input) : -1;
    const line = at >= 0 ? text.slice(0, at).split('\n').length : m ? Number(m[1]) : 1;
    out.push({ line, fields: null, problem: `malformed BibTeX entry: ${err.error}` });
  }
  return out.sort((a, b) => a.line - b.line);
}
