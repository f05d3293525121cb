// name: leaderboard
// answers: A benchmark's leaderboard: every reported score on it (optionally for one metric), grouped by canonical metric and best first in the metric's direction (lower first for error, perplexity, turns, cost), with the model, paper and the sentence that reports it. With from, to or year: only scores of papers dated in that range.
// param benchmark: name, required -- benchmark name, any alias
// param metric: string = null -- metric to keep, by canonical name ("success rate" also finds "success rates", "task success") or a word of it; null for all
// param from: string = null -- earliest paper date: "2024", "2024-05" or "2024-05-04" (a paper known only by its year counts when that year reaches the range); null for no bound
// param to: string = null -- latest paper date, same forms ("2024" is up to 2024-12-31); null for no bound
// param year: int = null -- only papers of this year; null for any
// param limit: int = 100 -- most rows returned
WITH $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(b:Benchmark)
MATCH (b)<-[:ON]-(r:Result)-[:OF]->(m)
WHERE $metric IS NULL OR r.metricKey = toLower($metric) OR toLower(r.metric) CONTAINS toLower($metric)
MATCH (p:Paper)-[:REPORTS]->(r)
WHERE
  ($year IS NULL OR p.year = toInteger($year))
  AND ($from IS NULL OR coalesce(p.published, toString(p.year) + '-12-31') >= CASE size($from) WHEN 4 THEN $from + '-01-01' WHEN 7 THEN $from + '-01' ELSE $from END)
  AND ($to IS NULL OR coalesce(p.published, toString(p.year) + '-01-01') <= CASE size($to) WHEN 4 THEN $to + '-12-31' WHEN 7 THEN $to + '-31' ELSE $to END)
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
