/**
 * The GraphQL API against the bench database, in its own process so the load
 * generator (autocannon, in the parent) does not share its event loop. Prints
 * "READY <url>" when listening; stops on SIGTERM or when its stdin closes (the
 * parent bench exited), so it never outlives the bench.
 */
import { closeDb, openDb } from '../graph/driver.ts';
import { startApi } from '../server/app.ts';
import { benchConfig } from './lib.ts';

const config = { ...benchConfig(), apiPort: Number(process.env.BENCH_API_PORT ?? 4100), apiHost: '127.0.0.1' };
// As npm start does: answer SERVICE_UNAVAILABLE within ~3 s while Neo4j is away.
const db = await openDb(config, { failFast: true, log: (line) => process.stderr.write(`[api] ${line}\n`) });
const api = await startApi(db, config);
process.stdout.write(`READY ${api.url}\n`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await api.stop();
  await closeDb(db);
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.stdin.on('end', shutdown);
process.stdin.resume();
