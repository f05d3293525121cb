/**
 * `npm run ask -- "which methods beat GRPO on ALFWorld?"`: a question in plain
 * English, read into one of the graph's questions and answered from the
 * configured Neo4j. Prints how the question was read, then the answer.
 * Options: --json (the whole answer). Exit codes: 0 answered (or not understood,
 * with suggestions), 1 database error, 2 usage error.
 */
import { closeDb, openDb } from '../graph/driver.ts';
import { runCli } from '../ingest/cli/run-cli.ts';
import { answer } from '../resolvers/ask.ts';
import { formatTable } from '../queries/run.ts';
import { loadConfig } from '../server/config.ts';

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const question = argv.filter((a) => a !== '--json').join(' ').trim();
  if (!question) {
    console.error('usage: npm run ask -- "which methods beat GRPO on ALFWorld?" [--json]');
    return 2;
  }
  const db = await openDb(loadConfig());
  try {
    const a = await answer(db, question);
    if (json) {
      console.log(JSON.stringify(a, null, 2));
      return 0;
    }
    if (!a.understood) {
      console.log(`not understood: "${question}". Questions the graph answers, for example:\n${a.suggestions.map((s) => `  ${s}`).join('\n')}`);
      return 0;
    }
    console.log(`read as: ${a.readAs}`);
    if (a.note) console.log(a.note);
    const rows: Record<string, unknown>[] = [
      ...a.comparisons.map((c) => ({ winner: c.method.name, loser: c.baseline.name, benchmark: c.benchmark, delta: c.delta, model: c.model, paper: c.paper.id, evidence: c.evidence })),
      ...a.results.map((r) => ({ method: r.method.name, metric: r.metricKey ?? r.metric, value: r.value, model: r.model, paper: r.paper.id, date: r.paper.published ?? r.paper.year, evidence: r.evidence })),
      ...a.gaps.map((g) => ({ paper: g.firstPaper.id, methods: g.firstMethods.join(', '), 'never compared with': g.secondMethods.join(', '), of: g.secondPaper.id, shared: g.sharedBenchmarks.join(', ') })),
      ...(a.benchmarks.length ? a.benchmarks.map((b) => ({ benchmark: b })) : a.papers.map((p) => ({ paper: p.id, title: p.title, year: p.year }))),
    ];
    if (a.entity) console.log(`${a.entity.name}${a.entity.longForm ? ` (${a.entity.longForm})` : ''}`);
    console.log(rows.length ? formatTable(rows, { maxWidth: 60, dropRepeats: true }) : '(no rows)');
    return 0;
  } finally {
    await closeDb(db);
  }
}

runCli(main);
