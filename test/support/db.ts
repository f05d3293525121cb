/** The test suite's handle on the real Neo4j server started by global-setup. */
import { randomBytes } from 'node:crypto';
import { openDb, readRows, type Db } from '../../graph/driver.ts';
import { loadConfig } from '../../server/config.ts';

export const config = loadConfig();

/** Opens a driver for one test file; close it in afterAll. */
export function testDb(): Promise<Db> {
  return openDb(config);
}

/** A random suffix that scopes a test's own data. */
export function uniqueTag(): string {
  return randomBytes(6).toString('hex');
}

const issuedIds = new Set<string>();

/**
 * A random arXiv-style id (9xxx.xxxxx, a month arXiv has not reached) for a test's own papers, never one this
 * process issued before: 250 random ids of 8 digits collide about once in 3,000 runs, and a collision inside one
 * ingest is a rejected record (CI saw it once).
 */
export function uniqueArxivId(): string {
  const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
  for (;;) {
    const id = `9${digits(3)}.${digits(5)}`;
    if (!issuedIds.has(id)) {
      issuedIds.add(id);
      return id;
    }
  }
}

/** Node and relationship counts of the whole graph. */
export async function graphCounts(db: Db): Promise<{ nodes: number; relationships: number }> {
  const [n] = await readRows<{ c: number }>(db, 'count-nodes', 'MATCH (n) RETURN count(n) AS c');
  const [r] = await readRows<{ c: number }>(db, 'count-rels', 'MATCH ()-[r]->() RETURN count(r) AS c');
  return { nodes: n?.c ?? 0, relationships: r?.c ?? 0 };
}
