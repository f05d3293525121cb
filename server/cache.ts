/**
 * The API's response cache: whole responses to read operations (GraphQL
 * queries), kept for the graph's version they were computed at.
 *
 * Every write transaction that changes the graph bumps the `GraphVersion` node
 * in the same transaction (graph/write.ts), whichever process writes: the API's
 * own `ingestAbstracts`, `npm run ingest`, re-extraction. Before answering a
 * query, the API reads that version (one unique-index seek, graph/read.ts
 * `graphVersion`); an entry is served only for the version it was stored
 * under, and the first answer at a new version empties the cache. The version
 * is read before the query runs, so an entry holds data at least as new as its
 * version: a write that committed before a request was sent is always seen by
 * it. Concurrent requests share version reads (`sharedRead`), never one that
 * began before they arrived. After a Neo4j outage the first version read from
 * the server that answers again is taken as it is (`restarted`), and it runs as
 * soon as that server answers, before the API's replay of its heavy reads
 * (graph/driver.ts Guard): a restarted server serves what the cache holds for
 * its version at once. A restored older copy of the graph that no request saw go (no outage
 * noticed) reads as an older version, answered uncached, and once its own writes bring its
 * count back, its stamp still differs from the old graph's at that count: the old entries
 * are never served for it. What the cache cannot see is a write that does not bump the version (a
 * statement typed into Neo4j Browser): schema/GRAPH.md says how to bump it by hand.
 *
 * Not cached: mutations, responses with any error, and requests that send
 * `Cache-Control: no-cache` or `no-store` (answered fresh, and not stored).
 * When the version cannot be read (the database away), the query runs as
 * without a cache, with the driver's retries, and answers what it would.
 * Responses carry `x-litgraph-cache: hit | miss | bypass`; `stats()` (the
 * API's GET /metrics) counts them. Memory is bounded by the JSON size of the
 * entries, least recently used first out.
 */
