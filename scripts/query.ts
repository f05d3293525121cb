/**
 * `npm run query -- <name> key=value…`: runs one of the named Cypher queries in
 * queries/ against the configured Neo4j and prints a table.
 *
 *   npm run query -- --list
 *   npm run query -- methods-that-beat baseline=GRPO benchmark=ALFWorld
 *   npm run query -- top-baselines limit=5 --json
 *
 *   npm run query -- leaderboard benchmark=ALFWorld --csv > alfworld.csv
 *   npm run query -- methods-that-beat baseline=GRPO --bibtex > grpo.bib
 *
 * Options: --list (queries and their parameters), --json (rows as JSON), --csv
 * (rows as CSV, nested maps as dotted columns, papers by id), --bibtex (every
 * paper the rows name, as BibTeX entries keyed zhang2023personalize),
 * --wide (do not clip long cells), --columns=a,b,c (only these columns, in
 * this order). Empty columns and columns that repeat an earlier one (`winner`
 * beside `method`) are left out of the table; --json has everything. Exit codes: 0 ok, 1 database error,
 * 2 usage error (unknown query, bad parameter).
 */
import { loadConfig } from '../server/config.ts';
import { closeDb, openDb } from '../graph/driver.ts';
import { allQueries, query, type NamedQuery } from '../queries/load.ts';
import { formatTable, papersIn, parseArgs, QueryArgumentError, runQuery, toCsv } from '../queries/run.ts';
import { assignKeys, bibtexFile, citablePaper } from '../relatedwork/bibtex.ts';

const USAGE = 'usage: npm run query -- <name> [key=value ...] [--json | --csv | --bibtex] [--wide] [--columns=a,b]   |   npm run query -- --list';

function describe(q: NamedQuery): string {
  const params = q.params.map((p) => {
    const spec = p.required ? 'required' : `default ${p.default === null ? 'null' : JSON.stringify(p.default)}`;
    return `    ${p.name}: ${p.type}, ${spec}${p.description ? ` -- ${p.description}` : ''}`;
  });
  return [`${q.name}`, `    ${q.answers}`, ...params].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const columnsFlag = argv.find((a) => a.startsWith('--columns='));
  const columns = columnsFlag ? columnsFlag.slice('--columns='.length).split(',').map((c) => c.trim()).filter(Boolean) : undefined;
  const flags = new Set(argv.filter((a) => a.startsWith('--') && a !== columnsFlag));
  const words = argv.filter((a) => !a.startsWith('--'));
  if (flags.has('--help') || (words.length === 0 && !flags.has('--list'))) {
    console.log(USAGE);
    return words.length === 0 && !flags.has('--help') ? 2 : 0;
  }
  if (flags.has('--list')) {
    console.log([...allQueries().values()].map(describe).join('\n\n'));
    return 0;
  }
  const [name, ...args] = words;
  let q: NamedQuery;
  let given: Record<string, unknown>;
  try {
    q = query(name ?? '');
    given = parseArgs(q, args);
    const missing = q.params.filter((p) => p.required && given[p.name] === undefined).map((p) => p.name);
    if (missing.length > 0) throw new QueryArgumentError(`${q.name} needs ${missing.map((m) => `${m}=…`).join(' ')}\n\n${describe(q)}`);
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    return 2;
  }
  const db = await openDb(loadConfig());
  try {
    const started = Date.now();
    const rows = await runQuery(db, q, given);
    if (flags.has('--json')) {
      console.log(JSON.stringify(rows, null, 2));
    } else if (flags.has('--csv')) {
      process.stdout.write(toCsv(rows));
    } else if (flags.has('--bibtex')) {
      const papers = papersIn(rows).map(citablePaper);
      process.stdout.write(bibtexFile(papers, assignKeys(papers)));
      console.error(`${papers.length} paper${papers.length === 1 ? '' : 's'} from ${rows.length} row${rows.length === 1 ? '' : 's'}`);
    } else {
      console.log(formatTable(rows, { maxWidth: flags.has('--wide') ? 0 : 60, dropRepeats: true, ...(columns ? { columns } : {}) }));
      console.error(`${rows.length} row${rows.length === 1 ? '' : 's'} in ${Date.now() - started} ms`);
    }
    return 0;
  } finally {
    await closeDb(db);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
