/**
 * `npm run db:install|db:start|db:stop|db:status`: the project's local Neo4j
 * server (see server/neo4j-local.ts). With NEO4J_URI set, it reports that the
 * external server is used and starts nothing.
 */
import { loadConfig } from '../server/config.ts';
import { install, start, status, stop } from '../server/neo4j-local.ts';

const command = process.argv[2] ?? 'status';
const config = loadConfig();
const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  if (config.neo4jExternal && command !== 'status') {
    log(`NEO4J_URI is set (${config.neo4jUri}): using that server, nothing to ${command}.`);
    return 0;
  }
  switch (command) {
    case 'install':
      install(log);
      log('Neo4j jars are in db/lib.');
      return 0;
    case 'start': {
      const s = await start(config, log);
      console.log(`Neo4j is running (pid ${s.pid ?? '?'}): ${s.boltUri}, Browser ${s.browserUrl} (user ${config.neo4jUser})`);
      return 0;
    }
    case 'stop':
      console.log((await stop(config)) ? 'Neo4j stopped.' : 'Neo4j was not running.');
      return 0;
    case 'status': {
      const s = await status(config);
      console.log(
        config.neo4jExternal
          ? `external server ${config.neo4jUri}`
          : `installed: ${s.installed}  running: ${s.running}${s.pid ? ` (pid ${s.pid})` : ''}  bolt: ${s.boltUri}  browser: ${s.browserUrl}  home: ${s.home}`,
      );
      return s.running || config.neo4jExternal ? 0 : 3;
    }
    default:
      log(`unknown command "${command}"; use install, start, stop or status`);
      return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
