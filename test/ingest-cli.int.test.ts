/**
 * `npm run ingest` end to end, as a child process against the real Neo4j, fed
 * the inputs people actually produce by mistake: empty files, Latin-1 text,
 * binary data, a 10 MB line, malformed JSON, records without an abstract,
 * absurd or empty fields, one id given twice with different text. Every good
 * record must land in the graph, every bad one must be named in the summary,
 * and the exit code must say whether anything was rejected.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, readRows, type Db } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { textId } from '../ingest/read.ts';
import { repoRoot } from '../server/config.ts';
import { testDb, uniqueArxivId, uniqueTag } from './support/db.ts';

let db: Db;
const dir = mkdtempSync(path.join(tmpdir(), 'litgraph-ingest-cli-'));
const tag = uniqueTag();
const ownIds = new Set<string>();

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run ingest -- ...args` and collects its output and exit code. */
function ingest(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ingest', '--', ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function file(name: string, content: string | Buffer): string {
  const f = path.join(dir, name);
  writeFileSync(f, content);
  return f;
}

const line = (record: unknown) => JSON.stringify(record);

/** A distinct, valid abstract for this run. */
const abstract = (n: string) => `We propose Cli${tag}${n}, a planning agent for tests. Cli${tag}${n} outperforms GRPO on ALFWorld by ${n.length}.5 points.`;

/** Every good record of the bad-input corpus, as [id, abstract, title or null]. */
const good: { id: string; text: string; title: string | null }[] = [];
function keep(text: string, id: string = textId(text), title: string | null = null): string {
  good.push({ id, text, title });
  ownIds.add(id);
  return text;
}

/** The bad-input corpus: file name → content; `rejects` counts what must be rejected. */
function corpus(): { files: string[]; rejects: number } {
  let rejects = 0;
  const bad = (n = 1) => {
    rejects += n;
  };
  const files: string[] = [];

  files.push(file('empty.txt', ''), file('empty.jsonl', ''), file('blank.jsonl', '\n  \n\r\n\n'), file('empty.json', ''));

  const fragments = [
    `The first line of a three-line paragraph ${tag} is long enough to be an abstract on its own.`,
    `And its third line ${tag} is long enough to be an abstract on its own too, if split.`,
  ];
  for (const t of fragments) ownIds.add(textId(t));
  // A text dump in which one paragraph has a Latin-1 line in its middle: the whole paragraph goes, the others stay.
  const latin = Buffer.concat([
    Buffer.from(`Daily Papers\n\n${keep(abstract('A'))}\n\n${fragments[0]}\n`),
    Buffer.from('Its second line was saved as Latin-1: caf\xe9 na\xefve r\xe9sum\xe9.\n', 'latin1'),
    Buffer.from(`${fragments[1]}\n\n${keep(abstract('B'))}\n`),
  ]);
  files.push(file('latin1.txt', latin));
  bad();

  // Binary data: 64 lines of random bytes, each with a NUL, as JSON Lines; and a binary .json document.
  const noiseLines = Array.from({ length: 64 }, () => {
    const b = randomBytes(1024).map((x) => (x === 0x0a ? 0x0b : x));
    b[0] = 0;
    return b;
  });
  files.push(file('binary.jsonl', Buffer.concat(noiseLines.flatMap((b) => [b, Buffer.from('\n')]))));
  bad(noiseLines.length);
  files.push(file('binary.json', Buffer.concat([Buffer.from([0xff, 0xfe, 0x00]), randomBytes(64 * 1024)])));
  bad();

  // A 10 MB single line between two good records, in JSON Lines and in a text dump.
  const huge = 'z'.repeat(10 * 1024 * 1024);
  files.push(file('huge.jsonl', `${line({ abstract: keep(abstract('C')) })}\n{"abstract": "${huge}"}\n${line({ abstract: keep(abstract('D')) })}\n`));
  bad();
  files.push(file('huge.txt', `Daily Papers\n\n${keep(abstract('CT'))}\n\n${huge}\n\n${keep(abstract('DT'))}\n`));
  bad();

  // One JSONL file with every kind of bad record between good ones.
  const e = uniqueArxivId();
  const f = uniqueArxivId();
  const rtlTitle = `\u202Eevil\u202C title 🤖 שלום ${tag}`;
  const badRecords = [
    '{"id": "2401.00001", "abstract": "unterminated',
    '{"title": "no abstract at all"}',
    line({ abstract: '' }),
    line({ abstract: '   \t  ' }),
    line({ abstract: 'too short' }),
    line({ abstract: 42 }),
    line({ abstract: 'x'.repeat(25_000) }),
    line({ abstract: abstract('L1'), title: 't'.repeat(600) }),
    line({ abstract: abstract('L2'), authors: Array.from({ length: 600 }, (_, i) => `Author ${i}`) }),
    line({ abstract: abstract('L3'), authors: ['a'.repeat(300)] }),
    line({ abstract: abstract('L4'), authors: [''] }),
    line({ abstract: abstract('L5'), url: `https://example.org/${'u'.repeat(3000)}` }),
    line({ abstract: abstract('L6'), published: 'last Tuesday' }),
    'null',
    '[]',
    '"just a string"',
    '['.repeat(500_000),
  ];
  const mixed = [
    line({ id: e, title: `Good E ${tag}`, abstract: keep(abstract('E'), e, `Good E ${tag}`) }),
    ...badRecords,
    line({ id: `arXiv:${f}v2`, title: rtlTitle, authors: 'A. One and B. Two', abstract: keep(`${abstract('F')} Emoji 🤖, RTL שלום, NUL \u0000 kept.`, f, rtlTitle) }),
  ];
  bad(badRecords.length);
  files.push(file('mixed.jsonl', mixed.join('\n')));

  // Empty id and title fall back to the text hash and a derived title.
  files.push(file('empty-fields.jsonl', line({ id: '', title: '', authors: [], abstract: keep(abstract('G')) })));

  // The same id twice with different text (rejected, the first wins), then the first text again (a duplicate, not a reject).
  const h = uniqueArxivId();
  files.push(
    file('dup.jsonl', [line({ id: h, abstract: keep(abstract('H'), h) }), line({ id: h, abstract: abstract('H-other') }), line({ id: h, abstract: abstract('H') })].join('\n')),
  );
  bad();

  return { files, rejects };
}

