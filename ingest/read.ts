/**
 * Readers for the input formats: Daily Papers text dumps (a header line, then one
 * abstract per blank-line-separated paragraph) and JSON / JSON Lines records.
 * Files are streamed byte by byte into lines, so a huge file or a 10 MB line
 * never sits in memory whole; every problem becomes an InputError naming the file
 * and line, and reading goes on with the next record.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaperRecord } from './types.ts';

/** A problem with one record or line of an input file. */
export class InputError extends Error {
  override name = 'InputError';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
  }
}

export type ReadItem = { kind: 'paper'; paper: PaperRecord } | { kind: 'error'; error: InputError };

/** Longest line read; a longer one is rejected (and skipped without buffering it). */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** Longest abstract accepted, in characters after whitespace collapsing. */
export const MAX_ABSTRACT_CHARS = 20_000;
/** Shortest abstract accepted. */
export const MIN_ABSTRACT_CHARS = 40;
const MAX_TITLE_CHARS = 500;
const MAX_AUTHORS = 500;
const MAX_AUTHOR_CHARS = 200;
const MAX_URL_CHARS = 2_000;

const ARXIV_ID = /^(?:arxiv:)?(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(v\d+)?$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * How a file is named in a paper's sources: relative to the repository when
 * inside it, else absolute, so the same file read by two paths is one source.
 */
export function sourceName(file: string): string {
  const abs = path.resolve(file);
  const rel = path.relative(repoRoot, abs);
  return rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel;
}

/** Collapses all whitespace runs to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The id of a paper without an arXiv id: the first 12 hex digits of sha1 of its collapsed text. */
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

interface RawLine {
  line: number;
  text: string | null;
  /** Why the line could not be decoded, when text is null. */
  problem?: string;
}

/** Splits a file into numbered UTF-8 lines; undecodable, binary and overlong lines come back with a problem. */
async function* lines(file: string): AsyncGenerator<RawLine> {
  let lineNo = 1;
  let parts: Buffer[] = [];
  let size = 0;
  let overlong = false;
  const finish = (): RawLine => {
    const raw = Buffer.concat(parts);
    parts = [];
    size = 0;
    if (overlong) {
      overlong = false;
      return { line: lineNo, text: null, problem: `line longer than ${MAX_LINE_BYTES} bytes` };
    }
    if (raw.includes(0)) return { line: lineNo, text: null, problem: 'binary data (NUL bytes)' };
    try {
      return { line: lineNo, text: utf8.decode(raw).replace(/\r$/, '') };
    } catch {
      return { line: lineNo, text: null, problem: 'not valid UTF-8' };
    }
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
      if (!overlong) parts.push(chunk.subarray(from, nl));
      yield finish();
      lineNo += 1;
      from = nl + 1;
    }
    if (from < chunk.length && !overlong) {
      size += chunk.length - from;
      if (size > MAX_LINE_BYTES) {
        overlong = true;
        parts = [];
      } else {
        parts.push(Buffer.from(chunk.subarray(from)));
      }
    }
  }
  if (size > 0 || overlong) yield finish();
}

