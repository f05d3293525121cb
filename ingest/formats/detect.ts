/**
 * Which reader a file needs, told by its first bytes (after gunzip) as well as
 * by its name; a file that is none of the understood formats is refused with
 * what it seems to be, never read as text.
 */
import path from 'node:path';
import { isAtomFeed } from './atom.ts';

export type Format = 'text' | 'jsonl' | 'json' | 'atom' | 'bibtex';

export type Detected = { format: Format } | { refused: string };

/** For messages: the formats a file may be in. */
export const UNDERSTOOD =
  'understood formats: arXiv Atom feed (.xml, .atom), BibTeX with abstracts (.bib), JSON or JSON Lines records ' +
  '(own shape, Kaggle arXiv snapshot, Semantic Scholar, OpenAlex; .json, .jsonl, .ndjson), Daily Papers text dumps (.txt), any of them gzipped (.gz)';

const MAGIC: [string, Buffer][] = [
  ['a PDF document', Buffer.from('%PDF')],
  ['a ZIP archive (or an Office document)', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
  ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ['a JPEG image', Buffer.from([0xff, 0xd8, 0xff])],
  ['a GIF image', Buffer.from('GIF8')],
  ['an SQLite database', Buffer.from('SQLite format 3\u0000')],
  ['an executable', Buffer.from([0x7f, 0x45, 0x4c, 0x46])],
  ['a bzip2 archive', Buffer.from('BZh')],
  ['an xz archive', Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])],
  ['a Parquet file', Buffer.from('PAR1')],
];

const REFUSED_EXTENSIONS: Record<string, string> = {
  '.csv': 'a CSV table',
  '.tsv': 'a TSV table',
  '.xls': 'a spreadsheet',
  '.xlsx': 'a spreadsheet',
  '.html': 'an HTML page',
  '.htm': 'an HTML page',
  '.pdf': 'a PDF document',
  '.ris': 'a RIS export (export BibTeX instead)',
  '.nbib': 'a PubMed export (export BibTeX instead)',
  '.enw': 'an EndNote export (export BibTeX instead)',
  '.zip': 'a ZIP archive',
  '.tar': 'a tar archive',
  '.doc': 'a Word document',
  '.docx': 'a Word document',
};

const TEXT_EXTENSIONS = new Set(['', '.txt', '.text', '.md']);

/** Share of characters in the head that are control characters or undecodable bytes. */
function noise(text: string): number {
  if (text.length === 0) return 0;
  let bad = 0;
  for (const ch of text) if (ch === '\uFFFD' || (/\p{Cc}/u.test(ch) && !/[\t\n\r\f]/.test(ch))) bad += 1;
  return bad / text.length;
}

/** Three or more leading lines with the same number (two or more) of commas or tabs and no blank line between: a table. */
function looksTabular(text: string): boolean {
  const all = text.split('\n', 6);
  // The sixth piece may be cut off by the end of the head; a blank line ends the table.
  const lines = all.slice(0, 5);
  const blank = lines.findIndex((l) => l.trim() === '');
  const rows = blank === -1 ? lines : lines.slice(0, blank);
  if (rows.length < 3 || (blank !== -1 && lines.slice(blank).some((l) => l.trim() !== ''))) return false;
  return [',', '\t'].some((sep) => {
    const counts = rows.map((l) => l.replace(/"[^"]*"/g, '').split(sep).length - 1);
    return (counts[0] ?? 0) >= 2 && counts.every((c) => c === counts[0]);
  });
}

/** UTF-16 text: a byte-order mark, or a NUL in every other byte of a mostly-ASCII head. */
function isUtf16(head: Buffer): boolean {
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) return true;
  const n = Math.min(head.length, 200) & ~1;
  if (n < 8) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
  }
  return Math.max(evenNul, oddNul) > 0.9 * (n / 2) && Math.min(evenNul, oddNul) < 0.1 * (n / 2);
}

/** The file's extension, `.gz` set aside, in lower case. */
export function extensionOf(file: string): string {
  return path.extname(file.replace(/\.gz$/i, '')).toLowerCase();
}

/**
 * The format of a file from its name and the first bytes of its content
 * (decompressed). `head` may end in the middle of a character.
 */
export function detectFormat(file: string, head: Buffer): Detected {
  const ext = extensionOf(file);
  for (const [what, magic] of MAGIC) if (head.subarray(0, magic.length).equals(magic)) return { refused: `${what}` };
  if (isUtf16(head)) return { refused: 'UTF-16 text (save it as UTF-8)' };
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (/^<!doctype html|^<html[\s>]/i.test(start)) return { refused: 'an HTML page' };
  if (start.startsWith('<')) return isAtomFeed(start) ? { format: 'atom' } : { refused: `XML that is not an Atom feed (root ${/<([\w:-]+)/.exec(start.replace(/^<\?xml[^>]*>\s*/, ''))?.[0] ?? '?'}>)` };
  if (ext === '.xml' || ext === '.atom') return { refused: 'a .xml/.atom file that is not XML' };
  if (ext === '.bib' || /^@\s*[a-z]+\s*[{(]/i.test(start.replace(/^(?:%.*\n\s*)+/, ''))) return { format: 'bibtex' };
  if (ext === '.jsonl' || ext === '.ndjson') return { format: 'jsonl' };
  if (noise(text) > 0.05) return { refused: 'binary data' };
  if (ext === '.json' || /^(?:\{\s*"|\[\s*[{\]])/.test(start)) return { format: 'json' };
  if (ext in REFUSED_EXTENSIONS) return { refused: REFUSED_EXTENSIONS[ext] ?? ext };
  if (!TEXT_EXTENSIONS.has(ext)) return { refused: `a file of unknown type (${ext})` };
  if (looksTabular(start)) return { refused: 'a table (comma- or tab-separated values)' };
  return { format: 'text' };
}
