/**
 * The project's own Neo4j Community server, without Docker: jars fetched from
 * Maven Central by db/pom.xml into db/lib, started as the official scripts do
 * (`org.neo4j.server.CommunityEntryPoint --home-dir --config-dir`) with a config
 * this module writes (loopback only, auth on, the configured password).
 */
import { spawn, execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, type Config } from './config.ts';

const libDir = path.join(repoRoot, 'db', 'lib');
const pomFile = path.join(repoRoot, 'db', 'pom.xml');

export interface LocalServerStatus {
  installed: boolean;
  running: boolean;
  pid: number | null;
  boltUri: string;
  browserUrl: string;
  home: string;
}

function paths(config: Config) {
  const home = config.neo4jHome;
  return {
    home,
    conf: path.join(home, 'conf'),
    data: path.join(home, 'data'),
    logs: path.join(home, 'logs'),
    pidFile: path.join(home, 'neo4j.pid'),
    cds: path.join(home, 'cds'),
    console: path.join(home, 'logs', 'console.log'),
  };
}

/** True when the server jars are in db/lib. */
export function isInstalled(): boolean {
  return existsSync(libDir) && readdirSync(libDir).some((f) => f.startsWith('neo4j-server-'));
}

/** Fetches Neo4j and Neo4j Browser from Maven Central into db/lib (no-op when present). */
export function install(log: (line: string) => void = () => {}): void {
  if (isInstalled()) return;
  log('Fetching Neo4j Community from Maven Central (mvn, first run only)…');
  execFileSync('mvn', ['-B', '-q', '-f', pomFile, 'dependency:copy-dependencies'], { stdio: 'inherit' });
  if (!isInstalled()) throw new Error(`mvn finished but ${libDir} holds no neo4j-server jar`);
}

