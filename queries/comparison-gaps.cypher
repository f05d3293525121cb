// name: comparison-gaps
// answers: Gaps on a benchmark: pairs of papers that both evaluate on it and propose methods, where no method of one is compared with a method of the other anywhere in the graph (no claim either way, neither paper names the other's method as a baseline); pairs sharing more benchmarks first.
// param benchmark: name, required -- benchmark name, any alias ("ALFWorld")
// param limit: int = 50 -- most rows returned
WITH $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
MATCH (p1:Paper)-[:EVALUATES_ON]->(bench)<-[:EVALUATES_ON]-(p2:Paper)
WHERE p1.id < p2.id
  AND EXISTS { (p1)-[:PROPOSES]->() } AND EXISTS { (p2)-[:PROPOSES]->() }
  AND NOT EXISTS { MATCH (p1)-[:PROPOSES]->(m1)-[:OUTPERFORMS|IMPROVES]-(m2)<-[:PROPOSES]-(p2) }
  AND NOT EXISTS { MATCH (p1)-[:COMPARES_WITH]->(m2)<-[:PROPOSES]-(p2) }
  AND NOT EXISTS { MATCH (p2)-[:COMPARES_WITH]->(m1)<-[:PROPOSES]-(p1) }
WITH bench, p1, p2,
     COLLECT { MATCH (p1)-[:PROPOSES]->(m) RETURN m.name AS name ORDER BY name } AS firstMethods,
     COLLECT { MATCH (p2)-[:PROPOSES]->(m) RETURN m.name AS name ORDER BY name } AS secondMethods,
     COLLECT { MATCH (p1)-[:EVALUATES_ON]->(b:Benchmark)<-[:EVALUATES_ON]-(p2) RETURN DISTINCT b.name AS name ORDER BY name } AS sharedBenchmarks
RETURN bench.name AS benchmark,
       p1 { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS firstPaper,
       firstMethods,
       p2 { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS secondPaper,
       secondMethods,
       sharedBenchmarks
ORDER BY size(sharedBenchmarks) DESC, firstPaper.id, secondPaper.id
LIMIT toInteger($limit)
