// name: methods-that-beat
// answers: Which methods beat a baseline (optionally on one benchmark), by how much, and where does it say so? A claim whose sentence names no benchmark, from a paper that evaluates on the asked benchmark, is returned flagged inferred. Gains a method brings to its own base model (IMPROVES) are not wins and are not returned. With from, to or year: only claims of papers dated in that range (papers without a date or year are left out).
// param baseline: name, required -- the beaten method or model, any alias ("GRPO", "Group Relative Policy Optimization")
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld", "SciWorld"); null for every benchmark
// param from: string = null -- earliest paper date: "2024", "2024-05" or "2024-05-04" (a paper known only by its year counts when that year reaches the range); null for no bound
// param to: string = null -- latest paper date, same forms ("2024" is up to 2024-12-31); null for no bound
// param year: int = null -- only papers of this year; null for any
// param limit: int = 100 -- most rows returned
WITH $baselineKey AS baselineKey,
     $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: baselineKey})-[:ALIAS_OF]->(loser)
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
WITH loser, benchmarkKey, bench
WHERE benchmarkKey IS NULL OR bench IS NOT NULL
// Claims are found by their lookupKey ("<loser key>|<benchmark key>", the benchmark part empty when the
// sentence names none), one index seek each: those naming the benchmark, then those naming none from a
// paper that evaluates on it (inferred). Without a benchmark: every claim against the baseline.
CALL (loser, bench) {
  MATCH (winner)-[c:OUTPERFORMS]->(loser)
  USING INDEX c:OUTPERFORMS(lookupKey)
  WHERE c.lookupKey = loser.key + '|' + bench.key
  RETURN winner, c
  UNION ALL
  MATCH (winner)-[c:OUTPERFORMS]->(loser)
  USING INDEX c:OUTPERFORMS(lookupKey)
  WHERE c.lookupKey = loser.key + '|' AND bench IS NOT NULL
    AND EXISTS { MATCH (:Paper {id: c.paperId})-[:EVALUATES_ON]->(bench) }
  RETURN winner, c
  UNION ALL
  MATCH (winner)-[c:OUTPERFORMS]->(loser)
  WHERE bench IS NULL
  RETURN winner, c
}
WITH winner, loser, bench, c, c.benchmarkKey IS NULL AND bench IS NOT NULL AS inferred
// Dates filter on the claim's paper, read only when a bound is set.
WHERE ($from IS NULL AND $to IS NULL AND $year IS NULL) OR EXISTS {
  MATCH (p:Paper {id: c.paperId})
  WHERE
  ($year IS NULL OR p.year = toInteger($year))
  AND ($from IS NULL OR coalesce(p.published, toString(p.year) + '-12-31') >= CASE size($from) WHEN 4 THEN $from + '-01-01' WHEN 7 THEN $from + '-01' ELSE $from END)
  AND ($to IS NULL OR coalesce(p.published, toString(p.year) + '-01-01') <= CASE size($to) WHEN 4 THEN $to + '-12-31' WHEN 7 THEN $to + '-31' ELSE $to END)
}
ORDER BY inferred, winner.name, c.paperId, c.claimIndex
LIMIT toInteger($limit)
MATCH (p:Paper {id: c.paperId})
RETURN winner.name AS method,
       winner { .key, .name, .longForm, kind: head(labels(winner)) } AS winner,
       loser { .key, .name, .longForm, kind: head(labels(loser)) } AS baseline,
       coalesce(c.benchmark, bench.name) AS benchmark,
       inferred,
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
