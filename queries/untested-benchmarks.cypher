// name: untested-benchmarks
// answers: Benchmarks the methods that beat a baseline were never tested on: for each system that beats the baseline, the benchmarks the baseline was evaluated on (a claim with it, a score of it, a paper comparing with it) where that system has no claim, no score and no paper proposing or comparing with it that evaluates there; with where it beats the baseline and one such claim with its evidence.
// param baseline: name, required -- the beaten method or model, any alias ("GRPO")
// param limit: int = 50 -- most rows returned
WITH $baselineKey AS baselineKey
MATCH (:Alias {key: baselineKey})-[:ALIAS_OF]->(base)
// Where the baseline was tested.
CALL (base) {
  MATCH (base)-[c:OUTPERFORMS]-()
  WHERE c.benchmarkKey IS NOT NULL
  RETURN c.benchmarkKey AS key
  UNION
  MATCH (base)<-[:OF]-(:Result)-[:ON]->(b:Benchmark)
  RETURN b.key AS key
  UNION
  MATCH (base)<-[:COMPARES_WITH]-(:Paper)-[:EVALUATES_ON]->(b:Benchmark)
  RETURN b.key AS key
}
WITH base, collect(DISTINCT key) AS baseKeys
MATCH (winner)-[w:OUTPERFORMS]->(base)
WITH base, baseKeys, winner, w
ORDER BY w.benchmarkKey IS NULL, w.paperId, w.claimIndex
WITH base, baseKeys, winner, collect(w) AS wins
// Where the winner was tested.
CALL (winner) {
  MATCH (winner)-[c:OUTPERFORMS]-()
  WHERE c.benchmarkKey IS NOT NULL
  RETURN c.benchmarkKey AS key
  UNION
  MATCH (winner)<-[:OF]-(:Result)-[:ON]->(b:Benchmark)
  RETURN b.key AS key
  UNION
  MATCH (winner)<-[:PROPOSES|COMPARES_WITH]-(:Paper)-[:EVALUATES_ON]->(b:Benchmark)
  RETURN b.key AS key
}
WITH base, baseKeys, winner, wins, collect(DISTINCT key) AS tested
WITH base, winner, wins, [k IN baseKeys WHERE NOT k IN tested] AS untestedKeys
WHERE size(untestedKeys) > 0
CALL (untestedKeys) {
  UNWIND untestedKeys AS k
  MATCH (b:Benchmark {key: k})
  WITH b ORDER BY b.name
  RETURN collect(b.name) AS untested
}
CALL (wins) {
  UNWIND wins AS x
  WITH x.benchmark AS name WHERE name IS NOT NULL
  WITH DISTINCT name ORDER BY name
  RETURN collect(name) AS beatsOn
}
WITH base, winner, untested, beatsOn, head(wins) AS w
MATCH (p:Paper {id: w.paperId})
RETURN winner { .key, .name, .longForm, kind: head(labels(winner)) } AS method,
       base { .key, .name, .longForm, kind: head(labels(base)) } AS baseline,
       beatsOn,
       untested,
       w { .metric, .delta, .model, .evidence, paper: p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } } AS claim
ORDER BY size(untested) DESC, method.name
LIMIT toInteger($limit)
