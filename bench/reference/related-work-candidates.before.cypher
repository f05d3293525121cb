// name: related-work-candidates-before
// The candidates statement of graph/related-work.ts as it was before issue 14's fourth session (commit 061372c): entity name and key read on every row after the CALL, and a label check on every paper reached by a fact. Kept so that test/related-work.int.test.ts can check that the statement now returns the same rows, and for PROFILE next to it.
UNWIND $focus AS f
MATCH (:Alias {key: f.key})-[:ALIAS_OF]->(e)
WHERE e.key = f.key AND [l IN labels(e) WHERE l IN ['Method', 'Model', 'Benchmark']][0] = f.kind
CALL (f, e) {
  WITH f, e WHERE f.role = 'method'
  MATCH (p:Paper)-[:PROPOSES]->(e)
  RETURN p.id AS id, 'proposes-method' AS reason
  UNION
  WITH f, e WHERE f.role = 'method'
  MATCH ()-[c:OUTPERFORMS]->(e)
  RETURN c.paperId AS id, 'improves-on-method' AS reason
  UNION
  WITH f, e WHERE f.role = 'method'
  MATCH (p:Paper)-[:COMPARES_WITH]->(e)
  RETURN p.id AS id, 'compares-with-method' AS reason
  UNION
  WITH f, e WHERE f.role = 'method'
  MATCH (e)-[c:OUTPERFORMS]->()
  RETURN c.paperId AS id, 'uses-method' AS reason
  UNION
  WITH f, e WHERE f.role = 'method'
  MATCH (p:Paper)-[:REPORTS]->(:Result)-[:OF]->(e)
  RETURN p.id AS id, 'uses-method' AS reason
  UNION
  WITH f, e WHERE f.role = 'baseline'
  MATCH (p:Paper)-[:COMPARES_WITH]->(e)
  RETURN p.id AS id, 'shares-baseline' AS reason
  UNION
  WITH f, e WHERE f.role = 'baseline'
  MATCH ()-[c:OUTPERFORMS]->(e)
  RETURN c.paperId AS id, 'shares-baseline' AS reason
  UNION
  WITH f, e WHERE f.role = 'benchmark'
  MATCH (p:Paper)-[:INTRODUCES]->(e)
  RETURN p.id AS id, 'introduces-benchmark' AS reason
  UNION
  WITH f, e WHERE f.role = 'benchmark'
  MATCH (p:Paper)-[:EVALUATES_ON]->(e)
  RETURN p.id AS id, 'evaluates-on-benchmark' AS reason
  UNION
  WITH f, e WHERE f.role = 'benchmark'
  MATCH ()-[c:OUTPERFORMS {benchmarkKey: e.key}]->()
  RETURN c.paperId AS id, 'reports-on-benchmark' AS reason
  UNION
  WITH f, e WHERE f.role = 'benchmark'
  MATCH (p:Paper)-[:REPORTS]->(:Result)-[:ON]->(e)
  RETURN p.id AS id, 'reports-on-benchmark' AS reason
}
WITH DISTINCT id, reason, e.name AS entity, e.key AS entityKey
WHERE id IS NOT NULL AND NOT id IN $exclude
RETURN id, reason, entity, entityKey
ORDER BY id, reason, entityKey
