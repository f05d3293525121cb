/**
 * Applies schema/constraints.cypher: uniqueness constraints behind every MERGE
 * key, relationship property indexes for claims, and the full-text index over
 * paper text. Every statement is `IF NOT EXISTS`, so applying twice is a no-op.
 * Then brings a graph written by an older writer up to date (MIGRATIONS).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeTx, type Db } from '../graph/driver.ts';
import { bumpVersion } from '../graph/write.ts';

const file = fileURLToPath(new URL('./constraints.cypher', import.meta.url));

/** The schema statements, comments removed, one per entry. */
export function schemaStatements(): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Data migrations: each brings what an older writer stored up to what the
 * queries read. Each is idempotent and runs in batches (IN TRANSACTIONS, so a
 * large graph needs no huge transaction); a graph records the names of those
 * it has had on its GraphVersion node, so a start costs one read once they ran.
 * A migration's Cypher must write what graph/write.ts writes today.
 */
export const MIGRATIONS: readonly { name: string; cypher: string }[] = [
  {
    // Claims stored before lookupKey (issue 14): graph/write.ts claimLookupKey().
    name: 'claim-lookup-key',
    cypher: `
      MATCH ()-[c:OUTPERFORMS|IMPROVES]->(l)
      WHERE c.lookupKey IS NULL
      CALL (c, l) { SET c.lookupKey = l.key + '|' + coalesce(c.benchmarkKey, '') } IN TRANSACTIONS OF 10000 ROWS`,
  },
];

const MIGRATED = "OPTIONAL MATCH (v:GraphVersion {key: 'graph'}) RETURN coalesce(v.migrations, []) AS done";
const MARK_MIGRATED = `
  MERGE (v:GraphVersion {key: 'graph'})
  ON CREATE SET v.epoch = randomUUID(), v.version = 0
  SET v.migrations = coalesce(v.migrations, []) + $name`;

/** Runs the migrations this graph has not had; returns their names. */
export async function migrate(db: Db): Promise<string[]> {
  const session = db.driver.session({ database: db.database });
  const ran: string[] = [];
  try {
    const done = new Set((await session.run(MIGRATED)).records[0]?.get('done') as string[]);
    for (const m of MIGRATIONS) {
      if (done.has(m.name)) continue;
      // CALL { } IN TRANSACTIONS runs only in an auto-commit transaction (session.run).
      await session.run(m.cypher);
      await writeTx(db, 'schema-migrated', async (tx) => {
        await tx.run(MARK_MIGRATED, { name: m.name });
        await bumpVersion(tx);
      });
      ran.push(m.name);
    }
  } finally {
    await session.close();
  }
  return ran;
}

/**
 * The schema statements run at start, often the first Cypher a just-started Neo4j sees: on a cold JVM
 * the first statement alone took 7-12 s of CPU (BENCHMARKS.md, "why a restarted Neo4j is slow to
 * answer"), and a `npm test` from a fresh home at load average 13 ran it past the 10 s query timeout.
 * They are idempotent and no one waits on them but the start, so they get this timeout instead.
 */
const SCHEMA_TIMEOUT_MS = 120_000;

/** Creates the constraints and indexes that are missing (indexes on data already stored populate in the background). */
export async function createSchema(db: Db): Promise<void> {
  // Schema commands cannot share a transaction with each other, so one each. On the driver directly, not
  // through a fail-fast Db's guard, whose deadline is the query timeout's: nothing else runs yet.
  const patient: Db = { driver: db.driver, database: db.database, timeoutMs: Math.max(db.timeoutMs, SCHEMA_TIMEOUT_MS) };
  for (const statement of schemaStatements()) {
    await writeTx(patient, 'schema', (tx) => tx.run(statement));
  }
}

/**
 * Waits until every index is online, reading their state once a second (each read a short query, so no
 * transaction timeout applies to the wait): for indexes built on a loaded store (server/bulk-import.ts),
 * which can take longer than the 300 s applySchema waits. Throws when one failed or `timeoutMs` passed.
 */
export async function awaitIndexesOnline(db: Db, timeoutMs: number, log: (line: string) => void = () => {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let said = 0;
  for (;;) {
    const session = db.driver.session({ database: db.database });
    let pending: { name: string; state: string; percent: number }[];
    try {
      const r = await session.run("SHOW INDEXES YIELD name, state, populationPercent WHERE state <> 'ONLINE' RETURN name, state, populationPercent");
      pending = r.records.map((x) => ({ name: x.get('name') as string, state: x.get('state') as string, percent: Number(x.get('populationPercent')) }));
    } finally {
      await session.close();
    }
    const failed = pending.find((i) => i.state === 'FAILED');
    if (failed) throw new Error(`index ${failed.name} failed to populate`);
    if (pending.length === 0) return;
    const what = pending.map((i) => `${i.name} ${i.percent.toFixed(0)}%`).join(', ');
    if (Date.now() > deadline) throw new Error(`indexes not online after ${timeoutMs / 1000} s: ${what}`);
    if (Date.now() - said > 30_000) {
      log(`populating indexes: ${what}`);
      said = Date.now();
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Creates the constraints and indexes that are missing, waits until all indexes are online, then migrates. */
export async function applySchema(db: Db): Promise<void> {
  await createSchema(db);
  const session = db.driver.session({ database: db.database });
  try {
    await session.run('CALL db.awaitIndexes(300)');
  } finally {
    await session.close();
  }
  await migrate(db);
}
