/**
 * The environment variables that change the bench server's JVM (server/neo4j-local.ts: NEO4J_JIT, NEO4J_CDS)
 * as they were set for this run, written before the command in BENCHMARKS.md ("NEO4J_JIT=quick "), so a
 * figure measured with them says so; empty when none is set. Pure (no Neo4j), so unit tests import it.
 */
export function serverOptions(env: NodeJS.ProcessEnv = process.env): string {
  return ['NEO4J_JIT', 'NEO4J_CDS']
    .filter((name) => env[name])
    .map((name) => `${name}=${env[name]} `)
    .join('');
}

/**
 * The query timeout the bench's processes run with: 60 s (an ingest of 100k abstracts on a shared machine
 * needs long transactions) unless the caller set LITGRAPH_QUERY_TIMEOUT_MS, even to '' (the API process of
 * the restart runs: the API's own default, 10 s, so that its transaction deadline is the 16 s the restart
 * table counts as hung). Before this, benchEnv set 60 s over the '' and the restart runs' API had a 66 s
 * deadline (BENCHMARKS.md, "eighth session").
 */
export function benchQueryTimeout(env: NodeJS.ProcessEnv = process.env): string {
  return env.LITGRAPH_QUERY_TIMEOUT_MS ?? '60000';
}