function readPid(pidFile: string): number | null {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Resolves true when something accepts TCP connections on host:port. */
export function portOpen(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The local server's state, read from its pid file and ports. */
export async function status(config: Config): Promise<LocalServerStatus> {
  const p = paths(config);
  const pid = readPid(p.pidFile);
  return {
    installed: isInstalled(),
    running: pid !== null || ((await portOpen(config.boltPort)) && (await portOpen(config.httpPort))),
    pid,
    boltUri: config.neo4jUri,
    browserUrl: config.browserUrl,
    home: p.home,
  };
}

/**
 * Why the server on the configured ports is not this home's, or null when it is (or none answers): the ports
 * answer but this home holds no running server's pid, so another home serves them (another checkout's test
 * server left by a killed run, Docker, a user's graph). `start` reuses such a server, as docker-compose.yml
 * intends; the test suite refuses it (test/global-setup.ts), for it may be a graph the tests must not touch.
 */
export async function foreignServer(config: Config): Promise<string | null> {
  const current = await status(config);
  if (config.neo4jExternal || !current.running || current.pid !== null) return null;
  return `a server answers on Bolt ${config.boltPort} / HTTP ${config.httpPort}, but it is not the one of home ${current.home} (no running pid in ${paths(config).pidFile})`;
}

function writeConfig(config: Config): void {
  const p = paths(config);
  for (const dir of [p.conf, p.data, p.logs, path.join(p.home, 'plugins'), path.join(p.home, 'import'), path.join(p.home, 'run')]) {
    mkdirSync(dir, { recursive: true });
  }
  const heap = process.env.NEO4J_HEAP_SIZE ?? '1g';
  const pagecache = process.env.NEO4J_PAGECACHE_SIZE ?? '512m';
  writeFileSync(
    path.join(p.conf, 'neo4j.conf'),
    [
      '# Written by server/neo4j-local.ts on every start; edit the code, not this file.',
      'server.default_listen_address=127.0.0.1',
      'server.default_advertised_address=localhost',
      `server.bolt.listen_address=127.0.0.1:${config.boltPort}`,
      `server.http.listen_address=127.0.0.1:${config.httpPort}`,
      'server.bolt.enabled=true',
      'server.http.enabled=true',
      'server.https.enabled=false',
      'dbms.security.auth_enabled=true',
      `server.directories.data=${p.data}`,
      `server.directories.logs=${p.logs}`,
      `server.directories.plugins=${path.join(p.home, 'plugins')}`,
      `server.directories.import=${path.join(p.home, 'import')}`,
      `server.directories.run=${path.join(p.home, 'run')}`,
      `server.memory.heap.initial_size=${heap}`,
      `server.memory.heap.max_size=${heap}`,
      `server.memory.pagecache.size=${pagecache}`,
      'db.transaction.timeout=60s',
      'dbms.usage_report.enabled=false',
      '',
    ].join('\n'),
  );
}

/** JVM options as the official scripts set them (G1, heap, opens), then `extra`, `mainClass` and its `args`. */
function javaArgs(config: Config, mainClass: string, args: string[], extra: string[] = []): string[] {
  const p = paths(config);
  const heap = process.env.NEO4J_HEAP_SIZE ?? '1g';
  return [
    `-Xms${heap}`,
    `-Xmx${heap}`,
    '-XX:+UseG1GC',
    '-XX:-OmitStackTraceInFastThrow',
    '-XX:+AlwaysPreTouch',
    '-XX:+DisableExplicitGC',
    '-Djdk.nio.maxCachedBufferSize=1024',
    '-Dio.netty.tryReflectionSetAccessible=true',
    '-Djdk.tls.ephemeralDHKeySize=2048',
    '--add-opens=java.base/java.nio=ALL-UNNAMED',
    '--add-opens=java.base/java.lang=ALL-UNNAMED',
    '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
    '--add-opens=java.base/java.io=ALL-UNNAMED',
    '--add-opens=java.base/java.util.concurrent=ALL-UNNAMED',
    ...extra,
    `-Dneo4j.home=${p.home}`,
    '-cp',
    `${path.join(p.home, 'plugins')}/*:${p.conf}/*:${libDir}/*`,
    mainClass,
    ...args,
  ];
}

/**
 * What a cold start costs, and what the server's command line does about it (issue 16). Measured on the
 * bench server (10,000 papers, 2 cores shared, load average 7-15; `bench/cold-start.ts`, BENCHMARKS.md
 * "why a restarted Neo4j is slow to answer", fourth session): with the official scripts' options the JVM
 * spent ~20 s of CPU before its ports opened, ~7 s more before `RETURN 1` answered and ~11 s more on the
 * first methodsThatBeat, loading tens of thousands of classes and compiling them with both JIT tiers on the
 * two cores that also run them. So:
 * - class-data sharing (HotSpot; NEO4J_CDS=off turns it off): the classes a run of this server loaded, parsed and verified
 *   once and mapped from an archive (`-XX:SharedArchiveFile`): ~12 s of CPU to the ports, ~15 s to
 *   `RETURN 1`. The archive is recorded at the exit of a run started without one
 *   (`-XX:ArchiveClassesAtExit`, to a `.part` file kept after a clean exit, or at the next start when it is complete) and named
 *   after the JVM build, the jars and the options, so another JVM, Neo4j version or heap size records its
 *   own. A JVM that cannot map it runs without (HotSpot's default `-Xshare:auto`).
 * - the quick JIT tier only (`-XX:TieredStopAtLevel=1`), when NEO4J_JIT=quick: with the archive, ~9 s of
 *   CPU to `RETURN 1` and ~5 s for the first methodsThatBeat, but warm reads took 1.2-1.9 times as long;
 *   the default keeps both tiers.
 * Other JVMs (OpenJ9 has neither option) get the official scripts' options unchanged.
 */
function startupOptions(config: Config): { options: string[]; recording: string | null } {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const version = `${java.stdout ?? ''}${java.stderr ?? ''}`;
  if (java.status !== 0 || !/HotSpot|OpenJDK/.test(version) || /OpenJ9/.test(version)) return { options: [], recording: null };
  const jit = process.env.NEO4J_JIT === 'quick' ? ['-XX:TieredStopAtLevel=1'] : [];
  if (process.env.NEO4J_CDS === 'off') return { options: jit, recording: null };
  const p = paths(config);
  const hash = createHash('sha256').update(version).update(javaArgs(config, '', []).join(' '));
  for (const jar of readdirSync(libDir).sort()) {
    const st = statSync(path.join(libDir, jar));
    hash.update(`${jar} ${st.size} ${st.mtimeMs}\n`);
  }
  const archive = path.join(p.cds, `neo4j-${hash.digest('hex').slice(0, 16)}.jsa`);
  // A recording left by a run that was not stopped through `stop` (or whose `stop` was cut short): kept if complete.
  finishRecording(`${archive}.part`, true);
  if (existsSync(archive)) return { options: [...jit, `-XX:SharedArchiveFile=${archive}`], recording: null };
  mkdirSync(p.cds, { recursive: true });
  for (const old of readdirSync(p.cds)) rmSync(path.join(p.cds, old), { force: true });
  return { options: [...jit, `-XX:ArchiveClassesAtExit=${archive}.part`], recording: `${archive}.part` };
}

/** The first bytes of a HotSpot dynamic class-data archive, written last (a JVM killed while writing leaves zeros). */
const DYNAMIC_ARCHIVE_MAGIC = Buffer.from([0xa8, 0xab, 0x0b, 0xf0]);

/** A recorded archive (`.part`) becomes the one later starts map when `keep` and it is complete; otherwise it is removed. */
function finishRecording(part: string, keep: boolean): void {
  if (!existsSync(part)) return;
  const head = Buffer.alloc(4);
  const fd = openSync(part, 'r');
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  if (keep && head.equals(DYNAMIC_ARCHIVE_MAGIC)) renameSync(part, part.slice(0, -'.part'.length));
  else rmSync(part, { force: true });
}

/** After a clean exit, the class-data archive the run recorded (if any) becomes the one later starts map. */
function keepRecording(config: Config, clean: boolean): void {
  const dir = paths(config).cds;
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir).filter((name) => name.endsWith('.jsa.part'))) finishRecording(path.join(dir, f), clean);
}

