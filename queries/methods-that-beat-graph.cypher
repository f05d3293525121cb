// name: methods-that-beat-graph
// answers: The methods-that-beat question drawn as a graph for Neo4j Browser: each winner -OUTPERFORMS-> the baseline (caption: the margin), the paper that makes the claim (and proposes the winner), and the benchmark. Same matching as methods-that-beat.
// param baseline: name, required -- the beaten method or model, any alias ("GRPO", "Group Relative Policy Optimization")
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld", "SciWorld"); null for every benchmark
// param limit: int = 100 -- most claims drawn
WITH $baselineKey AS baselineKey,
     $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: baselineKey})-[:ALIAS_OF]->(loser)
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
WITH loser, benchmarkKey, bench
WHERE benchmarkKey IS NULL OR bench IS NOT NULL
// Claims found by their lookupKey index, as in methods-that-beat.
CALL (loser, bench) {
  MATCH claim = (winner)-[c:OUTPERFORMS]->(loser)
  USING INDEX c:OUTPERFORMS(lookupKey)
  WHERE c.lookupKey = loser.key + '|' + bench.key
  RETURN claim, winner, c
  UNION ALL
  MATCH claim = (winner)-[c:OUTPERFORMS]->(loser)
  USING INDEX c:OUTPERFORMS(lookupKey)
  WHERE c.lookupKey = loser.key + '|' AND bench IS NOT NULL
    AND EXISTS { MATCH (:Paper {id: c.paperId})-[:EVALUATES_ON]->(bench) }
  RETURN claim, winner, c
  UNION ALL
  MATCH claim = (winner)-[c:OUTPERFORMS]->(loser)
  WHERE bench IS NULL
  RETURN claim, winner, c
}
WITH claim, winner, c, bench
ORDER BY winner.name, c.paperId, c.claimIndex
LIMIT toInteger($limit)
MATCH (p:Paper {id: c.paperId})
OPTIONAL MATCH proposes = (p)-[:PROPOSES]->(winner)
OPTIONAL MATCH evaluates = (p)-[:EVALUATES_ON]->(b:Benchmark)
  WHERE b.key = coalesce(c.benchmarkKey, bench.key)
RETURN winner.name AS method,
       claim,
       p AS paper,
       proposes,
       evaluates
