/**
 * The API's Db when Neo4j goes away and comes back (issue 16, item 2). A TCP
 * proxy stands between a fail-fast Db (as `npm start` opens it) and the test
 * server, and plays what a restart looks like from the API: connections cut,
 * then a port that accepts connections and never answers (a Neo4j starting
 * up), then the server again. Before the guard, a transaction sent into that
 * silence never settled, and the connections it held stayed in the pool. No
 * timing is asserted: every wait here is bounded by the test's own timeout.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, DatabaseError, DatabaseUnavailable, openDb, readOnce, readRows, readTx, type Db } from '../graph/driver.ts';
import { isTransient } from '../graph/retry.ts';
import { formatError } from '../server/app.ts';
import { config } from './support/db.ts';

/** forward: a proxy; silent: new connections accepted and never answered, and open ones stop passing anything on. */
type Mode = 'forward' | 'silent';

/** A proxy to the test server's Bolt port on `port` (0: any); `cut` drops every connection, as a stopping server does. */
function boltProxy(port = 0): Promise<{ port: number; mode: (m: Mode) => void; cut: () => void; open: () => number; close: () => Promise<void> }> {
  let mode: Mode = 'forward';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'silent') return; // accepted, never answered
    const upstream = net.connect(config.boltPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    // Data is passed on only in forward mode: a silent proxy swallows what the driver sends on an open connection.
    client.on('data', (d) => mode === 'forward' && upstream.write(d));
    upstream.on('data', (d) => mode === 'forward' && client.write(d));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        mode: (m) => {
          mode = m;
        },
        cut: () => {
          for (const s of sockets) s.destroy();
        },
        open: () => sockets.size,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

const PING = 'RETURN 1 AS one';

/** Calls until one answers (the probe needs a moment to see the server back); bounded by the test timeout. */
async function untilAnswered(db: Db): Promise<{ one: number }[]> {
  for (;;) {
    try {
      return await readRows<{ one: number }>(db, 'ping', PING);
    } catch (error) {
      expect(isTransient(error), String(error)).toBe(true);
      await sleep(100);
    }
  }
}

/** Runs for seconds on the server (stopped by the 4 s query timeout): its answer comes long after it was sent. */
const SLOW = 'UNWIND range(1, 1000000000) AS x WITH x WHERE x % 7 = 99 RETURN count(x) AS n';

describe('a fail-fast Db (the API) while Neo4j restarts', () => {
  let proxy: Awaited<ReturnType<typeof boltProxy>>;
  let db: Db;
  const lines: string[] = [];
  /** Runs of a read that succeeded before the outage: the guard replays it on the restarted server. */
  let countedRuns = 0;
  const counted = () =>
    readTx(db, 'counted', async (tx) => {
      countedRuns++;
      return (await tx.run('RETURN 1 AS one')).records.length;
    });
  const failure = (p: Promise<unknown>): Promise<unknown> =>
    p.then(
      () => null,
      (e: unknown) => e,
    );

  beforeAll(async () => {
    proxy = await boltProxy();
    db = await openDb({ ...config, neo4jUri: `bolt://127.0.0.1:${proxy.port}`, queryTimeoutMs: 4_000 }, { failFast: true, log: (l) => lines.push(l) });
  });

  afterAll(async () => {
    await closeDb(db);
    await proxy.close();
  });

  it('has a deadline on every transaction (query timeout + 2 × 3 s); batch work (not fail-fast) has no guard', async () => {
    expect(db.guard?.deadlineMs).toBe(4_000 + 6_000);
    const batch = await openDb(config);
    try {
      expect(batch.guard).toBeUndefined();
    } finally {
      await closeDb(batch);
    }
    expect(await readRows(db, 'ping', PING)).toEqual([{ one: 1 }]);
    expect(await counted()).toBe(1);
    expect(countedRuns).toBe(1);
  });

  it('a transaction whose answer never comes (the server went silent while it ran) ends at its deadline as ServiceUnavailable, not never', async () => {
    const slow = failure(readRows(db, 'slow', SLOW));
    // The query is on the server (it runs for seconds); from now on nothing comes back. Before the guard, this never settled.
    await sleep(1_000);
    proxy.mode('silent');
    const error = await slow;
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as DatabaseError).code).toBe('ServiceUnavailable');
    expect((error as Error).message).toBe('Neo4j did not answer within 10000 ms');
    expect(isTransient(error)).toBe(true);
    expect(formatError({ message: 'x' }, error)).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 } });
  }, 60_000);

  it('while Neo4j is away, work is refused (after a short hold, touching no connection) with SERVICE_UNAVAILABLE, not logged one by one; the log says why', async () => {
    expect(db.guard?.isDown).toBe(true);
    const error = await failure(readRows(db, 'ping', PING));
    expect(error).toBeInstanceOf(DatabaseUnavailable);
    expect(formatError({ message: 'x' }, error)).toMatchObject({ message: 'the database is unavailable or busy; try again shortly', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(lines.slice(0, 1)).toEqual(['Neo4j unavailable (Neo4j did not answer within 10000 ms); answering SERVICE_UNAVAILABLE and asking it again every 250 ms']);
    // The response cache's read of the graph version (an auto-commit read) is held and refused alike.
    expect(await failure(readOnce(db, 'graph-version', PING))).toBeInstanceOf(DatabaseUnavailable);
  });

  it('when the server answers again, the API first replays its recent reads on it (a cold server plans them once, not once per waiting request), then serves on a new pool, leaving the stuck connection behind', async () => {
    const stuck = db.driver;
    expect(countedRuns).toBe(1);
    proxy.mode('forward');
    expect(await untilAnswered(db)).toEqual([{ one: 1 }]);
    expect(db.guard?.isDown).toBe(false);
    expect(db.driver).not.toBe(stuck);
    // 'counted' ran again without being asked: the warm-up ('ping' and 'counted', the reads that succeeded; 'slow' failed).
    expect(countedRuns).toBe(2);
    expect(lines.at(-1)).toMatch(/^Neo4j answers again after \d+\.\d s; ran 2 recent reads on it in \d+\.\d s; serving on a new connection pool$/);
  }, 60_000);

  it('a server that accepts connections and never answers (one starting up) is SERVICE_UNAVAILABLE, and its return is seen', async () => {
    proxy.mode('silent');
    proxy.cut();
    const error = await failure(readRows(db, 'ping', PING));
    expect(isTransient(error), String(error)).toBe(true);
    expect(formatError({ message: 'x' }, error)).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(db.guard?.isDown).toBe(true);
    proxy.mode('forward');
    expect(await untilAnswered(db)).toEqual([{ one: 1 }]);
  }, 60_000);

  it('a server that refuses connections (stopped) trips the guard too, and its return is seen', async () => {
    const port = proxy.port;
    await proxy.close();
    const error = await failure(readRows(db, 'ping', PING));
    expect(isTransient(error), String(error)).toBe(true);
    expect(formatError({ message: 'x' }, error)).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(db.guard?.isDown).toBe(true);
    // The same port again, forwarding: Neo4j is back.
    proxy = await boltProxy(port);
    expect(await untilAnswered(db)).toEqual([{ one: 1 }]);
  }, 60_000);

  it('closeDb stops the probe and closes every driver it made: no connection is left open', async () => {
    await closeDb(db);
    // Closing a second time is safe.
    await closeDb(db);
    for (let i = 0; i < 50 && proxy.open() > 0; i++) await sleep(100);
    expect(proxy.open()).toBe(0);
  }, 30_000);
});
