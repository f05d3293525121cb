/**
 * Readers for the input formats (ingest/formats/): Daily Papers text dumps (a
 * header line, then one abstract per blank-line-separated paragraph), JSON and
 * JSON Lines records of several shapes (the project's own, the Kaggle arXiv
 * snapshot, Semantic Scholar, OpenAlex), arXiv Atom feeds and BibTeX, any of
 * them gzipped. The format is told by content as well as name; a file that is
 * none of these is refused whole. Line formats are streamed byte by byte into
 * lines, so a huge file or a 10 MB line never sits in memory whole; every
 * problem becomes an InputError naming the file and line, and reading goes on
 * with the next record.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { atomEntries } from './formats/atom.ts';
import { bibEntries } from './formats/bibtex.ts';
import { detectFormat, UNDERSTOOD, type Format } from './formats/detect.ts';
import { fieldsFromJson, recordsOf } from './formats/json-records.ts';
import { buildRecord, RecordError, type Fields } from './formats/record.ts';
import type { PaperRecord } from './types.ts';

export { collapseWhitespace, deriveTitle, MAX_ABSTRACT_CHARS, MIN_ABSTRACT_CHARS, splitAuthors, textId } from './formats/record.ts';

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

/**
 * A fault of the code while reading a record (a crash in the record builder or
 * the LaTeX decoder, not a problem of the input): thrown out of readPapers, never
 * reported as a rejected record.
 */
