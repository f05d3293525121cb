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
