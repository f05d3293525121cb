/**
 * The fail-fast Db's guard (graph/driver.ts `Guard`, issue 16) with stand-in drivers, no Neo4j: what runs
 * while Neo4j is away, once its probe is answered while the recent reads are replayed, and after. The timing
 * of a real restart is measured in `npm run bench -- --restart-only` (BENCHMARKS.md), not here.
 */
import type { Driver } from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { type Db, DatabaseUnavailable, Guard } from '../graph/driver.ts';

/** A stand-in driver: only what the guard calls (its probe's executeQuery, close), and a name. */
function fakeDriver(name: string, answers = true): Driver {
  return {
    name,
    executeQuery: () => (answers ? Promise.resolve({ records: [] }) : Promise.reject(Object.assign(new Error('refused'), { code: 'ServiceUnavailable' }))),
    close: () => Promise.resolve(),
  } as unknown as Driver;
}
const nameOf = (d: Driver) => (d as unknown as { name: string }).name;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const away = () => Promise.reject(Object.assign(new Error('Connection was closed by server'), { code: 'ServiceUnavailable' }));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('Guard', () => {
  it('lets light work (the cache’s version read) through on the restarted server as soon as it answers, while the replay of a heavy read still runs; other work waits for the replay', async () => {
    const db: Db = { driver: fakeDriver('old'), database: 'neo4j', timeoutMs: 1_000 };
    const fresh = fakeDriver('fresh');
    const lines: string[] = [];
    const guard = new Guard(db, () => fresh, (line) => lines.push(line));
    const returned: string[] = [];
    guard.onReturn(() => returned.push('returned'));
    // A heavy read that succeeded before the outage: its replay on the restarted server is held open here.
    const replay = deferred();
    const replayedOn: string[] = [];
    guard.remember('methods-that-beat', async (driver) => {
      replayedOn.push(nameOf(driver));
      await replay.promise;
    });
    try {
      await expect(guard.run(away)).rejects.toThrow('closed by server');
      expect(guard.isDown).toBe(true);
      await until(() => replayedOn.length === 1);
      expect(replayedOn).toEqual(['fresh']);
      expect(returned).toEqual(['returned']);

      // Light work runs on the fresh driver now, before the replay has finished.
      expect(await guard.run(async (driver) => nameOf(driver), { light: true })).toBe('fresh');
      expect(guard.isDown).toBe(true);
      // Other work is still held, then refused without touching a driver.
      let ran = false;
      const heavy = guard.run(async () => {
        ran = true;
      });
      await expect(heavy).rejects.toBeInstanceOf(DatabaseUnavailable);
      expect(ran).toBe(false);

      // The replay ends: everything runs on the fresh driver, which is now the Db's.
      replay.resolve();
      await until(() => !guard.isDown);
      expect(db.driver).toBe(fresh);
      expect(await guard.run(async (driver) => nameOf(driver))).toBe('fresh');
      expect(lines.at(-1)).toMatch(/^Neo4j answers again after \d+\.\d s; ran 1 recent read on it in \d+\.\d s; serving on a new connection pool$/);
    } finally {
      replay.resolve();
      await guard.close();
    }
  });

  it('holds light work too while the server does not answer its probe, and refuses it then', async () => {
    const db: Db = { driver: fakeDriver('old'), database: 'neo4j', timeoutMs: 1_000 };
    const guard = new Guard(db, () => fakeDriver('still away', false));
    try {
      await expect(guard.run(away)).rejects.toThrow('closed by server');
      let ran = false;
      await expect(
        guard.run(
          async () => {
            ran = true;
          },
          { light: true },
        ),
      ).rejects.toBeInstanceOf(DatabaseUnavailable);
      expect(ran).toBe(false);
      expect(guard.isDown).toBe(true);
    } finally {
      await guard.close();
    }
  });

  it('a light read that fails on the restarted server during the replay does not trip the guard again', async () => {
    const db: Db = { driver: fakeDriver('old'), database: 'neo4j', timeoutMs: 1_000 };
    const fresh = fakeDriver('fresh');
    const guard = new Guard(db, () => fresh);
    const replay = deferred();
    let replays = 0;
    guard.remember('heavy', async () => {
      replays++;
      await replay.promise;
    });
    try {
      await expect(guard.run(away)).rejects.toThrow();
      await until(() => replays === 1);
      await expect(guard.run(away, { light: true })).rejects.toThrow('closed by server');
      replay.resolve();
      await until(() => !guard.isDown);
      expect(db.driver).toBe(fresh);
      expect(replays).toBe(1);
    } finally {
      replay.resolve();
      await guard.close();
    }
  });

  it('a process that has served nothing replays its seeded headline reads on a restarted server before letting work through (issue 16: cold start with no history)', async () => {
    const db: Db = { driver: fakeDriver('old'), database: 'neo4j', timeoutMs: 1_000 };
    const fresh = fakeDriver('fresh');
    const lines: string[] = [];
    const guard = new Guard(db, () => fresh, (line) => lines.push(line));
    const replayed: string[] = [];
    guard.seed('methods-that-beat', async () => {
      replayed.push('seeded methods-that-beat');
    });
    guard.seed('leaderboard', async () => {
      replayed.push('seeded leaderboard');
    });
    try {
      await expect(guard.run(away)).rejects.toThrow('closed by server');
      await until(() => !guard.isDown);
      // Seeds start in the order they were seeded (after any real read, none here).
      expect(replayed).toEqual(['seeded methods-that-beat', 'seeded leaderboard']);
      expect(lines.at(-1)).toMatch(/ran 2 recent reads on it/);
    } finally {
      await guard.close();
    }
  });

  it('replays the recent reads side by side, each different statement planned at once, and lets work through when the last one ends', async () => {
    const db: Db = { driver: fakeDriver('old'), database: 'neo4j', timeoutMs: 1_000 };
    const guard = new Guard(db, () => fakeDriver('fresh'));
    const first = deferred();
    const second = deferred();
    const started: string[] = [];
    guard.remember('methods-that-beat', async () => {
      started.push('methods-that-beat');
      await first.promise;
    });
    guard.remember('leaderboard', async () => {
      started.push('leaderboard');
      await second.promise;
    });
    try {
      await expect(guard.run(away)).rejects.toThrow('closed by server');
      // Both run before either has finished, the most recent first.
      await until(() => started.length === 2);
      expect(started).toEqual(['leaderboard', 'methods-that-beat']);
      second.resolve();
      await new Promise((r) => setTimeout(r, 50));
      expect(guard.isDown).toBe(true);
      first.resolve();
      await until(() => !guard.isDown);
    } finally {
      first.resolve();
      second.resolve();
      await guard.close();
    }
  });

  it('a real read replaces the seed of its name, real reads come first, and a seed never pushes out a real read', async () => {
    const db: Db = { driver: fakeDriver('old'), database: 'neo4j', timeoutMs: 1_000 };
    const guard = new Guard(db, () => fakeDriver('fresh'));
    const replayed: string[] = [];
    const read = (label: string) => async () => {
      replayed.push(label);
    };
    guard.seed('methods-that-beat', read('seed methods-that-beat'));
    guard.seed('leaderboard', read('seed leaderboard'));
    guard.remember('methods-that-beat', read('real methods-that-beat'));
    guard.remember('papers', read('real papers'));
    // Four distinct reads are kept: a seed arriving now adds nothing.
    guard.remember('claims', read('real claims'));
    guard.seed('top-baselines', read('seed top-baselines'));
    // Seeding a name already held changes nothing either.
    guard.seed('papers', read('seed papers'));
    try {
      await expect(guard.run(away)).rejects.toThrow('closed by server');
      await until(() => !guard.isDown);
      expect(replayed).toEqual(['real claims', 'real papers', 'real methods-that-beat', 'seed leaderboard']);
    } finally {
      await guard.close();
    }
  });
});
