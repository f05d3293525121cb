// name: top-baselines
// answers: Which methods and models are used most as baselines -- named as a baseline by, or beaten in, the most papers (optionally among papers on one benchmark)?
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld"); null for all papers
// param limit: int = 20 -- most rows returned
WITH $benchmarkKey AS benchmarkKey
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
WITH benchmarkKey, bench
WHERE benchmarkKey IS NULL OR bench IS NOT NULL
CALL (bench) {
  MATCH (p:Paper)-[:COMPARES_WITH]->(m)
  WHERE bench IS NULL OR EXISTS { (p)-[:EVALUATES_ON]->(bench) }
  RETURN m, p.id AS paperId, null AS winner
  UNION ALL
  MATCH (w)-[c:OUTPERFORMS]->(m)
  WHERE bench IS NULL
     OR c.benchmarkKey = bench.key
     OR (c.benchmarkKey IS NULL AND EXISTS { MATCH (:Paper {id: c.paperId})-[:EVALUATES_ON]->(bench) })
  RETURN m, c.paperId AS paperId, w AS winner
}
WITH m, count(DISTINCT paperId) AS papers, count(winner) AS claims, collect(DISTINCT winner.name) AS beatenBy
RETURN m.name AS baseline,
       m { .key, .name, .longForm, kind: head(labels(m)) } AS system,
       papers,
       claims,
       size(beatenBy) AS winners,
       beatenBy[..10] AS beatenBy
ORDER BY papers DESC, claims DESC, baseline
LIMIT toInteger($limit)
