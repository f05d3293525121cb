/**
 * The GraphQL API: the SDL in schema/*.graphql, resolvers from resolvers/, query
 * depth, cost and alias limits from GraphQL Armor's validation rules, errors
 * mapped to `extensions.code` in one place.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type GraphQLFormattedError, type ValidationContext } from 'graphql';
import { Neo4jError } from 'neo4j-driver';
import { DatabaseError, DatabaseUnavailable, transactionDeadlineMs, type Db } from '../graph/driver.ts';
import { graphVersion } from '../graph/read.ts';
import { ExtractionTimeout, extractPool } from '../ingest/extract-pool.ts';
import { seedWarmUp } from '../queries/reads.ts';
import { createContext, sameKey, type Context } from '../resolvers/context.ts';
import { resolvers } from '../resolvers/index.ts';
import { ResponseCache, responseCachePlugin, sharedRead } from './cache.ts';
import { repoRoot, type Config } from './config.ts';
import { HttpError, listen } from './http.ts';
import { ideAssets, idePage } from './ide.ts';

/** The SDL: every .graphql file in schema/, in name order. */
export function typeDefs(): string[] {
  const dir = path.join(repoRoot, 'schema');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** Limits on what one request may ask for (see SECURITY.md). */
export const LIMITS = { depth: 8, cost: 20_000, aliases: 15, tokens: 10_000, bodyBytes: 2 * 1024 * 1024 } as const;

const UNAVAILABLE = new Set(['ServiceUnavailable', 'SessionExpired', 'Neo.TransientError.General.DatabaseUnavailable']);
/** The driver's pool, full under load, gives up waiting for a connection with this message and no code. */
const ACQUISITION = /Connection acquisition timed out/;

/** Maps errors to codes clients can act on; database details stay in the server log. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Apollo's own unwrap: its GraphQLError class is the one that wrapped the resolver error.
  const original = unwrapResolverError(error);
  if (original instanceof ExtractionTimeout) {
    return { message: original.message, path: formatted.path, extensions: { code: 'EXTRACTION_TIMEOUT' } };
  }
  if (original instanceof Neo4jError || original instanceof DatabaseError) {
    const code = (original as { code?: string }).code ?? '';
    // Clients get a code; the server log gets what happened (one JSON line, no query parameters). Work refused
    // while Neo4j is away is not logged one by one: the guard logs when Neo4j goes and when it answers again.
    if (!(original instanceof DatabaseUnavailable)) process.stderr.write(`${JSON.stringify({ level: 'error', area: 'api', path: formatted.path, code, message: original.message })}\n`);
    if (code === 'Neo.ClientError.Transaction.TransactionTimedOut' || code.includes('TransactionTimedOut')) {
      return { message: 'the query took too long and was stopped', path: formatted.path, extensions: { code: 'TIMEOUT' } };
    }
    // Anything a retry can fix, the pool's "Connection acquisition timed out" under load (no code of its own) included.
    if (UNAVAILABLE.has(code) || code.startsWith('Neo.TransientError') || ACQUISITION.test(original.message) || (original as { retriable?: boolean }).retriable === true) {
      return { message: 'the database is unavailable or busy; try again shortly', path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 } };
    }
    return { message: 'database error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

export interface Api {
  url: string;
  server: ApolloServer<Context>;
  /** The response cache (its counts are also served at GET /metrics). */
  cache: ResponseCache;
  stop: () => Promise<void>;
}

/** Armor's rules report a rejected operation as a validation error (HTTP 400) instead of throwing. */
const reportRejection = {
  propagateOnRejection: false,
  onReject: [(ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error)],
};

/** Builds the Apollo server (not listening): used by startApi (with the response cache's plugin) and by in-process tests. */
export function createApolloServer(config: Config, plugins: ApolloServerPlugin<Context>[] = []): ApolloServer<Context> {
  return new ApolloServer<Context>({
    typeDefs: typeDefs(),
    resolvers,
    formatError,
    plugins,
    // A document of more tokens is refused while parsing, before validation walks it.
    parseOptions: { maxTokens: LIMITS.tokens },
    introspection: true,
    validationRules: [
      maxDepthRule({ n: LIMITS.depth, ...reportRejection }),
      costLimitRule({ maxCost: LIMITS.cost, ...reportRejection }),
      maxAliasesRule({ n: LIMITS.aliases, ...reportRejection }),
    ],
    // Stack traces name files and lines of this machine: only when asked for (LITGRAPH_DEBUG=1).
    includeStacktraceInErrorResponses: config.debug,
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The API key a request carries: x-api-key, else Authorization: Bearer. */
function requestKey(req: IncomingMessage): string | undefined {
  return header(req.headers['x-api-key']) ?? header(req.headers.authorization)?.replace(/^Bearer\s+/i, '');
}

/** Starts the API on config.apiHost:apiPort; `stop` closes it (the driver stays open). */
export async function startApi(db: Db, config: Config): Promise<Api> {
  // Query answers are kept per graph version: every write bumps it, from this process or any other (server/cache.ts).
  const cache = new ResponseCache(config.cacheBytes);
  // A restarted server may hold a restored graph: its version is taken as it reads, older or not.
  db.guard?.onReturn(() => cache.restarted());
  // A server that restarts before this process served anything is warmed with the headline statements (issue 16).
  seedWarmUp(db);
  // Concurrent requests share one version read (one that starts after each of them arrived).
  const version = sharedRead(() => graphVersion(db));
  const server = createApolloServer(config, [
    responseCachePlugin<Context>(cache, {
      versionOf: () => version(),
    }),
  ]);
  // Abstracts sent with a request (ingestAbstracts, relatedWork's draft) are extracted in a worker, within a budget.
  const pool = extractPool({ baseBudgetMs: config.extractBudgetMs });
  const { url, stop } = await listen(server, {
    host: config.apiHost,
    port: config.apiPort,
    // Bodies are capped as they arrive, chunked or compressed; a refusal is a JSON error with code PAYLOAD_TOO_LARGE.
    bodyLimit: LIMITS.bodyBytes,
    // Nested fields run their transactions one after another, each within its own deadline: a request as a whole
    // answers within one transaction's deadline plus the extraction budget (for abstracts sent with it), or gets
    // 503 SERVICE_UNAVAILABLE with Retry-After (issue 16).
    deadlineMs: transactionDeadlineMs(db) + config.extractBudgetMs,
    // A browser gets GraphiQL, served from its npm package: nothing from the internet (Apollo Sandbox needs its CDN).
    page: idePage(),
    assets: ideAssets(),
    metrics: (req, http) => {
      if (config.requireKeyForReads && !sameKey(requestKey(req), config.apiKey)) {
        throw new HttpError(401, 'UNAUTHENTICATED', 'this server needs the API key for every request (x-api-key header)');
      }
      return { requestsInFlight: http.inFlight, cache: cache.stats() };
    },
    context: async (req) => {
      const ctx = createContext(db, config, requestKey(req), pool.extractMany);
      if (config.requireKeyForReads && !ctx.authorized) {
        throw new GraphQLError('this server needs the API key for every request (x-api-key header)', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      }
      return ctx;
    },
  });
  // The server answers on every path; /graphql is the documented one.
  return {
    url,
    server,
    cache,
    stop: async () => {
      await stop();
      await pool.close();
    },
  };
}
