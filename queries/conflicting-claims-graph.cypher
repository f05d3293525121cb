// name: conflicting-claims-graph
// answers: Contradicting claims drawn as a graph for Neo4j Browser: A -OUTPERFORMS-> B in one paper and B -OUTPERFORMS-> A on the same benchmark in another (each arrow captioned with its margin, its evidence in the inspector), with both papers and the benchmark they evaluate on. Same matching as conflicting-claims.
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld"); null for every benchmark
// param limit: int = 25 -- most contradictions drawn
WITH $benchmarkKey AS benchmarkKey
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
WITH benchmarkKey, bench
WHERE benchmarkKey IS NULL OR bench IS NOT NULL
MATCH one = (a)-[ab:OUTPERFORMS]->(b), other = (b)-[ba:OUTPERFORMS]->(a)
WHERE a.key < b.key
  AND ab.benchmarkKey IS NOT NULL AND ab.benchmarkKey = ba.benchmarkKey
  AND (bench IS NULL OR ab.benchmarkKey = bench.key)
WITH one, other, ab, ba
ORDER BY ab.benchmark, ab.paperId, ba.paperId
LIMIT toInteger($limit)
MATCH (pa:Paper {id: ab.paperId})
MATCH (pb:Paper {id: ba.paperId})
MATCH (bm:Benchmark {key: ab.benchmarkKey})
OPTIONAL MATCH firstEvaluates = (pa)-[:EVALUATES_ON]->(bm)
OPTIONAL MATCH secondEvaluates = (pb)-[:EVALUATES_ON]->(bm)
RETURN one, other, pa AS firstPaper, pb AS secondPaper, firstEvaluates, secondEvaluates
