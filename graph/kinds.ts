/** The entity kinds (ingest/types.ts) as the Cypher statements read them: each kind is a node label. */
import { ENTITY_KINDS } from '../ingest/types.ts';

/** A Cypher expression for the kind of the entity node `v`: its label among the entity kinds. */
export function kindOf(v: string): string {
  return `[l IN labels(${v}) WHERE l IN [${ENTITY_KINDS.map((k) => `'${k}'`).join(', ')}]][0]`;
}
