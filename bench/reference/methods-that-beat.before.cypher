// name: methods-that-beat-before
// The statement as it was before issue 14 (commit edd6fa3): every claim the baseline loses, expanded, then filtered by benchmark. Kept only so that bench/rewrites.ts can PROFILE and time it next to queries/methods-that-beat.cypher on the same graph.
// answers: Which methods beat a baseline (optionally on one benchmark), by how much, and where does it say so? A claim whose sentence names no benchmark, from a paper that evaluates on the asked benchmark, is returned flagged inferred. Gains a method brings to its own base model (IMPROVES) are not wins and are not returned.
// param baseline: name, required -- the beaten method or model, any alias ("GRPO", "Group Relative Policy Optimization")
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld", "SciWorld"); null for every benchmark
// param limit: int = 100 -- most rows returned
WITH $baselineKey AS baselineKey,
     $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: baselineKey})-[:ALIAS_OF]->(loser)
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
WITH loser, benchmarkKey, bench
WHERE benchmarkKey IS NULL OR bench IS NOT NULL
MATCH (winner)-[c:OUTPERFORMS]->(loser)
WHERE bench IS NULL
   OR c.benchmarkKey = bench.key
   OR (c.benchmarkKey IS NULL AND EXISTS { MATCH (:Paper {id: c.paperId})-[:EVALUATES_ON]->(bench) })
MATCH (p:Paper {id: c.paperId})
RETURN winner.name AS method,
       winner { .key, .name, .longForm, kind: head(labels(winner)) } AS winner,
       loser { .key, .name, .longForm, kind: head(labels(loser)) } AS baseline,
       coalesce(c.benchmark, bench.name) AS benchmark,
       c.benchmarkKey IS NULL AND bench IS NOT NULL AS inferred,
       c.metric AS metric,
       c.delta AS delta,
       c.marginValue AS marginValue,
       c.marginUnit AS marginUnit,
       c.marginFrom AS marginFrom,
       c.marginTo AS marginTo,
       c.model AS model,
       false AS baseModel,
       coalesce(c.lowerIsBetter, false) AS lowerIsBetter,
       c.evidence AS evidence,
       c { .start, .end, .rule, .extractorVersion } AS provenance,
       p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS paper
ORDER BY inferred, method, paper.id, c.claimIndex
LIMIT toInteger($limit)