import type { ApolloServerPlugin, GraphQLRequestContextResponseForOperation, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';

export interface CacheStats {
  enabled: boolean;
  /** Queries answered from the cache / run and (if clean) stored, since the API started. */
  hits: number;
  misses: number;
  /** hits / (hits + misses); null before the first lookup. */
  hitRate: number | null;
  /** Queries sent with Cache-Control: no-cache or no-store. */
  bypassed: number;
  /** Queries run without the cache because the graph's version could not be read (the database away). */
  versionErrors: number;
  /** Times a new graph version emptied the cache. */
  invalidations: number;
  /** Entries pushed out to stay within maxBytes. */
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  /** The graph version the entries belong to (`<epoch>:<count>`), or null when empty. */
  version: string | null;
}

interface Entry {
  result: FormattedExecutionResult;
  bytes: number;
}

/**
 * True when `a` and `b` are versions (`<epoch>:<count>:<stamp>`) of one graph (same epoch) and `a` counts fewer
 * writes. The stamp plays no part here: it only makes two versions at one count unequal when they are two copies.
 */
function isOlder(a: string, b: string): boolean {
  const [ea, na] = a.split(':');
  const [eb, nb] = b.split(':');
  return ea === eb && Number(na) < Number(nb);
}

/** A bounded LRU of query results for one graph version at a time. */
export class ResponseCache {
  private version: string | null = null;
  /** Set when Neo4j answered again after an outage: the next version read is taken as it is, even if older. */
  private rebase = false;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private counts = { hits: 0, misses: 0, bypassed: 0, versionErrors: 0, invalidations: 0, evictions: 0 };

  /** `maxBytes` 0 turns the cache off (every query runs; nothing is counted as a miss). */
  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /**
   * Moves the cache to `version` unless that is older than its own (a request
   * that read the version just before a write, answered after one that read it
   * just after): entries are dropped at every move. False when `version` is
   * older, so that request neither reads nor stores entries.
   */
  private at(version: string): boolean {
    const rebase = this.rebase;
    this.rebase = false;
    if (this.version === version) return true;
    if (!rebase && this.version !== null && isOlder(version, this.version)) return false;
    if (this.entries.size > 0) this.counts.invalidations += 1;
    this.entries.clear();
    this.bytes = 0;
    this.version = version;
    return true;
  }

  /** The result stored for `key` at `version`, counting a hit or a miss. */
  get(version: string, key: string): FormattedExecutionResult | undefined {
    const entry = this.at(version) ? this.entries.get(key) : undefined;
    if (!entry) {
      this.counts.misses += 1;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counts.hits += 1;
    return entry.result;
  }

  /**
   * Stores `result` under `key` for `version`, unless the cache has moved to
   * another version meanwhile (a write committed while the query ran: its
   * answer may predate it and belongs to no version still current).
   */
  set(version: string, key: string, result: FormattedExecutionResult): void {
    if (this.version !== version) return;
    const bytes = JSON.stringify(result).length;
    if (bytes > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { result, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
      this.counts.evictions += 1;
    }
  }

  /**
   * Neo4j answered again after an outage (graph/driver.ts Guard.onReturn): the server may hold another copy of
   * the graph (a dump of the same graph loaded while it was stopped: same epoch, fewer writes). The next
   * version read from it is taken as the graph's, older or not, and entries are kept only if it is the same
   * version. Without this, a graph restored to an older count was never cached again until writes brought its
   * count back to the old one, and then the old graph's answers were served for the new graph's version.
   */
  restarted(): void {
    this.rebase = true;
  }

  bypass(): void {
    this.counts.bypassed += 1;
  }

  versionUnreadable(): void {
    this.counts.versionErrors += 1;
  }

  stats(): CacheStats {
    const { hits, misses } = this.counts;
    return {
      enabled: this.enabled,
      ...this.counts,
      hitRate: hits + misses === 0 ? null : hits / (hits + misses),
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
      version: this.version,
    };
  }
}

/** True when the request asks for a fresh answer (Cache-Control: no-cache or no-store). */
export function wantsFresh(headers: Map<string, string> | undefined): boolean {
  return /\bno-(?:cache|store)\b/i.test(headers?.get('cache-control') ?? '');
}

/**
 * Shares reads of the graph's version among concurrent requests without ever giving a request a version read
 * before it arrived: a caller starts a read when none is in flight, and otherwise joins the read that starts
 * when the one in flight ends (one queued read for all who wait), never the one in flight. So each caller still
 * sees every write that committed before it called (the guarantee the cache's version check rests on), and N
 * concurrent requests make at most two reads at a time instead of N: on a Neo4j that has just restarted, N
 * first runs of the statement competed with the replay of the heavy reads (graph/driver.ts Guard) for its CPU
 * (BENCHMARKS.md, "eighth session"). A failed read fails everyone who shared it (they run without the cache).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read();
    current = p;
    const clear = (): void => {
      if (current === p) current = null;
    };
    p.then(clear, clear);
    return p;
  };
  return () => {
    if (!current) return start();
    if (!queued) {
      const q = current
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = null;
          return start();
        });
      queued = q;
    }
    return queued;
  };
}

export interface CachePluginOptions<C> {
  /** Reads the graph's version for this request (graph/read.ts `graphVersion`). */
  versionOf: (context: C) => Promise<string>;
}

function response(status: string, result?: FormattedExecutionResult): GraphQLResponse {
  const headers = new HeaderMap([['x-litgraph-cache', status]]);
  return { http: { status: undefined, headers }, body: { kind: 'single', singleResult: result ?? {} } };
}

/** The Apollo plugin that answers queries from `cache` and stores clean answers in it. */
export function responseCachePlugin<C extends object>(cache: ResponseCache, options: CachePluginOptions<C>): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      let lookup: { version: string; key: string } | null = null;
      let served = false;
      return {
        async responseForOperation(rc: GraphQLRequestContextResponseForOperation<C>) {
          if (!cache.enabled || rc.operation.operation !== 'query') return null;
          if (wantsFresh(rc.request.http?.headers)) {
            cache.bypass();
            rc.response.http.headers.set('x-litgraph-cache', 'bypass');
            return null;
          }
          let version: string;
          try {
            version = await options.versionOf(rc.contextValue);
          } catch {
            // The version read is one attempt; the query has the driver's retries, which ride out a
            // short outage, and answers an error as it always did when the database stays away.
            cache.versionUnreadable();
            rc.response.http.headers.set('x-litgraph-cache', 'bypass');
            return null;
          }
          const key = JSON.stringify([rc.queryHash, rc.request.operationName ?? null, rc.request.variables ?? {}]);
          const hit = cache.get(version, key);
          if (hit) {
            served = true;
            return response('hit', hit);
          }
          lookup = { version, key };
          return null;
        },
        async willSendResponse(rc) {
          if (served || !lookup) return;
          const body = rc.response.body;
          if (body.kind !== 'single' || (body.singleResult.errors?.length ?? 0) > 0) return;
          cache.set(lookup.version, lookup.key, body.singleResult);
          rc.response.http.headers.set('x-litgraph-cache', 'miss');
        },
      };
    },
  };
}
