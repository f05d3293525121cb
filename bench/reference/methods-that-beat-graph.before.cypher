// name: methods-that-beat-graph-before
// The statement as it was before issue 14 (commit edd6fa3): every claim the baseline loses, expanded, then filtered by benchmark. Kept only so that bench/rewrites.ts can PROFILE and time it next to queries/methods-that-beat-graph.cypher on the same graph.
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
MATCH claim = (winner)-[c:OUTPERFORMS]->(loser)
WHERE bench IS NULL
   OR c.benchmarkKey = bench.key
   OR (c.benchmarkKey IS NULL AND EXISTS { MATCH (:Paper {id: c.paperId})-[:EVALUATES_ON]->(bench) })
MATCH (p:Paper {id: c.paperId})
WITH claim, winner, c, p, bench
ORDER BY winner.name, p.id, c.claimIndex
LIMIT toInteger($limit)
OPTIONAL MATCH proposes = (p)-[:PROPOSES]->(winner)
OPTIONAL MATCH evaluates = (p)-[:EVALUATES_ON]->(b:Benchmark)
  WHERE b.key = coalesce(c.benchmarkKey, bench.key)
RETURN winner.name AS method,
       claim,
       p AS paper,
       proposes,
       evaluates
