/**
 * Load under restart: autocannon at 32 connections on methodsThatBeat while the
 * bench Neo4j is stopped and started once. The API process keeps running; the
 * bench records every response (ok or error) on a timeline and derives the
 * outage and the recovery time from it.
 */
import { closeDb, openDb } from '../graph/driver.ts';
import { benchConfig, startBenchServer, stopBenchServer } from './lib.ts';
import { load, type LoadResult, type TimedResponse } from './queries.ts';

export interface RestartResult {
  load: LoadResult;
  /** ms from the start of the run. */
  stopAt: number;
  stoppedAt: number;
  startedAt: number;
  /** When a fresh driver first got an answer from the database after the start (ms from the run start). */
  dbReadyAt: number | null;
  /** First error after the stop began; last error; first ok after the last error. */
  firstErrorAt: number | null;
  lastErrorAt: number | null;
  firstOkAfterAt: number | null;
  /** ms from Neo4j's ports being open again to the first successful answer. */
  recoveryAfterStartMs: number | null;
  /** ms from the stop to the first successful answer after the outage. */
  outageMs: number | null;
  errors: number;
  okDuring: number;
  /** Per second: [second, ok, errors]. */
  perSecond: [number, number, number][];
}

/** Polls the database with a fresh driver until a read answers (at most 120 s); returns ms since t0. */
async function probe(t0: number): Promise<number | null> {
  const deadline = Date.now() + 120_000;
  const db = await openDb(benchConfig(), { verify: false });
  try {
    while (Date.now() < deadline) {
      const session = db.driver.session({ database: db.database });
      try {
        await session.run('MATCH (p:Paper) RETURN count(p)');
        return Date.now() - t0;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      } finally {
        await session.close();
      }
    }
    return null;
  } finally {
    await closeDb(db);
  }
}

/** Runs the restart scenario against the API at `url` (bounded: at most `maxSeconds`). */
export async function restartUnderLoad(url: string, opts: { before?: number; after?: number; maxSeconds?: number } = {}): Promise<RestartResult> {
  const before = (opts.before ?? 10) * 1000;
  const after = (opts.after ?? 15) * 1000;
  const timeline: TimedResponse[] = [];
  let phase: 'before' | 'restarting' | 'up' = 'before';
  let stopAt = 0;
  let stoppedAt = 0;
  let startedAt = 0;
  let dbReadyAt: number | null = null;
  let restart: Promise<void> | null = null;
  const result = await load({
    name: 'methodsThatBeat under restart',
    url,
    query: '{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } delta evidence paper { id } } }',
    connections: 32,
    seconds: opts.maxSeconds ?? 180,
    timeline,
    onTick: (elapsed) => {
      if (phase === 'before' && elapsed >= before) {
        phase = 'restarting';
        stopAt = elapsed;
        const t0 = Date.now() - elapsed;
        restart = (async () => {
          await stopBenchServer();
          stoppedAt = Date.now() - t0;
          await startBenchServer();
          startedAt = Date.now() - t0;
          phase = 'up';
          dbReadyAt = await probe(t0);
        })();
        restart.catch(() => {
          phase = 'up';
        });
      }
      if (phase === 'up') {
        const okSince = timeline.some((r) => r.ok && r.t > startedAt);
        const lastOkAt = okSince ? Math.max(...timeline.filter((r) => r.ok).map((r) => r.t)) : 0;
        if (okSince && elapsed - startedAt >= after && lastOkAt > elapsed - 1000) return true;
      }
      return false;
    },
  });
  if (restart) await restart;
  timeline.sort((a, b) => a.t - b.t);
  const errorsAfterStop = timeline.filter((r) => !r.ok && r.t >= stopAt);
  const firstErrorAt = errorsAfterStop[0]?.t ?? null;
  const lastErrorAt = errorsAfterStop.at(-1)?.t ?? null;
  const firstOkAfterAt = timeline.find((r) => r.ok && r.t > (lastErrorAt ?? stopAt) && r.t > stoppedAt)?.t ?? null;
  const perSecond = new Map<number, [number, number, number]>();
  for (const r of timeline) {
    const s = Math.floor(r.t / 1000);
    const row = perSecond.get(s) ?? [s, 0, 0];
    if (r.ok) row[1] += 1;
    else row[2] += 1;
    perSecond.set(s, row);
  }
  return {
    load: result,
    stopAt,
    stoppedAt,
    startedAt,
    dbReadyAt,
    firstErrorAt,
    lastErrorAt,
    firstOkAfterAt,
    recoveryAfterStartMs: firstOkAfterAt !== null ? firstOkAfterAt - startedAt : null,
    outageMs: firstOkAfterAt !== null ? firstOkAfterAt - stopAt : null,
    errors: timeline.filter((r) => !r.ok).length,
    okDuring: timeline.filter((r) => r.ok && r.t >= stopAt && r.t <= (firstOkAfterAt ?? Infinity)).length,
    perSecond: [...perSecond.values()].sort((a, b) => a[0] - b[0]),
  };
}
