/**
 * A canonical SHA-256 of a whole graph, to tell whether two databases hold the
 * same graph: every node as its sorted labels and its properties with their
 * Cypher value types, every relationship as its type, its properties with their
 * types and the key of each end (labels and `key`, else `id`). Lines are hashed
 * one by one and the sorted line hashes hashed again, so the digest does not
 * depend on the order Neo4j returns things in, and memory holds one hash per
 * line. GraphVersion's `epoch` (random), `version` (one per write
 * transaction) and `stamp` (random per write) are left out: two loads of one
 * input differ there by design.
 */
import { createHash } from 'node:crypto';
import neo4j from 'neo4j-driver';
import type { Db } from './driver.ts';

export interface GraphDigest {
  sha256: string;
  nodes: number;
  relationships: number;
}

/** Volatile properties per label, not part of the graph's content. */
const VOLATILE: Record<string, readonly string[]> = { GraphVersion: ['epoch', 'version', 'stamp'] };

function plain(value: unknown): unknown {
  if (neo4j.isInt(value)) return `int:${value.toString()}`;
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

/** Properties sorted by name, each with its value and its Cypher type. */
function canonical(props: Record<string, unknown>, types: [string, string][], skip: readonly string[]): [string, unknown, string][] {
  const typeOf = new Map(types);
  return Object.keys(props)
    .filter((k) => !skip.includes(k))
    .sort()
    .map((k) => [k, plain(props[k]), typeOf.get(k) ?? '?']);
}

const NODES = `
  MATCH (n)
  RETURN labels(n) AS labels, properties(n) AS props, [k IN keys(n) | [k, valueType(n[k])]] AS types`;

const RELATIONSHIPS = `
  MATCH (a)-[r]->(b)
  RETURN type(r) AS type, labels(a) AS aLabels, coalesce(a.key, a.id) AS aKey, labels(b) AS bLabels, coalesce(b.key, b.id) AS bKey,
         properties(r) AS props, [k IN keys(r) | [k, valueType(r[k])]] AS types`;

/** The digest of the whole graph of `db` (read in one read transaction per part). */
export async function graphDigest(db: Db): Promise<GraphDigest> {
  const lines: string[] = [];
  const lineHash = (line: unknown) => createHash('sha256').update(JSON.stringify(line)).digest('base64');
  const session = db.driver.session({ database: db.database, defaultAccessMode: neo4j.session.READ });
  let nodes = 0;
  let relationships = 0;
  try {
    for await (const r of session.run(NODES)) {
      const labels = (r.get('labels') as string[]).sort();
      const skip = labels.flatMap((l) => VOLATILE[l] ?? []);
      lines.push(lineHash(['node', labels, canonical(r.get('props'), r.get('types'), skip)]));
      nodes += 1;
    }
    for await (const r of session.run(RELATIONSHIPS)) {
      const end = (labels: string[], key: unknown) => [[...labels].sort(), plain(key)];
      lines.push(
        lineHash([
          'rel',
          r.get('type'),
          end(r.get('aLabels'), r.get('aKey')),
          end(r.get('bLabels'), r.get('bKey')),
          canonical(r.get('props'), r.get('types'), []),
        ]),
      );
      relationships += 1;
    }
  } finally {
    await session.close();
  }
  lines.sort();
  const all = createHash('sha256');
  for (const line of lines) all.update(line);
  return { sha256: all.digest('hex'), nodes, relationships };
}
