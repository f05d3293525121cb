/**
 * Gets a ready database: with NEO4J_URI set, connects to that server; otherwise
 * starts (or reuses) the project's local server. Then applies the schema.
 */
import { openDb, type Db, type OpenOptions } from '../graph/driver.ts';
import { applySchema } from '../schema/apply.ts';
import type { Config } from './config.ts';
import { start } from './neo4j-local.ts';

/** Returns an open Db with the schema applied; throws DatabaseError when Neo4j cannot be reached. */
export async function ensureDatabase(config: Config, log: (line: string) => void = () => {}, options: OpenOptions = {}): Promise<Db> {
  if (!config.neo4jExternal) await start(config, log);
  const db = await openDb(config, options);
  await applySchema(db);
  return db;
}

/** Waits until the database accepts queries (it comes up shortly after the ports open). */
export async function waitOnline(db: Db, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const session = db.driver.session({ database: db.database });
    try {
      await session.run('RETURN 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await session.close();
    }
  }
}
