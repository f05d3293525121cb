/**
 * Applies schema/constraints.cypher: uniqueness constraints behind every MERGE
 * key, relationship property indexes for claims, and the full-text index over
 * paper text. Every statement is `IF NOT EXISTS`, so applying twice is a no-op.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeTx, type Db } from '../graph/driver.ts';

const file = fileURLToPath(new URL('./constraints.cypher', import.meta.url));

/** The schema statements, comments removed, one per entry. */
export function schemaStatements(): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Creates the constraints and indexes that are missing and waits until all indexes are online. */
export async function applySchema(db: Db): Promise<void> {
  // Schema commands cannot share a transaction with each other, so one each.
  for (const statement of schemaStatements()) {
    await writeTx(db, 'schema', (tx) => tx.run(statement));
  }
  const session = db.driver.session({ database: db.database });
  try {
    await session.run('CALL db.awaitIndexes(300)');
  } finally {
    await session.close();
  }
}
