// name: conflicting-claims
// answers: Claims that contradict each other: one paper says A beats B on a benchmark, another (or the same) says B beats A on it; both sides with their metric, margin, evidence and paper.
// param benchmark: name = null -- benchmark name, any alias ("ALFWorld"); null for every benchmark
// param limit: int = 50 -- most rows returned
WITH $benchmarkKey AS benchmarkKey
OPTIONAL MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(bench:Benchmark)
WITH benchmarkKey, bench
WHERE benchmarkKey IS NULL OR bench IS NOT NULL
MATCH (a)-[ab:OUTPERFORMS]->(b)-[ba:OUTPERFORMS]->(a)
WHERE a.key < b.key
  AND ab.benchmarkKey IS NOT NULL AND ab.benchmarkKey = ba.benchmarkKey
  AND (bench IS NULL OR ab.benchmarkKey = bench.key)
MATCH (pa:Paper {id: ab.paperId})
MATCH (pb:Paper {id: ba.paperId})
RETURN a { .key, .name, .longForm, kind: head(labels(a)) } AS first,
       b { .key, .name, .longForm, kind: head(labels(b)) } AS second,
       ab.benchmark AS benchmark,
       ab { .metric, .delta, .model, .evidence, paper: pa { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } } AS firstBeatsSecond,
       ba { .metric, .delta, .model, .evidence, paper: pb { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } } AS secondBeatsFirst
ORDER BY benchmark, first.name, second.name, firstBeatsSecond.paper.id, secondBeatsFirst.paper.id
LIMIT toInteger($limit)
