/**
 * Configuration, read once from the environment. Every setting has a documented
 * default for the local server (README "Configuration"); production mode
 * (NODE_ENV=production) refuses to start without an explicit password and API key.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The documented password of the project's local Neo4j server. */
export const LOCAL_NEO4J_PASSWORD = 'litgraph-local-dev';
/** The documented API key for writes on a local (non-production) server. */
export const LOCAL_API_KEY = 'litgraph-local-key';

export interface Config {
  /** Bolt URI. When NEO4J_URI is set, the project uses that server and starts none. */
  neo4jUri: string;
  /** True when NEO4J_URI was set: an external server, never started or stopped by us. */
  neo4jExternal: boolean;
  neo4jUser: string;
  neo4jPassword: string;
  neo4jDatabase: string;
  /** Neo4j Browser URL printed for people. */
  browserUrl: string;
  /** Local server's Bolt and HTTP ports (Maven path). */
  boltPort: number;
  httpPort: number;
  /** Where the local server lives (home, config, data, logs). */
  neo4jHome: string;
  apiHost: string;
  apiPort: number;
  /** Key required for writes (the ingest mutation). */
  apiKey: string;
  /** When true, reads require the API key too. */
  requireKeyForReads: boolean;
  /** Timeout applied to every Cypher transaction, in milliseconds. */
  queryTimeoutMs: number;
  /** Attempts of each ingest write while Neo4j is away, with backoff (about 2.5 minutes for 8). */
  ingestRetryAttempts: number;
  production: boolean;
  /** LITGRAPH_DEBUG=1: error responses carry stack traces (never by default, production or not). */
  debug: boolean;
  /** Memory for the API's response cache (server/cache.ts), in bytes of JSON; 0 turns it off. */
  cacheBytes: number;
  /** Time budget of one request's extraction, in milliseconds, plus a fiftieth of it per abstract (5 s + 100 ms each by default). */
  extractBudgetMs: number;
}

/** Thrown when the environment cannot give a usable configuration. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function sizeFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number of MiB (0 for none), got "${raw}"`);
  return n;
}

/** Reads the configuration from `env`; throws ConfigError naming the variable to set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const boltPort = intFrom(env, 'NEO4J_BOLT_PORT', 7687);
  const httpPort = intFrom(env, 'NEO4J_HTTP_PORT', 7474);
  const password = env.NEO4J_PASSWORD ?? (production ? undefined : LOCAL_NEO4J_PASSWORD);
  if (!password) throw new ConfigError('NEO4J_PASSWORD must be set in production (NODE_ENV=production)');
  if (password === 'neo4j') throw new ConfigError('NEO4J_PASSWORD must not be the default "neo4j"');
  const apiKey = env.LITGRAPH_API_KEY ?? (production ? undefined : LOCAL_API_KEY);
  if (!apiKey) throw new ConfigError('LITGRAPH_API_KEY must be set in production (NODE_ENV=production)');
  // The documented local secrets are public: production refuses them as if they were unset.
  if (production && password === LOCAL_NEO4J_PASSWORD) throw new ConfigError(`NEO4J_PASSWORD must not be the documented local password "${LOCAL_NEO4J_PASSWORD}" in production`);
  if (production && apiKey === LOCAL_API_KEY) throw new ConfigError(`LITGRAPH_API_KEY must not be the documented local key "${LOCAL_API_KEY}" in production`);
  return {
    neo4jUri: env.NEO4J_URI ?? `bolt://127.0.0.1:${boltPort}`,
    neo4jExternal: Boolean(env.NEO4J_URI),
    neo4jUser: env.NEO4J_USER ?? 'neo4j',
    neo4jPassword: password,
    neo4jDatabase: env.NEO4J_DATABASE ?? 'neo4j',
    browserUrl: env.NEO4J_BROWSER_URL ?? `http://localhost:${httpPort}/browser/`,
    boltPort,
    httpPort,
    neo4jHome: path.resolve(env.NEO4J_HOME_DIR ?? path.join(repoRoot, '.neo4j')),
    apiHost: env.HOST ?? '127.0.0.1',
    apiPort: intFrom(env, 'PORT', 4000),
    apiKey,
    requireKeyForReads: env.LITGRAPH_REQUIRE_KEY_FOR_READS === 'true',
    queryTimeoutMs: intFrom(env, 'LITGRAPH_QUERY_TIMEOUT_MS', 10_000),
    ingestRetryAttempts: intFrom(env, 'LITGRAPH_RETRY_ATTEMPTS', 8),
    production,
    debug: env.LITGRAPH_DEBUG === '1' || env.LITGRAPH_DEBUG === 'true',
    extractBudgetMs: intFrom(env, 'LITGRAPH_EXTRACT_BUDGET_MS', 5_000),
    cacheBytes: sizeFrom(env, 'LITGRAPH_CACHE_MB', 64) * 2 ** 20,
  };
}
