/**
 * Cold start with no history (issue 16): an API process that has served nothing, 32 clients on methodsThatBeat,
 * and a Neo4j that has only just started (stopped first, then started cold) and is stopped and started again
 * `--before` seconds into the load, before any request has succeeded. The API's guard then has no recent read of
 * its own to replay on the restarted server; what it replays is the headline statements seeded at start
 * (queries/reads.ts `seedWarmUp`). One JSON line per run on stdout; the bench server is left stopped.
 *
 *   npx tsx bench/restart-no-history.ts [--before 0.3] [--clients 32]
 *
 * Needs the bench server's graph (`npm run bench -- --restart-only --keep-server` makes it).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startBenchServer, stopBenchServer } from './lib.ts';
import { startApiProcess } from './queries.ts';
import { restartUnderLoad } from './restart.ts';

const { values: args } = parseArgs({ options: { before: { type: 'string', default: '0.3' }, clients: { type: 'string', default: '32' } } });
await stopBenchServer();
await startBenchServer(() => {});
const api = await startApiProcess(undefined, { LITGRAPH_QUERY_TIMEOUT_MS: '' });
const loadAvg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
try {
  const r = await restartUnderLoad(api.url, { connections: Number(args.clients), before: Number(args.before), after: 15, maxSeconds: 150 });
  process.stdout.write(
    `${JSON.stringify({ loadAvg, firstAnswerAfterPortsOpenMs: r.recoveryAfterStartMs, firstAnswerAfterStartRequestedMs: r.recoveryAfterStartRequestedMs, throughput90AfterPortsOpenMs: r.recovery90AfterStartMs, errorsByCode: r.errorsByCode, hung: r.hung, slowestMs: Math.round(r.maxLatencyMs ?? 0), okPerSecondBefore: r.rpsBefore })}\n`,
  );
} finally {
  await api.stop();
  await stopBenchServer();
}