function stringField(value: unknown, max: number, name: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Error(`field "${name}" must be a string`);
  const s = collapseWhitespace(value);
  if (s.length > max) throw new Error(`field "${name}" is ${s.length} characters (at most ${max})`);
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

function authorsField(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? splitAuthors(value) : value;
  if (!Array.isArray(list)) throw new Error('field "authors" must be a list of strings or a string');
  if (list.length > MAX_AUTHORS) throw new Error(`field "authors" has ${list.length} entries (at most ${MAX_AUTHORS})`);
  return list.map((a, i) => {
    const name = typeof a === 'string' ? a : typeof a === 'object' && a && 'name' in a ? (a as { name: unknown }).name : null;
    const s = stringField(name, MAX_AUTHOR_CHARS, `authors[${i}]`);
    if (!s) throw new Error(`field "authors[${i}]" is empty or not a name`);
    return s;
  });
}

function dateField(value: unknown): string | null {
  const s = stringField(value, 40, 'published');
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(s);
  if (!m) throw new Error(`field "published" is not an ISO date: "${s.slice(0, 40)}"`);
  return `${m[1]}-${m[2]}-${m[3] ?? '01'}`;
}

/** Checks and normalizes an abstract; throws with the reason it is unusable. */
function abstractText(value: unknown, name: string): string {
  if (typeof value !== 'string') throw new Error(value === undefined || value === null ? 'record has no abstract ("abstract" or "text")' : `field "${name}" must be a string`);
  const text = collapseWhitespace(value);
  if (text.length < MIN_ABSTRACT_CHARS) throw new Error(`abstract is ${text.length === 0 ? 'empty' : `only ${text.length} characters`} (at least ${MIN_ABSTRACT_CHARS})`);
  if (text.length > MAX_ABSTRACT_CHARS) throw new Error(`abstract is ${text.length} characters (at most ${MAX_ABSTRACT_CHARS})`);
  return text;
}

/** Builds a PaperRecord from a JSON object; throws an Error with the reason when it is unusable. */
export function paperFromJson(value: unknown, source: string): PaperRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('record is not a JSON object');
  const r = value as Record<string, unknown>;
  const textKey = r.abstract !== undefined ? 'abstract' : r.text !== undefined ? 'text' : 'summary';
  const text = abstractText(r[textKey], textKey);
  const rawId = r.id ?? r.arxiv_id ?? r.arxivId;
  // JSON numbers lose digits ("2305.03040" is the number 2305.0304, another paper): ids must be strings.
  if (typeof rawId === 'number') throw new Error(`field "id" is the number ${rawId}; write it as a string ("${rawId}"), or digits such as a trailing 0 of an arXiv id are lost`);
  const idString = typeof rawId === 'string' ? rawId.trim() : null;
  const arxivMatch = idString ? ARXIV_ID.exec(idString) : null;
  const arxivId = arxivMatch?.[1] ?? null;
  const title = stringField(r.title, MAX_TITLE_CHARS, 'title');
  const url = stringField(r.url, MAX_URL_CHARS, 'url');
  return {
    id: arxivId ?? textId(text),
    text,
    title: title ?? deriveTitle(text),
    titleDerived: title === null,
    authors: authorsField(r.authors),
    published: dateField(r.published ?? r.date),
    url: url ?? (arxivId ? `https://arxiv.org/abs/${arxivId}` : null),
    arxivId,
    source,
  };
}

/** Builds a PaperRecord from a text-dump paragraph. */
export function paperFromText(paragraph: string, source: string): PaperRecord {
  const text = abstractText(paragraph, 'paragraph');
  return { id: textId(text), text, title: deriveTitle(text), titleDerived: true, authors: [], published: null, url: null, arxivId: null, source };
}

type Format = 'text' | 'jsonl' | 'json';

function formatOf(file: string): Format {
  if (/\.(jsonl|ndjson)$/i.test(file)) return 'jsonl';
  if (/\.json$/i.test(file)) return 'json';
  return 'text';
}

async function* readText(file: string): AsyncGenerator<ReadItem> {
  let paragraph: string[] = [];
  let startLine = 0;
  let sawContent = false;
  const flush = function* (): Generator<ReadItem> {
    if (paragraph.length === 0) return;
    const source = `${sourceName(file)}:${startLine}`;
    const isHeader = !sawContent && paragraph.length === 1 && (paragraph[0] ?? '').length < 100 && !/[.!?]$/.test(paragraph[0] ?? '');
    sawContent = true;
    const body = paragraph.join(' ');
    paragraph = [];
    if (isHeader) return;
    try {
      yield { kind: 'paper', paper: paperFromText(body, source) };
    } catch (error) {
      yield { kind: 'error', error: new InputError(file, startLine, (error as Error).message) };
    }
  };
  // A paragraph with an unreadable line is rejected whole (one error, at its first bad line): its other lines are not the abstract.
  let broken = false;
  for await (const { line, text, problem } of lines(file)) {
    if (text === null) {
      paragraph = [];
      sawContent = true;
      if (!broken) yield { kind: 'error', error: new InputError(file, line, problem ?? 'unreadable line') };
      broken = true;
      continue;
    }
    if (text.trim() === '') {
      yield* flush();
      broken = false;
      continue;
    }
    if (broken) continue;
    if (paragraph.length === 0) startLine = line;
    paragraph.push(text);
  }
  yield* flush();
}