/**
 * Starts the local server unless it is already running, and waits until Bolt
 * and HTTP answer. On the first start the admin password is set from config.
 */
export async function start(config: Config, log: (line: string) => void = () => {}): Promise<LocalServerStatus> {
  if (config.neo4jExternal) throw new Error('NEO4J_URI is set: the project uses that server and starts none');
  const current = await status(config);
  if (current.running) return current;
  install(log);
  const p = paths(config);
  writeConfig(config);
  const firstStart = !existsSync(path.join(p.data, 'dbms'));
  if (firstStart) {
    log('Setting the initial password of user neo4j…');
    execFileSync('java', javaArgs(config, 'org.neo4j.cli.AdminTool', ['dbms', 'set-initial-password', config.neo4jPassword]), {
      stdio: 'pipe',
      env: { ...process.env, NEO4J_HOME: p.home, NEO4J_CONF: p.conf },
    });
  }
  const startup = startupOptions(config);
  log(`Starting Neo4j (home ${p.home})${startup.recording ? '; recording its class-data archive for faster starts, kept at a clean stop' : ''}…`);
  const out = openSync(p.console, 'a');
  const child = spawn('java', javaArgs(config, 'org.neo4j.server.CommunityEntryPoint', [`--home-dir=${p.home}`, `--config-dir=${p.conf}`], startup.options), {
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, NEO4J_HOME: p.home, NEO4J_CONF: p.conf },
  });
  child.unref();
  writeFileSync(p.pidFile, String(child.pid));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (readPid(p.pidFile) === null) {
      throw new Error(`Neo4j exited during start; see ${p.console} and ${path.join(p.logs, 'debug.log')}`);
    }
    if ((await portOpen(config.boltPort)) && (await portOpen(config.httpPort))) return status(config);
    await sleep(500);
  }
  throw new Error(`Neo4j did not open ports ${config.boltPort}/${config.httpPort} within 120 s; see ${p.console}`);
}

/**
 * Runs `neo4j-admin database import full` from db/lib's jars on this server's
 * home (the server must be stopped): `args` are the import's own options, after
 * the database name. The tool's heap is NEO4J_IMPORT_HEAP_SIZE (default 1g).
 * Returns its output; throws with the output's end when it fails.
 */
export function adminImport(config: Config, args: string[]): string {
  install();
  writeConfig(config);
  const p = paths(config);
  const heap = process.env.NEO4J_IMPORT_HEAP_SIZE ?? '1g';
  const java = javaArgs(config, 'org.neo4j.cli.AdminTool', ['database', 'import', 'full', config.neo4jDatabase, ...args]).map((a) =>
    a.startsWith('-Xms') || a.startsWith('-Xmx') ? `${a.slice(0, 4)}${heap}` : a,
  );
  const run = spawnSync('java', java, { encoding: 'utf8', env: { ...process.env, NEO4J_HOME: p.home, NEO4J_CONF: p.conf }, maxBuffer: 64 * 2 ** 20 });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.status !== 0) throw new Error(`neo4j-admin database import failed (exit ${run.status ?? run.signal}): ${output.slice(-2000)}`);
  return output;
}

/** True while the running server records its class-data archive (its directory holds none yet): its exit writes ~130 MB. */
function recording(config: Config): boolean {
  const dir = paths(config).cds;
  return existsSync(dir) && !readdirSync(dir).some((f) => f.endsWith('.jsa'));
}

/**
 * Stops the local server (SIGTERM, then SIGKILL after 60 s, or 180 s while it records its class-data
 * archive, which it writes as it exits). Returns false when it was not running.
 */
export async function stop(config: Config, options: { signal?: NodeJS.Signals } = {}): Promise<boolean> {
  const p = paths(config);
  const pid = readPid(p.pidFile);
  if (pid === null) return false;
  process.kill(pid, options.signal ?? 'SIGTERM');
  const deadline = Date.now() + (recording(config) ? 180_000 : 60_000);
  while (Date.now() < deadline) {
    if (readPid(p.pidFile) === null) break;
    await sleep(250);
  }
  const exited = readPid(p.pidFile) === null;
  if (!exited) process.kill(pid, 'SIGKILL');
  while (readPid(p.pidFile) !== null) await sleep(100);
  rmSync(p.pidFile, { force: true });
  keepRecording(config, exited && options.signal !== 'SIGKILL');
  return true;
}
