// name: leaderboard
// answers: A benchmark's leaderboard: every reported score on it (optionally for one metric), grouped by canonical metric and best first in the metric's direction (lower first for error, perplexity, turns, cost), with the model, paper and the sentence that reports it.
// param benchmark: name, required -- benchmark name, any alias
// param metric: string = null -- metric to keep, by canonical name ("success rate" also finds "success rates", "task success") or a word of it; null for all
// param limit: int = 100 -- most rows returned
WITH $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(b:Benchmark)
MATCH (b)<-[:ON]-(r:Result)-[:OF]->(m)
WHERE $metric IS NULL OR r.metricKey = toLower($metric) OR toLower(r.metric) CONTAINS toLower($metric)
MATCH (p:Paper)-[:REPORTS]->(r)
RETURN m.name AS method,
       m { .key, .name, .longForm, kind: head(labels(m)) } AS system,
       b.name AS benchmark,
       r.metric AS metric,
       r.metricKey AS metricKey,
       coalesce(r.lowerIsBetter, false) AS lowerIsBetter,
       r.value AS value,
       r.number AS number,
       r.unit AS unit,
       r.model AS model,
       r.evidence AS evidence,
       r { .start, .end, .rule, .extractorVersion } AS provenance,
       p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS paper
ORDER BY metricKey, CASE WHEN coalesce(r.lowerIsBetter, false) THEN r.number ELSE -r.number END, method, paper.id
LIMIT toInteger($limit)