async function* readJsonLines(file: string): AsyncGenerator<ReadItem> {
  for await (const { line, text, problem } of lines(file)) {
    if (text === null) {
      yield { kind: 'error', error: new InputError(file, line, problem ?? 'unreadable line') };
      continue;
    }
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield { kind: 'error', error: new InputError(file, line, `malformed JSON: ${(error as Error).message}`) };
      continue;
    }
    try {
      yield { kind: 'paper', paper: paperFromJson(value, `${sourceName(file)}:${line}`) };
    } catch (error) {
      yield { kind: 'error', error: new InputError(file, line, (error as Error).message) };
    }
  }
}

/** Largest .json document parsed whole; bigger inputs should be JSON Lines. */
const MAX_JSON_BYTES = 256 * 1024 * 1024;

async function* readJson(file: string): AsyncGenerator<ReadItem> {
  const { size } = await stat(file);
  if (size > MAX_JSON_BYTES) {
    yield { kind: 'error', error: new InputError(file, 1, `JSON document of ${size} bytes is too large; use JSON Lines`) };
    return;
  }
  // A .json file holding one record per line is JSON Lines in all but name.
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    yield { kind: 'error', error: new InputError(file, 1, 'not valid UTF-8') };
    return;
  }
  const trimmed = text.trim();
  if (trimmed === '') return;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    if (trimmed.startsWith('{')) {
      yield* readJsonLines(file);
      return;
    }
    yield { kind: 'error', error: new InputError(file, 1, `malformed JSON: ${(error as Error).message}`) };
    return;
  }
  const records = Array.isArray(value) ? value : [value];
  // Line numbers of a JSON array: each element's line in the file, found by scanning for top-level objects.
  const starts = elementLines(trimmed);
  for (const [i, record] of records.entries()) {
    const line = starts[i] ?? 1;
    try {
      yield { kind: 'paper', paper: paperFromJson(record, `${sourceName(file)}:${line}`) };
    } catch (error) {
      yield { kind: 'error', error: new InputError(file, line, `record ${i + 1}: ${(error as Error).message}`) };
    }
  }
}

/** The 1-based line on which each element of a top-level JSON array starts. */
function elementLines(json: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '\n') line += 1;
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      if (depth === 1) out.push(line);
      inString = true;
    } else if (c === '{' || c === '[') {
      if (depth === 1) out.push(line);
      depth += 1;
    } else if (c === '}' || c === ']') depth -= 1;
    else if (depth === 1 && /[\d\-tfn]/.test(c ?? '') && !/[\d.eE+\-a-z]/.test(json[i - 1] ?? '')) out.push(line);
  }
  return out;
}

/**
 * Reads one input file of any supported format (by extension: .jsonl/.ndjson,
 * .json, anything else is a text dump). Yields papers and per-record errors;
 * a file that cannot be opened yields one error.
 */
export async function* readPapers(file: string): AsyncGenerator<ReadItem> {
  try {
    const s = await stat(file);
    if (!s.isFile()) throw new Error('not a regular file');
  } catch (error) {
    yield { kind: 'error', error: new InputError(file, 0, `cannot read: ${(error as Error).message}`) };
    return;
  }
  const format = formatOf(file);
  if (format === 'jsonl') yield* readJsonLines(file);
  else if (format === 'json') yield* readJson(file);
  else yield* readText(file);
}
