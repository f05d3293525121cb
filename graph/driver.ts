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
  /** The current driver. A fail-fast Db replaces it when Neo4j answers again after an outage (see Guard). */
  driver: Driver;
  database: string;
  timeoutMs: number;
  /** Present on a fail-fast Db (the API's): refuses work at once while Neo4j is away, and bounds every transaction. */
  guard?: Guard;
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
  /** Where a fail-fast Db says that Neo4j went away and came back (one line each). */
  log?: (line: string) => void;
}

/** The driver's options: short waits for a fail-fast Db (the API), long ones for batch work. */
function makeDriver(config: DbConfig, failFast: boolean): Driver {
  const wait = failFast ? FAIL_FAST_WAIT_MS : 15_000;
  return neo4j.driver(config.neo4jUri, neo4j.auth.basic(config.neo4jUser, config.neo4jPassword), {
    disableLosslessIntegers: true,
    maxConnectionPoolSize: 64,
    connectionAcquisitionTimeout: wait,
    maxTransactionRetryTime: wait,
    connectionTimeout: failFast ? FAIL_FAST_WAIT_MS : 30_000,
  });
}

const FAIL_FAST_WAIT_MS = 3_000;

/** Creates the driver (once per process) and waits until the server answers. */
export async function openDb(config: DbConfig, options: OpenOptions = {}): Promise<Db> {
  const driver = makeDriver(config, options.failFast === true);
  const db: Db = { driver, database: config.neo4jDatabase, timeoutMs: config.queryTimeoutMs };
  if (options.failFast) db.guard = new Guard(db, () => makeDriver(config, true), options.log);
  if (options.verify !== false) {
    try {
      await driver.verifyConnectivity({ database: config.neo4jDatabase });
    } catch (error) {
      await closeDb(db);
      throw new DatabaseError(`cannot reach Neo4j at ${config.neo4jUri}: ${(error as Error).message}`, {
        cause: error,
        code: (error as { code?: string }).code,
      });
    }
  }
  return db;
}

/** Closes the driver (and, on a fail-fast Db, the drivers it replaced and its probe); safe to call twice. */
export async function closeDb(db: Db): Promise<void> {
  await db.guard?.close();
  await db.driver.close();
}

/** Refused without trying: Neo4j went away and has not answered the guard's probe since. */
export class DatabaseUnavailable extends DatabaseError {
  override name = 'DatabaseUnavailable';
}

/** Codes and messages that say the server (not the query) is away or its pool is stuck. */
const AWAY_CODES = new Set(['ServiceUnavailable', 'SessionExpired', 'Neo.TransientError.General.DatabaseUnavailable']);
const ACQUISITION = /Connection acquisition timed out/;

function serverAway(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (typeof e?.code === 'string' && AWAY_CODES.has(e.code)) || (typeof e?.message === 'string' && ACQUISITION.test(e.message));
}

/**
 * What keeps a request from waiting on a Neo4j that is away (issue 16). Without
 * it, under load, requests sent while Neo4j restarts opened connections the
 * starting server accepted and never answered: they hung past every timeout
 * (the driver has none of its own on a connection that is open), filled the
 * pool ("Active conn count = 55, Idle conn count = 0" at 32 clients) and kept
 * the API failing for tens of seconds after the database answered again.
 *
 * So: every transaction gets a deadline (the query timeout plus twice the
 * connection wait; the server stops a slow query well before it). When work
 * fails because the server is away (or misses its deadline), the guard trips:
 * work waits at most HOLD_MS and is then refused with DatabaseUnavailable,
 * touching no connection, while a probe asks Neo4j with a fresh driver every
 * PROBE_EVERY_MS. When the
 * probe is answered, the last few distinct reads that succeeded are replayed on
 * the fresh driver side by side (warm), then that driver becomes the Db's driver, and the old one,
 * with whatever connections hang in its pool, is closed once the work still on
 * it has had its deadline. Light work (`RunOptions.light`: the graph-version read the
 * response cache makes before every query) does not wait for the replay: it runs on
 * the fresh driver as soon as the probe is answered, so answers the cache holds are
 * served while the heavy reads are still being replayed (BENCHMARKS.md, "eighth session").
 */
