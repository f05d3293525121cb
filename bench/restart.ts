/**
 * Load under restart (issue 16): autocannon at N connections on methodsThatBeat
 * while the bench Neo4j is stopped and started once. The API process keeps
 * running; the bench records every response (ok, or the error's code) and its
 * latency on a timeline and derives from it the outage, the time from Neo4j's
 * ports opening again to the first successful answer and to throughput back at
 * 90% of what it was before the stop, the errors by code, and the responses
 * that took longer than the API's own timeouts allow.
 */
import { closeDb, openDb } from '../graph/driver.ts';
import { benchConfig, startBenchServer, stopBenchServer } from './lib.ts';
import { load, type LoadResult, type TimedResponse } from './queries.ts';

/** The API's deadline on a transaction at the default 10 s query timeout (graph/driver.ts Guard: timeout + 2 × 3 s): an answer later than this hung. */
export const HUNG_AFTER_MS = 16_000;

export const RESTART_QUERY = '{ methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") { method { name } delta evidence paper { id } } }';

export interface RestartResult {
  connections: number;
  load: LoadResult;
  /** ms from the start of the run. */
  stopAt: number;
  stoppedAt: number;
  /** Neo4j's Bolt and HTTP ports accept connections again. */
  startedAt: number;
  /** When a fresh driver first got an answer from the database after the start (ms from the run start). */
  dbReadyAt: number | null;
  /** First error after the stop began; last error; first ok after the last error. */
  firstErrorAt: number | null;
  lastErrorAt: number | null;
  firstOkAfterAt: number | null;
  /** ms from Neo4j's ports being open again to the first successful answer after the stop. */
  recoveryAfterStartMs: number | null;
  /** ms from the start being requested (right after the stop ended: the java process spawned) to the first successful answer. */
  recoveryAfterStartRequestedMs: number | null;
  /** ms from a fresh driver's first answer to the API's first successful answer (the API's own delay). */
  recoveryAfterDbReadyMs: number | null;
  /** ok responses per second before the stop (from 1 s into the run to the stop). */
  rpsBefore: number;
  /** ms from the ports opening to the first moment the last second held 90% of rpsBefore ok responses. */
  recovery90AfterStartMs: number | null;
  /** ms from the stop to the first successful answer after the outage. */
  outageMs: number | null;
  errors: number;
  /** Errors by code (SERVICE_UNAVAILABLE, INTERNAL_SERVER_ERROR, TIMEOUT, HTTP 5xx, timeout for no answer in 30 s, …). */
  errorsByCode: Record<string, number>;
  okDuring: number;
  /** The longest response, and how many took longer than `hungAfterMs` (the API's deadline), requests unanswered in 30 s included. */
  maxLatencyMs: number;
  hungAfterMs: number;
  hung: number;
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

/** The first time after `from` at which the preceding second held at least `target` ok responses. */
function throughputBackAt(timeline: TimedResponse[], from: number, target: number): number | null {
  const ok = timeline.filter((r) => r.ok && r.t > from).map((r) => r.t);
  const need = Math.max(1, Math.ceil(target));
  for (let i = need - 1; i < ok.length; i++) {
    if ((ok[i] as number) - (ok[i - need + 1] as number) < 1000) return ok[i] as number;
  }
  return null;
}

/**
 * Runs the restart scenario against the API at `url` with `connections` clients
 * (bounded: at most `maxSeconds`). The run goes on at least `after` seconds past
 * the restart, and until throughput is back at 90% (or `maxSeconds`).
 */
export async function restartUnderLoad(
  url: string,
  opts: { connections?: number; before?: number; after?: number; maxSeconds?: number; hungAfterMs?: number } = {},
): Promise<RestartResult> {
  const connections = opts.connections ?? 32;
  const before = (opts.before ?? 10) * 1000;
  const after = (opts.after ?? 15) * 1000;
  const timeline: TimedResponse[] = [];
  const latencies: { t: number; ms: number }[] = [];
  let phase: 'before' | 'restarting' | 'up' = 'before';
  let stopAt = 0;
  let stoppedAt = 0;
  let startedAt = 0;
  let dbReadyAt: number | null = null;
  let restart: Promise<void> | null = null;
  let rpsBefore = 0;
  const result = await load({
    name: `methodsThatBeat under restart, ${connections} connections`,
    url,
    query: RESTART_QUERY,
    connections,
    seconds: opts.maxSeconds ?? 180,
    timeline,
    latencies,
    onTick: (elapsed) => {
      if (phase === 'before' && elapsed >= before) {
        phase = 'restarting';
        stopAt = elapsed;
        rpsBefore = timeline.filter((r) => r.ok && r.t >= 1000 && r.t < stopAt).length / ((stopAt - 1000) / 1000);
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
      if (phase === 'up' && elapsed - startedAt >= after) {
        const back = throughputBackAt(timeline, startedAt, 0.9 * rpsBefore);
        // Back at 90%, and a few seconds of it seen.
        if (back !== null && elapsed - back >= 3000) return true;
      }
      return false;
    },
  });
  if (restart) await restart;
  timeline.sort((a, b) => a.t - b.t);
  const errorsAfterStop = timeline.filter((r) => !r.ok && r.t >= stopAt);
  const firstErrorAt = errorsAfterStop[0]?.t ?? null;
  const lastErrorAt = errorsAfterStop.at(-1)?.t ?? null;
  const firstOkAfterAt = timeline.find((r) => r.ok && r.t > stoppedAt)?.t ?? null;
  const back = throughputBackAt(timeline, startedAt, 0.9 * rpsBefore);
  const perSecond = new Map<number, [number, number, number]>();
  const errorsByCode: Record<string, number> = {};
  for (const r of timeline) {
    const s = Math.floor(r.t / 1000);
    const row = perSecond.get(s) ?? [s, 0, 0];
    if (r.ok) row[1] += 1;
    else {
      row[2] += 1;
      const code = r.code ?? 'unknown';
      errorsByCode[code] = (errorsByCode[code] ?? 0) + 1;
    }
    perSecond.set(s, row);
  }
  const hungAfterMs = opts.hungAfterMs ?? HUNG_AFTER_MS;
  return {
    connections,
    load: result,
    stopAt,
    stoppedAt,
    startedAt,
    dbReadyAt,
    firstErrorAt,
    lastErrorAt,
    firstOkAfterAt,
    recoveryAfterStartMs: firstOkAfterAt !== null ? firstOkAfterAt - startedAt : null,
    recoveryAfterStartRequestedMs: firstOkAfterAt !== null ? firstOkAfterAt - stoppedAt : null,
    recoveryAfterDbReadyMs: firstOkAfterAt !== null && dbReadyAt !== null ? firstOkAfterAt - dbReadyAt : null,
    rpsBefore,
    recovery90AfterStartMs: back !== null ? back - startedAt : null,
    outageMs: firstOkAfterAt !== null ? firstOkAfterAt - stopAt : null,
    errors: timeline.filter((r) => !r.ok).length,
    errorsByCode,
    okDuring: timeline.filter((r) => r.ok && r.t >= stopAt && r.t <= (firstOkAfterAt ?? Infinity)).length,
    // A loop, not Math.max(...spread): a run of 30 s at 32 clients records well over the arguments a call can take.
    maxLatencyMs: latencies.reduce((max, l) => Math.max(max, l.ms), 0),
    hungAfterMs,
    hung: latencies.filter((l) => l.ms > hungAfterMs).length + result.timeouts,
    perSecond: [...perSecond.values()].sort((a, b) => a[0] - b[0]),
  };
}
