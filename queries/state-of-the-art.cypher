// name: state-of-the-art
// answers: The state of the art over time on a benchmark: per metric (and unit), the dated scores that beat every earlier one in the metric's direction, oldest first, each with its system, model, paper and evidence. Scores of undated papers are left out.
// param benchmark: name, required -- benchmark name, any alias ("ALFWorld")
// param metric: string = null -- metric to keep, by canonical name or a word of it; null for all
// param limit: int = 100 -- most rows returned
WITH $benchmarkKey AS benchmarkKey
MATCH (:Alias {key: benchmarkKey})-[:ALIAS_OF]->(b:Benchmark)
MATCH (b)<-[:ON]-(r:Result)-[:OF]->(m)
MATCH (p:Paper)-[:REPORTS]->(r)
WHERE r.number IS NOT NULL AND coalesce(p.published, toString(p.year)) IS NOT NULL
  AND ($metric IS NULL OR r.metricKey = toLower($metric) OR toLower(r.metric) CONTAINS toLower($metric))
WITH b, r, m, p, coalesce(p.published, toString(p.year)) AS date
ORDER BY date, r.number, m.name
WITH b, r.metricKey AS metricKey, coalesce(r.unit, '') AS unit, coalesce(r.lowerIsBetter, false) AS lower,
     collect({r: r, m: m, p: p, date: date}) AS rows
UNWIND range(0, size(rows) - 1) AS i
WITH b, metricKey, unit, lower, rows[i] AS row, [j IN range(0, i - 1) | rows[j].r.number] AS earlier
WHERE all(x IN earlier WHERE CASE WHEN lower THEN row.r.number < x ELSE row.r.number > x END)
WITH b, metricKey, lower, row, row.r AS r, row.m AS m, row.p AS p
RETURN m { .key, .name, .longForm, kind: head(labels(m)) } AS system,
       b.name AS benchmark,
       row.date AS date,
       r.metric AS metric,
       metricKey,
       lower AS lowerIsBetter,
       r.value AS value,
       r.number AS number,
       r.unit AS unit,
       r.model AS model,
       r.evidence AS evidence,
       r { .start, .end, .rule, .extractorVersion } AS provenance,
       p { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS paper
ORDER BY metricKey, unit, date, number
LIMIT toInteger($limit)
