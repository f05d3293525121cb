/**
 * BibTeX entries and reference lines for selected papers. Pure code. A paper the
 * graph knows little about (the bundled seed corpus has no titles, authors or ids)
 * gets an honest key (`paper-<id>`) and a note saying what is unknown, never an
 * invented author or year.
 */
import type { ContextPaper } from './types.ts';

/** What a citation needs of a paper. */
export type CitablePaper = Pick<ContextPaper, 'id' | 'title' | 'titleDerived' | 'authors' | 'year' | 'published' | 'url' | 'arxivId'>;

/** A paper map as query rows carry it (`p { .id, .title, … }`), missing fields as null. */
export function citablePaper(p: { id?: unknown; title?: unknown; titleDerived?: unknown; authors?: unknown; year?: unknown; published?: unknown; url?: unknown; arxivId?: unknown }): CitablePaper {
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  return {
    id: String(p.id),
    title: text(p.title) ?? String(p.id),
    titleDerived: p.titleDerived === true,
    authors: Array.isArray(p.authors) ? p.authors.map(String) : [],
    year: typeof p.year === 'number' ? p.year : null,
    published: text(p.published),
    url: text(p.url),
    arxivId: text(p.arxivId),
  };
}

/** The note carried by entries whose title was derived from the abstract text. */
export const DERIVED_TITLE_NOTE = 'Title derived from abstract';
export const UNKNOWN_AUTHORS_NOTE = 'authors unknown';

/** Control characters and bidirectional overrides, which would garble or disguise printed text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
const INVISIBLE = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Removes control characters and bidirectional overrides. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Escapes text for a braced BibTeX field value (LaTeX specials; braces stay balanced). */
export function escapeBibtex(text: string): string {
  return stripInvisible(text).replace(/[\\{}&%$#_~^]/g, (ch) => {
    switch (ch) {
      case '\\':
        return '\\textbackslash{}';
      case '~':
        return '\\textasciitilde{}';
      case '^':
        return '\\textasciicircum{}';
      default:
        return `\\${ch}`;
    }
  });
}

/** ASCII letters and digits of `text`, lower case, accents dropped ("Müller" gives "muller"). */
function asciiWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The family name of an author written "First Last" or "Last, First". */
export function surname(author: string): string {
  const trimmed = author.trim();
  if (trimmed.includes(',')) return trimmed.split(',')[0]?.trim() ?? trimmed;
  const parts = trimmed.split(/\s+/);
  return parts[parts.length - 1] ?? trimmed;
}

const TITLE_STOPWORDS = new Set(['a', 'an', 'the', 'on', 'of', 'for', 'to', 'in', 'and', 'with', 'towards', 'toward', 'via', 'is', 'are', 'do', 'does', 'can']);