export class InternalError extends Error {
  override name = 'InternalError';
  constructor(file: string, line: number, cause: unknown) {
    super(`internal error reading ${file}:${line}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** The reason a record is unusable when `error` is bad input (RecordError); an InternalError for any other error. */
function inputProblem(error: unknown, file: string, line: number): string {
  if (error instanceof RecordError) return error.message;
  throw new InternalError(file, line, error);
}

export type ReadItem = { kind: 'paper'; paper: PaperRecord } | { kind: 'error'; error: InputError };

/** Longest line read; a longer one is rejected (and skipped without buffering it). */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** Largest whole document parsed (JSON, Atom, BibTeX), counted after gunzip; bigger inputs should be JSON Lines. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
/** Bytes looked at to tell a file's format. */
const HEAD_BYTES = 64 * 1024;

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

/** Is the file gzip-compressed (by its magic bytes, whatever its name)? */
async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's bytes, decompressed when gzipped, as a stream. */
function bytes(file: string, gz: boolean): AsyncIterable<Buffer> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  if (!gz) return raw;
  const gunzip = createGunzip();
  raw.on('error', (e) => gunzip.destroy(e));
  return raw.pipe(gunzip);
}

/** The first `n` bytes of the (decompressed) content. */
async function head(file: string, gz: boolean, n = HEAD_BYTES): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of bytes(file, gz)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= n) break;
  }
  return Buffer.concat(parts).subarray(0, n);
}

/** The whole (decompressed) content as text, or why it cannot be read. */
async function wholeText(file: string, gz: boolean): Promise<{ text: string } | { problem: string }> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of bytes(file, gz)) {
    size += chunk.length;
    if (size > MAX_DOCUMENT_BYTES) return { problem: `document larger than ${MAX_DOCUMENT_BYTES} bytes is too large; split it, or use JSON Lines` };
    parts.push(chunk);
  }
  try {
    return { text: utf8.decode(Buffer.concat(parts)).replace(/^\uFEFF/, '') };
  } catch {
    return { problem: 'not valid UTF-8' };
  }
}

interface RawLine {
  line: number;
  text: string | null;
  /** Why the line could not be decoded, when text is null. */
  problem?: string;
}

/** Splits a file into numbered UTF-8 lines; undecodable, binary and overlong lines come back with a problem. */
async function* lines(file: string, gz: boolean): AsyncGenerator<RawLine> {
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
      return { line: lineNo, text: utf8.decode(raw).replace(/\r$/, '').replace(lineNo === 1 ? /^\uFEFF/ : /^$/, '') };
    } catch {
      return { line: lineNo, text: null, problem: 'not valid UTF-8' };
    }
  };
  for await (const chunk of bytes(file, gz)) {
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

/** A paper from format fields, or the error naming file and line. */
function item(file: string, line: number, fields: Fields | null, problem?: string, prefix = ''): ReadItem {
  try {
    if (!fields) throw new RecordError(problem ?? 'unreadable record');
    return { kind: 'paper', paper: buildRecord(fields, `${sourceName(file)}:${line}`) };
  } catch (error) {
    return { kind: 'error', error: new InputError(file, line, `${prefix}${inputProblem(error, file, line)}`) };
  }
}

/** Builds a PaperRecord from a JSON record of any known shape; throws an Error with the reason when it is unusable. */
export function paperFromJson(value: unknown, source: string): PaperRecord {
  return buildRecord(fieldsFromJson(value), source);
}

/** Builds a PaperRecord from a text-dump paragraph. */
export function paperFromText(paragraph: string, source: string): PaperRecord {
  return buildRecord({ abstract: paragraph, abstractName: 'paragraph' }, source);
}

async function* readText(file: string, gz: boolean): AsyncGenerator<ReadItem> {
  let paragraph: string[] = [];
  let startLine = 0;
  let sawContent = false;
  const flush = function* (): Generator<ReadItem> {
    if (paragraph.length === 0) return;
    const isHeader = !sawContent && paragraph.length === 1 && (paragraph[0] ?? '').length < 100 && !/[.!?]$/.test(paragraph[0] ?? '');
    sawContent = true;
    const body = paragraph.join(' ');
    paragraph = [];
    if (isHeader) return;
    yield item(file, startLine, { abstract: body, abstractName: 'paragraph' });
  };
  // A paragraph with an unreadable line is rejected whole (one error, at its first bad line): its other lines are not the abstract.
  let broken = false;
  for await (const { line, text, problem } of lines(file, gz)) {
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

/** One JSON record per line; each line's record may be of any known shape. */
async function* readJsonLines(file: string, gz: boolean): AsyncGenerator<ReadItem> {
  for await (const { line, text, problem } of lines(file, gz)) {
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
    let fields: Fields;
    try {
      fields = fieldsFromJson(value);
    } catch (error) {
      yield { kind: 'error', error: new InputError(file, line, inputProblem(error, file, line)) };
      continue;
    }
    yield item(file, line, fields);
  }
}

/** A JSON document: one record, an array of records, or an API envelope ({data: […]}, {results: […]}). */
async function* readJson(file: string, gz: boolean): AsyncGenerator<ReadItem> {
  const whole = await wholeText(file, gz);
  if ('problem' in whole) {
    yield { kind: 'error', error: new InputError(file, 1, whole.problem) };
    return;
  }
  const trimmed = whole.text.trim();
  if (trimmed === '') return;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    // A .json file holding one record per line is JSON Lines in all but name.
    if (trimmed.startsWith('{')) {
      yield* readJsonLines(file, gz);
      return;
    }
    yield { kind: 'error', error: new InputError(file, 1, `malformed JSON: ${(error as Error).message}`) };
    return;
  }
  const { records, envelope } = recordsOf(value);
  // Line numbers: each element's line in the file, found by scanning for the elements of the (enveloped) array.
  const starts = envelope ? elementLines(trimmed, topLevelValueOffset(trimmed, envelope)) : elementLines(trimmed, 0);
  for (const [i, record] of records.entries()) {
    const line = starts[i] ?? 1;
    const prefix = `record ${i + 1}: `;
    let fields: Fields;
    try {
      fields = fieldsFromJson(record);
    } catch (error) {
      yield { kind: 'error', error: new InputError(file, line, `${prefix}${inputProblem(error, file, line)}`) };
      continue;
    }
    yield item(file, line, fields, undefined, prefix);
  }
}

/** The offset of the value of a top-level key of a JSON object text (0 when not found). */
function topLevelValueOffset(json: string, key: string): number {
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      const end = stringEnd(json, i);
      if (depth === 1 && json.slice(i + 1, end) === key) {
        const colon = /^\s*:\s*/.exec(json.slice(end + 1));
        if (colon) return end + 1 + colon[0].length;
      }
      i = end;
    } else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') depth -= 1;
  }
  return 0;
}

/** The index of the quote closing the JSON string that opens at `from`. */
function stringEnd(json: string, from: number): number {
  for (let i = from + 1; i < json.length; i++) {
    if (json[i] === '\\') i += 1;
    else if (json[i] === '"') return i;
  }
  return json.length;
}

/** The 1-based line on which each element of the JSON array starting at `from` begins. */
function elementLines(json: string, from: number): number[] {
  const out: number[] = [];
  let depth = 0;
  let line = 1;
  for (let i = 0; i < from; i++) if (json.charCodeAt(i) === 10) line += 1;
  let inString = false;
  for (let i = from; i < json.length; i++) {
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
    } else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1 && /[\d\-tfn]/.test(c ?? '') && !/[\d.eE+\-a-z]/.test(json[i - 1] ?? '')) out.push(line);
  }
  return out;
}

/** Papers of a whole-document format (Atom, BibTeX), entry by entry. */
async function* readEntries(file: string, gz: boolean, entries: (text: string) => { line: number; fields: Fields | null; problem?: string }[]): AsyncGenerator<ReadItem> {
  const whole = await wholeText(file, gz);
  if ('problem' in whole) {
    yield { kind: 'error', error: new InputError(file, 1, whole.problem) };
    return;
  }
  let list: { line: number; fields: Fields | null; problem?: string }[];
  try {
    list = entries(whole.text);
  } catch (error) {
    yield { kind: 'error', error: new InputError(file, (error as { line?: number }).line ?? 1, (error as Error).message) };
    return;
  }
  for (const e of list) yield item(file, e.line, e.fields, e.problem);
}

function reader(format: Format, file: string, gz: boolean): AsyncGenerator<ReadItem> {
  switch (format) {
    case 'jsonl':
      return readJsonLines(file, gz);
    case 'json':
      return readJson(file, gz);
    case 'atom':
      return readEntries(file, gz, atomEntries);
    case 'bibtex':
      return readEntries(file, gz, bibEntries);
    default:
      return readText(file, gz);
  }
}

/**
 * Reads one input file of any supported format (told by content and name; see
 * ingest/formats/detect.ts). Yields papers and per-record errors; a file that
 * cannot be opened, or is in no understood format, yields one error.
 */
export async function* readPapers(file: string): AsyncGenerator<ReadItem> {
  let gz: boolean;
  let format: Format;
  try {
    const s = await stat(file);
    if (!s.isFile()) throw new Error('not a regular file');
    gz = await isGzip(file);
  } catch (error) {
    yield { kind: 'error', error: new InputError(file, 0, `cannot read: ${(error as Error).message}`) };
    return;
  }
  try {
    const detected = detectFormat(file, await head(file, gz));
    if ('refused' in detected) {
      yield { kind: 'error', error: new InputError(file, 1, `refused: ${detected.refused}, not an input format; ${UNDERSTOOD}`) };
      return;
    }
    format = detected.format;
  } catch (error) {
    yield { kind: 'error', error: new InputError(file, 1, `cannot read${gz ? ' (corrupt gzip data)' : ''}: ${(error as Error).message}`) };
    return;
  }
  let line = 0;
  try {
    for await (const it of reader(format, file, gz)) {
      line = it.kind === 'error' ? it.error.line : Number(it.paper.source.slice(it.paper.source.lastIndexOf(':') + 1));
      yield it;
    }
  } catch (error) {
    if (error instanceof InternalError) throw error;
    yield { kind: 'error', error: new InputError(file, line, `reading stopped${gz ? ' (corrupt gzip data)' : ''}: ${(error as Error).message}`) };
  }
}
