/**
 * `npm start`: starts (or reuses) Neo4j, applies the schema, ingests the bundled
 * corpus (data/seeds; unchanged papers are skipped, so a restart is quick),
 * serves GraphQL and prints where everything is.
 */
import path from 'node:path';
import { closeDb } from '../graph/driver.ts';
import { seedFiles } from '../ingest/corpus.ts';
import { formatSummary } from '../ingest/ingest-summary.ts';
import { progressLine } from '../ingest/progress.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
import { startApi } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureDatabase } from './ensure.ts';

const EXAMPLE = '{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } delta evidence paper { id } } }';

/** The bundled corpus, or the files named by LITGRAPH_CORPUS (comma-separated; empty to skip). */
function corpusFiles(): string[] {
  const env = process.env.LITGRAPH_CORPUS;
  if (env !== undefined) return env.split(',').map((f) => f.trim()).filter(Boolean);
  return seedFiles();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => process.stderr.write(`${line}\n`);
  // Fail fast: while Neo4j is away, requests are answered SERVICE_UNAVAILABLE at once, and the API says when it is back.
  const db = await ensureDatabase(config, log, { failFast: true, log });
  const files = corpusFiles();
  if (files.length > 0) {
    const bar = progressLine('ingest');
    const started = Date.now();
    const summary = await ingestFiles(db, files, {
      onProgress: (p) => bar.update(`${p.read} read, ${p.written} written  ${path.basename(p.file)}`),
      onError: (e) => log(`rejected ${e.message}`),
      retry: { attempts: config.ingestRetryAttempts, onRetry: (_n, _ms, _e, message) => log(message) },
    });
    bar.done(formatSummary(summary, (Date.now() - started) / 1000));
  }
  const api = await startApi(db, config);
  const body = JSON.stringify({ query: EXAMPLE });
  console.log(`
GraphQL API     ${api.url}
GraphQL IDE     ${api.url} in a browser (GraphiQL, offline; the headline query is preloaded)
Neo4j Browser   ${config.browserUrl}  (connect to ${config.neo4jUri}, user ${config.neo4jUser}, password ${config.production ? '<NEO4J_PASSWORD>' : config.neo4jPassword})

Try:
  curl -s ${api.url} -H 'content-type: application/json' \\
    -d '${body}'
`);
  const shutdown = async () => {
    await api.stop();
    await closeDb(db);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