export class Guard {
  private down = false;
  /** The fresh driver whose probe was answered, while the recent reads are replayed on it: light work runs on it. */
  private early: Driver | null = null;
  /** Called when Neo4j answers again, before any work runs on the fresh driver (the response cache re-reads the version). */
  private readonly returned = new Set<() => void>();
  private closed = false;
  private probing: Promise<void> | null = null;
  private downSince = 0;
  private readonly retired = new Set<Driver>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Work held while Neo4j is away (true: light work), released when it answers again (or on close); light work when the probe is answered. */
  private readonly waiting = new Map<() => void, boolean>();
  /** Ends the probe's current wait at once (on close). */
  private wake: (() => void) | null = null;
  /** The last few distinct reads that succeeded (by name), replayed on a restarted server before work is let through. */
  private readonly recent = new Map<string, (driver: Driver) => Promise<unknown>>();
  readonly deadlineMs: number;

  constructor(
    private readonly db: Db,
    private readonly fresh: () => Driver,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.deadlineMs = db.timeoutMs + 2 * FAIL_FAST_WAIT_MS;
  }

  /** True while work is refused. */
  get isDown(): boolean {
    return this.down;
  }

  /**
   * Runs `work` on the current driver within the deadline. While Neo4j is away, work waits up to HOLD_MS for
   * it to answer again and is refused past that: clients that retry at once are slowed to one try a second
   * each instead of spinning (on a small machine their refusals take the CPU a starting Neo4j needs), and
   * work that arrives just before Neo4j is back is done instead of refused.
   */
  async run<T>(work: (driver: Driver) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const light = options.light === true;
    if (this.down && !(light && this.early)) await this.backOrAfter(HOLD_MS, light);
    const driver = !this.down ? this.db.driver : light ? this.early : null;
    if (!driver) throw new DatabaseUnavailable('Neo4j is unavailable; waiting for it to answer again', { code: 'ServiceUnavailable' });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseError(`Neo4j did not answer within ${this.deadlineMs} ms`, { code: 'ServiceUnavailable' })), this.deadlineMs);
    });
    const attempt = work(driver);
    // Work given up at its deadline may still fail later (when its driver is closed): that failure is no one's.
    attempt.catch(() => {});
    try {
      return await Promise.race([attempt, deadline]);
    } catch (error) {
      if (serverAway(error)) this.trip(driver, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Calls `listener` each time Neo4j answers again after an outage, before any work runs on the fresh driver. */
  onReturn(listener: () => void): void {
    this.returned.add(listener);
  }

  /**
   * Seeds the warm-up with a read the API is sure to serve (a headline statement with placeholder parameters), for a
   * process that has served nothing yet: a server that restarts before any request succeeded is otherwise let in cold,
   * and 32 clients then all pay its first planning together (BENCHMARKS.md, "cold start with no history"). A seed is the
   * oldest entry (seeds start in the order seeded, after every real read): a real read of the same name replaces it,
   * WARM_READS real ones push it out, and a seed never pushes out a real read.
   */
  seed(name: string, read: (driver: Driver) => Promise<unknown>): void {
    if (this.recent.has(name) || this.recent.size >= WARM_READS) return;
    const entries = [[name, read] as const, ...this.recent];
    this.recent.clear();
    for (const [key, value] of entries) this.recent.set(key, value);
  }

  /** Notes a read that succeeded, to warm a restarted server with (the last WARM_READS distinct names). */
  remember(name: string, read: (driver: Driver) => Promise<unknown>): void {
    this.recent.delete(name);
    this.recent.set(name, read);
    if (this.recent.size > WARM_READS) this.recent.delete(this.recent.keys().next().value as string);
  }

  /**
   * Runs the remembered reads once each, all at once (started most recent first), on the driver that is about to
   * serve, each within the deadline: a Neo4j that has just started plans and compiles each statement on its first
   * run, slowly on a cold JVM, and requests let in at once all pay it together. Measured on the bench server (10k
   * papers; BENCHMARKS.md, "warming a restarted Neo4j"): 32 concurrent methodsThatBeat on a cold server answered
   * after 20.6-37.6 s; one such query alone took 9.2-10.7 s, and the 32 after it 1.2-4.3 s. The reads are distinct
   * statements (at most WARM_READS), so side by side they do not queue behind one plan as 32 copies of one do: the
   * two seeded headline reads replayed in 3.1-4.0 s against 3.6-4.3 s one after another (BENCHMARKS.md, "cold start
   * with no history … side by side"). Failures are ignored (the probe answered).
   */
  private async warm(driver: Driver): Promise<number> {
    const runs = [...this.recent.values()].reverse().map(async (read): Promise<boolean> => {
      if (this.closed) return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        const attempt = read(driver);
        attempt.catch(() => {});
        await Promise.race([
          attempt,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('warm-up unanswered')), this.deadlineMs);
          }),
        ]);
        return true;
      } catch {
        // A statement that fails now fails for its request too; the probe's answer is what counts.
        return false;
      } finally {
        clearTimeout(timer);
      }
    });
    return (await Promise.all(runs)).filter(Boolean).length;
  }

  /** Resolves when Neo4j answers again (for light work: when the probe is answered) or after `ms`, whichever comes first. */
  private backOrAfter(ms: number, light: boolean): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(t);
        this.waiting.delete(done);
        resolve();
      };
      const t = setTimeout(done, ms);
      this.waiting.set(done, light);
    });
  }

  /** Releases held work: all of it, or only the light. */
  private release(onlyLight: boolean): void {
    for (const [done, light] of [...this.waiting]) if (light || !onlyLight) done();
  }

  private trip(failed: Driver, error: unknown): void {
    // A failure on a driver already replaced says nothing of the current one.
    if (this.down || this.closed || failed !== this.db.driver) return;
    this.down = true;
    this.downSince = Date.now();
    this.log(`Neo4j unavailable (${(error as Error).message.split('\n')[0]}); answering SERVICE_UNAVAILABLE and asking it again every ${PROBE_EVERY_MS} ms`);
    this.probing = this.probe();
  }

  private async probe(): Promise<void> {
    while (!this.closed) {
      const candidate = this.fresh();
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = candidate.executeQuery('RETURN 1', {}, { database: this.db.database });
        answer.catch(() => {});
        await Promise.race([
          answer,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('probe unanswered')), PROBE_DEADLINE_MS);
          }),
        ]);
        const started = Date.now();
        for (const listener of this.returned) listener();
        this.early = candidate;
        this.release(true);
        this.log(`Neo4j answers its probe after ${((started - this.downSince) / 1000).toFixed(1)} s; light reads go through, the rest waits for the replay of recent reads`);
        const warmed = await this.warm(candidate);
        this.early = null;
        if (this.closed) {
          await candidate.close();
          return;
        }
        const old = this.db.driver;
        this.db.driver = candidate;
        this.down = false;
        this.release(false);
        this.retire(old);
        this.log(
          `Neo4j answers again after ${((started - this.downSince) / 1000).toFixed(1)} s; ran ${warmed} recent read${warmed === 1 ? '' : 's'} on it in ${((Date.now() - started) / 1000).toFixed(1)} s; serving on a new connection pool`,
        );
        return;
      } catch {
        void candidate.close().catch(() => {});
        if (this.closed) return;
        await new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            this.timers.delete(t);
            this.wake = null;
            resolve();
          }, PROBE_EVERY_MS);
          this.timers.add(t);
          this.wake = () => {
            clearTimeout(t);
            this.timers.delete(t);
            resolve();
          };
        });
      } finally {
        clearTimeout(timer);
      }
    }
  }

  /** Closes a replaced driver once the work still on it has had its deadline. */
  private retire(driver: Driver): void {
    this.retired.add(driver);
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.retired.delete(driver);
      void driver.close().catch(() => {});
    }, this.deadlineMs);
    t.unref();
    this.timers.add(t);
  }

  /** Stops the probe and closes the replaced drivers (the current one is the caller's to close). */
  async close(): Promise<void> {
    this.closed = true;
    this.release(false);
    this.wake?.();
    this.wake = null;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.retired].map((d) => d.close()));
    this.retired.clear();
    await this.probing;
  }
}

