/**
 * `npm run related-work -- …`: drafts a related-work section from the graph,
 * every sentence citing the paper whose stored facts it states.
 *
 *   npm run related-work -- --method GRPO --benchmark ALFWorld --out related.md
 *   npm run related-work -- --topic "credit assignment" --limit 8
 *   npm run related-work -- --paper 2604.00001 --out rw.md --bib refs.bib
 *   npm run related-work -- --abstract my-draft.txt --json
 *
 * --cite latex writes citations as \\cite{key} with the BibTeX keys (and no
 * numbered reference list); --with-abstracts puts each paper's abstract in the
 * --json context.
 * --json prints the structured context compacted (each evidence sentence once,
 * referenced by id: relatedwork/compact.ts); --json-full prints it as the
 * GraphQL field relatedWorkContext returns it. Facts the verifier refused are
 * listed on stderr and in a comment at the end of the Markdown.
 * Without --out the Markdown goes to stdout; with --out it is written there and
 * the BibTeX next to it (same name, .bib) unless --bib says where. --json prints
 * the structured context (papers, facts, evidence) instead of the Markdown.
 * Before writing, the draft is checked (every number in a sentence is in the
 * cited paper's evidence, the BibTeX parses); a draft that fails is not written.
 * Exit codes: 0 ok, 1 database error or failed check, 2 usage error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDb, openDb } from '../graph/driver.ts';
import { RelatedWorkInputError, relatedWorkContext } from '../relatedwork/select.ts';
import { compactContext } from '../relatedwork/compact.ts';
import { generateRelatedWork } from '../relatedwork/generate.ts';
import type { CitationStyle, RelatedWorkInput } from '../relatedwork/types.ts';
import { verifyDraft } from '../relatedwork/verify.ts';
import { loadConfig } from '../server/config.ts';
import { runCli } from '../ingest/cli/run-cli.ts';

const USAGE = `usage: npm run related-work -- [--method NAME] [--benchmark NAME] [--topic TEXT] [--paper ID] [--abstract FILE]
                                [--limit N] [--cite numeric|latex] [--out FILE.md] [--bib FILE.bib]
                                [--json | --json-full] [--with-abstracts]
At least one of --method, --benchmark, --topic, --paper, --abstract.`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      method: { type: 'string' },
      benchmark: { type: 'string' },
      topic: { type: 'string' },
      paper: { type: 'string' },
      abstract: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      bib: { type: 'string' },
      json: { type: 'boolean', default: false },
      'json-full': { type: 'boolean', default: false },
      cite: { type: 'string', default: 'numeric' },
      'with-abstracts': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.limit !== undefined && !/^\d+$/.test(values.limit)) throw new UsageError(`--limit must be a whole number, got "${values.limit}"`);
  if (values.cite !== 'numeric' && values.cite !== 'latex') throw new UsageError(`--cite must be numeric or latex, got "${values.cite}"`);
  let abstract: string | null = null;
  if (values.abstract !== undefined) {
    try {
      abstract = readFileSync(values.abstract, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read --abstract file ${values.abstract}: ${(error as Error).message}`);
    }
  }
  const input: RelatedWorkInput = {
    method: values.method ?? null,
    benchmark: values.benchmark ?? null,
    topic: values.topic ?? null,
    paperId: values.paper ?? null,
    abstract,
    limit: values.limit !== undefined ? Number(values.limit) : null,
    withAbstracts: values['with-abstracts'],
  };
  const bib = values.bib ?? (values.out ? path.join(path.dirname(values.out), `${path.basename(values.out, path.extname(values.out))}.bib`) : null);
  const cite: CitationStyle = values.cite === 'latex' ? 'latex' : 'numeric';
  return { input, out: values.out ?? null, bib, json: values.json || values['json-full'], full: values['json-full'], cite, help: values.help };
}

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const db = await openDb(loadConfig());
  try {
    const context = await relatedWorkContext(db, args.input);
    for (const note of context.notes) process.stderr.write(`note: ${note}\n`);
    const draft = generateRelatedWork(context, { citations: args.cite });
    const problems = verifyDraft(context, draft);
    if (problems.length > 0) {
      process.stderr.write(`the draft failed its checks; nothing written:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
      return 1;
    }
    const refused = draft.dropped.filter((d) => !d.partial).length;
    if (draft.omitted.length) process.stderr.write(`coverage: ${draft.references.length} papers cited, ${draft.omitted.length} relevant paper(s) not cited (listed at the end of the Markdown)\n`);
    if (draft.dropped.length) process.stderr.write(`verifier: ${refused} fact(s) not written, ${draft.dropped.length - refused} written without an unsupported part (listed at the end of the Markdown)\n`);
    if (args.json) process.stdout.write(`${JSON.stringify(args.full ? context : compactContext(context), null, 2)}\n`);
    if (args.out) {
      writeFileSync(args.out, draft.markdown);
      if (args.bib) writeFileSync(args.bib, draft.bibtex);
      process.stderr.write(`wrote ${args.out}${args.bib ? ` and ${args.bib}` : ''}: ${draft.sections.length} sections, ${draft.references.length} references\n`);
    } else if (!args.json) {
      process.stdout.write(draft.markdown);
      if (args.bib) writeFileSync(args.bib, draft.bibtex);
    }
    return 0;
  } catch (error) {
    if (error instanceof RelatedWorkInputError) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    throw error;
  } finally {
    await closeDb(db);
  }
}

runCli(main, 1);
