// name: method-neighbourhood
// answers: Everything the graph knows around one method or model: the papers that propose it, compare with it or use it, the benchmarks it is evaluated or scored on, whom it beats and who beats it -- one row per fact, with its evidence sentence.
// param method: name, required -- the method or model, any alias ("TRIAGE", "GRPO", "Qwen2.5-7B")
// param limit: int = 200 -- most rows returned
WITH $methodKey AS methodKey
MATCH (:Alias {key: methodKey})-[:ALIAS_OF]->(m)
WHERE m:Method OR m:Model
CALL (m) {
  MATCH (p:Paper)-[r:PROPOSES]->(m)
  RETURN 1 AS rank, 'proposed in' AS relation, coalesce(p.title, p.id) AS neighbour, 'Paper' AS neighbourKind,
         null AS benchmark, null AS detail, r.evidence AS evidence, p AS paper
  UNION ALL
  MATCH (p:Paper)-[r:COMPARES_WITH]->(m)
  RETURN 2 AS rank, 'baseline in' AS relation, coalesce(p.title, p.id) AS neighbour, 'Paper' AS neighbourKind,
         null AS benchmark, null AS detail, r.evidence AS evidence, p AS paper
  UNION ALL
  MATCH (p:Paper)-[r:USES_MODEL]->(m)
  RETURN 3 AS rank, 'used in' AS relation, coalesce(p.title, p.id) AS neighbour, 'Paper' AS neighbourKind,
         null AS benchmark, null AS detail, r.evidence AS evidence, p AS paper
  UNION ALL
  MATCH (p:Paper)-[:PROPOSES]->(m)
  MATCH (p)-[r:EVALUATES_ON|INTRODUCES]->(b:Benchmark)
  RETURN 4 AS rank, CASE type(r) WHEN 'INTRODUCES' THEN 'introduced with' ELSE 'evaluated on' END AS relation,
         b.name AS neighbour, 'Benchmark' AS neighbourKind,
         b.name AS benchmark, null AS detail, r.evidence AS evidence, p AS paper
  UNION ALL
  MATCH (p:Paper)-[:REPORTS]->(res:Result)-[:OF]->(m)
  MATCH (res)-[:ON]->(b:Benchmark)
  RETURN 5 AS rank, 'scored on' AS relation, b.name AS neighbour, 'Benchmark' AS neighbourKind,
         b.name AS benchmark, trim(coalesce(res.metric, '') + ' ' + coalesce(res.value, '')) AS detail, res.evidence AS evidence, p AS paper
  UNION ALL
  MATCH (m)-[c:OUTPERFORMS]->(other)
  OPTIONAL MATCH (p:Paper {id: c.paperId})
  RETURN 6 AS rank, 'beats' AS relation, other.name AS neighbour, head(labels(other)) AS neighbourKind,
         c.benchmark AS benchmark, c.delta AS detail, c.evidence AS evidence, p AS paper
  UNION ALL
  MATCH (other)-[c:OUTPERFORMS]->(m)
  OPTIONAL MATCH (p:Paper {id: c.paperId})
  RETURN 7 AS rank, 'beaten by' AS relation, other.name AS neighbour, head(labels(other)) AS neighbourKind,
         c.benchmark AS benchmark, c.delta AS detail, c.evidence AS evidence, p AS paper
}
RETURN m.name AS method,
       m { .key, .name, .longForm, kind: head(labels(m)) } AS system,
       relation,
       neighbour,
       neighbourKind,
       benchmark,
       detail,
       evidence,
       paper { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS paper
ORDER BY rank, neighbour, paper.id
LIMIT toInteger($limit)