/** The year of a paper: its `year`, else the year of `published`, else null. */
export function paperYear(paper: Pick<ContextPaper, 'year' | 'published'>): number | null {
  if (paper.year !== null) return paper.year;
  const m = /^(\d{4})-/.exec(paper.published ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The base BibTeX key of a paper, before de-duplication:
 * `zhang2023personalize` (first author, year, first significant title word) when
 * authors are known; `arxiv-2305.03048` for an arXiv paper without authors;
 * `paper-<id>` otherwise.
 */
export function baseKey(paper: CitablePaper): string {
  const first = paper.authors[0];
  if (first) {
    const year = paperYear(paper);
    const word = paper.titleDerived ? '' : (paper.title.split(/\s+/).map(asciiWord).find((w) => w !== '' && !TITLE_STOPWORDS.has(w)) ?? '');
    const name = asciiWord(surname(first)) || 'anon';
    return `${name}${year ?? ''}${word}`;
  }
  if (paper.arxivId) return `arxiv-${paper.arxivId.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}`;
  return `paper-${paper.id.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}`;
}

/** Keys for papers in citation order; a repeated base key gets "b", "c", … in that order. */
export function assignKeys(papers: CitablePaper[]): string[] {
  const seen = new Map<string, number>();
  return papers.map((paper) => {
    const key = baseKey(paper);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key}${String.fromCharCode(97 + Math.min(n, 25))}${n > 25 ? n : ''}`;
  });
}

/** What the entry says about missing metadata, or null when nothing is missing. */
export function missingNote(paper: CitablePaper): string | null {
  const parts: string[] = [];
  if (paper.titleDerived) parts.push(DERIVED_TITLE_NOTE);
  if (paper.authors.length === 0) parts.push(parts.length ? UNKNOWN_AUTHORS_NOTE : 'Authors unknown');
  return parts.length ? parts.join('; ') : null;
}

function arxivUrl(paper: CitablePaper): string | null {
  if (paper.url) return paper.url;
  return paper.arxivId ? `https://arxiv.org/abs/${paper.arxivId}` : null;
}

/** One `@misc` entry (arXiv preprints are cited as @misc, as arXiv itself recommends). */
export function bibtexEntry(paper: CitablePaper, key: string): string {
  const fields: Array<[string, string]> = [];
  // Double braces keep the title's capitals ("LLMs") whatever the bibliography style.
  fields.push(['title', `{{${escapeBibtex(paper.title)}}}`]);
  if (paper.authors.length) fields.push(['author', `{${paper.authors.map((a) => (/\sand\s/i.test(a) ? `{${escapeBibtex(a)}}` : escapeBibtex(a))).join(' and ')}}`]);
  const year = paperYear(paper);
  if (year !== null) fields.push(['year', `{${year}}`]);
  if (paper.arxivId) {
    fields.push(['eprint', `{${escapeBibtex(paper.arxivId)}}`]);
    fields.push(['archivePrefix', '{arXiv}']);
  }
  const url = arxivUrl(paper);
  if (url && !/[{}\s]/.test(url)) fields.push(['url', `{${url}}`]);
  const note = missingNote(paper);
  if (note) fields.push(['note', `{${note}}`]);
  if (!paper.arxivId) fields.push(['howpublished', `{Literature graph paper ${escapeBibtex(paper.id)}}`]);
  const width = Math.max(...fields.map(([name]) => name.length));
  return `@misc{${key},\n${fields.map(([name, value]) => `  ${name.padEnd(width)} = ${value}`).join(',\n')}\n}\n`;
}

/** The whole .bib file for papers in citation order with their keys. */
export function bibtexFile(papers: CitablePaper[], keys: string[]): string {
  return papers.map((paper, i) => bibtexEntry(paper, keys[i] ?? baseKey(paper))).join('\n');
}

/** Escapes Markdown inline specials so titles print as written. */
export function escapeMarkdown(text: string): string {
  return stripInvisible(text).replace(/[\\`*_[\]<>|]/g, (ch) => `\\${ch}`);
}

function authorList(authors: string[]): string {
  if (authors.length <= 3) return authors.join(', ');
  return `${authors.slice(0, 3).join(', ')}, et al.`;
}

/** The reference line printed under "References" (without its number). */
export function referenceText(paper: ContextPaper): string {
  const parts: string[] = [];
  if (paper.authors.length) parts.push(`${escapeMarkdown(authorList(paper.authors))}.`);
  parts.push(paper.titleDerived ? `“${escapeMarkdown(paper.title)}”.` : `*${escapeMarkdown(paper.title)}*.`);
  const year = paperYear(paper);
  if (paper.arxivId) parts.push(`arXiv:${paper.arxivId}${year !== null ? `, ${year}` : ''}.`);
  else if (year !== null) parts.push(`${year}.`);
  const note = missingNote(paper);
  if (note) parts.push(`${note}.`);
  if (!paper.arxivId) parts.push(`Graph paper \`${paper.id}\`.`);
  const url = arxivUrl(paper);
  if (url) parts.push(`<${url}>`);
  return parts.join(' ');
}