/** How work passes a tripped guard. */
export interface RunOptions {
  /**
   * A cheap statement a cold server answers at once (readOnce: the graph-version read the response cache makes
   * before every query). While Neo4j is away it is held and refused like other work, but once the probe is
   * answered it runs on the fresh driver at once instead of waiting for the replay of the recent reads
   * (methodsThatBeat's: 3.9-12.1 s on the bench server, BENCHMARKS.md): a request the cache can answer needs
   * nothing else.
   */
  light?: boolean;
}

/** The longest one transaction of `db` may take: the guard's deadline on a fail-fast Db, the same figure otherwise. */
export function transactionDeadlineMs(db: Db): number {
  return db.guard?.deadlineMs ?? db.timeoutMs + 2 * FAIL_FAST_WAIT_MS;
}

/** How long work waits for Neo4j to answer again before it is refused. */
const HOLD_MS = 1_000;
/** How often a tripped guard asks Neo4j whether it answers again, and how long it waits for the answer. */
const PROBE_EVERY_MS = 250;
const PROBE_DEADLINE_MS = 2_000;
/** Distinct recent reads replayed on a restarted server before work is let through. */
const WARM_READS = 4;

type Work<T> = (tx: ManagedTransaction) => Promise<T>;

function txConfig(db: Db, name: string) {
  return { timeout: db.timeoutMs, metadata: { app: 'litgraph', query: name } };
}

