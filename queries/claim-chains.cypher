// name: claim-chains
// answers: Chains across papers: one paper says A beats B on a benchmark, another says B beats C on it, so A may beat C; each hop with its metric, margin, model, evidence and paper, marked indirect when no paper says A beats C there, and inferred when a hop's sentence names no benchmark but its paper evaluates on the chain's.
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld"); null for every benchmark
// param method: name = null -- start of the chain (A), any alias; null for every method
// param limit: int = 50 -- most rows returned
WITH $benchmarkKey AS benchmarkKey, $methodKey AS methodKey
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
OPTIONAL MATCH (:Alias {key: methodKey})-[:ALIAS_OF]->(start)
WITH benchmarkKey, methodKey, bench, start
WHERE (benchmarkKey IS NULL OR bench IS NOT NULL) AND (methodKey IS NULL OR start IS NOT NULL)
MATCH (a)-[ab:OUTPERFORMS]->(b)-[bc:OUTPERFORMS]->(c)
WHERE (start IS NULL OR a = start) AND a <> c AND ab.paperId <> bc.paperId
  AND (ab.benchmarkKey IS NOT NULL OR bc.benchmarkKey IS NOT NULL)
WITH bench, a, b, c, ab, bc, coalesce(ab.benchmarkKey, bc.benchmarkKey) AS key
WHERE (ab.benchmarkKey IS NULL OR ab.benchmarkKey = key) AND (bc.benchmarkKey IS NULL OR bc.benchmarkKey = key)
  AND (bench IS NULL OR key = bench.key)
MATCH (bm:Benchmark {key: key})
// A hop whose sentence names no benchmark counts when its paper evaluates on the chain's benchmark (flagged inferred).
WHERE (ab.benchmarkKey IS NOT NULL OR EXISTS { MATCH (:Paper {id: ab.paperId})-[:EVALUATES_ON]->(bm) })
  AND (bc.benchmarkKey IS NOT NULL OR EXISTS { MATCH (:Paper {id: bc.paperId})-[:EVALUATES_ON]->(bm) })
WITH a, b, c, ab, bc, bm,
     ab.benchmarkKey IS NULL OR bc.benchmarkKey IS NULL AS inferred,
     EXISTS { MATCH (a)-[d:OUTPERFORMS]->(c) WHERE d.benchmarkKey = bm.key } AS direct,
     EXISTS { MATCH (c)-[d:OUTPERFORMS]->(a) WHERE d.benchmarkKey = bm.key } AS contradicted
MATCH (pab:Paper {id: ab.paperId})
MATCH (pbc:Paper {id: bc.paperId})
RETURN a { .key, .name, .longForm, kind: head(labels(a)) } AS first,
       b { .key, .name, .longForm, kind: head(labels(b)) } AS via,
       c { .key, .name, .longForm, kind: head(labels(c)) } AS last,
       bm.name AS benchmark,
       NOT direct AS indirect,
       inferred,
       contradicted,
       ab { .metric, .delta, .model, .evidence, paper: pab { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } } AS firstHop,
       bc { .metric, .delta, .model, .evidence, paper: pbc { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } } AS secondHop
ORDER BY indirect DESC, inferred, benchmark, first.name, via.name, last.name, firstHop.paper.id, secondHop.paper.id
LIMIT toInteger($limit)
