// name: leaderboard
// answers: A benchmark's leaderboard: every reported score on it (optionally for one metric), best first, with the sentence that reports it.
// param benchmark: string, required -- benchmark name, any alias
// param metric: string = null -- metric name to keep ("success rate"); null for all
// param limit: int = 100 -- most rows returned
WITH reduce(k = '', ch IN split(toLower($benchmark), '') | k + CASE WHEN ch =~ '[\\p{L}\\p{N}]' THEN ch ELSE '' END) AS benchmarkKey
MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(b:Benchmark)
MATCH (b)<-[:ON]-(r:Result)-[:OF]->(m)
WHERE $metric IS NULL OR toLower(r.metric) CONTAINS toLower($metric)
MATCH (p:Paper)-[:REPORTS]->(r)
RETURN m.name AS method,
       m { .key, .name, .longForm, kind: head(labels(m)) } AS system,
       b.name AS benchmark,
       r.metric AS metric,
       r.value AS value,
       r.number AS number,
       r.unit AS unit,
       r.evidence AS evidence,
       r { .start, .end, .rule, .extractorVersion } AS provenance,
       p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS paper
ORDER BY metric, number DESC, method
LIMIT toInteger($limit)