/** A managed read transaction named `name`, as a function of the driver it runs on. */
function readRun<T>(db: Db, name: string, work: Work<T>): (driver: Driver) => Promise<T> {
  return async (driver: Driver): Promise<T> => {
    const session = driver.session({ database: db.database, defaultAccessMode: neo4j.session.READ });
    try {
      return await session.executeRead(work, txConfig(db, name));
    } finally {
      await session.close();
    }
  };
}

/** Runs `work` in a managed read transaction named `name` (shown in Neo4j's query log). */
export async function readTx<T>(db: Db, name: string, work: Work<T>): Promise<T> {
  const run = readRun(db, name, work);
  if (!db.guard) return run(db.driver);
  const rows = await db.guard.run(run);
  db.guard.remember(name, run);
  return rows;
}

/** Runs `work` in a managed write transaction named `name`. `work` may run more than once. */
export async function writeTx<T>(db: Db, name: string, work: Work<T>): Promise<T> {
  const run = async (driver: Driver): Promise<T> => {
    const session = driver.session({ database: db.database, defaultAccessMode: neo4j.session.WRITE });
    try {
      return await session.executeWrite(work, txConfig(db, name));
    } finally {
      await session.close();
    }
  };
  return db.guard ? db.guard.run(run) : run(db.driver);
}

/**
 * Runs one small read statement in an auto-commit transaction: one round trip
 * where a managed transaction takes two (BEGIN and RUN, then COMMIT), and no
 * retries, under the guard like every transaction but as light work (let through
 * on a restarted server as soon as it answers, before the replay of the recent
 * reads). For a read made before every request, cheap to run on a cold server and
 * cheap to fail (the graph version the API's response cache checks); everything
 * else uses readRows.
 */
export async function readOnce<T extends RecordShape>(db: Db, name: string, cypher: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const run = async (driver: Driver): Promise<T[]> => {
    const session = driver.session({ database: db.database, defaultAccessMode: neo4j.session.READ });
    try {
      const result: QueryResult<T> = await session.run<T>(cypher, params, txConfig(db, name));
      return result.records.map((record) => record.toObject());
    } finally {
      await session.close();
    }
  };
  return db.guard ? db.guard.run(run, { light: true }) : run(db.driver);
}

/** Seeds the guard's warm-up with one read statement (see Guard.seed); nothing without a guard. */
export function seedWarmRead(db: Db, name: string, cypher: string, params: Record<string, unknown> = {}): void {
  db.guard?.seed(
    name,
    readRun(db, name, async (tx) => (await tx.run(cypher, params)).records.length),
  );
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
