/**
 * The per-request context: the database, whether the caller holds the API key,
 * and fresh DataLoaders, so nested fields cost one query per field per request.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Db } from '../graph/driver.ts';
import { extractInput } from '../ingest/extract-paper.ts';
import type { ExtractInput, Extraction } from '../ingest/types.ts';
import * as read from '../graph/read.ts';

function loaders(db: Db) {
  const claims = (direction: 'beats' | 'beatenBy') =>
    new DataLoader<{ key: string; benchmark: string | null }, read.ComparisonRow[], string>(
      async (asks) => {
        // One query per distinct benchmark argument (usually one).
        const out = new Map<string, read.ComparisonRow[]>();
        const byBenchmark = new Map<string | null, string[]>();
        for (const a of asks) byBenchmark.set(a.benchmark, [...(byBenchmark.get(a.benchmark) ?? []), a.key]);
        for (const [benchmark, keys] of byBenchmark) {
          const rows = await read.claimsOfSystems(db, direction, keys, benchmark);
          for (const [i, k] of keys.entries()) out.set(JSON.stringify([k, benchmark]), rows[i] ?? []);
        }
        return asks.map((a) => out.get(JSON.stringify([a.key, a.benchmark])) ?? []);
      },
      { cacheKeyFn: (a) => JSON.stringify([a.key, a.benchmark]) },
    );
  return {
    paper: new DataLoader((ids: readonly string[]) => read.papersByIds(db, ids)),
    mentions: new DataLoader((ids: readonly string[]) => read.mentionsByPaper(db, ids)),
    paperClaims: new DataLoader((ids: readonly string[]) => read.claimsByPaper(db, ids)),
    paperResults: new DataLoader((ids: readonly string[]) => read.resultsByPaper(db, ids)),
    aliases: new DataLoader((keys: readonly string[]) => read.aliasesByKeys(db, keys)),
    beats: claims('beats'),
    beatenBy: claims('beatenBy'),
    systemResults: new DataLoader((keys: readonly string[]) => read.resultsOfSystems(db, keys)),
    proposedBy: new DataLoader((keys: readonly string[]) => read.papersOf(db, 'proposedBy', keys)),
    usedBy: new DataLoader((keys: readonly string[]) => read.papersOf(db, 'usedBy', keys)),
    evaluatedBy: new DataLoader((keys: readonly string[]) => read.papersOf(db, 'evaluatedBy', keys)),
    introducedBy: new DataLoader((keys: readonly string[]) => read.papersOf(db, 'introducedBy', keys)),
  };
}

/** What the resolvers need of the server's configuration (server/config.ts's Config is one). */
export interface ResolverConfig {
  /** Key required for writes. */
  apiKey: string;
}

export interface Context {
  db: Db;
  config: ResolverConfig;
  /** True when the request carried the configured API key. */
  authorized: boolean;
  /** Extraction of request-time abstracts: the server's worker pool (with a time budget), or in process. */
  extractMany: (inputs: ExtractInput[]) => Promise<Extraction[]>;
  loaders: ReturnType<typeof loaders>;
}

/** Compares keys in constant time (over their SHA-256), so response timing does not reveal a matching prefix. */
export function sameKey(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Builds the context of one request. */
export function createContext(db: Db, config: ResolverConfig, apiKey: string | undefined, extractMany: Context['extractMany'] = inProcess): Context {
  return { db, config, authorized: sameKey(apiKey, config.apiKey), loaders: loaders(db), extractMany };
}

/** Extraction in this thread (tests and scripts without a server). */
async function inProcess(inputs: ExtractInput[]): Promise<Extraction[]> {
  return inputs.map(extractInput);
}
