/**
 * The one place that owns the Neo4j driver. Everything else receives a `Db` and
 * runs its work through `readTx` / `writeTx`: managed transactions (retried by
 * the driver on transient errors, so transaction functions must be idempotent),
 * on the configured database, with a timeout and transaction metadata.
 */
import neo4j, { type Driver, type ManagedTransaction, type QueryResult, type RecordShape } from 'neo4j-driver';

/** What the driver needs to know: passed in by the caller (server/config.ts's Config is one), never read here. */
export interface DbConfig {
  neo4jUri: string;
  neo4jUser: string;
  neo4jPassword: string;
  neo4jDatabase: string;
  /** Timeout applied to every Cypher transaction, in milliseconds. */
  queryTimeoutMs: number;
}

export interface Db {
  driver: Driver;
  database: string;
  timeoutMs: number;
}

/** Thrown when Neo4j cannot be reached or refuses the work; `cause` holds the driver error. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  readonly code: string | undefined;
  constructor(message: string, options: { cause?: unknown; code?: string } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code;
  }
}

export interface OpenOptions {
  /** Wait until the server answers (default true). */
  verify?: boolean;
  /**
   * Give up on an unreachable server within ~3 s instead of ~15-30 s: for a
   * server answering people, who should get SERVICE_UNAVAILABLE rather than a
   * hanging request while Neo4j restarts. Batch work keeps the long waits and
   * retries on top (graph/retry.ts).
   */
  failFast?: boolean;
}

/** Creates the driver (once per process) and waits until the server answers. */
export async function openDb(config: DbConfig, options: OpenOptions = {}): Promise<Db> {
  const wait = options.failFast ? 3_000 : 15_000;
  const driver = neo4j.driver(config.neo4jUri, neo4j.auth.basic(config.neo4jUser, config.neo4jPassword), {
    disableLosslessIntegers: true,
    maxConnectionPoolSize: 64,
    connectionAcquisitionTimeout: wait,
    maxTransactionRetryTime: wait,
    connectionTimeout: options.failFast ? 3_000 : 30_000,
  });
  const db = { driver, database: config.neo4jDatabase, timeoutMs: config.queryTimeoutMs };
  if (options.verify !== false) {
    try {
      await driver.verifyConnectivity({ database: config.neo4jDatabase });
    } catch (error) {
      await driver.close();
      throw new DatabaseError(`cannot reach Neo4j at ${config.neo4jUri}: ${(error as Error).message}`, {
        cause: error,
        code: (error as { code?: string }).code,
      });
    }
  }
  return db;
}

/** Closes the driver; safe to call twice. */
export async function closeDb(db: Db): Promise<void> {
  await db.driver.close();
}

type Work<T> = (tx: ManagedTransaction) => Promise<T>;

function txConfig(db: Db, name: string) {
  return { timeout: db.timeoutMs, metadata: { app: 'litgraph', query: name } };
}

/** Runs `work` in a managed read transaction named `name` (shown in Neo4j's query log). */
export async function readTx<T>(db: Db, name: string, work: Work<T>): Promise<T> {
  const session = db.driver.session({ database: db.database, defaultAccessMode: neo4j.session.READ });
  try {
    return await session.executeRead(work, txConfig(db, name));
  } finally {
    await session.close();
  }
}

/** Runs `work` in a managed write transaction named `name`. `work` may run more than once. */
export async function writeTx<T>(db: Db, name: string, work: Work<T>): Promise<T> {
  const session = db.driver.session({ database: db.database, defaultAccessMode: neo4j.session.WRITE });
  try {
    return await session.executeWrite(work, txConfig(db, name));
  } finally {
    await session.close();
  }
}

/**
 * Runs one small read statement in an auto-commit transaction: one round trip
 * where a managed transaction takes two (BEGIN and RUN, then COMMIT), and no
 * retries. For a read made before every request and cheap to fail (the graph
 * version the API's response cache checks); everything else uses readRows.
 */
export async function readOnce<T extends RecordShape>(db: Db, name: string, cypher: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const session = db.driver.session({ database: db.database, defaultAccessMode: neo4j.session.READ });
  try {
    const result: QueryResult<T> = await session.run<T>(cypher, params, txConfig(db, name));
    return result.records.map((record) => record.toObject());
  } finally {
    await session.close();
  }
}

/** Runs one read statement and returns its records as plain objects. */
export async function readRows<T extends RecordShape>(
  db: Db,
  name: string,
  cypher: string,
  params: Record<string, unknown> = {},
): Promise<T[]> {
  return readTx(db, name, async (tx) => {
    const result: QueryResult<T> = await tx.run<T>(cypher, params);
    return result.records.map((record) => record.toObject());
  });
}