let input: { files: string[]; rejects: number };
let first: Run;

beforeAll(async () => {
  db = await testDb();
  input = corpus();
  first = await ingest(input.files);
}, 300_000);

afterAll(async () => {
  await deletePapers(db, [...ownIds]);
  await closeDb(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run ingest on bad input', () => {
  it('exits 1 because records were rejected, and does not crash', () => {
    expect(first.stderr).not.toMatch(/^\s+at /m);
    expect(first.code).toBe(1);
  });

  it('summarizes added, updated, unchanged and rejected', () => {
    expect(first.stdout).toMatch(new RegExp(`papers: ${good.length} added, 0 updated, 0 unchanged, ${input.rejects} rejected`));
    expect(first.stdout).toMatch(/1 duplicates of papers read earlier/);
  });

  it('says why, grouped by reason', () => {
    const reasons = first.stdout.slice(first.stdout.indexOf('rejected, by reason:'));
    for (const why of [
      /× binary data \(NUL bytes\)/,
      /× not valid UTF-8/,
      /× line longer than N bytes/,
      /× malformed JSON/,
      /× record has no abstract/,
      /× abstract is empty/,
      /× abstract is only N characters \(at least N\)/,
      /× field "abstract" must be a string/,
      /× abstract is N characters \(at most N\)/,
      /× field "title" is N characters/,
      /× field "authors" has N entries/,
      /× field "authors\[N\]" is N characters/,
      /× field "authors\[N\]" is empty/,
      /× field "url" is N characters/,
      /× field "published" is not an ISO date/,
      /× record is not a JSON object/,
      /× id \S+ was already read with different text at/,
    ]) {
      expect(reasons).toMatch(why);
    }
  });

  it('names file and line of each rejected record on stderr', () => {
    expect(first.stderr).toMatch(/rejected .*latin1\.txt:6: not valid UTF-8/);
    expect(first.stderr).toMatch(/rejected .*huge\.jsonl:2: line longer than/);
    expect(first.stderr).toMatch(/rejected .*huge\.txt:5: line longer than/);
    expect(first.stderr).toMatch(/rejected .*mixed\.jsonl:2: malformed JSON/);
    expect(first.stderr).toMatch(/rejected .*dup\.jsonl:2: id \S+ was already read with different text at .*dup\.jsonl:1/);
  });

  it('stores every good record, exactly as given', async () => {
    const rows = await readRows<{ id: string; abstract: string; title: string; titleDerived: boolean }>(
      db,
      'test',
      'UNWIND $ids AS id MATCH (p:Paper {id: id}) RETURN p.id AS id, p.abstract AS abstract, p.title AS title, p.titleDerived AS titleDerived',
      { ids: good.map((g) => g.id) },
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const g of good) {
      expect(byId.get(g.id)?.abstract, g.id).toBe(g.text);
      if (g.title) expect(byId.get(g.id)?.title).toBe(g.title);
      else expect(byId.get(g.id)?.titleDerived).toBe(true);
    }
    const [facts] = await readRows<{ n: number }>(db, 'test', 'UNWIND $ids AS id MATCH (:Paper {id: id})-[:PROPOSES]->() RETURN count(*) AS n', {
      ids: good.map((g) => g.id),
    });
    expect(facts?.n).toBeGreaterThanOrEqual(good.length);
  });

  it('stores nothing of a rejected record: no fragment of a paragraph with a bad line, no second text for one id', async () => {
    const [stray] = await readRows<{ n: number }>(db, 'test', 'MATCH (p:Paper) WHERE p.abstract CONTAINS $tag AND NOT p.id IN $ids RETURN count(p) AS n', {
      tag,
      ids: good.map((g) => g.id),
    });
    expect(stray?.n).toBe(0);
  });

  it('with --allow-rejects exits 0; a second run finds every good paper unchanged', async () => {
    const again = await ingest(['--allow-rejects', ...input.files]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`papers: 0 added, 0 updated, ${good.length} unchanged, ${input.rejects} rejected`));
  });

  it('counts a known id with new text as updated', async () => {
    const h = good.find((g) => g.text === abstract('H'));
    const changed = file('changed.jsonl', line({ id: h?.id, abstract: `${abstract('H')} Now with a second sentence.` }));
    const r = await ingest([changed]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/papers: 0 added, 1 updated, 0 unchanged, 0 rejected/);
  });

  it('treats a missing file or a directory as a rejected input, not a crash', async () => {
    const r = await ingest([path.join(dir, 'no-such-file.jsonl'), dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/papers: 0 added, 0 updated, 0 unchanged, 2 rejected/);
    expect(r.stderr).toMatch(/no-such-file\.jsonl:0: cannot read/);
  });

  it.each([['--batch-size=0'], ['--batch-size=abc'], ['--batch-size=1.5'], ['--extract-workers=-1'], ['--bogus']])('exits 2 on %s before reading anything', async (flag) => {
    const r = await ingest([flag, 'no-such-file.jsonl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--batch-size takes a whole number|--extract-workers takes a whole number|unknown option --bogus/);
  });

  it('exits 2 with a usage line when given no file', async () => {
    const r = await ingest([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/usage: npm run ingest/);
  });

  it('--bulk-import refuses the test graph (not empty) with exit 4 and leaves it as it was', async () => {
    const before = await readRows<{ n: number }>(db, 'count', 'MATCH (n) RETURN count(n) AS n');
    const r = await ingest(['--bulk-import', file('bulk.jsonl', line({ id: `bulk-${tag}`, abstract: abstract('bulk') }))]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/holds \d+ nodes: --bulk-import only loads an empty database/);
    expect(await readRows<{ n: number }>(db, 'count', 'MATCH (n) RETURN count(n) AS n')).toEqual(before);
  });
});
